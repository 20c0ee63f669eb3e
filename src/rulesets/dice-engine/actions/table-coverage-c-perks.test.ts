// Perks whose actions only charged their initiative (issue 21, brief de16), played through the table
// with scripted faces: Vibration Awareness raises the Vibrosense rating (`act`), Shield Render's
// Strength contest takes a shield's benefit away (`shieldRender`), Get Down Mr President moves an
// attack's damage onto the interceptor and Counter Attack makes a Martial Strike for 2 initiative
// (`attack`), and the GM-adjudicated perks the table now has the data for (Safe Landing in `damage`
// from a fall, Meditative Recovery in `rest`, Blunt Force in `attack`).

import { describe, expect, it } from "vitest";
import type { Session } from "../../../engine/session.js";
import type { DeCharacter } from "../character/index.js";
import { vibrosenseNow, viewOf } from "./combat-state.js";
import {
  BUCKLER,
  current,
  equip,
  hammer,
  out,
  Play,
  perks,
  refusal,
  start,
  TOWER,
  table,
  tickOf,
} from "./testing/play.js";

const rank =
  (id: string, n = 1) =>
  (c: DeCharacter): DeCharacter => ({
    ...c,
    perks: { ...c.perks, [id]: { rank: n, source: "xp" as const } },
  });

/** A table of a setting with a Vibrosense race (rating 10), Mole seated with `ranks` of the perk. */
function moles(ranks: number, options: object = {}) {
  const setting = { races: [{ id: "delver", name: "Delver", baseSpeed: 5, vibrosense: 10 }] };
  const p = new Play({ setting, ...options });
  p.add("mole", { name: "Mole", race: "delver" });
  if (ranks > 0) p.edit("mole", rank("vibrationAwareness", ranks));
  p.act("initiative", {
    participants: [
      { character: "mole", initiative: 20 },
      { character: "bruno", initiative: 100 },
    ],
  });
  return p;
}
const tick = (p: Play, id: string) => p.state.encounter!.participants.find((x) => x.character === id)!.tick;
const aware = { kind: "other", other: "vibrationAwareness" } as const;

describe("Vibration Awareness at the table (DE-PERK-16/17)", () => {
  it("DE-PERK-16 activated at 20: initiative 25, Vibrosense 10 → 15 until 30; another action ends it early", () => {
    const p = moles(1);
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(10);
    const r = p.act("act", { actor: "mole", action: aware });
    expect(tick(p, "mole")).toBe(25);
    expect(r.roll!.outcome).toMatchObject({ cost: 5, vibrosense: 15, vibrosenseUntil: 30 });
    expect(r.roll!.summary).toMatch(/Vibrosense rises from 10 to 15 until 30/);
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(15);
    // At 25 Mole acts again (a wait): the bonus ends before its 30.
    const next = p.act("act", { actor: "mole", action: { kind: "wait", amount: 1 } });
    expect(next.roll!.summary).toMatch(/Vibration Awareness ends/);
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(10);
  });

  it("DE-PERK-16 with vibrationAwarenessEndsOnAction off the rating lasts to 30 through other actions, and not past it", () => {
    const p = moles(1, { vibrationAwarenessEndsOnAction: false });
    p.act("act", { actor: "mole", action: aware });
    p.act("act", { actor: "mole", action: { kind: "wait", amount: 1 } });
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(15);
    p.act("act", { actor: "mole", action: { kind: "wait", amount: 4 } }); // 26 → 30
    expect(tick(p, "mole")).toBe(30);
    expect(p.state.encounter!.time).toBe(30);
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(10);
  });

  it("DE-PERK-17 each rank adds 5 more: rank 3 → 25; refused without the perk or without Vibrosense", () => {
    const p = moles(3);
    expect(p.act("act", { actor: "mole", action: aware }).roll!.outcome).toMatchObject({ vibrosense: 25 });
    const q = moles(3, { vibrationAwarenessBonusPerRank: 0 });
    expect(q.act("act", { actor: "mole", action: aware }).roll!.outcome).toMatchObject({ vibrosense: 15 });
    const none = moles(0);
    expect(refusal(() => none.act("act", { actor: "mole", action: aware })).message).toMatch(
      /does not have the Vibration Awareness perk/,
    );
    expect(tick(none, "mole")).toBe(20);
  });
});

