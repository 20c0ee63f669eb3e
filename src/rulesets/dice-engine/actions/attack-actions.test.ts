// The attack actions at the table, by rule ID: Spray at several defenders, Sustained chains and
// ammunition kept in the attacker's note, assassinations, grapple and shove with the size rules,
// throws with scatter, takedown bands, explosions with the wall example, and the defender view's
// perks and race. Dice are scripted faces; every value asserted is worked out in the comment.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { replay } from "../../../engine/events.js";
import { Session } from "../../../engine/session.js";
import { advance, type DeCharacter, orThrow } from "../character/index.js";
import { exampleTable } from "../examples.js";
import { diceEngine } from "../ruleset.js";
import { attackNote } from "./attack-state.js";
import { defenderOf } from "./attack-view.js";
import { EXAMPLE_EQUIPMENT } from "./combat-examples.js";
import { combatNote } from "./combat-state.js";
import { refusal } from "./testing/play.js";

const ruleset = diceEngine;

type Cast = "ilse" | "bruno" | "wren";

/** The example cast seated and equipped, throwing exactly `faces`; `edit` changes a file first. */
function table(
  faces: number[],
  edit: Partial<Record<Cast, (c: DeCharacter) => DeCharacter>> = {},
  options: Record<string, unknown> = {},
) {
  const dice = facesSource(faces);
  const s = new Session(ruleset, { dice, options });
  const o = diceEngine.parseOptions(options);
  for (const [id, c] of Object.entries(exampleTable(o).characters)) {
    const f = edit[id as Cast];
    s.addCharacter(id, f ? f(c.data as DeCharacter) : c.data, c.owner);
  }
  for (const [id, eq] of Object.entries(EXAMPLE_EQUIPMENT)) s.act("equip", { actor: id, equipment: eq });
  return { s, dice };
}

const out = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;
const current = (s: Session, id: string) => (s.state.characters[id]!.data as DeCharacter).current;

/** A held tower shield whose EA soaks every hit, so a test's dice stay on the attack (no health checks). */
const TOWER = { name: "Tower shield", pa: 0, ea: 50 };
const equip = (s: Session, id: Cast, held: unknown) =>
  s.act("equip", { actor: id, equipment: { ...EXAMPLE_EQUIPMENT[id], held } });

