// The rules of play's log at its edges: names compared loosely, the field each refusal names, the
// situation counter (DE-PLAY-1..4).
import { describe, expect, it } from "vitest";
import { opts, refused } from "../character/testing/helpers.js";
import {
  attemptAllowed,
  changeSituation,
  emptyPlayLog,
  joinCheck,
  recordAttempt,
  recordInsight,
  ruleInForce,
} from "./play.js";

const o = opts();

describe("rules of play, edges", () => {
  it("DE-PLAY-1: a rule of play the book does not have is not in force", () => {
    expect(ruleInForce("sleepDeprivation", o)).toBe(false);
  });

  it("DE-PLAY-2: the same attempt is recognised whatever the case and spacing, among others", () => {
    let l = recordAttempt(emptyPlayLog(), { actor: "Bram", task: "pick lock", approach: "pick" });
    l = recordAttempt(l, { actor: "Wren", task: "topple statue", approach: "push" });
    const e = refused(
      attemptAllowed(l, { actor: " WREN ", task: "Topple Statue ", approach: " Push" }, o),
      "one_shot",
    );
    expect(e.path).toEqual(["approach"]);
    expect(e.message).toBe(
      ' WREN  already tried "Topple Statue " by " Push": try another approach, or the GM must say the situation changed',
    );
    const recorded = recordAttempt(emptyPlayLog(), {
      actor: " WREN ",
      task: "topple statue",
      approach: "PUSH",
    });
    refused(
      attemptAllowed(recorded, { actor: "Wren", task: "topple statue", approach: "push" }, o),
      "one_shot",
    );
  });

  it("DE-PLAY-2: each change of situation counts up from 0", () => {
    const once = changeSituation(emptyPlayLog(), "topple statue");
    expect(once.situations).toEqual({ "topple statue": 1 });
    expect(changeSituation(once, "topple statue").situations).toEqual({ "topple statue": 2 });
    expect(recordAttempt(once, { actor: "Wren", task: "topple statue", approach: "push" }).attempts).toEqual([
      { actor: "Wren", task: "topple statue", approach: "push", situation: 1 },
    ]);
  });

  it("DE-PLAY-3: the Law of Large Numbers refusal names the player and the two who rolled", () => {
    const on = opts({ lawOfLargeNumbers: true });
    let l = emptyPlayLog();
    for (const p of ["ann", "bo"]) {
      const r = joinCheck(l, "c1", p, on);
      if (!r.ok) throw new Error(r.error.message);
      l = r.log;
    }
    const e = refused(joinCheck(l, "c1", "cy", on), "law_of_large_numbers");
    expect([e.path, e.message]).toEqual([
      ["player"],
      "ann and bo already rolled this check; no more than two players may (Law of Large Numbers)",
    ]);
  });

  it("DE-PLAY-4: the Multiple Insight refusal names the target", () => {
    const on = opts({ multipleInsight: true });
    const first = { actor: "Wren", target: "the broker", scene: "s1" };
    const r = recordInsight(emptyPlayLog(), first, on);
    if (!r.ok) throw new Error(r.error.message);
    const e = refused(recordInsight(r.log, first, on), "multiple_insight");
    expect([e.path, e.message]).toEqual([
      ["target"],
      "Wren already read the broker in this scene; wait for another scene (Multiple Insight)",
    ]);
  });
});