describe("Shield Render at the table (DE-PERK-26)", () => {
  const SHIELD = { name: "Round shield", pa: 3, ea: 2 };
  /** Wren (Str −1) with Shield Render against Bruno (Str 3) holding a shield; Wren at 0, Bruno at 100. */
  function fight(faces: number[], perk = true) {
    const t = table(faces, perk ? { wren: rank("shieldRender") } : {});
    equip(t.s, "bruno", SHIELD);
    t.s.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 100 },
      ],
    });
    return t;
  }
  const heldBy = (s: Session, id: string) => viewOf(s.state, id, s.state.options as never, []).held;
  const punch = { attacker: "wren", defender: "bruno", weapon: "Unarmed Strike", type: "heavy" };

  it("DE-PERK-26 3 initiative, contested Strength (Bruno first); a success takes the shield's benefit away for 10 initiative", () => {
    // Bruno 1 + 2 + Str 3 = 6; Wren 9 + 9 − 1 = 17: rendered until 0 + 10.
    const { s } = fight([1, 2, 9, 9, 1, 1]);
    const r = s.act("shieldRender", { actor: "wren", target: "bruno", distance: 1 });
    expect(r.roll!.dice.map((d) => d.faces[0])).toEqual([1, 2, 9, 9]);
    expect(r.roll!.outcome).toMatchObject({ success: true, rendered: true, until: 10, cost: 3 });
    expect(s.state.encounter!.participants.find((x) => x.character === "wren")!.tick).toBe(3);
    expect(heldBy(s, "bruno")).toBeNull();
    // Wren's punch at 3 meets Bruno's DV without the shield's PA.
    const bare = out(s.act("attack", punch)).dv as number;
    const { s: kept } = fight([1, 1]);
    const shielded = out(kept.act("attack", punch)).dv as number;
    expect(bare).toBeLessThan(shielded);
    // The heavy punch (7) brings Wren to 10, where the render is over: the shield is back.
    expect(s.state.encounter!.time).toBe(10);
    expect(heldBy(s, "bruno")).toMatchObject({ name: "Round shield" });
  });

  it("DE-PERK-26 a failed contest leaves the shield; refused beyond 1 m, against no shield, or without the perk", () => {
    const { s } = fight([9, 9, 1, 2]);
    const r = s.act("shieldRender", { actor: "wren", target: "bruno" });
    expect(r.roll!.outcome).toMatchObject({ success: false, rendered: false, cost: 3 });
    expect(heldBy(s, "bruno")).toMatchObject({ name: "Round shield" });
    expect(
      refusal(() => s.act("shieldRender", { actor: "wren", target: "bruno", distance: 2 })).path,
    ).toEqual(["distance"]);
    expect(refusal(() => s.act("shieldRender", { actor: "wren", target: "ilse" })).message).toMatch(
      /no shield/,
    );
    const { s: plain } = fight([], false);
    expect(refusal(() => plain.act("shieldRender", { actor: "wren", target: "bruno" })).path).toEqual([
      "actor",
    ]);
    // The bare cost on the tracker points to the action.
    expect(
      refusal(() => plain.act("act", { actor: "wren", action: { kind: "other", other: "shieldRender" } }))
        .path,
    ).toEqual(["action", "other"]);
  });
});

