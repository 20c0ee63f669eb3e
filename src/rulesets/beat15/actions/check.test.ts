// Checks, attacks and stealth rolls as the table runs them: resolveAction with scripted d20 faces.

import { describe, expect, it } from "vitest";
import { errorOf, odds, ofType, run, table } from "./testing.js";

const plain = (stat: number, target: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  stat,
  target,
  ...extra,
});

describe("check: the base mechanic", () => {
  it("B15-CORE-1 face 9 + stat 3 + modifiers +2 and −1 = 13", () => {
    const r = run(
      table(),
      "check",
      plain(3, { base: 12 }, { modifiers: [{ value: 2 }, { value: -1 }] }),
      [9],
    );
    expect(r.outcome.total).toBe(13);
    expect(r.used).toBe(1);
    expect(r.roll!.dice).toEqual([
      {
        role: "d20",
        sides: 20,
        faces: [9],
        value: 9,
        kept: true,
        exploded: false,
        imploded: false,
        group: "check: roller",
      },
    ]);
  });

  it("B15-CORE-1 a named stat of the actor is added: Wren's agility 3 + face 9 = 12", () => {
    const r = run(table(), "check", { actor: "wren", stat: "agility", target: { base: 12 } }, [9]);
    expect(r.outcome).toMatchObject({ total: 12, success: true });
    expect(r.roll!.actor).toBe("wren");
  });

  it("B15-CORE-2 total 13 vs TN 12 success, vs 13 success, vs 15 failure", () => {
    expect(run(table(), "check", plain(3, { base: 12 }), [10]).outcome.success).toBe(true);
    expect(run(table(), "check", plain(1, { difficulty: "simple" }), [12]).outcome.success).toBe(true);
    const r = run(table(), "check", plain(3, { base: 15 }), [10]);
    expect(r.outcome.success).toBe(false);
    expect(r.roll!.partition).toBe("failure");
  });

  it("B15-CORE-2 odds: d20 + 4 vs TN 15 succeeds exactly 1/2 of the time", () => {
    const o = odds(table(), "check", plain(4, { base: 15 }));
    expect(o.partition).toEqual({ success: 0.5, failure: 0.5 });
    expect(o.distributions.total).toHaveLength(20);
  });

  it("B15-CORE-3 face 20, stat 0, no modifiers vs TN 21 fails", () => {
    const r = run(table(), "check", plain(0, { base: 21 }), [20]);
    expect(r.outcome).toMatchObject({ total: 20, success: false, decidedBy: "total" });
  });

  it("B15-CORE-3 naturalTwentyAutoSuccess makes that 20 succeed; naturalOneAutoFailure fails a 1", () => {
    const t = table({ naturalTwentyAutoSuccess: true, naturalOneAutoFailure: true });
    expect(run(t, "check", plain(0, { base: 21 }), [20]).outcome).toMatchObject({
      success: true,
      decidedBy: "natural-20",
    });
    expect(run(t, "check", plain(30, { base: 3 }), [1]).outcome).toMatchObject({
      success: false,
      decidedBy: "natural-1",
    });
    expect(odds(t, "check", plain(0, { base: 21 })).partition.success).toBe(0.05);
  });

  it("B15-CORE-4 every roll names its stat: leaving it out is refused naming 'stat'; null counts 0", () => {
    const e = errorOf(() => run(table(), "check", { target: { base: 12 } }, [10]));
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["stat"]);
    const r = run(table(), "check", { stat: null, target: { base: 12 } }, [10]);
    expect(r.outcome.total).toBe(10);
    expect((r.outcome.rollers as { stat: { label: string } }[])[0]!.stat.label).toBe("no stat");
  });

  it("B15-CORE-4 a stat the actor lacks, or a named stat without an actor, is refused naming the field", () => {
    expect(
      errorOf(() => run(table(), "check", { actor: "wren", stat: "luck", target: { base: 12 } }, [10]))
        .message,
    ).toMatch(/Wren has no stat "luck" \(stats: might, agility, wits, presence\)/);
    expect(errorOf(() => run(table(), "check", { stat: "might", target: { base: 12 } }, [10])).path).toEqual([
      "actor",
    ]);
    expect(
      errorOf(() => run(table(), "check", { actor: "nobody", stat: 1, target: { base: 12 } }, [10])).code,
    ).toBe("not_found");
  });

  it("B15-TERM-5 the target is the minimum: total 15 vs 15 succeeds, 14 fails", () => {
    expect(run(table(), "check", plain(5, { base: 15 }), [10]).outcome.success).toBe(true);
    expect(run(table(), "check", plain(4, { base: 15 }), [10]).outcome.success).toBe(false);
  });

  it("B15-TERM-2..4 modifiers, bonuses and penalties clamp one by one and the log keeps who added each (B15-TERM-1)", () => {
    const r = run(
      table(),
      "check",
      plain(
        0,
        { base: 12 },
        {
          modifiers: [
            { value: -2, kind: "bonus", label: "blessing gone sour", by: "GM" },
            { value: 1, kind: "penalty", label: "light wound", by: "GM" },
            { value: 3, label: "good plan", by: "wren" },
          ],
        },
      ),
      [9],
    );
    expect(r.outcome.total).toBe(12);
    expect((r.outcome.rollers as { modifiers: unknown[] }[])[0]!.modifiers).toEqual([
      { label: "blessing gone sour", kind: "bonus", value: "-2", counts: "0", by: "GM" },
      { label: "light wound", kind: "penalty", value: "1", counts: "0", by: "GM" },
      { label: "good plan", kind: "modifier", value: "3", counts: "3", by: "wren" },
    ]);
  });
});

