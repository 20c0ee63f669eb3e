// A Dice Engine table for the action tests: the ruleset's fixtures out of their example fight,
// actions resolved with scripted faces (every face must be used), and set-up helpers that change a
// character's file or combat note directly. Shared by the health, care and tracker tests.

import { expect } from "vitest";
import { facesSource } from "../../../../dice/index.js";
import { EngineError } from "../../../../engine/errors.js";
import { replay } from "../../../../engine/events.js";
import type { Ruleset } from "../../../../engine/ruleset.js";
import type { TableState } from "../../../../engine/state.js";
import { idCounter, resolveAction } from "../../../../engine/table.js";
import { type DeCharacter, orThrow, pointBuy } from "../../character/index.js";
import type { DiceEngineOptions } from "../../options.js";
import { diceEngine } from "../../ruleset.js";
import { after, COMBAT_NOTE_KIND, combatNote, combatNoteId, viewOf } from "../combat-state.js";

export const ruleset = diceEngine as unknown as Ruleset<DiceEngineOptions>;

/** An hour of the shared timeline, in initiative (DE-INIT-10: 2 initiative = 1 second). */
export const HOUR = 7200;

export class Play {
  state: TableState;
  readonly o: DiceEngineOptions;
  constructor(options: unknown = {}) {
    this.o = ruleset.parseOptions(options);
    // Out of the tracker's example fight, unless a test starts one of its own.
    this.state = { ...ruleset.fixtures(this.o), encounter: null };
  }
  act(action: string, params: unknown, faces: number[] = []) {
    const dice = facesSource(faces);
    const r = resolveAction(ruleset, this.state, action, params, dice, idCounter());
    expect(dice.remaining(), "every scripted face is used").toBe(0);
    this.state = after(this.state, r.events);
    return r;
  }
  care(actor: string, target: string, perk: string, faces: number[] = [], extra: object = {}) {
    return this.act("care", { actor, target, perk, ...extra }, faces);
  }
  odds(action: string, params: unknown) {
    const a = ruleset.actions[action]!;
    return a.odds!({ state: this.state, options: this.o }, a.params.parse(params));
  }
  view(id: string) {
    return viewOf(this.state, id, this.o, [id]);
  }
  track(id: string) {
    return this.view(id).vitals.track;
  }
  data(id: string): DeCharacter {
    return this.state.characters[id]!.data as DeCharacter;
  }
  /** Changes a character's file (test set-up only). */
  edit(id: string, f: (c: DeCharacter) => DeCharacter): void {
    const entry = this.state.characters[id]!;
    this.state = {
      ...this.state,
      characters: { ...this.state.characters, [id]: { ...entry, data: f(entry.data as DeCharacter) } },
    };
  }
  /** Changes a character's combat note (test set-up only). */
  note(id: string, patch: Record<string, unknown>): void {
    const data = { ...combatNote(this.state, id), ...patch };
    this.state = {
      ...this.state,
      notes: {
        ...this.state.notes,
        [combatNoteId(id)]: { kind: COMBAT_NOTE_KIND, text: `combat state of ${id}`, data, open: true },
      },
    };
  }
  current(id: string, current: Partial<DeCharacter["current"]>): void {
    this.edit(id, (c) => ({ ...c, current: { ...c.current, ...current } }));
  }
  add(id: string, build: Parameters<typeof pointBuy>[0]): void {
    const data = orThrow(pointBuy(build, this.o));
    this.state = {
      ...this.state,
      characters: { ...this.state.characters, [id]: { id, name: data.name, owner: null, data } },
    };
  }
  /** The log since `from` replays to the state it built. */
  expectReplays(from: TableState, events: Parameters<typeof replay>[1]): void {
    expect(replay(from, events, ruleset.reduce)).toEqual(this.state);
  }
}

/** The EngineError `f` throws; fails the test if it throws nothing or something else. */
export function refusal(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error("expected an EngineError");
}
