// Tests written to kill surviving mutants of actions/attack.ts (issue 21): the odds' chances of each
// health state the damage leaves (a table whose every face succeeds makes each attack certain), the
// summary of a dodged hit, a failed Defend and a Defend the defender could not take, word for word,
// a tracked round's change line, the fire note, and every refusal's code, field and words.
import { describe, expect, it } from "vitest";
import { sampleItem } from "../data/equipment.js";
import { engineError, oddsFor, opts, run, sheet, sheetAfter, table } from "../testing/helpers.js";

const o = opts();
const sword = sampleItem("longSword");
const ash = (options = o, patch: Parameters<typeof sheet>[1] = {}) =>
  sheet(options, {
    name: "Ash",
    attributes: { dexterity: 3, strength: 3 },
    skills: { melee: 2 },
    equipment: [sword],
    ...patch,
  });
const bo = (options = o, patch: Parameters<typeof sheet>[1] = {}) =>
  sheet(options, {
    name: "Bo",
    attributes: { dexterity: 3, stamina: 2 },
    skills: { dodge: 2 },
    equipment: [{ name: "Padded Coat", armor: 1 }],
    ...patch,
  });

/** A dragon whose only attack is its breathed fire (Fire Breathing 3). */
const wyrm = () =>
  sheet(o, {
    name: "Wyrm",
    attributes: { dexterity: 3 },
    skills: { ranged: 2 },
    traits: [{ trait: "fireBreathing", rating: 3, approved: true }],
  });

describe("attack odds: the defender's state after the damage", () => {
  // Target number 1: every face succeeds, so DEX 3 + Melee 2 always hits and STR 3 + Long Sword 5
  // always rolls 8 successes; only the defender's Stamina and earlier damage change the outcome.
  const certain = opts({ targetNumber: 1 });
  const chancesAgainst = (stamina: number, nonLethal: number) => {
    const d = sheet(certain, {
      name: "Bo",
      attributes: { dexterity: 3, stamina },
      damage: { lethal: 0, nonLethal },
    });
    const x = oddsFor(table(certain, { a: ash(certain), d }), "attack", {
      attacker: "a",
      defender: "d",
      defend: false,
    }) as { chances: Record<string, number> };
    return x.chances;
  };

  it("OBJ-DMG-8 OBJ-DMG-9 OBJ-DMG-10 OBJ-DMG-11 each state is counted with the chance of the damage that leaves it", () => {
    expect(chancesAgainst(2, 3)).toEqual({
      defenderHelpless: 0,
      defenderUnconscious: 0,
      defenderBleeding: 0,
      defenderDead: 1,
    });
    expect(chancesAgainst(3, 3)).toEqual({
      defenderHelpless: 0,
      defenderUnconscious: 1,
      defenderBleeding: 1,
      defenderDead: 0,
    });
    expect(chancesAgainst(4, 3)).toEqual({
      defenderHelpless: 1,
      defenderUnconscious: 0,
      defenderBleeding: 0,
      defenderDead: 0,
    });
    expect(chancesAgainst(5, 0)).toEqual({
      defenderHelpless: 0,
      defenderUnconscious: 0,
      defenderBleeding: 0,
      defenderDead: 0,
    });
  });
});