describe("spray", () => {
  it("DE-TYPE-10 DE-TYPE-11 one Spray, two defenders: one roll each, min(DoS, shots) hits, one instance each", () => {
    // Bruno (DV 5 + End 2 + Agi 1 = 8): 9 + 8 + Dex 2 = 19, DoS 12, 4 shots → 4 hits × 1d6 (3) = 12.
    // Ilse (DV 5 + 2 + 2 = 9; her jacket needs a skill she lacks): 5 + 4 + 2 = 11, DoS 3 → 2 hits × 2 = 4.
    const { s, dice } = table([9, 8, 3, 5, 4, 2]);
    equip(s, "bruno", TOWER);
    s.act("equip", {
      actor: "ilse",
      equipment: { ...EXAMPLE_EQUIPMENT.ilse, held: { ...TOWER, skill: null } },
    });
    const r = s.act("attack", {
      attacker: "wren",
      weapon: "Machine Pistol",
      type: "spray",
      rating: 6,
      ammo: 10,
      targets: [
        { defender: "bruno", shots: 4, distance: 8 },
        { defender: "ilse", shots: 2, distance: 12 },
      ],
    });
    expect(dice.remaining()).toBe(0);
    expect(r.roll!.partition).toBe("hit");
    expect(out(r).targets).toMatchObject([
      { defender: "bruno", shots: 4, total: 19, dv: 8, dos: 12, hits: 4, damage: 12, dealt: 0 },
      { defender: "ilse", shots: 2, total: 11, dv: 9, dos: 3, hits: 2, damage: 4, dealt: 0 },
    ]);
    // DE-TYPE-11: the whole X is spent; the note counts what is left.
    expect(out(r)).toMatchObject({ cost: 10, ammoUsed: 6, ammoLeft: 4, unallocated: 0 });
    expect(attackNote(s.state, "wren").ammo).toEqual({ machinePistol: 4 });
  });

  it("DE-TYPE-11 allocations above X, a target named twice, or X beyond the ammunition are refused before a die", () => {
    const { s } = table([]);
    const spray = (extra: object) =>
      refusal(() =>
        s.act("attack", { attacker: "wren", weapon: "Machine Pistol", type: "spray", rating: 6, ...extra }),
      );
    expect(
      spray({
        targets: [
          { defender: "bruno", shots: 4, distance: 8 },
          { defender: "ilse", shots: 3, distance: 8 },
        ],
      }).path,
    ).toEqual(["targets"]);
    expect(
      spray({
        targets: [
          { defender: "bruno", shots: 3 },
          { defender: "bruno", shots: 3 },
        ],
      }).path,
    ).toEqual(["targets", 1, "defender"]);
    expect(spray({ defender: "bruno", distance: 8, ammo: 3 }).path).toEqual(["rating"]);
    expect(spray({ defender: "nobody", distance: 8 }).code).toBe("not_found");
    // The weapon has a range: each target's distance is needed (DE-ATK-2).
    expect(spray({ targets: [{ defender: "bruno", shots: 6 }] }).path).toEqual(["targets", 0, "distance"]);
  });

  it("DE-TYPE-10 the odds: any hit against none, and total damage as the sum of independent rolls", () => {
    const { s } = table([]);
    const o = s.odds("attack", {
      attacker: "wren",
      weapon: "Machine Pistol",
      type: "spray",
      rating: 6,
      targets: [
        { defender: "bruno", shots: 4, distance: 8 },
        { defender: "ilse", shots: 2, distance: 12 },
      ],
    });
    expect(o.partition.miss).toBeCloseTo((1 - o.chances["hit:bruno"]!) * (1 - o.chances["hit:ilse"]!), 12);
    expect(o.distributions.damage!.reduce((a, [, p]) => a + p, 0)).toBeCloseTo(1, 12);
    const mean = (d: [number, number][]) => d.reduce((a, [v, p]) => a + v * p, 0);
    expect(mean(o.distributions.damage!)).toBeCloseTo(
      mean(o.distributions["damage:bruno"]!) + mean(o.distributions["damage:ilse"]!),
      9,
    );
  });
});

