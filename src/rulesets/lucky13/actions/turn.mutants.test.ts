// The next turn: refused without an encounter or when nobody can act; a new round runs the dying
// clock only for those it changes (mutation testing found these open, issue 21).

import { describe, expect, it } from "vitest";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import { options, session, table } from "../testing/table.js";

const errorOf = engineRefusal;

const fight = (o = options()) => {
  const s = session(table(o));
  s.act("initiative", { participants: [{ character: "casimir" }, { character: "brunella" }] }, [3, 6]);
  return s;
};

describe("nextTurn", () => {
  it("without an encounter it is a conflict", () => {
    const e = errorOf(() => session(table(options())).act("nextTurn", {}));
    expect([e.code, e.message, e.path]).toEqual(["conflict", "no encounter is running", []]);
  });

  it("L13-DEATH-1 when everyone is dying nobody can take the turn: refused", () => {
    const s = fight();
    s.act("damage", { target: "brunella", amount: 20 });
    s.act("damage", { target: "casimir", amount: 30 });
    const e = errorOf(() => s.act("nextTurn", {}));
    expect([e.code, e.message, e.path]).toEqual(["refused", "nobody in the encounter can act", []]);
  });

  it("L13-DEATH-9 a new round with secondsPerRound changes nobody who is not dying", () => {
    const s = fight(options({ secondsPerRound: 6 }));
    const events = [s.act("nextTurn", {}), s.act("nextTurn", {})].flatMap((r) => r.events);
    expect(s.table.state.encounter!.round).toBe(2);
    expect(events.filter((e) => e.type === "character.changed")).toEqual([]);
  });
});