describe("attack summaries", () => {
  it("OBJ-ACT-6 a hit the defender defends: both rolls in the summary", () => {
    const r = run(
      table(o, { a: ash(), d: bo() }),
      "attack",
      { attacker: "a", defender: "d" },
      [6, 5, 1, 2, 3, 6, 6, 6, 1, 1],
    );
    expect(r.roll.summary).toBe(
      "Ash hits Bo with Long Sword (2 successes), but Bo defends (3 successes, 2 needed)",
    );
    expect(r.outcome).toMatchObject({ hit: true, dodged: true, defendPool: 5, defendSuccesses: 3 });
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
  });

  it("OBJ-ACT-6 OBJ-DMG-5 a failed Defend, then the damage roll against the threshold", () => {
    const r = run(
      table(o, { a: ash(), d: bo() }),
      "attack",
      { attacker: "a", defender: "d" },
      [6, 5, 1, 2, 3, 1, 1, 1, 1, 1, 6, 5, 5, 5, 1, 2, 3, 4],
    );
    expect(r.roll.summary).toBe(
      "Ash hits Bo with Long Sword (2 successes); Defend fails (0): 2 lethal damage (4 against 3)",
    );
    expect(r.outcome).toMatchObject({ hit: true, dodged: false, defendNote: null });
    expect(r.roll.dice.map((d) => [d.role, d.group])).toEqual([
      ...Array(5).fill(["attack", "attacker"]),
      ...Array(5).fill(["defend", "defender"]),
      ...Array(8).fill(["damage", "attacker"]),
    ]);
  });

  it("OBJ-ACT-8 a declined Defend is not named; one the defender could not take is", () => {
    const faces = [6, 5, 1, 2, 3, 6, 5, 5, 5, 1, 2, 3, 4];
    const declined = run(
      table(o, { a: ash(), d: bo() }),
      "attack",
      { attacker: "a", defender: "d", defend: false },
      faces,
    );
    expect(declined.roll.summary).toBe(
      "Ash hits Bo with Long Sword (2 successes): 2 lethal damage (4 against 3)",
    );
    expect(declined.outcome.defendNote).toBe("declined");
    const dm = opts({ defendMode: "declared-action" });
    const r = run(table(dm, { a: ash(dm), d: bo(dm) }), "attack", { attacker: "a", defender: "d" }, faces);
    expect(r.roll.summary).toBe(
      "Ash hits Bo with Long Sword (2 successes); no Defend: Bo did not take the Defend action this round: 2 lethal damage (4 against 3)",
    );
  });

  it("OBJ-ACT-8 a defender who cannot act rolls no Defend, and the note says why", () => {
    const down = bo(o, { damage: { lethal: 0, nonLethal: 4 } });
    const r = run(
      table(o, { a: ash(), d: down }),
      "attack",
      { attacker: "a", defender: "d" },
      [6, 5, 1, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(r.outcome.defendNote).toMatch(/^Bo is /);
    expect(r.outcome.defendPool).toBeNull();
    expect(r.used).toBe(13);
  });
});

describe("after the attack", () => {
  it("OBJ-EQUIP-7 a tracked round is logged on the attacker's sheet; other items are untouched", () => {
    const ta = opts({ trackAmmo: true });
    const gun = sampleItem("revolver38", {
      weapon: { mode: "ranged", damage: 2, kind: "lethal", firearm: true, capacity: 6, rounds: 3 },
    });
    const knife = sampleItem("dagger");
    const shooter = sheet(ta, { name: "Cy", skills: { ranged: 2 }, equipment: [knife, gun] });
    const r = run(
      table(ta, { a: shooter, d: bo(ta) }),
      "attack",
      { attacker: "a", defender: "d", weapon: ".38 Special Revolver" },
      [1, 1, 1, 1, 1],
    );
    const changes = r.events.filter((e) => e.type === "character.changed") as unknown as {
      changes: string[];
    }[];
    expect(changes.map((c) => c.changes)).toEqual([["Cy's .38 Special Revolver: 3 → 2 rounds"]]);
    const after = sheetAfter(r.events, "a")!;
    expect(after.equipment[1]!.weapon!.rounds).toBe(2);
    expect(after.equipment[0]).toEqual(shooter.equipment[0]);
  });

  it("OBJ-EQUIP-7 without trackAmmo no round is used", () => {
    const gun = sampleItem("revolver38", {
      weapon: { mode: "ranged", damage: 2, kind: "lethal", firearm: true, capacity: 6, rounds: 3 },
    });
    const shooter = sheet(o, { skills: { ranged: 2 }, equipment: [gun] });
    const r = run(
      table(o, { a: shooter, d: bo() }),
      "attack",
      { attacker: "a", defender: "d" },
      [1, 1, 1, 1, 1],
    );
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
  });

  it("OBJ-TRAIT-13 breathed fire opens a note for the GM naming both, even on a miss", () => {
    const dragon = wyrm();
    const r = run(
      table(o, { a: dragon, d: bo() }),
      "attack",
      { attacker: "a", defender: "d", weapon: "fire breathing" },
      Array(8).fill(1),
    );
    expect(r.roll.partition).toBe("miss");
    const note = r.events.find((e) => e.type === "note.opened") as unknown as Record<string, unknown>;
    expect(note).toMatchObject({
      kind: "fire",
      text: "Wyrm breathed fire at Bo: what nearby burns, and does anything explode?",
      data: { roll: r.roll.id, attacker: "a", defender: "d" },
    });
  });
});

describe("attack refusals", () => {
  const s = table(o, {
    a: ash(),
    d: bo(),
    dr: bo(o, { draft: true, name: "Dee" }),
    x: bo(o, { name: "Xa", damage: { lethal: 20, nonLethal: 0 } }),
  });

  it("OBJ-ACT-3 nobody attacks themself", () => {
    const e = engineError(() => run(s, "attack", { attacker: "a", defender: "a" }));
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["defender"],
      "a character cannot attack themself",
    ]);
  });

  it("OBJ-CHAR-14 a draft cannot be attacked; the dead cannot be attacked again", () => {
    const d = engineError(() => run(s, "attack", { attacker: "a", defender: "dr" }));
    expect([d.code, d.path, d.message]).toEqual(["refused", ["defender"], "Dee is still a draft"]);
    const x = engineError(() => run(s, "attack", { attacker: "a", defender: "x" }));
    expect([x.code, x.path, x.message]).toEqual(["refused", ["defender"], "Xa is already dead"]);
  });

  it("OBJ-INIT-5 a simultaneous attack needs a shared slot, and a finished attacker", () => {
    const e = engineError(() => run(s, "attack", { attacker: "a", defender: "d", simultaneous: true }));
    expect([e.code, e.path, e.message]).toEqual([
      "refused",
      ["simultaneous"],
      "Ash is not in a shared initiative slot now",
    ]);
    const d = engineError(() => run(s, "attack", { attacker: "dr", defender: "d", simultaneous: true }));
    expect([d.code, d.path, d.message]).toEqual(["refused", ["attacker"], "Dee is still a draft"]);
  });
});

