// The check action as the table uses it: the rules of the checklist proved through
// resolveAction/oddsOf with injected faces (ability slot, skill slot, Difficulty die, in that order),
// not through the pure dice functions (those have their own tests under dice/ and character/).

import { describe, expect, it } from "vitest";
import { facesSource } from "../../dice/index.js";
import type { DieRecord } from "../../engine/roll.js";
import type { TableState } from "../../engine/state.js";
import { idCounter, oddsOf, resolveAction } from "../../engine/table.js";
import { engineRefusal } from "../../engine/testing/refusal.js";
import { checkParams } from "./actions/check.js";
import type { L13Character } from "./character/index.js";
import { lucky13 } from "./ruleset.js";
import { options, sheet, table } from "./testing/table.js";

function check(state: TableState, params: Record<string, unknown>, faces: number[]) {
  const dice = facesSource(faces);
  const r = resolveAction(lucky13, state, "check", params, dice, idCounter());
  return { ...r, roll: r.roll!, outcome: r.roll!.outcome, used: dice.used() };
}

const engineError = engineRefusal;

const sides = (dice: DieRecord[], role: string) => dice.filter((d) => d.role === role).map((d) => d.sides);

const teleport = {
  actor: "casimir",
  ability: "intellect",
  skill: "spellcasting",
  difficulty: "challenging",
  specialization: "teleport",
};

describe("check action: specializations", () => {
  const state = table(options());

  it("L13-SPEC-4 Teleport: Intellect d10 + Spellcasting d8 stepped +2 to d12 + Challenging d6; [4,6,3] → 13 succeeds", () => {
    const r = check(state, teleport, [4, 6, 3]);
    expect(r.roll.dice.map((d) => [d.role, d.sides])).toEqual([
      ["ability", 10],
      ["skill", 12],
      ["difficulty", 6],
    ]);
    expect(r.outcome).toMatchObject({ total: 13, success: true, difficulty: "challenging", dilemma: false });
    expect(r.roll.partition).toBe("success");
    expect(r.used).toBe(3);
  });

  it("L13-SPEC-4 L13-CHK-2 Teleport: [4,5,3] → 12 fails", () => {
    const r = check(state, teleport, [4, 5, 3]);
    expect(r.outcome).toMatchObject({ total: 12, success: false });
    expect(r.roll.partition).toBe("failure");
  });

  it("L13-SPEC-4 L13-SPEC-7 the specialization may be named by its name as well as its id", () => {
    const r = check(state, { ...teleport, specialization: "Teleport" }, [4, 6, 3]);
    expect(sides(r.roll.dice, "skill")).toEqual([12]);
  });

  it("L13-STEP-9 the roll changes no recorded die: no character event, the sheet still shows Spellcasting d8", () => {
    const r = check(state, teleport, [4, 6, 3]);
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
    expect((state.characters.casimir!.data as L13Character).skills.spellcasting).toBe("d8");
  });

  it("L13-SPEC-5 Teleport on a Sneaking check is an invalid-input EngineError naming the specialization field", () => {
    const e = engineError(() => check(state, { ...teleport, skill: "sneaking" }, [1, 2, 3]));
    expect(e.code).toBe("invalid");
    expect(e.message).toMatch(/teleport/);
    expect(e.message).toMatch(/sneaking/);
    // The path points at the action's own parameter, not at the dice layer's internals.
    expect(e.path[0]).toBe("specialization");
  });

  it("L13-SPEC-7 a specialization the actor does not own is refused as invalid input", () => {
    const e = engineError(() => check(state, { ...teleport, actor: "brunella" }, [4, 6, 3]));
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["specialization"]);
    expect(e.message).toMatch(/Brunella has no specialization 'teleport'/);
    const e2 = engineError(() => check(state, { ...teleport, specialization: "broadsword" }, [4, 6, 3]));
    expect(e2.path).toEqual(["specialization"]);
  });

  it("L13-SPEC-6 the check takes at most one specialization: a single parameter, and a list is refused", () => {
    expect(Object.keys(checkParams.shape).filter((k) => /speciali/i.test(k))).toEqual(["specialization"]);
    const list = engineError(() =>
      check(state, { ...teleport, specialization: ["teleport", "teleport"] }, []),
    );
    expect(list.code).toBe("invalid");
    expect(list.path).toEqual(["specialization"]);
    const plural = engineError(() => check(state, { ...teleport, specializations: ["teleport"] }, []));
    expect(plural.code).toBe("invalid");
  });

  it("L13-SPEC-7 L13-BKG-6 L13-CMB-12 the roll record names the specialization, background and situational steps used", () => {
    const r = check(
      state,
      { ...teleport, background: true, steps: [{ slot: "ability", steps: -1, label: "howling storm" }] },
      [4, 6, 6, 3, 3],
    );
    const text = JSON.stringify(r.roll);
    // What modified the roll is part of the record: steps by source and label, advantage.
    expect(text).toContain("Teleport");
    expect(text).toContain("Court mage's apprentice");
    expect(text).toContain("howling storm");
  });
});

