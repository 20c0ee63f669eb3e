// Who may do what. The GM may do anything; a player acts only for characters they own. Rulesets
// know nothing of members, so for their actions the check is made twice: before resolving, every
// `actor`/`attacker` named in the parameters must be the player's; after resolving (on a copy of
// the generator, so nothing is spent), the roll must be their character's, and an action that
// rolls nothing is the GM's unless the ruleset's entry below lets players take it for themselves.

import type { TableEvent } from "../engine/events.js";
import { ownEntry, type TableState } from "../engine/state.js";
import { ServerError } from "./errors.js";
import type { Author, Execution } from "./intents.js";
import type { Intent } from "./protocol.js";
import { authorizeScene, isSceneIntent } from "./scenes.js";

/** Actions that throw no dice which a player may still take, for their own characters only. */
const PLAYER_SELF_ACTIONS: Record<string, readonly string[]> = {
  lucky13: ["buy"],
  // A player spends their own character's XP; awarding it stays the GM's.
  "dice-engine": ["buy"],
  objects: ["buy"],
};

/**
 * Parameters by which one action commits another character's off-turn reaction, with the
 * parameter naming that character: the reaction is its player's to take (the Dice Engine's
 * interrupt action readies it), or the GM's to declare. Without this, an attacker's player could
 * make someone else's character parry or step in, and spend their initiative.
 */
const REACTION_PARAMS: Record<
  string,
  Record<string, readonly { flag: string; who: string; what: string }[]>
> = {
  "dice-engine": {
    attack: [
      { flag: "parried", who: "defender", what: "Martial Parry" },
      { flag: "interceptor", who: "interceptor", what: "Get Down Mr President" },
    ],
  },
};

/** Parameter names that say who acts (as opposed to who is acted upon, like a defender). */
const ACTOR_KEYS = new Set(["actor", "attacker"]);

export interface PermissionContext {
  state: TableState;
  author: Author;
  ruleset: {
    id: string;
    derived?: { base: string } | undefined;
    character: { playerEditable?: readonly string[] | undefined };
  };
  /** The table's setting that lets players edit their characters' files freely (off by default). */
  freeCharacterEditing: boolean;
}

function owns(ctx: PermissionContext, characterId: string): boolean {
  return ownEntry(ctx.state.characters, characterId)?.owner === ctx.author.id;
}

function forbidden(message: string, path: (string | number)[]): never {
  throw new ServerError("forbidden", message, path);
}

/** Every string under an actor key, with its path, however deep (contest sides are a list). */
function actorFields(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): [(string | number)[], string][] {
  if (depth > 8 || value === null || typeof value !== "object") return [];
  const out: [(string | number)[], string][] = [];
  for (const [k, v] of Object.entries(value)) {
    const key = Array.isArray(value) ? Number(k) : k;
    if (typeof v === "string" && ACTOR_KEYS.has(k)) out.push([[...path, key], v]);
    else out.push(...actorFields(v, [...path, key], depth + 1));
  }
  return out;
}

/** The character of the participant acting now, if any. */
function currentCharacter(state: TableState): string | null {
  const e = state.encounter;
  if (!e) return null;
  const id = e.order[e.current];
  return e.participants.find((p) => p.id === id)?.character ?? null;
}

const gmOnly = (what: string, path: (string | number)[] = ["type"]): never =>
  forbidden(`only the GM can ${what}`, path);

