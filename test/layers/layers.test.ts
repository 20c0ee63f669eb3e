// The layers of the design (web -> server -> store; cli/server -> rulesets -> engine -> dice; the
// designer and the simulator beside the rulesets' consumers) as `npm run layers` checks them with
// dependency-cruiser (.dependency-cruiser.cjs). Up-layer imports have no allowance at all; the
// runtime import circles still in the tree are listed in .dependency-cruiser-known-violations.json
// and may only go away. The last test shows the check can fail: a probe tree with an upward import.

import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CLI = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");

interface Violation {
  rule: { name: string; severity?: string };
  from: string;
  to: string;
}

/** Runs the cruiser over `paths` in `cwd` and returns its violations (it exits 1 when there are some). */
async function cruise(cwd: string, paths: string[], extra: string[] = []): Promise<Violation[]> {
  const args = [CLI, ...paths, "--config", CONFIG, "--output-type", "json", ...extra];
  const out = await run(process.execPath, args, { cwd, maxBuffer: 256 * 1024 * 1024 }).catch(
    (e: { stdout?: string }) => {
      if (typeof e.stdout === "string" && e.stdout.startsWith("{")) return { stdout: e.stdout };
      throw e;
    },
  );
  const { violations } = (JSON.parse(out.stdout) as { summary: { violations: Violation[] } }).summary;
  // Known violations come back too, downgraded to "ignore".
  return violations.filter((v) => v.rule.severity !== "ignore");
}

describe("layers (npm run layers)", () => {
  it("no import runs up a layer, and no import circle is new", async () => {
    const found = await cruise(ROOT, ["src", "web/src"], ["--ignore-known"]);
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 60_000);

  it("the known list holds only circles, never an up-layer import", () => {
    const known = JSON.parse(
      readFileSync(join(ROOT, ".dependency-cruiser-known-violations.json"), "utf8"),
    ) as Violation[];
    expect(known.every((v) => v.rule.name === "no-circular")).toBe(true);
  });

  it("catches an engine file that imports the simulator, and a ruleset named from the designer", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tabula-layers-"));
    try {
      for (const d of ["src/engine", "src/sim", "src/designer", "src/rulesets/toy"])
        mkdirSync(join(dir, d), { recursive: true });
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext" } }));
      writeFileSync(join(dir, "src/sim/tool.ts"), "export const tool = 1;\n");
      writeFileSync(
        join(dir, "src/engine/probe.ts"),
        'import { tool } from "../sim/tool.js";\nexport const p = tool;\n',
      );
      writeFileSync(join(dir, "src/rulesets/toy/odds.ts"), "export const odds = 1;\n");
      writeFileSync(
        join(dir, "src/designer/list.ts"),
        'import { odds } from "../rulesets/toy/odds.js";\nexport const l = odds;\n',
      );
      const found = await cruise(dir, ["src"]);
      expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()).toEqual([
        "designer-sim-use-the-registry: src/designer/list.ts -> src/rulesets/toy/odds.ts",
        "engine-knows-no-ruleset: src/engine/probe.ts -> src/sim/tool.ts",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