describe("check: the target number", () => {
  it("B15-TN-1 the GM's base and reason are kept apart from the ladder moves (B15-TN-11 display)", () => {
    const r = run(
      table(),
      "check",
      plain(
        2,
        { base: 12, reason: "an old lock", setBy: "GM" },
        { disadvantages: [{ label: "no light", by: "GM" }] },
      ),
      [10],
    );
    expect(r.outcome.ladder).toMatchObject({
      base: 12,
      reason: "an old lock",
      setBy: "GM",
      moves: [{ steps: 1, reason: "no light", by: "GM" }],
      netSteps: 1,
      final: 15,
      band: "simple",
      bandLabel: "Simple",
      impossibleTask: false,
    });
    expect(r.outcome.target).toBe(15);
  });

  it("B15-TN-2 a table registers task defaults as data: lockpicking starts at 18", () => {
    const t = table({ taskTargets: { attack: 15, stealth: 15, lockpicking: 18 } });
    const r = run(t, "check", plain(0, { task: "lockpicking" }), [18]);
    expect(r.outcome.ladder).toMatchObject({ base: 18, reason: "lockpicking (task default)" });
    expect(errorOf(() => run(table(), "check", plain(0, { task: "lockpicking" }), [1])).path).toEqual([
      "target",
      "task",
    ]);
  });

  it("B15-TN-4 named difficulties are their rungs: simple 12, challenging 21, strenuous 30", () => {
    for (const [difficulty, tn] of [
      ["simple", 12],
      ["challenging", 21],
      ["strenuous", 30],
    ] as const)
      expect(run(table(), "check", plain(0, { difficulty }), [1]).outcome.target).toBe(tn);
    expect(
      errorOf(() => run(table(), "check", plain(0, { base: 12, difficulty: "simple" }), [1])).message,
    ).toMatch(/exactly one/);
  });

  it("B15-TN-5 base 36 and two disadvantages → 42", () => {
    const r = run(table(), "check", plain(0, { base: 36 }, { disadvantages: ["fog", "wind"] }), [20]);
    expect(r.outcome.target).toBe(42);
  });

  it("B15-TN-6 base 6 and two advantages → 3", () => {
    const r = run(table(), "check", plain(0, { base: 6 }, { advantages: ["time", "tools"] }), [3]);
    expect(r.outcome.target).toBe(3);
    expect(r.outcome.success).toBe(true);
  });

  it("B15-TN-7 (book situation) base 12 with a screwdriver as a hammer → 15", () => {
    const r = run(
      table(),
      "check",
      plain(0, { base: 12 }, { disadvantages: ["a screwdriver used as a hammer"] }),
      [15],
    );
    expect(r.outcome.target).toBe(15);
  });

  it("B15-TN-8 attack and stealth rolls start at 15", () => {
    expect(run(table(), "attack", { actor: "bryn", stat: "might" }, [12]).outcome.target).toBe(15);
    expect(run(table(), "stealth", { actor: "wren", stat: "agility" }, [12]).outcome.target).toBe(15);
    const r = run(table(), "attack", { actor: "bryn", stat: "might", defender: "cole" }, [12]);
    expect(r.outcome).toMatchObject({ total: 15, success: true, against: "Cole" });
    expect(r.roll!.action).toBe("attack");
  });

  it("B15-TN-9 one defender advantage (cover) and two attacker advantages → 12", () => {
    const r = run(
      table(),
      "attack",
      {
        actor: "bryn",
        stat: "might",
        defenderAdvantages: ["cover"],
        attackerAdvantages: ["high ground", "flanking"],
      },
      [9],
    );
    expect(r.outcome).toMatchObject({ target: 12, total: 12, success: true });
  });

  it("B15-TN-9 two defender advantages and none for the attacker → 21; stealth: observer up, sneaker down", () => {
    expect(
      run(table(), "attack", { actor: "bryn", stat: "might", defenderAdvantages: ["cover", "reach"] }, [9])
        .outcome.target,
    ).toBe(21);
    const s = run(
      table(),
      "stealth",
      {
        actor: "wren",
        stat: "agility",
        observerAdvantages: ["torch"],
        sneakerAdvantages: ["dark", "soft shoes"],
      },
      [9],
    );
    expect(s.outcome.target).toBe(12);
  });

  it("B15-TN-10 a GM entering TN 14 gets an error naming the nearest rungs 12 and 15", () => {
    const e = errorOf(() => run(table(), "check", plain(0, { base: 14 }), [10]));
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["target", "base"]);
    expect(e.message).toMatch(/nearest rungs are 12 and 15/);
    expect(
      run(table({ allowOffLadderTargets: true }), "check", plain(0, { base: 14 }), [14]).outcome.success,
    ).toBe(true);
  });
});

