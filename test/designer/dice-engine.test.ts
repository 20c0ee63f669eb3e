// Dice Engine overlays (stats, skills, perks and focuses renamed; skills, perks and focuses added
// to the table's setting; a setting's own entries removed; the errors; the contract suite) and the
// Dice Engine odds table, every cell of which is cross-checked against a brute-force enumeration
// of the dice written here independently of check/odds.ts.

import { describe, expect, it } from "vitest";
import { oddsTable } from "../../src/designer/odds-tables.js";
import { rulesetContract } from "../../src/engine/testing/contract.js";
import { catalogueFor } from "../../src/rulesets/dice-engine/catalogue/setting.js";
import type { DeCharacter } from "../../src/rulesets/dice-engine/character/index.js";
import { resolveCheckOptions } from "../../src/rulesets/dice-engine/check/options.js";
import { diceEngineCell } from "../../src/rulesets/dice-engine/odds-table.js";
import type { DiceEngineOptions } from "../../src/rulesets/dice-engine/options.js";
import { registry } from "../../src/rulesets/index.js";
import { build, create, errorAt, resolve } from "./helpers.js";

const grim = (extra: Record<string, unknown> = {}) => ({
  base: "dice-engine",
  id: "grim-engine",
  name: "Grim Engine",
  rename: {
    stats: { agility: "Finesse" },
    skills: { medic: "Field Medicine" },
    perks: { quickStep: "Fleet Foot" },
    focuses: { underworld: "Gutter Lore" },
  },
  options: { startingSP: 1200 },
  add: {
    skills: [{ name: "Zero-G Manoeuvres", group: "tools", cost: 50, covers: "moving in free fall" }],
    focuses: [{ name: "Starlore", knowledge: "the constellations and the old stories told about them" }],
    perks: [
      {
        name: "Void Legs",
        category: "movement",
        cost: { currency: "XP", ranks: [100] },
        summary: "moves well in low gravity",
        effects: [{ kind: "speedBonus", perRank: 1 }],
      },
    ],
  },
  ...extra,
});

rulesetContract(build(grim()), { seeds: 40, samples: 400 });

