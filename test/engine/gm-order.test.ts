// An encounter in the order the GM gives (the "gm" initiative model): Beat-15's draft has no
// initiative rule, so its GM starts a fight with the engine's startEncounter intent, then runs
// turns with nextTurn as in any ordered model. Bad orders are refused with the field at fault.

import { describe, expect, it } from "vitest";
import { activeParticipants } from "../../src/engine/encounter.js";
import { EngineError } from "../../src/engine/errors.js";
import { Session } from "../../src/engine/session.js";
import type { InitiativeModelKind } from "../../src/engine/state.js";
import { engineIntentEvents, engineIntentSchema, Table } from "../../src/engine/table.js";
import { exampleTable } from "../../src/rulesets/beat15/examples.js";
import { beat15 } from "../../src/rulesets/beat15/ruleset.js";
import { toy } from "./toy.js";

const o = beat15.parseOptions({});

function table(): Table {
  return new Table(beat15 as never, exampleTable(o));
}

function run(t: Table, intent: unknown) {
  return t.commit(engineIntentEvents(t.state, engineIntentSchema.parse(intent), beat15));
}

function refusal(t: Table, intent: unknown, model: { initiative: InitiativeModelKind } = beat15) {
  try {
    engineIntentEvents(t.state, engineIntentSchema.parse(intent), model);
  } catch (e) {
    if (e instanceof EngineError) return { code: e.code, path: e.path, message: e.message };
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("startEncounter: an order the GM gives", () => {
  it("starts a gm-model encounter in the given order, the first acting at once", () => {
    const t = table();
    run(t, { engine: "startEncounter", participants: ["cole", "wren", "bryn"] });
    const e = t.state.encounter!;
    expect(e.model).toBe("gm");
    expect(e.id).toBe("encounter");
    expect(e.order).toEqual(["cole", "wren", "bryn"]);
    expect(e.participants.map((p) => p.name)).toEqual(["Cole", "Wren", "Bryn"]);
    expect(e.round).toBe(1);
    expect(activeParticipants(e)).toEqual(["cole"]);
  });

  it("runs turns with nextTurn, wraps into round 2, can be reordered, undone and ended", () => {
    const t = table();
    run(t, { engine: "startEncounter", id: "bridge", participants: ["wren", "bryn"] });
    run(t, { engine: "nextTurn" });
    expect(activeParticipants(t.state.encounter!)).toEqual(["bryn"]);
    run(t, { engine: "nextTurn" });
    expect(t.state.encounter).toMatchObject({ round: 2, current: 0 });
    run(t, { engine: "setOrder", order: ["bryn", "wren"] });
    expect(t.state.encounter!.order).toEqual(["bryn", "wren"]);
    t.undo();
    expect(t.state.encounter!.order).toEqual(["wren", "bryn"]);
    run(t, { engine: "endEncounter" });
    expect(t.state.encounter).toBeNull();
    // Undoing the start as a whole leaves no encounter and no half-started turn.
    const fresh = table();
    run(fresh, { engine: "startEncounter", participants: ["wren"] });
    fresh.undo();
    expect(fresh.state.encounter).toBeNull();
  });

  it("lets two places stand for one character when they have their own ids and names", () => {
    const t = table();
    run(t, {
      engine: "startEncounter",
      participants: [
        { character: "bryn", id: "bryn-1", name: "Bryn (left)" },
        "wren",
        { character: "bryn", id: "bryn-2", name: "Bryn (right)" },
      ],
    });
    expect(t.state.encounter!.participants.map((p) => [p.id, p.character, p.name])).toEqual([
      ["bryn-1", "bryn", "Bryn (left)"],
      ["wren", "wren", "Wren"],
      ["bryn-2", "bryn", "Bryn (right)"],
    ]);
  });

  it("refuses an empty order, an unknown character and a character placed twice, naming the field", () => {
    const t = table();
    expect(refusal(t, { engine: "startEncounter", participants: [] })).toMatchObject({
      code: "invalid",
      path: ["participants"],
      message: expect.stringMatching(/at least one character/),
    });
    expect(refusal(t, { engine: "startEncounter", participants: ["wren", "nobody"] })).toMatchObject({
      code: "not_found",
      path: ["participants", 1],
      message: expect.stringMatching(/no character 'nobody'.*characters: wren, bryn, cole/),
    });
    expect(
      refusal(t, { engine: "startEncounter", participants: ["wren", { character: "ghost" }] }),
    ).toMatchObject({ code: "not_found", path: ["participants", 1, "character"] });
    expect(refusal(t, { engine: "startEncounter", participants: ["wren", "bryn", "wren"] })).toMatchObject({
      code: "invalid",
      path: ["participants", 2],
      message: expect.stringMatching(/'wren' is in the order twice \(places 1 and 3\)/),
    });
    expect(() =>
      engineIntentSchema.parse({
        engine: "startEncounter",
        participants: [{ character: "wren", id: "a b" }],
      }),
    ).toThrow();
  });

  it("refuses a second encounter while one runs", () => {
    const t = table();
    run(t, { engine: "startEncounter", participants: ["wren"] });
    expect(refusal(t, { engine: "startEncounter", participants: ["bryn"] })).toMatchObject({
      code: "conflict",
      path: ["encounter"],
    });
  });

  it("is refused for a ruleset that rolls its own initiative, and allowed when the model is unknown", () => {
    const t = new Table(toy, { ...exampleTable(o), ruleset: "toy", options: {} });
    expect(refusal(t, { engine: "startEncounter", participants: ["wren"] }, toy)).toMatchObject({
      code: "refused",
      message: expect.stringMatching(/own initiative \(rolled\)/),
    });
    const events = engineIntentEvents(
      t.state,
      engineIntentSchema.parse({ engine: "startEncounter", participants: ["wren"] }),
    );
    expect(events.map((e) => e.type)).toEqual(["encounter.started", "turn.started"]);
  });

  it("is refused the same way through a Session, which knows its ruleset's model", () => {
    const s = new Session(toy, { seed: 1 });
    s.addCharacter("wren", { name: "Wren", stat: 2, hp: 10 });
    expect(() => s.engine({ engine: "startEncounter", participants: ["wren"] })).toThrow(
      /own initiative \(rolled\)/,
    );
    const b = new Session(beat15, { seed: 1 });
    for (const [id, c] of Object.entries(exampleTable(o).characters)) b.addCharacter(id, c.data);
    b.engine({ engine: "startEncounter", participants: ["cole", "wren"] });
    expect(b.state.encounter?.model).toBe("gm");
  });
});
