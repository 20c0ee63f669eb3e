// Trait rolls, granted traits, breath, and the GM's and players' bookkeeping actions.

import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../dice/index.js";
import { advanceClock } from "../../engine/encounter.js";
import { idCounter, resolveAction, Table } from "../../engine/table.js";
import { budget, derive, type ObjCharacter } from "./character/index.js";
import { exampleTable } from "./examples.js";
import { objects } from "./ruleset.js";
import { engineError, oddsFor, opts, run, sheet, sheetAfter, table } from "./testing/helpers.js";

const o = opts();
const conditionsOf = (events: { type: string }[]) =>
  events
    .filter((e) => e.type === "condition.added")
    .map((e) => (e as unknown as { condition: { name: string } }).condition.name);

describe("phobia and rage", () => {
  const timid = sheet(o, {
    name: "Pip",
    attributes: { wisdom: 2, intelligence: 2, stamina: 2 },
    traits: [{ trait: "phobia", trigger: "spiders", rating: 3, approved: true }],
  });
  const s = table(o, { pip: timid });

  it("OBJ-TRAIT-22 Phobia 3, WIS 2 + INT 2: [5,6,1,2] → 2 successes, failure, terrified; [5,6,6,1] → holds firm", () => {
    const r = run(s, "phobia", { actor: "pip", trigger: "spiders" }, [5, 6, 1, 2]);
    expect(r.outcome).toMatchObject({ successes: 2, success: false, condition: "terrified" });
    expect(conditionsOf(r.events)).toEqual(["terrified"]);
    const ok = run(s, "phobia", { actor: "pip", trigger: "spiders" }, [5, 6, 6, 1]);
    expect(ok.outcome).toMatchObject({ successes: 3, success: true, condition: null });
    expect(conditionsOf(ok.events)).toEqual([]);
  });

  it("OBJ-TRAIT-23 forced contact: STA + WIS against the rating; failure → unconscious", () => {
    const r = run(s, "phobia", { actor: "pip", trigger: "Spiders", situation: "contact" }, [5, 1, 1, 1]);
    expect(r.outcome).toMatchObject({ situation: "contact", pool: 4, success: false });
    expect(conditionsOf(r.events)).toEqual(["unconscious"]);
  });

  it("OBJ-TRAIT-24 immunity to fear does not skip the phobia roll", () => {
    const r = run(s, "phobia", { actor: "pip", trigger: "spiders", fearImmune: true }, [1, 1, 1, 1]);
    expect(r.used).toBe(4);
    expect(r.outcome).toMatchObject({ fearImmunityIgnored: true, condition: "terrified" });
  });

  it("OBJ-TRAIT-21 a trigger the character does not fear is refused", () => {
    expect(engineError(() => run(s, "phobia", { actor: "pip", trigger: "snakes" })).path).toEqual([
      "trigger",
    ]);
  });

  const hothead = sheet(o, {
    name: "Rex",
    attributes: { wisdom: 3, intelligence: 1 },
    traits: [{ trait: "rage", rating: 2, triggers: ["insults", "lies"], approved: true }],
  });

  function enraged(options = o) {
    const t = new Table(
      objects as never,
      table(options, { rex: sheet(options, hothead), pip: sheet(options, timid) }),
    );
    t.commit(run(t.state, "rage", { actor: "rex", trigger: "Insults" }).events);
    return t;
  }

  it("OBJ-TRAIT-26 a rage trigger sets enraged and hands control to the GM", () => {
    const t = enraged();
    expect(t.state.conditions.map((c) => [c.target, c.name])).toEqual([
      ["rex", "enraged"],
      ["rex", "gm-controlled"],
    ]);
    expect(engineError(() => run(t.state, "rage", { actor: "rex", trigger: "lies" })).code).toBe("conflict");
    expect(engineError(() => run(t.state, "rage", { actor: "pip", trigger: "lies" })).path).toEqual([
      "trigger",
    ]);
  });

  it("OBJ-TRAIT-27 Rage 2, WIS 3 + INT 1: [5,5,1,1] → the rage ends", () => {
    const t = enraged();
    const r = run(t.state, "calm", { actor: "rex", intervenedBy: "pip" }, [5, 5, 1, 1]);
    expect(r.outcome).toMatchObject({ success: true, successes: 2, difficulty: 2, intervenedBy: "pip" });
    t.commit(r.events);
    expect(t.state.conditions).toEqual([]);
  });

  it("OBJ-TRAIT-28 the calming roll needs another character to intervene (or, by option, the character's own turn)", () => {
    const t = enraged();
    expect(engineError(() => run(t.state, "calm", { actor: "rex" })).path).toEqual(["intervenedBy"]);
    expect(engineError(() => run(t.state, "calm", { actor: "rex", intervenedBy: "rex" })).message).toMatch(
      /another character/,
    );
    const each = enraged(opts({ rageRecoveryGate: "each-turn" }));
    expect(run(each.state, "calm", { actor: "rex" }, [1, 1, 1, 1]).outcome.success).toBe(false);
  });
});