describe("check: Impossible tasks", () => {
  it("B15-IMP-1 a base of 39 marks the task Impossible; 36 does not", () => {
    const r = run(table(), "check", plain(0, { base: 39 }, { gmPermission: true }), [10]);
    expect((r.outcome.ladder as { impossibleTask: boolean }).impossibleTask).toBe(true);
    const s = run(table(), "check", plain(0, { base: 36 }), [10]);
    expect((s.outcome.ladder as { impossibleTask: boolean }).impossibleTask).toBe(false);
  });

  it("B15-IMP-2 base 39 without the GM's permission is refused; with it, it resolves against 39", () => {
    const e = errorOf(() => run(table(), "check", plain(0, { base: 39 }), [20]));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["gmPermission"]);
    expect(errorOf(() => odds(table(), "check", plain(0, { base: 39 }))).code).toBe("refused");
    const r = run(table(), "check", plain(0, { base: 39 }, { gmPermission: true }), [20]);
    expect(r.outcome).toMatchObject({ target: 39, total: 20, success: false, gmPermission: true });
    expect(
      run(table({ impossibleTasks: "allow" }), "check", plain(0, { difficulty: "impossible" }), [20]).outcome
        .target,
    ).toBe(39);
  });

  it("B15-IMP-3 base 36 and one disadvantage → 39, rolled without permission", () => {
    const r = run(table(), "check", plain(0, { base: 36 }, { disadvantages: ["storm"] }), [20]);
    expect(r.outcome.target).toBe(39);
    expect(r.outcome.gmPermission).toBe(false);
  });

  it("B15-IMP-4 base 39 with permission, face 20, stat 12, modifiers +7 → 39, success", () => {
    const r = run(
      table(),
      "check",
      plain(12, { base: 39 }, { gmPermission: true, modifiers: [{ value: 7 }] }),
      [20],
    );
    expect(r.outcome).toMatchObject({ total: 39, target: 39, success: true, margin: 0 });
  });
});

