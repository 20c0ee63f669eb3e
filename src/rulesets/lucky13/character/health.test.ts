import { describe, expect, it } from "vitest";
import {
  advanceRounds,
  advanceTime,
  assistDie,
  canAct,
  canAssist,
  clearRecuperating,
  currentPulse,
  damage,
  deathAt,
  heal,
  maxHp,
  rest,
  stabilize,
  status,
} from "./health.js";
import type { Die } from "./ladder.js";
import type { L13Character } from "./schema.js";
import { brunella, casimir, frozen, makeCharacter, sciFi } from "./testing/fixtures.js";

const o = sciFi();
const withPulse = (pulse: Die, hp: number, opts = o): L13Character =>
  makeCharacter(opts, {
    abilities: { will: "d6", charm: "d6", pulse, intellect: "d6", reflex: "d6" },
    hp,
    ...(hp <= 0 ? { dyingMinutes: 0 } : {}),
  });
const pulseAt = (c: L13Character, hp: number, opts = o) => currentPulse(c, opts, hp);

describe("hit points", () => {
  it("L13-HP-1 Example: max HP d4 10, d6 20, d8 30, d10 40, d12 50; Casimir's d8 gives 30", () => {
    const dice: Die[] = ["d4", "d6", "d8", "d10", "d12"];
    expect(dice.map((d) => maxHp(withPulse(d, 1), o))).toEqual([10, 20, 30, 40, 50]);
    expect(maxHp(casimir(o), o)).toBe(30);
  });

  it("L13-HP-2 Example: permanent d12 at 50 41 40 31 30 21 20 11 10 1 0 → d12 d12 d10 d10 d8 d8 d6 d6 d4 d4 none", () => {
    const c = withPulse("d12", 50);
    expect([50, 41, 40, 31, 30, 21, 20, 11, 10, 1, 0].map((hp) => pulseAt(c, hp))).toEqual([
      "d12",
      "d12",
      "d10",
      "d10",
      "d8",
      "d8",
      "d6",
      "d6",
      "d4",
      "d4",
      null,
    ]);
  });

  it("L13-HP-3 Example: permanent d8 at 30 21 20 11 10 1 0 → d8 d8 d6 d6 d4 d4 none", () => {
    const c = withPulse("d8", 30);
    expect([30, 21, 20, 11, 10, 1, 0].map((hp) => pulseAt(c, hp))).toEqual([
      "d8",
      "d8",
      "d6",
      "d6",
      "d4",
      "d4",
      null,
    ]);
  });

  it("L13-HP-4 Example: Casimir at 20 HP forcing a door rolls Pulse d6, not d8", () => {
    const hurt = damage(casimir(o), 10, o).character;
    expect(assistDie(hurt, { kind: "ability", id: "pulse" }, o)).toBe("d6");
    expect(currentPulse(hurt, o)).toBe("d6");
  });

  it("L13-HP-5 Example: Casimir at 20 healed 1 → 21 and Pulse d8; healed 15 → 30 (capped), Pulse d8", () => {
    const at20 = casimir(o, { hp: 20 });
    const one = heal(at20, 1, "bandage", o);
    expect(one.character.hp).toBe(21);
    expect(currentPulse(one.character, o)).toBe("d8");
    expect(one.changes).toContain("current Pulse d6 → d8");
    const lots = heal(at20, 15, "potion", o);
    expect(lots.character.hp).toBe(30);
    expect(currentPulse(lots.character, o)).toBe("d8");
    expect(lots.changes).toContain("capped at the maximum of 30");
  });

  it("L13-HP-6 L13-CMB-5 Example: Brunella's hit (16 vs 12, margin 4, d10 shows 6) takes Casimir 30 → 20, Pulse d8 → d6", () => {
    const attack = [4, 5, 7];
    const defense = [2, 6, 4];
    const damageFace = 6;
    const margin = attack.reduce((a, b) => a + b) - defense.reduce((a, b) => a + b);
    expect(margin).toBe(4);
    const r = damage(frozen(casimir(o)), damageFace + margin, o);
    expect(r.character.hp).toBe(20);
    expect(currentPulse(r.character, o)).toBe("d6");
    expect(status(r.character, o)).toEqual({ status: "ok", unconscious: false, recuperating: false });
    expect(r.changes).toEqual(["Casimir takes 10 damage: 30 → 20 HP", "current Pulse d8 → d6"]);
  });

  it("L13-HP-6 no floor at 0 by default; damageFloorAtZero stops at 0", () => {
    expect(damage(casimir(o, { hp: 3 }), 5, o).character.hp).toBe(-2);
    const floored = sciFi({ damageFloorAtZero: true });
    expect(damage(casimir(floored, { hp: 3 }), 5, floored).character.hp).toBe(0);
  });

  it("L13-HP-7 Example: hpPerPulseDie 5 and Pulse d8 → max 15; 10 → d6, 5 → d4, 11 → d8; death still at −8", () => {
    const five = sciFi({ hpPerPulseDie: 5 });
    const c = withPulse("d8", 15, five);
    expect(maxHp(c, five)).toBe(15);
    expect([10, 5, 11].map((hp) => pulseAt(c, hp, five))).toEqual(["d6", "d4", "d8"]);
    expect(deathAt(c, five)).toBe(-8);
  });

  it("L13-HP-8 max HP depends only on the permanent Pulse die; looking up dice changes nothing", () => {
    const c = frozen(casimir(o, { hp: 12 }));
    assistDie(c, { kind: "ability", id: "pulse" }, o);
    canAssist(c, { kind: "skill", id: "combat" }, o);
    expect(c.hp).toBe(12);
    expect(maxHp(c, o)).toBe(30);
  });

  it("L13-ABIL-5 Example: after Brunella's hit Casimir's Pulse drops d8 → d6 and his Reflex stays d6", () => {
    const hurt = damage(casimir(o), 10, o).character;
    expect(assistDie(hurt, { kind: "ability", id: "pulse" }, o)).toBe("d6");
    expect(assistDie(hurt, { kind: "ability", id: "reflex" }, o)).toBe("d6");
    expect(hurt.abilities).toEqual(casimir(o).abilities);
  });

  it("L13-GEN-3 PCs and NPCs take damage and heal the same way", () => {
    const pc = casimir(o);
    const npc = casimir(o, { npc: true });
    const strip = (c: L13Character) => ({ ...c, npc: undefined });
    expect(strip(damage(npc, 25, o).character)).toEqual(strip(damage(pc, 25, o).character));
    expect(strip(heal(casimir(o, { hp: 5, npc: true }), 4, "x", o).character)).toEqual(
      strip(heal(casimir(o, { hp: 5 }), 4, "x", o).character),
    );
    expect(brunella(o).npc).toBe(false);
  });
});