describe("granted traits, gear and breath", () => {
  it("OBJ-EQUIP-17 OBJ-TRAIT-4 OBJ-EQUIP-4 a potion drunk by STA 2 grants Fire Breathing 3 for 2 minutes, then it is gone", () => {
    const drinker = sheet(o, {
      attributes: { stamina: 2, dexterity: 3 },
      skills: { ranged: 2 },
      equipment: [
        {
          name: "Potion of Fire-Breathing",
          tool: { grants: { trait: "fireBreathing", rating: 3 }, consumable: true },
        },
      ],
    });
    const t = new Table(objects as never, table(o, { p: drinker, q: sheet(o, { name: "Q" }) }));
    const r = run(t.state, "drink", { actor: "p", item: "potion of fire-breathing" });
    t.commit(r.events);
    expect((t.state.characters.p!.data as ObjCharacter).equipment).toEqual([]);
    expect(t.state.conditions[0]).toMatchObject({
      name: "trait:fireBreathing",
      rating: 3,
      duration: { unit: "minute", remaining: 2 },
    });
    const breath = run(
      t.state,
      "attack",
      { attacker: "p", defender: "q", weapon: "fire breathing", defend: false },
      Array(8).fill(5),
    );
    expect(breath.outcome).toMatchObject({ attackPool: 8, damage: 3 });
    t.commit(advanceClock(t.state, 2));
    expect(t.state.conditions).toEqual([]);
    expect(
      engineError(() => run(t.state, "attack", { attacker: "p", defender: "q", weapon: "fire breathing" }))
        .message,
    ).toMatch(/cannot breathe fire/);
  });

  it("OBJ-EQUIP-17 the brewer's successes may set the duration instead; a higher granted rating wins while it lasts", () => {
    const bo = opts({ potionDurationSource: "brewer-successes" });
    const potion = {
      name: "Flask",
      tool: { grants: { trait: "fireBreathing", rating: 3 }, consumable: true, brewerSuccesses: 4 },
    };
    const c = sheet(bo, {
      attributes: { dexterity: 3 },
      skills: { ranged: 1 },
      traits: [{ trait: "fireBreathing", rating: 1, approved: true }],
      equipment: [potion],
    });
    const t = new Table(objects as never, table(bo, { p: c, q: sheet(bo, { name: "Q" }) }));
    t.commit(run(t.state, "drink", { actor: "p", item: "Flask" }).events);
    expect(t.state.conditions[0]!.duration).toEqual({ unit: "minute", remaining: 4 });
    const r = run(
      t.state,
      "attack",
      { attacker: "p", defender: "q", weapon: "fire", defend: false },
      Array(7).fill(5),
    );
    expect(r.outcome).toMatchObject({ attackPool: 7, damage: 3 });
  });

  it("OBJ-SKILL-9 breath: STA 3 + Swimming 2 = 5 turns, then drowning; Swimming 0 → 3 turns", () => {
    const swimmer = sheet(o, { skills: { swimming: 2 } });
    const s = table(o, { s: swimmer, n: sheet(o) });
    expect(derive(swimmer, o).breathTurns).toBe(5);
    expect(run(s, "breath", { actor: "s", turns: 5 }).events).toEqual([]);
    expect(conditionsOf(run(s, "breath", { actor: "s", turns: 6 }).events)).toEqual(["drowning"]);
    expect(conditionsOf(run(s, "breath", { actor: "n", turns: 4 }).events)).toEqual(["drowning"]);
  });

  it("OBJ-SKILL-9 drowning deals the table's damage per turn when set", () => {
    const d = opts({ drowningDamagePerTurn: 1 });
    const r = run(table(d, { n: sheet(d) }), "breath", { actor: "n", turns: 4 });
    expect(sheetAfter(r.events, "n")!.damage.lethal).toBe(1);
  });

  it("OBJ-TRAIT-6 OBJ-TRAIT-8 Aquatic breathes water; out of it STA 2 + Swimming 1 = 3 turns (the rating not added)", () => {
    const fish = sheet(o, {
      attributes: { stamina: 2 },
      skills: { swimming: 1 },
      traits: [{ trait: "aquatic", rating: 3, approved: true }],
    });
    const s = table(o, { f: fish });
    expect(derive(fish, o)).toMatchObject({ breathTurns: 3, breathesWater: true });
    expect(run(s, "breath", { actor: "f", turns: 50, environment: "water" }).events).toEqual([]);
    expect(run(s, "breath", { actor: "f", turns: 3, environment: "air" }).events).toEqual([]);
    expect(conditionsOf(run(s, "breath", { actor: "f", turns: 4, environment: "air" }).events)).toEqual([
      "drowning",
    ]);
  });

  it("OBJ-TRAIT-14 Extra Limbs is recorded on the sheet with its count", () => {
    const c = sheet(o, { traits: [{ trait: "extraLimbs", rating: 2, approved: true }] });
    expect(derive(c, o).traits).toEqual([
      { id: "extraLimbs", name: "Extra Limbs", kind: "positive", rating: 2, approved: true, detail: "" },
    ]);
  });
});

