import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { CORE_SKILLS } from "../catalogue/skills.js";
import { buildCheck, resolveCharacterCheck, rollCharacterCheck } from "./check-effects.js";
import { newCharacter } from "./create.js";
import { defenceValues } from "./derive.js";
import { buy, buyAll } from "./purchase.js";
import { build, ok, opts, refused } from "./testing/helpers.js";

const o = opts();
const skill = (s: string) => ({ kind: "skill" as const, skill: s });
const built = (b: ReturnType<typeof buildCheck>) => {
  if (!b.ok) throw new Error(b.error.message);
  return b.build;
};

describe("skills (§8)", () => {
  it("DE-SKILL-1: a skill is bought once, for SP at creation or XP afterwards, and removes the unskilled penalty", () => {
    expect(ok(buy(newCharacter("T", o), skill("navigation"), o)).sp).toBe(975);
    const c = ok(buy(build({ xp: 100 }), skill("navigation"), o));
    expect(c.xp).toBe(75);
    refused(buy(c, skill("navigation"), o), "already_owned");
    const without = built(buildCheck(build(), { stat: "intuition", equipmentSkill: "navigation" }, o));
    const with_ = built(buildCheck(c, { stat: "intuition", equipmentSkill: "navigation" }, o));
    expect([without.unskilled, with_.unskilled]).toEqual([true, false]);
  });

  it("DE-SKILL-2: the skill list is extensible by a setting module", () => {
    const o2 = opts({
      setting: {
        skills: [
          {
            id: "laserRifles",
            name: "Laser Rifles",
            group: "ranged",
            cost: 50,
            covers: "laser rifles",
            unskilled: { disadvantage: true, losesItemBonus: false },
          },
        ],
        skillGroups: { ranged: "Ranged Weapons" },
      },
    });
    const c = ok(buy(build({ xp: 50 }), skill("Laser Rifles"), o2));
    expect(c.skills).toEqual(["laserRifles"]);
    refused(buy(build({ xp: 50 }), skill("Laser Rifles"), o), "unknown");
  });

  it("DE-SKILL-3: a dagger attack without Knife Fighting is unskilled (one level of disadvantage, no focus)", () => {
    const r = resolveCharacterCheck(
      build({ focuses: { tactics: 2 } }),
      { stat: "dexterity", attack: true, weapon: { skill: "knifeFighting" }, focus: "tactics" },
      o,
      [7, 3, 9],
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.check.build.request.unskilled).toBe(true);
    expect(r.check.result!.net).toBe(-1);
    expect(r.check.result!.kept).toEqual([3, 7]);
    expect(r.check.result!.focusBonus).toBe(0);
    expect(CORE_SKILLS.find((s) => s.id === "knifeFighting")!.covers).toContain("daggers");
  });

  it("DE-SKILL-4: Scythe Fighting needs Agility 1; Hammer and Axe Fighting need Strength 1; Surgeon needs Medic", () => {
    const rich = build({ xp: 1000 });
    for (const s of ["scytheFighting", "hammerFighting", "axeFighting", "surgeon"])
      refused(buy(rich, skill(s), o), "prerequisite");
    const able = build({ xp: 1000, stats: { agility: 1, strength: 1 }, skills: ["medic"] });
    expect(
      ok(buyAll(able, ["scytheFighting", "hammerFighting", "axeFighting", "surgeon"].map(skill), o)).skills,
    ).toHaveLength(5);
    const others = CORE_SKILLS.filter(
      (s) => !["scytheFighting", "hammerFighting", "axeFighting", "surgeon"].includes(s.id),
    );
    expect(others.every((s) => s.prerequisites.length === 0)).toBe(true);
  });

  it("DE-SKILL-5: armour without its skill gives no PA or EA but keeps its type's limits (Fortitude PA 4 / EA 2)", () => {
    const c = build({ stats: { endurance: 2, agility: 3 } });
    const fort = { type: "fortitude" as const, pa: 4, ea: 2 };
    const bare = defenceValues(c, o, { armour: fort });
    expect([bare.normal, bare.ea]).toEqual([7, 0]);
    const trained = defenceValues({ ...c, skills: ["fortitudeArmour"] }, o, { armour: fort });
    expect([trained.normal, trained.ea]).toEqual([11, 2]);
    const shield = defenceValues(c, o, { held: { pa: 2, ea: 0, skill: "shields" } });
    expect(shield.pa).toBe(0);
    expect(
      defenceValues({ ...c, skills: ["shields"] }, o, { held: { pa: 2, ea: 0, skill: "shields" } }).pa,
    ).toBe(2);
  });

  it("DE-SKILL-6: riding or piloting without the skill has disadvantage", () => {
    for (const s of ["riding", "pilotLandCraft", "pilotWaterCraft"]) {
      const r = resolveCharacterCheck(build(), { stat: "dexterity", equipmentSkill: s }, o, [5, 5, 5]);
      expect(r.ok && r.check.result?.net).toBe(-1);
      expect(
        built(buildCheck(build({ skills: [s] }), { stat: "dexterity", equipmentSkill: s }, o)).request
          .unskilled,
      ).toBe(false);
    }
  });

  it("DE-SKILL-7: navigation tools without Navigation are unskilled", () => {
    expect(built(buildCheck(build(), { stat: "intuition", equipmentSkill: "navigation" }, o)).unskilled).toBe(
      true,
    );
  });

  it("DE-SKILL-8: medical supplies without Medic: unskilled, and flagged for the GM (unskilledMedicalUse)", () => {
    const b = built(buildCheck(build(), { stat: "intuition", equipmentSkill: "medic" }, o));
    expect([b.unskilled, b.riskFlag]).toEqual([true, "medical"]);
    expect(
      built(buildCheck(build({ skills: ["medic"] }), { stat: "intuition", equipmentSkill: "medic" }, o))
        .riskFlag,
    ).toBeNull();
  });

  it("DE-SKILL-9: surgical supplies without Surgeon: the attempt is flagged for the GM", () => {
    expect(built(buildCheck(build(), { stat: "dexterity", equipmentSkill: "surgeon" }, o)).riskFlag).toBe(
      "surgery",
    );
  });

  it("DE-SKILL-10: mechanical repairs without Mechanic: flagged as risky for the GM; with it, not", () => {
    expect(built(buildCheck(build(), { stat: "dexterity", equipmentSkill: "mechanic" }, o)).riskFlag).toBe(
      "mechanical",
    );
    const mechanic = built(
      buildCheck(build({ skills: ["mechanic"] }), { stat: "dexterity", equipmentSkill: "mechanic" }, o),
    );
    expect(mechanic.riskFlag).toBeNull();
    expect(mechanic.unskilled).toBe(false);
    // Another skill does not clear it.
    expect(
      built(buildCheck(build({ skills: ["medic"] }), { stat: "dexterity", equipmentSkill: "mechanic" }, o))
        .riskFlag,
    ).toBe("mechanical");
  });

  it("DE-SKILL-11: cooking tools without Chef: disadvantage", () => {
    expect(
      built(buildCheck(build(), { stat: "intuition", equipmentSkill: "chef" }, o)).request.unskilled,
    ).toBe(true);
  });

  it("DE-SKILL-12: forgery tools without Forgery: disadvantage", () => {
    expect(
      built(buildCheck(build(), { stat: "dexterity", equipmentSkill: "forgery" }, o)).request.unskilled,
    ).toBe(true);
  });

  it("DE-SKILL-13: Lock Picking adds the picks' rating (rating 2, Dex +1, [6,5] → 14); without it, disadvantage and no rating", () => {
    const ctx = { stat: "dexterity" as const, equipmentSkill: "lockPicking", itemRating: 2 };
    const r = rollCharacterCheck(
      build({ stats: { dexterity: 1 }, skills: ["lockPicking"] }),
      ctx,
      o,
      facesSource([6, 5]),
    );
    expect(r.ok && r.check.result?.total).toBe(14);
    const u = resolveCharacterCheck(build({ stats: { dexterity: 1 } }), ctx, o, [6, 5, 8]);
    if (!u.ok) throw new Error(u.error.message);
    expect(u.check.result!.kept).toEqual([5, 6]);
    expect(u.check.result!.total).toBe(12);
  });
});
