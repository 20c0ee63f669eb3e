// The check action, pinned exactly: its summary line, the fields its outcome carries only when
// asked, and the code, path and words of each refusal (mutation testing found these open, issue 21).

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { TableState } from "../../../engine/state.js";
import { idCounter, oddsOf, resolveAction } from "../../../engine/table.js";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import { lucky13 } from "../ruleset.js";
import { options, sheet, table } from "../testing/table.js";

const off = options({ playMode: "off" });
const state = table(off, { s: sheet(off, { name: "Sam" }) });

function check(s: TableState, params: Record<string, unknown>, faces: number[]) {
  const r = resolveAction(lucky13, s, "check", params, facesSource(faces), idCounter());
  return { ...r, roll: r.roll!, outcome: r.roll!.outcome };
}

const errorOf = engineRefusal;

const sam = { actor: "s", ability: "pulse", skill: "fighting", difficulty: "moderate" };

describe("check action: the summary line", () => {
  it("L13-CHK-2 a failure says 'fails with' its total; no dilemma, nothing after it", () => {
    const r = check(state, sam, [2, 3, 4]);
    expect(r.roll.id).toBe("roll-1");
    expect(r.roll.action).toBe("check");
    expect(r.roll.summary).toBe("Sam's Pulse + Fighting check (moderate) fails with 9");
  });

  it("L13-DIFF-1 the level's own label is named, not the ladder's first", () => {
    const r = check(state, { ...sam, difficulty: "challenging" }, [6, 6, 1]);
    expect(r.roll.summary).toBe("Sam's Pulse + Fighting check (challenging) succeeds with 13");
  });

  it("L13-ASSET-4 every missing asset is named, separated by commas", () => {
    const r = check(state, { ...sam, requires: ["Rope", "Lamp"] }, []);
    expect(r.roll.summary).toBe(
      "Sam's Pulse + Fighting check (moderate) fails without rolling: needs Rope, Lamp",
    );
  });
});

describe("check action: what the outcome carries", () => {
  it("L13-SPEC-4 the specialization is recorded only when one is used", () => {
    const cas = { actor: "casimir", ability: "intellect", skill: "spellcasting", difficulty: "challenging" };
    expect(check(state, { ...cas, specialization: "teleport" }, [4, 6, 3]).outcome.specialization).toBe(
      "teleport",
    );
    expect(check(state, cas, [4, 6, 3]).outcome).not.toHaveProperty("specialization");
  });

  it("L13-BG-1 a background is recorded by its name; a check without one records none", () => {
    const cas = { actor: "casimir", ability: "intellect", skill: "spellcasting", difficulty: "challenging" };
    expect(check(state, { ...cas, background: true }, [4, 6, 3, 5, 5, 5]).outcome.background).toBe(
      "Court mage's apprentice",
    );
    expect(check(state, cas, [4, 6, 3]).outcome).not.toHaveProperty("background");
  });
});

describe("check action: refusals", () => {
  it("L13-DIFF-1 a level not on the table's ladder is refused at 'difficulty', listing the ladder", () => {
    const e = errorOf(() => check(state, { ...sam, difficulty: "legendary" }, [2, 3, 4]));
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["difficulty"]);
    expect(e.message).toBe(
      `difficulty must be one of ${off.difficultyLadder.map((l) => l.id).join(", ")} (the GM names it on every check), not "legendary"`,
    );
  });

  it("a check without an ability or a skill is refused at that field", () => {
    const a = errorOf(() =>
      check(state, { actor: "s", skill: "fighting", difficulty: "moderate" }, [2, 3, 4]),
    );
    expect([a.code, a.message, a.path]).toEqual(["invalid", "a check needs an ability", ["ability"]]);
    const s = errorOf(() =>
      check(state, { actor: "s", ability: "pulse", difficulty: "moderate" }, [2, 3, 4]),
    );
    expect([s.code, s.message, s.path]).toEqual(["invalid", "a check needs a skill", ["skill"]]);
  });

  it("L13-REP-4 a Reaction check needs the table's reactionSkill", () => {
    const e = errorOf(() => check(state, { actor: "s", reaction: true, difficulty: "moderate" }, [2, 3, 4]));
    expect([e.code, e.message, e.path]).toEqual([
      "refused",
      "Reaction checks need the ruleset's reactionSkill option",
      ["reaction"],
    ]);
  });

  it("an actor not at the table is not found, at 'actor', in the roll and in the odds", () => {
    const e = errorOf(() => check(state, { ...sam, actor: "nobody" }, [2, 3, 4]));
    expect([e.code, e.path]).toEqual(["not_found", ["actor"]]);
    const o = errorOf(() => oddsOf(lucky13, state, "check", { ...sam, actor: "nobody" }));
    expect([o.code, o.path]).toEqual(["not_found", ["actor"]]);
  });
});
