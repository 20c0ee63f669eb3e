// What a game intent does to a table, as a pure function of the table's state, the author and the
// dice: the server runs it live, and `tabula verify` runs it again from a revealed seed to check
// the log. Permission is not checked here (see permissions.ts); only what the rules allow.

import { type Dialect, DiceError, type DiceSource, roll } from "../dice/index.js";
import { EngineError } from "../engine/errors.js";
import type { TableEvent } from "../engine/events.js";
import type { RollRecord } from "../engine/roll.js";
import type { Ruleset } from "../engine/ruleset.js";
import type { SceneImage } from "../engine/scene/types.js";
import { ownEntry, type TableState } from "../engine/state.js";
import { engineIntentEvents, getAction, optionsOf, resolveAction } from "../engine/table.js";
import type { Role, Visibility } from "../store/index.js";
import { type ChatIntent, dieRecord, executeChat } from "./chat.js";
import { creationRoll, recordingDice } from "./creation-dice.js";
import { errorReply } from "./errors.js";
import { executeMacros, type MacrosIntent } from "./macros.js";
import { addNpcs, deleteStatblock, type NpcSettings, saveStatblock, secrecyFor, setSecrecy } from "./npcs.js";
import type {
  ActionIntent,
  BestiaryDeleteIntent,
  BestiarySaveIntent,
  CharacterAdvanceIntent,
  CharacterCreateIntent,
  CharacterPutIntent,
  CharacterRemoveIntent,
  CharacterSecrecyIntent,
  EngineIntentMessage,
  Intent,
  MemberView,
  NpcAddIntent,
  RollIntent,
} from "./protocol.js";
import { executeScene, isSceneIntent, type SceneIntent } from "./scenes.js";
import { executeTableSettings, type TableSettingsIntent } from "./table-settings.js";

/** The dice of one notation roll the table log will keep; more would make one event megabytes long. */
export const MAX_LOGGED_DICE = 500;

export type GameIntent =
  | RollIntent
  | ActionIntent
  | EngineIntentMessage
  | CharacterCreateIntent
  | CharacterPutIntent
  | CharacterAdvanceIntent
  | CharacterRemoveIntent
  | CharacterSecrecyIntent
  | NpcAddIntent
  | BestiarySaveIntent
  | BestiaryDeleteIntent
  | ChatIntent
  | MacrosIntent
  | TableSettingsIntent
  | SceneIntent;

export function isGameIntent(i: Intent): i is GameIntent {
  return (
    i.type !== "undo" && i.type !== "seed.reveal" && !(i.type === "engine" && i.intent.engine === "undo")
  );
}

export interface Author {
  id: string;
  role: Role;
  name: string;
}

export interface ExecContext {
  ruleset: Ruleset;
  state: TableState;
  author: Author;
  members: ReadonlyMap<string, MemberView>;
  dice: DiceSource;
  /** Ids for what the intent creates; derived from the intent's number, so a replay gets the same. */
  newId: (prefix: string) => string;
  /** The table's settings that decide events (NPC secrecy by default); absent: the defaults. */
  settings?: NpcSettings & { dialect?: Dialect };
  /**
   * The uploaded images the intent names, looked up in the store before it runs (assets.ts);
   * absent or without the id: the intent names no image of this table.
   */
  assets?: ReadonlyMap<string, SceneImage>;
}

export interface Execution {
  events: TableEvent[];
  /** What the author asked for; it applies to the roll and its notes (see `visibilityOf`). */
  visibility: Visibility;
  /** The roll as the log shows it, when dice were thrown. */
  roll: RollRecord | null;
}

/**
 * Who sees one event of an execution. Hiding covers the roll and the notes it opens (a dilemma);
 * what changes the table (damage, conditions) is everyone's to see, as behind a GM's screen: the
 * players learn that Wren was hurt, not what the dice said.
 */
export function visibilityOf(x: Execution, e: TableEvent): Visibility {
  return e.type === "roll" ||
    e.type === "note.opened" ||
    e.type === "note.closed" ||
    e.type.startsWith("bestiary.") ||
    // Chat and saved rolls are server events (table-log.ts), outside TableEvent's engine types.
    (e.type as string) === "chat" ||
    (e.type as string) === "macros"
    ? x.visibility
    : "public";
}

