// First Aid's refusals word for word, and its checks and cost exactly (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { hpStun } from "../damage/testing/fixtures.js";
import { FIRST_AID, type FirstAider, giveFirstAid } from "./firstAid.js";
import { parseVitals, type VitalsInput } from "./vitals.js";

const dyingInput: VitalsInput = {
  ...hpStun(0, 3, 0, 6),
  unconscious: { cause: "dying", since: 0, until: null },
  death: { successes: 0, failures: 1, stabilised: false, nextCheckAt: 10 },
};
const dying = parseVitals(dyingInput);
const medic: FirstAider = { skills: ["medic"], distance: 1.5, allied: true };
const reach = { firstAidReach: 1.5 };
const refusal = (path: string[], message: string) => ({
  ok: false,
  error: { code: "refused", path, message },
});

describe("First Aid, word for word", () => {
  it("DE-AID-1: each refusal names its field and reason", () => {
    expect(giveFirstAid(dying, { ...medic, allied: false }, reach)).toEqual(
      refusal(["helper", "allied"], "First Aid comes from an allied character"),
    );
    expect(giveFirstAid(dying, { ...medic, skills: ["melee"] }, reach)).toEqual(
      refusal(["helper", "skills"], "First Aid needs the Medic skill"),
    );
    expect(giveFirstAid(dying, { ...medic, distance: 1.6 }, reach)).toEqual(
      refusal(["helper", "distance"], "the helper must be within 1.5 m of the patient"),
    );
    const words = "First Aid helps an unconscious character that is making death checks";
    expect(giveFirstAid(parseVitals(hpStun(1, 3, 0, 6)), medic, reach)).toEqual(refusal(["patient"], words));
    // At 0 HP and not stabilised but not (or no longer) unconscious: nothing to help.
    expect(giveFirstAid(parseVitals({ ...dyingInput, unconscious: null }), medic, reach)).toEqual(
      refusal(["patient"], words),
    );
  });

  it("DE-AID-1, 2, 3: one check for 10 initiative; two with Improved First Aid; 5 with Emergency Triage", () => {
    expect(FIRST_AID).toEqual({
      skill: "medic",
      cost: 10,
      emergencyTriageCost: 5,
      checks: 1,
      improvedChecks: 2,
    });
    expect(giveFirstAid(dying, medic, reach)).toEqual({
      ok: true,
      vitals: { ...dying, firstAidChecks: 1 },
      cost: 10,
    });
    expect(giveFirstAid(dying, { ...medic, improvedFirstAid: true, emergencyTriage: true }, reach)).toEqual({
      ok: true,
      vitals: { ...dying, firstAidChecks: 2 },
      cost: 5,
    });
  });
});