describe("sustained chains and ammunition", () => {
  const sustained = {
    attacker: "wren",
    defender: "bruno",
    weapon: "Machine Pistol",
    type: "sustained",
    distance: 8,
  };

  it("DE-TYPE-5 consecutive hits on the same target deal base × 1, × 2, × 3; a broken sight starts again", () => {
    // Each attack: 9 + 8 + 2 = 19 against DV 8, then 1d6 = 4.
    const { s } = table([9, 8, 4, 9, 8, 4, 9, 8, 4, 9, 8, 4]);
    equip(s, "bruno", TOWER);
    const damage = [1, 2, 3].map(() => out(s.act("attack", sustained)).damage);
    expect(damage).toEqual([4, 8, 12]);
    expect(attackNote(s.state, "wren").sustained).toMatchObject({
      weapon: "machinePistol",
      target: "bruno",
      hits: 3,
    });
    expect(out(s.act("attack", { ...sustained, sightBroken: true })).damage).toBe(4);
  });

  it("DE-TYPE-5 in a fight: 5 initiative spent between the attacks breaks the chain", () => {
    const { s } = table([9, 8, 4, 9, 8, 4, 9, 8, 4]);
    equip(s, "bruno", TOWER);
    s.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 50 },
      ],
    });
    expect(out(s.act("attack", sustained)).damage).toBe(4); // wren 0 → 5
    expect(out(s.act("attack", sustained)).damage).toBe(8); // 5 − 5 = 0 since the chain's last attack → 10
    s.act("act", { actor: "wren", action: { kind: "custom", name: "reload", cost: 5 } }); // → 15
    expect(out(s.act("attack", sustained)).damage).toBe(4); // 15 − 10 = 5: the chain is broken
  });

  it("DE-TYPE-5 a miss breaks the chain (option sustainedResetOnMiss), as does another attack type", () => {
    const { s } = table([9, 8, 4, 2, 1, 9, 8, 4, 9, 8, 4, 9, 8, 4]);
    equip(s, "bruno", TOWER);
    s.act("attack", sustained);
    expect(s.act("attack", sustained).roll!.partition).toBe("miss"); // 2 + 1 + 2 = 5 < 8
    expect(attackNote(s.state, "wren").sustained).toBeNull();
    expect(out(s.act("attack", sustained)).damage).toBe(4);
    s.act("attack", { ...sustained, type: "standard" });
    expect(attackNote(s.state, "wren").sustained).toBeNull();
    expect(out(s.act("attack", sustained)).damage).toBe(4);
  });

  it("DE-ATK-6 ammunition reloaded is spent attack by attack; an attack it cannot pay for is refused before a die", () => {
    const { s, dice } = table([9, 8, 4, 9, 8, 4]);
    equip(s, "bruno", TOWER);
    s.act("reload", { actor: "wren", weapon: "Machine Pistol", rounds: 2 });
    expect(out(s.act("attack", { ...sustained, type: "standard" })).ammoLeft).toBe(1);
    expect(out(s.act("attack", sustained)).ammoLeft).toBe(0);
    const e = refusal(() => s.act("attack", sustained));
    expect(e.path).toEqual(["ammo"]);
    expect(e.message).toMatch(/needs 1 ammunition; 0 left/);
    expect(dice.remaining()).toBe(0);
    // A weapon that uses none (the knife) is never counted.
    expect(attackNote(s.state, "wren").ammo).toEqual({ machinePistol: 0 });
  });

  it("DE-ATK-6 the note replays: the log rebuilds the ammunition and the chain", () => {
    const { s } = table([9, 8, 4]);
    equip(s, "bruno", TOWER);
    const start = s.log.length;
    const before = replay(
      { ...s.state, notes: {}, characters: {}, conditions: [] },
      s.log.slice(0, start).map((e) => e.event),
      ruleset.reduce,
    );
    s.act("attack", { ...sustained, ammo: 5 });
    const all = replay(
      before,
      s.log.slice(start).map((e) => e.event),
      ruleset.reduce,
    );
    expect(all.notes).toEqual(s.state.notes);
  });
});

describe("assassination", () => {
  const weakIlse = { ilse: (c: DeCharacter) => ({ ...c, current: { ...c.current, hp: 1, stun: 0 } }) };

  it("DE-ASSN-1..4 advantage against the Surprised DV, maximum damage, and death at 0 HP without a death check", () => {
    // Ilse's Surprised DV: 5 + End 2 (positive Agility dropped) = 7. Three dice, the best two: 6 + 5
    // + Dex 2 + Standard 1 = 14. The 1d6 is not rolled: it deals its maximum, 6.
    const { s, dice } = table([6, 5, 2], weakIlse);
    const r = s.act("attack", {
      attacker: "wren",
      defender: "ilse",
      weapon: "Machine Pistol",
      type: "standard",
      distance: 10,
      assassinate: true,
    });
    expect(dice.remaining()).toBe(0);
    expect(out(r)).toMatchObject({ hit: true, dv: 7, dvType: "surprised", total: 14, damage: 6 });
    expect(r.roll!.dice.filter((d) => d.role !== "damage")).toHaveLength(3);
    expect(combatNote(s.state, "ilse").dead).toBe(true);
    expect(current(s, "ilse").hp).toBe(0);
    expect((out(r).happenings as { kind: string }[]).map((h) => h.kind)).not.toContain("deathTally");
    expect(r.roll!.summary).toMatch(/Ilse Varn dies/);
  });

  it("DE-ASSN-1 a melee weapon or a target behind cover cannot be assassinated", () => {
    const { s } = table([]);
    const base = { attacker: "wren", defender: "ilse", type: "standard", assassinate: true };
    expect(refusal(() => s.act("attack", { ...base, weapon: "Knife" })).path).toEqual(["weapon"]);
    expect(
      refusal(() => s.act("attack", { ...base, weapon: "Machine Pistol", distance: 10, cover: "half" })).path,
    ).toEqual(["assassinate"]);
  });

  it("DE-ASSN-3 the odds deal the maximum on every hit", () => {
    const { s } = table([]);
    const o = s.odds("attack", {
      attacker: "wren",
      defender: "ilse",
      weapon: "Machine Pistol",
      distance: 10,
      assassinate: true,
    });
    const damages = o.distributions.damage!.map(([v]) => v);
    // 0 on a miss, 6 on a hit, 7 with one 10 (semi-critical +1), (6 + 2) × 2 = 16 with two (super-critical).
    expect(damages).toEqual([0, 6, 7, 16]);
  });
});