/** Ids for intent `no`: roll-12-1, roll-12-2… */
export function intentIds(no: number): (prefix: string) => string {
  let k = 1;
  return (prefix) => `${prefix}-${no}-${k++}`;
}

/** Where in the message an error from `run` points. */
function under<T>(prefix: (string | number)[], run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof EngineError) throw new EngineError(e.code, e.message, [...prefix, ...e.path], e.issues);
    if (e instanceof DiceError) {
      const r = errorReply(e, null, prefix);
      throw new EngineError("invalid", r.message, r.path);
    }
    throw e;
  }
}

export function executeIntent(ctx: ExecContext, intent: GameIntent): Execution {
  if (isSceneIntent(intent)) return executeScene(ctx, intent);
  switch (intent.type) {
    case "roll":
      return rollNotation(ctx, intent, intent.visibility);
    case "chat":
      return executeChat(ctx, intent, rollNotation);
    case "macros.set":
      return executeMacros(ctx, intent);
    case "table.settings":
      return executeTableSettings(ctx, intent);
    case "action":
      getAction(ctx.ruleset, intent.action);
      return under(["params"], () => {
        const r = resolveAction(ctx.ruleset, ctx.state, intent.action, intent.params, ctx.dice, ctx.newId);
        return { events: r.events, visibility: intent.visibility, roll: r.roll };
      });
    case "engine":
      return {
        events: under([], () => engineIntentEvents(ctx.state, intent.intent, ctx.ruleset)),
        visibility: "public",
        roll: null,
      };
    case "character.create":
      return createCharacter(ctx, intent);
    case "character.put":
      return putCharacter(ctx, intent);
    case "character.advance":
      return advanceCharacter(ctx, intent);
    case "character.remove":
      if (!ownEntry(ctx.state.characters, intent.id))
        throw new EngineError("not_found", `no character '${intent.id}' at this table`, ["id"]);
      return { events: [{ type: "character.removed", id: intent.id }], visibility: "public", roll: null };
    case "character.secrecy":
      return setSecrecy(ctx, intent);
    case "npc.add":
      return addNpcs(ctx, intent);
    case "bestiary.save":
      return saveStatblock(ctx, intent);
    case "bestiary.delete":
      return deleteStatblock(ctx, intent);
  }
}

/** Rolls a notation in the table's dice dialect: the dice tray's roll, and chat's /roll and /gmroll. */
function rollNotation(
  ctx: ExecContext,
  intent: Pick<RollIntent, "notation" | "as" | "label">,
  visibility: Visibility,
): Execution {
  let who = ctx.author.name;
  if (intent.as !== undefined) {
    const c = ownEntry(ctx.state.characters, intent.as);
    if (!c) throw new EngineError("not_found", `no character '${intent.as}' at this table`, ["as"]);
    who = c.name;
  }
  const dialect = ctx.settings?.dialect ?? "tabula";
  const r = under(["notation"], () => roll(intent.notation, ctx.dice, { dialect }));
  if (r.dice.length > MAX_LOGGED_DICE)
    throw new EngineError(
      "refused",
      `a table roll may throw at most ${MAX_LOGGED_DICE} dice (this one threw ${r.dice.length})`,
      ["notation"],
    );
  const label = intent.label ? ` (${intent.label})` : "";
  const record: RollRecord = {
    id: ctx.newId("roll"),
    action: "roll",
    actor: intent.as ?? null,
    summary: `${who} rolls ${r.canonical}${label}: ${r.total}`,
    dice: r.dice.map(dieRecord),
    outcome: { notation: r.canonical, total: r.total, ...(intent.label ? { label: intent.label } : {}) },
    partition: "rolled",
  };
  return { events: [{ type: "roll", roll: record }], visibility, roll: record };
}

function nameOf(data: unknown, fallback: string): string {
  const n = (data as { name?: unknown } | null)?.name;
  return typeof n === "string" && n.length > 0 ? n : fallback;
}

