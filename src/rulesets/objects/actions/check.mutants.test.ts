// Tests written to kill surviving mutants of actions/check.ts (issue 21): the difficulty read from a
// target's skill or approved trait (and its source), every refusal of a specification with its code,
// field and words, the summary word for word (unskilled, a changed target number, a capped
// difficulty, what was identified), the outcome's fields, and a target number equal to the table's.
import { describe, expect, it } from "vitest";
import { engineError, oddsFor, opts, run, sheet, table } from "../testing/helpers.js";

const o = opts();
const rook = sheet(o, {
  name: "Rook",
  attributes: { dexterity: 4, intelligence: 2 },
  skills: { ranged: 2, explosives: 1 },
});
const approved = sheet(o, {
  name: "Bo",
  attributes: { dexterity: 5, wisdom: 4 },
  skills: { dodge: 3 },
  traits: [
    { trait: "aquatic", rating: 2, approved: true },
    { trait: "fireproof", rating: 4, approved: true },
  ],
});
// Fireproof left awaiting approval: set on the parsed sheet, as a sheet in play could not be parsed so.
const bo = { ...approved, traits: [approved.traits[0]!, { ...approved.traits[1]!, approved: false }] };
const s = table(o, { rook, bo });

describe("a check's difficulty from a target", () => {
  const against = (entry: string, attribute = "DEX") => ({
    actor: "rook",
    roll: ["DEX", "Ranged"],
    against: { target: "bo", entry, attribute },
  });

  it("OBJ-ROLL-12 a target's skill sets the difficulty, named as its source", () => {
    const r = run(s, "check", against("Dodge"), Array(6).fill(5));
    expect(r.outcome).toMatchObject({ difficulty: 3, difficultySource: "Bo's Dodge", success: true });
  });

  it("OBJ-ROLL-12 a target's approved trait sets it; an unapproved one counts as absent (half the attribute)", () => {
    const aq = run(s, "check", against("Aquatic", "WIS"), Array(6).fill(1));
    expect(aq.outcome).toMatchObject({ difficulty: 2, difficultySource: "Bo's Aquatic" });
    const fp = run(s, "check", against("Fireproof", "WIS"), Array(6).fill(1));
    expect(fp.outcome).toMatchObject({ difficulty: 2, difficultySource: "half Bo's WIS" });
    const none = run(s, "check", against("Melee", "WIS"), Array(6).fill(1));
    expect(none.outcome).toMatchObject({ difficulty: 2, difficultySource: "half Bo's WIS" });
  });

  it("OBJ-ROLL-12 refusals: an attribute as the entry, an attribute that is none, an unknown target", () => {
    const attr = engineError(() => run(s, "check", against("DEX")));
    expect([attr.code, attr.path, attr.message]).toEqual([
      "invalid",
      ["against", "entry"],
      "against.entry names a skill or trait, not an attribute",
    ]);
    const luck = engineError(() => run(s, "check", against("Dodge", "Luck")));
    expect([luck.code, luck.path, luck.message]).toEqual([
      "invalid",
      ["against", "attribute"],
      "'Luck' is not an attribute",
    ]);
    const who = engineError(() =>
      run(s, "check", { ...against("Dodge"), against: { target: "zed", entry: "Dodge", attribute: "DEX" } }),
    );
    expect([who.code, who.path]).toEqual(["not_found", ["against", "target"]]);
  });
});

describe("a check's specification", () => {
  it("OBJ-TRAIT-2 a negative trait, from the catalogue or invented, cannot be a roll's trait", () => {
    const c = sheet(o, {
      traits: [
        { trait: "phobia", rating: 2, trigger: "spiders", approved: true },
        { trait: "grudge", label: "Grudge", kind: "negative", rating: 2, approved: true },
        { trait: "knack", label: "Knack", kind: "positive", rating: 2, approved: true },
      ],
    });
    const t = table(o, { c });
    for (const name of ["Phobia", "Grudge"]) {
      const e = engineError(() => run(t, "check", { actor: "c", roll: ["WIS", name], difficulty: 1 }));
      expect([e.code, e.path, e.message], name).toEqual([
        "invalid",
        ["roll"],
        "a negative trait adds no dice: it cannot be the trait of a roll",
      ]);
    }
    expect(
      run(t, "check", { actor: "c", roll: ["WIS", "Knack"], difficulty: 1 }, Array(5).fill(1)).outcome.pool,
    ).toBe(5);
    // A catalogue trait the actor does not have: negative refused, positive rolled unskilled.
    const plain = table(o, { c: sheet(o) });
    expect(
      engineError(() => run(plain, "check", { actor: "c", roll: ["WIS", "Rage"], difficulty: 1 })).path,
    ).toEqual(["roll"]);
    expect(
      run(plain, "check", { actor: "c", roll: ["DEX", "Fire Breathing"], difficulty: 1 }, [1]).outcome,
    ).toMatchObject({ form: "trait", pool: 1, unskilled: true });
  });

  it("OBJ-SKILL-6 identified is only for Explosives rolls", () => {
    const e = engineError(() =>
      run(s, "check", { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 1, identified: "a mine" }),
    );
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["identified"],
      "identified is only for Explosives rolls",
    ]);
  });

  it("OBJ-MOD-4 a target number other than the table's needs a reason, in words", () => {
    const e = engineError(() =>
      run(s, "check", { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 1, targetNumber: 6 }),
    );
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["reason"],
      "reason: a target number other than the table's needs a reason for the log",
    ]);
  });

  it("OBJ-MOD-4 the table's own target number given again is no change and needs no reason", () => {
    const r = run(
      s,
      "check",
      { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 1, targetNumber: 5 },
      Array(6).fill(5),
    );
    expect(r.outcome).toMatchObject({ targetNumber: 5, targetNumberChanged: false, reason: null });
    expect(r.roll.summary).toBe("Rook rolls DEX + Ranged (6 dice): 6 successes against 1: success");
  });
});

