// Contests as the table runs them: sides of characters or groups, scripted faces, exact odds.

import { describe, expect, it } from "vitest";
import { errorOf, odds, run, table } from "./testing.js";

const lone = (name: string, bonus: number) => ({ name, members: [{ stat: bonus }] });

describe("contest action", () => {
  it("B15-CON-1 each participant adds their stat and modifiers: Bryn might 3 + 10 vs Wren might 1 + 2 + 10", () => {
    const p = {
      sides: [
        { name: "Bryn", members: [{ actor: "bryn", stat: "might" }] },
        {
          name: "Wren",
          members: [{ actor: "wren", stat: "might", modifiers: [{ value: 2, label: "slippery" }] }],
        },
      ],
    };
    const r = run(table(), "contest", p, [10, 10, 11, 10]);
    expect((r.outcome.rounds as { sides: { value: number }[] }[])[0]!.sides.map((s) => s.value)).toEqual([
      13, 13,
    ]);
    expect(r.outcome.winner).toBe("Bryn");
    expect(r.outcome.rerolls).toBe(1);
  });

  it("B15-CON-1 with contestIncludesStat false only the modifiers are added", () => {
    const p = {
      sides: [
        { name: "Bryn", members: [{ actor: "bryn", stat: "might" }] },
        { name: "Wren", members: [{ actor: "wren", stat: "might", modifiers: [{ value: 2 }] }] },
      ],
    };
    const r = run(table({ contestIncludesStat: false }), "contest", p, [10, 10]);
    expect((r.outcome.rounds as { sides: { value: number }[] }[])[0]!.sides.map((s) => s.value)).toEqual([
      10, 12,
    ]);
    expect(r.outcome.winner).toBe("Wren");
  });

  it("B15-CON-2 A 14, B 11, C 9 → A wins", () => {
    const r = run(table(), "contest", { sides: [lone("A", 0), lone("B", 0), lone("C", 0)] }, [14, 11, 9]);
    expect(r.outcome.winner).toBe("A");
    expect(r.roll!.partition).toBe("win:A");
  });

  it("the summary agrees with any side's name: 'won by guards', not 'guards wins'", () => {
    const sides = [lone("guards", 0), lone("thief", 0)];
    expect(run(table(), "contest", { sides }, [14, 11]).roll!.summary).toBe(
      "Contest: guards 14, thief 11 — won by guards",
    );
    expect(run(table(), "contest", { sides }, [9, 9, 4, 12]).roll!.summary).toBe(
      "Contest: guards 9, thief 9; reroll 1: guards 4, thief 12 — won by thief after a tie",
    );
  });

  it("B15-CON-3 A 14, B 14, C 9 → A and B reroll, C loses; reroll A 8, B 12 → B wins", () => {
    const r = run(
      table(),
      "contest",
      { sides: [lone("A", 0), lone("B", 0), lone("C", 0)] },
      [14, 14, 9, 8, 12],
    );
    expect(r.used).toBe(5);
    expect(r.outcome.winner).toBe("B");
    const rounds = r.outcome.rounds as { sides: { name: string }[]; leaders: string[] }[];
    expect(rounds[0]!.leaders).toEqual(["A", "B"]);
    expect(rounds[1]!.sides.map((s) => s.name)).toEqual(["A", "B"]);
    expect(r.roll!.dice.map((d) => d.group)).toEqual(["A", "B", "C", "reroll 1: A", "reroll 1: B"]);
  });

  it("B15-RES-5 a contest tie is never won by anyone: it is rerolled", () => {
    const r = run(table(), "contest", { sides: [lone("A", 2), lone("B", 0)] }, [5, 7, 9, 11, 12, 3]);
    expect(r.outcome.rerolls).toBe(2);
    expect(r.outcome.winner).toBe("A");
  });

  it("B15-GRP-1 (book) a pair rolling 15 and 7 (→ 17) restrains a resister who rolled 16", () => {
    const p = {
      sides: [
        { name: "pair", members: [{ stat: 0 }, { stat: 0 }] },
        { name: "resister", members: [{ stat: 0 }] },
      ],
    };
    const r = run(table(), "contest", p, [15, 7, 16]);
    expect(
      (r.outcome.rounds as { sides: { value: number; groupBonus: number }[] }[])[0]!.sides,
    ).toMatchObject([
      { value: 17, groupBonus: 2 },
      { value: 16, groupBonus: 0 },
    ]);
    expect(r.outcome.winner).toBe("pair");
  });

  it("B15-GRP-1 a trio with totals 12, 10, 4 counts 16; a side of one with 12 counts 12", () => {
    const p = {
      sides: [
        { name: "trio", members: [{ stat: 0 }, { stat: 0 }, { stat: 0 }] },
        { name: "one", members: [{ stat: 0 }] },
      ],
    };
    const r = run(table(), "contest", p, [12, 10, 4, 12]);
    expect((r.outcome.rounds as { sides: { value: number }[] }[])[0]!.sides.map((s) => s.value)).toEqual([
      16, 12,
    ]);
  });

  it("B15-GRP-2 group against group: a pair (15, 7) → 17 loses to a trio (11, 14, 3) → 18", () => {
    const p = {
      sides: [
        { name: "pair", members: [{ stat: 0 }, { stat: 0 }] },
        { name: "trio", members: [{ stat: 0 }, { stat: 0 }, { stat: 0 }] },
      ],
    };
    expect(run(table(), "contest", p, [15, 7, 11, 14, 3]).outcome.winner).toBe("trio");
  });

  it("B15-GRP-3 the best total counts: A 12 + 0 and B 10 + 5 → 17 (14 with groupUsesRawFace)", () => {
    const p = {
      sides: [
        { name: "AB", members: [{ stat: 0 }, { stat: 5 }] },
        { name: "foe", members: [{ stat: 0 }] },
      ],
    };
    expect(run(table(), "contest", p, [12, 10, 16]).outcome.winner).toBe("AB");
    expect(run(table({ groupUsesRawFace: true }), "contest", p, [12, 10, 16]).outcome.winner).toBe("foe");
  });

  it("B15-GRP-4 five members with a best total of 9 count 17", () => {
    const p = {
      sides: [{ name: "mob", members: Array.from({ length: 5 }, () => ({ stat: 0 })) }, lone("hero", 0)],
    };
    const r = run(table(), "contest", p, [9, 1, 2, 3, 4, 16]);
    expect((r.outcome.rounds as { sides: { value: number }[] }[])[0]!.sides[0]!.value).toBe(17);
    expect(r.outcome.winner).toBe("mob");
  });

  it("B15-CON-3 odds: pair d20+2 each vs d20+3 — first-roll win/tie and eventual win, partitions named by side", () => {
    const p = {
      sides: [
        { name: "pair", members: [{ stat: 2 }, { stat: 2 }] },
        { name: "one", members: [{ stat: 3 }] },
      ],
    };
    const o = odds(table(), "contest", p);
    expect(Object.keys(o.partition)).toEqual(["win:pair", "win:one"]);
    const win = o.chances["firstRollWin:pair"]!;
    const lose = o.chances["firstRollWin:one"]!;
    const tie = o.chances.firstRollTie!;
    expect(win + lose + tie).toBeCloseTo(1, 12);
    expect(o.partition["win:pair"]).toBeCloseTo(win / (win + lose), 12);
  });

  it("refuses twin side names and fewer than two sides, naming the field", () => {
    expect(
      errorOf(() => run(table(), "contest", { sides: [lone("A", 0), lone("A", 1)] }, [1, 2])).path,
    ).toEqual(["sides", 1, "name"]);
    expect(errorOf(() => run(table(), "contest", { sides: [lone("A", 0)] }, [1])).path).toEqual(["sides"]);
  });
});
