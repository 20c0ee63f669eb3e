// The contract test suite every ruleset runs (like Hono's router tests): a ruleset's own test
// file calls `rulesetContract(ruleset)` and gets every check below, so what "a ruleset" means is
// proved the same way for all of them.

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Rng, rngSource } from "../../dice/index.js";
import { EngineError } from "../errors.js";
import { replay } from "../events.js";
import type { Ruleset } from "../ruleset.js";
import { idCounter, resolveAction, Table } from "../table.js";

export interface ContractOptions {
  /** Seeds per creation method (default 1,000). */
  seeds?: number;
  /** Seeded resolutions per action example when comparing odds with sampling (default 2,000). */
  samples?: number;
}

export function rulesetContract(ruleset: Ruleset, opts: ContractOptions = {}): void {
  const seeds = opts.seeds ?? 1000;
  const samples = opts.samples ?? 2000;
  const options = ruleset.parseOptions({});

  describe(`ruleset contract: ${ruleset.id}`, () => {
    it("has an id, a name, a version and documented options", () => {
      expect(ruleset.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(ruleset.name.length).toBeGreaterThan(0);
      expect(ruleset.version).toMatch(/^\d+\.\d+\.\d+$/);
      for (const d of ruleset.optionDocs) expect(d.description.length, d.name).toBeGreaterThan(10);
    });

    it("options: the defaults parse again unchanged, and unknown options are refused by name", () => {
      expect(ruleset.parseOptions(JSON.parse(JSON.stringify(options)))).toEqual(options);
      let error: unknown;
      try {
        ruleset.parseOptions({ noSuchOption: 1 });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).message).toContain("noSuchOption");
    });

    it("options: the schema tools are given accepts the defaults and describes every documented option", () => {
      expect(ruleset.optionsSchema.safeParse({}).success).toBe(true);
      expect(ruleset.optionsSchema.safeParse(JSON.parse(JSON.stringify(options))).success).toBe(true);
      const described = z.toJSONSchema(ruleset.optionsSchema, { io: "input", unrepresentable: "any" }) as {
        properties?: Record<string, unknown>;
      };
      for (const d of ruleset.optionDocs) expect(described.properties ?? {}, d.name).toHaveProperty([d.name]);
    });

    for (const [name, a] of Object.entries(ruleset.actions)) {
      if (!a.choices) continue;
      it(`action '${name}': the choices it offers include every example's values, and a blank form gets no error`, () => {
        const state = ruleset.fixtures(options);
        expect(() => a.choices!({ state, options }, {})).not.toThrow();
        for (const example of a.examples) {
          const params = example as Record<string, unknown>;
          const offered = a.choices!({ state, options }, params);
          for (const [param, list] of Object.entries(offered)) {
            if (params[param] === undefined) continue;
            const values = list.map((c) => (typeof c.value === "string" ? c.value.toLowerCase() : c.value));
            const given = params[param];
            expect(values, `${param} of ${JSON.stringify(example)}`).toContain(
              typeof given === "string" ? given.toLowerCase() : given,
            );
          }
        }
      });
    }

    for (const [name, a] of Object.entries(ruleset.actions)) {
      if (!a.current) continue;
      it(`action '${name}': the table as it stands, sent back as parameters, is valid and played`, () => {
        const state = ruleset.fixtures(options);
        const now = a.current!({ state, options });
        expect(a.params.safeParse(now).success, JSON.stringify(now)).toBe(true);
        expect(() =>
          resolveAction(
            ruleset,
            state,
            name,
            JSON.parse(JSON.stringify(now)),
            rngSource(Rng.fromSeed(1)),
            idCounter(),
          ),
        ).not.toThrow();
      });
    }

    for (const [name, method] of Object.entries(ruleset.character.methods)) {
      it(`creation method '${name}' makes valid characters for ${seeds} seeds, which round-trip through JSON`, () => {
        for (let seed = 0; seed < seeds; seed++) {
          const c = method.create(method.example, rngSource(Rng.fromSeed(seed)), options);
          const again = ruleset.character.parse(JSON.parse(JSON.stringify(c)), options);
          expect(again).toEqual(c);
          ruleset.character.derive(again, options);
        }
      });
    }

    it("refuses a character file that is not an object, naming the problem", () => {
      expect(() => ruleset.character.parse(42, options)).toThrow(EngineError);
      expect(() => ruleset.character.parse({}, options)).toThrow(EngineError);
    });

    for (const [name, action] of Object.entries(ruleset.actions)) {
      action.examples.forEach((params, i) => {
        const label = `${name} example ${i + 1}`;
        const state = ruleset.fixtures(options);

        it(`${label}: resolve is reproducible from its seed`, () => {
          const run = () =>
            resolveAction(ruleset, state, name, params, rngSource(Rng.fromSeed(7)), idCounter());
          expect(run()).toEqual(run());
        });

        it(`${label}: replaying the log reproduces the state`, () => {
          const table = new Table(ruleset, state);
          const r = resolveAction(ruleset, state, name, params, rngSource(Rng.fromSeed(11)), idCounter());
          table.commit(r.events);
          expect(
            replay(
              state,
              table.log.map((e) => e.event),
              ruleset.reduce,
            ),
          ).toEqual(table.state);
          expect(JSON.parse(JSON.stringify(table.state))).toEqual(table.state);
        });

        if (!action.odds) return;
        it(`${label}: the odds partition sums to 1 and agrees with ${samples} seeded rolls`, () => {
          const odds = action.odds!({ state, options }, action.params.parse(params));
          const total = Object.values(odds.partition).reduce((a, b) => a + b, 0);
          expect(Math.abs(total + odds.truncated - 1)).toBeLessThan(1e-9);
          for (const p of Object.values(odds.chances)) {
            expect(p).toBeGreaterThanOrEqual(-1e-12);
            expect(p).toBeLessThanOrEqual(1 + 1e-12);
          }
          for (const d of Object.values(odds.distributions)) {
            const mass = d.reduce((a, [, p]) => a + p, 0);
            expect(Math.abs(mass + odds.truncated - 1)).toBeLessThan(1e-9);
          }
          const counts = new Map<string, number>();
          const rng = Rng.fromSeed(`contract-${ruleset.id}-${name}-${i}`);
          for (let n = 0; n < samples; n++) {
            const r = resolveAction(ruleset, state, name, params, rngSource(rng), idCounter());
            expect(r.roll, "an action with odds records its roll").not.toBeNull();
            const part = r.roll!.partition;
            expect(Object.keys(odds.partition), `partition '${part}' is one the odds name`).toContain(part);
            counts.set(part, (counts.get(part) ?? 0) + 1);
          }
          for (const [part, p] of Object.entries(odds.partition)) {
            const seen = counts.get(part) ?? 0;
            const expected = samples * p;
            const sigma = Math.sqrt(samples * p * (1 - p));
            expect(
              Math.abs(seen - expected),
              `${part}: seen ${seen}, expected ${expected.toFixed(1)}`,
            ).toBeLessThanOrEqual(5 * sigma + 1);
          }
        });
      });
    }
  });
}
