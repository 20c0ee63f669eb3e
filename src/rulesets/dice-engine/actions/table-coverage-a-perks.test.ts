// Perks and skills proven at the table (issue 21): each one played through the action a table runs
// for it — `check` for the senses and balance, `attack` for stances and Martial Stance, `grapple`,
// `shove` and `takedown` for the contests, `act` moves for speed perks, `firstAid`, `interrupt` —
// with scripted faces, asserting the roll record and the state after, and the same intent without
// the perk for contrast. Cast (examples.ts): Ilse Int 2, Agi 2 (Proficient), End 2, a Reflex jacket
// she has no skill for; Bruno Str 3 (Proficient), End 2, Agi 1, Shields, Shield Bash; Wren Int 3,
// Agi 2, End −1, Str −1, Perceptive Vision, Half-Deaf, Takedown Specialist.

import { describe, expect, it } from "vitest";
import type { DeCharacter } from "../character/index.js";
import { EXAMPLE_EQUIPMENT } from "./combat-examples.js";
import { dying, equip, out, Play, refusal, TOWER, table } from "./testing/play.js";

type Outcome = Record<string, unknown>;
const held =
  (...ids: string[]) =>
  (c: DeCharacter): DeCharacter => ({
    ...c,
    perks: { ...c.perks, ...Object.fromEntries(ids.map((id) => [id, { rank: 1, source: "xp" as const }])) },
  });
const without =
  (...ids: string[]) =>
  (c: DeCharacter): DeCharacter => ({
    ...c,
    perks: Object.fromEntries(Object.entries(c.perks).filter(([id]) => !ids.includes(id))),
  });
const sense = (p: Play, actor: string, s: string, faces: number[], extra: object = {}) =>
  p.act("check", { actor, stat: "intuition", purpose: "perception", sense: s, ...extra }, faces).roll!;

describe("perception perks and disabilities at the table", () => {
  it("DE-PERK-12 DE-PERK-13 DE-PERK-14 DE-PERK-15 each Perceptive sense adds a level of advantage to perception by that sense only", () => {
    const p = new Play();
    p.edit("ilse", held("perceptiveHearing", "perceptiveTaste", "perceptiveTouch", "perceptiveSmell"));
    for (const s of ["hearing", "taste", "touch", "smell"]) {
      // Three dice, the best two: 8 + 5 + Int 2 = 15.
      const r = sense(p, "ilse", s, [3, 8, 5]);
      expect([s, r.outcome.net, r.outcome.total]).toEqual([s, 1, 15]);
    }
    // Sight (no perk for it) and a check that is not perception roll two dice.
    expect(sense(p, "ilse", "sight", [3, 8]).outcome).toMatchObject({ net: 0, total: 13 });
    const plain = p.act("check", { actor: "ilse", stat: "intuition", sense: "hearing" }, [3, 8]).roll!;
    expect(plain.outcome).toMatchObject({ net: 0, total: 13 });
  });

  it("DE-PERK-53 DE-PERK-54 Half-Blind and Half-Deaf: a level of disadvantage on that sense, cancelling a Perceptive one", () => {
    const p = new Play();
    // Wren is Half-Deaf: worst two of 3, 8, 5 → 3 + 5 + Int 3 = 11.
    expect(sense(p, "wren", "hearing", [3, 8, 5]).outcome).toMatchObject({ net: -1, total: 11 });
    // Half-Blind beside her Perceptive Vision: one level each way, two dice.
    expect(sense(p, "wren", "sight", [3, 8, 5]).outcome).toMatchObject({ net: 1, total: 16 });
    p.edit("wren", held("halfBlind"));
    const both = sense(p, "wren", "sight", [3, 8]);
    expect(both.outcome).toMatchObject({ net: 0, total: 14 });
    expect(both.outcome.sources).toEqual(
      expect.arrayContaining(["Perceptive Vision: advantage", "Half-Blind: disadvantage"]),
    );
  });

  it("DE-PERK-55 DE-PERK-56 Blind and Deaf fail sight and hearing perception without a die; smell still rolls", () => {
    const p = new Play();
    p.edit("ilse", held("blind", "deaf"));
    for (const s of ["sight", "hearing"]) {
      const r = sense(p, "ilse", s, [], { dc: 2 });
      expect(r.dice).toEqual([]);
      expect(r.outcome).toMatchObject({ forced: "fail", success: false });
      expect(r.summary).toMatch(/fails without a roll/);
    }
    expect(sense(p, "ilse", "smell", [4, 4], { dc: 2 }).outcome).toMatchObject({ success: true, total: 10 });
  });
});

