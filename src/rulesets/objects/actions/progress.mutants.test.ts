// Tests written to kill surviving mutants of actions/progress.ts (issue 21): an award's amount and
// log line with and without a session, a trait gained in play by catalogue name or by a new id (its
// entry field by field, its change line, the refusal of a name that is neither, the sheet's own
// refusal with its path), and the advance action's award alone, purchases alone, or neither.
import { describe, expect, it } from "vitest";
import { engineError, opts, run, sheet, sheetAfter, table } from "../testing/helpers.js";

const o = opts();
const changesOf = (events: { type: string }[]) =>
  events
    .filter((e) => e.type === "character.changed")
    .map((e) => (e as unknown as { changes: string[] }).changes);

describe("XP awards and purchases", () => {
  it("OBJ-ADV-1 an award of the GM's amount, logged without a session when none is given", () => {
    const s = table(o, { r: sheet(o, { name: "Rook", xp: 2 }) });
    const r = run(s, "award", { actor: "r", amount: 3, reason: "saved the ferry" });
    expect(changesOf(r.events)).toEqual([["Rook gains 3 XP (saved the ferry): 2 → 5"]]);
    expect(sheetAfter(r.events, "r")!.xpLog.at(-1)).toMatchObject({ session: null, amount: 3 });
  });

  it("OBJ-ADV-4 buying through the table: one event per step, for the named actor", () => {
    const s = table(o, { r: sheet(o, { name: "Rook", xp: 30, skills: { dodge: 1 } }) });
    const r = run(s, "buy", { actor: "r", buy: ["skill:Dodge:3"] });
    expect(r.events.map((e) => (e as unknown as { id: string }).id)).toEqual(["r", "r"]);
    expect(changesOf(r.events)).toEqual([
      ["Rook: Dodge 1 → 2 for 4 XP (26 left)"],
      ["Rook: Dodge 2 → 3 for 9 XP (17 left)"],
    ]);
  });

  it("OBJ-ADV-1 OBJ-ADV-4 advance: an award alone, purchases alone, and neither refused", () => {
    const s = table(o, { r: sheet(o, { name: "Rook", xp: 4 }) });
    const award = run(s, "advance", { actor: "r", award: { amount: 1, reason: "river" } });
    expect(changesOf(award.events)).toEqual([["Rook gains 1 XP (river): 4 → 5"]]);
    const buy = run(s, "advance", { actor: "r", buy: ["skill:Boating"] });
    expect(changesOf(buy.events)).toHaveLength(1);
    expect(sheetAfter(buy.events, "r")!.skills.boating).toBe(1);
    const both = run(s, "advance", {
      actor: "r",
      award: { amount: 5, reason: "river", session: "4" },
      buy: ["skill:Dodge:2"],
    });
    expect(changesOf(both.events)[0]).toEqual(["Rook gains 5 XP (river, session 4): 4 → 9"]);
    expect(sheetAfter(both.events, "r")!.skills.dodge).toBe(2);
    const none = engineError(() => run(s, "advance", { actor: "r" }));
    expect([none.code, none.path, none.message]).toEqual([
      "invalid",
      ["buy"],
      "give an award, purchases, or both",
    ]);
  });
});

describe("traits gained in play", () => {
  const s = table(o, { r: sheet(o, { name: "Rook" }) });

  it("OBJ-TRAIT-5 a catalogue trait by name: its entry and its change line", () => {
    const r = run(s, "gainTrait", { actor: "r", trait: "Fireproof", rating: 2, reason: "the foundry" });
    expect(changesOf(r.events)).toEqual([
      ["Rook gains Fireproof 2 in play (the foundry); no points in return"],
    ]);
    expect(sheetAfter(r.events, "r")!.traits).toEqual([
      { trait: "fireproof", rating: 2, approved: true, acquired: "play", notes: "the foundry" },
    ]);
  });

  it("OBJ-TRAIT-5 an invented trait by a new id, with its label and kind", () => {
    const r = run(s, "gainTrait", {
      actor: "r",
      trait: "curse",
      label: "Witch's Curse",
      kind: "negative",
      rating: 1,
      reason: "the witch",
    });
    expect(changesOf(r.events)).toEqual([
      ["Rook gains Witch's Curse 1 in play (the witch); no points in return"],
    ]);
    expect(sheetAfter(r.events, "r")!.traits[0]).toMatchObject({
      trait: "curse",
      label: "Witch's Curse",
      kind: "negative",
    });
  });

  it("OBJ-TRAIT-5 a name that is neither a catalogue trait nor an id is refused", () => {
    for (const trait of ["Bad Luck", "9lives", "Curse"]) {
      const e = engineError(() => run(s, "gainTrait", { actor: "r", trait, rating: 1, reason: "x" }));
      expect([e.code, e.path, e.message], trait).toEqual([
        "invalid",
        ["trait"],
        `'${trait}' is not a trait id or catalogue name`,
      ]);
    }
  });

  it("OBJ-TRAIT-21 OBJ-TRAIT-5 a trait the sheet cannot hold is refused with the sheet's path and words", () => {
    const e = engineError(() =>
      run(s, "gainTrait", { actor: "r", trait: "Phobia", rating: 2, reason: "a scare" }),
    );
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["traits", 0, "trigger"],
      "traits.0.trigger: Phobia needs a trigger",
    ]);
    expect(e.issues.map((i) => i.message)).toEqual(["Phobia needs a trigger"]);
  });
});

describe("progress: fields and edges", () => {
  it("OBJ-ADV-1 an unknown character is named by the actor field", () => {
    const s = table(o, {});
    for (const [name, p] of [
      ["award", { actor: "zz" }],
      ["buy", { actor: "zz", buy: ["skill:Dodge"] }],
      ["gainTrait", { actor: "zz", trait: "Fireproof", rating: 1, reason: "x" }],
      ["advance", { actor: "zz", buy: ["skill:Dodge"] }],
    ] as const)
      expect(engineError(() => run(s, name, p)).path, name).toEqual(["actor"]);
  });

  it("OBJ-TRAIT-5 a new id is one word: 'bad luck' is refused", () => {
    const s = table(o, { r: sheet(o, { name: "Rook" }) });
    const e = engineError(() =>
      run(s, "gainTrait", { actor: "r", trait: "bad luck", rating: 1, reason: "x" }),
    );
    expect(e.message).toBe("'bad luck' is not a trait id or catalogue name");
  });

  it("OBJ-ADV-1 OBJ-CHAR-14 a draft may be awarded XP through advance when it buys nothing", () => {
    const s = table(o, { d: sheet(o, { name: "Dee", draft: true }) });
    const r = run(s, "advance", { actor: "d", award: { amount: 2, reason: "prologue" } });
    expect(changesOf(r.events)).toEqual([["Dee gains 2 XP (prologue): 0 → 2"]]);
  });
});
