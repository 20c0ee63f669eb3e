// Chat at the table: messages in the same log as rolls, through the same intents and events. A
// message is said in character (as a character the sender controls) or out of character, to the
// whole table or whispered to some members (who, with the GMs and the sender, are all that see it:
// visibility.ts). `/roll NOTATION [label]` and `/gmroll NOTATION [label]` make the message a roll
// like the dice tray's; `[[2d6+3]]` inside a message is rolled inline and kept with the message;
// `/w NAME message` whispers to a member, or to whoever plays a character, named as people say it.
// Every die is thrown here, by the server, in the table's dice dialect.

import { z } from "zod";
import { type Dialect, type DieResult, roll, tryParse } from "../dice/index.js";
import { EngineError } from "../engine/errors.js";
import type { DieRecord } from "../engine/roll.js";
import { ownEntry } from "../engine/state.js";
import type { Visibility } from "../store/index.js";
import { ServerError } from "./errors.js";
import type { ExecContext, Execution } from "./intents.js";
import { storableText } from "./text.js";
import { whisperTo } from "./visibility.js";

/** The longest message: a paragraph or two, not a document pasted into the log. */
export const MAX_CHAT_TEXT = 2000;
/** Inline rolls in one message. */
export const MAX_INLINE_ROLLS = 10;
/** Members one whisper may name. */
export const MAX_WHISPER_TO = 20;

export const chatIntent = z.strictObject({
  type: z.literal("chat"),
  intentId: z.string().min(1).max(100),
  baseSeq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  text: storableText(MAX_CHAT_TEXT, 1),
  /** Said as this character (one the sender controls); out of character when absent. */
  as: z.string().min(1).max(64).optional(),
  /** Member ids to whisper to; the whole table when empty. */
  to: z.array(z.string().min(1).max(40)).max(MAX_WHISPER_TO).default([]),
});
export type ChatIntent = z.infer<typeof chatIntent>;

/** One `[[…]]` of a message: where it stands in `text`, what it meant and what it rolled. */
export interface InlineRoll {
  /** Offsets of the whole `[[…]]` in the message's text (UTF-16, as JavaScript counts). */
  start: number;
  end: number;
  /** The roll in Tabula's canonical form, so the reader sees what it meant. */
  notation: string;
  total: number;
  dice: DieRecord[];
}

export interface ChatEvent {
  type: "chat";
  id: string;
  /** The character speaking, or null out of character. */
  as: string | null;
  /** Who speaks, as shown: the character's name in character, else the member's. */
  speaker: string;
  text: string;
  /** Whisper recipients (member ids); empty for the whole table. */
  to: string[];
  inline: InlineRoll[];
}

/** Rolls one notation as the dice tray would (intents.ts supplies it, with the table's dialect). */
export type RollNotation = (
  ctx: ExecContext,
  roll: { notation: string; label?: string; as?: string },
  visibility: Visibility,
) => Execution;

const INLINE = /\[\[([^[\]]{1,200})\]\]/g;
const COMMAND = /^\/(\w+)(?:\s+|$)/;
const ROLL_COMMANDS: Record<string, "public" | "gm"> = {
  roll: "public",
  r: "public",
  gmroll: "gm",
  gr: "gm",
};

function invalid(message: string, path: (string | number)[]): never {
  throw new EngineError("invalid", message, path);
}

/** The dialect the table rolls in (a table option; Tabula's own by default). */
export function dialectOf(ctx: ExecContext): Dialect {
  return ctx.settings?.dialect ?? "tabula";
}

/**
 * `2d6 + 3 Sword attack` → notation `2d6 + 3`, label `Sword attack`: the longest run of words from
 * the start that reads as dice in the table's dialect. When no prefix reads, the whole text goes
 * to the roller so its error names the column at fault.
 */
export function splitNotation(text: string, dialect: Dialect): { notation: string; label: string } {
  const words = [...text.matchAll(/\S+/g)].slice(0, 40);
  for (let n = words.length; n >= 1; n--) {
    const w = words[n - 1]!;
    const end = w.index + w[0].length;
    const notation = text.slice(0, end).trim();
    if (tryParse(notation, { dialect }).ok) return { notation, label: text.slice(end).trim() };
  }
  return { notation: text.trim(), label: "" };
}

/** A notation's die as the log keeps it: the same record a ruleset's rolls use. */
export function dieRecord(d: DieResult): DieRecord {
  return {
    role: "die",
    sides: d.sides,
    faces: d.parts ?? [...d.rerolls, d.value],
    value: d.kept ? d.value : 0,
    kept: d.kept,
    exploded: d.exploded,
    imploded: false,
  };
}

/** The character a message is said as: it must exist and be the sender's (any, for the GM). */
function speakerOf(ctx: ExecContext, as: string | undefined): { as: string | null; speaker: string } {
  if (as === undefined) return { as: null, speaker: ctx.author.name };
  const c = ownEntry(ctx.state.characters, as);
  if (!c) throw new EngineError("not_found", `no character '${as}' at this table`, ["as"]);
  if (ctx.author.role !== "gm" && c.owner !== ctx.author.id)
    throw new ServerError(
      "forbidden",
      `'${c.name}' is not your character: speak as your own, or out of character`,
      ["as"],
    );
  return { as, speaker: c.name };
}