describe("check action: required inputs and modifiers", () => {
  const state = table(options());

  it("L13-DIFF-4 the difficulty is required on every check", () => {
    const { difficulty: _, ...rest } = teleport;
    const e = engineError(() => check(state, rest, [4, 6, 3]));
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["difficulty"]);
    expect(engineError(() => check(state, { ...teleport, difficulty: "d6" }, [])).path).toEqual([
      "difficulty",
    ]);
  });

  it("L13-CHK-6 L13-CORE-1 there is no parameter for a flat bonus: one is refused by name", () => {
    const e = engineError(() => check(state, { ...teleport, bonus: 2 }, [4, 6, 3]));
    expect(e.code).toBe("invalid");
    expect(e.message).toContain("bonus");
  });

  it("L13-DIFF-1 L13-DIFF-2 Heroic has no Difficulty die: Pulse d8 + Fighting d10 only, 6 + 7 = 13 succeeds", () => {
    const params = { actor: "casimir", ability: "pulse", skill: "fighting", difficulty: "heroic" };
    const r = check(state, params, [6, 7]);
    expect(r.roll.dice.map((d) => d.role)).toEqual(["ability", "skill"]);
    expect(r.outcome).toMatchObject({ total: 13, success: true });
    expect(check(state, params, [5, 7]).outcome).toMatchObject({ total: 12, success: false });
  });
});

