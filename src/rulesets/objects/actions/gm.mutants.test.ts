// Tests written to kill surviving mutants of actions/gm.ts (issue 21): the GM's creation decisions
// played through the table — a concept's verdict and a trait's approval reaching `approve`, a draft
// revised by attribute and skill names (either alone), and names the table does not know refused
// with their field.
import { describe, expect, it } from "vitest";
import { engineError, opts, run, sheet, sheetAfter, table } from "../testing/helpers.js";

const o = opts();
const changesOf = (r: { events: unknown[] }) => (r.events[0] as { changes: string[] }).changes;

describe("the GM's decisions at the table", () => {
  it("OBJ-CHAR-1 OBJ-CORE-2 the concept's verdict reaches the sheet and the log", () => {
    const draft = sheet(o, { draft: true, concept: { text: "a stoker", approval: "pending" } });
    const s = table(o, { d: draft });
    const vetoed = run(s, "approve", { actor: "d", what: "concept", verdict: "vetoed" });
    expect(changesOf(vetoed)).toEqual(["GM vetoes Someone's concept (a stoker)"]);
    expect(sheetAfter(vetoed.events, "d")!.concept.approval).toBe("vetoed");
    const approved = run(s, "approve", { actor: "d", what: "concept", verdict: "approved" });
    expect(sheetAfter(approved.events, "d")!.concept.approval).toBe("approved");
  });

  it("OBJ-CHAR-13 approving an item by its index", () => {
    const draft = sheet(o, {
      draft: true,
      equipment: [
        { name: "Rope", approved: false },
        { name: "Lamp", approved: false },
      ],
    });
    const r = run(table(o, { d: draft }), "approve", { actor: "d", what: "item", index: 1 });
    expect(changesOf(r)).toEqual(["GM approves Someone's Lamp"]);
    expect(sheetAfter(r.events, "d")!.equipment.map((i) => i.approved)).toEqual([false, true]);
  });

  it("OBJ-CHAR-14 a draft's attributes and skills are revised by their names", () => {
    const s = table(o, { d: sheet(o, { draft: true, skills: { dodge: 1 } }) });
    const r = run(s, "revise", { actor: "d", attributes: { WIS: 4 }, skills: { Melee: 2 } });
    const after = sheetAfter(r.events, "d")!;
    expect(after.attributes.wisdom).toBe(4);
    expect(after.skills).toEqual({ dodge: 1, melee: 2 });
    expect(changesOf(r)).toEqual(["Someone's draft revised", "skill points 15 → 16"]);
  });

  it("OBJ-CHAR-14 attributes alone, or skills alone, leave the other untouched", () => {
    const s = table(o, { d: sheet(o, { draft: true, skills: { dodge: 1 } }) });
    const a = sheetAfter(run(s, "revise", { actor: "d", attributes: { Strength: 5 } }).events, "d")!;
    expect([a.attributes.strength, a.skills]).toEqual([5, { dodge: 1 }]);
    const k = sheetAfter(run(s, "revise", { actor: "d", skills: { dodge: 3 } }).events, "d")!;
    expect([k.attributes.strength, k.skills]).toEqual([3, { dodge: 3 }]);
  });

  it("OBJ-CHAR-14 a name the table does not know is refused with its field", () => {
    const s = table(o, { d: sheet(o, { draft: true }) });
    const a = engineError(() => run(s, "revise", { actor: "d", attributes: { Luck: 4 } }));
    expect([a.code, a.path, a.message]).toEqual([
      "invalid",
      ["attributes", "Luck"],
      "attributes.Luck: not one of this table's attributes",
    ]);
    const k = engineError(() => run(s, "revise", { actor: "d", skills: { Juggling: 2 } }));
    expect([k.code, k.path, k.message]).toEqual([
      "invalid",
      ["skills", "Juggling"],
      "skills.Juggling: not one of this table's skills",
    ]);
  });

  it("OBJ-CHAR-14 finishing through the table marks the draft done", () => {
    const r = run(table(o, { d: sheet(o, { draft: true }) }), "finalise", { actor: "d" });
    expect(sheetAfter(r.events, "d")!.draft).toBe(false);
  });
});

describe("the GM's decisions: the actor field", () => {
  it("OBJ-CORE-2 an unknown character is named by the actor field", () => {
    const s = table(o, {});
    for (const [name, p] of [
      ["approve", { actor: "zz", what: "concept", verdict: "approved" }],
      ["revise", { actor: "zz", skills: { dodge: 1 } }],
      ["finalise", { actor: "zz" }],
    ] as const)
      expect(engineError(() => run(s, name, p)).path, name).toEqual(["actor"]);
  });
});
