// Tests written to kill surviving mutants of attack.ts (issue 21): how an attack is paid (free,
// readied, from the turn), its odds, its log line word for word, its dice, its record and what it
// remembers for exploits.
import { describe, expect, it } from "vitest";
import type { TableEvent } from "../../../engine/events.js";
import { book, fails, fight, odds, run, someone, tableOf } from "../testing/helpers.js";

const o = book();
const out = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;
const club = { name: "Club", kind: "weapon", damage: "1d4", range: "melee" };
const sling = { name: "Sling", kind: "weapon", damage: "1d4", range: "ranged" };
/** A character with a club and a sling at hand (Defense 10). */
const armed = (name: string, patch: Record<string, unknown> = {}) =>
  someone(name, { items: [club, sling], designated: ["Club", "Sling"], ...patch });
const readied = (actions: number) => ({
  effects: { readied: { actions, move: 0, trigger: "when the door opens", option: "Melee Attack" } },
});
const changesOf = (r: { events: TableEvent[] }, id: string) =>
  (r.events.find((e) => e.type === "character.changed" && e.id === id) as { changes: string[] } | undefined)
    ?.changes;

describe("attack: paying for it", () => {
  it("LUC-OPT-7 with opportunityAttacks off a free attack is refused, naming the option", () => {
    const s = tableOf(book({ opportunityAttacks: false }), { a: armed("A"), b: armed("B") });
    expect(
      fails(() => run(s, "attack", { attacker: "a", defender: "b", opportunity: true }, [15, 2])),
    ).toEqual({
      code: "refused",
      message: "opportunity attacks are off (opportunityAttacks)",
      path: ["opportunity"],
    });
  });

  it("LUC-OPT-7 a free attack out of turn costs nothing and is recorded at cost 0; on one's turn a melee attack costs 2", () => {
    const s = fight(tableOf(o, { a: armed("A"), b: armed("B") }), ["a", "b"]);
    const free = run(s, "attack", { attacker: "b", defender: "a", opportunity: true }, [5]);
    expect(out(free).cost).toBe(0);
    expect(free.events.filter((e) => e.type === "budget.spent")).toHaveLength(0);
    const paid = run(s, "attack", { attacker: "a", defender: "b" }, [5]);
    expect(out(paid).cost).toBe(2);
    expect(paid.events[0]).toMatchObject({ type: "budget.spent", kind: "action", amount: 2 });
    // Not a free attack, out of turn: refused on the attacker's path.
    expect(fails(() => run(s, "attack", { attacker: "b", defender: "a" }, [5]))).toEqual({
      code: "refused",
      message: "it is not B's turn (it is A's)",
      path: ["attacker"],
    });
  });

  it("LUC-OPT-11 readied actions pay for the attack: they are spent, logged with the option and trigger, cost 0", () => {
    const s = tableOf(o, { a: armed("A", readied(2)), b: armed("B") });
    const r = run(s, "attack", { attacker: "a", defender: "b", readied: true }, [15, 3]);
    expect(r.char("a").effects.readied).toBeNull();
    expect(out(r).cost).toBe(0);
    expect(changesOf(r, "a")).toEqual([
      "A spends readied actions: Melee Attack (when the door opens)",
      "A may follow the hit with an exploit",
    ]);
  });

  it("LUC-OPT-11 fewer readied actions than the attack costs, or none, are refused; exactly enough is allowed", () => {
    const one = tableOf(o, { a: armed("A", readied(1)), b: armed("B") });
    expect(fails(() => run(one, "attack", { attacker: "a", defender: "b", readied: true }, [15, 3]))).toEqual(
      {
        code: "refused",
        message: "A has not readied 2 action(s) for an attack",
        path: ["readied"],
      },
    );
    // A ranged attack costs 1: one readied action is enough.
    const r = run(one, "attack", { attacker: "a", defender: "b", weapon: "Sling", readied: true }, [15, 3]);
    expect(r.char("a").effects.readied).toBeNull();
    const none = tableOf(o, { a: armed("A"), b: armed("B") });
    expect(
      fails(() =>
        run(none, "attack", { attacker: "a", defender: "b", weapon: "Sling", readied: true }, [15]),
      ),
    ).toEqual({ code: "refused", message: "A has not readied 1 action(s) for an attack", path: ["readied"] });
  });

  it("LUC-ZERO-9 an attacker who cannot act is refused", () => {
    const s = tableOf(o, { a: armed("A", { status: "unconscious", health: 0 }), b: armed("B") });
    expect(fails(() => run(s, "attack", { attacker: "a", defender: "b" }, [15, 2]))).toEqual({
      code: "refused",
      message: "A cannot act (unconscious)",
      path: ["attacker"],
    });
  });
});

