// The contract every ruleset implements. It knows no particular ruleset: options, characters
// and action parameters are described by schemas, and every action offers exact odds before it
// is rolled and a pure `resolve` that rolls through the dice source it is given.

import type { z } from "zod";
import type { DiceSource } from "../dice/index.js";
import type { RulesetReducer, TableEvent } from "./events.js";
import type { DuelStrategy } from "./facets/fight.js";
import type { GeometryFacet } from "./facets/geometry.js";
import type { OddsTableSource } from "./facets/odds-table.js";
import type { OverlaySupport } from "./facets/overlay.js";
import type { NpcFacet } from "./npc.js";
import type { RollRecord } from "./roll.js";
import type { InitiativeModelKind, TableState } from "./state.js";

/** Exact chances before anything is rolled. */
export interface Outcomes {
  /**
   * Mutually exclusive outcomes that cover every case, with their chances (they sum to 1 − truncated),
   * e.g. { success: 0.42, failure: 0.58 } or { hit: 0.6, miss: 0.4 }. A resolved roll names the one
   * it fell into, so the odds can be checked against sampling.
   */
  partition: Record<string, number>;
  /** Other chances worth showing (dilemma, death…); each between 0 and 1. */
  chances: Record<string, number>;
  /** Distributions of numeric results (total, damage…) as [value, probability] pairs. */
  distributions: Record<string, [number, number][]>;
  /** Probability mass cut off by truncated explosion chains. */
  truncated: number;
}

export interface Resolution {
  events: TableEvent[];
  /** The roll as shown in the log, when dice were rolled (or would have been). */
  roll: RollRecord | null;
}

export interface ActionContext<O> {
  state: TableState;
  options: O;
  /** The dice: the table's seeded generator, or faces a player read off physical dice. */
  dice: DiceSource;
  /** A fresh id for anything the action creates (rolls, notes). Deterministic in tests. */
  newId(prefix: string): string;
}

export interface Action<P, O> {
  summary: string;
  params: z.ZodType<P>;
  /** Exact odds of the outcomes before rolling; absent for actions that roll nothing. */
  odds?(ctx: { state: TableState; options: O }, params: P): Outcomes;
  /**
   * Optional, for actions whose odds can be heavy: what `odds` would cost, in the dice layer's
   * units (elementary operations; `limits.ODDS_BUDGET` is about a second), worked out cheaply
   * without doing the work, so a server can refuse a question over its budget before starting it.
   */
  oddsCost?(ctx: { state: TableState; options: O }, params: P): number;
  /** Rolls and returns events; pure given its inputs. Throws EngineError for refused input. */
  resolve(ctx: ActionContext<O>, params: P): Resolution;
  /** Sample parameters for the contract tests and the help text, valid in `fixtures.state`. */
  examples: P[];
  /**
   * Optional: the values some parameters may take at this table now, given those chosen so far
   * (an attacker's weapons, then the attack types of the chosen weapon), for a form to offer
   * instead of free text. Only a help: resolve still checks everything. Parameters it does not
   * know enough about yet are left out; it never throws for a half-filled form.
   */
  choices?(ctx: { state: TableState; options: O }, params: Record<string, unknown>): ParamChoices;
  /**
   * Optional, for an action that sets something table-wide (the Dice Engine's environment): the
   * parameters that describe the table as it stands now. A form starts from them instead of the
   * schema's defaults, so changing one thing does not quietly reset the rest.
   */
  current?(ctx: { state: TableState; options: O }): Record<string, unknown>;
}

/** Per parameter, the values a form may offer, each with the words to show for it. */
export type ParamChoices = Record<string, { value: string | number; label: string }[]>;

export interface CreationMethod<C, O> {
  summary: string;
  /** Validates its own input (it may need the options to do so) and throws EngineError. */
  create(input: unknown, dice: DiceSource, options: O): C;
  /** A sample input, used by help text and by the contract test (1,000 seeds). */
  example: unknown;
}

export interface CharacterModel<C, O, D> {
  /** The current schema version; files with older versions are migrated on load. */
  version: number;
  /** Validates (and migrates) a character file; throws an EngineError naming the field. */
  parse(raw: unknown, options: O): C;
  /** JSON Schema of a character file, for tools. */
  jsonSchema(): unknown;
  methods: Record<string, CreationMethod<C, O>>;
  /**
   * Optional: the top-level fields of a character file a player may change themselves with a plain
   * edit (name, notes, a description…). Everything else (points, dice, reputation, health) changes
   * only through the ruleset's actions, unless the GM gives the table free editing. None if absent.
   */
  playerEditable?: readonly string[];
  derive(c: C, options: O): D;
  /** Lines for a character sheet in a terminal. */
  describe(c: C, options: O): string[];
  /** Spending experience between sessions, if the ruleset has it. */
  advance?: AdvanceModel<C, O>;
}

