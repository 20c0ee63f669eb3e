// The npm package as a user gets it: `npm pack`, install the tarball into a fresh project, import
// it, run every example in docs/ against it, and type-check the TypeScript ones with the shipped
// declarations. Uses no network: see writeProject.

import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docExamples } from "./docs-examples.js";

const root = resolve(import.meta.dirname, "../..");
const examples = docExamples(join(root, "docs"));
let project = "";

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * A project with the tarball installed as npm lays it out (unpacked into node_modules/tabula, its
 * binary linked in node_modules/.bin), and the package's runtime dependencies linked from this
 * repository's node_modules: the non-dev top-level entries of our lock file, so a dependency the
 * package forgot to declare is missing here as it would be for a user. No network and no npm cache
 * needed (`npm ci --offline` depends on what the cache happens to hold).
 */
function writeProject(dir: string, tarball: string): void {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
  };
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({
      name: "pack-check",
      private: true,
      type: "module",
      dependencies: { tabula: `file:${tarball}` },
    }),
  );
  const modules = join(dir, "node_modules");
  const pkg = join(modules, "tabula");
  mkdirSync(pkg, { recursive: true });
  run("tar", ["-xzf", join(dir, tarball), "-C", pkg, "--strip-components=1"], dir);
  for (const [path, entry] of Object.entries(lock.packages)) {
    const name = path.slice("node_modules/".length);
    if (!path.startsWith("node_modules/") || name.includes("/node_modules/") || entry.dev) continue;
    if (!existsSync(join(root, path))) continue; // an optional dependency for another platform
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    symlinkSync(join(root, path), join(modules, name), "dir");
  }
  // What a TypeScript consumer installs beside it for node:assert and the like.
  mkdirSync(join(modules, "@types"), { recursive: true });
  if (!existsSync(join(modules, "@types/node")))
    symlinkSync(join(root, "node_modules/@types/node"), join(modules, "@types/node"), "dir");
  mkdirSync(join(modules, ".bin"));
  symlinkSync("../tabula/bin/tabula.js", join(modules, ".bin/tabula"));
}

beforeAll(() => {
  // `npm test` builds first; a bare `vitest run` may not have.
  if (!existsSync(join(root, "dist/index.js"))) run("npm", ["run", "build"], root);
  project = mkdtempSync(join(tmpdir(), "tabula-pack-"));
  const out = run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", project], root);
  const packed = JSON.parse(out) as { filename: string }[];
  writeProject(project, packed[0]!.filename);
}, 180_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("the tarball's contents (npm pack --dry-run)", () => {
  const files = (): { path: string; size: number }[] => {
    const out = run("npm", ["pack", "--dry-run", "--ignore-scripts", "--json"], root);
    return (JSON.parse(out) as { files: { path: string; size: number }[] }[])[0]!.files;
  };

  it("ships no source maps (the sources they point at are not shipped)", () => {
    expect(files().filter((f) => f.path.endsWith(".map"))).toEqual([]);
  });

  it("ships no tests or test helpers, and nothing that imports vitest", () => {
    const list = files();
    expect(list.filter((f) => /\.test\.|[/\\]testing[/\\]|test-helpers|test-fixtures/.test(f.path))).toEqual(
      [],
    );
    const js = list.filter((f) => f.path.endsWith(".js"));
    expect(js.length).toBeGreaterThan(100);
    const importsVitest = js.filter((f) =>
      /from\s+"vitest"|import\("vitest"\)/.test(readFileSync(join(root, f.path), "utf8")),
    );
    expect(importsVitest.map((f) => f.path)).toEqual([]);
  });

  it("has every subpath export's entry and declarations", () => {
    const paths = new Set(files().map((f) => f.path));
    for (const sub of [
      "index",
      "dice/index",
      "engine/index",
      "rulesets/index",
      "client/index",
      "server/index",
    ]) {
      expect(paths.has(`dist/${sub}.js`), sub).toBe(true);
      expect(paths.has(`dist/${sub}.d.ts`), sub).toBe(true);
    }
  });
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

  it("imports each subpath export, with its types", () => {
    const out = run(
      "node",
      [
        "--input-type=module",
        "-e",
        `import { roll } from "tabula/dice";
         import { Session } from "tabula/engine";
         import { registry } from "tabula/rulesets";
         import { TableSocket } from "tabula/client";
         import { startServer } from "tabula/server";
         console.log([roll, Session, TableSocket, startServer].map((f) => typeof f).join(" "), registry.list().length);`,
      ],
      project,
    );
    expect(out.trim()).toBe("function function function function 5");
    const file = join(project, "subpaths.ts");
    writeFileSync(
      file,
      `import { type RollResult, roll, Rng, rngSource } from "tabula/dice";
       import { Session } from "tabula/engine";
       import { registry } from "tabula/rulesets";
       import { type ServerMessage, TableSocket } from "tabula/client";
       import { type ServerOptions, startServer } from "tabula/server";
       const r: RollResult = roll("2d6", rngSource(Rng.fromSeed(1)));
       const s = new Session(registry.get("lucky13"));
       const hp: number = s.options.hpPerPulseDie;
       const m: ServerMessage["type"] = "welcome";
       const start: (o: ServerOptions) => Promise<unknown> = startServer;
       console.log(r.total, hp, m, typeof TableSocket, typeof start);
      `,
    );
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    run(
      "node",
      [tsc, "--noEmit", "--strict", "--module", "nodenext", "--target", "es2022", "--skipLibCheck", file],
      project,
    );
  });

  it("type-checks every example of docs/api.md under strict, JavaScript ones included, with no casts", () => {
    const api = examples.filter((e) => e.name.startsWith("api.md#"));
    expect(api.length).toBeGreaterThanOrEqual(5);
    const files = api.map((ex) => {
      expect(ex.code, ex.name).not.toMatch(/as unknown|as any/);
      const file = join(project, `strict-${ex.name.replace(/[^a-z0-9]+/gi, "-")}.ts`);
      writeFileSync(file, ex.code);
      return file;
    });
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    const args = ["--noEmit", "--strict", "--module", "nodenext", "--target", "es2022", "--skipLibCheck"];
    run("node", [tsc, ...args, "--types", "node", ...files], project);
  });

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