describe("check action: backgrounds and impairments", () => {
  const o = options();
  const ines = sheet(o, {
    name: "Ines",
    abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d10", reflex: "d6" },
    skills: { ...Object.fromEntries(o.skills.map((s) => [s.id, "d6"])), spellcasting: "d8" },
    impairments: [{ name: "Night blindness" }],
  });
  const both = sheet(o, {
    name: "Odo",
    abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d10", reflex: "d6" },
    skills: { ...Object.fromEntries(o.skills.map((s) => [s.id, "d6"])), spellcasting: "d8" },
    background: { name: "Sailor", description: "", approved: true },
    impairments: [{ name: "Night blindness" }],
  });
  const state = table(o, { ines, odo: both });
  const casimirCheck = {
    actor: "casimir",
    ability: "intellect",
    skill: "spellcasting",
    difficulty: "moderate",
  };

  it("L13-BKG-2 Casimir invokes his background: the ability d10 is thrown twice, 3 then 6, and 6 is kept → 15", () => {
    const r = check(state, { ...casimirCheck, background: true }, [3, 6, 5, 4]);
    const ability = r.roll.dice.filter((d) => d.role === "ability");
    expect(ability.map((d) => [d.faces, d.kept, d.value])).toEqual([
      [[3], false, 0],
      [[6], true, 6],
    ]);
    expect(r.outcome).toMatchObject({ total: 15, success: true });
    expect(r.used).toBe(4);
    // The same first faces without the background: 3 + 5 + 4 = 12, a failure.
    expect(check(state, casimirCheck, [3, 5, 4]).outcome).toMatchObject({ total: 12, success: false });
  });

  it("L13-EXPL-11 a dropped throw showing 1 is not imploded in the log: only kept dice implode", () => {
    const r = check(state, { ...casimirCheck, background: true }, [1, 6, 5, 4]);
    const ability = r.roll.dice.filter((d) => d.role === "ability");
    expect(ability.map((d) => [d.faces, d.kept, d.imploded])).toEqual([
      [[1], false, false],
      [[6], true, false],
    ]);
    expect(r.outcome).toMatchObject({ dilemma: false, implodedDice: 0 });
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
    // Kept, the same 1 implodes and opens a dilemma.
    const kept = check(state, { ...casimirCheck, background: true }, [1, 1, 5, 4]);
    expect(kept.roll.dice.filter((d) => d.role === "ability").map((d) => d.imploded)).toEqual([true, false]);
  });

  it("L13-BKG-3 advantage touches only the ability slot: one skill die, one Difficulty die", () => {
    const r = check(state, { ...casimirCheck, background: true }, [3, 6, 5, 4]);
    expect(sides(r.roll.dice, "skill")).toEqual([8]);
    expect(sides(r.roll.dice, "difficulty")).toEqual([10]);
  });

  it("L13-BKG-3 with the ability slot stepped to none, the background has nothing to throw twice", () => {
    const steps = [{ slot: "ability", steps: -5, label: "blindfolded" }];
    const r = check(state, { ...casimirCheck, background: true, steps }, [5, 4]);
    expect(r.roll.dice.map((d) => d.role)).toEqual(["skill", "difficulty"]);
    expect(r.outcome).toMatchObject({ total: 9 });
  });

  it("L13-BKG-2 L13-BKG-1 Brunella has no background, so invoking one is refused before any die is thrown", () => {
    const e = engineError(() => check(state, { ...casimirCheck, actor: "brunella", background: true }, []));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["background"]);
  });

  it("L13-IMP-1 an impairment in play: Intellect d10 thrown twice, 8 then 2, keeps 2 → 12 fails (18 without)", () => {
    const params = { actor: "ines", ability: "intellect", skill: "spellcasting", difficulty: "challenging" };
    const r = check(state, { ...params, impairment: true }, [8, 2, 6, 4]);
    expect(r.roll.dice.filter((d) => d.role === "ability").map((d) => d.kept)).toEqual([false, true]);
    expect(r.outcome).toMatchObject({ total: 12, success: false });
    expect(check(state, params, [8, 6, 4]).outcome).toMatchObject({ total: 18, success: true });
  });

  it("L13-IMP-1 a character without impairments cannot roll with one", () => {
    const e = engineError(() => check(state, { ...casimirCheck, impairment: true }, []));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["impairment"]);
  });

  it("L13-IMP-5 a background and an impairment on the same roll cancel: the ability die is thrown once", () => {
    const params = { actor: "odo", ability: "intellect", skill: "spellcasting", difficulty: "challenging" };
    const r = check(state, { ...params, background: true, impairment: true }, [8, 6, 4]);
    expect(sides(r.roll.dice, "ability")).toEqual([10]);
    expect(r.outcome).toMatchObject({ total: 18, success: true });
    expect(r.used).toBe(3);
  });
});

