// The defender's body read from its race, at its edges: AI bodies named in any spelling by id or by
// name, a race that is both, the perks' resiliences merged, and what makes a body non-organic
// (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { raceSchema } from "../catalogue/races.js";
import { aiBodyOfRace, bodyOfRace } from "./views.js";

const race = (input: Record<string, unknown>) =>
  raceSchema.parse({ id: "r", name: "R", baseSpeed: 6, ...input });

describe("DE-GRAP-5 DE-COND-19: AI bodies", () => {
  it("Hard Light or Soft Light named in the id or the name, in any case and spacing", () => {
    expect(aiBodyOfRace({ id: "x", name: "HARD light" })).toBe("hardLight");
    expect(aiBodyOfRace({ id: "soft_light", name: "Ghost" })).toBe("softLight");
    expect(aiBodyOfRace({ id: "x", name: "Soft Light 2" })).toBe("softLight");
    expect(aiBodyOfRace({ id: "lighthard", name: "Hard" })).toBeNull();
  });

  it("the id is read before the name; within one text Hard Light before Soft Light", () => {
    expect(aiBodyOfRace({ id: "softLight", name: "Hard Light" })).toBe("softLight");
    expect(aiBodyOfRace({ id: "hardLightSoftLight", name: "x" })).toBe("hardLight");
  });
});

describe("DE-COND-2..4 DE-COND-33 DE-RES-1: the body", () => {
  it("an organic HP body with the default traits; the perks' resiliences merged once each", () => {
    const b = bodyOfRace(race({ resiliences: ["prone"] }), ["prone", "grappled", "grappled"]);
    expect(b).toEqual({
      size: "medium",
      immunities: [],
      susceptibilities: [],
      resiliences: ["prone", "grappled"],
      canBleed: true,
      aiBody: null,
      nonOrganic: false,
    });
    expect(bodyOfRace(race({})).resiliences).toEqual([]);
  });

  it("a Resilience body is non-organic even with the organic trait", () => {
    expect(bodyOfRace(race({ health: "resilience" })).nonOrganic).toBe(true);
    expect(bodyOfRace(race({ traits: ["organic"] })).nonOrganic).toBe(false);
  });

  it("an AI body named in the race is the body's", () => {
    expect(bodyOfRace(race({ id: "softLight" })).aiBody).toBe("softLight");
  });

  it("the lists are copies: changing the body leaves the race alone", () => {
    const r = race({ immunities: ["bleed"], susceptibilities: ["burning"] });
    const b = bodyOfRace(r);
    b.immunities.push("x");
    b.susceptibilities.push("y");
    expect([r.immunities, r.susceptibilities]).toEqual([["bleed"], ["burning"]]);
  });
});
