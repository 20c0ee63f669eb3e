import { describe, expect, it } from "vitest";
import { engineError, hurt as hurtAt, opts, restPeriod } from "../testing/helpers.js";
import { heal } from "./healing.js";
import { lethalHealth } from "./health.js";

const o = opts();
const hurt = (stamina: number, lethal: number, nonLethal: number) => hurtAt(o, stamina, lethal, nonLethal);
const rest = restPeriod;

describe("healing", () => {
  it("OBJ-HEAL-1 STA 3, N 5 → N 2 after one day, N 0 after two", () => {
    const c = hurt(3, 0, 5);
    expect(heal(c, rest({ days: 1 }), o).character.damage.nonLethal).toBe(2);
    expect(heal(c, rest({ days: 2 }), o).character.damage.nonLethal).toBe(0);
  });

  it("OBJ-HEAL-2 lethal heals ⌊STA/2⌋ a week: STA 5 → 2; STA 1 → 0", () => {
    expect(heal(hurt(5, 4, 0), rest({ weeks: 1 }), o).character.damage.lethal).toBe(2);
    expect(heal(hurt(1, 1, 0), rest({ weeks: 1 }), o).character.damage.lethal).toBe(1);
  });

  it("OBJ-HEAL-3 OBJ-HEAL-4 STA 4, L 9: no care → L 9; care → L 7; next week without care → L 5", () => {
    const c = hurt(4, 9, 0);
    const alone = heal(c, rest({ weeks: 1 }), o);
    expect(alone.character.damage.lethal).toBe(9);
    expect(alone.changes.join(" ")).toMatch(/no lethal healing without care/);
    const cared = heal(c, rest({ weeks: 1, underCare: true }), o).character;
    expect([cared.damage.lethal, lethalHealth(cared)]).toEqual([7, 1]);
    expect(heal(cared, rest({ weeks: 1 }), o).character.damage.lethal).toBe(5);
  });

  it("OBJ-HEAL-5 the activity is recorded, and the GM may set the rates", () => {
    const r = heal(
      hurt(4, 4, 4),
      rest({ weeks: 1, activity: "heavier", rate: { lethalPerWeek: 1, nonLethalPerDay: 1 } }),
      o,
    );
    expect(r.character.damage).toEqual({ lethal: 3, nonLethal: 0 });
    expect(r.changes[0]).toMatch(/heavier activity.*GM's rate/);
  });

  it("OBJ-HEAL-6 whole periods: days heal no lethal damage; pro rata by option rounds down", () => {
    const c = hurt(4, 4, 0);
    expect(heal(c, rest({ days: 6 }), o).character.damage.lethal).toBe(4);
    const pro = opts({ healingGranularity: "pro-rata-floor" });
    expect(heal(c, rest({ days: 6 }), pro).character.damage.lethal).toBe(3);
    expect(heal(c, rest({ days: 3 }), pro).character.damage.lethal).toBe(4);
  });

  it("OBJ-HEAL-6 the care check is made at the start of each week", () => {
    // STA 4, L 8 (lethal Health 0): the first week needs care; once above 0 the rest heal alone.
    const c = hurt(4, 8, 0);
    expect(heal(c, rest({ weeks: 2 }), o).character.damage.lethal).toBe(8);
    expect(heal(c, rest({ weeks: 2, underCare: true }), o).character.damage.lethal).toBe(4);
  });

  it("refuses to heal the dead or an empty period", () => {
    expect(engineError(() => heal(hurt(2, 6, 0), rest({ weeks: 1 }), o)).code).toBe("refused");
    expect(engineError(() => heal(hurt(2, 1, 0), rest({}), o)).path).toEqual(["days"]);
  });
});