describe("bookkeeping", () => {
  const state = exampleTable(o);

  it("OBJ-ADV-1 the GM's award: one XP a session by default, with reason and session", () => {
    const r = run(state, "award", { actor: "marta", session: "2" });
    expect(sheetAfter(r.events, "marta")!.xpLog.at(-1)).toEqual({
      kind: "award",
      amount: 1,
      reason: "session played",
      session: "2",
      balance: 11,
    });
    const more = run(table(opts({ xpPerSession: 2 }), { m: sheet(o) }), "award", { actor: "m" });
    expect(sheetAfter(more.events, "m")!.xp).toBe(2);
  });

  it("OBJ-ADV-4 buying 2 → 3 and 3 → 4 in Dodge is two events, one per step", () => {
    const r = run({ ...state, characters: { ...state.characters } }, "buy", {
      actor: "rook",
      buy: ["skill:Dodge:3"],
    });
    expect(r.events.map((e) => (e as { changes: string[] }).changes[0])).toEqual([
      "Rook: Dodge 2 → 3 for 9 XP (11 left)",
    ]);
    const rich = table(o, { r: sheet(o, { xp: 25, skills: { dodge: 2 } }) });
    expect(run(rich, "buy", { actor: "r", buy: ["skill:Dodge:4"] }).events).toHaveLength(2);
  });

  it("OBJ-TRAIT-5 a negative trait gained in play gives no trait points or XP", () => {
    const before = state.characters.rook!.data as ObjCharacter;
    const r = run(state, "gainTrait", {
      actor: "rook",
      trait: "Phobia",
      rating: 2,
      trigger: "deep water",
      reason: "nearly drowned",
    });
    const now = sheetAfter(r.events, "rook")!;
    expect(now.traits.at(-1)).toMatchObject({ trait: "phobia", acquired: "play", approved: true });
    expect(budget(now, 21, o).traitPoints).toBe(budget(before, 21, o).traitPoints);
    expect(now.xp).toBe(before.xp);
  });

  it("OBJ-CORE-2 the GM's approvals are recorded as changes", () => {
    const draft = sheet(o, { draft: true, traits: [{ trait: "fireproof", rating: 1 }] });
    const r = run(table(o, { d: draft }), "approve", { actor: "d", what: "trait", index: 0 });
    expect((r.events[0] as { changes: string[] }).changes).toEqual(["GM approves Someone's Fireproof 1"]);
    const done = run(table(o, { d: sheetAfter(r.events, "d")! }), "finalise", { actor: "d" });
    expect(sheetAfter(done.events, "d")!.draft).toBe(false);
  });

  it("the GM applies damage from any source; fire is reduced by Fireproof", () => {
    const r = run(state, "damage", { target: "rook", amount: 3, tags: ["fire"], source: "a burning car" });
    expect(sheetAfter(r.events, "rook")!.damage.lethal).toBe(1);
  });

  it("OBJ-CORE-1 every rolling action counts successes the same way: each die is the table's die, 1 for a face at the target or more", () => {
    const faces = Array.from({ length: 40 }, (_, i) => (i % 6) + 1);
    const rolls = [
      run(state, "check", { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 2 }, faces),
      run(state, "attack", { attacker: "marta", defender: "rook", weapon: "Long Sword" }, faces),
      run(state, "initiative", { participants: [{ character: "rook" }, { character: "marta" }] }, faces),
      run(state, "phobia", { actor: "marta", trigger: "spiders" }, faces),
    ];
    for (const r of rolls) {
      expect(r.roll.dice.length).toBeGreaterThan(0);
      for (const d of r.roll.dice) {
        expect(d.sides).toBe(6);
        expect(d.value).toBe(d.faces[0]! >= 5 ? 1 : 0);
      }
    }
  });
});