describe("healing", () => {
  it("L13-HEAL-1 heal(amount, source): HP rise by a whole amount ≥ 0 up to the maximum", () => {
    const r = heal(casimir(o, { hp: 10 }), 5, "herbal poultice", o);
    expect(r.character.hp).toBe(15);
    expect(r.changes[0]).toBe("Casimir heals 5 HP (herbal poultice): 10 → 15");
    expect(() => heal(casimir(o), -1, "x", o)).toThrow("amount: expected a whole number of at least 0");
    expect(() => heal(casimir(o), 1.5, "x", o)).toThrow(/amount/);
    expect(() => heal(casimir(o), 1, " ", o)).toThrow("source: must not be empty");
  });

  it("L13-HEAL-2 Example: from 12/30, 44 minutes of rest → 14; 60 → 16; 120 → 16 (capped)", () => {
    const at12 = frozen(casimir(o, { hp: 12 }));
    expect(rest(at12, 44, o).character.hp).toBe(14);
    expect(rest(at12, 60, o).character.hp).toBe(16);
    const long = rest(at12, 120, o);
    expect(long.character.hp).toBe(16);
    expect(long.changes).toContain("rest has restored its most (4 HP); more needs first aid or medical care");
  });

  it("L13-HEAL-2 rest healing can be disabled and never passes the maximum", () => {
    expect(rest(casimir(o, { hp: 12 }), 60, sciFi({ restHealing: null })).refused).toBe(
      "rest healing is disabled in this ruleset",
    );
    expect(rest(casimir(o, { hp: 29 }), 60, o).character.hp).toBe(30);
  });

  it("L13-HEAL-3 the 4 HP rest cap lasts for the injury episode and resets when damage is next taken", () => {
    let c = rest(casimir(o, { hp: 12 }), 60, o).character;
    expect([c.hp, c.restHealed]).toEqual([16, 4]);
    c = rest(c, 60, o).character;
    expect(c.hp).toBe(16);
    c = damage(c, 1, o).character;
    expect([c.hp, c.restHealed]).toEqual([15, 0]);
    expect(rest(c, 60, o).character.hp).toBe(19);
  });

  it("L13-HEAL-3 with restCapReset perRest, each rest may heal up to the cap", () => {
    const per = sciFi({ restCapReset: "perRest" });
    const once = rest(casimir(per, { hp: 12 }), 60, per).character;
    expect(rest(once, 60, per).character.hp).toBe(20);
  });

  it("L13-HEAL-4 treatment beyond the rest cap goes through heal with a source tag", () => {
    const capped = rest(casimir(o, { hp: 12 }), 120, o).character;
    const r = heal(capped, 6, "medical treatment", o);
    expect(r.character.hp).toBe(22);
    expect(r.changes[0]).toContain("(medical treatment)");
  });

  it("L13-HEAL-5 rest heals nobody at 0 HP or below, stabilized or not, and never the dead", () => {
    const dying = damage(casimir(o, { hp: 2 }), 2, o).character;
    expect(rest(dying, 60, o).refused).toBe("rest does not heal at 0 HP or below: Casimir needs treatment");
    const stable = stabilize(dying, o).character;
    expect(rest(stable, 60, o)).toMatchObject({ character: stable, changes: [] });
    const dead = damage(casimir(o), 40, o).character;
    expect(rest(dead, 60, o).refused).toBe("Casimir is dead and cannot be healed");
  });
});

