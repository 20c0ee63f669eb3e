// The defender's body from its race (DE-GRAP-5, DE-COND-19, DE-COND-2..4, DE-COND-33) and the perks
// that change how a character defends (DE-COND-4, DE-PERK-43, DE-PERK-22..25).

import { describe, expect, it } from "vitest";
import { CORE_PERKS as PERKS } from "../catalogue/perks.js";
import { racelessRace, raceSchema } from "../catalogue/races.js";
import { perkResiliences, stanceAt } from "../perks/defence.js";
import { aiBodyOfRace, bodyOfRace } from "./views.js";

const race = (input: Record<string, unknown>) => raceSchema.parse({ baseSpeed: 6, ...input });

describe("the defender's body", () => {
  it("DE-GRAP-5 DE-COND-19 a race named for a Hard Light or Soft Light body is that AI body", () => {
    expect(aiBodyOfRace({ id: "hardLightAi", name: "Construct" })).toBe("hardLight");
    expect(aiBodyOfRace({ id: "ghost", name: "Soft-Light Projection" })).toBe("softLight");
    expect(aiBodyOfRace(racelessRace({ racelessBaseStun: 0, racelessBaseSpeed: null }))).toBeNull();
  });

  it("DE-COND-2 DE-COND-3 DE-COND-4 DE-COND-33 a race's immunities, susceptibilities, resiliences and blood", () => {
    const b = bodyOfRace(
      race({
        id: "automaton",
        name: "Automaton",
        size: "large",
        traits: ["eyes"],
        immunities: ["bleed"],
        susceptibilities: ["electroShock"],
        resiliences: ["prone"],
        canBleed: false,
      }),
      ["prone", "grappled"],
    );
    expect(b).toEqual({
      size: "large",
      immunities: ["bleed"],
      susceptibilities: ["electroShock"],
      resiliences: ["prone", "grappled"],
      canBleed: false,
      aiBody: null,
      nonOrganic: true,
    });
  });
});

describe("perks in defence", () => {
  it("DE-PERK-43 DE-COND-4 Better Balance I makes its holder resilient to Prone", () => {
    const effects = PERKS.find((p) => p.id === "betterBalance1")!.effects;
    expect(perkResiliences(effects)).toEqual(["prone"]);
    expect(perkResiliences(PERKS.find((p) => p.id === "shieldBash")!.effects)).toEqual([]);
  });

  it("DE-PERK-22 a stance holds for its window and not a tick longer", () => {
    const s = { perk: "defensiveStance1", until: 15 };
    expect(stanceAt(s, 14)).toBe("defensiveStance1");
    expect(stanceAt(s, 15)).toBeNull();
    expect(stanceAt(null, 0)).toBeNull();
  });
});
