// A character's check request pinned whole: every source line word for word, the request's levels
// and modifiers, each perk effect's conditions at their edges, the refusals' codes, paths and words,
// and what rolling or resolving returns when nothing is rolled (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { buildCheck, type CheckContext, resolveCharacterCheck, rollCharacterCheck } from "./check-effects.js";
import type { DeOptionsInput } from "./options.js";
import type { DeCharacter } from "./schema.js";

type PerkEffectInput = NonNullable<
  NonNullable<NonNullable<DeOptionsInput["setting"]>["perks"]>[number]["effects"]
>[number];

import { build, opts } from "./testing/helpers.js";

const o = opts();
const built = (c: DeCharacter, ctx: CheckContext, options = o) => {
  const b = buildCheck(c, ctx, options);
  if (!b.ok) throw new Error(`${b.error.code}: ${b.error.message}`);
  return b.build;
};
const no = (code: string, path: string[], message: string) => ({ ok: false, error: { code, path, message } });

/** A request with nothing added, then the fields given. */
const request = (fields: Record<string, unknown> = {}) => ({
  stat: 0,
  focusRating: 0,
  attack: false,
  unskilled: false,
  modifiers: [],
  advantage: 0,
  disadvantage: 0,
  training: "none",
  critThresholds: [],
  ...fields,
});
/** A build with nothing special, then the fields given (the request's fields under `request`). */
const plain = (fields: Record<string, unknown> = {}, req: Record<string, unknown> = {}) => ({
  request: request(req),
  autoFail: false,
  noCheck: false,
  unskilled: false,
  riskFlag: null,
  lethalEdge: null,
  reckless: false,
  sources: [],
  ...fields,
});

describe("the check context and the plain request", () => {
  it("a character with nothing rolls the stat alone; the GM's levels and modifiers pass through", () => {
    expect(built(build({ stats: { agility: 3 } }), { stat: "agility" })).toStrictEqual(
      plain({}, { stat: 3 }),
    );
    expect(
      built(build({ stats: { logic: -2 } }), {
        stat: "logic",
        advantage: 2,
        disadvantage: 1,
        modifiers: [3, -1],
        target: 14,
      }),
    ).toStrictEqual(plain({}, { stat: -2, advantage: 2, disadvantage: 1, modifiers: [3, -1], target: 14 }));
  });

  it("a context the schema refuses is refused with the first issue's path and words", () => {
    expect(buildCheck(build(), { stat: "agility", advantage: -1 }, o)).toEqual(
      no("invalid", ["advantage"], "Too small: expected number to be >=0"),
    );
    expect(
      buildCheck(build(), { stat: "agility", weapon: { skill: "axeFighting", reach: 2 } } as never, o),
    ).toEqual(no("invalid", ["weapon"], 'Unrecognized key: "reach"'));
  });
});

describe("DE-PROF-1, DE-PROF-2, DE-PROF-5: training follows the stat rolled", () => {
  it("Proficiency and Expertise name the stat; another stat's training does nothing", () => {
    const c = build({ training: { agility: "proficient", logic: "expert" } });
    expect(built(c, { stat: "logic" })).toStrictEqual(
      plain({ sources: ["Expertise in Logic"] }, { training: "expert" }),
    );
    expect(built(c, { stat: "agility", attack: true })).toStrictEqual(
      plain({ sources: ["Proficiency in Agility"] }, { training: "proficient", attack: true }),
    );
    expect(built(c, { stat: "strength" })).toStrictEqual(plain());
  });
});

