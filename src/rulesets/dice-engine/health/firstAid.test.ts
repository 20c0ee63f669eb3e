import { describe, expect, it } from "vitest";
import { hero, hpStun, scripted } from "../damage/testing/fixtures.js";
import { makeDeathCheck } from "./death.js";
import { FIRST_AID, type FirstAider, giveFirstAid } from "./firstAid.js";
import { parseVitals, type VitalsInput } from "./vitals.js";

const dyingInput: VitalsInput = {
  ...hpStun(0, 3, 0, 6),
  unconscious: { cause: "dying", since: 0, until: null },
  death: { successes: 0, failures: 1, stabilised: false, nextCheckAt: 10 },
};
const dying = parseVitals(dyingInput);
const medic: FirstAider = { skills: ["medic"], distance: 1, allied: true };
const reach = { firstAidReach: 1 };

describe("First Aid", () => {
  it("DE-AID-1: an ally with Medic, within reach, helps a dying unconscious character for 10 initiative", () => {
    expect(giveFirstAid(dying, medic, reach)).toMatchObject({ ok: true, cost: 10 });
    expect(giveFirstAid(dying, { ...medic, skills: [] }, reach)).toMatchObject({
      ok: false,
      error: { code: "refused", path: ["helper", "skills"] },
    });
    expect(giveFirstAid(dying, { ...medic, distance: 2 }, reach)).toMatchObject({
      ok: false,
      error: { path: ["helper", "distance"] },
    });
    expect(giveFirstAid(dying, { ...medic, distance: 2 }, { firstAidReach: 2 }).ok).toBe(true);
    expect(giveFirstAid(dying, { ...medic, allied: false }, reach).ok).toBe(false);
    const awake = parseVitals(hpStun(2, 3, 1, 6));
    expect(giveFirstAid(awake, medic, reach)).toMatchObject({ ok: false, error: { path: ["patient"] } });
    const stable = parseVitals({ ...dyingInput, death: { successes: 3, failures: 0, stabilised: true } });
    expect(giveFirstAid(stable, medic, reach).ok).toBe(false);
  });

  it("DE-AID-2: advantage on the next death check (two with Improved First Aid); no stacking", () => {
    const aided = giveFirstAid(dying, medic, reach);
    if (!aided.ok) throw new Error("refused");
    expect(aided.vitals.firstAidChecks).toBe(1);
    const r = makeDeathCheck(hero({ vitals: aided.vitals }), scripted([2, 3, 9]), false);
    const c = r.happenings.find((h) => h.kind === "check");
    expect(c?.kind === "check" && c.check.result.net).toBe(1);
    expect(c?.kind === "check" && c.check.result.total).toBe(12);
    expect(r.view.vitals.firstAidChecks).toBe(0);

    const improved = giveFirstAid(dying, { ...medic, improvedFirstAid: true }, reach);
    expect(improved.ok && improved.vitals.firstAidChecks).toBe(2);
    // A second round of First Aid refreshes the count; it never adds a second level to one check.
    if (!improved.ok) throw new Error("refused");
    const again = giveFirstAid(improved.vitals, medic, reach);
    expect(again.ok && again.vitals.firstAidChecks).toBe(2);
    const twice = giveFirstAid(aided.vitals, medic, reach);
    expect(twice.ok && twice.vitals.firstAidChecks).toBe(1);
  });

  it("DE-AID-3: Emergency Triage makes First Aid cost 5 initiative", () => {
    expect(giveFirstAid(dying, { ...medic, emergencyTriage: true }, reach)).toMatchObject({
      ok: true,
      cost: 5,
    });
    expect(FIRST_AID.cost).toBe(10);
  });
});