describe("the defender view", () => {
  const secondBlade = {
    ilse: (c: DeCharacter) =>
      orThrow(
        advance(
          c,
          { award: { amount: 500, reason: "test" }, buy: ["perk:secondBlade"] },
          diceEngine.parseOptions({}),
        ),
      ),
  };

  it("DE-DV-12 DE-PERK-19 Second Blade raises the Normal DV the attack meets, not the Touch DV", () => {
    const { s } = table([], secondBlade);
    const attack = { attacker: "bruno", defender: "ilse", weapon: "Hammer", defenderOffHandKnives: true };
    const normal = s.odds("attack", attack);
    const plain = s.odds("attack", { ...attack, defenderOffHandKnives: false });
    expect(normal.partition.hit!).toBeLessThan(plain.partition.hit!);
    const { s: s2 } = table([9, 8, 1, 9, 8, 1], secondBlade);
    equip(s2, "ilse", { ...TOWER, skill: null });
    const r = s2.act("attack", attack);
    // 5 + End 2 + Agi 2 + Second Blade 1 = 10; a touch attack meets 9.
    expect(out(r)).toMatchObject({ dv: 10, dvType: "normal" });
    expect(out(s2.act("attack", { ...attack, touch: true }))).toMatchObject({ dv: 9, dvType: "touch" });
    expect(out(r).sources).toContain("Ilse Varn: Second Blade +1 normal DV");
    const t = defenderOf(s2.state, "ilse", diceEngine.parseOptions({}), ["defender"], {
      offHandKnives: true,
    });
    expect(t.view.dvModifiers).toEqual([{ source: "Second Blade", amount: 1, dvTypes: ["normal"] }]);
  });

  it("DE-PERK-22 DE-DV-12 a stance entered with an attack: −1 to its attacks, +1 Normal/Touch DV for 15 initiative", () => {
    const guard = {
      bruno: (c: DeCharacter) =>
        orThrow(
          advance(
            c,
            { award: { amount: 500, reason: "test" }, buy: ["skill:spearFighting", "perk:defensiveStance1"] },
            diceEngine.parseOptions({}),
          ),
        ),
    };
    // Bruno: 9 + 8 + Str 3 + Standard 1 − 1 (stance) = 20. Wren then meets DV 5 + 2 + 1 + 1 = 9.
    const { s } = table([9, 8, 3, 5, 5, 2], guard);
    equip(s, "bruno", TOWER);
    equip(s, "wren", { ...TOWER, skill: null });
    const r = s.act("attack", {
      attacker: "bruno",
      defender: "wren",
      weapon: "Hammer",
      stance: "Defensive Stance I",
    });
    expect(out(r).total).toBe(20);
    expect(attackNote(s.state, "bruno").stance).toEqual({ perk: "defensiveStance1", until: 15 });
    const back = s.act("attack", { attacker: "wren", defender: "bruno", weapon: "Knife" });
    expect(out(back).dv).toBe(9);
    expect(out(back).sources).toContain("Bruno Hale: Defensive Stance I +1 normal/touch DV");
  });

  const setting = {
    setting: {
      races: [
        {
          id: "hardLightAi",
          name: "Hard Light AI",
          baseSpeed: 6,
          size: "large",
          immunities: ["prone"],
          susceptibilities: ["electroShock"],
          canBleed: false,
        },
        { id: "titan", name: "Titan", baseSpeed: 8, size: "huge" },
      ],
    },
  };
  const race = (r: string) => (c: DeCharacter) => ({ ...c, race: r });

  it("DE-COND-2 DE-COND-3 DE-COND-33 DE-COND-19 the race's immunities, susceptibilities, blood and AI body reach the view", () => {
    const { s } = table([], { ilse: race("hardLightAi") }, setting);
    const v = defenderOf(s.state, "ilse", diceEngine.parseOptions(setting), ["defender"]);
    expect(v.body).toMatchObject({ size: "large", aiBody: "hardLight" });
    expect(v.view).toMatchObject({
      immunities: ["prone"],
      susceptibilities: ["electroShock"],
      canBleed: false,
      aiBody: "hardLight",
    });
  });

  it("DE-COND-2 DE-GRAP-2 a Prone throw on a character immune to Prone succeeds but does not stick", () => {
    // Ilse (Str −1, larger: advantage, three dice, best two) 2 + 1 + 1 → 2; Bruno 5 + 5 + 3 = 13.
    const { s } = table([2, 1, 1, 5, 5], { ilse: race("hardLightAi") }, setting);
    const r = s.act("grapple", { grappler: "bruno", target: "ilse", mode: "prone" });
    expect(r.roll!.partition).toBe("success");
    expect(r.roll!.summary).toMatch(/resists prone \(immune\)/);
    expect(combatNote(s.state, "ilse").conditions).toEqual([]);
  });
});

