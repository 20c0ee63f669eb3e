// What a TypeScript caller can lean on, proved by the compiler: `npm run typecheck` (tsc over test/)
// fails if a type here is wrong or if a line marked @ts-expect-error starts to compile. The runtime
// assertions only make the file a test vitest runs too.

import { describe, expect, expectTypeOf, it } from "vitest";
import { isEngineEvent, isEvent, type TableEvent } from "../../src/engine/events.js";
import type { CharacterEntry } from "../../src/engine/state.js";
import {
  type engine,
  Rng,
  rngSource,
  roll,
  rulesets,
  Session,
  type ShippedRulesets,
} from "../../src/index.js";
import { SHIPPED_ACTION_NAMES, type ShippedActionNames } from "../../src/rulesets/action-names.js";
import type { L13Character, L13Options } from "../../src/rulesets/lucky13/character/index.js";

describe("types a caller can lean on", () => {
  it("rulesets.get is typed by id for the shipped rulesets, unknown data for any other id", () => {
    const l13 = rulesets.get("lucky13");
    expectTypeOf(l13.parseOptions({})).toEqualTypeOf<L13Options>();
    expectTypeOf(l13.parseOptions({}).hpPerPulseDie).toEqualTypeOf<number>();
    expectTypeOf<ShippedRulesets["lucky13"]>().toEqualTypeOf(l13);
    const named: string = "lucky13";
    expectTypeOf(rulesets.get(named).parseOptions({})).toEqualTypeOf<unknown>();
    expect(l13.parseOptions({}).hpPerPulseDie).toBe(10);
  });

  it("a Session of a known ruleset has its options, characters and sheets", () => {
    const session = new Session(rulesets.get("lucky13"), { seed: 1 });
    expectTypeOf(session.options).toEqualTypeOf<L13Options>();
    expectTypeOf(session.create("random", { name: "Wren" })).toEqualTypeOf<L13Character>();
    // @ts-expect-error not an option of Lucky 13
    session.options.noSuchOption;
    expect(session.options.hpPerPulseDie).toBe(10);
  });

  it("a Session of a shipped ruleset takes only that ruleset's action names", () => {
    const session = new Session(rulesets.get("lucky13"), { seed: 1 });
    expectTypeOf(session.act).parameter(0).toEqualTypeOf<ShippedActionNames["lucky13"]>();
    // @ts-expect-error a typo'd action name
    expect(() => session.act("chek", {})).toThrow(/chek/);
    // @ts-expect-error an action of another ruleset (Lucidity's), not of Lucky 13
    expect(() => session.odds("lucidityRoll", {})).toThrow();
    // A ruleset known only at run time takes any name, checked when it is played.
    const named: string = "lucky13";
    expectTypeOf(new Session(rulesets.get(named)).act)
      .parameter(0)
      .toEqualTypeOf<string>();
  });

  it("the compiler's action names are exactly each shipped ruleset's actions", () => {
    for (const r of rulesets.list()) {
      const names: readonly string[] | undefined = (
        SHIPPED_ACTION_NAMES as Record<string, readonly string[]>
      )[r.id];
      expect(names, `src/rulesets/action-names.ts lacks ${r.id}`).toBeDefined();
      expect([...(names ?? [])].sort(), `action names of ${r.id}`).toEqual(Object.keys(r.actions).sort());
    }
  });

  it("engine intents are checked by the compiler", () => {
    const session = new Session(rulesets.get("lucky13"), { seed: 1 });
    expectTypeOf(session.engine).parameter(0).toEqualTypeOf<engine.EngineIntentInput>();
    // @ts-expect-error no such engine intent
    expect(() => session.engine({ engine: "teleport" })).toThrow();
    // @ts-expect-error startEncounter needs its participants
    expect(() => session.engine({ engine: "startEncounter" })).toThrow();
  });

  it("events narrow on type (ruleset events are told apart with isEngineEvent)", () => {
    const session = new Session(rulesets.get("lucky13"), { seed: 1 });
    session.addCharacter("wren", session.create("random", { name: "Wren" }));
    const e: TableEvent = session.log[0]!.event;
    if (e.type === "roll") expectTypeOf(e.roll.summary).toEqualTypeOf<string>();
    if (isEngineEvent(e) && e.type === "character.added") {
      expectTypeOf(e.character).toEqualTypeOf<CharacterEntry>();
      expect(e.character.name).toBe("Wren");
    } else expect.unreachable();
  });

  it("isEvent narrows an event to the engine's shape of that dotted type in one step", () => {
    const session = new Session(rulesets.get("lucky13"), { seed: 1 });
    session.addCharacter("wren", session.create("random", { name: "Wren" }));
    const e: TableEvent = session.log[0]!.event;
    if (isEvent(e, "character.added")) {
      expectTypeOf(e).toEqualTypeOf<{ type: "character.added"; character: CharacterEntry }>();
      expect(e.character.id).toBe("wren");
    } else expect.unreachable();
    expect(isEvent(e, "character.removed")).toBe(false);
    // @ts-expect-error not an engine event type
    isEvent(e, "character.teleported");
  });

  it("a roll's result is typed", () => {
    const r = roll("2d6", rngSource(Rng.fromSeed(7)));
    expectTypeOf(r.total).toEqualTypeOf<number>();
    expect(r.total).toBeGreaterThanOrEqual(2);
  });
});
