// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{movement,turn,initiative,progress,gear,narrative}.ts"` (issue 21): the XP award (amount or
// gold, its note) and the level-up action, with each refusal's code, words and field.

import { describe, expect, it } from "vitest";
import { book, fails, run, someone, tableOf } from "../testing/helpers.js";

const o = book();

describe("advancement at the table: what the mutants found open", () => {
  it("LUC-ADV-1 either amount or gold, never both, never neither (invalid, on `amount`)", () => {
    const s = tableOf(o, { a: someone("A") });
    const either = { code: "invalid", message: "amount: give either amount (XP) or gold", path: ["amount"] };
    expect(fails(() => run(s, "awardXp", { target: "a", reason: "gold" }))).toEqual(either);
    expect(fails(() => run(s, "awardXp", { target: "a", amount: 5, gold: 100, reason: "gold" }))).toEqual(
      either,
    );
    expect(fails(() => run(s, "awardXp", { target: "zz", amount: 5, reason: "gold" })).path).toEqual([
      "target",
    ]);
    expect(fails(() => run(s, "awardXp", { target: "a", gold: 100, reason: "gold" }))).toEqual({
      code: "refused",
      message: "no xpPerGold rate is set: award the XP directly",
      path: ["gold"],
    });
  });

  it("LUC-ADV-1 gold converted at xpPerGold, noted as the gold when no note is given; a note wins", () => {
    const o2 = book({ xpPerGold: 0.1 });
    const s = tableOf(o2, { a: someone("A", {}, o2) });
    const r = run(s, "awardXp", { target: "a", gold: 125, reason: "gold" });
    expect(r.events).toEqual([
      {
        type: "character.changed",
        id: "a",
        data: r.char("a"),
        changes: [
          "A gains 12 XP (gold: 125 gold): 0 → 12",
          "warning: A can now reach level 2: choose 1 attribute increase",
        ],
      },
    ]);
    expect(r.char("a").xpLog).toEqual([{ amount: 12, reason: "gold", note: "125 gold", total: 12 }]);
    const noted = run(s, "awardXp", { target: "a", gold: 125, reason: "gold", note: "the hoard" });
    expect(noted.char("a").xpLog.at(-1)).toEqual({
      amount: 12,
      reason: "gold",
      note: "the hoard",
      total: 12,
    });
    const plain = run(s, "awardXp", { target: "a", amount: 3, reason: "other" });
    expect(plain.char("a").xpLog.at(-1)).toEqual({ amount: 3, reason: "other", note: "", total: 3 });
    expect(plain.events[0]).toMatchObject({ changes: ["A gains 3 XP (other): 0 → 3"] });
  });

  it("LUC-ADV-4 LUC-ADV-5 the level-up action passes the increases and the skills on", () => {
    const o2 = book({ skillAdvancement: "one-rank-per-level" });
    const s = tableOf(o2, { a: someone("A", { xp: 10, skills: { Charm: 1 } }, o2) });
    const r = run(s, "levelUp", { target: "a", increases: ["CON"], skills: ["Charm"] });
    expect(r.char("a")).toMatchObject({ level: 2, attributes: { CON: 1 }, skills: { Charm: 2 } });
    expect(fails(() => run(s, "levelUp", { target: "a", increases: ["CON"] }))).toEqual({
      code: "invalid",
      message: "skills: name 1 skill(s), one per level",
      path: ["skills"],
    });
    expect(
      fails(() =>
        run(tableOf(o, { a: someone("A", { xp: 10 }) }), "levelUp", {
          target: "a",
          increases: ["CON"],
          skills: ["Charm"],
        }),
      ),
    ).toEqual({
      code: "refused",
      message: "skills: only the GM changes skill ranks after creation (skillAdvancement)",
      path: ["skills"],
    });
  });
});