describe("attack: odds", () => {
  it("LUC-CMB-1 a d20 against Defense 10 with a d4: hit ½, damaged ½, the defender's 3 Health taken ¼", () => {
    const s = tableOf(o, { a: armed("A"), b: armed("B", { health: 3 }) });
    const r = odds(s, "attack", { attacker: "a", defender: "b" });
    expect(r.partition.hit).toBeCloseTo(0.5, 15);
    expect(r.partition.miss).toBeCloseTo(0.5, 15);
    expect(r.chances.damaged).toBeCloseTo(0.5, 15);
    expect(r.chances.defenderToZero).toBeCloseTo(0.25, 15);
    expect(Object.keys(r.distributions).sort()).toEqual(["damage", "total"]);
    const damage = r.distributions.damage!;
    expect(damage.map(([v]) => v)).toEqual([0, 1, 2, 3, 4]);
    for (const [v, p] of damage) expect(p).toBeCloseTo(v === 0 ? 0.5 : 0.125, 15);
    expect(r.truncated).toBe(0);
  });

  it("LUC-ZERO-1 a defender already at 0 Health: no chance of taking them to 0 (they are there)", () => {
    const s = tableOf(o, { a: armed("A"), b: armed("B", { health: 0 }) });
    const c = odds(s, "attack", { attacker: "a", defender: "b" }).chances;
    expect(c.damaged).toBeCloseTo(0.5, 15);
    expect(c.defenderToZero).toBe(0);
  });

  it("LUC-LUC-8 an attack by a Lucidity roll has no attack totals to show", () => {
    const s = tableOf(o, { a: armed("A", { lucidity: 10 }), b: armed("B") });
    const r = odds(s, "attack", { attacker: "a", defender: "b", lucidity: true });
    expect(Object.keys(r.distributions)).toEqual(["damage"]);
    expect(r.partition.hit).toBeCloseTo(0.5, 15);
    expect(r.partition.miss).toBeCloseTo(0.5, 15);
  });

  it("LUC-LUC-10 a guaranteed attack: hit 1, miss exactly 0 (not the rounding error below it)", () => {
    const s = tableOf(o, {
      a: armed("A", { effects: { pending: { kind: "guaranteed", stage: "active" } } }),
      b: armed("B"),
    });
    const p = odds(s, "attack", { attacker: "a", defender: "b" }).partition;
    expect(p.hit).toBeCloseTo(1, 15);
    expect(p.miss).toBe(0);
  });
});

