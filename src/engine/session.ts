// A table in memory for programs (bots, tools, scripts): one ruleset, its options, characters, a
// seeded generator, and the intents played against them. It is the same path the server and
// `tabula play` take (validate → resolve with the dice → commit events), minus the network.

import { type DiceSource, freshSeed, Rng, rngSource } from "../dice/index.js";
import { EngineError, validate } from "./errors.js";
import type { ActionInput, Outcomes, Resolution, Ruleset } from "./ruleset.js";
import { emptyState, ownEntry, type TableState } from "./state.js";
import {
  type EngineIntentInput,
  engineIntentEvents,
  engineIntentSchema,
  idCounter,
  type LogEntry,
  oddsOf,
  resolveAction,
  Table,
} from "./table.js";

export interface SessionInit {
  /** The ruleset's options; missing ones take the rulebook's defaults. */
  options?: unknown;
  /** A seed for the table's generator (text or a whole number). Ignored when `dice` is given. */
  seed?: string | number;
  /** Where the dice come from instead: e.g. `facesSource([...])` for faces read off real dice. */
  dice?: DiceSource;
}

/**
 * A ruleset whose actions the compiler knows: per action name, what a caller sends it (the
 * `z.input` of its schema, kept by `action()`). The shipped ones have it as `rulesets.get(id)`
 * returns them. Only a type: nothing is stored under this key.
 */
export interface TypedActions<A> {
  readonly "~actions"?: A;
}

/** Per action of a catalogue built with `action()`, the parameters a caller sends it. */
export type ActionInputsOf<R> = {
  [K in keyof R & string]: R[K] extends ActionInput<infer I> ? I : unknown;
};

/**
 * `O`, `C` and `D` are the ruleset's options, character and derived sheet types, and `A` its
 * actions' parameters by name: a Session of a ruleset from `rulesets.get("lucky13")` has Lucky 13's,
 * so `session.options.hpPerPulseDie` is a number, `session.act("chek", …)` a type error and so is
 * `session.act("check", { actor: "wren", abilty: "pulse" })`; a ruleset read at run time gives
 * `unknown` data and takes any action name and parameters (checked when played).
 */
export class Session<O = unknown, C = unknown, D = unknown, A extends object = Record<string, unknown>> {
  readonly table: Table;
  /** The seed the generator started from (null when the dice were given). */
  readonly seed: string | null;
  private readonly dice: DiceSource;
  private readonly newId = idCounter();

  /** The same ruleset as the engine handles it: data it validates itself (see Registry.register). */
  private readonly rules: Ruleset;

  constructor(
    readonly ruleset: Ruleset<O, C, D> & TypedActions<A>,
    init: SessionInit = {},
  ) {
    this.rules = ruleset as unknown as Ruleset;
    const options = ruleset.parseOptions(init.options ?? {});
    this.table = new Table(this.rules, emptyState(ruleset.id, options));
    if (init.dice) {
      this.dice = init.dice;
      this.seed = null;
    } else {
      this.seed = init.seed !== undefined ? String(init.seed) : freshSeed();
      this.dice = rngSource(Rng.fromSeed(this.seed));
    }
  }

  get state(): TableState {
    return this.table.state;
  }

  get log(): readonly LogEntry[] {
    return this.table.log;
  }

  /** The ruleset's options as parsed (defaults filled in). */
  get options(): O {
    // Set from ruleset.parseOptions in the constructor; no event changes a table's options.
    return this.table.state.options as O;
  }

  /** Builds a character with one of the ruleset's creation methods (rolling with this table's dice). */
  create(method: string, input: unknown): C {
    const m = ownEntry(this.ruleset.character.methods, method);
    if (!m) {
      const known = Object.keys(this.ruleset.character.methods).join(", ");
      throw new EngineError(
        "not_found",
        `the ${this.ruleset.name} ruleset has no creation method '${method}' (methods: ${known})`,
        ["method"],
      );
    }
    return m.create(input, this.dice, this.options);
  }

  /** Seats a character (validated and migrated by the ruleset) under an id. */
  addCharacter(id: string, character: unknown, owner: string | null = null): void {
    if (ownEntry(this.state.characters, id))
      throw new EngineError("conflict", `a character with id '${id}' is already seated`, ["id"]);
    const data = this.ruleset.character.parse(character, this.options);
    const name = typeof (data as { name?: unknown }).name === "string" ? (data as { name: string }).name : id;
    this.table.commit([{ type: "character.added", character: { id, name, owner, data } }]);
  }

  /** A seated character's derived values (the sheet), from its current data. */
  sheet(id: string): D {
    const entry = ownEntry(this.state.characters, id);
    if (!entry) throw new EngineError("not_found", `no character with id '${id}'`, ["id"]);
    // Seated data went through ruleset.character.parse (addCharacter) or the ruleset's own events.
    return this.ruleset.character.derive(entry.data as C, this.options);
  }

  /** Exact chances of an action's outcomes, before anything is rolled. */
  odds<K extends keyof A & string>(action: K, params: A[K]): Outcomes {
    return oddsOf(this.rules, this.state, action, params);
  }

  /** Plays a ruleset action: rolls, commits its events, and returns them with the roll shown in the log. */
  act<K extends keyof A & string>(action: K, params: A[K]): Resolution {
    const r = resolveAction(this.rules, this.state, action, params, this.dice, this.newId);
    this.table.commit(r.events);
    return r;
  }

  /** Plays an intent the engine itself understands (next turn, conditions, the clock, undo). */
  engine(intent: EngineIntentInput): LogEntry[] {
    const i = validate(engineIntentSchema, intent, "engine intent");
    if (i.engine === "undo") return this.table.undo();
    return this.table.commit(engineIntentEvents(this.state, i, this.rules));
  }

  /** Takes back the last intent as a whole. */
  undo(): LogEntry[] {
    return this.table.undo();
  }
}