describe("movement perks at the table", () => {
  it("DE-PERK-43 DE-PERK-44 Better Balance I: advantage to keep balance and against Prone; II: no check on a narrow beam", () => {
    const p = new Play();
    const balance = { actor: "wren", stat: "agility", purpose: "balance" };
    expect(p.act("check", balance, [3, 8]).roll!.outcome).toMatchObject({ net: 0 });
    p.edit("wren", held("betterBalance1"));
    expect(p.act("check", balance, [3, 8, 5]).roll!.outcome).toMatchObject({ net: 1, total: 8 + 5 + 2 });
    const prone = p.act(
      "check",
      { actor: "wren", stat: "agility", purpose: "resistCondition", condition: "prone" },
      [3, 8, 5],
    ).roll!;
    expect(prone.outcome).toMatchObject({ net: 1 });
    const beam = { actor: "wren", stat: "agility", purpose: "narrowSurface", dc: 30 };
    expect(p.act("check", beam, [1, 1]).roll!.outcome).toMatchObject({ success: false, crit: "superFail" });
    p.edit("wren", held("betterBalance2"));
    const sure = p.act("check", beam, []).roll!;
    expect(sure.outcome).toMatchObject({ forced: "success", success: true });
    expect(sure.dice).toEqual([]);
  });
});

describe("stances and Martial Stance at the table", () => {
  const stanceTable = (perks: string[]) => {
    // Bruno attacks Wren (her tower shield soaks it), then Wren attacks Bruno.
    const { s } = table([9, 8, 3, 5, 5, 2], { bruno: held(...perks) });
    equip(s, "bruno", TOWER);
    equip(s, "wren", { ...TOWER, skill: null });
    return s;
  };
  const play = (perks: string[], stance: string) => {
    const s = stanceTable(perks);
    const hit = out(s.act("attack", { attacker: "bruno", defender: "wren", weapon: "Hammer", stance }));
    const back = out(s.act("attack", { attacker: "wren", defender: "bruno", weapon: "Knife" }));
    return { total: hit.total, dv: back.dv };
  };

  it("DE-PERK-23 Defensive Stance II: −2 to the attack, +2 Normal DV after it", () => {
    // 9 + 8 + Str 3 + Standard 1 − 2 = 19; Bruno's DV 8 + 2 = 10.
    expect(play(["defensiveStance1", "defensiveStance2"], "Defensive Stance II")).toEqual({
      total: 19,
      dv: 10,
    });
  });

  it("DE-PERK-24 Offensive Stance I: +1 to the attack, −1 Normal DV after it", () => {
    expect(play(["offensiveStance1"], "Offensive Stance I")).toEqual({ total: 22, dv: 7 });
  });

  it("DE-PERK-25 Offensive Stance II: +2 and −2; a stance not held is refused", () => {
    expect(play(["offensiveStance1", "offensiveStance2"], "Offensive Stance II")).toEqual({
      total: 23,
      dv: 6,
    });
    const s = stanceTable(["offensiveStance1"]);
    const e = refusal(() =>
      s.act("attack", {
        attacker: "bruno",
        defender: "wren",
        weapon: "Hammer",
        stance: "Offensive Stance II",
      }),
    );
    expect(e.path).toEqual(["stance"]);
  });

  it("DE-PERK-60 Martial Stance: +1 Normal DV per rank with no armour worn, nothing in armour", () => {
    // Bruno's two 1s miss whatever the DV; the outcome shows Wren's DV: 5 + End −1 + Agi 2 = 6.
    const { s } = table([1, 1, 1, 1], {
      wren: (c) => ({
        ...c,
        perks: {
          ...c.perks,
          martialArts: { rank: 1, source: "xp" },
          martialStance: { rank: 2, source: "xp" },
        },
      }),
    });
    const swing = () => out(s.act("attack", { attacker: "bruno", defender: "wren", weapon: "Hammer" }));
    expect(swing()).toMatchObject({ hit: false, dv: 8 });
    s.act("equip", {
      actor: "wren",
      equipment: {
        ...EXAMPLE_EQUIPMENT.wren,
        armour: { name: "Padded jacket", type: "reflex", pa: 1, ea: 0 },
      },
    });
    // Armour worn (without its skill, so no PA either): 6.
    expect(swing()).toMatchObject({ hit: false, dv: 6 });
    const plain = table([1, 1]).s;
    expect(out(plain.act("attack", { attacker: "bruno", defender: "wren", weapon: "Hammer" })).dv).toBe(6);
  });

  it("DE-UNSK-3 DE-SKILL-5 armour without its skill gives no PA; with Reflex Armour it does", () => {
    // Wren misses Ilse (1 + 2 + 2 + 1 = 6): Ilse's DV 5 + End 2 + Agi 2 = 9, her jacket's PA 1 lost.
    const bare = table([1, 2]).s;
    const r = out(bare.act("attack", { attacker: "wren", defender: "ilse", weapon: "Knife" }));
    expect(r).toMatchObject({ hit: false, dv: 9 });
    const skilled = table([1, 2], { ilse: (c) => ({ ...c, skills: [...c.skills, "reflexArmour"] }) }).s;
    expect(out(skilled.act("attack", { attacker: "wren", defender: "ilse", weapon: "Knife" })).dv).toBe(10);
  });
});