describe("attack: the record", () => {
  it("LUC-CMB-8 a hit's summary word for word, and the damage's source in the defender's log", () => {
    const s = tableOf(o, {
      a: armed("A"),
      b: armed("B", { health: 6, items: [club, sling, { name: "Coat", kind: "armor", protection: 2 }] }),
    });
    const r = run(s, "attack", { attacker: "a", defender: "b" }, [11, 4]);
    expect(r.roll!.summary).toBe(
      "A hits B with Club: 11 against Defense 10, Penetration 1, damage 4 against Protection 2 (1 left) → 3",
    );
    expect(r.roll!.partition).toBe("hit");
    expect(changesOf(r, "b")).toEqual(["B takes 3 damage (A's Club): Health 6 → 3"]);
  });

  it("LUC-CMB-1 a miss's summary, partition, record and no damage", () => {
    const s = tableOf(o, { a: armed("A"), b: armed("B") });
    const r = run(s, "attack", { attacker: "a", defender: "b" }, [8]);
    expect(r.roll!.summary).toBe("A misses B: 8 against Defense 10");
    expect(r.roll!.partition).toBe("miss");
    expect(r.roll).toMatchObject({ action: "attack", actor: "a" });
    expect(out(r)).toMatchObject({
      weapon: "Club",
      total: 8,
      defense: 10,
      hit: false,
      by: "d20",
      critical: false,
      penetration: 0,
      damageBeforeProtection: 0,
      protection: 0,
      effectiveProtection: 0,
      damage: 0,
      cost: 2,
      dualWielding: false,
    });
    expect(changesOf(r, "b")).toBeUndefined();
  });

  it("LUC-LUC-8 an attack won by a Lucidity roll names the roll and its target", () => {
    const s = tableOf(o, { a: armed("A", { lucidity: 10 }), b: armed("B") });
    const r = run(s, "attack", { attacker: "a", defender: "b", lucidity: true }, [5, 3]);
    expect(r.roll!.summary).toBe(
      "A hits B with Club: Lucidity roll 5 against 10, Penetration 1, damage 3 against Protection 0 (0 left) → 3",
    );
    expect(out(r)).toMatchObject({ by: "lucidity", total: null });
    expect(r.roll!.dice.map((d) => d.role)).toEqual(["lucidity", "damage"]);
    const miss = run(s, "attack", { attacker: "a", defender: "b", lucidity: true }, [15]);
    expect(miss.roll!.summary).toBe("A misses B: Lucidity roll 15 against 10");
  });

  it("LUC-LUC-10 a guaranteed attack says so; a final turn's is flagged critical", () => {
    const pending = (kind: string) => ({ effects: { pending: { kind, stage: "active" } } });
    const s = tableOf(o, { a: armed("A", pending("guaranteed")), b: armed("B") });
    const r = run(s, "attack", { attacker: "a", defender: "b" }, [3, 2]);
    expect(r.roll!.summary).toBe(
      "A hits B with Club: 3 against Defense 10 (guaranteed), Penetration 1, damage 2 against Protection 0 (0 left) → 2",
    );
    expect(out(r)).toMatchObject({ by: "guaranteed", critical: false });
    const last = tableOf(o, { a: armed("A", pending("final-turn")), b: armed("B") });
    expect(out(run(last, "attack", { attacker: "a", defender: "b" }, [3, 2]))).toMatchObject({
      critical: true,
    });
  });

  it("LUC-BB-4 the dice in order: d20, Buff d6, damage die, then the damage's own Buff d6 (grouped 'damage')", () => {
    const s = tableOf(book({ buffsApplyToDamage: true }), { a: armed("A"), b: armed("B") });
    const r = run(s, "attack", { attacker: "a", defender: "b", buffs: ["high ground"] }, [10, 2, 3, 5]);
    expect(r.roll!.dice.map((d) => [d.role, d.faces, d.group ?? null])).toEqual([
      ["d20", [10], null],
      ["buff", [2], null],
      ["damage", [3], null],
      ["buff", [5], "damage"],
    ]);
    expect(out(r)).toMatchObject({
      total: 12,
      damageBeforeProtection: 8,
      modifiers: { net: 1, way: "d20", buffs: [{ source: "high ground", count: 1 }] },
    });
  });

  it("LUC-CMB-8 the record lists the defender's Protection by part", () => {
    const b = armed("B", {
      items: [
        club,
        sling,
        { name: "Coat", kind: "armor", protection: 2 },
        { name: "Buckler", kind: "shield", protection: 1 },
      ],
      designated: ["Club", "Buckler"],
    });
    const r = run(tableOf(o, { a: armed("A"), b }), "attack", { attacker: "a", defender: "b" }, [15, 4]);
    expect(out(r).protectionParts).toEqual({
      armor: 2,
      shield: 1,
      weapon: 0,
      allies: 0,
      adrenaline: 0,
      oneOnOne: 0,
      removed: [],
    });
  });
});

