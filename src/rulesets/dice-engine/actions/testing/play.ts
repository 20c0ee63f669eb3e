// A Dice Engine table for the action tests: the ruleset's fixtures out of their example fight,
// actions resolved with scripted faces (every face must be used), and set-up helpers that change a
// character's file or combat note directly. Shared by the health, care and tracker tests; the
// Resilience repairs of the long rest and of `care` start from one `repairTable`. The attack tests
// seat the example cast, equipped, in a session that throws a whole test's faces (`table`).

import { expect } from "vitest";
import { facesSource } from "../../../../dice/index.js";
import { EngineError } from "../../../../engine/errors.js";
import { replay } from "../../../../engine/events.js";
import type { Ruleset } from "../../../../engine/ruleset.js";
import { Session } from "../../../../engine/session.js";
import type { TableState } from "../../../../engine/state.js";
import { idCounter, resolveAction } from "../../../../engine/table.js";
import { type DeCharacter, orThrow, pointBuy } from "../../character/index.js";
import { exampleTable } from "../../examples.js";
import type { DiceEngineOptions } from "../../options.js";
import { diceEngine } from "../../ruleset.js";
import { EXAMPLE_EQUIPMENT } from "../combat-examples.js";
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

/** A setting race with a Resilience body (DE-RES-1..5). */
const AUTOMATONS = {
  races: [
    {
      id: "automaton",
      name: "Automaton",
      baseSpeed: 6,
      health: "resilience",
      startingResilience: 3,
      traits: ["eyes", "ears"],
      canBleed: false,
    },
  ],
};

/**
 * A table of the automaton setting: Cog, an automaton (Intuition 1), and Fixit (Intuition 2), a
 * mechanic with `purchases` besides, who repairs it.
 */
export function repairTable(purchases: object[]): Play {
  const p = new Play({ setting: AUTOMATONS });
  p.add("cog", { name: "Cog", race: "automaton", stats: { intuition: 1 } });
  p.add("fixit", {
    name: "Fixit",
    stats: { intuition: 2 },
    purchases: [{ kind: "skill", skill: "mechanic" }, ...purchases],
  });
  return p;
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

type Cast = "ilse" | "bruno" | "wren";

/** The example cast seated and equipped, throwing exactly `faces`; `edit` changes a file first. */
export function table(
  faces: number[],
  edit: Partial<Record<Cast, (c: DeCharacter) => DeCharacter>> = {},
  options: Record<string, unknown> = {},
) {
  const dice = facesSource(faces);
  const s = new Session(diceEngine, { dice, options });
  const o = diceEngine.parseOptions(options);
  for (const [id, c] of Object.entries(exampleTable(o).characters)) {
    const f = edit[id as Cast];
    s.addCharacter(id, f ? f(c.data as DeCharacter) : c.data, c.owner);
  }
  for (const [id, eq] of Object.entries(EXAMPLE_EQUIPMENT)) s.act("equip", { actor: id, equipment: eq });
  return { s, dice };
}

export const out = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;
export const current = (s: Session, id: string) => (s.state.characters[id]!.data as DeCharacter).current;

/** A held tower shield whose EA soaks every hit, so a test's dice stay on the attack (no health checks). */
export const TOWER = { name: "Tower shield", pa: 0, ea: 50 };
export const equip = (s: Session, id: Cast, held: unknown) =>
  s.act("equip", { actor: id, equipment: { ...EXAMPLE_EQUIPMENT[id], held } });

/** A character's death-check tally: successes, failures, and whether it is stabilised. */
export const tally = (p: Play, id: string) => {
  const d = p.view(id).vitals.death;
  return [d.successes, d.failures, d.stabilised] as const;
};

/** The vitals of a character dying at 0 HP with the given death-check tally. */
export const dying = (successes: number, failures: number) => ({
  unconscious: { cause: "dying", since: 0, until: null },
  death: { successes, failures, stabilised: false, nextCheckAt: 10, resuscitationTried: false },
  dead: false,
});

/** Adds perks to a character file, at the given ranks, bought with XP. */
export const perks =
  (list: Record<string, number>) =>
  (c: DeCharacter): DeCharacter => ({
    ...c,
    perks: {
      ...c.perks,
      ...Object.fromEntries(Object.entries(list).map(([id, n]) => [id, { rank: n, source: "xp" as const }])),
    },
  });
export const tickOf = (s: Session, id: string) =>
  s.state.encounter!.participants.find((x) => x.character === id)!.tick;
/** Bruno's standard Hammer attack on Wren. */
export const hammer = { attacker: "bruno", defender: "wren", weapon: "Hammer", type: "standard" } as const;
/** Bruno at 0, Ilse at 40, Wren at 60. */
export const start = (s: Session) =>
  s.act("initiative", {
    participants: [
      { character: "bruno", initiative: 0 },
      { character: "ilse", initiative: 40 },
      { character: "wren", initiative: 60 },
    ],
  });

export const BUCKLER = { name: "Buckler", pa: 0, ea: 2, skill: null };