describe("grapple and shove", () => {
  it("DE-GRAP-1 DE-GRAP-2 meet is beat: a hold applies Grappled naming the holder, mirrored for every client", () => {
    // Wren (defender, Str −1): 9 + 8 − 1 = 16; Bruno: 7 + 6 + 3 = 16 → success.
    const { s } = table([9, 8, 7, 6]);
    const r = s.act("grapple", { grappler: "bruno", target: "wren", mode: "hold" });
    expect(out(r)).toMatchObject({ success: true, attackerTotal: 16, defenderTotal: 16, cost: 5 });
    expect(combatNote(s.state, "wren").conditions).toMatchObject([
      { condition: "grappled", source: "bruno" },
    ]);
    expect(s.state.conditions).toMatchObject([{ id: "wren:grappled", source: "bruno" }]);
  });

  it("DE-GRAP-6 the grappled character escapes by winning a contested Strength check; a free one cannot", () => {
    const { s } = table([9, 8, 7, 6, 1, 2, 9, 9]);
    s.act("grapple", { grappler: "bruno", target: "wren" });
    // Escape: Bruno (holder) 1 + 2 + 3 = 6 first, then Wren 9 + 9 − 1 = 17.
    const r = s.act("grapple", { grappler: "wren", target: "bruno", mode: "escape" });
    expect(out(r)).toMatchObject({ success: true, attackerTotal: 17, defenderTotal: 6 });
    expect(combatNote(s.state, "wren").conditions).toEqual([]);
    expect(
      refusal(() => s.act("grapple", { grappler: "wren", target: "bruno", mode: "escape" })).path,
    ).toEqual(["grappler"]);
  });

  it("DE-GRAP-3 DE-GRAP-4 DE-GRAP-5 a huge target is refused; a larger AI body resists a hold with two levels of advantage", () => {
    const settingRaces = {
      setting: {
        races: [
          { id: "titan", name: "Titan", baseSpeed: 8, size: "huge" },
          { id: "softLightAi", name: "Soft Light AI", baseSpeed: 6, size: "large" },
        ],
      },
    };
    const { s } = table([], { wren: (c) => ({ ...c, race: "titan" }) }, settingRaces);
    expect(refusal(() => s.act("grapple", { grappler: "bruno", target: "wren" })).path).toEqual(["target"]);
    // Larger (DE-GRAP-4) and an AI body resisting Grappled (DE-COND-19): four dice, the best two.
    const { s: s2 } = table(
      [1, 2, 9, 9, 5, 5],
      { ilse: (c) => ({ ...c, race: "softLightAi" }) },
      settingRaces,
    );
    const r = s2.act("grapple", { grappler: "bruno", target: "ilse" });
    expect(r.roll!.dice.filter((d) => d.group === "defender")).toHaveLength(4);
    expect(out(r)).toMatchObject({ defenderTotal: 17, attackerTotal: 13, success: false });
    // The AI body grapples with disadvantage itself.
    const o = s2.odds("grapple", { grappler: "ilse", target: "wren" });
    const plain = s2.odds("grapple", { grappler: "wren", target: "ilse", mode: "prone" });
    expect(o.partition.success! + o.partition.failure!).toBeCloseTo(1, 12);
    expect(plain.partition.success!).toBeGreaterThan(0);
  });

  it("DE-SHOVE-1 DE-SHOVE-2 a shove pushes up to 1 m; Shield Bash with a shield held and Fortified stance add advantage", () => {
    // Ilse 5 + 5 − 1 = 9 first; Bruno 3 + 3 + 3 = 9 → pushed 0.5 m.
    const { s } = table([5, 5, 3, 3, 5, 5, 6, 1, 1, 1]);
    const r = s.act("shove", { shover: "bruno", target: "ilse", push: 0.5 });
    expect(out(r)).toMatchObject({ success: true, pushed: 0.5, cost: 5 });
    // With a shield held, Bruno's Shield Bash: three dice (best two); Ilse Fortified: three dice too.
    // Ilse 5 + 5 − 1 = 9; Bruno 1 + 1 + 3 = 5: no push.
    s.act("equip", {
      actor: "bruno",
      equipment: { ...EXAMPLE_EQUIPMENT.bruno, held: { name: "Buckler", pa: 0 } },
    });
    const f = s.act("shove", { shover: "bruno", target: "ilse", targetFortified: true });
    expect(f.roll!.dice.filter((d) => d.group === "attacker")).toHaveLength(3);
    expect(f.roll!.dice.filter((d) => d.group === "defender")).toHaveLength(3);
    expect(out(f)).toMatchObject({ success: false, pushed: 0 });
  });
});

