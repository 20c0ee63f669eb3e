// Test helpers: characters patched from the samples, a table around them, and one action run with
// scripted faces. Not shipped (tsconfig.build excludes testing/).

import { type DiceSource, facesSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { apply, type TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { emptyState, type TableState } from "../../../engine/state.js";
import { idCounter, oddsOf, resolveAction } from "../../../engine/table.js";
import { type LucidityCharacter, parseCharacter } from "../character/index.js";
import { tomasFile, ysoldeFile } from "../examples.js";
import { type LucidityOptions, parseOptions } from "../options/schema.js";
import { lucidity } from "../ruleset.js";

export const book = (extra: Record<string, unknown> = {}): LucidityOptions => parseOptions(extra);

type Patch = Record<string, unknown>;

function merge(base: Patch, patch: Patch): Patch {
  const out: Patch = { ...base, ...patch };
  if (patch.attributes && !patch.creation) {
    out.creation = { method: "manual", attributes: patch.attributes };
  }
  return out;
}

/** Ysolde (or Tomas) with fields replaced; attributes alone make the creation "manual". */
export function ysoldeWith(patch: Patch = {}, o = book()): LucidityCharacter {
  return parseCharacter(merge({ ...ysoldeFile(), effects: {} }, patch), o);
}

export function tomasWith(patch: Patch = {}, o = book()): LucidityCharacter {
  return parseCharacter(merge({ ...tomasFile(), effects: {} }, patch), o);
}

/** A plain character for rule tests: all attributes 0 unless given, full resources. */
export function someone(name: string, patch: Patch = {}, o = book()): LucidityCharacter {
  const attributes = {
    STR: 0,
    DEX: 0,
    CON: 0,
    KNO: 0,
    AWA: 0,
    WIL: 0,
    CHA: 0,
    ...((patch.attributes as Patch) ?? {}),
  };
  const level = (patch.level as number) ?? 1;
  const levels = Array.from({ length: level - 1 }, (_, i) => ({ level: i + 2, increase: null, attributes }));
  const xp = [0, 10, 30, 60, 100, 150][level - 1] ?? 5 * level * (level - 1);
  const draft = {
    schemaVersion: 1,
    ruleset: "lucidity",
    name,
    xp,
    level,
    levels,
    creation: { method: "manual", attributes },
    traits: [{ name: "Rumor-monger" }, { name: "Businessman" }, { name: "Resourceful" }],
    health: 0,
    energy: 0,
    lucidity: 0,
    ...patch,
    attributes,
  };
  const c = parseCharacter(draft, o);
  if (patch.health === undefined || patch.lucidity === undefined || patch.energy === undefined) {
    const d = lucidity.character.derive(c, o);
    return parseCharacter(
      {
        ...draft,
        health: patch.health ?? d.maxHealth,
        energy: patch.energy ?? d.maxEnergy,
        lucidity: patch.lucidity ?? d.maxLucidity,
      },
      o,
    );
  }
  return c;
}

export function tableOf(
  o: LucidityOptions,
  chars: Record<string, LucidityCharacter>,
  extra: Partial<TableState> = {},
): TableState {
  const s = emptyState("lucidity", o);
  for (const [id, c] of Object.entries(chars)) s.characters[id] = { id, name: c.name, owner: null, data: c };
  return { ...s, ...extra };
}

export interface Ran {
  events: TableEvent[];
  roll: RollRecord | null;
  state: TableState;
  char(id: string): LucidityCharacter;
}

/** Resolves one action with the given faces and folds its events. Every face must be used. */
export function run(state: TableState, name: string, params: unknown, faces: number[] = []): Ran {
  const dice = facesSource(faces);
  const r = resolveAction(lucidity as never, state, name, params, dice, idCounter(100));
  if (dice.remaining() !== 0) throw new Error(`${dice.remaining()} face(s) left unused`);
  const after = r.events.reduce((s, e) => apply(s, e, lucidity.reduce), state);
  return {
    events: r.events,
    roll: r.roll,
    state: after,
    char: (id) => after.characters[id]!.data as LucidityCharacter,
  };
}

export function odds(state: TableState, name: string, params: unknown) {
  return oddsOf(lucidity as never, state, name, params);
}

/** Starts a fight of `ids` in that order (initiative faces 20, 19, …). */
export function fight(state: TableState, ids: string[]): TableState {
  const faces = ids.map((_, i) => 20 - i);
  return run(state, "initiative", { participants: ids.map((character) => ({ character })) }, faces).state;
}

/** Three names as a party's list (`{ name }` each). */
export const trio = (a: string, b: string, c: string) => [{ name: a }, { name: b }, { name: c }];

/** The change lines of the `character.changed` events (of one character, if named). */
export const changesOf = (r: { events: readonly object[] }, id?: string) =>
  r.events.flatMap((e) => {
    const c = e as { type?: string; id?: string; changes?: string[] };
    return c.type === "character.changed" && (id === undefined || c.id === id) ? (c.changes ?? []) : [];
  });

/** Runs several intents in order (actions by name, or "next" for the next turn). */
export function play(state: TableState, steps: [string, unknown, number[]?][]): TableState {
  return steps.reduce((s, [name, params, faces]) => run(s, name, params ?? {}, faces ?? []).state, state);
}

/** What `f` is refused with (code, message, path); fails the test when `f` is not refused. */
export function fails(f: () => unknown): { code: string; message: string; path: (string | number)[] } {
  try {
    f();
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    return { code: e.code, message: e.message, path: e.path };
  }
  throw new Error("expected a refusal");
}

/** A throw the script has no face for yet: the walk tries each of its faces in turn. */
class NeedDie {
  constructor(readonly sides: readonly number[]) {}
}

/** Runs `f` on every sequence of faces it can ask for, with each sequence's chance. */
export function everyThrow<T>(f: (dice: DiceSource) => T): { p: number; r: T }[] {
  const out: { p: number; r: T }[] = [];
  const walk = (script: number[], p: number): void => {
    let i = 0;
    const dice: DiceSource = {
      roll(faces) {
        if (i < script.length) return script[i++]!;
        throw new NeedDie(faces);
      },
    };
    try {
      out.push({ p, r: f(dice) });
    } catch (e) {
      if (!(e instanceof NeedDie)) throw e;
      for (const face of e.sides) walk([...script, face], p / e.sides.length);
    }
  };
  walk([], 1);
  return out;
}