describe("attack: the rest of the record", () => {
  it("OBJ-ACT-8 with a declared Defend only the defender's own defending condition counts", () => {
    const dm = opts({ defendMode: "declared-action" });
    const s = table(dm, { a: ash(dm), d: bo(dm) });
    const faces = [6, 5, 1, 2, 3, 6, 5, 5, 5, 1, 2, 3, 4];
    for (const [target, name] of [
      ["a", "defending"],
      ["d", "prone"],
    ])
      s.conditions.push({ id: `c-${target}`, target, name, source: "test" } as never);
    const r = run(s, "attack", { attacker: "a", defender: "d" }, faces);
    expect(r.outcome.defendNote).toBe("Bo did not take the Defend action this round");
  });

  it("OBJ-ACT-3 an attack too weak to roll is impossible, named in the summary; breathed fire then opens no note", () => {
    const dragon = wyrm();
    const r = run(table(o, { a: dragon, d: bo() }), "attack", {
      attacker: "a",
      defender: "d",
      weapon: "fire breathing",
      attackerModifiers: [{ label: "blinded", dice: -20 }],
    });
    expect(r.roll.partition).toBe("impossible");
    expect(r.roll.summary).toBe("Wyrm cannot attack with Fire Breathing: no dice in the pool");
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
  });

  it("OBJ-TRAIT-12 a breathed-fire hit has no damage roll in its summary and no threshold steps", () => {
    const dragon = wyrm();
    const r = run(
      table(o, { a: dragon, d: bo() }),
      "attack",
      { attacker: "a", defender: "d", weapon: "fire breathing", defend: false },
      [5, 5, 1, 1, 1, 1, 1, 1],
    );
    expect(r.roll.summary).toBe("Wyrm hits Bo with Fire Breathing (2 successes): 3 lethal damage");
    expect(r.outcome).toMatchObject({ thresholdSteps: [], damagePool: null, threshold: null });
    expect(r.roll).toMatchObject({ action: "attack", actor: "a" });
    expect(r.roll.id).toMatch(/^roll/);
  });

  it("OBJ-EQUIP-13 OBJ-DMG-5 a weapon's hit records the threshold's steps", () => {
    const shooter = sheet(o, { name: "Cy", skills: { ranged: 2 }, equipment: [sampleItem("shotgun")] });
    const r = run(
      table(o, { a: shooter, d: bo() }),
      "attack",
      { attacker: "a", defender: "d", defend: false },
      Array(13).fill(6),
    );
    expect(r.outcome.thresholdSteps).toEqual(["Double Barreled Shotgun multiplies Armor 1 by 2 → 2"]);
  });

  it("OBJ-EQUIP-7 with trackAmmo, a blade, a fist or an impossible shot uses no round", () => {
    const ta = opts({ trackAmmo: true });
    const gun = sampleItem("revolver38", {
      weapon: { mode: "ranged", damage: 2, kind: "lethal", firearm: true, capacity: 6, rounds: 3 },
    });
    const fighter = sheet(ta, {
      name: "Cy",
      skills: { ranged: 2, melee: 1 },
      equipment: [sampleItem("longSword"), gun],
    });
    const s = table(ta, { a: fighter, d: bo(ta) });
    const kinds = (weapon: string, extra: Record<string, unknown> = {}) =>
      run(s, "attack", { attacker: "a", defender: "d", weapon, ...extra }, Array(20).fill(1)).events.map(
        (e) => e.type,
      );
    expect(kinds("Long Sword")).toEqual(["roll"]);
    expect(kinds("unarmed")).toEqual(["roll"]);
    expect(kinds(".38 Special Revolver", { attackerModifiers: [{ label: "blind", dice: -20 }] })).toEqual([
      "roll",
    ]);
  });

  it("OBJ-DMG-8 an attacker who cannot act is refused on the attacker field", () => {
    const s = table(o, { a: ash(o, { damage: { lethal: 0, nonLethal: 6 } }), d: bo() });
    const e = engineError(() => run(s, "attack", { attacker: "a", defender: "d" }));
    expect([e.code, e.path]).toEqual(["refused", ["attacker"]]);
  });
});

