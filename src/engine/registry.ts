// Rulesets by id, so the CLI, the server and the web app can list and find them.

import { EngineError } from "./errors.js";
import type { Ruleset } from "./ruleset.js";

/** Rulesets by id with their own types, e.g. `{ lucky13: Ruleset<L13Options, L13Character, …> }`. */
// biome-ignore lint/suspicious/noExplicitAny: any ruleset's own types, kept per id by the map
export type RulesetMap = Record<string, Ruleset<any, any, any>>;

/**
 * `M` maps the ids known when the registry was built to their rulesets' types, so that
 * `registry.get("lucky13")` gives Lucky 13's options and characters to a caller; any other id
 * (a ruleset registered later, an id read from a file) gives a `Ruleset` of unknown data.
 */
// biome-ignore lint/complexity/noBannedTypes: no ids known is the empty map
export class Registry<M extends RulesetMap = {}> {
  private readonly byId = new Map<string, Ruleset>();

  /** A registry of these rulesets, each under its own id (checked), typed by id. */
  static of<M extends RulesetMap>(rulesets: M): Registry<M> {
    const registry = new Registry<M>();
    for (const [id, r] of Object.entries(rulesets)) {
      if (r.id !== id) throw new Error(`the ruleset under '${id}' has the id '${r.id}'`);
      registry.register(r);
    }
    return registry;
  }

  register<O, C, D>(r: Ruleset<O, C, D>): this {
    if (this.byId.has(r.id)) throw new Error(`a ruleset with id '${r.id}' is already registered`);
    // A ruleset's own option and character types are checked where it is built; callers of the
    // registry handle options and characters as unknown data and go through its parse functions.
    this.byId.set(r.id, r as unknown as Ruleset);
    return this;
  }

  get<K extends keyof M & string>(id: K): M[K];
  get(id: string): Ruleset;
  get(id: string): Ruleset {
    const r = this.byId.get(id);
    if (!r) {
      const known = [...this.byId.keys()].join(", ");
      throw new EngineError("not_found", `unknown ruleset '${id}' (known: ${known || "none"})`, ["ruleset"]);
    }
    return r;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  list(): Ruleset[] {
    return [...this.byId.values()];
  }
}
