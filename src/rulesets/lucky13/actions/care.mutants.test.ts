// Damage, healing and stabilizing through the actions: a refusal points at the `target` parameter
// (mutation testing found these paths open, issue 21).

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { idCounter, resolveAction } from "../../../engine/table.js";
import { engineRefusal } from "../../../engine/testing/refusal.js";
import { lucky13 } from "../ruleset.js";
import { options, table } from "../testing/table.js";

const errorOf = engineRefusal;

const act = (name: string, params: Record<string, unknown>) =>
  resolveAction(lucky13, table(options()), name, params, facesSource([]), idCounter());

describe("care actions: refusals name the target", () => {
  it("a target not at the table is not found, at 'target'", () => {
    const e = errorOf(() => act("damage", { target: "nobody", amount: 3 }));
    expect([e.code, e.path]).toEqual(["not_found", ["target"]]);
  });

  it("L13-DEATH-3 stabilizing someone who is not dying is refused, at 'target'", () => {
    const e = errorOf(() => act("stabilize", { target: "casimir" }));
    expect([e.code, e.message, e.path]).toEqual(["refused", "Casimir is not dying", ["target"]]);
  });
});