describe("check action: assists by helper id", () => {
  const o = options();
  const dunstan = sheet(o, {
    name: "Dunstan",
    abilities: { will: "d6", charm: "d6", pulse: "d4", intellect: "d6", reflex: "d6" },
    hp: 10,
  });
  const base = table(o, { dunstan });
  const sneak = { actor: "brunella", ability: "intellect", skill: "sneaking", difficulty: "moderate" };

  it("L13-ASSIST-1 L13-ASSIST-2 L13-ASSIST-5 Casimir (Sneaking d6, +2) steps Brunella's Sneaking d6 to d10 and throws nothing", () => {
    const r = check(base, { ...sneak, assists: ["casimir"] }, [2, 9, 2]);
    expect(r.roll.dice.map((d) => [d.role, d.sides])).toEqual([
      ["ability", 6],
      ["skill", 10],
      ["difficulty", 10],
    ]);
    expect(r.outcome).toMatchObject({ total: 13, success: true, dilemma: false });
    // Only the actor's three dice consumed faces; nothing in the log belongs to the helper.
    expect(r.used).toBe(3);
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
  });

  it("L13-ASSIST-3 a skill task (the default) steps the skill slot by the helper's skill die, not the ability", () => {
    const r = check(base, { ...sneak, skill: "fighting", assists: ["casimir"] }, [2, 5, 3, 4]);
    // Casimir's Fighting d10 gives +4: Brunella's Fighting d6 becomes d12 + d4; Intellect stays d6.
    expect(sides(r.roll.dice, "ability")).toEqual([6]);
    expect(sides(r.roll.dice, "skill")).toEqual([12, 4]);
    expect(r.outcome).toMatchObject({ total: 14 });
  });

  it("L13-ASSIST-4 L13-HP-4 an injured helper's Pulse counts at its reduced size: Casimir at 20/30 (d6) gives +2, not +3", () => {
    const dice = facesSource([]);
    const hurt = resolveAction(lucky13, base, "damage", { target: "casimir", amount: 10 }, dice, idCounter());
    const state = {
      ...base,
      characters: {
        ...base.characters,
        casimir: { ...base.characters.casimir!, data: (hurt.events[0] as { data: L13Character }).data },
      },
    };
    const params = {
      actor: "brunella",
      ability: "pulse",
      skill: "fighting",
      difficulty: "moderate",
      assistTask: "ability",
      assists: ["casimir"],
    };
    const r = check(state, params, [5, 5, 5]);
    expect(sides(r.roll.dice, "ability")).toEqual([10]);
    expect(sides(r.roll.dice, "skill")).toEqual([6]);
    // Unhurt, his permanent d8 gives +3: d6 → d12.
    expect(sides(check(base, params, [5, 5, 5]).roll.dice, "ability")).toEqual([12]);
  });

  it("L13-ASSIST-4 L13-DEATH-1 a dying helper cannot assist: refused, naming the helper", () => {
    const down = resolveAction(
      lucky13,
      base,
      "damage",
      { target: "casimir", amount: 30 },
      facesSource([]),
      idCounter(),
    );
    const state = {
      ...base,
      characters: {
        ...base.characters,
        casimir: { ...base.characters.casimir!, data: (down.events[0] as { data: L13Character }).data },
      },
    };
    const e = engineError(() => check(state, { ...sneak, assists: ["casimir"] }, []));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["assists", 0]);
    expect(e.message).toMatch(/Casimir cannot assist/);
  });

  it("L13-ASSIST-6 two helpers add up: Pulse d6 + Casimir's d8 (+3) + Dunstan's d4 (+1) → d12 + d4", () => {
    const params = {
      actor: "brunella",
      ability: "pulse",
      skill: "fighting",
      difficulty: "moderate",
      assistTask: "ability",
      assists: ["casimir", "dunstan"],
    };
    const r = check(base, params, [5, 2, 3, 4]);
    expect(sides(r.roll.dice, "ability")).toEqual([12, 4]);
    expect(r.outcome).toMatchObject({ total: 14 });
    const highest = table(options({ assistStacking: "highestOnly" }), { dunstan });
    expect(sides(check(highest, params, [5, 3, 4]).roll.dice, "ability")).toEqual([12]);
  });

  it("L13-ASSIST-1 an unknown helper id is not found", () => {
    const e = engineError(() => check(base, { ...sneak, assists: ["nobody"] }, []));
    expect(e.code).toBe("not_found");
    expect(e.path).toEqual(["assists", 0]);
  });

  it("L13-ASSIST-1 a character cannot assist their own roll", () => {
    const self = engineError(() => check(base, { ...sneak, assists: ["brunella"] }, [2, 9, 2]));
    expect(self.path).toEqual(["assists", 0]);
  });

  it("L13-ASSIST-6 one helper counts once: listing Casimir twice is refused", () => {
    const twice = engineError(() => check(base, { ...sneak, assists: ["casimir", "casimir"] }, [2, 9, 2, 3]));
    expect(twice.path).toEqual(["assists", 1]);
  });
});

