// Issue 21: stepping dice proved at the table. A GM's situational steps, specializations, assets and
// assists go into a check (or an attack) as intent parameters through a Session, and the dice the
// roll record shows, the total and the sheet afterwards are asserted. Faces are scripted per intent:
// 2s unless a test says otherwise, so no die explodes or implodes by accident.

import { describe, expect, it } from "vitest";
import type { L13Options } from "./character/index.js";
import { engineError, type L13Table, l13Table, sheetOf } from "./testing/table-coverage.js";

/** Every ability and every skill a different die; two specializations, one asset. */
const ladder = (o: L13Options) =>
  sheetOf(o, {
    name: "Ladder",
    abilities: { will: "d4", charm: "d6", pulse: "d8", intellect: "d10", reflex: "d12" },
    skills: { spellcasting: "d4", scholarship: "d6", healing: "d8", sneaking: "d10", fighting: "d12" },
    specializations: [
      { id: "herbalLore", name: "Herbal lore", skill: "healing", level: 2 },
      { id: "shadowstep", name: "Shadowstep", skill: "sneaking", level: 3 },
      { id: "blink", name: "Blink", skill: "spellcasting", level: 5 },
      { id: "broadsword", name: "Broadsword", skill: "fighting", level: 5 },
    ],
    hp: 3 * o.hpPerPulseDie,
  });

const twos = new Array(30).fill(2);
type Step = number | { slot: string; steps: number };

/** The dice of one slot after the given situational steps, read off the roll record. */
function slotAfter(t: L13Table, slot: "ability" | "skill", ability: string, skill: string, steps: Step[]) {
  const r = t.act(
    "check",
    {
      actor: "ladder",
      ability,
      skill,
      difficulty: "heroic",
      steps: steps.map((s, i) => ({
        slot,
        steps: typeof s === "number" ? s : s.steps,
        label: `step ${i + 1}`,
      })),
    },
    twos,
  );
  return r.shape.filter(([role]) => role === slot).map(([, sides]) => sides);
}
const ability = (t: L13Table, a: string, ...steps: number[]) => slotAfter(t, "ability", a, "fighting", steps);