export interface AdvanceRequest {
  /** Points awarded first (experience, adventure points…), with the reason for the log. */
  award?: { amount: number; reason: string };
  /** Purchases in order, in the ruleset's syntax (see `syntax`). All or nothing. */
  buy: string[];
  /** Whether the purchase happens between adventures (some rulesets allow no other time). */
  betweenAdventures: boolean;
}

export interface AdvanceModel<C, O> {
  /** How to write a purchase, for help text: e.g. "ability:pulse, specialization:fighting:Broadsword". */
  syntax: string[];
  apply(c: C, request: AdvanceRequest, options: O): { character: C; changes: string[]; warnings: string[] };
}

export interface OptionDoc {
  name: string;
  default: unknown;
  description: string;
}

export interface Ruleset<O = unknown, C = unknown, D = unknown> {
  id: string;
  name: string;
  version: string;
  /** Options with the rulebook's defaults: `parseOptions({})` gives them all. Throws EngineError. */
  parseOptions(raw: unknown): O;
  /**
   * The options' schema, for tools that build forms or validate before sending (the server
   * publishes it as JSON Schema). Its input is what parseOptions accepts; parseOptions may check
   * more than the schema can say (rules between options).
   */
  optionsSchema: z.ZodType;
  optionDocs: OptionDoc[];
  character: CharacterModel<C, O, D>;
  actions: Record<string, Action<unknown, O>>;
  initiative: InitiativeModelKind;
  /** Reduces the ruleset's own events. */
  reduce?: RulesetReducer;
  /** A table state to run the examples and contract tests against. */
  fixtures(options: O): TableState;
  /**
   * Set only on a ruleset a designer derived from a shipped one with an overlay (src/designer).
   * Code that keys anything by ruleset (character files, permissions, web builders) follows `base`:
   * a derived ruleset keeps its base's data shapes and changes names, defaults and catalogues.
   */
  derived?: DerivedRuleset;
  // Optional facets, hung on the ruleset where it is registered (src/rulesets/index.ts) so that the
  // designer and the simulator read them from the registry and know no ruleset by name. A ruleset
  // derived by an overlay has none of its own: tools look them up on its base.
  /** The terms a designer may rename and the catalogues an overlay may change (src/engine/facets/overlay.ts). */
  overlay?: OverlaySupport<O>;
  /** The grids of exact chances of its core check (src/engine/facets/odds-table.ts). */
  oddsTable?: OddsTableSource;
  /** How its fights are simulated (src/engine/facets/fight.ts). */
  fight?: DuelStrategy;
  /** Optional: quick NPCs from a statblock (src/engine/npc.ts). */
  npc?: NpcFacet<O, C>;
  /** How the scene map measures, prices and resolves by its rules (src/engine/facets/geometry.ts). */
  geometry?: GeometryFacet;
}

/** Where a derived ruleset comes from, and what a tool needs to show or rebuild it. */
export interface DerivedRuleset {
  /** The id of the shipped ruleset it builds on. */
  base: string;
  /** The overlay document it was built from, as validated: a table stores it to rebuild the ruleset. */
  overlay: unknown;
  /** Display names by kind of term and id, e.g. { abilities: { pulse: "Grit" } }: every term, renamed or not. */
  terms: Record<string, Record<string, string>>;
  /** The renames alone, with the name each term had in the base. */
  renames: { kind: string; id: string; from: string; to: string }[];
  /** Every catalogue entry the ruleset offers by catalogue (base entries kept, added ones included). */
  catalogues: Record<string, unknown[]>;
}

/**
 * What a caller may send an action, kept for the compiler only (nothing is stored under this key):
 * the catalogue holds `Action<unknown, O>`, and a typed Session reads `I` back from here.
 */
export interface ActionInput<I> {
  readonly "~input"?: I;
}

/**
 * Erases an action's parameter type so it fits the catalogue, keeping what callers send (`I`,
 * normally `z.input<typeof schema>`: defaults may be left out) as a type for a typed Session.
 */
export function action<P, O, I = P>(a: Action<P, O>): Action<unknown, O> & ActionInput<I> {
  return a as Action<unknown, O>;
}