describe("Get Down Mr President at the table (DE-PERK-48)", () => {
  /** Ilse (Get Down Mr President, a buckler of EA 2) beside Wren, whose tower shield soaks any hit. */
  const guarded = (faces: number[], withPerk = true) => {
    const t = table(faces, withPerk ? { ilse: perks({ getDownMrPresident: 1 }) } : {});
    equip(t.s, "wren", { ...TOWER, skill: null });
    equip(t.s, "ilse", BUCKLER);
    start(t.s);
    return t;
  };

  it("DE-PERK-48 the interceptor pays 1 off-turn and takes the hit through its own EA, not the ally's", () => {
    // 9 + 8 + Str 3 + 1 = 21 against Wren's DV 6: 6 damage; Ilse's EA 2 leaves 4 (her Stun 2, then
    // HP 3 → 2); her consciousness check 9 + 9 + 2 = 20 holds.
    const { s, dice } = guarded([9, 8, 6, 9, 9]);
    const wren = current(s, "wren");
    const r = s.act("attack", { ...hammer, interceptor: "ilse", interceptorDistance: 1 });
    expect(out(r)).toMatchObject({ hit: true, damage: 6, dealt: 4, interceptedBy: "ilse" });
    expect(r.roll!.summary).toMatch(/Ilse Varn gets down in front of Wren Adair and takes the damage/);
    expect(current(s, "ilse")).toMatchObject({ hp: 2, stun: 0 });
    expect(current(s, "wren")).toEqual(wren);
    expect([tickOf(s, "bruno"), tickOf(s, "ilse"), tickOf(s, "wren")]).toEqual([5, 41, 60]);
    expect(dice.remaining()).toBe(0);
    // The same hit on Wren alone: her tower shield soaks it all and Ilse is untouched.
    const { s: alone } = guarded([9, 8, 6]);
    expect(out(alone.act("attack", hammer))).toMatchObject({ hit: true, dealt: 0, interceptedBy: null });
    expect(current(alone, "ilse")).toMatchObject({ hp: 3, stun: 2 });
  });

  it("DE-PERK-48 the interceptor and the ally swap positions: their tokens change cells on the map", () => {
    const { s } = guarded([9, 8, 6, 9, 9]);
    const grid = {
      kind: "hex-pointy",
      cols: 10,
      rows: 8,
      size: 60,
      offsetX: 0,
      offsetY: 0,
      cellDistance: 1,
    } as const;
    const token = (id: string, character: string, col: number) => ({
      type: "token.placed" as const,
      scene: "dock",
      token: { id, character, label: "", cell: { col, row: 3 }, size: 1, hidden: false },
    });
    s.table.commit([
      {
        type: "scene.created",
        scene: {
          id: "dock",
          name: "Dock",
          image: null,
          grid,
          tokens: {},
          fog: { enabled: false, revealed: [] },
          difficult: [],
          areas: [],
        },
      },
      { type: "scene.activated", scene: "dock" },
      token("t-wren", "wren", 4),
      token("t-ilse", "ilse", 5),
      token("t-bruno", "bruno", 3),
    ]);
    const r = s.act("attack", { ...hammer, interceptor: "ilse", interceptorDistance: 1 });
    expect(out(r)).toMatchObject({ hit: true, interceptedBy: "ilse" });
    const cells = Object.fromEntries(
      Object.values(s.state.scenes!.byId.dock!.tokens).map((t) => [t.character, t.cell.col]),
    );
    expect(cells).toEqual({ wren: 5, ilse: 4, bruno: 3 });
    // Moves from cell to cell naming the character, as the GM's own token moves do (the log's line).
    expect(r.events.filter((e) => e.type === "token.moved")).toEqual([
      {
        type: "token.moved",
        scene: "dock",
        token: "t-ilse",
        character: "ilse",
        path: [
          { col: 5, row: 3 },
          { col: 4, row: 3 },
        ],
      },
      {
        type: "token.moved",
        scene: "dock",
        token: "t-wren",
        character: "wren",
        path: [
          { col: 4, row: 3 },
          { col: 5, row: 3 },
        ],
      },
    ]);
    // With no map (or no token for one of them) the rule still resolves; nothing moves.
    const { s: bare } = guarded([9, 8, 6, 9, 9]);
    expect(out(bare.act("attack", { ...hammer, interceptor: "ilse", interceptorDistance: 1 }))).toMatchObject(
      {
        interceptedBy: "ilse",
      },
    );
    expect(bare.state.scenes).toBeUndefined();
  });

  it("DE-PERK-48 a miss costs the interceptor nothing; refused beyond 1 m, without the perk, or for the defender itself", () => {
    const { s } = guarded([1, 1]);
    const r = s.act("attack", { ...hammer, interceptor: "ilse" });
    expect(out(r)).toMatchObject({ hit: false, interceptedBy: null });
    expect(tickOf(s, "ilse")).toBe(40);
    const { s: far } = guarded([]);
    const at = (extra: object) => refusal(() => far.act("attack", { ...hammer, ...extra })).path;
    expect(at({ interceptor: "ilse", interceptorDistance: 2 })).toEqual(["interceptorDistance"]);
    expect(at({ interceptor: "wren" })).toEqual(["interceptor"]);
    const { s: plain } = guarded([], false);
    expect(refusal(() => plain.act("attack", { ...hammer, interceptor: "ilse" })).path).toEqual([
      "interceptor",
    ]);
  });
});

