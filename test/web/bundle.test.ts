// The built web app's first load: the page's own script must not carry the rulesets' code, which
// each table fetches for its own ruleset (web/src/lib/rulesets.ts). A player joining a Lucky 13
// table from a phone should not download the Dice Engine's catalogue of perks.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const WEB = resolve(import.meta.dirname, "../../dist-web");
const built = existsSync(join(WEB, "index.html"));

/** Text only a ruleset's data has: a Dice Engine perk, and a Lucky 13 creation method's summary. */
const RULESET_MARKERS = ["Get Down Mr President", "place d10, d8, d6, d6, d4 on the five abilities"];

describe.skipIf(!built)("the built web app (npm run build:web)", () => {
  const html = built ? readFileSync(join(WEB, "index.html"), "utf8") : "";
  const entry = /<script[^>]+src="\/?(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  const chunks = built ? readdirSync(join(WEB, "assets")).filter((f) => f.endsWith(".js")) : [];
  const text = (file: string) => readFileSync(join(WEB, file), "utf8");

  it("loads one entry script", () => {
    expect(entry).toBeDefined();
  });

  it("keeps every ruleset's code out of the entry script, in chunks fetched on demand", () => {
    const main = text(entry!);
    for (const marker of RULESET_MARKERS) {
      expect(main.includes(marker), `entry script has "${marker}"`).toBe(false);
      // The marker is real: some lazily loaded chunk carries it.
      expect(
        chunks.some((c) => text(join("assets", c)).includes(marker)),
        marker,
      ).toBe(true);
    }
  });

  it("keeps the entry script under 500 kB (it was 1.1 MB with every ruleset in it)", () => {
    expect(text(entry!).length).toBeLessThan(500_000);
  });
});