describe("throw", () => {
  it("DE-THROW-1 DE-THROW-2 DE-THROW-3 within 10 + Strength the object lands on target with no roll", () => {
    const { s, dice } = table([]);
    const r = s.act("throw", { thrower: "bruno", object: "a grenade", to: [0, 13] });
    expect(out(r)).toMatchObject({ onTarget: true, range: 13, dc: null, landing: [0, 13], cost: 5 });
    expect(dice.remaining()).toBe(0);
  });

  it("DE-THROW-4 DE-THROW-6 DE-SCAT-1..3 a failed throw scatters 2d4 m; a landing farther away rerolls the direction", () => {
    // R 13, 20 m: DC 10 + 7 = 17; 2 + 3 + 3 = 8 fails. Face 1 (+y) would land at 25 m: reroll; face 5 (−y).
    const { s, dice } = table([2, 3, 1, 2, 3, 5]);
    const r = s.act("throw", { thrower: "bruno", to: [0, 20] });
    expect(dice.remaining()).toBe(0);
    expect(r.roll!.partition).toBe("scattered");
    expect(out(r)).toMatchObject({ dc: 17, total: 8, onTarget: false, landing: [0, 15] });
    expect(r.roll!.dice.map((d) => d.role)).toEqual([
      "core",
      "core",
      "scatter direction",
      "scatter direction",
      "scatter distance",
      "scatter distance",
    ]);
  });

  it("DE-THROW-5 DE-THROW-7 beyond twice the range is refused; a friend on the point catches it", () => {
    const { s } = table([]);
    expect(refusal(() => s.act("throw", { thrower: "bruno", to: [0, 27] })).path).toEqual(["distance"]);
    const r = s.act("throw", { thrower: "wren", to: [5, 0], catcher: "ilse" });
    expect(out(r)).toMatchObject({ onTarget: true, caughtBy: "ilse" });
    expect(r.roll!.summary).toMatch(/Ilse Varn catches it/);
  });

  it("DE-THROW-4 the odds: certain within range, the Strength check beyond", () => {
    const { s } = table([]);
    expect(s.odds("throw", { thrower: "bruno", to: [0, 13] }).partition).toEqual({
      onTarget: 1,
      scattered: 0,
    });
    const far = s.odds("throw", { thrower: "bruno", to: [0, 20] }).partition;
    expect(far.onTarget! + far.scattered!).toBeCloseTo(1, 12);
    expect(far.onTarget!).toBeGreaterThan(0);
    expect(far.onTarget!).toBeLessThan(1);
  });
});

