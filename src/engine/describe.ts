// One line of text for an event of a table's log, as the web table's log and `tabula play` print
// it. Events name characters and members by id; the caller says how to show them (by default, the
// ids). A ruleset's own bookkeeping events (a type with a dot and nothing to read, such as the
// Dice Engine's "dice-engine.state") are described as "": the roll they come with says it already.

/** An event as it travels: a type and its fields. */
export interface LoggedEvent {
  type: string;
  [key: string]: unknown;
}

/** How to show the members and characters an event names by id. */
export interface EventNames {
  member(id: string | null): string;
  character(id: string | null): string;
  /**
   * A condition by its id ("Bleeding on Wren"), for the events that name one only by id; the
   * caller knows the conditions the log added. Without it the line says "a condition".
   */
  condition?(id: string): string | null;
}

import { describeSceneEvent } from "./scene/describe.js";

const BY_ID: EventNames = { member: (id) => id ?? "", character: (id) => id ?? "" };

/** "1 minute", "2 minutes"; a unit already plural ("2 actions") or uncountable stays as it is. */
export function unitText(unit: string, n: number): string {
  if (n === 1 || unit.endsWith("s")) return `${n} ${unit}`;
  return `${n} ${unit}${/(ch|sh|x)$/.test(unit) ? "es" : "s"}`;
}

