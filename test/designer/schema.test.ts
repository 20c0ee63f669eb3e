// The published JSON Schema of overlays (schemas/overlay.schema.json) is generated from the zod
// schemas the validator uses; this test fails when the two drift apart. To regenerate the file
// after changing an overlay module: UPDATE_SCHEMAS=1 npx vitest run test/designer/schema.test.ts,
// then `npx biome format --write schemas` (the comparison is of the JSON, not of its layout).

import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { overlayJsonSchema } from "../../src/designer/schema.js";
import { OVERLAY_SUPPORTS } from "../../src/designer/supports.js";
import { grit } from "./helpers.js";

const FILE = fileURLToPath(new URL("../../schemas/overlay.schema.json", import.meta.url));
const generated = `${JSON.stringify(overlayJsonSchema(Object.values(OVERLAY_SUPPORTS)), null, 2)}\n`;

describe("schemas/overlay.schema.json", () => {
  it("is the schema generated from the overlay modules", () => {
    if (process.env.UPDATE_SCHEMAS) writeFileSync(FILE, generated);
    expect(JSON.parse(readFileSync(FILE, "utf8"))).toEqual(JSON.parse(generated));
  });

  it("has one branch per base, each naming its catalogues and renameable terms", () => {
    const schema = JSON.parse(generated) as {
      anyOf: { properties: Record<string, { properties?: object; const?: string }> }[];
    };
    const byBase = Object.fromEntries(schema.anyOf.map((b) => [b.properties.base!.const, b.properties]));
    expect(Object.keys(byBase).sort()).toEqual(["beat15", "dice-engine", "lucidity", "lucky13", "objects"]);
    expect(Object.keys(byBase.lucky13!.add!.properties!)).toEqual([
      "skills",
      "backgrounds",
      "impairments",
      "weapons",
      "armor",
    ]);
    expect(Object.keys(byBase.lucky13!.rename!.properties!)).toEqual(["abilities", "skills", "terms"]);
    // Options are documented with the base's own option schema.
    expect(JSON.stringify(byBase.lucky13!.options)).toContain("hpPerPulseDie");
  });

  it("points the example overlay at itself", () => {
    expect(grit().$schema).toBe("../schemas/overlay.schema.json");
  });
});
