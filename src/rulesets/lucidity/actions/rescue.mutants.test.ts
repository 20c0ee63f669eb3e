// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{zero,exploits,rescue,care,rest,support}.ts"` (issue 21): the rescue exploit's refusals and the
// fields they name, its odds, its record, its costs and the free attacks it grants.

import { describe, expect, it } from "vitest";
import type { TableState } from "../../../engine/state.js";
import { book, changesOf, fails, odds, run, someone, tableOf, trio } from "../testing/helpers.js";

const o = book();
const readied = { actions: 1, move: 0, trigger: "an arrow", option: "Rescue" };
/** R rescues F, out of combat (never R's own turn), Lucidity 8; E is an enemy. */
function table(rescuer: Record<string, unknown> = {}, opts = o): TableState {
  return tableOf(opts, {
    r: someone("R", { lucidity: 8, ...rescuer }),
    f: someone("F"),
    e: someone("E"),
  });
}
const rescue = (extra: Record<string, unknown> = {}) => ({
  rescuer: "r",
  protects: "f",
  explanation: "pulls her back",
  gmApproved: true,
  distanceFeet: 25,
  ...extra,
});

describe("rescue exploits: what the mutants found open", () => {
  it("LUC-EXP-9..11 each refusal names the field at fault", () => {
    const s = table();
    expect(fails(() => run(s, "rescue", rescue({ gmApproved: false }), [5]))).toMatchObject({
      code: "refused",
      path: ["gmApproved"],
    });
    expect(fails(() => run(s, "rescue", rescue({ distanceFeet: 31 }), [5])).path).toEqual(["distanceFeet"]);
    expect(fails(() => run(s, "rescue", rescue({ protects: "r" }), [5])).path).toEqual(["protects"]);
    const own = run(
      s,
      "initiative",
      { participants: [{ character: "r" }, { character: "e" }] },
      [20, 1],
    ).state;
    expect(fails(() => run(own, "rescue", rescue(), [5])).path).toEqual(["rescuer"]);
    expect(fails(() => run(s, "rescue", rescue({ rescuer: "zz" }), [5])).path).toEqual(["rescuer"]);
    expect(fails(() => run(s, "rescue", rescue({ leavesReachOf: ["e", "zz"] }), [5])).path).toEqual([
      "leavesReachOf",
      1,
    ]);
  });

  it("LUC-EXP-13 the rescuer must be able to act and have Lucidity", () => {
    expect(fails(() => run(table({ status: "unconscious", health: 0 }), "rescue", rescue(), [5]))).toEqual({
      code: "refused",
      message: "R cannot act (unconscious)",
      path: ["rescuer"],
    });
    expect(fails(() => run(table({ npc: true }), "rescue", rescue(), [5]))).toEqual({
      code: "refused",
      message: "R has no Lucidity for a rescue",
      path: ["rescuer"],
    });
  });

  it("LUC-EXP-13 the odds: Lucidity 8 with the GM's −3 is 5 in 20; a guaranteed turn is certain", () => {
    expect(odds(table(), "rescue", rescue({ gmModifier: -3 })).partition).toEqual({
      success: 5 / 20,
      failure: 15 / 20,
    });
    const sure = table({ effects: { pending: { kind: "guaranteed", stage: "active", used: false } } });
    expect(odds(sure, "rescue", rescue()).partition).toEqual({ success: 1, failure: 0 });
  });

  it("LUC-EXP-11 LUC-EXP-13 the record: the explanation logged, the protected named, the verdict in words", () => {
    const s = table();
    const r = run(s, "rescue", rescue({ gmModifier: -3 }), [5]);
    expect(r.events[0]).toEqual({
      type: "lucidity.logged",
      text: "R explains the rescue: pulls her back (GM approved)",
      data: {},
    });
    expect(r.roll).toMatchObject({
      id: expect.stringMatching(/^roll-\d+$/),
      action: "rescue",
      actor: "r",
      summary: "R tries to rescue F (pulls her back): Lucidity 5 against 5, the harm is negated",
      outcome: {
        success: true,
        face: 5,
        target: 5,
        explanation: "pulls her back",
        protects: "f",
        distanceFeet: 25,
      },
      partition: "success",
    });
    expect(r.roll!.dice).toHaveLength(1);
    expect(changesOf(r)).toEqual(["R spends Lucidity on the rescue: 8 → 7"]);
    const late = run(s, "rescue", rescue({ gmModifier: -3, protects: "the bridge rope" }), [6]);
    expect(late.roll).toMatchObject({
      summary: "R tries to rescue the bridge rope (pulls her back): Lucidity 6 against 5, too late",
      outcome: { success: false },
      partition: "failure",
    });
    // A failure changes no one.
    expect(late.events.map((e) => e.type)).toEqual(["lucidity.logged", "roll"]);
  });

  it("LUC-TRAIT-13 LUC-LUC-10 Rescuer's success is logged as free; a guaranteed success costs nothing either", () => {
    const free = run(table({ traits: trio("Rescuer", "Hunk", "Guts") }), "rescue", rescue(), [5]);
    expect(changesOf(free)).toEqual(["Rescuer: the rescue costs R no Lucidity"]);
    expect(free.char("r").lucidity).toBe(8);
    const sure = table({ effects: { pending: { kind: "guaranteed", stage: "active", used: false } } });
    const g = run(sure, "rescue", rescue(), [20]);
    expect(g.roll!.outcome).toMatchObject({ success: true, face: 20 });
    expect(g.char("r").lucidity).toBe(8);
    expect(g.events.map((e) => e.type)).toEqual(["lucidity.logged", "roll"]);
  });

  it("LUC-EXP-13 rescueCost = readied-actions spends the readied actions, even on a failure", () => {
    const opts = book({ rescueCost: "readied-actions" });
    expect(fails(() => run(table({}, opts), "rescue", rescue(), [5]))).toEqual({
      code: "refused",
      message: "R has no readied actions to spend on a rescue (rescueCost)",
      path: ["rescuer"],
    });
    const r = run(table({ effects: { readied } }, opts), "rescue", rescue(), [15]);
    expect(r.char("r").effects.readied).toBeNull();
    expect(changesOf(r)).toEqual(["R spends readied actions on the rescue"]);
    // Under the book's rule a readied action is kept.
    expect(
      run(table({ effects: { readied } }), "rescue", rescue(), [15]).state.characters.r!.data,
    ).toMatchObject({
      effects: { readied },
    });
  });

  it("LUC-EXP-12 the free-attacks note names the enemies; none without opportunity attacks or enemies", () => {
    const s = table();
    const r = run(s, "rescue", rescue({ leavesReachOf: ["e", "f"] }), [5]);
    expect(Object.keys(r.state.notes)).toEqual([expect.stringMatching(/^note-\d+$/)]);
    expect(Object.values(r.state.notes)).toEqual([
      {
        kind: "free-attacks",
        text: "R left the reach of E, F: each may make one free attack (attack with opportunity)",
        data: { target: "r", attackers: ["e", "f"] },
        open: true,
      },
    ]);
    expect(Object.keys(run(s, "rescue", rescue(), [5]).state.notes)).toEqual([]);
    const none = run(
      table({}, book({ opportunityAttacks: false })),
      "rescue",
      rescue({ leavesReachOf: ["e"] }),
      [5],
    );
    expect(Object.keys(none.state.notes)).toEqual([]);
  });
});