describe("check action: assets", () => {
  const o = options();
  const wren = sheet(o, {
    name: "Wren",
    assets: [
      { name: "Lockpicks", quality: 2 },
      { name: "Lantern", quality: 1 },
    ],
  });
  const state = table(o, { wren });
  const pick = { actor: "wren", ability: "intellect", skill: "sneaking", difficulty: "moderate" };

  it("L13-ASSET-2 the actor's own Adequate lockpicks (+2) step Sneaking d6 to d10; no die is added", () => {
    const r = check(state, { ...pick, assets: ["Lockpicks"] }, [3, 7, 4]);
    expect(r.roll.dice.map((d) => [d.role, d.sides])).toEqual([
      ["ability", 6],
      ["skill", 10],
      ["difficulty", 10],
    ]);
    expect(r.outcome).toMatchObject({ total: 14, success: true });
  });

  it("L13-ASSET-6 using an asset does not consume it: the next roll is stepped again and the sheet is unchanged", () => {
    const first = check(state, { ...pick, assets: ["Lockpicks"] }, [3, 7, 4]);
    const second = check(state, { ...pick, assets: ["Lockpicks"] }, [3, 7, 4]);
    expect(first.events.every((e) => e.type === "roll")).toBe(true);
    expect(sides(second.roll.dice, "skill")).toEqual([10]);
    expect((state.characters.wren!.data as L13Character).assets).toHaveLength(2);
  });

  it("L13-ASSET-7 an own asset and one described on the spot add up: +2 +1 → d12; highestOnly keeps +2", () => {
    const assets = ["Lockpicks", { name: "Borrowed map", quality: "inferior" }];
    expect(sides(check(state, { ...pick, assets }, [3, 7, 4]).roll.dice, "skill")).toEqual([12]);
    const highest = table(options({ assetStacking: "highestOnly" }), { wren });
    expect(sides(check(highest, { ...pick, assets }, [3, 7, 4]).roll.dice, "skill")).toEqual([10]);
  });

  it("L13-ASSET-3 an ad-hoc asset may target the ability slot", () => {
    const assets = [{ name: "Crowbar", quality: 1, target: "ability" }];
    const r = check(state, { ...pick, assets }, [3, 5, 4]);
    expect(sides(r.roll.dice, "ability")).toEqual([8]);
    expect(sides(r.roll.dice, "skill")).toEqual([6]);
  });

  it("L13-ASSET-2 an own asset the actor does not have is invalid, naming the list entry", () => {
    const e = engineError(() => check(state, { ...pick, assets: ["Lantern", "Grappling hook"] }, []));
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["assets", 1]);
  });

  it("L13-ASSET-4 a required asset missing: failure without a single face consumed, no dice, no dilemma", () => {
    const r = check(state, { ...pick, requires: ["Rope"] }, []);
    expect(r.used).toBe(0);
    expect(r.roll.dice).toEqual([]);
    expect(r.outcome).toMatchObject({
      success: false,
      total: 0,
      dilemma: false,
      reason: "requiredAssetMissing",
    });
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
    expect(r.roll.summary).toMatch(/needs Rope/);
    const odds = oddsOf(lucky13, state, "check", { ...pick, requires: ["Rope"] });
    expect(odds.partition).toEqual({ success: 0, failure: 1 });
    expect(odds.chances.dilemma).toBe(0);
  });

  it("L13-ASSET-4 with the required asset at hand the check is rolled as usual", () => {
    const r = check(state, { ...pick, requires: ["Lantern"] }, [3, 5, 4]);
    expect(r.outcome).toMatchObject({ total: 12, reason: "rolled" });
    expect(r.used).toBe(3);
  });
});