describe("stepping a die at the table", () => {
  const t = l13Table({}, (o) => ({ ladder: ladder(o) }));

  it("L13-STEP-1 one step up: d4 → d6, d6 → d8, d8 → d10, d10 → d12", () => {
    expect(ability(t, "will", 1)).toEqual([6]);
    expect(ability(t, "charm", 1)).toEqual([8]);
    expect(ability(t, "pulse", 1)).toEqual([10]);
    expect(ability(t, "intellect", 1)).toEqual([12]);
    // Without the step, the sheet's die.
    expect(ability(t, "intellect")).toEqual([10]);
  });

  it("L13-STEP-2 one step up from d12 keeps the d12 and adds a d4; both are thrown and summed", () => {
    const r = t.act(
      "check",
      {
        actor: "ladder",
        ability: "reflex",
        skill: "fighting",
        difficulty: "heroic",
        steps: [{ slot: "ability", steps: 1, label: "surge" }],
      },
      [7, 3, 2],
    );
    expect(r.shape).toEqual([
      ["ability", 12],
      ["ability", 4],
      ["skill", 12],
    ]);
    expect(r.outcome.total).toBe(12);
    expect(r.used).toBe(3);
  });

  it("L13-STEP-3 one step down: d12 → d10, d10 → d8, d8 → d6, d6 → d4", () => {
    expect(ability(t, "reflex", -1)).toEqual([10]);
    expect(ability(t, "intellect", -1)).toEqual([8]);
    expect(ability(t, "pulse", -1)).toEqual([6]);
    expect(ability(t, "charm", -1)).toEqual([4]);
  });

  it("L13-STEP-4 a d4 stepped down is gone: nothing thrown, 0 added, no second throw under advantage; further steps down are no error", () => {
    const p = {
      actor: "ladder",
      ability: "will",
      skill: "fighting",
      difficulty: "heroic",
      steps: [{ slot: "ability", steps: -1, label: "shaken" }],
    };
    const r = t.act("check", p, [5]);
    expect(r.shape).toEqual([["skill", 12]]);
    expect(r.outcome.total).toBe(5);
    expect(r.used).toBe(1);
    const adv = t.act("check", { ...p, advantage: ["high ground"] }, [5]);
    expect(adv.used).toBe(1);
    expect(adv.outcome.modifiers.effect).toBe("noAbilityDie");
    expect(ability(t, "charm", -5)).toEqual([]);
    expect(ability(t, "reflex", -20)).toEqual([]);
  });

  it("L13-STEP-5 past d12 the added die climbs the ladder: d10 +3 → d12+d6, d12 +5 → d12+d12, d12 +6 → d12+d12+d4, d4 +5 → d12+d4", () => {
    expect(ability(t, "intellect", 3)).toEqual([12, 6]);
    expect(ability(t, "reflex", 5)).toEqual([12, 12]);
    expect(ability(t, "reflex", 6)).toEqual([12, 12, 4]);
    expect(ability(t, "will", 5)).toEqual([12, 4]);
    expect(ability(t, "will", 20)).toEqual([12, 12, 12, 12, 4]);
    const d4s = l13Table({ overflowMode: "addD4Each" }, (o) => ({ ladder: ladder(o) }));
    expect(ability(d4s, "intellect", 3)).toEqual([12, 4, 4]);
  });

  it("L13-STEP-6 on an overflow group a step down undoes a step up (sequential steps, so each one touches the group)", () => {
    const seq = l13Table({ stepResolution: "sequential" }, (o) => ({ ladder: ladder(o) }));
    expect(ability(seq, "reflex", 2, -1)).toEqual([12, 4]);
    expect(ability(seq, "reflex", 1, -1)).toEqual([12]);
    expect(ability(seq, "reflex", 6, -1)).toEqual([12, 12]);
    expect(ability(seq, "reflex", 3, -1)).toEqual(ability(seq, "reflex", 2));
    const d4s = l13Table({ stepResolution: "sequential", overflowMode: "addD4Each" }, (o) => ({
      ladder: ladder(o),
    }));
    expect(ability(d4s, "reflex", 2, -1)).toEqual([12, 4]);
    expect(ability(d4s, "reflex", 3, -1)).toEqual([12, 4, 4]);
  });

  it("L13-STEP-7 several steps on one slot are netted: d4 +1 −1 (either order) → d4, d6 +1 −2 → d4, d8 +2 (specialization) −1 → d10", () => {
    expect(ability(t, "will", 1, -1)).toEqual([4]);
    expect(ability(t, "will", -1, 1)).toEqual([4]);
    expect(ability(t, "charm", 1, -2)).toEqual([4]);
    const r = t.act(
      "check",
      {
        actor: "ladder",
        ability: "will",
        skill: "healing",
        difficulty: "heroic",
        specialization: "herbalLore",
        steps: [{ slot: "skill", steps: -1, label: "shaking hands" }],
      },
      twos,
    );
    expect(r.shape.filter(([role]) => role === "skill")).toEqual([["skill", 10]]);
    // Sequential (an option): stepped away first, the d4 stays gone.
    const seq = l13Table({ stepResolution: "sequential" }, (o) => ({ ladder: ladder(o) }));
    expect(ability(seq, "will", -1, 1)).toEqual([]);
    expect(ability(seq, "will", 1, -1)).toEqual([4]);
  });

  it("L13-STEP-8 a slot with no die grows from none only when a step names it: an untrained skill +1 → d4, +2 → d6", () => {
    const o = { allowUntrainedSkill: true };
    const u = l13Table(o, (opts) => ({
      ladder: sheetOf(opts, {
        name: "Ladder",
        skills: { ...Object.fromEntries(opts.skills.map((s) => [s.id, "d6"])), sneaking: null },
      }),
    }));
    expect(slotAfter(u, "skill", "will", "sneaking", [])).toEqual([]);
    expect(slotAfter(u, "skill", "will", "sneaking", [1])).toEqual([4]);
    expect(slotAfter(u, "skill", "will", "sneaking", [2])).toEqual([6]);
    // A step on the ability slot does not give the empty skill slot a die.
    expect(slotAfter(u, "ability", "will", "sneaking", [2])).toEqual([10]);
    // The Difficulty die is never stepped: the GM picks another level.
    const e = engineError(() =>
      t.act("check", {
        actor: "ladder",
        ability: "will",
        skill: "fighting",
        difficulty: "heroic",
        steps: [{ slot: "difficulty", steps: 1, label: "easier" }],
      }),
    );
    expect(e.code).toBe("invalid");
  });

  it("L13-STEP-8 an unarmored defender behind cover: the +1 on the Defensive die gives a d4 (and none without it)", () => {
    // Casimir (Reflex d6, Fighting d10, Mace d6/d8) attacks Brunella, who wears no armor.
    const u = l13Table();
    const plain = u.act("attack", { attacker: "casimir", defender: "brunella" }, [2, 5, 3, 4, 3, 2]);
    expect(plain.shape.slice(3)).toEqual([
      ["ability", 8],
      ["skill", 6],
      ["damage", 8],
    ]);
    const cover = l13Table().act(
      "attack",
      {
        attacker: "casimir",
        defender: "brunella",
        defenderModifiers: { steps: [{ slot: "defense", steps: 1, label: "behind a wagon" }] },
      },
      [2, 5, 3, 4, 3, 2, 2],
    );
    expect(cover.shape.slice(3)).toEqual([
      ["ability", 8],
      ["skill", 6],
      ["defense", 4],
      ["damage", 8],
    ]);
    expect(cover.outcome).toMatchObject({ attackTotal: 10, defenseTotal: 9, margin: 1, damage: 3 });
    expect(JSON.stringify(cover.outcome.defenderModifiers)).toContain("behind a wagon");
  });

  it("L13-SPEC-8 specialization steps past d12 follow the overflow ladder: d10 L3 → d12+d6, d4 L5 → d12+d4, d12 L5 → d12+d12", () => {
    const spec = (skill: string, specialization: string) =>
      t
        .act("check", { actor: "ladder", ability: "will", skill, difficulty: "heroic", specialization }, twos)
        .shape.filter(([role]) => role === "skill")
        .map(([, sides]) => sides);
    expect(spec("sneaking", "shadowstep")).toEqual([12, 6]);
    expect(spec("spellcasting", "blink")).toEqual([12, 4]);
    expect(spec("fighting", "broadsword")).toEqual([12, 12]);
  });
});

