// A condition as a badge reads it (the initiative tracker's rows): the ruleset's name in words, never
// the key a ruleset files it under ("trait:fireBreathing", "gm-controlled"), and a title saying its
// rating and what is left of it ("Bleeding, rating 2, 3 rounds left"; was "bleeding 3r", and a
// Lucidity wound's "4320m").

import { conditionName, unitText, wordsOf } from "../../../src/engine/describe.js";
import type { Condition } from "../../../src/engine/state.js";

/** A name that is a key rather than words: one word joined by case, hyphens or underscores. */
const KEY_LIKE = /^[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+$|^[a-z]+[A-Z][A-Za-z0-9]*$/;

/** The rulebooks' abbreviations, written as the books write them. */
const ABBREVIATIONS: Record<string, string> = {
  gm: "GM",
  hp: "HP",
  dv: "DV",
  dc: "DC",
  npc: "NPC",
  pc: "PC",
};

const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** A condition's name as a person reads it: "Fire breathing (trait)", "GM controlled", "Burning". */
export function conditionLabel(name: string): string {
  const trimmed = name.trim();
  const coded = conditionName(trimmed);
  const words = coded !== trimmed ? coded : KEY_LIKE.test(trimmed) ? wordsOf(trimmed) : trimmed;
  return capitalised(words.replace(/\b[a-z]+\b/gi, (w) => ABBREVIATIONS[w.toLowerCase()] ?? w));
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** What is left of a duration in words: "3 rounds", "1 tick", "2 days", "1 day 4 hours", "45 minutes". */
export function durationWords(d: NonNullable<Condition["duration"]>): string {
  const n = Math.max(0, d.remaining);
  if (d.unit !== "minute") return unitText(d.unit, n);
  if (n >= MINUTES_PER_DAY) {
    const days = Math.floor(n / MINUTES_PER_DAY);
    const hours = Math.round((n % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
    return hours > 0 && hours < 24
      ? `${unitText("day", days)} ${unitText("hour", hours)}`
      : unitText("day", hours >= 24 ? days + 1 : days);
  }
  if (n >= MINUTES_PER_HOUR) {
    const hours = Math.floor(n / MINUTES_PER_HOUR);
    const minutes = Math.round(n % MINUTES_PER_HOUR);
    return minutes > 0
      ? `${unitText("hour", hours)} ${unitText("minute", minutes)}`
      : unitText("hour", hours);
  }
  return unitText("minute", n);
}

/** A tracker badge: short text (name, rating, time left) and a title that says it all in words. */
export function conditionBadge(c: Pick<Condition, "name" | "rating" | "duration">): {
  text: string;
  title: string;
} {
  const label = conditionLabel(c.name);
  const left = c.duration ? durationWords(c.duration) : null;
  const text = `${label}${c.rating !== null ? ` ${c.rating}` : ""}${left ? ` · ${left}` : ""}`;
  const title = `${label}${c.rating !== null ? `, rating ${c.rating}` : ""}, ${left ? `${left} left` : "until removed"}`;
  return { text, title };
}

/**
 * A condition's name inside a sentence ("Wren is GM controlled 2 for 3 rounds"): a key in words, not
 * capitalised unless the word is an abbreviation; a name already in words, or a coded one the
 * engine's describer reads ("trait:fireBreathing"), as it is.
 */
export function conditionInSentence(name: string): string {
  const trimmed = name.trim();
  if (!KEY_LIKE.test(trimmed)) return name;
  return wordsOf(trimmed).replace(/\b[a-z]+\b/gi, (w) => ABBREVIATIONS[w.toLowerCase()] ?? w);
}

interface LoggedEvent {
  type: string;
  [key: string]: unknown;
}

/**
 * An event as the log's sentences should read it: a condition filed under a key ("gm-controlled")
 * carries its name in words, inside groups too. Everything else is passed through untouched.
 */
export function withConditionWords<E extends LoggedEvent>(e: E, depth = 0): E {
  if (e.type === "group" && Array.isArray(e.events) && depth < 4) {
    const events = (e.events as LoggedEvent[]).map((x) => withConditionWords(x, depth + 1));
    return events.every((x, i) => x === (e.events as LoggedEvent[])[i]) ? e : { ...e, events };
  }
  if (e.type !== "condition.added") return e;
  const c = e.condition as { name?: unknown } | undefined;
  if (!c || typeof c.name !== "string") return e;
  const name = conditionInSentence(c.name);
  return name === c.name ? e : { ...e, condition: { ...c, name } };
}