describe("DE-UNSK-1..3, DE-SKILL-3..13: equipment without its skill", () => {
  it("a tool without its skill: disadvantage, no focus, the picks' rating kept or lost by the skill", () => {
    const c = build({ focuses: { stealth: 2 } });
    expect(
      built(c, { stat: "agility", equipmentSkill: "lockPicking", itemRating: 2, focus: "stealth" }),
    ).toStrictEqual(
      plain(
        {
          unskilled: true,
          sources: [
            "unskilled: no Lock Picking (disadvantage, no focus)",
            "item rating 2 lost without the skill",
            "Stealth 2: not on an unskilled roll",
          ],
        },
        { unskilled: true, focusRating: 2 },
      ),
    );
    // Navigation's tools keep their rating without the skill (only the roll is unskilled).
    expect(built(build(), { stat: "intuition", equipmentSkill: "navigation", itemRating: 1 })).toStrictEqual(
      plain(
        {
          unskilled: true,
          sources: ["unskilled: no Navigation (disadvantage, no focus)", "item rating +1"],
        },
        { unskilled: true, modifiers: [1] },
      ),
    );
    // With the skill: the rating is added, the focus counts.
    expect(
      built(build({ skills: ["lockPicking"], focuses: { stealth: 1 } }), {
        stat: "dexterity",
        equipmentSkill: "lockPicking",
        itemRating: 3,
        focus: "Stealth",
      }),
    ).toStrictEqual(plain({ sources: ["item rating +3", "Stealth +1"] }, { modifiers: [3], focusRating: 1 }));
    // A rating of 0 says nothing.
    expect(built(build({ skills: ["lockPicking"] }), { stat: "dexterity", itemRating: 0 })).toStrictEqual(
      plain(),
    );
  });

  it("armour's skill gives no disadvantage but loses the item's rating; a focus still counts", () => {
    expect(
      built(build({ focuses: { stealth: 2 } }), {
        stat: "agility",
        equipmentSkill: "shields",
        itemRating: 2,
        focus: "stealth",
      }),
    ).toStrictEqual(
      plain(
        { sources: ["unskilled: no Shields", "item rating 2 lost without the skill", "Stealth +2"] },
        { focusRating: 2 },
      ),
    );
  });

  it("a skill the table does not know counts as unskilled, loses the rating and flags nothing", () => {
    expect(built(build(), { stat: "agility", equipmentSkill: "noSuchSkill", itemRating: 1 })).toStrictEqual(
      plain(
        {
          unskilled: true,
          sources: [
            "unskilled: no noSuchSkill (disadvantage, no focus)",
            "item rating 1 lost without the skill",
          ],
        },
        { unskilled: true },
      ),
    );
  });

  it("a weapon's skill is the equipment's when none is named; the named equipment skill wins", () => {
    expect(
      built(build(), { stat: "strength", attack: true, weapon: { skill: "axeFighting" } }),
    ).toStrictEqual(
      plain(
        { unskilled: true, sources: ["unskilled: no Axe Fighting (disadvantage, no focus)"] },
        { unskilled: true, attack: true },
      ),
    );
    expect(
      built(build({ skills: ["axeFighting"] }), {
        stat: "strength",
        attack: true,
        weapon: { skill: "axeFighting" },
        equipmentSkill: "medic",
      }),
    ).toStrictEqual(
      plain(
        { unskilled: true, riskFlag: "medical", sources: ["unskilled: no Medic (disadvantage, no focus)"] },
        { unskilled: true, attack: true },
      ),
    );
  });
});

describe("DE-FOCUS-1..4: the designated focus", () => {
  it("found by id or name; a focus the character lacks adds nothing and says nothing", () => {
    expect(built(build({ focuses: { stealth: 3 } }), { stat: "agility", focus: "Stealth" })).toStrictEqual(
      plain({ sources: ["Stealth +3"] }, { focusRating: 3 }),
    );
    expect(built(build(), { stat: "agility", focus: "stealth" })).toStrictEqual(plain());
  });

  it("DE-FOCUS-3: never on an attack roll, said in words", () => {
    expect(
      built(build({ focuses: { stealth: 2 } }), { stat: "agility", attack: true, focus: "stealth" }),
    ).toStrictEqual(
      plain({ sources: ["Stealth 2: focuses never add to attacks"] }, { focusRating: 2, attack: true }),
    );
  });

  it("an unknown focus is refused by name, before anything else is refused", () => {
    expect(buildCheck(build(), { stat: "agility", focus: "juggling" }, o)).toEqual(
      no("unknown", ["focus"], '"juggling" is not a focus of this table'),
    );
    expect(
      buildCheck(build(), { stat: "agility", focus: "juggling", stance: "defensiveStance1" }, o),
    ).toEqual(no("unknown", ["focus"], '"juggling" is not a focus of this table'));
  });
});