describe("death and dying", () => {
  it("L13-DEATH-1 Example: Casimir at 20 HP takes 20 → 0 HP, dying and unconscious; cannot act or assist", () => {
    const r = damage(casimir(o, { hp: 20 }), 20, o);
    expect(r.character.hp).toBe(0);
    expect(status(r.character, o)).toEqual({ status: "dying", unconscious: true, recuperating: false });
    expect(r.changes).toContain(
      "Casimir is dying and unconscious: loses 1 HP per minute until stabilized, dies at −8",
    );
    expect(canAct(r.character, o)).toBe(false);
    expect(canAssist(r.character, { kind: "skill", id: "combat" }, o)).toMatchObject({
      allowed: false,
      reason: "the helper is unconscious",
    });
    expect(r.character.dyingMinutes).toBe(0);
  });

  it("L13-DEATH-2 Example: Casimir at 0 HP untreated → −7 after 7 minutes (dying); −8 after 8 → dead", () => {
    const at0 = damage(casimir(o, { hp: 20 }), 20, o).character;
    const seven = advanceTime(at0, 7, o);
    expect(seven.character.hp).toBe(-7);
    expect(status(seven.character, o).status).toBe("dying");
    expect(seven.changes).toEqual(["Casimir loses 7 HP while dying: 0 → −7"]);
    const eight = advanceTime(seven.character, 1, o);
    expect(eight.character.hp).toBe(-8);
    expect(status(eight.character, o).status).toBe("dead");
    expect(eight.changes).toContain("Casimir is dead (−8 HP, at or below −8)");
  });

  it("L13-DEATH-2 only full minutes count, partial ones accumulate, and the loss stops at death", () => {
    const at0 = damage(casimir(o, { hp: 1 }), 1, o).character;
    const half = advanceTime(at0, 0.5, o).character;
    expect(half.hp).toBe(0);
    expect(advanceTime(half, 0.5, o).character.hp).toBe(-1);
    expect(advanceTime(at0, 60, o).character.hp).toBe(-8);
    const fast = sciFi({ dyingLossPerMinute: 3 });
    expect(advanceTime(damage(casimir(fast, { hp: 1 }), 1, fast).character, 2, fast).character.hp).toBe(-6);
    expect(advanceTime(casimir(o), 60, o).character.hp).toBe(30);
  });

  it("L13-DEATH-3 stabilize() stops the loss; any healing of a dying character stabilizes by default", () => {
    const dying = damage(casimir(o, { hp: 5 }), 9, o).character;
    const stable = stabilize(dying, o);
    expect(status(stable.character, o)).toEqual({ status: "stable", unconscious: true, recuperating: false });
    expect(advanceTime(stable.character, 30, o).character.hp).toBe(-4);
    const treated = heal(dying, 2, "first aid", o).character;
    expect([treated.hp, treated.stabilized]).toEqual([-2, true]);
    const noStab = sciFi({ healingStabilizes: false });
    const stillDying = heal(dying, 2, "first aid", noStab).character;
    expect(status(stillDying, noStab).status).toBe("dying");
    expect(stabilize(casimir(o), o).refused).toBe("Casimir is not dying");
  });

  it("L13-DEATH-4 a stabilized character stays unconscious until 1 HP, then can act and be healed to the maximum", () => {
    const stable = stabilize(damage(casimir(o, { hp: 5 }), 9, o).character, o).character;
    const stillOut = heal(stable, 4, "surgery", o).character;
    expect([stillOut.hp, status(stillOut, o).unconscious]).toEqual([0, true]);
    const awake = heal(stillOut, 1, "surgery", o);
    expect(awake.character.hp).toBe(1);
    expect(status(awake.character, o)).toEqual({ status: "ok", unconscious: false, recuperating: false });
    expect(awake.character).toMatchObject({ stabilized: false, dyingMinutes: null });
    expect(awake.changes).toContain("Casimir is no longer dying and regains consciousness");
    expect(canAct(awake.character, o)).toBe(true);
    expect(heal(awake.character, 99, "surgery", o).character.hp).toBe(30);
  });

  it("L13-DEATH-5 Example: death at −(permanent Pulse size): d4 −4, d6 −6, d8 −8, d10 −10, d12 −12", () => {
    const dice: Die[] = ["d4", "d6", "d8", "d10", "d12"];
    expect(dice.map((d) => deathAt(withPulse(d, 1), o))).toEqual([-4, -6, -8, -10, -12]);
  });

  it("L13-DEATH-5 Example: Casimir at 20 takes 28 → −8 dead; 27 → −7 dying; a Pulse-d4 at 3 takes 7 → −4 dead", () => {
    expect(status(damage(casimir(o, { hp: 20 }), 28, o).character, o).status).toBe("dead");
    expect(status(damage(casimir(o, { hp: 20 }), 27, o).character, o).status).toBe("dying");
    const d4 = withPulse("d4", 3);
    const r = damage(d4, 7, o);
    expect([r.character.hp, status(r.character, o).status]).toEqual([-4, "dead"]);
  });

  it("L13-DEATH-6 the dead cannot be healed, stabilized, act or assist", () => {
    const dead = damage(casimir(o), 38, o).character;
    expect(heal(dead, 10, "potion", o)).toEqual({
      character: dead,
      changes: [],
      refused: "Casimir is dead and cannot be healed",
    });
    expect(stabilize(dead, o).refused).toBe("Casimir is dead and cannot be stabilized");
    expect(canAct(dead, o)).toBe(false);
    expect(canAssist(dead, { kind: "ability", id: "will" }, o).reason).toBe("the helper is dead");
    expect(damage(dead, 5, o).refused).toBe("Casimir is already dead");
    expect(advanceTime(dead, 10, o).character).toBe(dead);
  });

  it("L13-DEATH-7 damage to a stabilized character lowers HP, removes stabilization, and can kill at once", () => {
    const stable = stabilize(damage(casimir(o, { hp: 5 }), 7, o).character, o).character;
    const hit = damage(stable, 2, o);
    expect(hit.character).toMatchObject({ hp: -4, stabilized: false });
    expect(hit.changes).toContain("Casimir is no longer stabilized");
    expect(status(hit.character, o).status).toBe("dying");
    expect(status(damage(stable, 6, o).character, o).status).toBe("dead");
  });

  it("L13-DEATH-8 recovery: cinematic fights on at once; gritty marks recuperating until the GM clears it", () => {
    const dying = damage(casimir(o, { hp: 5 }), 7, o).character;
    const cine = heal(dying, 10, "first aid", o).character;
    expect(cine.recuperating).toBe(false);
    const gritty = sciFi({ playMode: "gritty" });
    const back = heal(dying, 10, "first aid", gritty);
    expect(status(back.character, gritty)).toEqual({ status: "ok", unconscious: false, recuperating: true });
    expect(back.changes).toContain("Casimir is recuperating until the GM clears it");
    expect(canAct(back.character, gritty)).toBe(true);
    expect(clearRecuperating(back.character).character.recuperating).toBe(false);
    const mixed = sciFi({ playMode: "gritty", recoveryMode: "cinematic" });
    expect(heal(dying, 10, "first aid", mixed).character.recuperating).toBe(false);
  });

  it("L13-DEATH-9 the dying clock runs only on explicit minutes; rounds count only with secondsPerRound", () => {
    const dying = damage(casimir(o, { hp: 1 }), 1, o).character;
    expect(advanceRounds(dying, 10, o).refused).toBe(
      "combat rounds do not advance the dying clock unless secondsPerRound is set",
    );
    const sixSeconds = sciFi({ secondsPerRound: 6 });
    let c = dying;
    for (let round = 0; round < 10; round++) c = advanceRounds(c, 1, sixSeconds).character;
    expect([c.hp, c.dyingMinutes]).toEqual([-1, 1]);
  });

  it("L13-DEATH-10 an unconscious defender keeps the normal defense by default", () => {
    expect(o.unconsciousDefense).toBe("normal");
    const out = damage(casimir(o), 30, o).character;
    expect(status(out, o).unconscious).toBe(true);
    expect(out.armor).toBe("d6");
  });
});