describe("attack: names, dice and ids", () => {
  it("OBJ-ACT-3 an unknown attacker or defender is named by its field", () => {
    const s = table(o, { a: ash(), d: bo() });
    expect(engineError(() => run(s, "attack", { attacker: "zz", defender: "d" })).path).toEqual(["attacker"]);
    expect(engineError(() => run(s, "attack", { attacker: "a", defender: "zz" })).path).toEqual(["defender"]);
  });

  it("OBJ-ACT-5 a miss is no hit, and records the attack dice alone", () => {
    const r = run(
      table(o, { a: ash(), d: bo() }),
      "attack",
      { attacker: "a", defender: "d" },
      [6, 1, 1, 2, 3],
    );
    expect(r.outcome).toMatchObject({ hit: false, dodged: false, defendPool: null, defendSuccesses: null });
    expect(r.roll.dice.map((d) => d.role)).toEqual(Array(5).fill("attack"));
  });

  it("OBJ-TRAIT-13 the fire note has an id of its own kind", () => {
    const dragon = wyrm();
    const r = run(
      table(o, { a: dragon, d: bo() }),
      "attack",
      { attacker: "a", defender: "d", weapon: "fire breathing" },
      Array(8).fill(1),
    );
    const note = r.events.find((e) => e.type === "note.opened") as unknown as { id: string };
    expect(note.id).toMatch(/^fire/);
  });
});
