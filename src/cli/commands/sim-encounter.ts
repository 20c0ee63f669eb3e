// `tabula sim encounter RULESET party.json foes.json`: many group fights (N against M) with the
// ruleset's own combat rules and each side's declared focus; reports each side's win rate with a 95%
// Wilson interval, draws, rounds, and per combatant how often they drop or die and the damage they
// deal and take. Each file is a list of the ruleset's character files (or one character file).

import { resolveRuleset } from "../../designer/resolve.js";
import { FOCUSES, type Focus } from "../../engine/facets/group-fight.js";
import { type GroupReport, simulateGroupInWorkers } from "../../sim/group.js";
import { workerCount } from "../../sim/run.js";
import { integerOption, type Parsed, UsageError } from "../args.js";
import { readJson } from "../files.js";
import type { Io } from "../io.js";
import { alignedRows, printJson } from "../output.js";

function listFile(path: string): unknown[] {
  const raw = readJson(path, "character");
  return Array.isArray(raw) ? raw : [raw];
}

function focusOf(args: Parsed, name: string): Focus {
  const v = args.options[name];
  if (v === undefined) return "weakest";
  if (typeof v === "string" && (FOCUSES as readonly string[]).includes(v)) return v as Focus;
  throw new UsageError(`--${name} must be one of ${FOCUSES.join(", ")}, not '${String(v)}'`);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatGroupReport(r: GroupReport): string {
  const lines = [
    `${r.fights.toLocaleString("en-US")} fights (${r.ruleset}, seed ${r.seed}); initiative: ${r.initiative}`,
    "",
  ];
  for (const s of r.sides)
    lines.push(
      `${s.label === "party" ? "Party" : "Foes "} (focus ${s.tactics.focus}): wins ${pct(s.winRate.rate)} (95% ${pct(s.winRate.low)}–${pct(s.winRate.high)})`,
    );
  lines.push(
    `Draws: ${pct(r.draws / r.fights)} (${r.timeouts.toLocaleString("en-US")} cut at the round limit)`,
  );
  lines.push(`Rounds: mean ${r.rounds.mean.toFixed(2)}, longest ${r.rounds.max}`, "");
  const rows = [
    ["combatant", "side", "weapon", "drops", "dies", "hits", "dealt/fight", "taken/fight"],
    ...r.combatants.map((c) => [
      c.name,
      c.side === 0 ? "party" : "foes",
      c.weapon,
      pct(c.dropRate),
      pct(c.deaths / r.fights),
      c.attacks === 0 ? "—" : pct(c.hits / c.attacks),
      (c.damageDealt / r.fights).toFixed(2),
      (c.damageTaken / r.fights).toFixed(2),
    ]),
  ];
  lines.push(...alignedRows(rows));
  if (r.notes.length > 0) lines.push("", ...r.notes.map((n) => `Note: ${n}`));
  return `${lines.join("\n")}\n`;
}

export async function runEncounter(args: Parsed, io: Io): Promise<number> {
  const [, id, partyFile, foesFile, ...extra] = args.positionals;
  if (id === undefined || partyFile === undefined || foesFile === undefined)
    throw new UsageError("tabula sim encounter needs a ruleset, a party file and a foes file");
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  const runs = integerOption(args.options.runs, "runs") ?? 10_000;
  if (runs < 1) throw new UsageError(`--runs must be at least 1, not ${runs}`);
  const maxRounds = integerOption(args.options["max-rounds"], "max-rounds");
  if (maxRounds !== undefined && maxRounds < 1)
    throw new UsageError(`--max-rounds must be at least 1, not ${maxRounds}`);
  let options: unknown;
  if (typeof args.options.options === "string") {
    try {
      options = JSON.parse(args.options.options);
    } catch (e) {
      throw new UsageError(`--options must be JSON: ${(e as Error).message}`);
    }
    if (typeof options !== "object" || options === null || Array.isArray(options))
      throw new UsageError("--options must be a JSON object");
  }
  const seed = typeof args.options.seed === "string" ? args.options.seed : undefined;
  const workers = integerOption(args.options.workers, "workers") ?? 1;
  if (workers < 1) throw new UsageError(`--workers must be at least 1, not ${workers}`);
  const report = await simulateGroupInWorkers(resolveRuleset(id), {
    workers: workerCount(workers),
    party: listFile(partyFile),
    foes: listFile(foesFile),
    tactics: [{ focus: focusOf(args, "focus-party") }, { focus: focusOf(args, "focus-foes") }],
    runs,
    ...(seed !== undefined ? { seed } : {}),
    ...(maxRounds !== undefined ? { maxRounds } : {}),
    ...(options !== undefined ? { options } : {}),
  });
  if (args.options.json) printJson(io, "sim-encounter", report);
  else io.out(formatGroupReport(report));
  return 0;
}
