// The contest action, pinned exactly: the summary line under each tie rule, the roll's record, the
// dilemma notes, the odds' partition and tie, what the odds would cost, and the refusals' paths
// (mutation testing found these open, issue 21).

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { TableState } from "../../../engine/state.js";
import { idCounter, oddsOf, resolveAction } from "../../../engine/table.js";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import type { L13Options } from "../character/index.js";
import { lucky13 } from "../ruleset.js";
import { options, sheet, table } from "../testing/table.js";
import { contestParams } from "./contest.js";

function cast(o: L13Options): TableState {
  return table(o, {
    s: sheet(o, { name: "Sam" }),
    t: sheet(o, { name: "Tia" }),
    u: sheet(o, {
      name: "Uma",
      skills: Object.fromEntries(o.skills.map((k) => [k.id, k.id === "fighting" ? "d8" : "d6"])),
    }),
  });
}

const side = (actor: string) => ({ actor, ability: "pulse", skill: "fighting" });

function contest(s: TableState, actors: string[], faces: number[]) {
  const r = resolveAction(
    lucky13,
    s,
    "contest",
    { sides: actors.map(side) },
    facesSource(faces),
    idCounter(),
  );
  return { ...r, roll: r.roll!, outcome: r.roll!.outcome };
}

const errorOf = engineRefusal;

const off = options({ playMode: "off" });

describe("contest action: the summary and the record", () => {
  it("L13-OPP-2 the highest total wins: totals listed by name, the winner named, nothing more", () => {
    const r = contest(cast(off), ["s", "t"], [3, 4, 2, 2]);
    expect(r.roll.id).toBe("roll-1");
    expect(r.roll.action).toBe("contest");
    expect(r.roll.actor).toBe("s");
    expect(r.roll.summary).toBe("Contest: Sam 7, Tia 4; Sam wins");
    expect(r.outcome.modifiers).toEqual([
      expect.objectContaining({ steps: [] }),
      expect.objectContaining({ steps: [] }),
    ]);
    expect(r.events).toEqual([{ type: "roll", roll: r.roll }]);
  });

  it("L13-OPP-4 a two-sided tie fails the initiator, and the summary says why", () => {
    const r = contest(cast(off), ["s", "t"], [3, 4, 4, 3]);
    expect(r.roll.summary).toBe("Contest: Sam 7, Tia 7; Tia wins (a tie fails the initiator)");
  });

  it("L13-OPP-6 with contestTie gm a tie names the tied sides and leaves it to the GM", () => {
    const r = contest(cast(options({ playMode: "off", contestTie: "gm" })), ["s", "t"], [3, 4, 4, 3]);
    expect(r.roll.summary).toBe("Contest: Sam 7, Tia 7; tied at the top (Sam, Tia): the GM decides");
    expect(r.roll.partition).toBe("undecided");
  });

  it("L13-EXPL-12 a side whose die implodes opens a dilemma note for that side", () => {
    const r = contest(cast(options()), ["s", "t"], [3, 2, 1, 5]);
    expect(r.events.slice(1)).toEqual([
      {
        type: "note.opened",
        id: "dilemma-2",
        kind: "dilemma",
        text: "Tia's roll imploded: a complication for the GM (or the table) to decide",
        data: { roll: "roll-1", character: "t", decidedBy: "gm" },
      },
    ]);
  });
});

describe("contest action: odds and their cost", () => {
  // Without explosions two 2d6 totals tie with chance Σ P(t)² = 146/1296.
  const tie = 146 / 1296;

  it("L13-OPP-4 the first roll's tie is a chance; no 'undecided' part when a tie has a winner", () => {
    const o = oddsOf(lucky13, cast(off), "contest", { sides: [side("s"), side("t")] });
    expect(Object.keys(o.partition)).toEqual(["0:s", "1:t"]);
    expect(o.chances.tie).toBeCloseTo(tie, 12);
  });

  it("L13-OPP-6 with contestTie gm the tie is the GM's: an 'undecided' part of the same chance", () => {
    const o = oddsOf(lucky13, cast(options({ playMode: "off", contestTie: "gm" })), "contest", {
      sides: [side("s"), side("t")],
    });
    expect(o.partition.undecided).toBeCloseTo(tie, 12);
  });

  it("the cost estimate: n²·3ⁿ⁻¹·16 times the widest pool's sum of dice sides", () => {
    const cost = (actors: string[]) =>
      lucky13.actions.contest!.oddsCost!(
        { state: cast(off), options: off },
        contestParams.parse({ sides: actors.map(side) }),
      );
    // Sam and Tia: Pulse d6 + Fighting d6 = 12; Uma: d6 + d8 = 14
    expect(cost(["s", "t"])).toBe(2 * 2 * 3 * 16 * 12);
    expect(cost(["s", "u"])).toBe(2 * 2 * 3 * 16 * 14);
    expect(cost(["s", "t", "u"])).toBe(3 * 3 * 9 * 16 * 14);
  });
});

describe("contest action: refusals", () => {
  it("a side whose actor is not at the table, or cannot act, is refused at its own actor", () => {
    const missing = errorOf(() => contest(cast(off), ["s", "nobody"], [3, 4, 2, 2]));
    expect([missing.code, missing.path]).toEqual(["not_found", ["sides", 1, "actor"]]);
    const o = options({ playMode: "off" });
    const down = table(o, {
      s: sheet(o, { name: "Sam" }),
      d: sheet(o, { name: "Dee", hp: 0, dyingMinutes: 0 }),
    });
    const e = errorOf(() => contest(down, ["s", "d"], [3, 4, 2, 2]));
    expect([e.code, e.message, e.path]).toEqual([
      "refused",
      "Dee cannot act (unconscious or dead)",
      ["sides", 1, "actor"],
    ]);
  });
});