describe("attack: Inspirator", () => {
  it("LUC-TRAIT-10 an attack that misses by the inspirer's CHA or less hits with it, and uses it up", () => {
    const insp = [{ name: "Inspirator" }, { name: "Hunk" }, { name: "Guts" }];
    const s = tableOf(o, {
      a: armed("A"),
      b: armed("B"),
      i: someone("I", { traits: insp, attributes: { CHA: 2 } }),
    });
    const r = run(s, "attack", { attacker: "a", defender: "b", inspiredBy: "i" }, [9, 3]);
    expect(out(r)).toMatchObject({ total: 11, hit: true, penetration: 1 });
    expect(r.char("i").effects.inspirationUsed).toBe(true);
    expect(changesOf(r, "i")).toEqual(["I uses Inspirator (+2)"]);
    // Not needed: not used.
    const unneeded = run(s, "attack", { attacker: "a", defender: "b", inspiredBy: "i" }, [15, 3]);
    expect(unneeded.char("i").effects.inspirationUsed).toBe(false);
  });
});

describe("attack: what exploits may follow (LUC-EXP-2, 5)", () => {
  const plated = () => armed("B", { items: [club, sling, { name: "Plate", kind: "armor", protection: 8 }] });

  it("LUC-EXP-2 a hit that deals damage: an exploit may follow; the attack is remembered with its turn", () => {
    const s = fight(tableOf(o, { a: armed("A"), b: armed("B") }), ["a", "b"]);
    const r = run(s, "attack", { attacker: "a", defender: "b" }, [15, 3]);
    expect(changesOf(r, "a")).toEqual(["A may follow the hit with an exploit"]);
    const e = r.state.encounter!;
    expect(r.char("a").effects.lastAttack).toEqual({
      target: "b",
      hit: true,
      damage: 3,
      turn: `${e.id}:r1:t0`,
    });
  });

  it("LUC-EXP-2 a hit that deals exactly 1 damage is enough for an exploit", () => {
    const s = tableOf(o, { a: armed("A"), b: armed("B") });
    const r = run(s, "attack", { attacker: "a", defender: "b" }, [15, 1]);
    expect(out(r)).toMatchObject({ hit: true, damage: 1 });
    expect(changesOf(r, "a")).toEqual(["A may follow the hit with an exploit"]);
  });

  it("LUC-EXP-2 a hit that deals no damage: none may follow, unless exploitTrigger = hit", () => {
    const s = tableOf(o, { a: armed("A"), b: plated() });
    const r = run(s, "attack", { attacker: "a", defender: "b" }, [11, 1]);
    expect(out(r)).toMatchObject({ hit: true, damage: 0 });
    expect(changesOf(r, "a")).toEqual(["A's attack is recorded (no exploit can follow)"]);
    expect(r.char("a").effects.lastAttack).toEqual({ target: "b", hit: true, damage: 0, turn: null });
    // No damage: the defender is not touched at all.
    expect(changesOf(r, "b")).toBeUndefined();
    const onHit = tableOf(book({ exploitTrigger: "hit" }), { a: armed("A"), b: plated() });
    expect(changesOf(run(onHit, "attack", { attacker: "a", defender: "b" }, [11, 1]), "a")).toEqual([
      "A may follow the hit with an exploit",
    ]);
  });

  it("LUC-EXP-2 a miss: no exploit may follow, whatever exploitTrigger says", () => {
    const s = tableOf(book({ exploitTrigger: "hit" }), { a: armed("A"), b: armed("B") });
    const r = run(s, "attack", { attacker: "a", defender: "b" }, [4]);
    expect(changesOf(r, "a")).toEqual(["A's attack is recorded (no exploit can follow)"]);
    expect(r.char("a").effects.lastAttack).toMatchObject({ hit: false, damage: 0 });
  });
});