describe("DE-FAT-3, DE-FAT-4: fatigue's disadvantage", () => {
  it("level 2: one level on checks, two on attacks (one when the levels do not stack)", () => {
    const tired = build({ extra: { fatigue: 2 } });
    expect(built(tired, { stat: "agility" })).toStrictEqual(
      plain({ sources: ["fatigue 2: 1 level(s) of disadvantage"] }, { disadvantage: 1 }),
    );
    expect(built(tired, { stat: "agility", attack: true, disadvantage: 1 })).toStrictEqual(
      plain({ sources: ["fatigue 2: 2 level(s) of disadvantage"] }, { disadvantage: 3, attack: true }),
    );
    expect(
      built(tired, { stat: "agility", attack: true }, opts({ fatigueDisadvantageStacks: false })),
    ).toStrictEqual(
      plain({ sources: ["fatigue 2: 1 level(s) of disadvantage"] }, { disadvantage: 1, attack: true }),
    );
  });

  it("level 1 weighs on attacks only", () => {
    const tired = build({ extra: { fatigue: 1 } });
    expect(built(tired, { stat: "agility" })).toStrictEqual(plain());
    expect(built(tired, { stat: "agility", attack: true })).toStrictEqual(
      plain({ sources: ["fatigue 1: 1 level(s) of disadvantage"] }, { disadvantage: 1, attack: true }),
    );
  });
});

describe("perks on checks: each effect's conditions", () => {
  it("DE-PERK-11, DE-PERK-54: advantage matches purpose and sense (Perceptive Vision), disadvantage likewise (Half-Deaf)", () => {
    const c = build({ perks: { perceptiveVision: 1, halfDeaf: 1 } });
    expect(
      built(c, { stat: "intuition", purpose: "perception", sense: "sight", advantage: 1 }),
    ).toStrictEqual(plain({ sources: ["Perceptive Vision: advantage"] }, { advantage: 2 }));
    expect(
      built(c, { stat: "intuition", purpose: "perception", sense: "hearing", disadvantage: 1 }),
    ).toStrictEqual(plain({ sources: ["Half-Deaf: disadvantage"] }, { disadvantage: 2 }));
    expect(built(c, { stat: "intuition", purpose: "general", sense: "sight" })).toStrictEqual(plain());
    expect(built(c, { stat: "intuition", purpose: "perception" })).toStrictEqual(plain());
  });

  it("DE-PERK-43: Better Balance I's advantage on Agility balance only; its resilience to Prone (DE-COND-4)", () => {
    const c = build({ perks: { betterBalance1: 1 } });
    expect(built(c, { stat: "agility", purpose: "balance" })).toStrictEqual(
      plain({ sources: ["Better Balance I: advantage"] }, { advantage: 1 }),
    );
    expect(built(c, { stat: "strength", purpose: "balance" })).toStrictEqual(plain());
    // DE-COND-4: resisting Prone, or a check Prone causes; not another condition, nor Prone outside those.
    expect(built(c, { stat: "strength", purpose: "resistCondition", condition: "prone" })).toStrictEqual(
      plain({ sources: ["Better Balance I: resilient to prone"] }, { advantage: 1 }),
    );
    expect(built(c, { stat: "strength", causedBy: "prone" })).toStrictEqual(
      plain({ sources: ["Better Balance I: resilient to prone"] }, { advantage: 1 }),
    );
    expect(built(c, { stat: "strength", purpose: "resistCondition", condition: "stunned" })).toStrictEqual(
      plain(),
    );
    expect(built(c, { stat: "strength", purpose: "general", condition: "prone" })).toStrictEqual(plain());
    expect(built(c, { stat: "strength", causedBy: "stunned" })).toStrictEqual(plain());
  });

  it("DE-PERK-33: Shield Bash, advantage on shoves only while holding a shield", () => {
    const c = build({ perks: { shieldBash: 1 } });
    expect(built(c, { stat: "strength", purpose: "shove", holding: ["longObject", "shield"] })).toStrictEqual(
      plain({ sources: ["Shield Bash: advantage"] }, { advantage: 1 }),
    );
    expect(built(c, { stat: "strength", purpose: "shove", holding: ["longObject"] })).toStrictEqual(plain());
  });

  it("DE-PERK-55, DE-PERK-44: Blind fails sight checks automatically; Better Balance II needs no check on narrow surfaces", () => {
    const c = build({ perks: { blind: 1, betterBalance2: 1 } });
    expect(built(c, { stat: "intuition", purpose: "perception", sense: "sight" })).toStrictEqual(
      plain({ autoFail: true, sources: ["Blind: fails automatically"] }),
    );
    expect(built(c, { stat: "agility", purpose: "narrowSurface" })).toStrictEqual(
      plain({ noCheck: true, sources: ["Better Balance II: no check needed"] }),
    );
    expect(built(c, { stat: "intuition", purpose: "perception", sense: "smell" })).toStrictEqual(plain());
  });

  it("DE-PERK-61: Grapple Expertise adds the Martial Value to grapples only", () => {
    const c = build({ perks: { martialArts: 3, grappleExpertise: 1 } });
    expect(built(c, { stat: "strength", purpose: "grapple", modifiers: [1] })).toStrictEqual(
      plain({ sources: ["Grapple Expertise +5"] }, { modifiers: [1, 5] }),
    );
    expect(built(c, { stat: "strength", purpose: "shove" })).toStrictEqual(plain());
  });

  it("a perk the table does not know is passed over", () => {
    expect(built(build({ perks: { noSuchPerk: 1 } }), { stat: "agility" })).toStrictEqual(plain());
  });
});