describe("assets at the table", () => {
  it("L13-ASSET-1 an asset's quality is its number of steps: Perfect 5 … Inferior 1, and the labels are the designer's ladder", () => {
    const t = l13Table({}, (o) => ({ ladder: ladder(o) }));
    const withAsset = (tab: L13Table, quality: unknown) =>
      tab
        .act(
          "check",
          {
            actor: "ladder",
            ability: "will",
            skill: "fighting",
            difficulty: "heroic",
            assets: [{ name: "Something", quality, target: "ability" }],
          },
          twos,
        )
        .shape.filter(([role]) => role === "ability")
        .map(([, sides]) => sides);
    // Will d4 stepped by the asset's level.
    expect(withAsset(t, "perfect")).toEqual([12, 4]);
    expect(withAsset(t, "Excellent")).toEqual([12]);
    expect(withAsset(t, "standard")).toEqual([10]);
    expect(withAsset(t, "adequate")).toEqual([8]);
    expect(withAsset(t, "inferior")).toEqual([6]);
    expect(withAsset(t, 3)).toEqual([10]);
    // A level the ladder does not have, by name or by number, is refused.
    for (const quality of ["legendary", 6]) {
      const e = engineError(() => withAsset(t, quality));
      expect(e.code, String(quality)).toBe("invalid");
      expect(e.path, String(quality)).toEqual(["assets", 0, "quality"]);
    }
    expect(engineError(() => withAsset(t, 0)).code).toBe("invalid");
    const custom = l13Table(
      {
        assetLadder: [
          { id: "masterwork", label: "Masterwork", level: 2 },
          { id: "shoddy", label: "Shoddy", level: 1 },
        ],
      },
      (o) => ({ ladder: ladder(o) }),
    );
    expect(withAsset(custom, "masterwork")).toEqual([8]);
    expect(engineError(() => withAsset(custom, "perfect")).path).toEqual(["assets", 0, "quality"]);
    expect(engineError(() => withAsset(custom, 5)).path).toEqual(["assets", 0, "quality"]);
  });

  it("L13-ASSET-5 a person who coached the PC beforehand is an asset: rated like one, not seated, throws nothing, needs no turn", () => {
    const t = l13Table();
    const bluff = { actor: "brunella", ability: "charm", skill: "sneaking", difficulty: "moderate" };
    const r = t.act(
      "check",
      { ...bluff, assets: [{ name: "Old Mabel, who coached her", quality: "standard" }] },
      [2, 5, 4],
    );
    // Sneaking d6 +3 → d12; three dice, all Brunella's.
    expect(r.shape).toEqual([
      ["ability", 6],
      ["skill", 12],
      ["difficulty", 10],
    ]);
    expect(r.outcome).toMatchObject({ total: 11 });
    expect(JSON.stringify(r.outcome.modifiers)).toContain("Old Mabel");
    expect(Object.keys(t.session.state.characters)).toEqual(["brunella", "casimir"]);
    // The same help as an assist needs a helper at the table, who may not be unconscious.
    expect(engineError(() => t.act("check", { ...bluff, assists: ["mabel"] })).code).toBe("not_found");
  });

  it("L13-ASSET-8 asset, specialization, assist and GM steps on one slot net out: Technology d6 +1 +2 +1 −2 → d10", () => {
    const t = l13Table(
      { skillPreset: "sciFi" },
      (o) => ({
        kira: sheetOf(o, {
          name: "Kira",
          specializations: [
            { id: "alienTech", name: "Understand alien equipment", skill: "technology", level: 1 },
          ],
          assets: [{ name: "Star map", quality: 2 }],
        }),
        rook: sheetOf(o, {
          name: "Rook",
          skills: { ...Object.fromEntries(o.skills.map((s) => [s.id, "d6"])), technology: "d4" },
        }),
      }),
      false,
    );
    const p = {
      actor: "kira",
      ability: "intellect",
      skill: "technology",
      difficulty: "moderate",
      specialization: "alienTech",
      assets: ["Star map"],
    };
    // The book's example: level 1 + Adequate (+2) = +3, d6 → d12.
    expect(t.act("check", p, twos).shape[1]).toEqual(["skill", 12]);
    const all = t.act(
      "check",
      { ...p, assists: ["rook"], steps: [{ slot: "skill", steps: -2, label: "jammed signal" }] },
      twos,
    );
    expect(all.shape).toEqual([
      ["ability", 6],
      ["skill", 10],
      ["difficulty", 10],
    ]);
    const steps = all.outcome.modifiers.steps.map((s: { source: string; steps: number }) => [
      s.source,
      s.steps,
    ]);
    expect(steps).toEqual(
      expect.arrayContaining([
        ["specialization", 1],
        ["asset", 2],
        ["assist", 1],
        ["situation", -2],
      ]),
    );
  });
});

