// Lucky 13 overlays: every feature its overlay module declares (renamed abilities, skills and
// terms; options; skills, backgrounds, impairments, weapons and armor added or removed), the
// errors that name the field, and the engine's contract suite run on the Grit overlay of
// examples/grit.overlay.json.

import { describe, expect, it } from "vitest";
import { rulesetContract } from "../../src/engine/testing/contract.js";
import type { L13Character, L13Options } from "../../src/rulesets/lucky13/character/index.js";
import { lucky13 } from "../../src/rulesets/lucky13/ruleset.js";
import { build, create, errorAt, grit, resolve } from "./helpers.js";

const withGrit = (extra: Record<string, unknown>) => ({ ...grit(), ...extra });

// The same promises as the shipped ruleset: characters round-trip, odds agree with rolls, replay.
rulesetContract(build(grit()), { seeds: 150, samples: 1000 });

describe("the Grit overlay (Lucky 13)", () => {
  const r = build(grit());
  const o = r.parseOptions({}) as L13Options;

  it("is a ruleset of its own that remembers its base and overlay", () => {
    expect(r.id).toBe("grit");
    expect(r.name).toBe("Grit");
    expect(r.version).toBe("1.0.0");
    expect(r.derived?.base).toBe("lucky13");
    expect(r.derived?.renames).toEqual([{ kind: "abilities", id: "pulse", from: "Pulse", to: "Grit" }]);
    expect(Object.keys(r.actions)).toEqual(Object.keys(lucky13.actions));
  });

  it("makes 8 hit points per Grit die the default; a table may still choose otherwise", () => {
    expect(o.hpPerPulseDie).toBe(8);
    expect((r.parseOptions({ hpPerPulseDie: 12 }) as L13Options).hpPerPulseDie).toBe(12);
    // The shipped ruleset is untouched.
    expect(lucky13.parseOptions({}).hpPerPulseDie).toBe(10);
    const doc = r.optionDocs.find((d) => d.name === "hpPerPulseDie")!;
    expect(doc.default).toBe(8);
    expect(doc.description).toContain("Grit");
    expect(doc.description).not.toContain("Pulse");
  });

  it("shows Grit wherever Lucky 13 says Pulse: the sheet and its hit point track", () => {
    const c = create(r, "balanced", {
      assignment: { will: "d6", charm: "d6", grit: "d10", intellect: "d4", reflex: "d8" },
    }) as L13Character;
    expect(c.abilities.pulse).toBe("d10");
    const lines = r.character.describe(c, o).join("\n");
    expect(lines).toContain("Grit d10");
    expect(lines).toContain("HP 32/32 — current Grit d10"); // 4 rows of 8
    expect(lines).not.toMatch(/Pulse/);
  });

  it("takes Grit (any case) or pulse where an action names an ability, and says Grit back", () => {
    for (const ability of ["grit", "Grit", "GRIT", "pulse"]) {
      const res = resolve(r, "check", {
        actor: "brunella",
        ability,
        skill: "fighting",
        difficulty: "moderate",
      });
      expect(res.roll!.summary).toMatch(/^Brunella's Grit \+ Fighting check \(moderate\)/);
    }
    const contest = resolve(r, "contest", {
      sides: [
        { actor: "brunella", ability: "Grit", skill: "fighting" },
        { actor: "casimir", ability: "reflex", skill: "fighting" },
      ],
    });
    expect(contest.roll).not.toBeNull();
  });

  it("says Grit in the changes an action records (damage shrinking the Grit die)", () => {
    const res = resolve(r, "damage", { target: "brunella", amount: 9 });
    const changes = res.events.flatMap((e) =>
      e.type === "character.changed" ? (e as { changes: string[] }).changes : [],
    );
    expect(changes.join(" ")).toContain("current Grit d6 → d4");
    expect(changes.join(" ")).not.toContain("Pulse");
  });

  it("gives characters a catalogue weapon named in creation input", () => {
    const c = create(r, "random", {
      weapons: ["pick-axe", { name: "Knife", accuracy: "d4", damage: "d4" }],
    }) as L13Character;
    expect(c.weapons).toEqual([
      { name: "Pick-axe", accuracy: "d6", damage: "d10", tags: ["melee", "tool"] },
      { name: "Knife", accuracy: "d4", damage: "d4" },
    ]);
    expect(r.derived?.catalogues.weapons).toEqual([
      { name: "Pick-axe", accuracy: "d6", damage: "d10", tags: ["melee", "tool"] },
    ]);
  });

  it("buys a Grit step with the renamed ability in the purchase", () => {
    const c = create(r, "balanced", {
      assignment: { will: "d4", charm: "d6", pulse: "d6", intellect: "d8", reflex: "d10" },
    }) as L13Character;
    const rich = { ...c, ap: 40 };
    const out = r.character.advance!.apply(rich, { buy: ["ability:Grit"], betweenAdventures: true }, o);
    expect((out.character as L13Character).abilities.pulse).toBe("d8");
    expect(out.changes.join(" ")).toContain("Grit");
    expect(out.changes.join(" ")).not.toContain("Pulse");
  });
});

describe("Lucky 13 overlay features", () => {
  it("renames skills and terms, in the sheet and in the input", () => {
    const r = build(
      withGrit({
        rename: {
          abilities: { Pulse: "Grit" },
          skills: { fighting: "Brawling" },
          terms: { hitPoints: "Health" },
        },
      }),
    );
    const o = r.parseOptions({}) as L13Options;
    expect(o.labels.skills).toEqual({ fighting: "Brawling" });
    expect(o.labels.terms.hitPoints).toBe("Health");
    const c = create(r, "random", {});
    const text = r.character.describe(c as L13Character, o).join("\n");
    expect(text).toContain("Brawling d");
    expect(text).toMatch(/Health \d+\/\d+ — current Grit/);
    const res = resolve(r, "check", {
      actor: "brunella",
      ability: "grit",
      skill: "brawling",
      difficulty: "easy",
    });
    expect(res.roll!.summary).toContain("Grit + Brawling check");
  });

  it("adds and removes skills; the combat skill stays while the list has it", () => {
    const r = build(
      withGrit({ add: { skills: [{ name: "Mining" }] }, remove: { skills: ["Spellcasting"] } }),
    );
    const o = r.parseOptions({}) as L13Options;
    expect(o.skills.map((s) => s.id)).toEqual(["scholarship", "healing", "sneaking", "fighting", "mining"]);
    expect(o.combatSkill).toBe("fighting");
    const c = create(r, "random", {}) as L13Character;
    expect(Object.keys(c.skills)).toContain("mining");
    expect(r.derived?.catalogues.skills).toHaveLength(5);
  });

  it("adds backgrounds and impairments to the catalogues, and removes them", () => {
    const base = build(
      withGrit({
        add: {
          backgrounds: [{ name: "Tunnel rat", description: "Grew up in the shafts." }],
          impairments: [{ name: "Black lung" }],
        },
      }),
    );
    const o = base.parseOptions({}) as L13Options;
    expect(o.backgroundCatalog).toEqual([{ name: "Tunnel rat", description: "Grew up in the shafts." }]);
    expect(o.impairmentCatalog).toEqual([{ name: "Black lung", description: "" }]);
    const c = create(base, "random", {
      background: { kind: "catalog", name: "Tunnel rat" },
      impairments: { has: true, picks: [{ kind: "catalog", name: "Black lung" }] },
    }) as L13Character;
    expect(c.background?.name).toBe("Tunnel rat");
    expect(c.impairments.map((i) => i.name)).toEqual(["Black lung"]);

    // A second overlay can take an entry out again, as options of its own.
    const r = build(
      withGrit({
        options: { hpPerPulseDie: 8, backgroundCatalog: [{ name: "Drifter" }, { name: "Foreman" }] },
        remove: { backgrounds: ["drifter"] },
      }),
    );
    expect((r.parseOptions({}) as L13Options).backgroundCatalog.map((b) => b.name)).toEqual(["Foreman"]);
    const noImpairment = build(
      withGrit({ options: { impairmentCatalog: [{ name: "Limp" }] }, remove: { impairments: ["Limp"] } }),
    );
    expect((noImpairment.parseOptions({}) as L13Options).impairmentCatalog).toEqual([]);
  });

  it("names catalogue armor where creation takes a Defensive die", () => {
    const r = build(
      withGrit({
        add: {
          armor: [
            { name: "Hard hat", die: "d4" },
            { name: "Leather coat", die: "d6" },
          ],
        },
      }),
    );
    const c = create(r, "random", { armor: "Leather coat", defenses: ["hard hat"] }) as L13Character;
    expect(c.armor).toBe("d6");
    expect(c.defenses).toEqual([{ name: "Hard hat", die: "d4" }]);
  });

  it("turns any Lucky 13 option into a default: exploding mode, ladders, costs", () => {
    const r = build(
      withGrit({
        options: {
          hpPerPulseDie: 8,
          playMode: "gritty",
          specializationCost: 6,
          difficultyLadder: [
            { id: "easy", label: "Easy", die: "d12" },
            { id: "hard", label: "Hard", die: "d6" },
          ],
        },
      }),
    );
    const o = r.parseOptions({}) as L13Options;
    expect(o.playMode).toBe("gritty");
    expect(o.recoveryMode).toBe("gritty");
    expect(o.specializationCost).toBe(6);
    expect(o.difficultyLadder.map((d) => d.id)).toEqual(["easy", "hard"]);
  });
});

describe("Lucky 13 overlay errors name the field", () => {
  it("an unknown ability in rename lists the abilities there are", () => {
    const e = errorAt(withGrit({ rename: { abilities: { pulsee: "Grit" } } }), [
      "rename",
      "abilities",
      "pulsee",
    ]);
    expect(e.code).toBe("unknown_term");
    expect(e.message).toContain("will, charm, pulse, intellect, reflex");
  });

  it("an added weapon missing a field names that field", () => {
    const e = errorAt(withGrit({ add: { weapons: [{ name: "Axe", accuracy: "d6" }] } }), [
      "add",
      "weapons",
      0,
      "damage",
    ]);
    expect(e.code).toBe("invalid");
    expect(e.message).toMatch(/^required/);
  });

  it("a weapon with a die that is not one names the die's field", () => {
    const e = errorAt(withGrit({ add: { weapons: [{ name: "Axe", accuracy: "d7", damage: "d8" }] } }), [
      "add",
      "weapons",
      0,
      "accuracy",
    ]);
    expect(e.message).toContain("d4");
  });

  it("an unknown field inside an entry lists the entry's fields", () => {
    const e = errorAt(
      withGrit({ add: { weapons: [{ name: "Axe", accuracy: "d6", damage: "d8", range: 3 }] } }),
      ["add", "weapons", 0, "range"],
    );
    expect(e.message).toContain("name, accuracy, damage, tags");
  });

  it("an unknown catalogue, or term kind, lists the ones there are", () => {
    expect(errorAt(withGrit({ add: { spells: [] } }), ["add", "spells"]).message).toContain(
      "skills, backgrounds, impairments, weapons, armor",
    );
    expect(errorAt(withGrit({ rename: { stats: {} } }), ["rename", "stats"]).message).toContain(
      "abilities, skills, terms",
    );
  });

  it("removing what the base does not have lists what it has", () => {
    const e = errorAt(withGrit({ remove: { skills: ["Astrogation"] } }), ["remove", "skills", 0]);
    expect(e.code).toBe("unknown_entry");
    expect(e.message).toContain("Spellcasting, Scholarship, Healing, Sneaking, Fighting");
    // The book lists no weapons: there is nothing to remove.
    expect(errorAt(withGrit({ remove: { weapons: ["Sword"] } }), ["remove", "weapons", 0]).message).toContain(
      "it has none",
    );
  });

  it("adding what the base has already, or the same entry twice, is a duplicate", () => {
    expect(errorAt(withGrit({ add: { skills: [{ name: "Healing" }] } }), ["add", "skills", 0]).code).toBe(
      "duplicate_entry",
    );
    const twice = { name: "Pick", accuracy: "d6", damage: "d6" };
    expect(errorAt(withGrit({ add: { weapons: [twice, twice] } }), ["add", "weapons", 1]).code).toBe(
      "duplicate_entry",
    );
  });

  it("a new name that another ability already has is a clash", () => {
    const e = errorAt(withGrit({ rename: { abilities: { pulse: "Will" } } }), [
      "rename",
      "abilities",
      "pulse",
    ]);
    expect(e.code).toBe("name_clash");
    expect(e.message).toContain("will");
  });

  it("options the base refuses are reported under options, by name", () => {
    const e = errorAt(withGrit({ options: { hpPerPulseDie: 0 } }), ["options", "hpPerPulseDie"]);
    expect(e.code).toBe("invalid_options");
    expect(errorAt(withGrit({ options: { hitPoints: 3 } }), ["options", "hitPoints"]).message).toContain(
      "unknown",
    );
  });

  it("a shipped id, an unknown base or a missing base is refused", () => {
    expect(errorAt(withGrit({ id: "lucky13" }), ["id"]).code).toBe("id_taken");
    expect(errorAt(withGrit({ id: "Grit Game" }), ["id"]).code).toBe("invalid");
    const unknown = errorAt(withGrit({ base: "lucky14" }), ["base"]);
    expect(unknown.code).toBe("unknown_base");
    expect(unknown.message).toContain("lucky13");
    expect(errorAt({ id: "x", name: "X" }, ["base"]).message).toMatch(/^required/);
    expect(errorAt([], []).message).toContain("JSON object");
  });

  it("an unknown top-level field lists the fields an overlay has", () => {
    const e = errorAt(withGrit({ colour: "red" }), ["colour"]);
    expect(e.message).toContain("base, id, name");
  });
});