describe("check action: Reaction checks and reputation", () => {
  const o = options({ reactionSkill: "healing" });
  const mara = (reputation: number) =>
    sheet(o, {
      name: "Mara",
      abilities: { will: "d6", charm: "d8", pulse: "d6", intellect: "d4", reflex: "d6" },
      reputation,
    });
  const reaction = {
    actor: "mara",
    ability: "charm",
    skill: "healing",
    difficulty: "moderate",
    reaction: true,
  };

  it("L13-REP-4 a Reaction check is Charm + the reactionSkill + the Difficulty die, friendly on 13 or more", () => {
    const state = table(o, { mara: mara(0) });
    const r = check(state, reaction, [5, 4, 4]);
    expect(r.roll.dice.map((d) => [d.role, d.sides])).toEqual([
      ["ability", 8],
      ["skill", 6],
      ["difficulty", 10],
    ]);
    expect(r.outcome).toMatchObject({ total: 13, success: true });
    expect(r.roll.summary).toMatch(/Reaction check/);
  });

  it("L13-REP-5 reputation +2 steps Charm d8 to d12 on a Reaction check", () => {
    const r = check(table(o, { mara: mara(2) }), reaction, [5, 4, 4]);
    expect(sides(r.roll.dice, "ability")).toEqual([12]);
  });

  it("L13-REP-5 reputation −3 steps Charm d8 to none: only the skill and Difficulty dice are thrown", () => {
    const r = check(table(o, { mara: mara(-3) }), reaction, [4, 4]);
    expect(r.roll.dice.map((d) => d.role)).toEqual(["skill", "difficulty"]);
    expect(r.outcome).toMatchObject({ total: 8, success: false });
    expect(r.used).toBe(2);
  });

  it("L13-REP-6 reputation does not touch an ordinary Charm check (reputationScope reactionOnly)", () => {
    const r = check(table(o, { mara: mara(3) }), { ...reaction, reaction: false }, [5, 4, 4]);
    expect(sides(r.roll.dice, "ability")).toEqual([8]);
  });

  it("L13-REP-6 with reputationScope allCharmRolls reputation steps every Charm roll", () => {
    const wide = options({ reactionSkill: "healing", reputationScope: "allCharmRolls" });
    const c = sheet(wide, {
      name: "Mara",
      abilities: { will: "d6", charm: "d8", pulse: "d6", intellect: "d4", reflex: "d6" },
      reputation: 2,
    });
    const r = check(table(wide, { mara: c }), { ...reaction, reaction: false }, [5, 4, 4]);
    // Not a Reaction check, yet reputation +2 steps Charm d8 to d12.
    expect(sides(r.roll.dice, "ability")).toEqual([12]);
  });

  it("L13-REP-1 with useReputation off, reputation steps nothing even on a Reaction check", () => {
    const off = options({ reactionSkill: "healing", useReputation: false });
    const c = sheet(off, {
      name: "Mara",
      abilities: { will: "d6", charm: "d8", pulse: "d6", intellect: "d4", reflex: "d6" },
    });
    const state = table(off, { mara: { ...c, reputation: 2 } });
    expect(sides(check(state, reaction, [5, 4, 4]).roll.dice, "ability")).toEqual([8]);
  });

  it("L13-REP-4 without a reactionSkill option a Reaction check is refused", () => {
    const state = table(options(), { mara: sheet(options(), { name: "Mara" }) });
    const e = engineError(() => check(state, reaction, []));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["reaction"]);
  });
});