describe("takedown", () => {
  it("DE-TAKE-3 DE-TAKE-4 DE-TAKE-5 DE-TAKE-8 unnoticed, the target's Endurance picks ×4: one weapon roll × 4", () => {
    // Stealth: 6 + 5 + Agi 2 + Stealth 1 = 14 against passive 10 + Int 0. Bruno's Endurance with
    // Takedown Specialist's disadvantage: worst two of 5, 4, 1 → 5 + End 2 = 7: the ×4 band. Knife 3 → 12.
    const { s, dice } = table([6, 5, 5, 4, 1, 3]);
    equip(s, "bruno", TOWER);
    const r = s.act("takedown", { performer: "wren", target: "bruno", weapon: "Knife" });
    expect(dice.remaining()).toBe(0);
    expect(r.roll!.partition).toBe("x4");
    expect(out(r)).toMatchObject({
      noticed: false,
      total: 7,
      effect: { kind: "damage", multiplier: 4 },
      damage: 12,
      stealth: { total: 14, passive: 10 },
    });
  });

  it("DE-TAKE-4 the 0–5 band drops the target to 0 HP with its death check", () => {
    // Bruno: worst two of 3, 1, 2 → 3 + 2 = 5 → 0 HP; then the death check (9, 9).
    const { s } = table([3, 1, 2, 9, 9]);
    const r = s.act("takedown", { performer: "wren", target: "bruno", weapon: "Knife", stealth: "passed" });
    expect(r.roll!.partition).toBe("zeroHp");
    expect(current(s, "bruno").hp).toBe(0);
    expect(combatNote(s.state, "bruno").unconscious).toMatchObject({ cause: "dying" });
  });

  it("DE-TAKE-1 DE-TAKE-2 DE-TAKE-3 an aware or distant target, or a noticed setup, gives no takedown", () => {
    const { s } = table([1, 2]);
    const t = { performer: "wren", target: "bruno", weapon: "Knife" };
    expect(refusal(() => s.act("takedown", { ...t, targetAware: true })).path).toEqual(["targetAware"]);
    expect(refusal(() => s.act("takedown", { ...t, distance: 2 })).path).toEqual(["distance"]);
    expect(refusal(() => s.act("takedown", { ...t, weapon: "Machine Pistol" })).path).toEqual(["weapon"]);
    // 1 + 2 + 2 + 1 = 6 < 10: noticed.
    const r = s.act("takedown", t);
    expect(r.roll!.partition).toBe("noticed");
    expect(current(s, "bruno")).toEqual(current(table([]).s, "bruno"));
  });

  it("DE-TAKE-4 the odds cover every band, a noticed setup included", () => {
    const { s } = table([]);
    const o = s.odds("takedown", { performer: "wren", target: "bruno", weapon: "Knife" });
    expect(Object.keys(o.partition)).toEqual(["noticed", "x1", "x2", "x3", "x4", "zeroHp", "dies"]);
    expect(Object.values(o.partition).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // Endurance 2 cannot total below 0 without penalties: nobody dies.
    expect(o.partition.dies).toBe(0);
  });
});

describe("explosion", () => {
  const grenade = { components: [{ type: "concussive", damage: 25 }] };

  it("DE-EXPLO-1 DE-EXPLO-3 DE-EXPLO-7 the wall example: 23 + 21 = 44 as one instance, EA 5 once → 39", () => {
    const { s } = table([9, 9, 9, 9]);
    s.act("equip", {
      actor: "bruno",
      equipment: { ...EXAMPLE_EQUIPMENT.bruno, held: { name: "Blast shield", pa: 0, ea: 5 } },
    });
    const r = s.act("explosion", {
      source: "a grenade",
      explosive: grenade,
      targets: [
        { character: "bruno", distance: 2, surfaces: [{ id: "wall", distance: 1 }] },
        { character: "ilse", distance: 5, dodged: true },
      ],
    });
    expect(out(r).targets).toMatchObject([
      { character: "bruno", damage: 44, dealt: 39 },
      // DE-INT-3: 20 halved (rounded up) → 10, before Endurance and EA.
      { character: "ilse", damage: 20, dealt: 10, dodged: true },
    ]);
    expect(r.roll!.summary).toMatch(/Bruno Hale at 2 m: 23 \+ 21 off wall = 44, 39 after armour/);
    // One instance: one damage happening for Bruno.
    const bruno = (out(r).happenings as { kind: string; source: string }[]).filter(
      (h) => h.kind === "damage",
    );
    expect(bruno).toHaveLength(2);
  });

  it("DE-EXPLO-8 DE-EXPLO-4 without Ace in the Hole nothing reflects; only concussive damage ever does", () => {
    const { s } = table([9, 9, 9, 9, 9, 9], {}, { aceInTheHole: false });
    equip(s, "bruno", TOWER);
    const r = s.act("explosion", {
      explosive: grenade,
      targets: [{ character: "bruno", distance: 2, surfaces: [{ id: "wall", distance: 1 }] }],
    });
    expect(out(r).targets).toMatchObject([{ damage: 23 }]);
    const { s: s2 } = table([]);
    equip(s2, "bruno", TOWER);
    const fire = s2.act("explosion", {
      explosive: { components: [{ type: "fire", damage: 10 }] },
      targets: [{ character: "bruno", distance: 1, surfaces: [{ id: "wall", distance: 1 }] }],
    });
    expect(out(fire).targets).toMatchObject([{ damage: 9 }]);
  });

  it("DE-EXPLO-1 beyond the radius nothing; a character named twice or an unknown one is refused", () => {
    const { s } = table([]);
    const r = s.act("explosion", {
      explosive: { ...grenade, radius: 4 },
      targets: [{ character: "bruno", distance: 5 }],
    });
    expect(out(r).targets).toMatchObject([{ damage: 0, dealt: 0 }]);
    expect(r.roll!.summary).toMatch(/out of its reach/);
    expect(
      refusal(() =>
        s.act("explosion", {
          explosive: grenade,
          targets: [
            { character: "bruno", distance: 1 },
            { character: "bruno", distance: 2 },
          ],
        }),
      ).path,
    ).toEqual(["targets", 1, "character"]);
    expect(
      refusal(() => s.act("explosion", { explosive: grenade, targets: [{ character: "zed", distance: 1 }] }))
        .path,
    ).toEqual(["targets", 0, "character"]);
  });
});
