// The check action as a table uses it, with scripted faces in roll order.

import { describe, expect, it } from "vitest";
import { sampleItem } from "./data/equipment.js";
import { exampleTable } from "./examples.js";
import { engineError, oddsFor, opts, run, sheet, sheetAfter, table } from "./testing/helpers.js";

const o = opts();
const state = exampleTable(o);

describe("check", () => {
  it("OBJ-ROLL-1 OBJ-CORE-2 the GM's specification, difficulty and modifiers are recorded with the result", () => {
    const r = run(
      state,
      "check",
      {
        actor: "rook",
        roll: ["DEX", "Ranged"],
        difficulty: 2,
        modifiers: [{ label: "pouring rain", dice: -2 }],
      },
      [6, 5, 1, 2, 3, 4],
    );
    expect(r.outcome).toMatchObject({
      entries: ["DEX", "Ranged"],
      form: "skill",
      difficulty: 2,
      difficultySource: "GM",
      pool: 6,
      modifiers: [{ label: "pouring rain", dice: -2, source: "gm" }],
      successes: 2,
      success: true,
    });
    expect(r.roll.partition).toBe("success");
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
  });

  it("OBJ-ROLL-1 an entry that is nothing on the sheet is refused, naming its place", () => {
    const e = engineError(() =>
      run(state, "check", { actor: "rook", roll: ["DEX", "Juggling"], difficulty: 1 }),
    );
    expect(e.path).toEqual(["roll", 1]);
  });

  it("OBJ-ROLL-17 a specification with two skills is refused", () => {
    expect(
      engineError(() =>
        run(state, "check", { actor: "rook", roll: ["DEX", "Melee", "Ranged"], difficulty: 1 }),
      ).message,
    ).toMatch(/two skills/);
  });

  it("OBJ-ROLL-5 difficulty 1 is labelled trivial", () => {
    expect(
      run(state, "check", { actor: "rook", roll: ["WIS", "INT"], difficulty: 1 }, [1, 1, 1, 1, 1, 1, 1])
        .outcome.difficultyLabel,
    ).toBe("trivial");
  });

  it("OBJ-ROLL-6 OBJ-ROLL-7 a difficulty above the pool is capped; a pool of 0 cannot be attempted", () => {
    const weak = table(o, { weak: sheet(o, { attributes: { dexterity: 1 } }), ...state.characters });
    const r = run(weak, "check", { actor: "weak", roll: ["DEX", "Melee"], difficulty: 1 });
    expect(r.roll.partition).toBe("impossible");
    expect(r.outcome).toMatchObject({ success: false, successes: 0, pool: 0 });
    expect(r.used).toBe(0);
    // The reason is said once: not "cannot be attempted (no dice in the pool: the action cannot be attempted)".
    expect(r.outcome.impossible).toBe("no dice in the pool");
    expect(r.roll.summary).toMatch(/: cannot be attempted \(no dice in the pool\)$/);
  });

  it("a check's summary pluralises its successes: 1 success, 2 successes", () => {
    const one = run(
      state,
      "check",
      { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 2 },
      [6, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(one.roll.summary).toMatch(/: 1 success against 2: failure$/);
    const two = run(
      state,
      "check",
      { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 2 },
      [6, 5, 1, 1, 1, 1, 1, 1],
    );
    expect(two.roll.summary).toMatch(/: 2 successes against 2: success$/);
  });

  it("OBJ-ROLL-12 OBJ-ROLL-8 difficulty from a target's rating: Dodge 0 with DEX 5 → 2; DEX 1 → 0, met whatever the faces", () => {
    const s = table(o, {
      rook: state.characters.rook!.data as never,
      nimble: sheet(o, { attributes: { dexterity: 5 } }),
      slow: sheet(o, { attributes: { dexterity: 1 } }),
    });
    const against = (target: string) => ({ target, entry: "Dodge", attribute: "DEX" });
    const r = run(
      s,
      "check",
      { actor: "rook", roll: ["DEX", "Ranged"], against: against("nimble") },
      [1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(r.outcome).toMatchObject({
      difficulty: 2,
      difficultySource: "half Someone's DEX",
      success: false,
    });
    const auto = run(
      s,
      "check",
      { actor: "rook", roll: ["DEX", "Ranged"], against: against("slow") },
      [1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(auto.outcome).toMatchObject({ difficulty: 0, successes: 0, success: true });
  });

  it("OBJ-MOD-4 OBJ-MOD-5 a changed target number needs a reason and is marked in the log", () => {
    expect(
      engineError(() =>
        run(state, "check", { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 1, targetNumber: 4 }),
      ).path,
    ).toEqual(["reason"]);
    const r = run(
      state,
      "check",
      {
        actor: "rook",
        roll: ["STR", "STA"],
        difficulty: 2,
        targetNumber: 4,
        reason: "kicking a wall: anyone can",
      },
      [4, 3, 6, 1, 1],
    );
    expect(r.outcome).toMatchObject({
      targetNumber: 4,
      targetNumberChanged: true,
      successes: 2,
      reason: "kicking a wall: anyone can",
    });
    expect(r.roll.summary).toMatch(/target 4: kicking a wall/);
    expect(r.roll.dice.map((d) => d.value)).toEqual([1, 0, 1, 0, 0]);
  });

  it("OBJ-EQUIP-3 OBJ-EQUIP-16 the toolbox adds a die to Mechanics while complete: DEX 2 + Mechanics 2 + 1 → 5 dice", () => {
    const mech = sheet(o, {
      attributes: { dexterity: 2 },
      skills: { mechanics: 2 },
      equipment: [sampleItem("mechanicsToolbox")],
    });
    const s = table(o, { mech });
    const params = {
      actor: "mech",
      roll: ["DEX", "Mechanics"],
      difficulty: 2,
      tools: ["Mechanic's Toolbox"],
    };
    expect(run(s, "check", params, [1, 1, 1, 1, 1]).outcome.pool).toBe(5);
    const out = run(s, "component", {
      actor: "mech",
      item: "Mechanic's Toolbox",
      component: "Wrench",
      take: "out",
    });
    const without = sheetAfter(out.events, "mech")!;
    expect(without.equipment.map((i) => i.name)).toEqual(["Mechanic's Toolbox", "Wrench"]);
    const r = run(table(o, { mech: without }), "check", params, [1, 1, 1, 1]);
    expect(r.outcome.pool).toBe(4);
    expect(r.outcome.modifiers).toEqual([
      { label: "Mechanic's Toolbox (incomplete: Wrench missing)", dice: 0, source: "tool" },
    ]);
    const back = sheetAfter(
      run(table(o, { mech: without }), "component", {
        actor: "mech",
        item: "Mechanic's Toolbox",
        component: "Wrench",
        take: "back",
      }).events,
      "mech",
    )!;
    expect(run(table(o, { mech: back }), "check", params, [1, 1, 1, 1, 1]).outcome.pool).toBe(5);
  });

  it("OBJ-EQUIP-3 a tool helps only its own skill; unusual bonuses are allowed with a warning", () => {
    expect(
      engineError(() =>
        run(state, "check", {
          actor: "rook",
          roll: ["DEX", "Ranged"],
          difficulty: 1,
          tools: ["Mechanic's Toolbox"],
        }),
      ).path,
    ).toEqual(["tools", 0]);
    const kit = sampleItem("mechanicsToolbox", {
      name: "Pit Crew Rig",
      tool: { skill: "mechanics", bonus: 5 },
    });
    const s = table(o, { m: sheet(o, { skills: { mechanics: 1 }, equipment: [kit] }) });
    const r = run(
      s,
      "check",
      { actor: "m", roll: ["INT", "Mechanics"], difficulty: 1, tools: ["Pit Crew Rig"] },
      Array(9).fill(1),
    );
    expect(r.outcome.warnings).toEqual(["Pit Crew Rig adds 5 dice: tools usually add 1 to 3"]);
  });

  it("OBJ-SKILL-7 with Mechanics 0 the job cannot be attempted", () => {
    const s = table(o, { m: sheet(o) });
    expect(run(s, "check", { actor: "m", roll: ["INT", "Mechanics"], difficulty: 1 }).roll.partition).toBe(
      "impossible",
    );
  });

  it("OBJ-SKILL-6 a successful Explosives roll records what was identified; a failed one does not", () => {
    const s = table(o, { bomb: sheet(o, { skills: { explosives: 2 } }) });
    const p = { actor: "bomb", roll: ["INT", "Explosives"], difficulty: 1, identified: "a pipe bomb" };
    expect(run(s, "check", p, [5, 1, 1, 1, 1]).outcome.identified).toBe("a pipe bomb");
    expect(run(s, "check", p, [1, 1, 1, 1, 1]).outcome.identified).toBeNull();
    expect(engineError(() => run(s, "check", { ...p, roll: ["INT", "WIS"] })).path).toEqual(["identified"]);
  });

  it("OBJ-TRAIT-7 OBJ-TRAIT-9 the actor's own traits change the pool: Aquatic when swimming, Diminished Sense by sense", () => {
    expect(
      run(state, "check", { actor: "marta", roll: ["STR", "Swimming"], difficulty: 1 }, Array(8).fill(1))
        .outcome.pool,
    ).toBe(8);
    const r = run(
      state,
      "check",
      { actor: "rook", roll: ["WIS", "INT"], difficulty: 1, senses: ["hearing"] },
      Array(6).fill(1),
    );
    expect(r.outcome.pool).toBe(6);
    expect(r.outcome.modifiers).toEqual([{ label: "Diminished Sense (hearing)", dice: -1, source: "trait" }]);
  });

  it("OBJ-CHAR-14 a draft cannot roll", () => {
    const s = table(o, { d: sheet(o, { draft: true }) });
    expect(
      engineError(() => run(s, "check", { actor: "d", roll: ["STR", "DEX"], difficulty: 1 })).message,
    ).toMatch(/draft/);
  });

  it("odds before the roll: DEX 5 + Ranged 3 against 2 = 1 − P(0 or 1 of 8 succeed)", () => {
    const q = 2 / 3;
    const expected = 1 - q ** 8 - 8 * (1 / 3) * q ** 7;
    const odds = oddsFor(state, "check", { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 2 });
    expect(odds.partition.success).toBeCloseTo(expected, 14);
    expect(odds.distributions.successes).toHaveLength(9);
  });

  it("OBJ-ALT-1 OBJ-ALT-2 a d10 table rolls d10s against 8 for everyone", () => {
    const d10 = opts({ dieType: "d10" });
    const r = run(
      exampleTable(d10),
      "check",
      { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 2 },
      [8, 7, 10, 1, 1, 1, 1, 1],
    );
    expect(r.roll.dice.every((d) => d.sides === 10)).toBe(true);
    expect(r.outcome).toMatchObject({ successes: 2, targetNumber: 8, sides: 10 });
  });
});