describe("assisting", () => {
  it("L13-ASSIST-4 Example: a helper with Pulse d10 at 25 of 40 HP (current d8) gives +3, not +4", () => {
    const helper = withPulse("d10", 25);
    expect(canAssist(helper, { kind: "ability", id: "pulse" }, o)).toEqual({
      allowed: true,
      die: "d8",
      steps: 3,
    });
    expect(canAssist(withPulse("d10", 40), { kind: "ability", id: "pulse" }, o).steps).toBe(4);
  });

  it("L13-ASSIST-4 the helper's die is unmodified by their specializations; an untrained helper cannot assist", () => {
    const o2 = sciFi({ allowUntrainedSkill: true });
    const specialist = casimir(o2, {
      specializations: [{ id: "nervePinch", name: "Nerve pinch", skill: "combat", level: 5 }],
    });
    expect(canAssist(specialist, { kind: "skill", id: "combat" }, o2)).toEqual({
      allowed: true,
      die: "d10",
      steps: 4,
    });
    const untrained = casimir(o2, { skills: { ...casimir(o2).skills, mysticism: null } });
    expect(canAssist(untrained, { kind: "skill", id: "mysticism" }, o2)).toMatchObject({
      allowed: false,
      reason: "the helper has no die for this task",
    });
  });

  it("L13-ASSIST-3 the task kind defaults to assistTaskDefault (skill); unknown IDs are errors", () => {
    expect(assistDie(casimir(o), { id: "combat" }, o)).toBe("d10");
    const byAbility = sciFi({ assistTaskDefault: "ability" });
    expect(assistDie(casimir(byAbility), { id: "reflex" }, byAbility)).toBe("d6");
    expect(() => assistDie(casimir(o), { kind: "skill", id: "pulse" }, o)).toThrow(
      'task.id: "pulse" is not a skill of this ruleset',
    );
    expect(() => assistDie(casimir(o), { kind: "ability", id: "luck" }, o)).toThrow(/task\.id/);
  });
});