/** The owner a new character gets: a player's is their own; the GM may name any member, or nobody. */
function ownerFor(ctx: ExecContext, requested: string | null | undefined): string | null {
  if (ctx.author.role !== "gm") return ctx.author.id;
  if (requested === undefined || requested === null) return null;
  if (!ctx.members.has(requested))
    throw new EngineError("not_found", `no member '${requested}' at this table`, ["owner"]);
  return requested;
}

function createCharacter(ctx: ExecContext, intent: CharacterCreateIntent): Execution {
  const method = ownEntry(ctx.ruleset.character.methods, intent.method);
  if (!method) {
    const known = Object.keys(ctx.ruleset.character.methods).join(", ");
    throw new EngineError(
      "not_found",
      `the ${ctx.ruleset.name} ruleset has no creation method '${intent.method}' (methods: ${known})`,
      ["method"],
    );
  }
  const id = intent.id ?? ctx.newId("c");
  if (ownEntry(ctx.state.characters, id))
    throw new EngineError("conflict", `a character '${id}' exists`, ["id"]);
  const owner = ownerFor(ctx, intent.owner);
  const options = optionsOf(ctx.ruleset, ctx.state.options);
  const dice = recordingDice(ctx.dice);
  const data = under(["input"], () => method.create(intent.input, dice.source, options));
  const secret = secrecyFor(ctx, owner, intent.secret);
  const character = { id, name: nameOf(data, id), owner, data, ...(secret ? { secret } : {}) };
  // The creation's dice go to the log after the character (a secret NPC's for the GM only).
  const roll =
    dice.thrown.length > 0 ? creationRoll(ctx.newId("roll"), character, intent.method, dice.thrown) : null;
  return {
    events: [{ type: "character.added", character }, ...(roll ? [{ type: "roll" as const, roll }] : [])],
    visibility: roll && secret ? "gm" : "public",
    roll,
  };
}

function advanceCharacter(ctx: ExecContext, intent: CharacterAdvanceIntent): Execution {
  const existing = ownEntry(ctx.state.characters, intent.id);
  if (!existing) throw new EngineError("not_found", `no character '${intent.id}' at this table`, ["id"]);
  const model = ctx.ruleset.character.advance;
  if (!model) throw new EngineError("refused", `the ${ctx.ruleset.name} ruleset has no advancement`, []);
  if (intent.buy.length === 0 && !intent.award)
    throw new EngineError("invalid", "nothing to buy: name at least one purchase", ["buy"]);
  const options = optionsOf(ctx.ruleset, ctx.state.options);
  const request = {
    buy: intent.buy,
    betweenAdventures: intent.betweenAdventures,
    ...(intent.award ? { award: intent.award } : {}),
  };
  const r = under(["buy"], () => model.apply(existing.data, request, options));
  return {
    events: [{ type: "character.changed", id: intent.id, data: r.character, changes: r.changes }],
    visibility: "public",
    roll: null,
  };
}

function putCharacter(ctx: ExecContext, intent: CharacterPutIntent): Execution {
  const options = optionsOf(ctx.ruleset, ctx.state.options);
  const data = under(["character"], () => ctx.ruleset.character.parse(intent.character, options));
  const existing = ownEntry(ctx.state.characters, intent.id);
  if (!existing) {
    const owner = ownerFor(ctx, intent.owner);
    const secret = secrecyFor(ctx, owner, intent.secret);
    const character = {
      id: intent.id,
      name: nameOf(data, intent.id),
      owner,
      data,
      ...(secret ? { secret } : {}),
    };
    return { events: [{ type: "character.added", character }], visibility: "public", roll: null };
  }
  if (intent.owner !== undefined && intent.owner !== existing.owner)
    throw new EngineError("refused", "a character's owner is set when it is created and does not change", [
      "owner",
    ]);
  return {
    events: [
      { type: "character.changed", id: intent.id, data, changes: [`sheet edited by ${ctx.author.name}`] },
    ],
    visibility: "public",
    roll: null,
  };
}
