// The attack action, pinned exactly: each refusal's code, path and words (before any die is thrown),
// the turn allowance in an encounter, the weapon named when unarmed, and the dilemma notes' ids
// (mutation testing found these open, issue 21).

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { TableState } from "../../../engine/state.js";
import { idCounter, oddsOf, resolveAction, Table } from "../../../engine/table.js";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import { lucky13 } from "../ruleset.js";
import { options, sheet, table } from "../testing/table.js";

const errorOf = engineRefusal;

const act = (s: TableState, name: string, params: unknown, faces: number[] = []) =>
  resolveAction(lucky13, s, name, params, facesSource(faces), idCounter());

const o = options();
const attack = { attacker: "brunella", defender: "casimir" };

describe("attack: refusals", () => {
  it("a table with no combat skill refuses attacks, at 'attacker'", () => {
    const e = errorOf(() =>
      act(table(options({ combatSkill: null })), "attack", attack, [5, 5, 5, 5, 5, 5, 5]),
    );
    expect([e.code, e.message, e.path]).toEqual([
      "refused",
      "this ruleset names no combat skill",
      ["attacker"],
    ]);
  });

  it("a character cannot attack themself", () => {
    const e = errorOf(() =>
      act(table(o), "attack", { attacker: "casimir", defender: "casimir" }, [5, 5, 5, 5]),
    );
    expect([e.code, e.message, e.path]).toEqual([
      "invalid",
      "a character cannot attack themself",
      ["defender"],
    ]);
  });

  it("an attacker or a defender not at the table is not found at its own field", () => {
    expect(errorOf(() => act(table(o), "attack", { ...attack, attacker: "nobody" })).path).toEqual([
      "attacker",
    ]);
    expect(errorOf(() => act(table(o), "attack", { ...attack, defender: "nobody" })).path).toEqual([
      "defender",
    ]);
  });

  it("L13-DEATH-6 a dead defender cannot be attacked", () => {
    const dead = sheet(o, { name: "Dov", hp: -100, dyingMinutes: 0 });
    const e = errorOf(() =>
      act(table(o, { dov: dead }), "attack", { ...attack, defender: "dov" }, [5, 5, 5, 5, 5, 5]),
    );
    expect([e.code, e.message, e.path]).toEqual(["refused", "Dov is dead", ["defender"]]);
  });
});

describe("attack: in an encounter (L13-CMB-6)", () => {
  function fight() {
    const t = new Table(lucky13, table(o));
    t.commit(
      act(
        t.state,
        "initiative",
        { participants: [{ character: "brunella" }, { character: "casimir" }] },
        [6, 3],
      ).events,
    );
    return t;
  }

  it("only the one whose turn it is attacks, and only once a turn", () => {
    const t = fight();
    const out = errorOf(() =>
      act(t.state, "attack", { attacker: "casimir", defender: "brunella" }, [5, 5, 5, 5, 5, 5]),
    );
    expect([out.code, out.message, out.path]).toEqual([
      "refused",
      "it is not Casimir's turn (it is Brunella's)",
      ["attacker"],
    ]);
    t.commit(act(t.state, "attack", attack, [2, 2, 2, 5, 5, 5, 5]).events);
    const again = errorOf(() => act(t.state, "attack", attack, [5, 5, 5, 5, 5, 5, 5]));
    expect([again.code, again.message, again.path]).toEqual([
      "refused",
      "Brunella has no attack left this turn",
      ["attacker"],
    ]);
  });
});

describe("attack: the record", () => {
  it("L13-CMB-7 unarmed, with no unarmed weapon on the table, a hit is made 'with bare hands'", () => {
    const r = act(table(o), "attack", { ...attack, weapon: "unarmed" }, [5, 5, 2, 2, 2]);
    expect(r.roll!.outcome.hit).toBe(true);
    expect(r.roll!.summary).toMatch(/^Brunella hits Casimir with bare hands: /);
  });

  it("L13-EXPL-12 both sides imploding open notes 'dilemma-2' (attacker) and 'dilemma-3' (defender)", () => {
    const r = act(table(o), "attack", attack, [1, 5, 7, 1, 3, 4, 6]);
    const notes = r.events.filter((e) => e.type === "note.opened") as {
      id: string;
      data: { character: string };
    }[];
    expect(notes.map((n) => [n.id, n.data.character])).toEqual([
      ["dilemma-2", "brunella"],
      ["dilemma-3", "casimir"],
    ]);
  });
});

describe("attack: an unconscious defender under unconsciousDefense defensiveDieOnly", () => {
  it("L13-DEATH-1 without a Defensive die the defender rolls nothing at all", () => {
    const only = options({ unconsciousDefense: "defensiveDieOnly" });
    const down = sheet(only, { name: "Dee", hp: 0, dyingMinutes: 0 });
    const r = act(
      table(only, { dee: down }),
      "attack",
      { attacker: "casimir", defender: "dee" },
      [2, 2, 2, 3],
    );
    expect(r.roll!.dice.filter((d) => d.group === "defender")).toEqual([]);
    expect(r.roll!.outcome).toMatchObject({ defenseTotal: 0, hit: true });
  });
});

describe("attack odds", () => {
  it("L13-CMB-1 hit, miss and the mass lost to capped explosion chains add up to 1", () => {
    const o2 = oddsOf(lucky13, table(o), "attack", attack);
    expect(o2.truncated).toBeGreaterThan(0);
    expect(o2.partition.miss).toBe(Math.max(0, 1 - o2.partition.hit! - o2.truncated));
  });
});