describe("a Dice Engine overlay", () => {
  const r = build(grim());
  const o = r.parseOptions({}) as DiceEngineOptions;

  it("writes the added skills, perks and focuses into the setting option, with ids made from their names", () => {
    expect(o.startingSP).toBe(1200);
    expect(o.setting.skills.map((s) => [s.id, s.name, s.group, s.cost])).toEqual([
      ["zeroGManoeuvres", "Zero-G Manoeuvres", "tools", 50],
    ]);
    expect(o.setting.skills[0]!.unskilled).toEqual({ disadvantage: true, losesItemBonus: false });
    expect(o.setting.focuses.map((f) => f.id)).toEqual(["starlore"]);
    expect(o.setting.perks.map((p) => p.id)).toEqual(["voidLegs"]);
    const cat = catalogueFor(o);
    expect(cat.skills.get("zeroGManoeuvres")?.name).toBe("Zero-G Manoeuvres");
    expect(r.derived?.terms.stats?.agility).toBe("Finesse");
    expect(r.derived?.terms.skills?.medic).toBe("Field Medicine");
    expect(r.derived?.terms.skills?.zeroGManoeuvres).toBe("Zero-G Manoeuvres");
    expect(r.derived?.catalogues.skills?.length).toBe(
      catalogueFor(registry.get("dice-engine").parseOptions({}) as never).skills.size + 1,
    );
  });

  it("takes the new stat name in a check and shows it in the roll", () => {
    for (const stat of ["Finesse", "finesse", "agility"]) {
      const res = resolve(r, "check", { actor: "ilse", stat, dc: 12 });
      expect(res.roll!.summary).toContain("Finesse check against DC 12");
      expect(res.roll!.summary).not.toContain("Agility");
      expect((res.roll!.outcome as { stat: string }).stat).toBe("agility");
    }
  });

  it("takes renamed and added skills, focuses and stances by their new names", () => {
    // Ilse has Medic: the renamed skill is hers, so no unskilled disadvantage.
    const skilled = resolve(r, "check", {
      actor: "ilse",
      stat: "intuition",
      skill: "Field Medicine",
      dc: 12,
    });
    const unskilled = (res: ReturnType<typeof resolve>) =>
      (res.roll!.outcome as { unskilled: boolean }).unskilled;
    expect(unskilled(skilled)).toBe(false);
    // Nobody has the added skill yet: using its equipment is unskilled, and the log names it.
    const free = resolve(r, "check", { actor: "ilse", stat: "agility", skill: "Zero-G Manoeuvres", dc: 12 });
    expect(unskilled(free)).toBe(true);
    expect(JSON.stringify(free.roll)).toContain("Zero-G Manoeuvres");
    const lore = resolve(r, "check", { actor: "wren", stat: "intuition", focus: "Gutter Lore", dc: 12 });
    // Wren has Underworld 1: the renamed focus is found and its rating added.
    expect((lore.roll!.outcome as { focusBonus: number }).focusBonus).toBe(1);
    expect(lore.roll!.summary).not.toContain("Underworld");
  });

  it("creates a character with the new names and shows them on the sheet", () => {
    const c = create(r, "pointBuy", {
      name: "Vex",
      stats: { finesse: 2, endurance: 1 },
      purchases: [
        { kind: "skill", skill: "Zero-G Manoeuvres" },
        { kind: "skill", skill: "Field Medicine" },
        { kind: "perk", perk: "Fleet Foot" },
        { kind: "proficiency", stat: "Finesse" },
      ],
    }) as DeCharacter;
    expect(c.stats.agility).toBe(2);
    expect(c.skills).toEqual(expect.arrayContaining(["zeroGManoeuvres", "medic"]));
    expect(c.perks.quickStep?.rank).toBe(1);
    expect(c.training.agility).toBe("proficient");
    const sheet = r.character.describe(c, o).join("\n");
    expect(sheet).toContain("Finesse +2 (P)");
    expect(sheet).toContain("Zero-G Manoeuvres");
    expect(sheet).toContain("Field Medicine");
    expect(sheet).toContain("Fleet Foot");
    expect(sheet).not.toMatch(/Agility|Medic\b|Quick Step/);
  });

  it("advances with purchases in the new words", () => {
    const c = create(r, "pointBuy", { name: "Vex", stats: { finesse: 1 } }) as DeCharacter;
    const after = r.character.advance!.apply(
      c,
      {
        award: { amount: 1000, reason: "the wreck" },
        betweenAdventures: true,
        buy: ["stat:finesse:2", "focus:Starlore:2", "focus:gutter lore", "perk:Void Legs"],
      },
      o,
    );
    const next = after.character as DeCharacter;
    expect(next.stats.agility).toBe(2);
    expect(next.focuses).toMatchObject({ starlore: 2, underworld: 1 });
    expect(next.perks.voidLegs?.rank).toBe(1);
    expect(after.changes.join("\n")).toContain("Finesse");
    expect(after.changes.join("\n")).not.toContain("Agility");
    // The added perk's speed bonus reaches the derived values.
    const d = r.character.derive(next, o) as { speed: number | null };
    expect(d.speed).toBe(null); // raceless without racelessBaseSpeed: unknown, as in the base
  });

  it("removes entries a setting in its options brought, and may replace them", () => {
    const r2 = build({
      base: "dice-engine",
      id: "frontier",
      name: "Frontier",
      options: {
        setting: {
          id: "frontier",
          name: "Frontier",
          focuses: [
            { id: "trailLore", name: "Trail Lore", knowledge: "old trails" },
            { id: "horses", name: "Horses", knowledge: "horses" },
          ],
        },
      },
      remove: { focuses: ["trail lore"] },
      add: { focuses: [{ name: "Horses II" }] },
    });
    const o2 = r2.parseOptions({}) as DiceEngineOptions;
    expect(o2.setting.focuses.map((f) => f.id)).toEqual(["horses", "horsesII"]);
    expect(o2.setting.name).toBe("Frontier");
  });
});

