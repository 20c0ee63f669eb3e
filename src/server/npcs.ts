// The GM's NPC intents: quick NPCs from a statblock (the ruleset's NPC facet, src/engine/npc.ts),
// the table's bestiary of saved statblocks, and keeping a character secret. Pure, like intents.ts:
// `tabula verify` runs them again from the log. Who may send them is permissions.ts's business.

import { joinEncounter } from "../engine/encounter.js";
import { EngineError, validate } from "../engine/errors.js";
import { apply, type TableEvent } from "../engine/events.js";
import { numberedNames } from "../engine/npc.js";
import { ownEntry, type Secrecy, type TableState } from "../engine/state.js";
import { optionsOf, resolveAction } from "../engine/table.js";
import type { ExecContext, Execution } from "./intents.js";
import type {
  BestiaryDeleteIntent,
  BestiarySaveIntent,
  CharacterSecrecyIntent,
  NpcAddIntent,
} from "./protocol.js";

/** The table's settings an intent may read (table-log.ts's TableSettings). */
export interface NpcSettings {
  /** Every NPC the GM creates is secret (players see nothing of it) unless marked otherwise. */
  npcsSecretByDefault: boolean;
}

/**
 * The secrecy a new character gets: what was asked, else, for a GM's NPC (nobody's), the table's
 * default. A player's characters are never secret (permissions.ts refuses them asking).
 */
export function secrecyFor(
  ctx: Pick<ExecContext, "author" | "settings">,
  owner: string | null,
  requested: Secrecy | null | undefined,
): Secrecy | undefined {
  if (ctx.author.role !== "gm") return undefined;
  if (requested && owner !== null) throw notForPlayers(["secret"]);
  if (requested !== undefined) return requested ?? undefined;
  return owner === null && ctx.settings?.npcsSecretByDefault ? { show: "nothing" } : undefined;
}

/** `validate`, with the error's path under `at` (where the statblock sits in the intent). */
function validateAt<T>(schema: Parameters<typeof validate<T>>[0], raw: unknown, at: string[]): T {
  try {
    return validate(schema, raw, "statblock");
  } catch (e) {
    if (e instanceof EngineError) throw new EngineError(e.code, e.message, [...at, ...e.path], e.issues);
    throw e;
  }
}

/**
 * Only NPCs (nobody's characters) can be secret: a player always sees their own sheet, and every
 * player is sent the same variant of a record (visibility.ts), which could not be both.
 */
function notForPlayers(path: (string | number)[]): EngineError {
  return new EngineError(
    "refused",
    "only NPCs can be kept secret; a player's character is theirs to see",
    path,
  );
}

function facetOf(ctx: ExecContext) {
  const facet = ctx.ruleset.npc;
  if (!facet)
    throw new EngineError(
      "refused",
      `the ${ctx.ruleset.name} ruleset has no quick NPCs; build the character with a creation method`,
      ["type"],
    );
  return facet;
}

export function addNpcs(ctx: ExecContext, intent: NpcAddIntent): Execution {
  const facet = facetOf(ctx);
  let raw: Record<string, unknown>;
  let path: string[];
  if (intent.statblock !== undefined) {
    raw = intent.statblock;
    path = ["statblock"];
  } else if (intent.from !== undefined) {
    const saved = ownEntry(ctx.state.bestiary ?? {}, intent.from);
    if (!saved) throw new EngineError("not_found", `no statblock '${intent.from}' in the bestiary`, ["from"]);
    raw = saved.statblock as Record<string, unknown>;
    path = ["from"];
  } else {
    throw new EngineError("invalid", "give a statblock, or the bestiary entry to use (from)", ["statblock"]);
  }
  const options = optionsOf(ctx.ruleset, ctx.state.options);
  const statblock = validateAt(facet.statblock, raw, path);
  if (intent.encounter && !ctx.state.encounter)
    throw new EngineError("conflict", "no encounter is running to add them to; start one first", [
      "encounter",
    ]);
  const taken = new Set(Object.values(ctx.state.characters).map((c) => c.name));
  const names =
    intent.count === 1 && !taken.has(intent.name)
      ? [intent.name]
      : numberedNames(intent.name, intent.count, taken);
  const secret = secrecyFor(ctx, null, intent.secret);
  const events: TableEvent[] = [];
  let state: TableState = ctx.state;
  for (const name of names) {
    const id = ctx.newId("npc");
    let data: unknown;
    try {
      data = ctx.ruleset.character.parse(facet.build(statblock, name, options), options);
    } catch (e) {
      if (e instanceof EngineError) throw new EngineError(e.code, e.message, [...path, ...e.path], e.issues);
      throw e;
    }
    const added: TableEvent = {
      type: "character.added",
      character: { id, name, owner: null, data, ...(secret ? { secret } : {}) },
    };
    events.push(added);
    state = apply(state, added, ctx.ruleset.reduce);
    for (const step of facet.setup?.(statblock, id, options) ?? []) {
      const r = resolveAction(ctx.ruleset, state, step.action, step.params, ctx.dice, ctx.newId);
      for (const e of r.events) {
        events.push(e);
        state = apply(state, e, ctx.ruleset.reduce);
      }
    }
    if (intent.encounter && state.encounter) {
      const joined = joinEncounter(state, { id, character: id, name }, state.encounter.order.length);
      for (const j of joined) {
        events.push(j);
        state = apply(state, j, ctx.ruleset.reduce);
      }
    }
  }
  return { events, visibility: "public", roll: null };
}

export function setSecrecy(ctx: ExecContext, intent: CharacterSecrecyIntent): Execution {
  const c = ownEntry(ctx.state.characters, intent.id);
  if (!c) throw new EngineError("not_found", `no character '${intent.id}' at this table`, ["id"]);
  const secret = intent.secret;
  if (secret && c.owner !== null) throw notForPlayers(["id"]);
  const events: TableEvent[] = [{ type: "character.secrecy", id: intent.id, secret }];
  // Shown again: the sheet goes out once more, so players who only had its veil now have it.
  if (!secret && c.secret)
    events.push({
      type: "character.changed",
      id: intent.id,
      data: c.data,
      changes: ["shown to the players"],
    });
  return { events, visibility: "public", roll: null };
}

/**
 * Bestiary entries are the GM's notes: logged GM-only, so a statblock's numbers never reach a
 * player (they get the record's place, as for a GM roll).
 */
export function saveStatblock(ctx: ExecContext, intent: BestiarySaveIntent): Execution {
  const facet = facetOf(ctx);
  const statblock = validateAt(facet.statblock, intent.statblock, ["statblock"]);
  const id = intent.id ?? ctx.newId("beast");
  return {
    events: [{ type: "bestiary.saved", entry: { id, name: intent.name, statblock } }],
    visibility: "gm",
    roll: null,
  };
}

export function deleteStatblock(ctx: ExecContext, intent: BestiaryDeleteIntent): Execution {
  if (!ownEntry(ctx.state.bestiary ?? {}, intent.id))
    throw new EngineError("not_found", `no statblock '${intent.id}' in the bestiary`, ["id"]);
  return { events: [{ type: "bestiary.deleted", id: intent.id }], visibility: "gm", roll: null };
}
