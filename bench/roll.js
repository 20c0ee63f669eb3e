// Section 1: full rolls per second, Tabula against @dice-roller/rpg-dice-roller (the peer).
//
// A "full roll" is what a game table does for every player action: read the notation and produce
// the total with every die explained. For Tabula that is roll(text, rngSource(rng)), which returns
// the canonical notation, the total, the result tree and the flat list of dice. For the peer it is
// `new DiceRoll(text)` and reading `.total` (its constructor parses and rolls; the total is worked
// out lazily, so reading it is part of the cost).
//
// Tabula's roll(text) keeps the trees of recently rolled texts (a bounded cache), so a repeated text
// is not parsed again; that column is shown, but the goal is judged on "cold parse": parse(text)
// on every roll, which is what "parse included" means.
//
// Pre-parsed: the same roll with the parsing done once up front: roll(parse(text), source) for
// Tabula, and for the peer one DiceRoll kept and re-rolled with `dr.roll()` (its documented
// re-roll, which reuses the parsed expressions) followed by `dr.total`.
//
// Before timing, each notation is checked: both libraries must accept it, and the mean of a few
// thousand rolls of each must agree with Tabula's exact mean (odds) within 5 standard errors.
// Tabula draws from the seeded Rng; the peer uses its own default engine (Math.random).
//
// Goal: Tabula at least 20x the peer on every item, parse included.

import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { odds, parse, Rng, rngSource, roll } from "../dist/index.js";
import { environment, fmtNum, fmtRate, fmtRatio, measureRates, printTable, summarize } from "./lib.js";

export const NOTATIONS = ["1d20+5", "4d6kh3", "10d10!kh3", "{4d6+3d8}kh1", "8d6>=5", "100d20"];
const GOAL = 20;
const CHECK_ROLLS = 4000;

function peerAccepts(text) {
  try {
    const total = new DiceRoll(text).total;
    return Number.isFinite(total) ? null : `total is ${total}`;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** Both libraries accept the notation and their totals agree with the exact distribution. */
function verify(text, seed) {
  const warnings = [];
  const exact = odds(text);
  const se = exact.stdev / Math.sqrt(CHECK_ROLLS);
  const src = rngSource(Rng.fromSeed(seed));
  const tabula = summarize(() => roll(text, src).total, CHECK_ROLLS);
  const describe = (s) => `${fmtNum(s.mean)} [${s.min}..${s.max}]`;
  const off = (s) => Math.abs(s.mean - exact.mean) > 5 * se || s.min < exact.min || s.max > exact.max;
  if (off(tabula)) warnings.push(`Tabula's rolls of ${text} do not match its exact odds`);
  const rejected = peerAccepts(text);
  let peer = null;
  if (rejected) {
    warnings.push(`the peer rejects ${text}: ${rejected}`);
  } else {
    peer = summarize(() => new DiceRoll(text).total, CHECK_ROLLS);
    if (off(peer)) warnings.push(`the peer's totals for ${text} are not in the same range as Tabula's`);
  }
  const line =
    `  ${warnings.length ? "WARN" : "ok  "} ${text.padEnd(13)} exact mean ${fmtNum(exact.mean)} ` +
    `[${exact.min}..${exact.max}${exact.lost > 0 ? ", truncated" : ""}]; ` +
    `Tabula ${describe(tabula)}; peer ${peer ? describe(peer) : "rejected"}`;
  return { line, warnings, peerOk: !rejected };
}

function cases(text, seed, peerOk) {
  const src = rngSource(Rng.fromSeed(seed));
  const tree = parse(text);
  const kept = peerOk ? new DiceRoll(text) : null;
  return [
    {
      key: `${text}/tabula`,
      run: (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s += roll(text, src).total;
        return s;
      },
    },
    {
      key: `${text}/tabula-cold`,
      run: (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s += roll(parse(text), src).total;
        return s;
      },
    },
    {
      key: `${text}/tabula-pre`,
      run: (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s += roll(tree, src).total;
        return s;
      },
    },
    {
      key: `${text}/peer`,
      run: peerOk
        ? (n) => {
            let s = 0;
            for (let i = 0; i < n; i++) s += new DiceRoll(text).total;
            return s;
          }
        : null,
    },
    {
      key: `${text}/peer-pre`,
      run: kept
        ? (n) => {
            let s = 0;
            for (let i = 0; i < n; i++) {
              kept.roll();
              s += kept.total;
            }
            return s;
          }
        : null,
    },
  ];
}

export async function rollBench() {
  console.log("\n## 1. Full rolls per second: Tabula vs @dice-roller/rpg-dice-roller\n");
  console.log(environment());
  console.log("Checking that both libraries accept each notation and agree on its totals:");
  const checks = NOTATIONS.map((t, i) => verify(t, 1000 + i));
  for (const c of checks) console.log(c.line);
  const all = NOTATIONS.flatMap((t, i) => cases(t, 2000 + i, checks[i].peerOk));
  const r = measureRates(all);
  const rate = (k) => r.get(k).rate;
  const rows = NOTATIONS.map((t, i) => {
    const tab = rate(`${t}/tabula`);
    const tabCold = rate(`${t}/tabula-cold`);
    const tabPre = rate(`${t}/tabula-pre`);
    const peer = rate(`${t}/peer`);
    const peerPre = rate(`${t}/peer-pre`);
    const ratio = peer ? tabCold / peer : null;
    const ratioCached = peer ? tab / peer : null;
    const ratioPre = peerPre ? tabPre / peerPre : null;
    return [
      t,
      fmtRate(tabCold),
      fmtRate(tab),
      fmtRate(tabPre),
      checks[i].peerOk ? fmtRate(peer) : "rejected",
      checks[i].peerOk ? fmtRate(peerPre) : "rejected",
      fmtRatio(ratio),
      fmtRatio(ratioCached),
      fmtRatio(ratioPre),
      ratio === null ? "n/a" : ratio >= GOAL ? "yes" : "NO",
    ];
  });
  const warnings = checks.flatMap((c) => c.warnings);
  printTable({
    title: `Rolls/s with the full result tree (goal: Tabula >= ${GOAL}x the peer on every item, parse included)`,
    headers: [
      "notation",
      "Tabula parse+roll/s",
      "Tabula roll(text)/s",
      "Tabula pre-parsed/s",
      "peer parse+roll/s",
      "peer pre-parsed/s",
      "ratio parse",
      "ratio roll(text)",
      "ratio pre-parsed",
      `>= ${GOAL}x`,
    ],
    rows,
    notes: [
      "Tabula parse+roll: roll(parse(text), source), parsing every time; roll(text): the public call, which",
      "reuses the tree of a recently rolled text; pre-parsed: roll(parse(text) done once, source).",
      "peer parse+roll: new DiceRoll(text).total; pre-parsed: one DiceRoll re-rolled with dr.roll(), then dr.total.",
      "ratio = Tabula rolls/s / peer rolls/s, same column kind.",
      ...warnings.map((w) => `WARNING: ${w}`),
    ],
  });
}