describe("Martial Parry and Counter Attack at the table (DE-PERK-59, DE-PERK-63)", () => {
  /** Wren at Martial Arts 2 (MV 4) with Martial Parry and Counter Attack, a buckler of EA 2. */
  const parrier = (
    faces: number[],
    list: Record<string, number> = {},
    options: Record<string, unknown> = {},
  ) => {
    const t = table(
      faces,
      { wren: perks({ martialArts: 2, martialParry: 1, counterAttack: 1, ...list }) },
      options,
    );
    equip(t.s, "wren", BUCKLER);
    start(t.s);
    return t;
  };
  const counter = {
    attacker: "wren",
    defender: "bruno",
    weapon: "Martial Strike (Strength)",
    type: "light",
    counterAttack: true,
  } as const;

  it("DE-PERK-59 DE-PERK-63 the parry takes MV 4 off before EA (6 → 2 → 0); the counter is a Martial Strike for 2, off-turn", () => {
    // Bruno's hammer: 21 against DV 6, 6 damage, − 4 parried, − 2 EA = 0. Wren pays 2 (60 → 62).
    const { s, dice } = parrier([9, 8, 6, 9, 9, 9, 9]);
    const r = s.act("attack", { ...hammer, parried: true });
    expect(out(r)).toMatchObject({ hit: true, damage: 6, dealt: 0, parried: true });
    expect(r.roll!.summary).toMatch(/parries: 4 off the damage/);
    expect(out(r).gmNotes).toEqual([]);
    expect(current(s, "wren")).toMatchObject({ hp: 3 });
    expect(tickOf(s, "wren")).toBe(62);
    // At time 5 (Bruno's), not Wren's turn: 9 + 9 − 1 = 17 against Bruno's DV 8, MV 4 damage.
    expect(s.state.encounter!.time).toBe(5);
    const c = s.act("attack", counter);
    expect(out(c)).toMatchObject({ hit: true, damage: 4, dealt: 4, cost: 2, counterAttack: true });
    expect(c.roll!.summary).toMatch(/counter-attacks Bruno Hale with Martial Strike/);
    expect(current(s, "bruno")).toMatchObject({ hp: 3, stun: 0 });
    expect([tickOf(s, "wren"), tickOf(s, "bruno")]).toEqual([64, 5]);
    expect(dice.remaining()).toBe(0);
    // The parry is used: no second counter.
    expect(refusal(() => s.act("attack", counter)).path).toEqual(["counterAttack"]);
  });

  it("DE-PERK-63 no counter without a parry of that attacker, nor a Martial Strike outside a counter without the perk; option: only a full parry", () => {
    const { s } = parrier([]);
    expect(refusal(() => s.act("attack", counter)).path).toEqual(["counterAttack"]);
    expect(refusal(() => s.act("attack", { ...counter, counterAttack: false })).path).toEqual(["weapon"]);
    expect(refusal(() => s.act("attack", { ...counter, weapon: "Knife", type: "standard" })).path).toEqual([
      "weapon",
    ]);
    // counterAttackRequiresFullNegation: 6 damage − MV 4 leaves 2, so no counter.
    const { s: strict } = parrier([9, 8, 6], {}, { counterAttackRequiresFullNegation: true });
    strict.act("attack", { ...hammer, parried: true });
    expect(refusal(() => strict.act("attack", counter)).message).toMatch(/left 2 damage/);
    // A parry against a ranged attack is refused before any die.
    const e = refusal(() =>
      s.act("attack", {
        attacker: "wren",
        defender: "bruno",
        weapon: "Machine Pistol",
        distance: 8,
        parried: true,
      }),
    );
    expect(e.path).toEqual(["parried"]);
  });
});

