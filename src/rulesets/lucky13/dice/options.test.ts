import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { L13Error } from "./errors.js";
import { DEFAULT_DICE_OPTIONS, resolveDiceOptions } from "./options.js";
import { buildPool } from "./pool.js";
import { check, contest } from "./resolve.js";
import type { PoolSpec } from "./spec.js";

describe("options", () => {
  it("L13-GEN-1 the dice options default to the book (checklist Appendix A)", () => {
    expect(DEFAULT_DICE_OPTIONS).toEqual({
      playMode: "cinematic",
      overflowMode: "growExtra",
      stepResolution: "net",
      advantageStacks: false,
      advDisInteraction: "cancel",
      explosionPrompt: false,
      explosionRerollCanImplode: false,
      grittyOverflowExplodes: false,
      grittyImplodeScope: "allDice",
      explodeOnDamage: true,
      explodeOnInitiative: true,
      dilemmaPerImplodedDie: false,
      contestTie: "initiatorFails",
      multiContestTie: "rollOff",
      assetStacking: "sum",
      assetDefaultTarget: "skill",
      assistStacking: "sum",
      allowDifficultyStepping: false,
      maxSpecializationsPerRoll: 1,
    });
    expect(Object.isFrozen(DEFAULT_DICE_OPTIONS)).toBe(true);
  });

  it("L13-GEN-1 an option outside its allowed values is refused, naming it; unknown ruleset options pass through", () => {
    expect(() => resolveDiceOptions({ contestTie: "coinFlip" as "gm" })).toThrowError(
      expect.objectContaining({ code: "bad_option", path: ["options", "contestTie"] }),
    );
    expect(() => resolveDiceOptions({ maxSpecializationsPerRoll: 0 })).toThrowError(L13Error);
    const wider = { hpPerPulseDie: 10, playMode: "gritty" as const };
    expect(resolveDiceOptions(wider).playMode).toBe("gritty");
  });

  it("L13-GEN-4 a designer rule (a chase) needs only steps, added dice and advantage, no new arithmetic", () => {
    const runner: PoolSpec = {
      slots: [
        { role: "ability", base: 8, label: "reflex" },
        {
          role: "skill",
          base: 6,
          label: "athletics",
          steps: [{ source: "designer", steps: 1, label: "head start" }],
        },
      ],
      advantage: [{ source: "designer", label: "knows the alleys" }],
      extras: [{ size: 4, source: "designer", label: "motorbike" }],
    };
    const chaser: PoolSpec = {
      slots: [
        { role: "ability", base: 10 },
        { role: "skill", base: 8 },
      ],
    };
    const r = contest([{ pool: runner }, { pool: chaser }], facesSource([2, 5, 4, 3, 4, 7]));
    expect(r.totals).toEqual([5 + 4 + 3, 4 + 7]);
    expect(r.winner).toBe(0);
    const jump = check({ pool: runner, difficulty: "difficult" }, facesSource([6, 2, 7, 5, 2]));
    expect(jump.total).toBe(6 + 7 + 5 + 2);
  });

  it("L13-STEP-9 steps last one roll: building a pool never changes the spec it came from", () => {
    const spec: PoolSpec = {
      slots: [
        { role: "ability", base: 10 },
        { role: "skill", base: 8, steps: [{ source: "specialization", steps: 2, ref: "teleport" }] },
      ],
    };
    const before = structuredClone(spec);
    expect(buildPool(spec).slots[1]!.dice).toEqual([12]);
    check({ pool: spec, difficulty: "challenging" }, facesSource([4, 6, 3]));
    expect(spec).toEqual(before);
  });

  it("L13-CMB-11 Brunella with Broadsword level 1 attacks with Combat d8 instead of d6", () => {
    const pool = buildPool({
      slots: [
        { role: "ability", base: 8, label: "reflex" },
        {
          role: "skill",
          base: 6,
          label: "combat",
          steps: [{ source: "specialization", steps: 1, ref: "broadsword" }],
        },
        { role: "accuracy", base: 8, label: "broadsword" },
      ],
    });
    expect(pool.slots.map((s) => s.dice)).toEqual([[8], [8], [8]]);
  });

  it("L13-CMB-12 situational combat modifiers are labelled steps or advantage on named slots, recorded on the roll", () => {
    const pool = buildPool({
      slots: [
        { role: "ability", base: 6 },
        { role: "skill", base: 10 },
        { role: "defense", base: 6, steps: [{ source: "situation", steps: -1, label: "prone" }] },
      ],
      disadvantage: [{ source: "combat", label: "blinded" }],
    });
    expect(pool.slots[2]!.steps[0]).toMatchObject({ source: "situation", label: "prone", applied: true });
    expect([pool.effect, pool.disadvantage]).toEqual([
      "disadvantage",
      [{ source: "combat", label: "blinded" }],
    ]);
  });

  it("L13-BKG-6 the invoked background is taken as an input and recorded on the roll", () => {
    const r = check(
      {
        pool: {
          slots: [
            { role: "ability", base: 8 },
            { role: "skill", base: 6 },
          ],
          advantage: [{ source: "background", label: "circus acrobat" }],
        },
        difficulty: "easy",
      },
      facesSource([3, 6, 5, 4]),
    );
    expect(r.roll!.pool.advantage).toEqual([{ source: "background", label: "circus acrobat" }]);
    expect(r.total).toBe(15);
  });

  it("L13-DICE-1 errors are data: code, path and message", () => {
    const e = new L13Error("bad_die", ["slots", 0, "base"], "must be d4..d12");
    expect(JSON.parse(JSON.stringify(e))).toEqual({
      code: "bad_die",
      path: ["slots", 0, "base"],
      message: "slots[0].base: must be d4..d12",
    });
  });
});
