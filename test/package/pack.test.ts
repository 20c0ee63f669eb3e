// The npm package as a user gets it: `npm pack`, install the tarball into a fresh project, import
// it, run every example in docs/ against it, and type-check the TypeScript ones with the shipped
// declarations. Installs from npm's local cache only (`--offline`): tests use no network.

import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docExamples } from "./docs-examples.js";

const root = resolve(import.meta.dirname, "../..");
const examples = docExamples(join(root, "docs"));
let project = "";

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * A project depending on the tarball, with a lock file naming the exact versions our own lock
 * resolved for the package's runtime dependencies, so `npm ci --offline` takes them from the
 * cache that installing this repository filled (a plain `npm install` would ask the registry).
 */
function writeProject(dir: string, tarball: string): void {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean; version?: string; dependencies?: Record<string, string> }>;
  };
  const self = lock.packages[""] as { version?: string; dependencies?: Record<string, string> };
  const packages: Record<string, unknown> = {
    "": { name: "pack-check", dependencies: { tabula: `file:${tarball}` } },
    "node_modules/tabula": {
      version: self.version,
      resolved: `file:${tarball}`,
      license: "MIT",
      dependencies: self.dependencies,
      bin: { tabula: "bin/tabula.js" },
      engines: { node: ">=20" },
    },
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path !== "" && !entry.dev && path.startsWith("node_modules/")) packages[path] = entry;
  }
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({
      name: "pack-check",
      private: true,
      type: "module",
      dependencies: { tabula: `file:${tarball}` },
    }),
  );
  writeFileSync(
    join(dir, "package-lock.json"),
    JSON.stringify({ name: "pack-check", lockfileVersion: 3, requires: true, packages }, null, 2),
  );
}

beforeAll(() => {
  // `npm test` builds first; a bare `vitest run` may not have.
  if (!existsSync(join(root, "dist/index.js"))) run("npm", ["run", "build"], root);
  project = mkdtempSync(join(tmpdir(), "tabula-pack-"));
  const out = run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", project], root);
  const packed = JSON.parse(out) as { filename: string }[];
  writeProject(project, packed[0]!.filename);
  run("npm", ["ci", "--offline", "--no-audit", "--no-fund", "--ignore-scripts"], project);
}, 180_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("the npm package", () => {
  it("installs with its binary, declarations and the Lucky 13 licence", () => {
    const pkg = join(project, "node_modules/tabula");
    expect(existsSync(join(pkg, "dist/index.d.ts"))).toBe(true);
    expect(existsSync(join(pkg, "src/rulesets/lucky13/LICENSE-ELF.txt"))).toBe(true);
    expect(existsSync(join(project, "node_modules/.bin/tabula"))).toBe(true);
    // No tests or test helpers ship.
    const dist = readdirSync(join(pkg, "dist"), { recursive: true }) as string[];
    expect(dist.filter((f) => /\.test\.|[/\\]testing[/\\]/.test(f))).toEqual([]);
  });

  it("imports roll, odds, rulesets and Session from 'tabula'", () => {
    const out = run(
      "node",
      [
        "--input-type=module",
        "-e",
        `import { roll, odds, rulesets, Session } from "tabula";
         console.log(typeof roll, typeof odds, typeof Session, rulesets.list().map((r) => r.id).join(","));`,
      ],
      project,
    );
    expect(out.trim()).toMatch(/^function function function .*lucky13/);
  });

  it("runs its binary", () => {
    const out = run(
      join(project, "node_modules/.bin/tabula"),
      ["roll", "2d6", "--seed", "1", "--json"],
      project,
    );
    expect(JSON.parse(out)).toMatchObject({ expression: "2d6" });
  });

  it("has examples in docs/ to run", () => {
    expect(examples.filter((e) => e.lang === "js").length).toBeGreaterThanOrEqual(5);
  });

  for (const ex of examples.filter((e) => e.lang === "js")) {
    it(`runs the example ${ex.name}`, () => {
      const file = join(project, `${ex.name.replace(/[^a-z0-9]+/gi, "-")}.mjs`);
      writeFileSync(file, ex.code);
      // Throws (failing the test with node's stderr) if an assertion in the example fails.
      run("node", [file], project);
    });
  }

  it("type-checks the TypeScript examples against the shipped declarations", () => {
    const ts = examples.filter((e) => e.lang === "ts");
    expect(ts.length).toBeGreaterThan(0);
    const files = ts.map((ex) => {
      const file = join(project, `${ex.name.replace(/[^a-z0-9]+/gi, "-")}.ts`);
      writeFileSync(file, ex.code);
      return file;
    });
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    const args = ["--noEmit", "--strict", "--module", "nodenext", "--target", "es2022", "--skipLibCheck"];
    run("node", [tsc, ...args, ...files], project);
  });
});