describe("Safe Landing and Deadly Descent at the table (DE-PERK-40, DE-PERK-41)", () => {
  const fall = (amount: number) => ({ target: "ilse", damage: { source: "fall", parts: [{ amount }] } });

  it("DE-PERK-40 a fall's damage less Agility (Ilse, 2): 3 → 1 off her Stun; without the perk 3, and a consciousness check", () => {
    const { s, dice } = table([], { ilse: perks({ safeLanding: 1 }) });
    const r = s.act("damage", fall(3));
    expect(out(r)).toMatchObject({ final: 1, fall: { damage: 3, safeLanding: 2 } });
    expect(r.roll!.summary).toMatch(/Safe Landing: 2 off the fall's 3/);
    expect(current(s, "ilse")).toMatchObject({ hp: 3, stun: 1 });
    expect(out(s.act("damage", fall(1)))).toMatchObject({ final: 0 });
    expect(dice.remaining()).toBe(0);
    const { s: plain } = table([9, 9]);
    expect(out(plain.act("damage", fall(3)))).toMatchObject({
      final: 3,
      fall: { damage: 3, safeLanding: 0 },
    });
    expect(current(plain, "ilse")).toMatchObject({ hp: 2, stun: 0 });
  });

  it("DE-PERK-41 right after a damaging fall, a melee attack paid off-turn for its own cost, + Agility damage on a hit", () => {
    const { s, dice } = table([9, 8, 3], { ilse: perks({ safeLanding: 1, deadlyDescent: 1 }) });
    equip(s, "bruno", { ...TOWER, skill: null });
    start(s);
    const knife = {
      attacker: "ilse",
      defender: "bruno",
      weapon: "Knife",
      type: "standard",
      deadlyDescent: true,
    };
    // No fall yet: refused.
    expect(refusal(() => s.act("attack", knife)).path).toEqual(["deadlyDescent"]);
    s.act("damage", fall(2)); // Safe Landing takes it all; the fall still dealt fall damage.
    // At time 0 (Bruno's turn): 1d4 = 3, + Agility 2.
    const r = s.act("attack", knife);
    expect(out(r)).toMatchObject({ hit: true, damage: 3, landingBonus: 2, deadlyDescent: true, cost: 5 });
    expect(r.roll!.summary).toMatch(/Ilse Varn lands on Bruno Hale with Knife/);
    expect(r.roll!.summary).toMatch(/Deadly Descent: \+2 damage/);
    expect(tickOf(s, "ilse")).toBe(45);
    expect(dice.remaining()).toBe(0);
    // The landing is used: a second one is refused.
    expect(refusal(() => s.act("attack", knife)).path).toEqual(["deadlyDescent"]);
    // Without the perk, refused before any die.
    const { s: plain } = table([]);
    start(plain);
    plain.act("damage", fall(1));
    expect(refusal(() => plain.act("attack", knife)).path).toEqual(["deadlyDescent"]);
  });
});

describe("Meditative Recovery at the table (DE-PERK-64)", () => {
  /** Monk (Endurance 5) at 0 Stun, with Martial Arts at `level` and Meditative Recovery. */
  const monk = (level: number, withPerk = true) => {
    const p = new Play();
    p.add("monk", { name: "Monk", stats: { endurance: 5 } });
    p.edit("monk", perks({ martialArts: level, ...(withPerk ? { meditativeRecovery: 1 } : {}) }));
    p.current("monk", { stun: 0 });
    return p;
  };
  const stunOf = (p: Play) => {
    const t = p.track("monk");
    return t.kind === "hpStun" ? [t.stun, t.maxStun] : null;
  };

  it("DE-PERK-64 meditating through a short rest restores the Martial Value in Stun (level 2: 4), up to the maximum", () => {
    const p = monk(2);
    const max = stunOf(p)![1]!;
    const r = p.act("rest", { actor: "monk", kind: "short", spend: 0, meditate: true });
    expect(r.roll!.outcome).toMatchObject({ meditated: Math.min(4, max) });
    expect(r.roll!.summary).toMatch(/meditates: \+\d+ Stun \(Meditative Recovery, Martial Value 4\)/);
    expect(stunOf(p)).toEqual([Math.min(4, max), max]);
    expect(max).toBeGreaterThan(4);
    // From one below the maximum: capped there.
    p.current("monk", { stun: max - 1 });
    expect(
      p.act("rest", { actor: "monk", kind: "short", spend: 0, meditate: true }).roll!.outcome,
    ).toMatchObject({
      meditated: 1,
    });
    expect(stunOf(p)).toEqual([max, max]);
  });

  it("DE-PERK-64 without the perk, or on a long rest, meditating is refused; a plain short rest restores nothing without dice", () => {
    const p = monk(2, false);
    expect(
      refusal(() => p.act("rest", { actor: "monk", kind: "short", spend: 0, meditate: true })).path,
    ).toEqual(["meditate"]);
    expect(refusal(() => p.act("rest", { actor: "monk", kind: "long", meditate: true })).path).toEqual([
      "meditate",
    ]);
    p.act("rest", { actor: "monk", kind: "short", spend: 0 });
    expect(stunOf(p)![0]).toBe(0);
  });
});

describe("Blunt Force at the table (DE-PERK-29)", () => {
  /** Bruno's hammer (Hammer Fighting) at Wren, whose tower shield soaks the damage; Bruno at 0, Wren at 60. */
  const hammering = (faces: number[], withPerk = true) => {
    const t = table(faces, withPerk ? { bruno: perks({ bluntForce: 1 }) } : {});
    equip(t.s, "wren", { ...TOWER, skill: null });
    start(t.s);
    return t;
  };

  it("DE-PERK-29 a semi-critical hammer hit: Wren's Endurance (−1) against DC 13; failing costs her 2 initiative (60 → 62)", () => {
    // 10 + 4 + 3 + 1: a semi-critical hit; 1d8 = 5 soaked; Wren's save 5 + 4 − 1 = 8 < 13.
    const { s, dice } = hammering([10, 4, 5, 5, 4]);
    const r = s.act("attack", hammer);
    expect(out(r)).toMatchObject({ hit: true, crit: "semiCrit" });
    expect(out(r).riders).toEqual([{ perk: "Blunt Force", dc: 13, total: 8, initiativeDamage: 2 }]);
    expect(r.roll!.summary).toMatch(
      /Blunt Force: Wren Adair's endurance check 8 against DC 13, fails: 2 initiative damage/,
    );
    expect(tickOf(s, "wren")).toBe(62);
    expect(dice.remaining()).toBe(0);
    // A save of 9 + 5 − 1 = 13 holds: no initiative lost.
    const { s: held } = hammering([10, 4, 5, 9, 5]);
    expect(out(held.act("attack", hammer)).riders).toEqual([
      { perk: "Blunt Force", dc: 13, total: 13, initiativeDamage: 0 },
    ]);
    expect(tickOf(held, "wren")).toBe(60);
  });

  it("DE-PERK-29 no check on a hit without a critical die, nor without the perk", () => {
    const { s, dice } = hammering([9, 4, 5]);
    expect(out(s.act("attack", hammer))).toMatchObject({ hit: true, crit: "none", riders: [] });
    expect(dice.remaining()).toBe(0);
    const { s: plain, dice: d2 } = hammering([10, 4, 5], false);
    expect(out(plain.act("attack", hammer))).toMatchObject({ hit: true, crit: "semiCrit", riders: [] });
    expect(tickOf(plain, "wren")).toBe(60);
    expect(d2.remaining()).toBe(0);
  });
});

describe("Sweeping Leg Technique at the table (DE-PERK-65)", () => {
  /** Bruno, Martial Arts 2 (MV 4), Martial Strike and the sweep, at Wren (Agility 2); Bruno at 0. */
  const sweeper = (faces: number[], withPerk = true) => {
    const t = table(faces, {
      bruno: perks({ martialArts: 2, martialStrike: 1, ...(withPerk ? { sweepingLegTechnique: 1 } : {}) }),
    });
    start(t.s);
    return t;
  };
  const sweep = {
    attacker: "bruno",
    defender: "wren",
    weapon: "Martial Strike (Strength)",
    type: "light",
    sweep: true,
  } as const;

  it("DE-PERK-65 a hit deals no damage; Wren's Agility against DC 16: 15 → Prone, 16 → on her feet", () => {
    // 8 + 7 + 3 hits; Wren 7 + 6 + 2 = 15 < 16.
    const { s, dice } = sweeper([8, 7, 7, 6]);
    const hp = current(s, "wren");
    const r = s.act("attack", sweep);
    expect(out(r)).toMatchObject({ hit: true, damage: 0, dealt: 0 });
    expect(out(r).riders).toEqual([{ perk: "Sweeping Leg Technique", dc: 16, total: 15, prone: true }]);
    expect(current(s, "wren")).toEqual(hp);
    expect(s.state.conditions.some((c) => c.target === "wren" && /prone/i.test(c.name))).toBe(true);
    expect(dice.remaining()).toBe(0);
    const { s: up } = sweeper([8, 7, 8, 6]);
    expect(out(up.act("attack", sweep)).riders).toEqual([
      { perk: "Sweeping Leg Technique", dc: 16, total: 16, prone: false },
    ]);
    expect(up.state.conditions.some((c) => c.target === "wren")).toBe(false);
  });

  it("DE-PERK-65 refused without the perk or with another weapon; a miss sweeps nothing", () => {
    const { s: plain } = sweeper([], false);
    expect(refusal(() => plain.act("attack", sweep)).path).toEqual(["sweep"]);
    const { s } = sweeper([1, 1]);
    expect(refusal(() => s.act("attack", { ...sweep, weapon: "Hammer", type: "standard" })).path).toEqual([
      "weapon",
    ]);
    expect(out(s.act("attack", sweep))).toMatchObject({ hit: false, riders: [] });
  });
});

describe("movement perks the GM adjudicates are shown on a move (Light Step, Fancy Footwork, Underfoot Evasion: explained in docs/rules-at-the-table.md)", () => {
  it("a Move shows Light Step's, Fancy Footwork's and Underfoot Evasion's text for the GM; a wait does not", () => {
    const { s } = table([], { wren: perks({ lightStep: 1, fancyFootwork: 1, underfootEvasion: 1 }) });
    s.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 100 },
      ],
    });
    const r = s.act("act", { actor: "wren", action: { kind: "move", pace: "walk", movement: "walking" } });
    expect((out(r).gmNotes as { perk: string }[]).map((n) => n.perk)).toEqual([
      "Light Step",
      "Fancy Footwork",
      "Underfoot Evasion",
    ]);
    expect(r.roll!.summary).toMatch(/GM rules on Wren Adair's Light Step: /);
    const w = s.act("act", { actor: "wren", action: { kind: "wait", amount: 1 } });
    expect(out(w).gmNotes).toBeUndefined();
  });
});
