import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ABILITIES,
  ABILITY_IDS,
  ABILITY_INCREASE_COSTS,
  ASSET_LADDER,
  ASSIST_STEPS,
  ATTRIBUTION,
  BALANCED_ARRAY,
  DEATH_TABLE,
  DIFFICULTY_LADDER,
  DISCLAIMER,
  dieForPercentile,
  EXAMPLE_SPECIALIZATIONS,
  HP_PER_PULSE_DIE,
  PLAY_MODES,
  RANDOM_ABILITY_TABLE,
  REPUTATION_RANGE,
  REST_HEALING_PRESET,
  SKILL_PRESETS,
  SPECIALIZED_ARRAY,
  STEP_TABLE,
  TERM_DEFAULTS,
  TS_NWO_TERMS,
} from "./data.js";

const BOOK = new URL("../../../../../shared/seeds/lucky13-game-engine.txt", import.meta.url);
/** The rulebook lives outside the repository; tests that compare against it skip when it is absent. */
const haveBook = existsSync(BOOK);

const labelOf = (preset: keyof typeof SKILL_PRESETS, id: string) =>
  SKILL_PRESETS[preset].skills.find((s) => s.id === id)?.label;

describe("Appendix B catalogs", () => {
  it("L13-ABIL-1 five abilities in canonical order Will, Charm, Pulse, Intellect, Reflex", () => {
    expect(ABILITY_IDS).toEqual(["will", "charm", "pulse", "intellect", "reflex"]);
    expect(ABILITIES.map((a) => a.label)).toEqual(["Will", "Charm", "Pulse", "Intellect", "Reflex"]);
  });

  it.skipIf(!haveBook)("L13-ABIL-3 each ability has a domain description, in our own words (B.2)", () => {
    const book = readFileSync(BOOK, "utf8");
    for (const a of ABILITIES) {
      expect(a.domain.length).toBeGreaterThan(20);
      // No sentence of ours is lifted from the book.
      for (const sentence of a.domain
        .split(/[.:;]/)
        .map((s) => s.trim())
        .filter((s) => s.length > 25))
        expect(book.includes(sentence)).toBe(false);
    }
    expect(ABILITIES.find((a) => a.id === "pulse")?.role).toMatch(/hit points/);
    expect(ABILITIES.find((a) => a.id === "reflex")?.role).toMatch(/initiative/);
  });

  it("L13-SKILL-5 the three presets are exact and in book order", () => {
    expect(SKILL_PRESETS.fantasy.skills.map((s) => s.label)).toEqual([
      "Spellcasting",
      "Scholarship",
      "Healing",
      "Sneaking",
      "Fighting",
    ]);
    expect(SKILL_PRESETS.postApocalyptic.skills.map((s) => s.label)).toEqual([
      "History",
      "Communication",
      "Technology",
      "Weaponry",
    ]);
    expect(SKILL_PRESETS.sciFi.skills.map((s) => s.label)).toEqual([
      "Technology",
      "Astrogation",
      "Mysticism",
      "Mechanics",
      "Diplomacy",
      "Combat",
    ]);
  });

  it("L13-SKILL-4 preset combat skills: Fighting, Weaponry, Combat (B.6)", () => {
    expect(labelOf("fantasy", SKILL_PRESETS.fantasy.combatSkill)).toBe("Fighting");
    expect(labelOf("postApocalyptic", SKILL_PRESETS.postApocalyptic.combatSkill)).toBe("Weaponry");
    expect(labelOf("sciFi", SKILL_PRESETS.sciFi.combatSkill)).toBe("Combat");
  });

  it("L13-SPEC-11 the 19 example specializations, parent and name exactly as printed (B.7)", () => {
    const rows = EXAMPLE_SPECIALIZATIONS.map((s) => `${labelOf(s.preset, s.skill)} → ${s.name}`);
    expect(rows).toEqual([
      "Spellcasting → Teleport",
      "Sneaking → Pick locks",
      "Sneaking → Disguise",
      "Healing → Heal simple injury",
      "Fighting → Broadsword",
      "Fighting → Tightrope walking",
      "Technology → Understand alien equipment",
      "Astrogation → Pilot light starcraft",
      "Astrogation → Dead reckoning",
      "Mysticism → Mind energy shield",
      "Mechanics → Craft simple radio",
      "Combat → Nerve pinch",
      "History → Use artifacts",
      "History → Read dead languages",
      "Communication → Sign language",
      "Technology → Siphon fuel",
      "Technology → Welding",
      "Weaponry → Club fighting",
      "Weaponry → Chains",
    ]);
  });

  it("L13-DIFF-1 difficulty ladder data: Easy d12 … Extraordinary d4, Heroic none (B.8)", () => {
    expect(DIFFICULTY_LADDER.map((d) => [d.label, d.die])).toEqual([
      ["Easy", "d12"],
      ["Moderate", "d10"],
      ["Difficult", "d8"],
      ["Challenging", "d6"],
      ["Extraordinary", "d4"],
      ["Heroic", null],
    ]);
  });

  it("L13-ASSET-1 asset ladder: Perfect 5, Excellent 4, Standard 3, Adequate 2, Inferior 1 (B.9)", () => {
    expect(ASSET_LADDER.map((a) => [a.label, a.level])).toEqual([
      ["Perfect", 5],
      ["Excellent", 4],
      ["Standard", 3],
      ["Adequate", 2],
      ["Inferior", 1],
    ]);
  });

  it("L13-ASSIST-2 assist table: helper d12 +5, d10 +4, d8 +3, d6 +2, d4 +1 (B.10)", () => {
    expect(ASSIST_STEPS).toEqual({ d12: 5, d10: 4, d8: 3, d6: 2, d4: 1 });
  });

  it("L13-ABIL-7 random ability table bands (B.3)", () => {
    expect(RANDOM_ABILITY_TABLE.map((b) => [b.from, b.to, b.die])).toEqual([
      [1, 20, "d4"],
      [21, 40, "d6"],
      [41, 60, "d8"],
      [61, 80, "d10"],
      [81, 100, "d12"],
    ]);
    expect([1, 20, 21, 40, 41, 60, 61, 80, 81, 100].map(dieForPercentile)).toEqual([
      "d4",
      "d4",
      "d6",
      "d6",
      "d8",
      "d8",
      "d10",
      "d10",
      "d12",
      "d12",
    ]);
    expect(() => dieForPercentile(0)).toThrow();
    expect(() => dieForPercentile(101)).toThrow();
  });

  it("L13-ABIL-9 L13-ABIL-10 arrays as printed (B.4)", () => {
    expect([...BALANCED_ARRAY].sort()).toEqual(["d10", "d4", "d6", "d6", "d8"].sort());
    expect(SPECIALIZED_ARRAY).toHaveLength(7);
    expect([...SPECIALIZED_ARRAY].sort()).toEqual(["d12", "d10", "d6", "d6", "d6", "d4", "d4"].sort());
  });

  it("L13-ADV-6 ability increase costs 16, 24, 32, 40, none past d12 (B.14)", () => {
    expect(ABILITY_INCREASE_COSTS).toEqual({ d4: 16, d6: 24, d8: 32, d10: 40, d12: null });
  });

  it("L13-DEATH-5 death table: d4 −4 … d12 −12 (B.13)", () => {
    expect(DEATH_TABLE).toEqual({ d4: -4, d6: -6, d8: -8, d10: -10, d12: -12 });
  });

  it("L13-HP-1 L13-HEAL-2 L13-REP-2 numeric presets (B.12, B.15, B.16)", () => {
    expect(HP_PER_PULSE_DIE).toBe(10);
    expect(REST_HEALING_PRESET).toEqual({ hpPerInterval: 1, intervalMinutes: 15, maxFromRest: 4 });
    expect(REPUTATION_RANGE).toEqual([-5, 5]);
  });

  it("L13-GEN-2 terminology defaults and the TS NWO alternates (B.17)", () => {
    expect(TERM_DEFAULTS.exploding).toBe("exploding");
    expect(TERM_DEFAULTS.imploding).toBe("imploding");
    expect(TERM_DEFAULTS.adventurePoints).toBe("Adventure Points");
    expect(TERM_DEFAULTS.dilemma).toBe("dilemma");
    expect(TS_NWO_TERMS).toMatchObject({
      exploding: "burst",
      imploding: "blowback",
      adventurePoints: "Mission Points",
      skills: "tradecraft",
      reactionSkill: "HUMINT",
    });
  });

  it("B.1 and B.11 reference tables", () => {
    expect(STEP_TABLE.map((r) => `${r.down} < ${r.die} > ${r.up}`)).toEqual([
      "remove die < d4 > d6",
      "d4 < d6 > d8",
      "d6 < d8 > d10",
      "d8 < d10 > d12",
      "d10 < d12 > d12 + d4",
    ]);
    expect(PLAY_MODES.gritty.explosionLimit).toBe("once");
  });

  it("L13-LEGAL-2 L13-LEGAL-3 attribution and disclaimer are the licence's exact sentences", () => {
    const licence = readFileSync(new URL("../LICENSE-ELF.txt", import.meta.url), "utf8");
    expect(licence).toContain(`"${ATTRIBUTION}"`);
    expect(licence).toContain(`"${DISCLAIMER}"`);
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    expect(readme).toContain(ATTRIBUTION);
    expect(readme).toContain(DISCLAIMER);
  });

  it("L13-LEGAL-1 the ELF v2.0 text ships beside the ruleset, as in the rulebook", () => {
    const licence = readFileSync(new URL("../LICENSE-ELF.txt", import.meta.url), "utf8");
    expect(licence).toContain("Solarian LLC shall not be held liable");
    expect(licence.startsWith("Everlasting License for Free (ELF)\n\nVersion 2.0")).toBe(true);
    if (haveBook) expect(readFileSync(BOOK, "utf8")).toContain(licence.trimEnd());
  });
});
