import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { casimir, frozen, sciFi } from "./testing/fixtures.js";
import { addImpairment } from "./traits.js";

const o = sciFi({ impairmentCatalog: [{ name: "Bad knee" }, { name: "Phobia", description: "spiders" }] });

describe("impairments after creation", () => {
  it("L13-IMP-2 the GM may add an impairment later; it grants no specialization", () => {
    const c = frozen(casimir(o, { ap: 0 }));
    const r = addImpairment(c, { kind: "catalog", name: "phobia" }, null, o);
    expect(r.character.impairments).toEqual([{ name: "Phobia", description: "spiders" }]);
    expect(r.character.specializations).toEqual(c.specializations);
    expect(r.changes).toEqual([
      'Casimir gains the impairment "Phobia" (no bonus specialization after creation)',
    ]);
    expect(
      addImpairment(casimir(o), { kind: "random" }, facesSource([1]), o).character.impairments[0]?.name,
    ).toBe("Bad knee");
    expect(addImpairment(r.character, { kind: "catalog", name: "Phobia" }, null, o).refused).toBe(
      'Casimir already has the impairment "Phobia"',
    );
  });

  it("L13-IMP-1 not when the ruleset has impairments off", () => {
    const off = sciFi({ useImpairments: false, impairmentCatalog: [{ name: "Bad knee" }] });
    expect(() => addImpairment(casimir(off), { kind: "catalog", name: "Bad knee" }, null, off)).toThrow(
      "impairment: impairments are not used by this ruleset",
    );
  });
});
