// Mutation tests (issue 21): backgrounds and impairments picked, rolled and invented — the refusals'
// words and paths, the die rolled for a catalog, and copies rather than the catalog's own entries.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { casimir, errorOf, sciFi } from "./testing/fixtures.js";
import { addImpairment, chooseBackground, chooseImpairment } from "./traits.js";

const o = sciFi({
  backgroundCatalog: [{ name: "Soldier" }, { name: "Scholar", description: "years in the archive" }],
  impairmentCatalog: [{ name: "Bad knee" }, { name: "Phobia", description: "spiders" }],
});

describe("backgrounds and impairments (mutants)", () => {
  it("L13-BKG-5 a catalog background is found by name in any case, trimmed, approved, and is a copy", () => {
    const b = chooseBackground({ kind: "catalog", name: "  SCHOLAR " }, null, o);
    expect(b).toEqual({ name: "Scholar", description: "years in the archive", approved: true });
    expect(b).not.toBe(o.backgroundCatalog[1]);
    expect(o.backgroundCatalog[1]).toEqual({ name: "Scholar", description: "years in the archive" });
    const e = errorOf(() => chooseBackground({ kind: "catalog", name: "Pirate" }, null, o));
    expect([e.message]).toEqual([
      'background.name: "Pirate" is not in the background catalog (Soldier, Scholar)',
    ]);
    const empty = sciFi();
    expect(errorOf(() => chooseBackground({ kind: "catalog", name: "Pirate" }, null, empty)).message).toBe(
      'background.name: "Pirate" is not in the background catalog (the background catalog is empty)',
    );
  });

  it("L13-BKG-5 a rolled background throws one die with as many faces as the catalog", () => {
    const seen: [number[], string | undefined][] = [];
    const dice = {
      roll: (faces: readonly number[], label?: string) => {
        seen.push([[...faces], label]);
        return 2;
      },
    };
    expect(chooseBackground({ kind: "random" }, dice as never, o)).toEqual({
      name: "Scholar",
      description: "years in the archive",
      approved: true,
    });
    expect(seen).toEqual([[[1, 2], "d2"]]);
    expect(errorOf(() => chooseBackground({ kind: "random" }, null, o)).message).toBe(
      "background: rolling a background needs a dice source",
    );
    expect(errorOf(() => chooseBackground({ kind: "random" }, null, o)).code).toBe("dice_required");
    expect(errorOf(() => chooseBackground({ kind: "random" }, facesSource([1]), sciFi())).message).toBe(
      "background: cannot roll: the background catalog is empty",
    );
  });

  it("L13-BKG-5 an invented background: trimmed, approved, description optional; unapproved is refused", () => {
    expect(chooseBackground({ kind: "invented", name: " Diver ", gmApproved: true }, null, o)).toEqual({
      name: "Diver",
      description: "",
      approved: true,
    });
    expect(
      chooseBackground({ kind: "invented", name: "Diver", description: "deep", gmApproved: true }, null, o)
        .description,
    ).toBe("deep");
    expect(
      errorOf(() => chooseBackground({ kind: "invented", name: "Diver", gmApproved: false }, null, o))
        .message,
    ).toBe("background.gmApproved: an invented background needs the GM's approval");
  });

  it("L13-BKG-1 backgrounds off, or none allowed, are refused at the given path", () => {
    expect(
      errorOf(() =>
        chooseBackground({ kind: "catalog", name: "Soldier" }, null, sciFi({ useBackgrounds: false }), [
          "bg",
        ]),
      ).message,
    ).toBe("bg: backgrounds are not used by this ruleset");
    expect(
      errorOf(() =>
        chooseBackground({ kind: "catalog", name: "Soldier" }, null, sciFi({ maxBackgrounds: 0 })),
      ).message,
    ).toBe("background: this ruleset allows no background (maxBackgrounds is 0)");
    expect(
      chooseBackground(
        { kind: "catalog", name: "Soldier" },
        null,
        sciFi({ backgroundCatalog: [{ name: "Soldier" }], maxBackgrounds: 1 }),
      ).name,
    ).toBe("Soldier");
  });

  it("L13-IMP-2 impairments: unknown names, an empty catalog, a missing dice source", () => {
    expect(errorOf(() => chooseImpairment({ kind: "catalog", name: "Limp" }, null, o, ["x"])).message).toBe(
      'x.name: "Limp" is not in the impairment catalog (Bad knee, Phobia)',
    );
    // The article is left open: the message says "a impairment" today, a wording slip, not a rule.
    expect(errorOf(() => chooseImpairment({ kind: "random" }, null, o, ["x"])).message).toMatch(
      /^x: rolling an impairment needs a dice source$/,
    );
    expect(
      errorOf(() => chooseImpairment({ kind: "random" }, facesSource([1]), sciFi(), ["x"])).message,
    ).toBe("x: cannot roll: the impairment catalog is empty");
    expect(chooseImpairment({ kind: "random" }, facesSource([2]), o, ["x"])).toEqual({
      name: "Phobia",
      description: "spiders",
    });
  });

  it("L13-IMP-2 a later impairment already held is refused whatever its case; the character is unchanged", () => {
    const c = casimir(o, { impairments: [{ name: "phobia", description: "" }] });
    const r = addImpairment(c, { kind: "catalog", name: "Phobia" }, null, o);
    expect(r).toEqual({ character: c, changes: [], refused: 'Casimir already has the impairment "Phobia"' });
    const added = addImpairment(c, { kind: "catalog", name: "bad knee" }, null, o);
    expect(added.character.impairments).toEqual([
      { name: "phobia", description: "" },
      { name: "Bad knee", description: "" },
    ]);
  });
});

describe("trait refusals (mutants)", () => {
  it("every catalog refusal is invalid input", () => {
    const runs = [
      () => chooseBackground({ kind: "catalog", name: "Pirate" }, null, o),
      () => chooseBackground({ kind: "random" }, facesSource([1]), sciFi()),
      () => chooseBackground({ kind: "catalog", name: "Soldier" }, null, sciFi({ useBackgrounds: false })),
      () => chooseBackground({ kind: "catalog", name: "Soldier" }, null, sciFi({ maxBackgrounds: 0 })),
      () => chooseBackground({ kind: "invented", name: "Diver", gmApproved: false }, null, o),
      () =>
        chooseImpairment({ kind: "catalog", name: "Limp" }, null, sciFi({ useImpairments: false }), ["x"]),
    ];
    expect(runs.map((run) => errorOf(run).code)).toEqual(Array(6).fill("invalid_input"));
  });
});
