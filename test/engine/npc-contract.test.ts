// The quick-NPC facet's contract, for every shipped ruleset that offers it (src/engine/npc.ts):
// a statblock of defaults and the sample each build a character its own schema accepts, named as
// asked; every form field's default is a value the statblock takes; the health the server turns
// into a wound word reads the built sheet; and a bad value is refused naming its field.

import { describe, expect, it } from "vitest";
import { apply } from "../../src/engine/events.js";
import { numberedNames, woundOf } from "../../src/engine/npc.js";
import { idCounter, resolveAction } from "../../src/engine/table.js";
import { registry } from "../../src/rulesets/index.js";

const offering = registry.list().filter((r) => r.npc);

describe("quick NPCs: the facet's contract", () => {
  it("every shipped ruleset offers quick NPCs", () => {
    expect(offering.map((r) => r.id).sort()).toEqual(
      registry
        .list()
        .map((r) => r.id)
        .sort(),
    );
  });

  for (const r of offering) {
    const facet = r.npc!;
    const o = r.parseOptions({});
    describe(r.id, () => {
      it("builds a valid character from an empty statblock and from the sample", () => {
        for (const raw of [{}, facet.example]) {
          const sb = facet.statblock.parse(raw);
          const c = r.character.parse(facet.build(sb, "Goblin 3", o), o) as { name: string };
          expect(c.name).toBe("Goblin 3");
          // derive and describe work on it, as the sheet and the tracker will call them
          r.character.derive(c, o);
          expect(r.character.describe(c, o).length).toBeGreaterThan(0);
        }
      });

      it("offers form fields whose defaults the statblock takes, and which change the character", () => {
        const fields = facet.fields(o);
        expect(fields.length).toBeGreaterThan(0);
        const defaults = Object.fromEntries(fields.map((f) => [f.key, f.default]));
        expect(() => facet.statblock.parse(defaults)).not.toThrow();
        // The sample differs from the defaults somewhere, and so must the characters built from them.
        const a = r.character.parse(facet.build(facet.statblock.parse(defaults), "A", o), o);
        const b = r.character.parse(facet.build(facet.statblock.parse(facet.example), "A", o), o);
        expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
        for (const f of fields) {
          if (f.kind === "choice" || f.kind === "multi")
            for (const c of f.choices) expect(c.label).not.toBe("");
        }
      });

      it("reads health off the built sheet: full at creation", () => {
        const c = r.character.parse(facet.build(facet.statblock.parse(facet.example), "G", o), o);
        const h = facet.health(c, o);
        if (h !== null) {
          expect(h.max).toBeGreaterThan(0);
          expect(woundOf(h)).toBe("unhurt");
        }
      });

      it.skipIf(!facet.setup)("takes its setup actions for the new NPC, rolling nothing", () => {
        const sb = facet.statblock.parse(facet.example);
        const data = r.character.parse(facet.build(sb, "Ogre", o), o);
        let state = r.fixtures(o);
        state = apply(
          state,
          { type: "character.added", character: { id: "ogre", name: "Ogre", owner: null, data } },
          r.reduce,
        );
        const noDice = {
          roll(): number {
            throw new Error("setup rolled a die");
          },
        };
        const steps = facet.setup!(sb, "ogre", o);
        expect(steps.length).toBeGreaterThan(0);
        for (const step of steps) {
          const res = resolveAction(r, state, step.action, step.params, noDice, idCounter());
          for (const e of res.events) state = apply(state, e, r.reduce);
        }
        // What the statblock named (the weapon) is now at the table, where the ruleset's actions look.
        const attack = r.actions.attack?.choices?.({ state, options: o }, { attacker: "ogre" });
        expect(attack?.weapon?.map((c) => c.label)).toContain(String(sb.weapon));
      });

      it("refuses an unknown field and a wrong value, naming the field", () => {
        // Refused by the schema, or (where the fields depend on the table) by build.
        const unknown = facet.statblock.safeParse({ nonsense: 1 });
        if (unknown.success) expect(() => facet.build(unknown.data, "G", o)).toThrow(/nonsense/);
        const key = facet.fields(o)[0]!.key;
        const bad = facet.statblock.safeParse({ [key]: { not: "a value" } });
        expect(bad.success).toBe(false);
        expect(bad.error!.issues[0]!.path).toEqual([key]);
      });
    });
  }
});

describe("wound words and numbered names", () => {
  it("words HP as unhurt, hurt, bloodied (half or less), down (zero or less)", () => {
    expect(woundOf({ current: 10, max: 10 })).toBe("unhurt");
    expect(woundOf({ current: 6, max: 10 })).toBe("hurt");
    expect(woundOf({ current: 5, max: 10 })).toBe("bloodied");
    expect(woundOf({ current: 1, max: 10 })).toBe("bloodied");
    expect(woundOf({ current: 0, max: 10 })).toBe("down");
    expect(woundOf({ current: -3, max: 10 })).toBe("down");
  });

  it("numbers names after those the table already uses", () => {
    expect(numberedNames("Goblin", 3, new Set())).toEqual(["Goblin 1", "Goblin 2", "Goblin 3"]);
    expect(numberedNames("Goblin", 2, new Set(["Goblin 1", "Goblin 3"]))).toEqual(["Goblin 2", "Goblin 4"]);
  });
});