describe("steps leave the sheet alone", () => {
  it("L13-HP-8 stepping the Pulse slot up or down for a roll changes neither current nor maximum HP", () => {
    const t = l13Table();
    t.act("damage", { target: "casimir", amount: 5 });
    const before = t.sheet("casimir");
    expect(before).toMatchObject({ hp: 25, maxHp: 30, pulse: "d8" });
    const up = t.act(
      "check",
      {
        ...{ actor: "casimir", ability: "pulse", skill: "fighting", difficulty: "moderate" },
        assistTask: "ability",
        assists: ["brunella"],
        assets: [{ name: "Crowbar", quality: 2, target: "ability" }],
        steps: [{ slot: "ability", steps: -1, label: "slippery" }],
      },
      twos,
    );
    // Pulse d8 +2 (Brunella's Pulse d6) +2 −1 → d12 + d4.
    expect(up.shape.slice(0, 2)).toEqual([
      ["ability", 12],
      ["ability", 4],
    ]);
    expect(up.events.map((e) => e.type)).toEqual(["roll"]);
    expect(t.sheet("casimir")).toEqual(before);
    const down = t.act(
      "check",
      {
        actor: "casimir",
        ability: "pulse",
        skill: "fighting",
        difficulty: "moderate",
        steps: [{ slot: "ability", steps: -5, label: "winded" }],
      },
      twos,
    );
    expect(down.shape[0]).toEqual(["skill", 10]);
    // No Pulse die for the roll, yet he is neither dying nor hurt any further.
    expect(t.sheet("casimir")).toEqual(before);
    expect(t.sheet("casimir").status).toBe("ok");
  });
});