describe("contests with perks at the table", () => {
  it("DE-PERK-61 Grapple Expertise adds the Martial Value to the grappler's Strength", () => {
    // Wren defends first: 2 + 3 − 1 = 4. Bruno: 9 + 8 + 3, + MV 4 (Martial Arts level 2) = 24.
    const expert = table([2, 3, 9, 8], {
      bruno: (c) => ({
        ...c,
        perks: {
          ...c.perks,
          martialArts: { rank: 2, source: "xp" },
          grappleExpertise: { rank: 1, source: "xp" },
        },
      }),
    }).s;
    const r = out(expert.act("grapple", { grappler: "bruno", target: "wren" }));
    expect(r).toMatchObject({ success: true, attackerTotal: 24, defenderTotal: 4 });
    const plain = table([2, 3, 9, 8], { bruno: held("martialArts") }).s;
    expect(out(plain.act("grapple", { grappler: "bruno", target: "wren" })).attackerTotal).toBe(20);
  });

  it("DE-PERK-33 Shield Bash: a level of advantage on a shove while holding a shield", () => {
    // Wren resists first: 2 + 3 − 1 = 4. Bruno with his shield: best two of 9, 8, 1 → 9 + 8 + 3 = 20.
    const { s } = table([2, 3, 9, 8, 1]);
    equip(s, "bruno", TOWER);
    const r = s.act("shove", { shover: "bruno", target: "wren" });
    expect(r.roll!.dice).toHaveLength(5);
    expect(out(r)).toMatchObject({ success: true, attackerTotal: 20 });
    // No shield in hand: two dice.
    const bare = table([2, 3, 9, 1]).s;
    const b = bare.act("shove", { shover: "bruno", target: "wren" });
    expect(b.roll!.dice).toHaveLength(4);
    expect(out(b)).toMatchObject({ attackerTotal: 13 });
  });

  it("DE-PERK-21 Takedown Specialist: the target's Endurance check has a level of disadvantage", () => {
    // With Wren's perk: worst two of 5, 4, 1 → 5 + End 2 = 7, the ×4 band: knife 3 × 4 = 12.
    const a = table([5, 4, 1, 3]);
    equip(a.s, "bruno", TOWER);
    const r = a.s.act("takedown", { performer: "wren", target: "bruno", weapon: "Knife", stealth: "passed" });
    expect(out(r)).toMatchObject({ total: 7, damage: 12 });
    // Without it: 5 + 4 + 2 = 11, two dice.
    const b = table([5, 4, 3], { wren: without("takedownSpecialist") });
    equip(b.s, "bruno", TOWER);
    const r2 = b.s.act("takedown", {
      performer: "wren",
      target: "bruno",
      weapon: "Knife",
      stealth: "passed",
    });
    expect(out(r2)).toMatchObject({ total: 11 });
  });
});

describe("perks that change what an action costs", () => {
  it("DE-PERK-66 Emergency Triage: First Aid costs 5 initiative instead of 10", () => {
    const ticks = (p: Play) =>
      Object.fromEntries(p.state.encounter!.participants.map((x) => [x.id, x.tick] as const));
    const aid = (p: Play) => {
      // Otto's next death check is put off, so the 10 initiative of a slow First Aid passes quietly.
      const d = dying(1, 1);
      p.note("otto", { ...d, death: { ...d.death, nextCheckAt: 100 } });
      p.act("initiative", {
        participants: [
          { character: "ilse", initiative: 0 },
          { character: "otto", initiative: 50 },
        ],
      });
      return p.act("firstAid", { actor: "ilse", target: "otto" }).roll!.outcome as Outcome;
    };
    const triage = new Play();
    expect(aid(triage)).toMatchObject({ cost: 5, charged: true });
    expect(ticks(triage).ilse).toBe(5);
    const slow = new Play();
    slow.edit("ilse", without("emergencyTriage"));
    expect(aid(slow)).toMatchObject({ cost: 10, charged: true });
    expect(ticks(slow).ilse).toBe(10);
  });
});