describe("a check's summary and record", () => {
  it("OBJ-MOD-4 OBJ-MOD-5 a changed target number is named with its reason", () => {
    const r = run(
      s,
      "check",
      { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 2, targetNumber: 3, reason: "an easy shot" },
      [3, 2, 1, 1, 1, 1],
    );
    expect(r.roll.summary).toBe(
      "Rook rolls DEX + Ranged (6 dice, target 3: an easy shot): 1 success against 2: failure",
    );
    expect(r.outcome).toMatchObject({ targetNumber: 3, targetNumberChanged: true, sides: 6 });
  });

  it("OBJ-ROLL-6 OBJ-ROLL-9 an unskilled roll is named; a difficulty above the pool is capped in words", () => {
    const r = run(s, "check", { actor: "rook", roll: ["DEX", "Melee"], difficulty: 4 }, [5, 5]);
    expect(r.roll.summary).toBe(
      "Rook rolls DEX + Melee (2 dice, unskilled): 2 successes against 2 (difficulty 4, capped at the pool): success",
    );
    expect(r.outcome).toMatchObject({
      unskilled: true,
      form: "skill",
      base: 2,
      difficulty: 4,
      difficultyLabel: null,
      difficultySource: "GM",
      effectiveDifficulty: 2,
      entries: ["DEX", "Melee"],
      impossible: null,
    });
  });

  it("OBJ-SKILL-6 what was identified ends a successful Explosives roll's summary", () => {
    const p = { actor: "rook", roll: ["INT", "Explosives"], difficulty: 1, identified: "a pipe bomb" };
    expect(run(s, "check", p, [5, 1, 1]).roll.summary).toBe(
      "Rook rolls INT + Explosives (3 dice): 1 success against 1: success; identified a pipe bomb",
    );
    expect(run(s, "check", p, [1, 1, 1]).roll.summary).toBe(
      "Rook rolls INT + Explosives (3 dice): 0 successes against 1: failure",
    );
  });

  it("OBJ-CORE-1 each die is recorded as the pool's, with the table's sides", () => {
    const r = run(s, "check", { actor: "rook", roll: ["DEX", "Ranged"], difficulty: 1 }, [6, 1, 5, 2, 3, 4]);
    expect(r.roll.dice.map((d) => [d.role, d.sides, d.value])).toEqual([
      ["pool", 6, 1],
      ["pool", 6, 0],
      ["pool", 6, 1],
      ["pool", 6, 0],
      ["pool", 6, 0],
      ["pool", 6, 0],
    ]);
    expect(r.roll).toMatchObject({ action: "check", actor: "rook", partition: "success" });
  });
});

describe("a check's parameters and actor", () => {
  it("OBJ-ROLL-4 a difficulty or a target's rating, exactly one of them", () => {
    const both = engineError(() =>
      run(s, "check", {
        actor: "rook",
        roll: ["DEX", "Ranged"],
        difficulty: 1,
        against: { target: "bo", entry: "Dodge", attribute: "DEX" },
      }),
    );
    expect([both.code, both.path]).toEqual(["invalid", ["difficulty"]]);
    const neither = engineError(() => run(s, "check", { actor: "rook", roll: ["DEX", "Ranged"] }));
    expect([neither.code, neither.path]).toEqual(["invalid", ["difficulty"]]);
  });

  it("OBJ-CHAR-14 an unknown actor or a draft is refused on the actor field, in the odds too", () => {
    const t = table(o, { rook, d: sheet(o, { name: "Dee", draft: true }) });
    const p = (actor: string) => ({ actor, roll: ["DEX", "Ranged"], difficulty: 1 });
    expect(engineError(() => run(t, "check", p("zed"))).path).toEqual(["actor"]);
    expect(engineError(() => oddsFor(t, "check", p("zed"))).path).toEqual(["actor"]);
    const draft = engineError(() => oddsFor(t, "check", p("d")));
    expect([draft.code, draft.path]).toEqual(["refused", ["actor"]]);
    const r = run(t, "check", p("rook"), Array(6).fill(1));
    expect(r.roll.id).toMatch(/^roll/);
  });
});

describe("a check: what else is recorded", () => {
  it("OBJ-ROLL-12 an unknown entry of the target is named by its field", () => {
    const e = engineError(() =>
      run(s, "check", {
        actor: "rook",
        roll: ["DEX", "Ranged"],
        against: { target: "bo", entry: "Juggling", attribute: "DEX" },
      }),
    );
    expect(e.path).toEqual(["against", "entry"]);
  });

  it("OBJ-SKILL-6 a successful roll that identifies nothing records null", () => {
    const r = run(s, "check", { actor: "rook", roll: ["INT", "Explosives"], difficulty: 1 }, [5, 1, 1]);
    expect(r.outcome.success).toBe(true);
    expect(r.outcome.identified).toBeNull();
  });
});