/** Whisper recipients, each a member of the table (looked up in the members Map), the sender left out. */
function recipients(ctx: ExecContext, to: readonly string[]): string[] {
  const out: string[] = [];
  to.forEach((id, i) => {
    if (!ctx.members.has(id))
      throw new EngineError("not_found", `no member '${id}' at this table`, ["to", i]);
    if (id !== ctx.author.id && !out.includes(id)) out.push(id);
  });
  if (to.length > 0 && out.length === 0)
    invalid("a whisper needs someone besides yourself to whisper to", ["to"]);
  return out;
}

const WHISPER_COMMANDS = new Set(["w", "whisper", "msg"]);

/**
 * The names `/w` can whisper to, lower-cased: each member's name, and each character's name for
 * its owner (so a player can write to "Wren" without knowing who plays her).
 */
function whisperNames(ctx: ExecContext): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of Object.values(ctx.state.characters)) {
    if (c.owner && ctx.members.has(c.owner)) names.set(c.name.toLowerCase(), c.owner);
  }
  // A member's own name wins over a character of the same name.
  for (const m of ctx.members.values()) names.set(m.name.toLowerCase(), m.id);
  return names;
}

/**
 * `/w NAME[, NAME…] message`: the recipients and the message. Names may hold spaces, so the longest
 * known name that starts the text is taken (a name then ends at a comma, a space or the end).
 */
export function parseWhisper(ctx: ExecContext, rest: string): { to: string[]; text: string } {
  const names = whisperNames(ctx);
  const to: string[] = [];
  let s = rest.trimStart();
  for (;;) {
    const lower = s.toLowerCase();
    let best = "";
    for (const name of names.keys())
      if (name.length > best.length && lower.startsWith(name) && /^(?:$|[\s,])/.test(s.slice(name.length)))
        best = name;
    if (best === "") {
      const word = /^[^\s,]*/.exec(s)![0];
      invalid(
        word === ""
          ? "/w needs a name and a message, as in /w Ash meet me at the gate"
          : `no member or character called '${word.slice(0, 40)}' at this table to whisper to`,
        ["text"],
      );
    }
    to.push(names.get(best)!);
    s = s.slice(best.length);
    const comma = /^\s*,\s*/.exec(s);
    if (!comma) break;
    s = s.slice(comma[0].length);
  }
  const text = s.trim();
  if (text === "") invalid("/w needs a message after the name, as in /w Ash meet me at the gate", ["text"]);
  return { to, text };
}

export function executeChat(ctx: ExecContext, intent: ChatIntent, rollNotation: RollNotation): Execution {
  let text = intent.text.trim();
  if (text === "") invalid("the message is empty", ["text"]);
  let named: string[] = [];
  const w = COMMAND.exec(text);
  if (w && WHISPER_COMMANDS.has(w[1]!.toLowerCase())) {
    const parsed = parseWhisper(ctx, text.slice(w[0].length));
    named = parsed.to;
    text = parsed.text;
  }
  const to = recipients(ctx, [...intent.to, ...named].slice(0, MAX_WHISPER_TO));
  const { as, speaker } = speakerOf(ctx, intent.as);
  const whisper: Visibility = to.length > 0 ? whisperTo(to) : "public";

  const command = COMMAND.exec(text);
  if (command) {
    const name = command[1]!.toLowerCase();
    const kind = ownEntry(ROLL_COMMANDS, name);
    if (!kind)
      invalid(
        `unknown command '/${command[1]}': /roll NOTATION [label] rolls for the table, /gmroll NOTATION [label] for the GM's eyes, /w NAME message whispers; start with a space to send a slash as text`,
        ["text"],
      );
    const rest = text.slice(command[0].length);
    if (rest.trim() === "") invalid(`/${name} needs dice to roll, as in /${name} 2d6+3 Sword`, ["text"]);
    const { notation, label } = splitNotation(rest, dialectOf(ctx));
    // A whispered /roll stays a whisper; /gmroll is the GMs' (and the roller's) whoever is named.
    const visibility: Visibility = kind === "gm" ? "gm" : whisper;
    return rollNotation(
      ctx,
      { notation, ...(label ? { label } : {}), ...(as !== null ? { as } : {}) },
      visibility,
    );
  }

  const inline: InlineRoll[] = [];
  let dice = 0;
  for (const m of text.matchAll(INLINE)) {
    if (inline.length === MAX_INLINE_ROLLS)
      invalid(`a message may hold at most ${MAX_INLINE_ROLLS} inline rolls`, ["text"]);
    const source = m[1]!.trim();
    let r: ReturnType<typeof roll>;
    try {
      r = roll(source, ctx.dice, { dialect: dialectOf(ctx) });
    } catch (e) {
      invalid(
        `inline roll ${inline.length + 1} [[${source}]]: ${e instanceof Error ? e.message : String(e)}`,
        ["text"],
      );
    }
    dice += r.dice.length;
    if (dice > 500) invalid("the inline rolls of one message may throw at most 500 dice", ["text"]);
    inline.push({
      start: m.index,
      end: m.index + m[0].length,
      notation: r.canonical,
      total: r.total,
      dice: r.dice.map(dieRecord),
    });
  }
  const event: ChatEvent = { type: "chat", id: ctx.newId("chat"), as, speaker, text, to, inline };
  return { events: [event as never], visibility: whisper, roll: null };
}
