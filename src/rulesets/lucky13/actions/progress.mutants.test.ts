// Adventure Points, reputation and impairments through the actions: a refusal names the parameter
// that chose the character or the impairment, and a rolled impairment is logged as the GM's roll
// (mutation testing found these open, issue 21).

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { TableState } from "../../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../../engine/table.js";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import type { L13Character } from "../character/index.js";
import { lucky13 } from "../ruleset.js";
import { options, table } from "../testing/table.js";

const errorOf = engineRefusal;

const act = (s: TableState, name: string, params: Record<string, unknown>, faces: number[] = []) =>
  resolveAction(lucky13, s, name, params, facesSource(faces), idCounter());

const catalog = options({ impairmentCatalog: [{ name: "Limp" }, { name: "Deaf" }] });

describe("award, buy and reputation", () => {
  it("L13-ADV-1 an award for a named adventure records the adventure; one without records none", () => {
    const s = new Table(lucky13, table(options()));
    s.commit(
      act(s.state, "award", { actor: "casimir", amount: 5, reason: "the envoy", adventure: "act 1" }).events,
    );
    s.commit(act(s.state, "award", { actor: "casimir", amount: 3, reason: "the bridge" }).events);
    const log = (s.state.characters.casimir!.data as L13Character).apLog;
    expect(log.at(-2)).toMatchObject({ amount: 5, adventure: "act 1" });
    expect(log.at(-1)).not.toHaveProperty("adventure");
  });

  it("an actor not at the table is not found, at 'actor', for each of the three", () => {
    const s = table(options());
    for (const [name, params] of [
      ["award", { actor: "nobody", amount: 1, reason: "x" }],
      [
        "buy",
        { actor: "nobody", purchases: [{ kind: "newSpecialization", name: "Axe", skill: "fighting" }] },
      ],
      ["reputation", { actor: "nobody", delta: 1, reason: "x" }],
    ] as const) {
      const e = errorOf(() => act(s, name, params));
      expect([e.code, e.path], name).toEqual(["not_found", ["actor"]]);
    }
  });

  it("L13-ADV-2 a purchase the character cannot pay for is refused at 'actor'", () => {
    const e = errorOf(() =>
      act(table(options()), "buy", {
        actor: "casimir",
        purchases: [{ kind: "newSpecialization", name: "Axe", skill: "fighting" }],
      }),
    );
    expect([e.code, e.path]).toEqual(["refused", ["actor"]]);
  });

  it("L13-REP-1 a table without reputation refuses it at 'actor'", () => {
    const e = errorOf(() =>
      act(table(options({ useReputation: false })), "reputation", {
        actor: "casimir",
        delta: 1,
        reason: "x",
      }),
    );
    expect([e.code, e.message, e.path]).toEqual([
      "refused",
      "reputation is not used by this ruleset",
      ["actor"],
    ]);
  });
});

describe("impair", () => {
  it("L13-IMP-2 a rolled impairment is the GM's roll: one kept die, the change as its summary", () => {
    const r = act(table(catalog), "impair", { target: "casimir" }, [2]);
    expect(r.roll).toEqual({
      id: "roll-1",
      action: "impair",
      actor: null,
      summary: 'Casimir gains the impairment "Deaf" (no bonus specialization after creation)',
      dice: [
        { role: "impairment", sides: 2, faces: [2], value: 2, kept: true, exploded: false, imploded: false },
      ],
      outcome: { impairment: "Deaf" },
      partition: "impairment",
    });
    expect(r.events.map((e) => e.type)).toEqual(["roll", "character.changed"]);
  });

  it("L13-IMP-2 an impairment the character has already is refused at the parameter that chose it", () => {
    const s = new Table(lucky13, table(catalog));
    s.commit(act(s.state, "impair", { target: "casimir", impairment: "Limp" }).events);
    const named = errorOf(() => act(s.state, "impair", { target: "casimir", impairment: "Limp" }));
    expect([named.code, named.path]).toEqual(["refused", ["impairment"]]);
    const rolled = errorOf(() => act(s.state, "impair", { target: "casimir" }, [1]));
    expect([rolled.code, rolled.path]).toEqual(["refused", ["target"]]);
    const nobody = errorOf(() => act(s.state, "impair", { target: "nobody", impairment: "Limp" }));
    expect([nobody.code, nobody.path]).toEqual(["not_found", ["target"]]);
  });
});
