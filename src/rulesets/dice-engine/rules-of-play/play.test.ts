import { describe, expect, it } from "vitest";
import { opts, refused } from "../character/testing/helpers.js";
import {
  attemptAllowed,
  changeSituation,
  emptyPlayLog,
  joinCheck,
  type PlayLog,
  RULES_OF_PLAY,
  recordAttempt,
  recordInsight,
  ruleInForce,
} from "./play.js";

const o = opts();
const log = (r: { ok: boolean; log?: PlayLog }) => {
  expect(r.ok).toBe(true);
  return r.log!;
};

describe("rules of play (§13)", () => {
  it("DE-PLAY-1: rules of play hold unless optional; optional ones are per-table toggles, off by default", () => {
    expect(RULES_OF_PLAY.filter((r) => r.optional).map((r) => r.id)).toEqual([
      "lawOfLargeNumbers",
      "multipleInsight",
    ]);
    expect(
      ["oneShot", "lawOfLargeNumbers", "multipleInsight", "restAndFatigue"].map((id) => ruleInForce(id, o)),
    ).toEqual([true, false, false, true]);
    expect(ruleInForce("lawOfLargeNumbers", opts({ lawOfLargeNumbers: true }))).toBe(true);
  });

  it("DE-PLAY-2: One Shot: a failed push on the statue blocks another push; a war hammer is fine; a changed situation reopens it", () => {
    const push = { actor: "Wren", task: "topple statue", approach: "push" };
    let l = recordAttempt(emptyPlayLog(), push);
    const e = refused(attemptAllowed(l, push, o), "one_shot");
    expect(e.message).toContain("another approach");
    log(attemptAllowed(l, { ...push, approach: "war hammer" }, o));
    log(attemptAllowed(l, { ...push, actor: "Bram" }, o));
    log(attemptAllowed(l, push, o, true)); // the GM overrides
    l = changeSituation(l, "topple statue");
    log(attemptAllowed(l, push, o));
    log(attemptAllowed(recordAttempt(emptyPlayLog(), push), push, opts({ oneShot: false })));
  });

  it("DE-PLAY-3: Law of Large Numbers: with it on, a third player's roll on the same check is refused", () => {
    const on = opts({ lawOfLargeNumbers: true });
    let l = log(joinCheck(emptyPlayLog(), "lie-detect-1", "ann", on));
    l = log(joinCheck(l, "lie-detect-1", "bo", on));
    refused(joinCheck(l, "lie-detect-1", "cy", on), "law_of_large_numbers");
    log(joinCheck(l, "lie-detect-1", "cy", on, true));
    log(joinCheck(l, "lie-detect-1", "cy", o));
    log(joinCheck(l, "another-check", "cy", on));
  });

  it("DE-PLAY-4: Multiple Insight: with it on, one insight check per character, target and scene", () => {
    const on = opts({ multipleInsight: true });
    const first = { actor: "Wren", target: "the broker", scene: "s1" };
    const l = log(recordInsight(emptyPlayLog(), first, on));
    refused(recordInsight(l, first, on), "multiple_insight");
    log(recordInsight(l, { ...first, scene: "s2" }, on));
    log(recordInsight(l, first, o));
  });
});
