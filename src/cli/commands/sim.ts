// `tabula sim duel RULESET A.json B.json`: plays many one-on-one fights with the ruleset's own
// combat rules and reports win rates (95% Wilson intervals), draws, drops, deaths, rounds to finish
// and damage per hit. A progress bar goes to stderr when it is a terminal, never with --json.

import { dirname, resolve } from "node:path";
import { resolveRuleset } from "../../designer/resolve.js";
import {
  DEFAULT_MAX_ROUNDS,
  DUEL_STRATEGIES,
  type FighterInput,
  type SimReport,
  type Spread,
  simulateDuel,
  workerCount,
} from "../../sim/index.js";
import { integerOption, type Parsed, UsageError } from "../args.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";
import { readJson } from "../files.js";
import { type Io, processIo } from "../io.js";
import { alignedRows, printJson } from "../output.js";

function stringOf(args: Parsed, name: string): string | undefined {
  const v = args.options[name];
  return typeof v === "string" ? v : undefined;
}

function jsonOf(args: Parsed, name: string): unknown {
  const text = stringOf(args, name);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--${name} must be JSON: ${(e as Error).message}`);
  }
}

/**
 * A fighter file: a character file, or a kit `{ "character": FILE-or-object, "equipment": {…} }`
 * (as `tabula attack dice-engine` takes), whose character file is named relative to the kit.
 */
export function fighterFile(path: string): FighterInput {
  const raw = readJson(path, "character");
  if (raw !== null && typeof raw === "object" && !Array.isArray(raw) && "equipment" in raw) {
    const kit = raw as { character?: unknown; equipment: unknown };
    const c = kit.character;
    const character = typeof c === "string" ? readJson(resolve(dirname(path), c), "character") : c;
    return { raw: character, source: path, equipment: kit.equipment };
  }
  return { raw, source: path };
}

/** Whether stderr is a terminal: the real one, or what a test's Io says (`errIsTTY`). */
function stderrIsTTY(io: Io): boolean {
  const flag = (io as Io & { errIsTTY?: boolean }).errIsTTY;
  if (flag !== undefined) return flag;
  return io === processIo && Boolean(process.stderr.isTTY);
}

const count = (n: number) => n.toLocaleString("en-US");
const pct = (x: number) =>
  x > 0 && x < 0.0001 ? "<0.01%" : `${(x * 100).toFixed(x > 0 && x < 0.01 ? 2 : 1)}%`;
const range = ([lo, hi]: [number, number]) => `${(lo * 100).toFixed(1)}–${(hi * 100).toFixed(1)}%`;

/** A bar that starts only once a run has taken a moment, redrawn at most ten times a second. */
export class ProgressBar {
  private readonly started = Date.now();
  private last = 0;
  private drawn = false;

  constructor(
    private readonly io: Io,
    private readonly delayMs = 250,
  ) {}

  update(done: number, total: number): void {
    const now = Date.now();
    if (now - this.started < this.delayMs || (now - this.last < 100 && done < total)) return;
    this.last = now;
    this.drawn = true;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const secs = ((now - this.started) / 1000).toFixed(1);
    this.io.err(
      `\r  [${"#".repeat(filled)}${".".repeat(width - filled)}] ${pct(done / total).padStart(6)}  ${count(done)}/${count(total)} fights  ${secs} s`,
    );
  }

  /** Wipes the bar so the report starts on a clean line. */
  clear(): void {
    if (this.drawn) this.io.err(`\r${" ".repeat(100)}\r`);
  }
}

/**
 * A bar per value, or — when there are more values than rows — per range of values up to the 99th
 * percentile, then one line for the tail.
 */
function histogram(s: Spread, total: number, rows = 16): string[] {
  const line = (label: string, c: number, extra = "") => {
    const p = c / total;
    const bar = "▇".repeat(Math.max(c > 0 ? 1 : 0, Math.round(p * 50)));
    return `  ${label.padStart(7)}  ${pct(p).padStart(6)}  ${extra || bar}`;
  };
  if (s.distribution.length <= rows) return s.distribution.map(([v, c]) => line(String(v), c));
  let seen = 0;
  let cutoff = s.max;
  for (const [v, c] of s.distribution) {
    seen += c;
    if (seen >= total * 0.99) {
      cutoff = v;
      break;
    }
  }
  const width = Math.max(1, Math.ceil((cutoff - s.min + 1) / (rows - 1)));
  const lines: string[] = [];
  for (let lo = s.min; lo <= cutoff; lo += width) {
    const hi = lo + width - 1;
    const c = s.distribution.reduce((a, [v, n]) => (v >= lo && v <= hi ? a + n : a), 0);
    lines.push(line(width === 1 ? String(lo) : `${lo}–${hi}`, c));
  }
  const from = s.min + Math.ceil((cutoff - s.min + 1) / width) * width;
  const tail = s.distribution.reduce((a, [v, n]) => (v >= from ? a + n : a), 0);
  if (tail > 0) lines.push(line(`≥${from}`, tail, `(up to ${s.max})`));
  return lines;
}

export function formatReport(r: SimReport): string {
  const [a, b] = r.sides;
  const lines = [
    `${r.ruleset.name} duel: ${a.name} (${a.weapon}) against ${b.name} (${b.weapon})`,
    `${count(r.runs)} fights, seed ${r.seed}, cut at ${r.maxRounds} ${r.unit}s`,
    "",
  ];
  const rows = [
    ["", "wins", "win rate (95% CI)", "drops", "deaths", "acts first", "hit rate", "damage/hit"],
    ...r.sides.map((s) => [
      s.name,
      count(s.wins.count),
      `${pct(s.wins.rate)} (${range(s.wins.interval)})`,
      pct(s.drops.rate),
      pct(s.deaths.rate),
      pct(s.actsFirst.rate),
      s.hitRate === null ? "—" : pct(s.hitRate),
      s.damagePerHit === null
        ? "—"
        : `${s.damagePerHit.mean.toFixed(2)} (${s.damagePerHit.min}–${s.damagePerHit.max})`,
    ]),
    ["draws", count(r.draws.count), `${pct(r.draws.rate)} (${range(r.draws.interval)})`],
  ];
  lines.push(...alignedRows(rows));
  lines.push(`draws: ${count(r.draws.bothDown)} with both down, ${count(r.draws.timeouts)} cut at the limit`);
  lines.push("");
  const rd = r.rounds;
  lines.push(
    `${r.unit[0]!.toUpperCase()}${r.unit.slice(1)}s to finish: mean ${rd.mean.toFixed(2)}, median ${rd.median}, ${rd.min}–${rd.max}`,
  );
  lines.push(...histogram(rd, r.runs));
  for (const s of r.sides) {
    if (!s.damagePerHit) continue;
    lines.push("", `Damage per hit, ${s.name} (${count(s.hits)} hits):`);
    lines.push(...histogram(s.damagePerHit, s.hits));
  }
  if (r.notes.length > 0) lines.push("", ...r.notes.map((n) => `Note: ${n}`));
  return `${lines.join("\n")}\n`;
}

function kindHelp(): string {
  const rulesets = Object.values(DUEL_STRATEGIES).map((s) => `  ${s.ruleset.padEnd(11)} ${s.summary}`);
  return [
    "Plays RUNS complete one-on-one fights between the characters of A.json and B.json with the",
    "ruleset's own combat rules, and reports each side's win rate with a 95% Wilson interval, draws",
    "(both down at once, or cut at the round limit), how often each side drops and dies, who acts",
    "first, hit rates, damage per hit and the rounds a fight takes. The same --seed gives the same",
    "report with any number of --workers: the runs are played in chunks of 1,000, chunk i with the",
    "seed 'S#i'. Without --seed a fresh one is drawn and printed.",
    "",
    "The files are the ruleset's own character files (`tabula character new`). --weapon-a and",
    "--weapon-b name the weapon each side fights with (default: its first; 'unarmed' for none).",
    'A Dice Engine fighter may be a kit, {"character": FILE, "equipment": {weapons, armour, held}}',
    "(examples/dice-engine/*.kit.json); a plain character file fights with the Unarmed Strike.",
    "",
    "Duels by ruleset:",
    ...rulesets,
    "",
    "--duel JSON, by ruleset (the others take none):",
    ...Object.values(DUEL_STRATEGIES).flatMap((s) =>
      s.settings
        ? [
            `  ${s.ruleset.padEnd(11)} ${s.settings.required ? "needs" : "takes"} ${s.settings.help};`,
            `  ${"".padEnd(11)} e.g. --duel '${JSON.stringify(s.settings.example)}'`,
          ]
        : [],
    ),
    "",
    "Dice Engine counts ticks of its initiative tracker, not rounds (--max-rounds: ticks, default",
    `${DUEL_STRATEGIES["dice-engine"]?.defaultMaxRounds ?? DEFAULT_MAX_ROUNDS}).`,
    "",
    "tabula sim encounter RULESET party.json foes.json plays group fights: each file is a list of",
    "character files (or one). Each side attacks the foe its focus picks among those standing:",
    "--focus-party / --focus-foes weakest (fewest HP left, the default), strongest, or spread (the",
    "one attacked least). The report gives each side's win rate with a 95% Wilson interval, draws,",
    "rounds, and for every combatant how often they drop and die, their hit rate, and the damage",
    "they deal and take per fight. --seed and --workers work as for duels.",
    `Group fights by ruleset: ${
      Object.values(DUEL_STRATEGIES)
        .filter((s) => s.group)
        .map((s) => s.ruleset)
        .join(", ") || "none yet"
    } (the others simulate duels only).`,
  ].join("\n");
}

export const simCommand: Command = {
  name: "sim",
  firstArgs: ["duel", "encounter"],
  usage:
    "tabula sim duel RULESET A.json B.json [--weapon-a NAME] [--weapon-b NAME] [--runs N] [--seed S] [--workers K] [--max-rounds R] [--options JSON] [--duel JSON] [--json]\n       tabula sim encounter RULESET party.json foes.json [--focus-party F] [--focus-foes F] [--runs N] [--seed S] [--workers K] [--max-rounds R] [--options JSON] [--json]",
  description: kindHelp(),
  options: {
    "weapon-a": { type: "string", value: "NAME", help: "A's weapon (default: A's first; 'unarmed')" },
    "weapon-b": { type: "string", value: "NAME", help: "B's weapon (default: B's first; 'unarmed')" },
    runs: { type: "string", value: "N", help: "fights to play (default 10000)" },
    seed: { type: "string", value: "S", help: "seed: the same seed gives the same report" },
    workers: {
      type: "string",
      value: "K",
      help: "threads to play on, this one included (default 1; at most the CPU count)",
    },
    "max-rounds": {
      type: "string",
      value: "R",
      help: `rounds (Dice Engine: ticks) after which a fight is a draw (default ${DEFAULT_MAX_ROUNDS}; Dice Engine ${DUEL_STRATEGIES["dice-engine"]?.defaultMaxRounds ?? DEFAULT_MAX_ROUNDS})`,
    },
    options: { type: "string", value: "JSON", help: "ruleset options as a JSON object" },
    duel: {
      type: "string",
      value: "JSON",
      help: "duel settings of the ruleset's strategy (Beat-15: stat, hits; Dice Engine: attackA, attackB, distance, ammoA, ammoB)",
    },
    "focus-party": {
      type: "string",
      value: "F",
      help: "encounter: whom the party attacks: weakest (default), strongest or spread",
    },
    "focus-foes": { type: "string", value: "F", help: "encounter: whom the foes attack (as --focus-party)" },
    json: JSON_OPTION,
    help: HELP_OPTION,
  },
  async run(args, io) {
    const [kind, id, fileA, fileB, ...extra] = args.positionals;
    // Group fights live in their own module, loaded only for them.
    if (kind === "encounter") return (await import("./sim-encounter.js")).runEncounter(args, io);
    if (kind !== "duel")
      throw new UsageError(
        kind === undefined
          ? "tabula sim needs a kind of simulation: duel or encounter"
          : `unknown simulation '${kind}' (known: duel, encounter)`,
      );
    if (id === undefined || fileA === undefined || fileB === undefined)
      throw new UsageError("tabula sim duel needs a ruleset and two character files");
    if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
    const runs = integerOption(args.options.runs, "runs") ?? 10_000;
    if (runs < 1) throw new UsageError(`--runs must be at least 1, not ${runs}`);
    const workers = integerOption(args.options.workers, "workers") ?? 1;
    if (workers < 1) throw new UsageError(`--workers must be at least 1, not ${workers}`);
    const maxRounds = integerOption(args.options["max-rounds"], "max-rounds");
    if (maxRounds !== undefined && maxRounds < 1)
      throw new UsageError(`--max-rounds must be at least 1, not ${maxRounds}`);
    const options = jsonOf(args, "options");
    if (options !== undefined && (typeof options !== "object" || options === null || Array.isArray(options)))
      throw new UsageError("--options must be a JSON object");
    const ruleset = resolveRuleset(id);
    const json = Boolean(args.options.json);
    const bar = !json && stderrIsTTY(io) ? new ProgressBar(io) : null;
    const threads = workerCount(workers);
    const started = performance.now();
    let report: SimReport;
    try {
      report = await simulateDuel(ruleset, {
        options: options ?? {},
        fighters: [fighterFile(fileA), fighterFile(fileB)],
        weapons: [stringOf(args, "weapon-a"), stringOf(args, "weapon-b")],
        settings: jsonOf(args, "duel") ?? {},
        runs,
        ...(stringOf(args, "seed") !== undefined ? { seed: stringOf(args, "seed")! } : {}),
        workers: threads,
        ...(maxRounds !== undefined ? { maxRounds } : {}),
        ...(bar ? { onProgress: (done: number, total: number) => bar.update(done, total) } : {}),
      });
    } finally {
      bar?.clear();
    }
    if (json) {
      printJson(io, "sim", report);
      return 0;
    }
    const secs = (performance.now() - started) / 1000;
    io.out(formatReport(report));
    const capped = threads < workers ? ` (capped from ${workers})` : "";
    io.out(
      `\nPlayed in ${secs.toFixed(2)} s: ${count(Math.round(runs / secs))} fights/s on ${threads} thread${threads === 1 ? "" : "s"}${capped}.\n`,
    );
    return 0;
  },
};
