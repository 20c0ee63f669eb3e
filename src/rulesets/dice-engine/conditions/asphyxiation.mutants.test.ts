// Asphyxiation's numbers and the held breath, edge by edge (DE-COND-9..12).
import { describe, expect, it } from "vitest";
import { hero } from "../damage/testing/fixtures.js";
import { INITIATIVE_PER_MINUTE } from "../health/vitals.js";
import {
  asphyxiationDc,
  asphyxiationStatLoss,
  breathHoldInitiative,
  lowerStats,
  stopHoldingBreath,
} from "./asphyxiation.js";
import { activeCondition, type Breath } from "./state.js";

const held: Breath = {
  holdUntil: 600,
  stoppedAt: null,
  nextCheckAt: null,
  checks: 0,
  damage: 0,
  statLoss: 0,
};
const zero = {
  charisma: 0,
  convince: 0,
  logic: 0,
  intuition: 0,
  agility: 0,
  dexterity: 0,
  strength: 0,
  endurance: 0,
};

describe("asphyxiation's numbers", () => {
  it("DE-COND-9: the breath is held the longer of the minimum and Endurance, in minutes", () => {
    expect(breathHoldInitiative(0)).toBe(INITIATIVE_PER_MINUTE);
    expect(breathHoldInitiative(2, 3)).toBe(3 * INITIATIVE_PER_MINUTE);
    expect(breathHoldInitiative(4, 3)).toBe(4 * INITIATIVE_PER_MINUTE);
  });

  it("DE-COND-10: a setting's base DC and step", () => {
    expect(asphyxiationDc(0, 8, 3)).toBe(8);
    expect(asphyxiationDc(2, 8, 3)).toBe(14);
  });

  it("DE-COND-12: whole tens only; a setting's own step", () => {
    expect(asphyxiationStatLoss(9)).toBe(0);
    expect(asphyxiationStatLoss(10)).toBe(1);
    expect(asphyxiationStatLoss(19)).toBe(1);
    expect(asphyxiationStatLoss(9, 3)).toBe(3);
  });

  it("DE-COND-12: only the named stats drop, each logged from and to", () => {
    const r = lowerStats({ ...zero, logic: 2, strength: 5 }, ["logic"], 3, -4, 40);
    expect(r.stats).toEqual({ ...zero, logic: -1, strength: 5 });
    expect(r.happenings).toEqual([
      { kind: "statLowered", at: 40, stat: "logic", from: 2, to: -1, reason: "asphyxiation" },
    ]);
  });

  it("DE-COND-12: a stat already below the floor stays as it is, and no change is logged", () => {
    const r = lowerStats({ ...zero, logic: -5 }, ["logic"], 1, -4, 0);
    expect(r.stats.logic).toBe(-5);
    expect(r.happenings).toEqual([]);
  });
});

describe("letting the breath go", () => {
  it("DE-COND-10: only a held breath of a carried Asphyxiated ends now", () => {
    const h = hero({
      conditions: [
        activeCondition({ condition: "prone", appliedAt: 0 }),
        activeCondition({ condition: "asphyxiated", appliedAt: 0, breath: held }),
      ],
    });
    const r = stopHoldingBreath(h, 50);
    expect(r.conditions).toEqual([
      h.conditions[0],
      { ...h.conditions[1], breath: { ...held, holdUntil: 50 } },
    ]);
    expect(r.conditions[0]).toBe(h.conditions[0]);
  });

  it("DE-COND-10: a setting's own asphyxiating condition holding a breath lets it go too", () => {
    const h = hero({ conditions: [activeCondition({ condition: "drowning", appliedAt: 0, breath: held })] });
    expect(stopHoldingBreath(h, 50).conditions).toEqual([
      { ...h.conditions[0], breath: { ...held, holdUntil: 50 } },
    ]);
  });

  it("DE-COND-10: a breath already let go, no breath, or an Asphyxiated that has ended: nothing changes", () => {
    const unchanged = (c: ReturnType<typeof activeCondition>) => {
      const h = hero({ conditions: [c] });
      return stopHoldingBreath(h, 50).conditions[0] === h.conditions[0];
    };
    expect(
      unchanged(
        activeCondition({ condition: "asphyxiated", appliedAt: 0, breath: { ...held, stoppedAt: 30 } }),
      ),
    ).toBe(true);
    expect(unchanged(activeCondition({ condition: "asphyxiated", appliedAt: 0 }))).toBe(true);
    expect(
      unchanged(activeCondition({ condition: "asphyxiated", appliedAt: 0, endsAt: 50, breath: held })),
    ).toBe(true);
    expect(
      unchanged(activeCondition({ condition: "asphyxiated", appliedAt: 0, endsAt: 51, breath: held })),
    ).toBe(false);
  });
});
