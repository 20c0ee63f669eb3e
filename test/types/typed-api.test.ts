// What a TypeScript caller can lean on, proved by the compiler: `npm run typecheck` (tsc over test/)
// fails if a type here is wrong or if a line marked @ts-expect-error starts to compile. The runtime
// assertions only make the file a test vitest runs too.

import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
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
import type { ShippedActionNames, ShippedActionParams } from "../../src/rulesets/action-names.js";
import type { checkParams } from "../../src/rulesets/lucky13/actions/check.js";
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
    // The names are the keys of the catalogue the ruleset plays (src/rulesets/index.ts checks at
    // load that the typed record is that catalogue), so they cannot drift; spot-check each ruleset.
    expectTypeOf<"check" | "resolveDilemma">().toExtend<ShippedActionNames["lucky13"]>();
    expectTypeOf<"supply" | "describe">().toExtend<ShippedActionNames["beat15"]>();
    expectTypeOf<"phobia" | "finalise">().toExtend<ShippedActionNames["objects"]>();
    expectTypeOf<"lucidityRoll" | "settleNote">().toExtend<ShippedActionNames["lucidity"]>();
    expectTypeOf<"martialThrow" | "grapple">().toExtend<ShippedActionNames["dice-engine"]>();
    expectTypeOf<"lucidityRoll">().not.toExtend<ShippedActionNames["lucky13"]>();
    for (const r of rulesets.list()) expect(Object.keys(r.actions).length).toBeGreaterThan(0);
  });

  it("a Session of a shipped ruleset checks each action's parameters, as its schema takes them", () => {
    const session = new Session(rulesets.get("lucky13"), { seed: 1 });
    // What a caller sends is the schema's input: fields with defaults may be left out.
    expectTypeOf<ShippedActionParams["lucky13"]["check"]>().toEqualTypeOf<z.input<typeof checkParams>>();
    const wren = session.create("random", { name: "Wren" });
    session.addCharacter("wren", wren);
    const r = session.act("check", {
      actor: "wren",
      ability: "pulse",
      skill: "fighting",
      difficulty: "moderate",
    });
    expect(r.events.length).toBeGreaterThan(0);
    const sure = { actor: "wren", skill: "fighting", difficulty: "moderate" } as const;
    // @ts-expect-error a misspelt parameter name (a strict schema: refused when played too)
    expect(() => session.act("check", { ...sure, abilty: "pulse" })).toThrow();
    // @ts-expect-error a parameter of the wrong type
    expect(() => session.odds("check", { ...sure, ability: "pulse", difficulty: 3 })).toThrow();
    // @ts-expect-error a required parameter left out
    expect(() => session.act("attack", { attacker: "wren" })).toThrow();
    // @ts-expect-error an action Lucky 13 does not have, whatever its parameters
    expect(() => session.act("grapple", { attacker: "wren", defender: "wren" })).toThrow();
    // Every shipped ruleset's parameters are typed, including actions built by a helper.
    expectTypeOf<ShippedActionParams["lucky13"]["heal"]>().toHaveProperty("target");
    expectTypeOf<ShippedActionParams["dice-engine"]["grapple"]>().not.toEqualTypeOf<unknown>();
    expectTypeOf<ShippedActionParams["lucidity"]["energy"]>().not.toEqualTypeOf<unknown>();
    expectTypeOf<ShippedActionParams["objects"]["phobia"]>().not.toEqualTypeOf<unknown>();
    expectTypeOf<ShippedActionParams["beat15"]["supply"]>().not.toEqualTypeOf<unknown>();
    // No shipped action's parameters are left `unknown` (the names of any that are would show here).
    type Untyped = {
      [Id in keyof ShippedActionParams]: {
        [K in keyof ShippedActionParams[Id]]: unknown extends ShippedActionParams[Id][K]
          ? `${Id}.${K & string}`
          : never;
      }[keyof ShippedActionParams[Id]];
    }[keyof ShippedActionParams];
    expectTypeOf<Untyped>().toEqualTypeOf<never>();
    // A ruleset known only at run time takes any parameters, checked when played.
    const named: string = "lucky13";
    expectTypeOf(new Session(rulesets.get(named)).act<"check">)
      .parameter(1)
      .toBeUnknown();
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
