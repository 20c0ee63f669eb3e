// Mutation tests (issue 21): the sheet's fields and text lines that the main sheet tests leave open —
// each optional line present and absent, the states below 0 HP, and display-only labels (L13-GEN-2).

import { expect, describe as group, it } from "vitest";
import { damage, heal, stabilize } from "./health.js";
import { derive, describe } from "./sheet.js";
import { casimir, sciFi } from "./testing/fixtures.js";

const o = sciFi();

group("sheet (mutants)", () => {
  it("L13-GEN-3 an NPC's sheet says so in its first line; derive copies the flag", () => {
    const npc = casimir(o, { npc: true });
    expect(derive(npc, o).npc).toBe(true);
    expect(describe(npc, o)[0]).toBe("Casimir (NPC)");
    expect(derive(casimir(o), o).npc).toBe(false);
    expect(describe(casimir(o), o)[0]).toBe("Casimir");
  });

  it("L13-HP-2 at full HP the Pulse shows no '(now …)'; at 0 HP it shows '(now none)'", () => {
    expect(describe(casimir(o), o)[1]).toBe("Will d6 · Charm d6 · Pulse d8 · Intellect d8 · Reflex d6");
    const down = damage(casimir(o), 30, o).character;
    expect(describe(down, o)[1]).toBe("Will d6 · Charm d6 · Pulse d8 (now none) · Intellect d8 · Reflex d6");
  });

  it("L13-SKILL-1 an untrained skill reads 'untrained'; only the combat skill is marked", () => {
    const u = sciFi({ allowUntrainedSkill: true });
    const c = casimir(u, { skills: { ...casimir(u).skills, mysticism: null } });
    const d = derive(c, u);
    expect(d.skills.map((s) => [s.id, s.die, s.combat])).toEqual([
      ["technology", "d6", false],
      ["astrogation", "d6", false],
      ["mysticism", null, false],
      ["mechanics", "d8", false],
      ["diplomacy", "d6", false],
      ["combat", "d10", true],
    ]);
    expect(describe(c, u)[2]).toBe(
      "Skills: Technology d6, Astrogation d6, Mysticism untrained, Mechanics d8, Diplomacy d6, Combat d10 (combat)",
    );
  });

  it("L13-SPEC-1 a specialization shows its parent skill's label; none → no specializations line", () => {
    const c = casimir(o, {
      specializations: [{ id: "deadReckoning", name: "Dead reckoning", skill: "astrogation", level: 3 }],
    });
    expect(derive(c, o).specializations).toEqual([
      {
        id: "deadReckoning",
        name: "Dead reckoning",
        skill: "astrogation",
        skillLabel: "Astrogation",
        level: 3,
      },
    ]);
    expect(describe(c, o)).toContain("Specializations: Dead reckoning (Astrogation) level 3");
    expect(describe(casimir(o), o).some((l) => l.startsWith("Specializations"))).toBe(false);
    const two = casimir(o, {
      specializations: [
        { id: "deadReckoning", name: "Dead reckoning", skill: "astrogation", level: 3 },
        { id: "pinch", name: "Nerve pinch", skill: "combat", level: 1 },
      ],
    });
    expect(describe(two, o)).toContain(
      "Specializations: Dead reckoning (Astrogation) level 3, Nerve pinch (Combat) level 1",
    );
  });

  it("L13-BKG-5 L13-IMP-2 background (with and without description) and impairments lines", () => {
    const withAll = casimir(o, {
      background: { name: "Smuggler", description: "knows the back routes", approved: true },
      impairments: [
        { name: "Bad knee", description: "" },
        { name: "Phobia", description: "" },
      ],
    });
    const lines = describe(withAll, o);
    expect(lines).toContain("Background: Smuggler — knows the back routes");
    expect(lines).toContain("Impairments: Bad knee, Phobia");
    const bare = casimir(o, { background: { name: "Smuggler", description: "", approved: true } });
    expect(describe(bare, o)).toContain("Background: Smuggler");
    const none = describe(casimir(o), o);
    expect(none.some((l) => l.startsWith("Background") || l.startsWith("Impairments"))).toBe(false);
  });

  it("L13-CMB-8 no Defensive die reads 'none'; L13-CMB-9 a lone extra source is named", () => {
    expect(describe(casimir(o, { armor: null }), o)).toContain("Defensive die: none");
    const shield = casimir(o, { armor: null, defenses: [{ name: "tough hide", die: "d4" }] });
    expect(derive(shield, o)).toMatchObject({ defensiveDie: "d4", defensiveSource: "tough hide" });
    expect(derive(casimir(o, { armor: null }), o).defensiveSource).toBeNull();
  });

  it("L13-ASSET-3 the assets line lists each asset with its label, quality and target", () => {
    const c = casimir(o, {
      assets: [
        { name: "Map", quality: 2 },
        { name: "Crowbar", quality: 5, target: "ability" },
      ],
    });
    expect(describe(c, o)).toContain("Assets: Map (Adequate, +2 to skill), Crowbar (Perfect, +5 to ability)");
    expect(describe(casimir(o), o).some((l) => l.startsWith("Assets"))).toBe(false);
  });

  it("L13-ASSET-1 an asset quality off the ladder (a hand-built sheet) shows its number as its label", () => {
    const c = { ...casimir(o), assets: [{ name: "Relic", quality: 7 }] };
    expect(derive(c, o).assets).toEqual([{ name: "Relic", quality: 7, qualityLabel: "7", target: "skill" }]);
  });

  it("L13-DEATH-3 L13-DEATH-6 L13-DEATH-8 stabilized, dead and recuperating states have their own lines", () => {
    const dying = damage(casimir(o), 30, o).character;
    const stable = stabilize(dying, o).character;
    expect(describe(stable, o)).toContain("  stabilized, unconscious");
    expect(derive(stable, o)).toMatchObject({ status: "stable", unconscious: true });
    const dead = damage(casimir(o), 38, o).character;
    const deadLines = describe(dead, o);
    expect(deadLines).toContain("  dead");
    expect(deadLines).toContain("  dies at −8 HP");
    const gritty = sciFi({ recoveryMode: "gritty" });
    const back = heal(damage(casimir(gritty), 30, gritty).character, 5, "first aid", gritty).character;
    expect(derive(back, gritty).recuperating).toBe(true);
    expect(describe(back, gritty)).toContain("  dies at −8 HP · recuperating");
    const ok = describe(casimir(o), o);
    expect(ok.filter((l) => /dying|stabilized|dead$/.test(l))).toEqual([]);
    expect(ok).toContain("  dies at −8 HP");
    expect(derive(casimir(o), o).recuperating).toBe(false);
  });

  it("L13-REP-2 reputation reads +n, 0 or −n; without useReputation there is no line and derive gives null", () => {
    const line = (r: number) =>
      describe(casimir(o, { reputation: r }), o).find((l) => l.startsWith("Reputation"));
    expect([line(3), line(0), line(-2)]).toEqual(["Reputation: +3", "Reputation: 0", "Reputation: −2"]);
    const off = sciFi({ useReputation: false });
    expect(derive(casimir(off), off).reputation).toBeNull();
    expect(describe(casimir(off), off).some((l) => l.startsWith("Reputation"))).toBe(false);
  });

  it("no notes → no notes line; AP always shown", () => {
    const lines = describe(casimir(o), o);
    expect(lines.some((l) => l.startsWith("Notes"))).toBe(false);
    expect(lines).toContain("Adventure Points: 0");
  });

  it("L13-GEN-2 derive's terms are the ruleset's labels, a copy", () => {
    const renamed = sciFi({ labels: { terms: { hitPoints: "Vitality" } } });
    const d = derive(casimir(renamed), renamed);
    expect(d.terms).toEqual(renamed.labels.terms);
    expect(d.terms).not.toBe(renamed.labels.terms);
    expect(describe(casimir(renamed), renamed)).toContain("Vitality 30/30 — current Pulse d8");
  });
});