describe("DE-PERK-28: Momentum Master", () => {
  const runner = build({ race: "human", perks: { momentumMaster: 1, quickStep: 2 } }); // speed 7
  it("a melee attack after 4 m or more gains the whole metres run, at most the speed", () => {
    expect(
      built(runner, { stat: "strength", attack: true, weapon: {}, movedStraightMetres: 6.7 }),
    ).toStrictEqual(plain({ sources: ["Momentum Master +6"] }, { attack: true, modifiers: [6] }));
    expect(
      built(runner, { stat: "strength", attack: true, weapon: {}, movedStraightMetres: 4 }),
    ).toStrictEqual(plain({ sources: ["Momentum Master +4"] }, { attack: true, modifiers: [4] }));
    expect(
      built(runner, { stat: "strength", attack: true, weapon: {}, movedStraightMetres: 9.5 }),
    ).toStrictEqual(plain({ sources: ["Momentum Master +7"] }, { attack: true, modifiers: [7] }));
    // Without a race's speed the metres count whole.
    expect(
      built(build({ perks: { momentumMaster: 1 } }), {
        stat: "strength",
        attack: true,
        weapon: {},
        movedStraightMetres: 12.2,
      }),
    ).toStrictEqual(plain({ sources: ["Momentum Master +12"] }, { attack: true, modifiers: [12] }));
  });

  it("nothing under 4 m, nor for a check, a ranged weapon, no weapon, or no run said", () => {
    const none = plain({}, { attack: true });
    expect(
      built(runner, { stat: "strength", attack: true, weapon: {}, movedStraightMetres: 3.9 }),
    ).toStrictEqual(none);
    expect(
      built(runner, { stat: "strength", attack: true, weapon: { melee: false }, movedStraightMetres: 6 }),
    ).toStrictEqual(none);
    expect(built(runner, { stat: "strength", attack: true, movedStraightMetres: 6 })).toStrictEqual(none);
    expect(built(runner, { stat: "strength", attack: true, weapon: {} })).toStrictEqual(none);
    expect(built(runner, { stat: "strength", weapon: {}, movedStraightMetres: 6 })).toStrictEqual(plain());
  });
});

describe("DE-PERK-22..25: stances on the attack roll", () => {
  it("the active stance's attack change, signed; another stance held adds nothing", () => {
    const c = build({ perks: { defensiveStance1: 1, defensiveStance2: 1, offensiveStance1: 1 } });
    expect(built(c, { stat: "agility", attack: true, stance: "defensiveStance2" })).toStrictEqual(
      plain({ sources: ["Defensive Stance II -2"] }, { attack: true, modifiers: [-2] }),
    );
    expect(built(c, { stat: "agility", attack: true, stance: "offensiveStance1" })).toStrictEqual(
      plain({ sources: ["Offensive Stance I +1"] }, { attack: true, modifiers: [1] }),
    );
    // A check in a stance: nothing, and no refusal.
    expect(built(c, { stat: "agility", stance: "offensiveStance1" })).toStrictEqual(plain());
  });

  it("a stance the character lacks is refused by the perk's name, or its id when the table has none", () => {
    expect(buildCheck(build(), { stat: "agility", attack: true, stance: "offensiveStance2" }, o)).toEqual(
      no("not_owned", ["stance"], "Tess has no Offensive Stance II"),
    );
    expect(buildCheck(build({ name: "Ada" }), { stat: "agility", stance: "zzz" }, o)).toEqual(
      no("not_owned", ["stance"], "Ada has no zzz"),
    );
  });
});