describe("check: results", () => {
  it("B15-RES-1 a success is recorded and the GM is asked to describe it (an open note)", () => {
    const r = run(table(), "check", plain(5, { base: 15 }), [17]);
    expect(r.outcome.success).toBe(true);
    const [note] = ofType(r.events, "note.opened");
    expect(note).toMatchObject({
      kind: "description",
      data: { roll: r.roll!.id, success: true, margin: 7, tier: "clear" },
    });
    expect(r.after.notes[note!.id]!.open).toBe(true);
  });

  it("B15-RES-2 a failure is recorded the same way; the describe action closes the note with the GM's words", () => {
    const r = run(table(), "check", plain(0, { base: 15 }), [2]);
    expect(r.outcome.success).toBe(false);
    const [note] = ofType(r.events, "note.opened");
    expect(note!.text).toMatch(/fails/);
    const d = run(r.after, "describe", { note: note!.id, text: "The rope slips through their fingers." }, []);
    expect(d.events).toEqual([
      { type: "note.closed", id: note!.id, resolution: "The rope slips through their fingers." },
    ]);
    expect(d.after.notes[note!.id]!.open).toBe(false);
    expect(errorOf(() => run(d.after, "describe", { note: note!.id, text: "again" }, [])).code).toBe(
      "conflict",
    );
  });

  it("B15-RES-3 total 22 vs TN 15 → margin +7; total 14 vs 15 → margin −1", () => {
    expect(run(table(), "check", plain(2, { base: 15 }), [20]).outcome).toMatchObject({
      total: 22,
      margin: 7,
      tier: "clear",
    });
    expect(run(table(), "check", plain(2, { base: 15 }), [12]).outcome).toMatchObject({
      total: 14,
      margin: -1,
      tier: "just",
    });
    expect(
      run(table({ marginTiers: { just: 0, dramatic: 7 } }), "check", plain(2, { base: 15 }), [20]).outcome
        .tier,
    ).toBe("dramatic");
  });

  it("B15-RES-4 total 15 vs TN 15 → success, margin 0", () => {
    expect(run(table(), "check", plain(3, { base: 15 }), [12]).outcome).toMatchObject({
      success: true,
      margin: 0,
    });
  });
});

describe("check: rounding and groups", () => {
  it("B15-RND-1 face 10 + half of a stat of 3 → 11.5 → 11", () => {
    const r = run(table(), "check", { stat: 3, statScale: "1/2", target: { base: 12 } }, [10]);
    expect(r.outcome).toMatchObject({ exactTotal: "23/2", total: 11, success: false });
  });

  it("B15-RND-2 face 10 + 1.5 + 0.5 vs TN 12 → 12 success; face 10 + 1.5 → 11 failure", () => {
    const both = run(
      table(),
      "check",
      plain(0, { base: 12 }, { modifiers: [{ value: 1.5 }, { value: "1/2" }] }),
      [10],
    );
    expect(both.outcome).toMatchObject({ total: 12, success: true });
    const one = run(table(), "check", plain(0, { base: 12 }, { modifiers: [{ value: 1.5 }] }), [10]);
    expect(one.outcome).toMatchObject({ total: 11, success: false });
  });

  it("B15-RND-3 a total of −2.5 rounds to −3 (floor) or −2 (truncate)", () => {
    const p = plain(0, { base: 3 }, { modifiers: [{ value: -3.5 }] });
    expect(run(table(), "check", p, [1]).outcome.total).toBe(-3);
    expect(run(table({ roundingMode: "truncate" }), "check", p, [1]).outcome.total).toBe(-2);
  });

  it("B15-GRP-4 a group against a target uses its best total, +2 per ally only with groupBonusVsTarget", () => {
    const p = {
      actor: "bryn",
      stat: "might",
      allies: [{ actor: "cole", stat: "might" }],
      target: { base: 18 },
    };
    const r = run(table(), "check", p, [14, 2]);
    expect(r.outcome).toMatchObject({ total: 17, success: false, groupBonus: 0 });
    expect(r.roll!.dice.map((d) => [d.group, d.kept])).toEqual([
      ["check: Bryn", true],
      ["check: Cole", false],
    ]);
    expect(run(table({ groupBonusVsTarget: true }), "check", p, [14, 2]).outcome).toMatchObject({
      total: 19,
      success: true,
    });
  });
});

describe("task defaults at the top of the ladder", () => {
  it("B15-IMP-2 a task default set at 39 is an Impossible task: refused unless the GM allows it", () => {
    const t = table({ taskTargets: { attack: 39, stealth: 15 } });
    expect(errorOf(() => run(t, "attack", { actor: "bryn", stat: "might" }, [20])).code).toBe("refused");
    const r = run(t, "attack", { actor: "bryn", stat: "might", gmPermission: true }, [20]);
    expect(r.outcome).toMatchObject({ target: 39, success: false });
  });
});
