// Tests that kill mutants of roll.ts that survived `npm run mutate -- src/rulesets/lucky13/dice`
// (issue 21): the name each throw is asked for (what a physical-dice prompt shows), the explosion
// chain's safety limit, labels kept only when given, and one dilemma per imploded die on request.

import { describe, expect, it } from "vitest";
import { type DiceSource, facesSource } from "../../../dice/index.js";
import { L13Error } from "./errors.js";
import { resolveDiceOptions } from "./options.js";
import { MAX_EXPLOSION_CHAIN, rollDamage, rollDie, rollInitiative, rollPool } from "./roll.js";
import { dieRule } from "./rules.js";
import type { PoolSpec } from "./spec.js";

/** Plays these faces and records the name and the faces each throw was asked with. */
function recording(faces: number[]) {
  const inner = facesSource(faces);
  const asked: string[] = [];
  const sides: number[] = [];
  const source: DiceSource = {
    roll(f, name) {
      asked.push(name);
      sides.push(f.length);
      expect(f).toEqual(Array.from({ length: f.length }, (_, i) => i + 1));
      return inner.roll(f, name);
    },
  };
  return { source, asked, sides };
}

const core: PoolSpec = {
  slots: [
    { role: "ability", base: 6 },
    { role: "skill", base: [12, 4] },
  ],
};

describe("throws", () => {
  it("L13-EXPL-1 each throw is asked for by die and role, a reroll as an explosion", () => {
    const r = recording([6, 2, 12, 4, 4, 1]);
    rollPool(core, r.source);
    expect(r.asked).toEqual([
      "d6 (ability)",
      "d6 (ability explosion)",
      "d12 (skill)",
      "d12 (skill explosion)",
      "d4 (skill)",
      "d4 (skill explosion)",
    ]);
    expect(r.sides).toEqual([6, 6, 12, 12, 4, 4]);
  });

  it(`L13-EXPL-5 a chain longer than ${MAX_EXPLOSION_CHAIN} rerolls is refused, not followed forever`, () => {
    const rule = dieRule("skill", false, resolveDiceOptions());
    let n = 0;
    const always4: DiceSource = {
      roll: () => {
        n++;
        return 4;
      },
    };
    try {
      rollDie(4, "skill", rule, always4);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(L13Error);
      const err = e as L13Error;
      expect([err.code, err.path, err.detail]).toEqual([
        "runaway_roll",
        [],
        `a d4 (skill) exploded more than ${MAX_EXPLOSION_CHAIN} times in a row`,
      ]);
    }
    expect(n).toBe(MAX_EXPLOSION_CHAIN + 1);
    const thousand = new Array(MAX_EXPLOSION_CHAIN).fill(4);
    const long = rollDie(4, "skill", rule, facesSource([...thousand, 2]));
    expect(long.value).toBe(4 * MAX_EXPLOSION_CHAIN + 2);
  });

  it("L13-EXPL-1 a die that does not show its size is not rerolled and has not exploded", () => {
    const rule = dieRule("skill", false, resolveDiceOptions());
    expect(rollDie(6, "skill", rule, facesSource([5]))).toEqual({
      faces: [5],
      value: 5,
      exploded: false,
      imploded: false,
    });
    expect(rollDie(6, "skill", rule, facesSource([6, 1]))).toEqual({
      faces: [6, 1],
      value: 7,
      exploded: true,
      imploded: false,
    });
  });

  it("L13-EXPL-1 with explosionPrompt on and no callback every explosion is still rerolled", () => {
    const r = rollPool(core, facesSource([6, 1, 3, 2]), { explosionPrompt: true });
    expect(r.dice[0]!.faces).toEqual([6, 1]);
    const asked: number[][] = [];
    const declined = rollPool(
      core,
      facesSource([6, 3, 2]),
      { explosionPrompt: true },
      {
        explosionPrompt: (d) => {
          asked.push([...d.faces]);
          return false;
        },
      },
    );
    expect(declined.total).toBe(11);
    expect(asked).toEqual([[6]]);
  });
});

describe("what a roll records", () => {
  it("labels are kept on the dice and the slot roll when given, absent otherwise", () => {
    const bare = rollPool(core, facesSource([3, 5, 2]));
    expect(bare.dice.some((d) => "label" in d)).toBe(false);
    expect(bare.slots.some((s) => "label" in s)).toBe(false);
    const named = rollPool(
      { slots: [{ ...core.slots[0]!, label: "reflex" }, core.slots[1]!] },
      facesSource([3, 5, 2]),
    );
    expect(named.dice.map((d) => d.label)).toEqual(["reflex", undefined, undefined]);
    expect(named.slots.map((s) => s.label)).toEqual(["reflex", undefined]);
  });

  it("L13-CHK-7 a slot with no die has one throw of 0", () => {
    const r = rollPool(
      {
        slots: [
          { role: "ability", base: 4, steps: [{ source: "gm", steps: -1 }] },
          { role: "skill", base: 6 },
        ],
      },
      facesSource([5]),
    );
    expect(r.slots[0]).toMatchObject({ dice: [], attempts: [0], keptAttempt: 0, total: 0 });
  });

  it("L13-EXPL-13 dilemmaPerImplodedDie counts one dilemma per kept imploded die", () => {
    const faces = [1, 1, 4, 2];
    expect(rollPool(core, facesSource(faces))).toMatchObject({ implodedDice: 2, dilemma: true, dilemmas: 1 });
    expect(rollPool(core, facesSource(faces), { dilemmaPerImplodedDie: true })).toMatchObject({
      implodedDice: 2,
      dilemmas: 2,
    });
    expect(rollPool(core, facesSource([2, 2, 2]), { dilemmaPerImplodedDie: true })).toMatchObject({
      dilemma: false,
      dilemmas: 0,
    });
  });

  it("L13-EXPL-10 a single damage or initiative die refuses a bad size under its role", () => {
    expect(() => rollDamage(7, facesSource([]))).toThrowError(expect.objectContaining({ path: ["damage"] }));
    expect(() => rollInitiative(20, facesSource([]))).toThrowError(
      expect.objectContaining({ path: ["initiative"] }),
    );
    expect(rollInitiative(6, facesSource([6, 6, 1]), { playMode: "gritty" }).total).toBe(12);
  });
});

// Added after the first run of roll.ts, joint.ts and odds.ts (session 14).
describe("slots and rerolls (after the run)", () => {
  const rule = { maxRerolls: 3, implodes: true, rerollImplodes: true };

  it("L13-EXPL-8 an explosion's reroll implodes only on a 1", () => {
    expect(rollDie(6, "skill", rule, facesSource([6, 3])).imploded).toBe(false);
    expect(rollDie(6, "skill", rule, facesSource([6, 6, 1])).imploded).toBe(true);
  });

  it("L13-EXPL-11 with disadvantage, of two equal throws the first is kept", () => {
    const dis: PoolSpec = { ...core, disadvantage: [{ source: "impairment" }] };
    // Ability d6 thrown twice: 3, then 3; skill d12 + d4 after.
    const r = rollPool(dis, facesSource([3, 3, 5, 2]));
    expect(r.slots[0]).toMatchObject({ attempts: [3, 3], keptAttempt: 0, total: 3 });
    expect(r.dice.filter((d) => d.role === "ability").map((d) => d.kept)).toEqual([true, false]);
  });

  it("L13-CHK-7 each slot's record lists its dice by size", () => {
    const r = rollPool(core, facesSource([3, 5, 2]));
    expect(r.slots.map((s) => s.dice)).toEqual([[6], [12, 4]]);
  });
});