describe("DE-PERK-30..32: Reckless Abandon and Lethal Edge", () => {
  const axe = { stat: "strength" as const, attack: true, weapon: { skill: "axeFighting" } };
  it("a declared reckless axe attack: −2 to hit and the flag; Lethal Edge's dice by rank", () => {
    const c = build({ perks: { lethalEdge: 2, recklessAbandon: 1 }, skills: ["axeFighting"] });
    expect(built(c, { ...axe, reckless: true })).toStrictEqual(
      plain(
        {
          reckless: true,
          lethalEdge: { rank: 2, threshold: 9, dice: 2 },
          sources: ["Lethal Edge: after a hit, 2 die/dice critical from 9", "Reckless Abandon: reckless -2"],
        },
        { attack: true, modifiers: [-2] },
      ),
    );
    // Not declared: no penalty, no flag.
    expect(built(c, axe)).toStrictEqual(
      plain(
        {
          lethalEdge: { rank: 2, threshold: 9, dice: 2 },
          sources: ["Lethal Edge: after a hit, 2 die/dice critical from 9"],
        },
        { attack: true },
      ),
    );
    const one = build({ perks: { lethalEdge: 1 }, skills: ["axeFighting"] });
    expect(built(one, axe).lethalEdge).toEqual({ rank: 1, threshold: 9, dice: 1 });
    // A rank beyond the table's reads its last entry.
    expect(built(build({ perks: { lethalEdge: 4 }, skills: ["axeFighting"] }), axe).lethalEdge).toEqual({
      rank: 4,
      threshold: 9,
      dice: 2,
    });
    // Another weapon, or a check: no Lethal Edge.
    expect(built(one, { ...axe, weapon: { skill: "swordFighting" } }).lethalEdge).toBeNull();
    expect(built(one, { stat: "strength", weapon: { skill: "axeFighting" } }).lethalEdge).toBeNull();
  });

  it("reckless without the perk, with another weapon, or on a check is refused in words", () => {
    const message = "a reckless attack needs Reckless Abandon and a weapon of its skill (Axe Fighting)";
    const c = build({ perks: { recklessAbandon: 1 }, skills: ["axeFighting", "swordFighting"] });
    expect(buildCheck(build(), { ...axe, reckless: true }, o)).toEqual(
      no("prerequisite", ["reckless"], message),
    );
    expect(buildCheck(c, { ...axe, weapon: { skill: "swordFighting" }, reckless: true }, o)).toEqual(
      no("prerequisite", ["reckless"], message),
    );
    expect(buildCheck(c, { stat: "strength", weapon: { skill: "axeFighting" }, reckless: true }, o)).toEqual(
      no("prerequisite", ["reckless"], message),
    );
    // The stance refusal comes first.
    expect(buildCheck(build(), { ...axe, reckless: true, stance: "defensiveStance1" }, o)).toEqual(
      no("not_owned", ["stance"], "Tess has no Defensive Stance I"),
    );
  });
});

describe("DE-PERK-21, DE-TAKE-8: the opponent's perks (Takedown Specialist)", () => {
  it("weigh on the matching check only; unknown ids and other perks are passed over", () => {
    expect(
      built(build(), {
        stat: "endurance",
        purpose: "takedownResist",
        opponentPerks: ["zzz", "quickStep", "takedownSpecialist"],
      }),
    ).toStrictEqual(
      plain({ sources: ["opponent's Takedown Specialist: disadvantage"] }, { disadvantage: 1 }),
    );
    expect(built(build(), { stat: "endurance", opponentPerks: ["takedownSpecialist"] })).toStrictEqual(
      plain(),
    );
  });
});

