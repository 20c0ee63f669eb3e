// Mutation tests (issue 21): every problem checkAgainstRuleset finds, with its path and words, and the
// edges where a file is still valid (the range's ends, the maximum HP, the dead without a clock).

import { describe, expect, it } from "vitest";
import { L13CharacterError } from "./errors.js";
import { checkAgainstRuleset, parseCharacter } from "./schema.js";
import { casimir, sciFi } from "./testing/fixtures.js";

const o = sciFi();
const issues = (patch: Record<string, unknown>, opts = o) =>
  checkAgainstRuleset({ ...casimir(o), ...patch } as never, opts).map(
    (i) => `${i.path.join(".")}: ${i.message}`,
  );

describe("character file checks (mutants)", () => {
  it("a valid file has no problem at all", () => {
    expect(issues({})).toEqual([]);
  });

  it("L13-SKILL-1 missing, unknown and untrained skills, each named", () => {
    const { combat: _, ...rest } = casimir(o).skills;
    expect(issues({ skills: { ...rest, swimming: "d6", mysticism: null } })).toEqual([
      "skills.combat: required: every character has a die in every skill",
      "skills.mysticism: expected one of d4, d6, d8, d10, d12 (untrained skills are not allowed)",
      "skills.swimming: not a skill of this ruleset (technology, astrogation, mysticism, mechanics, diplomacy, combat)",
    ]);
    const u = sciFi({ allowUntrainedSkill: true });
    expect(issues({ skills: { ...casimir(o).skills, mysticism: null } }, u)).toEqual([]);
  });

  it("L13-SPEC-1 L13-SPEC-3 a specialization's unknown skill, a repeated ID and a repeated name (any case)", () => {
    const a = { id: "pinch", name: "Nerve pinch", skill: "combat", level: 1 };
    expect(
      issues({
        specializations: [
          a,
          { ...a, name: "Other" },
          { ...a, id: "other2", name: "NERVE PINCH" },
          { ...a, id: "fly", name: "Fly", skill: "flying" },
        ],
      }),
    ).toEqual([
      'specializations.1.id: "pinch" appears twice',
      'specializations.2.name: "NERVE PINCH" appears twice',
      'specializations.3.skill: "flying" is not a skill of this ruleset',
    ]);
  });

  it("L13-BKG-1 L13-BKG-5 a background: not used, none allowed, not approved — one message each", () => {
    const bg = { name: "Smuggler", description: "", approved: false };
    expect(issues({ background: bg }, sciFi({ useBackgrounds: false }))).toEqual([
      "background: backgrounds are not used by this ruleset",
    ]);
    expect(issues({ background: bg }, sciFi({ maxBackgrounds: 0 }))).toEqual([
      "background: this ruleset allows no background (maxBackgrounds is 0)",
    ]);
    expect(issues({ background: bg })).toEqual([
      "background.approved: an invented background needs the GM's approval",
    ]);
    expect(issues({ background: { ...bg, approved: true } })).toEqual([]);
  });

  it("L13-IMP-1 impairments with the rule off; none is fine", () => {
    const off = sciFi({ useImpairments: false });
    expect(issues({ impairments: [{ name: "Bad knee", description: "" }] }, off)).toEqual([
      "impairments: impairments are not used by this ruleset",
    ]);
    expect(issues({ impairments: [] }, off)).toEqual([]);
  });

  it("L13-REP-2 the range's ends are valid; one past either is not", () => {
    expect([issues({ reputation: 5 }), issues({ reputation: -5 })]).toEqual([[], []]);
    expect(issues({ reputation: -6 })).toEqual(["reputation: must be between -5 and 5"]);
    expect(issues({ reputation: 6 })).toEqual(["reputation: must be between -5 and 5"]);
  });

  it("L13-ASSET-1 an asset's quality must be a ladder level; the message lists the levels", () => {
    expect(
      issues({
        assets: [
          { name: "Map", quality: 2 },
          { name: "Crown", quality: 7 },
        ],
      }),
    ).toEqual(["assets.1.quality: expected one of 5, 4, 3, 2, 1"]);
  });

  it("L13-HP-1 L13-DEATH-1 HP at the maximum is fine; the dying fields must agree with HP; the dead need no clock", () => {
    expect(issues({ hp: 30 })).toEqual([]);
    expect(issues({ hp: 31 })).toEqual(["hp: must be at most 30 (the maximum HP)"]);
    expect(issues({ hp: 5, stabilized: true, dyingMinutes: 1 })).toEqual([
      "stabilized: only a character at 0 HP or below can be stabilized",
      "dyingMinutes: must be null above 0 HP",
    ]);
    expect(issues({ hp: 0 })).toEqual([
      "dyingMinutes: required at 0 HP or below: the dying clock runs from 0 minutes",
    ]);
    expect(issues({ hp: 0, dyingMinutes: 0, stabilized: true })).toEqual([]);
    expect(issues({ hp: -8 })).toEqual([]);
    expect(issues({ hp: 1 })).toEqual([]);
  });

  it("parseCharacter throws at the first problem's path and carries them all", () => {
    let caught: unknown;
    try {
      parseCharacter({ ...JSON.parse(JSON.stringify(casimir(o))), hp: 31, reputation: 9 }, o);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(L13CharacterError);
    const e = caught as L13CharacterError;
    expect([e.code, e.path]).toEqual(["invalid_character", ["reputation"]]);
    expect(e.message).toBe("reputation: must be between -5 and 5; hp: must be at most 30 (the maximum HP)");
    expect(e.issues.map((i) => i.path.join("."))).toEqual(["reputation", "hp"]);
  });
});