describe("check action: play modes", () => {
  const brunellaScholar = {
    actor: "brunella",
    ability: "intellect",
    skill: "scholarship",
    difficulty: "challenging",
  };

  it("L13-EXPL-9 L13-EXPL-5 cinematic (the default): ability d6 [6, 6, 3] chains and counts 15", () => {
    const r = check(table(options()), brunellaScholar, [6, 6, 3, 2, 2]);
    expect(r.roll.dice[0]).toMatchObject({ role: "ability", faces: [6, 6, 3], exploded: true, value: 15 });
    expect(r.outcome).toMatchObject({ total: 19, success: true });
    expect(r.used).toBe(5);
  });

  it("L13-EXPL-9 L13-EXPL-6 gritty: the ability die explodes once ([6, 6] → 12) and the skill d6 showing 6 not at all", () => {
    const state = table(options({ playMode: "gritty" }));
    const r = check(state, brunellaScholar, [6, 6, 6, 2]);
    expect(r.roll.dice.map((d) => d.faces)).toEqual([[6, 6], [6], [2]]);
    expect(r.outcome).toMatchObject({ total: 20, success: true });
    expect(r.used).toBe(4);
  });

  it("L13-EXPL-9 playMode off (ours): no die explodes or implodes, so [6, 6, 1] is 13 with no dilemma", () => {
    const state = table(options({ playMode: "off" }));
    const r = check(state, brunellaScholar, [6, 6, 1]);
    expect(r.roll.dice.map((d) => [d.faces, d.exploded, d.imploded])).toEqual([
      [[6], false, false],
      [[6], false, false],
      [[1], false, false],
    ]);
    expect(r.outcome).toMatchObject({ total: 13, success: true, dilemma: false, implodedDice: 0 });
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
  });

  it("L13-DIFF-1 L13-EXPL-9 Hrothgar's door through a character: [3, 9, 5] → 17 in every mode", () => {
    for (const playMode of ["cinematic", "gritty", "off"]) {
      const state = table(options({ playMode }));
      const r = check(
        state,
        { actor: "casimir", ability: "pulse", skill: "fighting", difficulty: "moderate" },
        [3, 9, 5],
      );
      expect(r.outcome, playMode).toMatchObject({ total: 17, success: true, dilemma: false });
    }
  });
});

describe("check action: odds", () => {
  it("L13-CHK-2 L13-DIFF-2 odds equal a hand count: playMode off, Heroic, Pulse d8 + Fighting d10 → 21/80", () => {
    const state = table(options({ playMode: "off" }));
    const params = { actor: "casimir", ability: "pulse", skill: "fighting", difficulty: "heroic" };
    let hits = 0;
    for (let a = 1; a <= 8; a++) for (let b = 1; b <= 10; b++) if (a + b >= 13) hits++;
    expect(hits).toBe(21);
    const odds = oddsOf(lucky13, state, "check", params);
    expect(odds.partition.success).toBeCloseTo(21 / 80, 12);
    expect(odds.partition.failure).toBeCloseTo(59 / 80, 12);
    expect(odds.chances.dilemma).toBe(0);
    expect(odds.truncated).toBe(0);
    const total = odds.distributions.total!;
    expect(total.reduce((s, [, p]) => s + p, 0)).toBeCloseTo(1, 12);
    expect(total.find(([v]) => v === 18)![1]).toBeCloseTo(1 / 80, 12);
  });

  it("L13-EXPL-12 odds of a cinematic check: the partition covers everything and a dilemma is possible", () => {
    const odds = oddsOf(lucky13, table(options()), "check", teleport);
    expect(odds.partition.success! + odds.partition.failure! + odds.truncated).toBeCloseTo(1, 12);
    // P(no die shows a first 1) = 9/10 · 11/12 · 5/6.
    expect(odds.chances.dilemma).toBeCloseTo(1 - (9 / 10) * (11 / 12) * (5 / 6), 12);
  });
});