describe("Dice Engine overlay errors", () => {
  it("an unknown stat lists the eight stats", () => {
    const e = errorAt(grim({ rename: { stats: { luck: "Fortune" } } }), ["rename", "stats", "luck"]);
    expect(e.code).toBe("unknown_term");
    expect(e.message).toContain(
      "charisma, convince, logic, intuition, agility, dexterity, strength, endurance",
    );
  });

  it("a new name already another stat's is a clash", () => {
    expect(
      errorAt(grim({ rename: { stats: { agility: "Strength" } } }), ["rename", "stats", "agility"]).code,
    ).toBe("name_clash");
  });

  it("an added skill without a price names the field", () => {
    const e = errorAt(grim({ add: { skills: [{ name: "Piloting", group: "vehiclesAndMounts" }] } }), [
      "add",
      "skills",
      0,
      "cost",
    ]);
    expect(e.message).toContain("required");
  });

  it("an added skill in a group nobody declared is refused under the setting option, by field", () => {
    const e = errorAt(grim({ add: { skills: [{ name: "Piloting", group: "ships", cost: 25 }] } }), [
      "options",
      "setting",
      "skills",
      0,
      "group",
    ]);
    expect(e.code).toBe("invalid_options");
    expect(e.message).toContain('unknown skill group "ships"');
  });

  it("the core's skills, perks and focuses cannot be removed; unknown ones are listed; duplicates refused", () => {
    expect(errorAt(grim({ remove: { skills: ["Medic"] } }), ["remove", "skills", 0]).code).toBe(
      "not_removable",
    );
    expect(errorAt(grim({ remove: { perks: ["quick step"] } }), ["remove", "perks", 0]).code).toBe(
      "not_removable",
    );
    const unknown = errorAt(grim({ remove: { focuses: ["Astrology"] } }), ["remove", "focuses", 0]);
    expect([unknown.code, unknown.message.includes("Etiquette")]).toEqual(["unknown_entry", true]);
    expect(errorAt(grim({ add: { focuses: [{ name: "Stealth" }] } }), ["add", "focuses", 0]).code).toBe(
      "duplicate_entry",
    );
  });

  it("weapons are no catalogue of the Dice Engine, and the message lists those it has", () => {
    const e = errorAt(grim({ add: { weapons: [{ name: "Pick" }] } }), ["add", "weapons"]);
    expect(e.message).toContain("skills, perks, focuses");
  });

  it("a bad option is refused by the base, under options", () => {
    expect(errorAt(grim({ options: { startingSP: -5 } }), ["options", "startingSP"]).code).toBe(
      "invalid_options",
    );
  });
});

// ── the odds table ───────────────────────────────────────────────────────────────────────────

/**
 * Brute force, from the book's words and not from check/odds.ts: Proficiency makes the first die a
 * d12, Expertise both, and extra dice are d12s with Expertise; every face tuple is equally likely;
 * keep the two highest (advantage) or lowest (disadvantage) faces; a kept face of 10+ adds 2, both
 * add 4; two kept 1s fail whatever the total; otherwise total ≥ DC succeeds.
 */
function bruteForce(
  training: "none" | "proficient" | "expert",
  level: number,
): (stat: number, dc: number) => number {
  const extra = training === "expert" ? 12 : 10;
  const sizes = [training === "none" ? 10 : 12, training === "expert" ? 12 : 10];
  for (let i = 0; i < Math.abs(level); i++) sizes.push(extra);
  const outcomes: { value: number; fumble: boolean }[] = [];
  const go = (faces: number[]) => {
    if (faces.length === sizes.length) {
      const sorted = [...faces].sort((a, b) => (level >= 0 ? b - a : a - b));
      const [a, b] = [sorted[0]!, sorted[1]!];
      const highs = (a >= 10 ? 1 : 0) + (b >= 10 ? 1 : 0);
      const ones = (a === 1 ? 1 : 0) + (b === 1 ? 1 : 0);
      const bonus = highs === 2 ? 4 : highs === 1 && ones === 0 ? 2 : 0;
      outcomes.push({ value: a + b + bonus, fumble: ones === 2 });
      return;
    }
    for (let f = 1; f <= sizes[faces.length]!; f++) go([...faces, f]);
  };
  go([]);
  return (stat, dc) => outcomes.filter((x) => !x.fumble && x.value + stat >= dc).length / outcomes.length;
}

