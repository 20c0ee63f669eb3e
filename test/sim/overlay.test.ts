// A duel under a ruleset a designer derived with an overlay: the base's combat rules, the overlay's
// options (8 HP per Grit die) and catalogue (the Pick-axe), in one thread or two.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../src/designer/resolve.js";
import { Session } from "../../src/engine/session.js";
import { simulateDuel } from "../../src/sim/run.js";

const overlayPath = new URL("../../examples/grit.overlay.json", import.meta.url).pathname;
const grit = resolveRuleset(overlayPath);

/** Two characters made with the derived ruleset's own creation method, one holding the Pick-axe. */
function fighters() {
  const s = new Session(grit, { seed: "forge" });
  const wren = s.create("random", { name: "Wren" }) as { weapons: unknown[] };
  const cas = s.create("random", { name: "Cas" });
  const overlay = JSON.parse(readFileSync(overlayPath, "utf8")) as { add: { weapons: unknown[] } };
  wren.weapons.push(overlay.add.weapons[0]);
  return [
    { raw: wren, source: "wren.json" },
    { raw: cas, source: "cas.json" },
  ] as const;
}

describe("sim duel under an overlay", () => {
  it("plays with the base's strategy and the overlay's options, the same in 1 and 2 workers", async () => {
    const [a, b] = fighters();
    const req = {
      fighters: [a, b] as [typeof a, typeof b],
      weapons: ["Pick-axe", undefined] as [string, undefined],
      runs: 3000,
      seed: "7",
    };
    const one = await simulateDuel(grit, { ...req, workers: 1 });
    const two = await simulateDuel(grit, { ...req, workers: 2 });
    expect(two).toEqual(one);
    expect(one.ruleset.id).toBe("grit");
    expect(one.sides[0].weapon).toBe("Pick-axe");
    expect(one.sides[0].wins.count + one.sides[1].wins.count + one.draws.count).toBe(3000);
  });

  it("keeps the overlay's hit points: a base Lucky 13 file with 10 HP per die is refused, naming the file", async () => {
    const casimir = JSON.parse(
      readFileSync(new URL("../../examples/duel/casimir.json", import.meta.url), "utf8"),
    );
    const [a] = fighters();
    await expect(
      simulateDuel(grit, { fighters: [a, { raw: casimir, source: "casimir.json" }], runs: 10, seed: "1" }),
    ).rejects.toThrow(/casimir\.json: hp: must be at most/);
  });
});
