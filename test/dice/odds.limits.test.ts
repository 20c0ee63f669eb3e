// The exact-odds budget: questions over it are refused with code too_costly, quickly, and never
// by running out of memory. Questions that could exhaust the heap run in a separate Node process
// (the dice sources transpiled to a temporary directory) with a small heap and a time limit, so a
// failure here is reported instead of taking the test runner down.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contest, isDiceError, odds, Rng, rngSource, roll } from "../../src/dice/index.js";
import { thrown } from "./helpers/common.js";

const SRC = fileURLToPath(new URL("../../src/dice/", import.meta.url));

/** Transpiles src/dice to plain ES modules in a fresh temporary directory. */
function transpileDice(): string {
  const root = mkdtempSync(join(tmpdir(), "tabula-dice-"));
  writeFileSync(join(root, "package.json"), '{ "type": "module" }\n');
  const walk = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(from, entry.name), join(to, entry.name));
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) {
        const js = ts.transpileModule(readFileSync(join(from, entry.name), "utf8"), {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        }).outputText;
        writeFileSync(join(to, entry.name.replace(/\.ts$/, ".js")), js);
      }
    }
  };
  walk(SRC, join(root, "dice"));
  return root;
}

interface Isolated {
  /** "value": odds returned; "dice_error": a DiceError; "other": anything else thrown; "crashed": no answer. */
  outcome: "value" | "dice_error" | "other" | "crashed";
  code?: string;
  ms?: number;
  detail?: string;
}

let built = "";

/** odds(expr, { budget }) in a child process with `heapMb` of heap, killed after `timeoutMs`. */
function isolatedOdds(expr: string, budget: number, timeoutMs = 10_000, heapMb = 256): Isolated {
  const entry = pathToFileURL(join(built, "dice", "index.js")).href;
  const script = `
    const { odds, isDiceError } = await import(${JSON.stringify(entry)});
    const t0 = performance.now();
    let out;
    try {
      odds(${JSON.stringify(expr)}, { budget: ${budget} });
      out = { outcome: "value" };
    } catch (e) {
      out = isDiceError(e) ? { outcome: "dice_error", code: e.code } : { outcome: "other", detail: String(e) };
    }
    out.ms = performance.now() - t0;
    process.stdout.write(JSON.stringify(out));
  `;
  const r = spawnSync(
    process.execPath,
    [`--max-old-space-size=${heapMb}`, "--input-type=module", "-e", script],
    {
      timeout: timeoutMs,
      encoding: "utf8",
    },
  );
  if (r.status === 0 && r.stdout) return JSON.parse(r.stdout) as Isolated;
  const stderr = r.stderr ?? "";
  const why = /heap out of memory|Reached heap limit/.test(stderr)
    ? `ran out of its ${heapMb} MB heap`
    : r.error
      ? `no answer within ${timeoutMs} ms (${String(r.error)})`
      : `exited with ${r.status ?? r.signal}: ${stderr.slice(0, 300)}`;
  return { outcome: "crashed", detail: why };
}

describe("the budget in this process", () => {
  it("10000d10000kh5000 rolls, but its exact odds are refused at once as too costly", () => {
    expect(roll("10000d10000kh5000", rngSource(Rng.fromSeed(1))).dice).toHaveLength(10_000);
    const e = thrown(() => odds("10000d10000kh5000"));
    expect(e.code).toBe("too_costly");
    expect(e.column).toBeNull();
    expect(e.message).toContain("roll it instead");
  });

  it("a smaller budget refuses what the default allows", () => {
    expect(odds("100d6").size).toBe(501);
    expect(thrown(() => odds("100d6", { budget: 1000 })).code).toBe("too_costly");
    expect(odds("3d6", { budget: 1000 }).size).toBe(16);
  });

  it("contest takes a budget too", () => {
    const a = odds("100d20");
    expect(thrown(() => contest(a, a, { budget: 1000 })).code).toBe("too_costly");
    expect(contest(a, a).tie).toBeGreaterThan(0);
  });

  it("a custom die with faces far apart is refused with a DiceError, not a RangeError", () => {
    for (const expr of ["d{1,9999999911}", "d{-999999999999999,999999999999999}", "2d{0,99999999999}kh1"]) {
      let error: unknown;
      try {
        odds(expr, { budget: 1e6 });
      } catch (e) {
        error = e;
      }
      expect(isDiceError(error), `${expr}: ${String(error)}`).toBe(true);
    }
  });

  it("rolling a custom die with faces far apart is fine", () => {
    expect([1, 9999999911]).toContain(roll("d{1,9999999911}", rngSource(Rng.fromSeed(1))).total);
  });
});

describe("the budget under a small heap and a time limit (separate process)", () => {
  beforeAll(() => {
    built = transpileDice();
  });
  afterAll(() => {
    if (built) rmSync(built, { recursive: true, force: true });
  });

  it("the isolated runner answers like this process", () => {
    expect(isolatedOdds("3d6", 1e6)).toMatchObject({ outcome: "value" });
    expect(isolatedOdds("10000d10000kh5000", 1e6)).toMatchObject({
      outcome: "dice_error",
      code: "too_costly",
    });
  });

  // Budget 1e6 is 1/300 of the default: these must be refused up front, by the cost estimate,
  // rather than after the work. How fast that is belongs to the benchmarks, not to a test; the
  // child's timeout only guards against a hang.

  it.each([
    // The loop over chain lengths in explodingPool runs ~ln(1e-15)/ln(1 − 1e-6) ≈ 35 million times
    // before anything is charged: it runs out of heap.
    ["d1000000!>=2kh1", "an exploding keep whose die almost always explodes"],
    ["d100000!>=2kh1", "the same with a tenth of the sides"],
    // poolTotal multiplies the terms' mixture components together before charging anything.
    ["{4d6!+4d6!+4d6!+4d6!}kh1", "a pooled keep over several exploding terms"],
    // settledFace builds and sorts a million-entry map before the faces are charged.
    ["d1000000", "a die of a million sides"],
  ])(
    "%s (%s) is refused as too costly within half a second",
    (expr) => {
      const r = isolatedOdds(expr, 1e6);
      expect(r, JSON.stringify(r)).toMatchObject({ outcome: "dice_error", code: "too_costly" });
    },
    30_000,
  );
});