describe("interrupts a perk grants", () => {
  it("DE-PERK-46 Evasion Dance's bolt: refused without the perk, and with it while the setting defines no bolt", () => {
    const p = new Play();
    p.act("initiative", {
      participants: [
        { character: "bruno", initiative: 0 },
        { character: "wren", initiative: 20 },
      ],
    });
    const before = p.state;
    const none = refusal(() => p.act("interrupt", { actor: "wren", interrupt: "bolt" }));
    expect(none.message).toMatch(/does not hold Evasion Dance/);
    p.edit("wren", held("evasionDance"));
    const noBolt = refusal(() => p.act("interrupt", { actor: "wren", interrupt: "bolt" }));
    expect(noBolt.message).toMatch(/the setting defines no bolt interrupt/);
    expect(p.state.encounter).toEqual(before.encounter);
  });
});

describe("skills at the table", () => {
  it("DE-SKILL-3 a knife in hands without Knife Fighting is an unskilled attack: a third die, the worst two kept", () => {
    // Bruno with Ilse's knife: worst two of 1, 1, 9 — a super-critical fail, a miss with no damage die.
    const { s, dice } = table([1, 1, 9, 1, 1]);
    s.act("equip", { actor: "bruno", equipment: { weapons: EXAMPLE_EQUIPMENT.ilse!.weapons } });
    const r = s.act("attack", { attacker: "bruno", defender: "wren", weapon: "Knife" });
    expect(r.roll!.dice).toHaveLength(3);
    expect(out(r)).toMatchObject({ hit: false, crit: "superFail" });
    expect(out(r).sources).toContain("unskilled: no Knife Fighting (disadvantage, no focus)");
    // Ilse has the skill: two dice.
    const own = s.act("attack", { attacker: "ilse", defender: "wren", weapon: "Knife" });
    expect(own.roll!.dice).toHaveLength(2);
    expect(dice.remaining()).toBe(0);
  });

  it("DE-SKILL-6 DE-SKILL-7 DE-SKILL-11 DE-SKILL-12 vehicles and tools without their skill: one level of disadvantage and no focus; with it, neither", () => {
    const p = new Play();
    const skills = ["Riding", "Pilot Land Craft", "Pilot Water Craft", "Navigation", "Chef", "Forgery"];
    for (const skill of skills) {
      // Wren's Perception 2 would add, but not to an unskilled roll: worst two of 3, 8, 5 + Int 3 = 11.
      const r = p.act("check", { actor: "wren", stat: "intuition", skill, focus: "perception" }, [3, 8, 5])
        .roll!;
      expect([skill, r.outcome.net, r.outcome.focusBonus, r.outcome.total]).toEqual([skill, -1, 0, 11]);
    }
    p.edit("wren", (c) => ({
      ...c,
      skills: [...c.skills, "riding", "pilotLandCraft", "pilotWaterCraft", "navigation", "chef", "forgery"],
    }));
    for (const skill of skills) {
      const r = p.act("check", { actor: "wren", stat: "intuition", skill, focus: "perception" }, [3, 8])
        .roll!;
      expect([skill, r.outcome.net, r.outcome.unskilled, r.outcome.total]).toEqual([skill, 0, false, 16]);
    }
  });

  it("DE-SKILL-8 DE-SKILL-9 DE-SKILL-10 medical, surgical and mechanical tools without the skill flag the risk for the GM; the skill clears it", () => {
    const p = new Play();
    const use = (actor: string, skill: string, faces: number[]) =>
      p.act("check", { actor, stat: "intuition", skill }, faces).roll!.outcome as Outcome;
    // Wren has none of the three.
    expect(use("wren", "Medic", [4, 5, 6])).toMatchObject({ riskFlag: "medical", unskilled: true });
    expect(use("wren", "Surgeon", [4, 5, 6])).toMatchObject({ riskFlag: "surgery", unskilled: true });
    expect(use("wren", "Mechanic", [4, 5, 6])).toMatchObject({ riskFlag: "mechanical", unskilled: true });
    // Ilse is a medic: no flag, no disadvantage.
    expect(use("ilse", "Medic", [4, 5])).toMatchObject({ riskFlag: null, unskilled: false });
    p.edit("wren", (c) => ({ ...c, skills: [...c.skills, "medic", "surgeon", "mechanic"] }));
    for (const skill of ["Medic", "Surgeon", "Mechanic"])
      expect(use("wren", skill, [4, 5])).toMatchObject({ riskFlag: null, unskilled: false });
  });
});
