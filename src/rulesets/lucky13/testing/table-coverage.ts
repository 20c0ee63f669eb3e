// A Lucky 13 table for the issue-21 tests: a real Session (the path the server and `tabula play`
// take: validate the intent, resolve it with the table's dice, commit its events), whose dice are
// scripted per intent. Each `act` is given the faces it may throw, in the checklist's order, and
// reports how many it used, so a test can say "exactly these dice were thrown". Not shipped
// (tsconfig.build excludes testing/).

import { type DiceSource, facesSource } from "../../../dice/index.js";
import type { Resolution } from "../../../engine/ruleset.js";
import { Session } from "../../../engine/session.js";
import type { DerivedSheet, L13Character, L13Options } from "../character/index.js";
import { brunella, casimir } from "../examples.js";
import { lucky13 } from "../ruleset.js";

/** Dice that throw the faces loaded for the current intent, refusing a face a die cannot show. */
export class ScriptedDice implements DiceSource {
  private current = facesSource([]);
  load(faces: readonly number[]): void {
    this.current = facesSource(faces);
  }
  roll(faces: readonly number[], name: string): number {
    return this.current.roll(faces, name);
  }
  used(): number {
    return this.current.used();
  }
}

/** What a test reads back from one intent: the events, the roll record, and the faces it used. */
export interface Played extends Resolution {
  used: number;
  // biome-ignore lint/suspicious/noExplicitAny: outcomes differ per action; tests match on fields.
  outcome: Record<string, any>;
  /** The roll's dice as [role, sides] pairs, in throw order (kept or not). */
  shape: [string, number][];
}

export interface L13Table {
  session: Session<L13Options, L13Character, DerivedSheet>;
  dice: ScriptedDice;
  options: L13Options;
  /** Plays one action with these faces (and no others). */
  act(action: string, params: unknown, faces?: readonly number[]): Played;
  /** Seats a character, validated by the ruleset as the table's character.put is. */
  seat(id: string, character: unknown): void;
  /** Builds a character with a creation method, the table's dice throwing `faces`. */
  create(method: string, input: unknown, faces?: readonly number[]): L13Character;
  character(id: string): L13Character;
  sheet(id: string): DerivedSheet;
}

/**
 * A table with the given options, Brunella and Casimir seated (unless `cast` is false), and any
 * further characters built by `extra` from the table's parsed options.
 */
export function l13Table(
  rawOptions: Record<string, unknown> = {},
  extra: (o: L13Options) => Record<string, unknown> = () => ({}),
  cast = true,
): L13Table {
  const dice = new ScriptedDice();
  const session = new Session(lucky13, { options: rawOptions, dice });
  const o = session.options;
  const t: L13Table = {
    session,
    dice,
    options: o,
    act(action, params, faces = []) {
      dice.load(faces);
      const r = session.act(action, params);
      return {
        ...r,
        used: dice.used(),
        outcome: (r.roll?.outcome ?? {}) as Record<string, unknown>,
        shape: (r.roll?.dice ?? []).map((d) => [d.role, d.sides] as [string, number]),
      };
    },
    seat: (id, c) => session.addCharacter(id, c),
    create(method, input, faces = []) {
      dice.load(faces);
      return session.create(method, input);
    },
    character: (id) => session.state.characters[id]!.data as L13Character,
    sheet: (id) => session.sheet(id),
  };
  if (cast) {
    t.seat("brunella", brunella(o));
    t.seat("casimir", casimir(o));
  }
  for (const [id, c] of Object.entries(extra(o))) t.seat(id, c);
  return t;
}

/** A character file of this table's skills, every die d6 unless `patch` says otherwise (Pulse d6: 20 HP). */
export function sheetOf(o: L13Options, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schemaVersion: 1,
    ruleset: "lucky13",
    name: "Someone",
    abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d6" },
    skills: Object.fromEntries(o.skills.map((s) => [s.id, "d6"])),
    hp: 2 * o.hpPerPulseDie,
    ...patch,
  };
}

export { engineRefusal as engineError } from "../../../engine/testing/refusal.js";
