// Contests (pure): highest side wins, ties rerolled by the tied leaders; exact odds checked against
// enumerating every throw.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { type ContestRules, rollContest } from "./contest.js";
import { contestOdds } from "./contest-odds.js";
import { add, div, mul, type Rational, rat, sub, sum, ZERO } from "./rational.js";
import { sideValue } from "./side.js";

const rules: ContestRules = { rounding: "floor", groupUsesRawFace: false, contestTieReroll: "tied-leaders" };
const one = (name: string, bonus = 0) => ({ name, bonuses: [rat(bonus)] });

describe("contests", () => {
  it("B15-CON-2 A 14, B 11, C 9 → A wins", () => {
    const r = rollContest([one("A"), one("B"), one("C")], facesSource([14, 11, 9]), rules);
    expect(r.winner).toBe(0);
    expect(r.rounds).toHaveLength(1);
  });

  it("B15-CON-3 A 14, B 14, C 9 → A and B reroll, C has lost; reroll A 8, B 12 → B wins", () => {
    const dice = facesSource([14, 14, 9, 8, 12]);
    const r = rollContest([one("A"), one("B"), one("C")], dice, rules);
    expect(r.rounds.map((x) => x.rolling)).toEqual([
      [0, 1, 2],
      [0, 1],
    ]);
    expect(r.rounds[0]!.leaders).toEqual([0, 1]);
    expect(r.winner).toBe(1);
    expect(dice.remaining()).toBe(0);
  });

  it("B15-CON-3 with contestTieReroll all-sides every side rerolls, C included", () => {
    const dice = facesSource([14, 14, 9, 8, 12, 15]);
    const r = rollContest([one("A"), one("B"), one("C")], dice, { ...rules, contestTieReroll: "all-sides" });
    expect(r.rounds[1]!.rolling).toEqual([0, 1, 2]);
    expect(r.winner).toBe(2);
  });

  it("B15-RES-5 a tie is never settled for anyone: it rerolls until one side leads", () => {
    const r = rollContest([one("A"), one("B")], facesSource([5, 5, 7, 7, 3, 2]), rules);
    expect(r.rounds).toHaveLength(3);
    expect(r.winner).toBe(0);
  });

  it("B15-GRP-1 (book) the pair's 15 and 7 make 17 and beat the resister's 16", () => {
    const pair = { name: "pair", bonuses: [rat(0), rat(0)] };
    const r = rollContest([pair, one("resister")], facesSource([15, 7, 16]), rules);
    expect(r.rounds[0]!.rolls.map((s) => s.value)).toEqual([17, 16]);
    expect(r.winner).toBe(0);
  });

  it("B15-GRP-2 a pair (15, 7) → 17 against a trio (11, 14, 3) → 18: the trio wins", () => {
    const pair = { name: "pair", bonuses: [rat(0), rat(0)] };
    const trio = { name: "trio", bonuses: [rat(0), rat(0), rat(0)] };
    const r = rollContest([pair, trio], facesSource([15, 7, 11, 14, 3]), rules);
    expect(r.rounds[0]!.rolls.map((s) => s.value)).toEqual([17, 18]);
    expect(r.winner).toBe(1);
  });
});

/** Counts over all 20^n throws of n single d20s (members listed side by side). */
function enumerate(sizes: number[], bonuses: number[][], visit: (values: number[]) => void): void {
  const total = sizes.reduce((a, b) => a + b, 0);
  const faces = new Array<number>(total).fill(1);
  for (;;) {
    let k = 0;
    const values = sizes.map((m, s) => {
      const side = faces.slice(k, k + m);
      k += m;
      return sideValue(
        side,
        bonuses[s]!.map((b) => rat(b)),
        { ...rules, groupBonus: true },
      ).value;
    });
    visit(values);
    let i = 0;
    while (i < total && faces[i] === 20) faces[i++] = 1;
    if (i === total) return;
    faces[i]!++;
  }
}

describe("contest odds", () => {
  it("B15-CON-3 pair d20+2 each vs one d20+3: first-roll win/tie/lose and eventual win, checked over all 20³ throws", () => {
    let win = 0;
    let tie = 0;
    let lose = 0;
    enumerate([2, 1], [[2, 2], [3]], ([a, b]) => {
      if (a! > b!) win++;
      else if (a === b) tie++;
      else lose++;
    });
    expect(win + tie + lose).toBe(8000);
    const o = contestOdds(
      [
        { name: "pair", bonuses: [rat(2), rat(2)] },
        { name: "one", bonuses: [rat(3)] },
      ],
      rules,
    );
    expect(o.firstWin[0]).toEqual(rat(win, 8000));
    expect(o.firstTie).toEqual(rat(tie, 8000));
    expect(o.firstWin[1]).toEqual(rat(lose, 8000));
    // Rerolling a tie repeats the same contest, so the pair wins win / (win + lose) in the end.
    expect(o.winEventually[0]).toEqual(rat(win, win + lose));
    expect(add(o.winEventually[0]!, o.winEventually[1]!)).toEqual(rat(1));
  });

  it("B15-CON-3 three sides, tied leaders reroll alone: eventual wins from brute-forced sub-contests", () => {
    const bonuses = [[0], [1], [2]];
    const tally = new Map<string, number>();
    enumerate([1, 1, 1], bonuses, (v) => {
      const top = Math.max(...v);
      const key = v.flatMap((x, i) => (x === top ? [i] : [])).join("");
      tally.set(key, (tally.get(key) ?? 0) + 1);
    });
    const p = (k: string) => rat(tally.get(k) ?? 0, 8000);
    // two-way rerolls, brute-forced over 20² throws
    const pairWin = (i: number, j: number): Rational => {
      let w = 0;
      let l = 0;
      enumerate([1, 1], [bonuses[i]!, bonuses[j]!], ([a, b]) => {
        if (a! > b!) w++;
        else if (a! < b!) l++;
      });
      return rat(w, w + l);
    };
    const oneMinus = (x: Rational) => sub(rat(1), x);
    const expected = [0, 1, 2].map((j) => {
      let s = p(String(j));
      for (const [a, b] of [
        [0, 1],
        [0, 2],
        [1, 2],
      ] as const) {
        if (j !== a && j !== b) continue;
        const w = pairWin(a, b);
        s = add(s, mul(p(`${a}${b}`), j === a ? w : oneMinus(w)));
      }
      return div(s, oneMinus(p("012")));
    });
    const o = contestOdds(
      bonuses.map((b, i) => ({ name: `s${i}`, bonuses: b.map((x) => rat(x)) })),
      rules,
    );
    expect(o.winEventually).toEqual(expected);
    expect(sum(o.winEventually)).toEqual(rat(1));
    expect(add(sum(o.firstWin), o.firstTie)).toEqual(rat(1));
  });

  it("B15-CON-3 all-sides rerolls: eventual win is first-roll win / (1 − tie)", () => {
    const sides = [one("a"), one("b", 1), one("c", 2)];
    const o = contestOdds(sides, { ...rules, contestTieReroll: "all-sides" });
    const settle = sub(rat(1), o.firstTie);
    expect(o.winEventually).toEqual(o.firstWin.map((w) => div(w, settle)));
    expect(sum(o.winEventually)).toEqual(rat(1));
    expect(o.winEventually[0]).not.toEqual(ZERO);
  });
});