/** Names in a sentence: "Rook", "Rook and Marta", "Rook, Marta and Ilse". */
function listText(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const conditionText = (n: EventNames, id: string) => n.condition?.(id) ?? "A condition";

const MODEL_TEXT: Record<string, string> = {
  rolled: "rolled order",
  ticks: "tick tracker",
  actionsPerTurn: "actions per turn",
  gm: "GM's order",
};

const REMOVAL_TEXT: Record<string, string> = {
  expired: "its time ran out",
  removed: "removed",
  resisted: "resisted",
  // A ruleset that keeps its own conditions (the Dice Engine) mirrors an ending without a reason.
  ended: "",
};

/** A condition's name as read: a ruleset's coded one ("trait:fireBreathing") as "fire breathing (trait)". */
export function conditionName(name: string): string {
  const coded = /^([a-z]+):([A-Za-z][\w ]*)$/.exec(name);
  return coded ? `${wordsOf(coded[2]!)} (${coded[1]})` : name;
}

/** One event in a sentence. */
export function describeEvent(e: LoggedEvent, n: EventNames = BY_ID): string {
  const s = (k: string) => String(e[k] ?? "");
  switch (e.type) {
    case "group":
      return ((e.events as LoggedEvent[] | undefined) ?? [])
        .map((x) => describeEvent(x, n))
        .filter((t) => t !== "")
        .join("; ");
    case "memberJoined": {
      const m = e.member as { name: string; role: string };
      return `${m.name} joined as ${m.role === "gm" ? "GM" : "a player"}`;
    }
    case "seedCommitted":
      return `Dice seed for period ${s("period")} committed (SHA-256 ${s("commitment").slice(0, 12)}…)`;
    case "seedRevealed":
      return `Seed of period ${s("period")} revealed: ${s("seed")}`;
    case "undo":
      return `The GM took back action #${s("intent")}`;
    case "character.added": {
      const c = e.character as { name: string; owner: string | null };
      return `${c.name} joins the table${c.owner ? ` (played by ${n.member(c.owner)})` : " (GM character)"}`;
    }
    case "character.changed": {
      // A secret character's sheet as players get it (src/server/visibility.ts): its wound word, if shown.
      const veil = e.data as { veiled?: unknown; wound?: unknown } | null;
      if (veil?.veiled === true)
        return typeof veil.wound === "string" ? `${n.character(s("id"))} looks ${veil.wound}` : "";
      const changes = (e.changes as string[] | undefined) ?? [];
      const name = n.character(s("id"));
      const text = changes.join("; ") || "sheet changed";
      // Rulesets often name the character already ("Rook: Swimming 1 → 2…"): say it once.
      return text.startsWith(`${name}:`) || text.startsWith(`${name} `) ? text : `${name}: ${text}`;
    }
    case "character.removed":
      return `${n.character(s("id"))} leaves the table`;
    case "character.secrecy": {
      const show = (e.secret as { show?: string } | null)?.show;
      const what: Record<string, string> = {
        nothing: "only its name",
        conditions: "its name and conditions",
        wound: "its name and how hurt it looks",
      };
      return show
        ? `The GM keeps ${n.character(s("id"))} secret: players see ${what[show] ?? "only its name"}`
        : `The GM shows ${n.character(s("id"))} to the players`;
    }
    case "bestiary.saved":
      return `Bestiary: ${(e.entry as { name?: string } | undefined)?.name ?? "a statblock"} saved`;
    case "bestiary.deleted":
      return "Bestiary: a statblock deleted";
    case "encounter.started": {
      const enc = e.encounter as { model: string; participants: { name: string }[] };
      const model = Object.hasOwn(MODEL_TEXT, enc.model) ? MODEL_TEXT[enc.model] : enc.model;
      // Who takes part, alphabetically: the order itself is the initiative's to announce, and
      // listing joiners first would read as an order the next line contradicts.
      const who = enc.participants.map((p) => p.name).sort((a, b) => a.localeCompare(b));
      return `Encounter begins (${model}) with ${listText(who)}`;
    }
    case "encounter.ended":
      return "The encounter ends";
    case "participant.joined":
      return `${(e.participant as { name: string }).name} joins the encounter`;
    case "participant.left":
      return `${n.character(s("id"))} leaves the encounter`;
    case "order.set":
      return `Order: ${(e.order as string[]).map((id) => n.character(id)).join(" → ")}`;
    case "turn.started":
      return `Round ${s("round")}: ${n.character(s("actor"))}'s turn`;
    case "ticks.spent":
      return `${n.character(s("id"))} spends ${s("cost")} ticks (${s("action")})`;
    case "budget.spent":
      return `${n.character(s("id"))} uses ${unitText(s("kind"), Number(e.amount))}`;
    case "condition.added": {
      const c = e.condition as {
        name: string;
        target: string;
        rating: number | null;
        duration: { unit: string; remaining: number } | null;
      };
      const d = c.duration ? ` for ${unitText(c.duration.unit, c.duration.remaining)}` : "";
      return `${n.character(c.target)} is ${conditionName(c.name)}${c.rating !== null ? ` ${c.rating}` : ""}${d}`;
    }
    case "condition.changed":
      return `${conditionText(n, s("id"))}: ${
        e.remaining !== null && e.remaining !== undefined
          ? `${s("remaining")} left`
          : typeof e.rating === "number"
            ? `now ${e.rating}`
            : "changed"
      }`;
    case "condition.removed": {
      const why = Object.hasOwn(REMOVAL_TEXT, s("reason")) ? REMOVAL_TEXT[s("reason")] : s("reason");
      return `${conditionText(n, s("id"))} ends${why ? ` (${why})` : ""}`;
    }
    case "clock.advanced":
      return `${unitText("minute", Number(e.minutes))} pass`;
    case "note.opened":
      return `${s("kind")}: ${s("text")}`;
    case "note.closed":
      return `${s("kind") || "Note"} settled: ${s("resolution")}`;
    default: {
      const scene = describeSceneEvent(e, n);
      if (scene !== null) return scene;
      const text = e.summary ?? e.text ?? e.message;
      if (typeof text === "string") return text;
      const changes = e.changes;
      if (Array.isArray(changes)) return `${e.type}: ${changes.join("; ")}`;
      // A ruleset's own bookkeeping (e.g. the Dice Engine's tracker extras, "dice-engine.state")
      // says nothing a player reads; the roll it comes with already does.
      if (e.type.includes(".")) return "";
      return e.type;
    }
  }
}

/** A roll's outcome field as a person reads it. */
export interface OutcomeLine {
  key: string;
  /** The field in words ("attack total"), or the whole line for a field that is simply true ("Hit"). */
  label: string;
  /** The value in words; "" when the label says it all. */
  value: string;
}

/** Bookkeeping a ruleset keeps in a roll's outcome that says nothing to the table. */
const QUIET_KEYS = new Set([
  "notation",
  "requestedBy",
  "controller",
  "exactTotal",
  "id",
  "note",
  "roll",
  // A creation roll's method id (server/creation-dice.ts): the card says "creation dice" already.
  "creationMethod",
]);
/** A value that is the usual case, said only when it is not: `decidedBy: total`, `reason: rolled`. */
const QUIET_VALUES: Record<string, unknown> = {
  decidedBy: "total",
  reason: "rolled",
  tieRule: "none",
  crit: "none",
  dvType: "normal",
};
/** Counters and bonuses that are worth a line only when they are not 0. */
const QUIET_ZERO = /(bonus|dice|rerolls|used|modifierTotal|unallocated|fatigue|net|over|critBonus)$/i;

/**
 * How the table says an outcome field, keyed by the field's name as rulesets write it: a label in
 * words, a sentence for a field that is simply true (a bare "yes" says nothing: "Dilemma: the
 * attacker chooses"), words for coded values, and when a value is not worth a line. Field names
 * are shared vocabulary across rulesets; a field not listed here is still shown in words.
 */
interface OutcomeWords {
  label?: string;
  /** The line when the value is `true` (the field then has no value of its own). */
  yes?: string;
  values?: Record<string, string>;
  quiet?(v: unknown): boolean;
}

const OUTCOME_WORDS: Record<string, OutcomeWords> = {
  dc: { label: "DC" },
  dv: { label: "DV" },
  dvType: { label: "against", values: { touch: "touch DV", surprised: "surprised DV" } },
  dos: { label: "degrees of success" },
  sv: { label: "success value" },
  by: { label: "rolled by" },
  crit: { label: "critical" },
  critBonus: { label: "critical bonus" },
  statValue: { label: "stat value" },
  implodedDice: { label: "imploded dice" },
  meetsWithoutDice: { yes: "Meets the target without rolling" },
  gmPermission: { label: "GM permission", yes: "With the GM's permission" },
  hpBlocked: { label: "HP blocked" },
  ap: { label: "AP" },
  // Heavy Attack's multiples of its damage (1 is the plain hit).
  multiples: { label: "damage multiplied", quiet: (v) => typeof v === "number" && v <= 1 },
  // A winner by its place in the list says nothing; the outcome badge names the winner.
  winner: { quiet: (v) => typeof v === "number" },
  // The action's own name: the summary line says it already.
  label: { quiet: () => true },
  dilemma: { yes: "Dilemma: the player chooses" },
  attackerDilemma: { yes: "Dilemma: the attacker chooses" },
  defenderDilemma: { yes: "Dilemma: the defender chooses" },
  tie: { yes: "A tie" },
  hit: { yes: "Hit" },
  success: { yes: "Success" },
  unskilled: { yes: "Unskilled" },
  dodged: { yes: "Dodged" },
  inspired: { yes: "Inspired" },
  onTarget: { yes: "On target" },
  noticed: { yes: "Noticed" },
  fortified: { yes: "In a fortified stance" },
  slept: { yes: "Slept" },
  complete: { yes: "A full rest" },
  defeated: { yes: "Defeated" },
  resisted: { yes: "Resisted" },
  meets: { yes: "Meets the resistance" },
  replaced: { yes: "Replaces the earlier wound" },
  steppedDown: { yes: "The supply die steps down" },
  useSucceeds: { yes: "The use succeeds" },
  fearImmunityIgnored: { yes: "Fear immunity does not apply" },
  noHpNextLongRest: { yes: "No HP back at the next long rest" },
  kind: { label: "damage kind" },
  forced: { label: "forced result" },
  ammoUsed: { label: "ammunition used" },
  ammoLeft: { label: "ammunition left" },
  distanceFeet: { label: "distance (feet)" },
  difficultySource: { label: "difficulty set by" },
  defendNote: { label: "defence" },
};

/** "fireBreathing" → "fire breathing", with the books' abbreviations kept ("hp" → "HP"). */
function wordsWithAbbreviations(key: string): string {
  return wordsOf(key).replace(/\b(hp|dc|dv|gm|ap|sv|xp)\b/g, (w) => w.toUpperCase());
}

/** A sentence for a field that is simply true, when none is listed: "steppedDown" → "Stepped down". */
function yesLine(key: string): string {
  const w = wordsWithAbbreviations(key);
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/**
 * A roll's outcome partition as the table reads it: "success", "on target" (was `onTarget`), a
 * contest's "Casimir wins" (was `1:casimir` or `win:casimir`); joined parts ("a + b", a Dice Engine
 * order) each by name.
 */
export function partitionText(partition: string, n: EventNames = BY_ID): string {
  return partition
    .split(" + ")
    .map((p) => {
      const win = /^(?:win|\d+):(.+)$/.exec(p);
      if (win) return `${n.character(win[1]!) || win[1]} wins`;
      const named = n.character(p);
      if (named !== "" && named !== p) return named;
      return /[A-Z:_]/.test(p) ? wordsWithAbbreviations(p.replace(/:/g, " ")) : p;
    })
    .join(" + ");
}

/** "attackTotal" → "attack total"; "semiFail" → "semi fail". */
export function wordsOf(key: string): string {
  return key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .trim();
}

/** Looks like an id the table made up ("cond-mwyis8jm", "mhcjbvvn48t"): never shown. */
const GENERATED_ID = /^(?=.*\d)[a-z]+-?[a-z0-9]{7,}$/;

/**
 * The lines of a roll's outcome worth showing under its dice: labelled in words, characters by
 * name, with the ruleset's bookkeeping (who asked, which controller, an id, a default reason, a
 * zero bonus) and anything structured (the dice show it) left out.
 */
export function describeOutcome(outcome: Record<string, unknown>, n: EventNames = BY_ID): OutcomeLine[] {
  const out: OutcomeLine[] = [];
  for (const [key, v] of Object.entries(outcome)) {
    if (QUIET_KEYS.has(key) || QUIET_VALUES[key] === v) continue;
    if (v === null || v === undefined || v === false || typeof v === "object") continue;
    if (v === 0 && QUIET_ZERO.test(key)) continue;
    const words: OutcomeWords = Object.hasOwn(OUTCOME_WORDS, key) ? OUTCOME_WORDS[key]! : {};
    if (words.quiet?.(v)) continue;
    if (v === true) {
      out.push({ key, label: words.yes ?? yesLine(key), value: "" });
      continue;
    }
    let value: string;
    if (typeof v === "number") value = Number.isInteger(v) ? String(v) : v.toFixed(2);
    else if (typeof v === "string") {
      const named = n.character(v);
      if (words.values && Object.hasOwn(words.values, v)) value = words.values[v]!;
      else if (named !== v && named !== "") value = named;
      else if (GENERATED_ID.test(v)) continue;
      else value = /^[a-z]+[A-Z]/.test(v) ? wordsOf(v) : v;
    } else continue;
    if (key === "multiples") value = `×${value}`;
    out.push({ key, label: words.label ?? wordsWithAbbreviations(key), value });
  }
  return out;
}

/** An action's summary without the rule IDs it cites ("DE-ACT-3: the trigger…" → "the trigger…"). */
export function plainSummary(summary: string): string {
  // A rule ID is LETTERS-LETTERS-number; what follows it may be more numbers or IDs joined by
  // "..", "/", "," or " " (DE-INT-1..5, DE-HEALTH-6/7, DE-PERK-69, 70, 72).
  const id = String.raw`[A-Z0-9]+-[A-Z]+-\d+(?:(?:\.\.|\/|,\s*)(?:[A-Z0-9]+-[A-Z]+-)?\d+)*`;
  return summary
    .replace(new RegExp(`^(?:${id}(?:,\\s*|\\s+))*${id}(?::\\s*|\\s+)`), "")
    .replace(new RegExp(`\\s*\\(${id}[^)]*\\)`, "g"), "");
}