/** Refuses an intent the author may not send, before anything is resolved. */
export function authorize(ctx: PermissionContext, intent: Intent): void {
  if (ctx.author.role === "gm") return;
  if (isSceneIntent(intent)) {
    authorizeScene(ctx.author.role, ctx.state, ctx.author.id, intent, forbidden);
    return;
  }
  switch (intent.type) {
    case "undo":
      gmOnly("undo");
      return;
    case "seed.reveal":
      gmOnly("reveal the seed");
      return;
    case "roll":
      if (intent.as !== undefined && ownEntry(ctx.state.characters, intent.as) && !owns(ctx, intent.as))
        forbidden(`'${intent.as}' is not your character`, ["as"]);
      return;
    case "action": {
      for (const [path, id] of actorFields(intent.params)) {
        if (!owns(ctx, id)) forbidden(`'${id}' is not your character`, ["params", ...path]);
      }
      const base = ctx.ruleset.derived?.base ?? ctx.ruleset.id;
      const params = (intent.params ?? {}) as Record<string, unknown>;
      for (const r of ownEntry(ownEntry(REACTION_PARAMS, base) ?? {}, intent.action) ?? []) {
        const flag = ownEntry(params, r.flag);
        if (flag === undefined || flag === false) continue;
        const who = ownEntry(params, r.who);
        if (typeof who === "string" && owns(ctx, who)) continue;
        forbidden(
          `${r.what} is the ${r.who}'s to take: their player readies it with the interrupt action before the attack, or the GM declares it`,
          ["params", r.flag],
        );
      }
      return;
    }
    case "engine": {
      const e = intent.intent;
      if (e.engine === "nextTurn" || e.engine === "spendBudget") {
        const c = currentCharacter(ctx.state);
        if (c === null || !owns(ctx, c))
          forbidden(`only the GM or the player whose turn it is can do ${e.engine}`, ["engine"]);
        return;
      }
      if (e.engine === "startEncounter") {
        // Whoever fights, and in what order, is the GM's call under the "gm" initiative model.
        gmOnly("start an encounter in the order they give", ["engine"]);
      }
      if (e.engine === "spendTicks") {
        const c = ctx.state.encounter?.participants.find((p) => p.id === e.id)?.character;
        if (c === undefined || !owns(ctx, c)) forbidden(`'${e.id}' is not your character`, ["id"]);
        return;
      }
      gmOnly(e.engine, ["engine"]);
      return;
    }
    case "character.secrecy":
    case "npc.add":
    case "bestiary.save":
    case "bestiary.delete":
      gmOnly(intent.type === "character.secrecy" ? "keep characters secret" : "add and keep NPCs");
      return;
    case "character.create":
      if (intent.owner !== undefined && intent.owner !== ctx.author.id)
        forbidden("players create characters for themselves only", ["owner"]);
      if (intent.secret !== undefined) gmOnly("keep characters secret", ["secret"]);
      return;
    case "character.put":
      if (intent.secret !== undefined) gmOnly("keep characters secret", ["secret"]);
      if (ownEntry(ctx.state.characters, intent.id)) {
        if (!owns(ctx, intent.id)) forbidden(`'${intent.id}' is not your character`, ["id"]);
      } else if (intent.owner !== undefined && intent.owner !== ctx.author.id) {
        forbidden("players create characters for themselves only", ["owner"]);
      }
      return;
    case "character.advance":
      if (ownEntry(ctx.state.characters, intent.id) && !owns(ctx, intent.id))
        forbidden(`'${intent.id}' is not your character`, ["id"]);
      if (intent.award) forbidden("only the GM awards points", ["award"]);
      return;
    case "character.remove":
      if (ownEntry(ctx.state.characters, intent.id) && !owns(ctx, intent.id))
        forbidden(`'${intent.id}' is not your character`, ["id"]);
      return;
  }
}

function touched(e: TableEvent): string | null {
  if (e.type === "character.added") return (e as { character: { id: string } }).character.id;
  if (e.type === "character.changed" || e.type === "character.removed") return (e as { id: string }).id;
  return null;
}

/** Refuses a resolved intent whose outcome the author may not cause. Nothing is committed yet. */
export function authorizeOutcome(ctx: PermissionContext, intent: Intent, x: Execution): void {
  if (ctx.author.role === "gm") return;
  if (intent.type === "character.put") {
    authorizeEdit(ctx, x);
    return;
  }
  if (intent.type !== "action") return;
  if (x.roll) {
    if (x.roll.actor === null || !owns(ctx, x.roll.actor))
      forbidden(`only the GM can roll '${intent.action}' for characters that are not yours`, ["action"]);
    return;
  }
  // A derived ruleset has its base's actions, so its base's list applies.
  if (
    !(ownEntry(PLAYER_SELF_ACTIONS, ctx.ruleset.derived?.base ?? ctx.ruleset.id) ?? []).includes(
      intent.action,
    )
  )
    forbidden(`only the GM can take the action '${intent.action}'`, ["action"]);
  for (const e of x.events) {
    const id = touched(e);
    if (id !== null && !owns(ctx, id)) forbidden(`'${id}' is not your character`, ["params"]);
  }
}

/** JSON with sorted keys, so two equal values compare equal whatever their key order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}

/**
 * A player's plain edit of a character file (`character.put`) may change only the fields the
 * ruleset declares player-editable (name, notes…): points, dice, reputation or health change
 * through the ruleset's actions, which check the rules, or by the GM. A new character comes from a
 * creation method, which checks its budget. The GM may give the table free editing.
 */
function authorizeEdit(ctx: PermissionContext, x: Execution): void {
  if (ctx.freeCharacterEditing) return;
  const editable = new Set(ctx.ruleset.character.playerEditable ?? []);
  for (const e of x.events) {
    if (e.type === "character.added")
      forbidden("players create characters with a creation method (character.create); a file needs the GM", [
        "character",
      ]);
    if (e.type !== "character.changed") continue;
    const { id, data } = e as { id: string; data: unknown };
    const before = (ownEntry(ctx.state.characters, id)?.data ?? {}) as Record<string, unknown>;
    const after = (data ?? {}) as Record<string, unknown>;
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (editable.has(key)) continue;
      if (canonical(ownEntry(before, key)) === canonical(ownEntry(after, key))) continue;
      const allowed = editable.size > 0 ? ` (you may edit: ${[...editable].join(", ")})` : "";
      forbidden(
        `only the GM can change '${key}' directly; it changes through the ruleset's actions${allowed}`,
        ["character", key],
      );
    }
  }
}