describe("purity", () => {
  function deepFreeze<T>(x: T): T {
    if (x && typeof x === "object" && !Object.isFrozen(x)) {
      Object.freeze(x);
      for (const v of Object.values(x)) deepFreeze(v);
    }
    return x;
  }

  it("resolving any example never changes the table state it is given", () => {
    const state = deepFreeze(exampleTable(o));
    const before = JSON.stringify(state);
    for (const [name, a] of Object.entries(objects.actions)) {
      for (const params of a.examples) {
        const dice = rngSource(Rng.fromSeed(`${name}`));
        resolveAction(objects as never, state, name, params, dice, idCounter());
      }
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it("OBJ-ADV-1 OBJ-ADV-4 the advance action: the award, then one event per step", () => {
    const r = run(exampleTable(o), "advance", {
      actor: "marta",
      award: { amount: 6, reason: "river", session: "3" },
      buy: ["skill:Dodge:3"],
    });
    expect(r.events.map((e) => (e as { changes: string[] }).changes[0])).toEqual([
      "Marta gains 6 XP (river, session 3): 10 → 16",
      "Marta: Dodge 2 → 3 for 9 XP (7 left)",
    ]);
  });

  it("OBJ-INIT-2 initiative odds: each participant's successes on DEX + Dodge", () => {
    const odds = oddsFor(exampleTable(o), "initiative", {
      participants: [{ character: "rook" }, { character: "marta" }],
    });
    expect(odds.distributions.rook).toHaveLength(8);
    expect(odds.distributions.marta).toHaveLength(6);
    expect(odds.distributions.rook![0]![1]).toBeCloseTo((2 / 3) ** 7, 14);
  });
});
