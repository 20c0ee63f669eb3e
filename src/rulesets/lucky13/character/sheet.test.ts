import { expect, describe as group, it } from "vitest";
import { damage } from "./health.js";
import { derive, describe, hpTrack } from "./sheet.js";
import { casimir, frozen, sciFi } from "./testing/fixtures.js";

const o = sciFi();

group("sheet", () => {
  it("derive: HP, current and permanent Pulse, status and death threshold", () => {
    const d = derive(frozen(casimir(o, { hp: 20 })), o);
    expect(d).toMatchObject({
      name: "Casimir",
      maxHp: 30,
      hp: 20,
      pulse: "d6",
      permanentPulse: "d8",
      status: "ok",
      unconscious: false,
      deathAt: -8,
      defensiveDie: "d6",
      defensiveSource: "armor",
      ap: 0,
      reputation: 0,
    });
    expect(d.abilities.find((a) => a.id === "pulse")).toEqual({
      id: "pulse",
      label: "Pulse",
      die: "d8",
      current: "d6",
    });
    expect(d.skills.find((s) => s.combat)?.label).toBe("Combat");
  });

  it("L13-CMB-8 an unarmored defender with no other source has no Defensive die", () => {
    expect(derive(casimir(o, { armor: null }), o).defensiveDie).toBeNull();
  });

  it("L13-CMB-9 Example: chainmail d6 and an energy shield d8 → Defensive die d8", () => {
    const c = casimir(o, { armor: "d6", defenses: [{ name: "energy shield", die: "d8" }] });
    expect(derive(c, o)).toMatchObject({ defensiveDie: "d8", defensiveSource: "energy shield" });
  });

  it("L13-ARM-2 Example: armor never reduces damage; Casimir in chainmail takes the full 10", () => {
    const armored = damage(casimir(o), 10, o).character;
    const bare = damage(casimir(o, { armor: null }), 10, o).character;
    expect([armored.hp, bare.hp]).toEqual([20, 20]);
  });

  it("L13-DEATH-10 an unconscious character still has their Defensive die on the sheet", () => {
    const out = damage(casimir(o), 30, o).character;
    expect(derive(out, o)).toMatchObject({
      status: "dying",
      unconscious: true,
      defensiveDie: "d6",
      pulse: null,
    });
  });

  it("L13-GEN-2 Example: Reflex → Agility and exploding → burst; Brunella's hit still leaves Casimir at 20 HP", () => {
    const renamed = sciFi({ labels: { abilities: { reflex: "Agility" }, terms: { exploding: "burst" } } });
    const margin = 4 + 5 + 7 - (2 + 6 + 4);
    const plain = damage(casimir(o), 6 + margin, o).character;
    const relabelled = damage(casimir(renamed), 6 + margin, renamed).character;
    expect(margin).toBe(4);
    expect(relabelled).toEqual(plain);
    expect(relabelled.hp).toBe(20);
    const a = derive(plain, o);
    const b = derive(relabelled, renamed);
    expect(b.abilities.find((x) => x.id === "reflex")?.label).toBe("Agility");
    expect(b.terms.exploding).toBe("burst");
    const numbers = ({ abilities, terms, ...rest }: typeof a) => ({
      ...rest,
      dice: abilities.map((x) => x.die),
    });
    expect(numbers(b)).toEqual(numbers(a));
  });

  it("L13-ASSET-3 an asset without a target uses assetDefaultTarget; its quality shows with its label", () => {
    const c = casimir(o, {
      assets: [
        { name: "Snake Preacher's map", quality: 2 },
        { name: "Door", quality: 1, target: "ability" },
      ],
    });
    expect(derive(c, o).assets).toEqual([
      { name: "Snake Preacher's map", quality: 2, qualityLabel: "Adequate", target: "skill" },
      { name: "Door", quality: 1, qualityLabel: "Inferior", target: "ability" },
    ]);
  });

  it("L13-HP-2 the HP track shows a row of 10 boxes per Pulse die, with the current die marked", () => {
    expect(hpTrack(casimir(o, { hp: 20 }), o)).toEqual([
      "  d8  □□□□□□□□□□",
      "  d6  ■■■■■■■■■■  ← current",
      "  d4  ■■■■■■■■■■",
    ]);
    expect(hpTrack(casimir(o, { hp: 25 }), o)[0]).toBe("  d8  ■■■■■□□□□□  ← current");
    const five = sciFi({ hpPerPulseDie: 5 });
    expect(hpTrack(casimir(five, { hp: 7 }), five)).toEqual([
      "  d8  □□□□□",
      "  d6  ■■□□□  ← current",
      "  d4  ■■■■■",
    ]);
  });

  it("describe renders a CLI sheet with labels applied", () => {
    const renamed = sciFi({
      labels: {
        abilities: { reflex: "Agility" },
        terms: { adventurePoints: "Mission Points", skills: "tradecraft" },
      },
    });
    const c = casimir(renamed, {
      hp: 20,
      ap: 6,
      reputation: 2,
      specializations: [{ id: "nervePinch", name: "Nerve pinch", skill: "combat", level: 1 }],
      weapons: [{ name: "Broadsword", accuracy: "d8", damage: "d10" }],
      notes: "Owes Brunella a rematch.",
    });
    expect(describe(c, renamed)).toEqual([
      "Casimir",
      "Will d6 · Charm d6 · Pulse d8 (now d6) · Intellect d8 · Agility d6",
      "Tradecraft: Technology d6, Astrogation d6, Mysticism d4, Mechanics d8, Diplomacy d6, Combat d10 (combat)",
      "Specializations: Nerve pinch (Combat) level 1",
      "Weapon: Broadsword — accuracy d8, damage d10",
      "Defensive die: d6 (armor)",
      "HP 20/30 — current Pulse d6",
      "  d8  □□□□□□□□□□",
      "  d6  ■■■■■■■■■■  ← current",
      "  d4  ■■■■■■■■■■",
      "  dies at −8 HP",
      "Mission Points: 6",
      "Reputation: +2",
      "Notes: Owes Brunella a rematch.",
    ]);
  });

  it("describe shows a dying character below zero", () => {
    const lines = describe(damage(casimir(o), 33, o).character, o);
    expect(lines).toContain("HP −3/30 — current Pulse none");
    expect(lines).toContain("  dying and unconscious (loses 1 HP per minute)");
  });
});
