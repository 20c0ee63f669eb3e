// The web table's pure parts, without a browser: folding the log the way the server does (hidden
// records, undo, resends), choosing form controls from JSON Schemas, finding resources on a sheet,
// and pricing advancement from a ruleset's advance syntax.

import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../src/dice/index.js";
import { registry } from "../../src/rulesets/index.js";
import { humanize } from "../../web/src/components/format.js";
import { choiceLabel, fieldKind, shapeOf } from "../../web/src/components/schema.js";
import type { JsonSchema } from "../../web/src/lib/api.js";
import { diceGroupLabel, dieSize } from "../../web/src/lib/dice-labels.js";
import { ClientLog } from "../../web/src/lib/fold.js";
import { unpackGroups } from "../../web/src/lib/groups.js";
import type { LogRecord, VisibleRecord } from "../../web/src/lib/protocol.js";
import { candidates, parsePattern } from "../../web/src/rulesets/generic/advance.js";
import { findResources } from "../../web/src/rulesets/generic/resources.js";

const lucky13 = registry.get("lucky13");
const options = lucky13.parseOptions({});
const wren = lucky13.character.methods.balanced!.create(
  { name: "Wren", assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" } },
  rngSource(Rng.fromSeed("t")),
  options,
);

let seq = 0;
const rec = (intent: number, event: Record<string, unknown>, visibility = "public"): LogRecord =>
  ({ seq: ++seq, intent, author: "m1", visibility, event }) as LogRecord;
const hidden = (intent: number): LogRecord => ({ seq: ++seq, intent, hidden: true });

describe("folding the log in the browser", () => {
  it("applies events, keeps hidden records' places, and undoes the last intent standing", () => {
    seq = 0;
    const log = new ClientLog(lucky13, {});
    log.append(rec(1, { type: "seedCommitted", period: 1, commitment: "abc" }));
    log.append(rec(2, { type: "memberJoined", member: { id: "m1", name: "Gemma", role: "gm" } }));
    log.append(
      rec(3, { type: "character.added", character: { id: "wren", name: "Wren", owner: null, data: wren } }),
    );
    log.append(
      rec(4, {
        type: "condition.added",
        condition: { id: "c1", target: "wren", name: "stunned", rating: null, duration: null, source: null },
      }),
    );
    log.append(hidden(5)); // a GM-only roll this member may not see
    expect(log.head).toBe(5);
    expect(log.members.get("m1")?.name).toBe("Gemma");
    expect(log.commitment).toBe("abc");
    expect(Object.keys(log.state.characters)).toEqual(["wren"]);
    expect(log.state.conditions.map((c) => c.name)).toEqual(["stunned"]);
    expect(log.undoable).toBe(5);

    // Undo of the hidden intent changes nothing this member can see, but moves the undo point.
    log.append(rec(6, { type: "undo", intent: 5 }));
    expect(log.undone.has(5)).toBe(true);
    expect(log.undoable).toBe(4);
    expect(log.state.conditions).toHaveLength(1);

    log.append(rec(7, { type: "undo", intent: 4 }));
    expect(log.state.conditions).toEqual([]);
    expect(log.state.characters.wren?.name).toBe("Wren");
    expect(log.undoable).toBe(3);
    expect(log.problems).toEqual([]);
    expect(log.log.map((i) => i.intent)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("ignores what it already has (a resend after reconnecting) and reports what it cannot fold", () => {
    seq = 0;
    const log = new ClientLog(lucky13, {});
    const first = rec(1, {
      type: "character.added",
      character: { id: "a", name: "A", owner: null, data: wren },
    });
    log.append(first);
    log.append(first);
    expect(log.log).toHaveLength(1);
    log.append(rec(2, { type: "character.changed", id: "nobody", data: {}, changes: [] }));
    expect(log.problems).toHaveLength(1);
    expect(log.problems[0]).toContain("unknown character");
    expect(log.head).toBe(2);
  });
});

describe("form controls from JSON Schemas", () => {
  it("picks a control for each kind of value", () => {
    expect(fieldKind({ type: "string", enum: ["a", "b"] })).toEqual({
      kind: "select",
      choices: ["a", "b"],
      nullable: false,
    });
    expect(fieldKind({ anyOf: [{ const: 70 }, { const: 71 }] })).toMatchObject({
      kind: "select",
      choices: [70, 71],
    });
    expect(fieldKind({ anyOf: [{ type: "integer", minimum: 2 }, { type: "null" }] })).toMatchObject({
      kind: "number",
      integer: true,
      nullable: true,
      min: 2,
    });
    expect(fieldKind({ type: "boolean" })).toEqual({ kind: "boolean" });
    expect(fieldKind({ type: "array", items: { type: "string" } })).toEqual({ kind: "list" });
    expect(fieldKind({ type: "object", properties: {} })).toEqual({ kind: "json" });
    expect(fieldKind({ anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] })).toMatchObject({
      kind: "text",
      numeric: true,
      nullable: true,
    });
  });

  it("shows the chosen shape of a discriminated union, with its discriminator as a choice", () => {
    const schema: JsonSchema = {
      oneOf: [
        {
          type: "object",
          properties: { what: { const: "concept" }, verdict: { type: "string" } },
          required: ["what"],
        },
        {
          type: "object",
          properties: { what: { const: "trait" }, index: { type: "integer" } },
          required: ["what", "index"],
        },
      ],
    };
    expect(Object.keys(shapeOf(schema, {}).properties)).toEqual(["what", "verdict"]);
    const trait = shapeOf(schema, { what: "trait" });
    expect(trait.properties.what).toEqual({ enum: ["concept", "trait"] });
    expect(Object.keys(trait.properties)).toEqual(["what", "index"]);
    expect(trait.required).toEqual(["what", "index"]);
  });

  it("chooses a choice inside a choice by its own field: a custom toxicity's damage shows for Custom only", () => {
    const place = (extra: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
      type: "object",
      properties: { atmosphere: { const: "toxic" }, ...extra, gravity: { type: "number", default: 1 } },
      required: ["atmosphere", ...required],
    });
    const schema: JsonSchema = {
      oneOf: [
        {
          type: "object",
          properties: {
            atmosphere: { const: "breathable", default: "breathable" },
            gravity: { type: "number" },
          },
        },
        {
          oneOf: [
            place({ toxicity: { enum: ["mild", "medium"], default: "medium" } }),
            place({ toxicity: { const: "custom" }, toxicDamage: { type: "string" } }, [
              "toxicity",
              "toxicDamage",
            ]),
          ],
        },
      ],
    };
    const air = shapeOf(schema, {});
    expect(air.properties.atmosphere).toEqual({ enum: ["breathable", "toxic"], default: "breathable" });
    expect(Object.keys(air.properties)).toEqual(["atmosphere", "gravity"]);
    // A toxic place with no toxicity chosen yet is the schema's default one: no damage field.
    const book = shapeOf(schema, { atmosphere: "toxic" });
    expect(Object.keys(book.properties)).toEqual(["atmosphere", "toxicity", "gravity"]);
    expect(book.properties.toxicity).toEqual({ enum: ["mild", "medium", "custom"], default: "medium" });
    expect(Object.keys(shapeOf(schema, { atmosphere: "toxic", toxicity: "mild" }).properties)).toEqual([
      "atmosphere",
      "toxicity",
      "gravity",
    ]);
    const custom = shapeOf(schema, { atmosphere: "toxic", toxicity: "custom" });
    expect(Object.keys(custom.properties)).toEqual(["atmosphere", "toxicity", "toxicDamage", "gravity"]);
    expect(custom.required).toEqual(["atmosphere", "toxicity", "toxicDamage"]);
  });
});

describe("the generic sheet's readings of a character", () => {
  it("finds resources as a number beside its maximum", () => {
    const derived = lucky13.character.derive(wren, options);
    expect(findResources(derived, wren)).toEqual([{ key: "hp", label: "HP", current: 40, max: 40 }]);
    expect(findResources({ maxHealth: 8, maxEnergy: 6 }, { health: 5, energy: 6 })).toEqual([
      { key: "health", label: "Health", current: 5, max: 8 },
      { key: "energy", label: "Energy", current: 6, max: 6 },
    ]);
  });

  it("reads the advance syntax and prices every purchase it can fill in", () => {
    expect(parsePattern("ability:<ability>              one step up")).toEqual({
      head: "ability",
      blank: "ability",
    });
    expect(parsePattern("skill:<name>[:<to>]  raise a skill")).toEqual({ head: "skill", blank: "name" });
    expect(parsePattern("level:ATTR — take the next level")).toEqual({ head: "level", blank: "ATTR" });
    expect(parsePattern("specialization:<skill>:<name>  new")).toBeNull();

    const rich = { ...(wren as object), ap: 30 };
    const offers = candidates(lucky13.character.advance!, rich, options, true);
    const will = offers.find((o) => o.purchase === "ability:will")!;
    expect(will.refused).toBeNull();
    expect(will.spent).toEqual({ ap: 24 });
    expect(will.changes.join(" ")).toContain("24 AP");
    // A refusal is listed by words, not by the purchase syntax.
    expect(will.label).toBe("Ability: Will");
    const skill = offers.find((o) => o.purchase.startsWith("skill:"))!;
    expect(skill.refused).toMatch(/cannot be raised/);
    const poor = candidates(lucky13.character.advance!, wren, options, true);
    expect(poor.every((o) => o.refused !== null)).toBe(true);
  });
});

describe("humanize: parameter names as labels", () => {
  it("splits camel case and writes the books' abbreviations in capitals", () => {
    expect(humanize("defenderOffHandKnives")).toBe("Defender off hand knives");
    expect(humanize("ap")).toBe("AP");
    expect(humanize("maxHp")).toBe("Max HP");
    expect(humanize("award_xp")).toBe("Award XP");
    expect(humanize("apple")).toBe("Apple");
  });
});

describe("showing an intent's hidden events to whoever may see them", () => {
  it("unpacks a group (a hidden check and the dilemma it opens) into its events, in order", () => {
    const roll = { type: "roll", roll: { notation: "d20" } };
    const note = { type: "note.opened", id: "n1", kind: "dilemma", text: "pick one" };
    const group = rec(7, { type: "group", events: [roll, note] }, "gm") as VisibleRecord;
    const plain = rec(7, { type: "character.updated", id: "c1" }) as VisibleRecord;
    const shown = unpackGroups([group, plain]);
    expect(shown.map((r) => [r.event.type, r.seq, r.part, r.visibility])).toEqual([
      ["roll", group.seq, 0, "gm"],
      ["note.opened", group.seq, 1, "gm"],
      ["character.updated", plain.seq, 0, "public"],
    ]);
  });
});

describe("dice group labels", () => {
  const names = new Map([["npc-3-1", "Goblin 1"]]);
  const nameOf = (id: string) => names.get(id) ?? id;
  it("name the character who threw them, after the step they belong to", () => {
    expect(diceGroupLabel("npc-3-1", nameOf)).toBe("Goblin 1");
    expect(diceGroupLabel("roll-off: npc-3-1", nameOf)).toBe("Roll-off: Goblin 1");
    expect(diceGroupLabel("roll-off 2: npc-3-1", nameOf)).toBe("Roll-off 2: Goblin 1");
  });
});

describe("what a select shows for a schema's values", () => {
  it("a camelCase key reads as words; names, dice, plain words and numbers stay as they are", () => {
    expect(
      ["martialParry", "getDownMrPresident", "dodge", "Hammer", "1d6", "d20", "heavy", 2, null].map(
        choiceLabel,
      ),
    ).toEqual([
      "Martial parry",
      "Get down mr president",
      "dodge",
      "Hammer",
      "1d6",
      "d20",
      "heavy",
      "2",
      "none",
    ]);
  });
});

describe("a die's size in the log", () => {
  it("names a known size, and nothing rather than d0 when the record does not know it", () => {
    expect([8, 20, 0].map((sides) => dieSize({ sides }))).toEqual(["d8", "d20", ""]);
  });
});