describe("rolling and resolving a character's check", () => {
  it("with a target: the outcome's success; without: null; a refusal comes back as it is", () => {
    const hit = resolveCharacterCheck(build(), { stat: "agility", target: 12 }, o, [6, 6]);
    expect(hit.ok && [hit.check.result?.total, hit.check.success]).toEqual([12, true]);
    const miss = resolveCharacterCheck(build(), { stat: "agility", target: 13 }, o, [6, 6]);
    expect(miss.ok && miss.check.success).toBe(false);
    const open = resolveCharacterCheck(build(), { stat: "agility" }, o, [6, 6]);
    expect(open.ok && [open.check.result?.total, open.check.success]).toEqual([12, null]);
    expect(resolveCharacterCheck(build(), { stat: "agility", focus: "juggling" }, o, [6, 6])).toEqual(
      no("unknown", ["focus"], '"juggling" is not a focus of this table'),
    );
    expect(rollCharacterCheck(build(), { stat: "agility", focus: "juggling" }, o, facesSource([]))).toEqual(
      no("unknown", ["focus"], '"juggling" is not a focus of this table'),
    );
    const rolled = rollCharacterCheck(
      build({ stats: { agility: 1 } }),
      { stat: "agility", target: 10 },
      o,
      facesSource([4, 5]),
    );
    expect(rolled.ok && [rolled.check.result?.total, rolled.check.success]).toEqual([10, true]);
  });

  it("an automatic failure or a check not needed rolls nothing, whatever the dice", () => {
    const c = build({ perks: { blind: 1, betterBalance2: 1 } });
    const sight = {
      stat: "intuition" as const,
      purpose: "perception" as const,
      sense: "sight" as const,
      target: 2,
    };
    const blind = { ...plain({ autoFail: true, sources: ["Blind: fails automatically"] }, { target: 2 }) };
    expect(resolveCharacterCheck(c, sight, o, [])).toStrictEqual({
      ok: true,
      check: { build: blind, result: null, success: false },
    });
    expect(rollCharacterCheck(c, sight, o, facesSource([]))).toStrictEqual({
      ok: true,
      check: { build: blind, result: null, success: false },
    });
    const narrow = { stat: "agility" as const, purpose: "narrowSurface" as const, target: 30 };
    const free = plain({ noCheck: true, sources: ["Better Balance II: no check needed"] }, { target: 30 });
    expect(resolveCharacterCheck(c, narrow, o, [])).toStrictEqual({
      ok: true,
      check: { build: free, result: null, success: true },
    });
    expect(rollCharacterCheck(c, narrow, o, facesSource([]))).toStrictEqual({
      ok: true,
      check: { build: free, result: null, success: true },
    });
  });
});

describe("a setting's perks on checks: conditions and amounts no core perk has", () => {
  const perk = (id: string, name: string, effects: PerkEffectInput[]) => ({
    id,
    name,
    category: "movement",
    cost: { currency: "XP" as const, ranks: [50] },
    summary: "A setting perk for the tests.",
    effects,
  });
  const setting = opts({
    setting: {
      perks: [
        perk("steadyNerves", "Steady Nerves", [
          { kind: "checkBonus", amount: 2, when: { purpose: "resistCondition", condition: "stunned" } },
          { kind: "advantage", levels: 2, when: { stat: "convince" } },
        ]),
        perk("stillStance", "Still Stance", [
          {
            kind: "stance",
            stance: "defensive",
            level: 1,
            attack: 0,
            dv: 0,
            dvTypes: ["normal"],
            duration: 15,
          },
        ]),
      ],
    },
  });
  const c = build({ perks: { steadyNerves: 1, stillStance: 1 } });

  it("a numeric check bonus on the condition named only; a stat-only advantage on any purpose", () => {
    expect(
      built(c, { stat: "endurance", purpose: "resistCondition", condition: "stunned" }, setting),
    ).toStrictEqual(plain({ sources: ["Steady Nerves +2"] }, { modifiers: [2] }));
    expect(
      built(c, { stat: "endurance", purpose: "resistCondition", condition: "prone" }, setting),
    ).toStrictEqual(plain());
    expect(
      built(
        c,
        { stat: "convince", purpose: "perception", sense: "sight", condition: "prone", holding: ["shield"] },
        setting,
      ),
    ).toStrictEqual(plain({ sources: ["Steady Nerves: advantage"] }, { advantage: 2 }));
  });

  it("a stance of 0 is written +0", () => {
    expect(built(c, { stat: "agility", attack: true, stance: "stillStance" }, setting)).toStrictEqual(
      plain({ sources: ["Still Stance +0"] }, { attack: true, modifiers: [0] }),
    );
  });
});

describe("a refusal's path from the schema", () => {
  it("array indices as strings", () => {
    expect(buildCheck(build(), { stat: "agility", modifiers: [1, 1.5] }, o)).toEqual(
      no("invalid", ["modifiers", "1"], "Invalid input: expected int, received number"),
    );
  });
});

describe("DE-FOCUS-3, DE-UNSK-2: a focus the character lacks says nothing, on attacks and unskilled rolls too", () => {
  it("no line for a rating of 0", () => {
    expect(built(build(), { stat: "agility", attack: true, focus: "stealth" })).toStrictEqual(
      plain({}, { attack: true }),
    );
    expect(built(build(), { stat: "agility", equipmentSkill: "chef", focus: "stealth" })).toStrictEqual(
      plain(
        { unskilled: true, sources: ["unskilled: no Chef (disadvantage, no focus)"] },
        { unskilled: true },
      ),
    );
  });
});
