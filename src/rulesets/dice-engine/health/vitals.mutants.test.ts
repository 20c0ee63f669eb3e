// Health data at its edges: each tracker's current value against its max, stun dice spent against
// owned, the builders' defaults, and who is dying (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import { hpStun, res } from "../damage/testing/fixtures.js";
import { fresh } from "./testing/dying.js";
import {
  hoursToInitiative,
  hpStunVitals,
  isDying,
  lifeValue,
  minutesToInitiative,
  parseVitals,
  resilienceVitals,
  type VitalsInput,
} from "./vitals.js";

/** The refusal parseVitals throws for `raw`: its path and message. */
const refusalOf = (raw: VitalsInput) => {
  const e = engineRefusal(() => parseVitals(raw));
  return { code: e.code, path: e.path, message: e.message };
};
/** The issues parseVitals keeps for `raw`, each with the schema's own code. */
const issuesOf = (raw: VitalsInput) => engineRefusal(() => parseVitals(raw)).issues;

describe("parseVitals", () => {
  it("DE-HEALTH-2: HP and Stun at their max are fine; above it each is refused by name", () => {
    expect(parseVitals(hpStun(3, 3, 6, 6)).track).toEqual({
      kind: "hpStun",
      hp: 3,
      maxHp: 3,
      stun: 6,
      maxStun: 6,
    });
    expect(refusalOf(hpStun(4, 3, 6, 6))).toEqual({
      code: "invalid",
      path: ["track", "hp"],
      message: "invalid vitals: track.hp: above maxHp",
    });
    expect(refusalOf(hpStun(3, 3, 7, 6))).toEqual({
      code: "invalid",
      path: ["track", "stun"],
      message: "invalid vitals: track.stun: above maxStun",
    });
  });

  it("DE-RES-1: Res at its max is fine; above it is refused", () => {
    expect(parseVitals(res(5, 5)).track).toEqual({ kind: "resilience", res: 5, maxRes: 5 });
    expect(refusalOf(res(6, 5))).toEqual({
      code: "invalid",
      path: ["track", "res"],
      message: "invalid vitals: track.res: above maxRes",
    });
  });

  it("DE-HEAL-1: no more stun dice spent than owned", () => {
    expect(parseVitals({ ...hpStun(3, 3, 6, 6), stunDice: { max: 2, spent: 2 } }).stunDice).toEqual({
      max: 2,
      spent: 2,
    });
    expect(refusalOf({ ...hpStun(3, 3, 6, 6), stunDice: { max: 2, spent: 3 } })).toEqual({
      code: "invalid",
      path: ["stunDice", "spent"],
      message: "invalid vitals: stunDice.spent: more stun dice spent than owned",
    });
    expect(refusalOf({ ...res(5, 5), stunDice: { max: 0, spent: 1 } })).toMatchObject({
      path: ["stunDice", "spent"],
    });
  });

  it("DE-HEALTH-2, DE-HEAL-1: each of these refusals is the schema's own custom issue", () => {
    expect(issuesOf(hpStun(4, 3, 6, 6))).toEqual([
      { path: ["track", "hp"], message: "above maxHp", code: "custom" },
    ]);
    expect(issuesOf(hpStun(3, 3, 7, 6))).toEqual([
      { path: ["track", "stun"], message: "above maxStun", code: "custom" },
    ]);
    expect(issuesOf(res(6, 5))).toEqual([
      { path: ["track", "res"], message: "above maxRes", code: "custom" },
    ]);
    expect(issuesOf({ ...hpStun(3, 3, 6, 6), stunDice: { max: 0, spent: 1 } })).toEqual([
      { path: ["stunDice", "spent"], message: "more stun dice spent than owned", code: "custom" },
    ]);
  });

  it("DE-HEALTH-1: the rest of the health data defaults to awake, alive, untallied", () => {
    expect(parseVitals(hpStun(2, 3, 1, 6))).toEqual({
      track: { kind: "hpStun", hp: 2, maxHp: 3, stun: 1, maxStun: 6 },
      unconscious: null,
      death: fresh,
      dead: false,
      stunDice: { max: 1, spent: 0 },
      firstAidChecks: 0,
    });
  });
});

describe("the builders", () => {
  it("DE-HEAL-1: a healthy HP + Stun character at max, with 1 + Stun ranks stun dice", () => {
    expect(hpStunVitals({ maxHp: 4, maxStun: 7 })).toEqual(parseVitals(hpStun(4, 4, 7, 7)));
    expect(hpStunVitals({ maxHp: 4, maxStun: 7, hp: 1, stun: 0, stunRanks: 2 })).toEqual(
      parseVitals({ ...hpStun(1, 4, 0, 7), stunDice: { max: 3, spent: 0 } }),
    );
  });

  it("DE-RES-2: a Resilience character at max or given Res, with no stun dice", () => {
    expect(resilienceVitals({ maxRes: 6 })).toEqual({
      track: { kind: "resilience", res: 6, maxRes: 6 },
      unconscious: null,
      death: fresh,
      dead: false,
      stunDice: { max: 0, spent: 0 },
      firstAidChecks: 0,
    });
    expect(resilienceVitals({ maxRes: 6, res: 2 }).track).toEqual({ kind: "resilience", res: 2, maxRes: 6 });
  });
});

describe("time and the dying", () => {
  it("DE-INIT-10: 120 initiative a minute, 7,200 an hour", () => {
    expect(minutesToInitiative(2)).toBe(240);
    expect(hoursToInitiative(3)).toBe(21_600);
  });

  it("DE-DEATH-2: death checks watch HP or Res", () => {
    expect(lifeValue({ kind: "hpStun", hp: 2, maxHp: 3, stun: 5, maxStun: 6 })).toBe(2);
    expect(lifeValue({ kind: "resilience", res: 4, maxRes: 6 })).toBe(4);
  });

  it("DE-DEATH-2: dying is at 0 HP or Res, alive and not stabilised", () => {
    expect(isDying(parseVitals(hpStun(0, 3, 0, 6)))).toBe(true);
    expect(isDying(parseVitals(res(0, 5)))).toBe(true);
    expect(isDying(parseVitals(hpStun(1, 3, 0, 6)))).toBe(false);
    expect(isDying(parseVitals(res(1, 5)))).toBe(false);
    expect(isDying(parseVitals({ ...hpStun(0, 3, 0, 6), dead: true }))).toBe(false);
    expect(isDying(parseVitals({ ...hpStun(0, 3, 0, 6), death: { successes: 3, stabilised: true } }))).toBe(
      false,
    );
  });
});