describe("the Dice Engine odds table", () => {
  const t = oddsTable(registry.get("dice-engine"));

  it("has one stat (−4…+5) × DC (5…25) grid per training and advantage level (−2…+2)", () => {
    expect(t.ruleset).toEqual({ id: "dice-engine", name: "Dice Engine", base: "dice-engine" });
    expect(t.tables.map((g) => g.id)).toEqual([
      "none-dis2",
      "none-dis1",
      "none",
      "none-adv1",
      "none-adv2",
      "proficient-dis2",
      "proficient-dis1",
      "proficient",
      "proficient-adv1",
      "proficient-adv2",
      "expert-dis2",
      "expert-dis1",
      "expert",
      "expert-adv1",
      "expert-adv2",
    ]);
    for (const g of t.tables) {
      expect(g.rows.values).toEqual([-4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
      expect(g.columns.values).toEqual(Array.from({ length: 21 }, (_, i) => 5 + i));
      expect(g.cells.length).toBe(10);
      for (const row of g.cells) expect(row.length).toBe(21);
    }
    expect(t.check).toContain("Agility");
  });

  const cell = (id: string, stat: number, dc: number) => {
    const g = t.tables.find((x) => x.id === id)!;
    return g.cells[g.rows.values.indexOf(stat)]![g.columns.values.indexOf(dc)]!;
  };

  it("golden values worked out by hand", () => {
    // Stat 5 against DC 5 fails only on double 1s: 99/100.
    expect(cell("none", 5, 5)).toBe(0.99);
    // Stat −4 needs 29 from 2d10 + crits; 10 + 10 + 4 = 24 at most.
    expect(cell("none", -4, 25)).toBe(0);
    // Stat 0, DC 21: double 10 (24), 10 + 9 either way (21): 3/100.
    expect(cell("none", 0, 21)).toBeCloseTo(0.03, 12);
    // Expertise, 2d12, stat 0, DC 24: both kept ≥ 10 (9 of 144 pairs, each ≥ 20 + 4); one high alone reaches 21 + 2 at most.
    expect(cell("expert", 0, 24)).toBeCloseTo(9 / 144, 12);
    // Advantage only helps, disadvantage only hurts, and more stat never hurts.
    for (const stat of [-4, 0, 5])
      for (const dc of [5, 12, 18, 25]) {
        expect(cell("none-adv1", stat, dc)).toBeGreaterThanOrEqual(cell("none", stat, dc));
        expect(cell("none-dis1", stat, dc)).toBeLessThanOrEqual(cell("none", stat, dc));
        expect(cell("expert", stat, dc)).toBeGreaterThanOrEqual(cell("none", stat, dc));
      }
  });

  it("every cell of every grid agrees with a brute-force enumeration of the dice", () => {
    for (const training of ["none", "proficient", "expert"] as const)
      for (const level of [-2, -1, 0, 1, 2]) {
        const id = `${training}${level === 0 ? "" : level > 0 ? `-adv${level}` : `-dis${-level}`}`;
        const g = t.tables.find((x) => x.id === id)!;
        const p = bruteForce(training, level);
        g.rows.values.forEach((stat, r) => {
          g.columns.values.forEach((dc, c) => {
            expect(g.cells[r]![c], `${id} stat ${stat} DC ${dc}`).toBeCloseTo(
              p(stat as number, dc as number),
              12,
            );
          });
        });
      }
  });

  it("each cell is checkOdds with that very stat and DC (the grid shares enumerations by DC − stat)", () => {
    const o = resolveCheckOptions({});
    for (const [id, training, level] of [
      ["none", "none", 0],
      ["proficient-dis1", "proficient", -1],
      ["expert-adv2", "expert", 2],
    ] as const)
      for (const [stat, dc] of [
        [-4, 5],
        [-1, 13],
        [3, 17],
        [5, 25],
      ] as const)
        expect(cell(id, stat, dc)).toBe(diceEngineCell(stat, dc, level, training, o));
  });

  it("follows the table's options: Proficient extra dice are d12s when advantageDieFollowsProficiency", () => {
    const wide = oddsTable(registry.get("dice-engine"), { advantageDieFollowsProficiency: true });
    const g = (tb: typeof t, id: string) => tb.tables.find((x) => x.id === id)!;
    expect(g(wide, "proficient-adv2").title).toContain("2d12");
    expect(g(wide, "proficient-adv2").cells[4]![10]).toBeGreaterThan(g(t, "proficient-adv2").cells[4]![10]!);
    // With super-criticals succeeding outright, DC 25 is no longer out of reach for stat −4.
    const sure = oddsTable(registry.get("dice-engine"), { superCritAutoSucceedsChecks: true });
    expect(g(sure, "none").cells[0]![20]).toBeCloseTo(0.01, 12);
  });

  it("a derived ruleset's table names its stats in the new words", () => {
    const d = oddsTable(build(grim()));
    expect(d.ruleset).toEqual({ id: "grim-engine", name: "Grim Engine", base: "dice-engine" });
    expect(d.check).toContain("Finesse");
    expect(d.check).not.toContain("Agility");
    expect(d.tables[2]!.cells).toEqual(t.tables[2]!.cells);
  });
});
