// Rulesets by id, so the CLI, the server and the web app can list and find them.

import { EngineError } from "./errors.js";
import type { Ruleset } from "./ruleset.js";

export class Registry {
  private readonly byId = new Map<string, Ruleset>();

  register<O, C, D>(r: Ruleset<O, C, D>): this {
    if (this.byId.has(r.id)) throw new Error(`a ruleset with id '${r.id}' is already registered`);
    // A ruleset's own option and character types are checked where it is built; callers of the
    // registry handle options and characters as unknown data and go through its parse functions.
    this.byId.set(r.id, r as unknown as Ruleset);
    return this;
  }

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
