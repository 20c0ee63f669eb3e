// Every command the docs show is run, and what it prints is compared with what the page shows, so
// the pages cannot drift from the CLI (issue 18). The convention is in ./transcript.ts: `$ `
// transcripts in ```sh blocks are compared line by line (`…` elides), command lists must exit 0,
// and `<!-- transcript: skip REASON -->` leaves a block out with its reason in the page's source.
//
// Each page runs in a fresh folder holding a copy of examples/ and the repository's bin/ (which
// loads the built dist/: `npm run build` first, as `npm test` does), through /bin/sh as a reader's
// shell would, with `tabula` on the PATH as `npm link` puts it. Output is piped, so no colour.
// Commands run in order (later ones read files earlier ones wrote); the plain `tabula` ones in this
// process (see run()), as the pages change the working folder one at a time.

import { execFile } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { normalise, outputMatches, readTranscripts, type Step, shellWords } from "./transcript.js";

const ROOT = resolve(import.meta.dirname, "../..");
const PAGES = [
  "README.md",
  "docs/api.md",
  "docs/beat15.md",
  "docs/dice-engine.md",
  "docs/lucidity.md",
  "docs/lucky13.md",
  "docs/mutation.md",
  "docs/objects.md",
  "docs/overlays.md",
  "docs/rules-at-the-table.md",
  "web/README.md",
  "src/server/README.md",
];

const folders: string[] = [];
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

function pageFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "tabula-docs-"));
  folders.push(dir);
  cpSync(join(ROOT, "examples"), join(dir, "examples"), { recursive: true });
  symlinkSync(join(ROOT, "bin"), join(dir, "bin"));
  // `tabula` as `npm link` installs it: the repository's bin, from any folder.
  mkdirSync(join(dir, ".path"));
  const shim = join(dir, ".path", "tabula");
  writeFileSync(shim, `#!/bin/sh\nexec node ${JSON.stringify(join(ROOT, "bin/tabula.js"))} "$@"\n`);
  chmodSync(shim, 0o755);
  return dir;
}

interface Ran {
  code: number;
  output: string;
}

/** Runs one command as the reader's shell would, stdout and stderr in the order they came. */
function sh(command: string, cwd: string): Promise<Ran> {
  // A fixed environment: a UTF-8 locale (the pages show Unicode), no FORCE_COLOR from the runner.
  const env = {
    PATH: `${join(cwd, ".path")}:${process.env.PATH ?? "/usr/bin:/bin"}`,
    HOME: cwd,
    LANG: "C.UTF-8",
    TERM: "xterm-256color",
  };
  return new Promise((done) => {
    execFile(
      "/bin/sh",
      ["-c", `exec 2>&1\n${command}`],
      { cwd, env, timeout: 60_000, maxBuffer: 16 << 20 },
      (error, stdout) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        done({ code, output: stdout });
      },
    );
  });
}

type Main = (argv: string[], io: object) => Promise<number>;
let cliMain: Main | null = null;

/**
 * A `node bin/tabula.js …` or `tabula …` command with nothing but words and quotes is run in this
 * process through the CLI's own `main` (what bin/tabula.js calls), in the page's folder: a hundred
 * node starts would take most of a minute on a busy machine. Anything else goes to the shell.
 */
async function run(command: string, cwd: string): Promise<Ran> {
  const words = shellWords(command);
  const argv =
    words?.[0] === "node" && words[1] === "bin/tabula.js"
      ? words.slice(2)
      : words?.[0] === "tabula"
        ? words.slice(1)
        : null;
  if (!argv) return sh(command, cwd);
  cliMain ??= ((await import(pathToFileURL(join(ROOT, "dist/cli/main.js")).href)) as { main: Main }).main;
  let output = "";
  const io = {
    out: (t: string) => {
      output += t;
    },
    err: (t: string) => {
      output += t;
    },
    isTTY: false,
    errIsTTY: false,
    env: { LANG: "C.UTF-8", TERM: "xterm-256color" },
    stdin: () => "",
  };
  const before = process.cwd();
  try {
    process.chdir(cwd);
  } catch {
    return sh(command, cwd); // a worker thread may not change folder (vitest's threads pool): the shell can
  }
  try {
    return { code: await cliMain(argv, io), output };
  } finally {
    process.chdir(before);
  }
}

const where = (page: string, s: Step) => `${page}:${s.line}`;

describe("the docs' commands print what the pages show", () => {
  for (const page of PAGES) {
    it(page, async () => {
      const steps = readTranscripts(readFileSync(join(ROOT, page), "utf8"));
      const dir = pageFolder();
      const problems: string[] = [];
      for (const step of steps) {
        if (step.kind === "skip") {
          // The reason must be there for whoever reads the page's source.
          if (step.reason.trim() === "") problems.push(`${where(page, step)}: a skip with no reason`);
          continue;
        }
        if (step.kind === "file") {
          writeFileSync(join(dir, step.name), step.content);
          continue;
        }
        const ran = await run(step.command, dir);
        if (step.kind === "setup" || step.kind === "run") {
          if (ran.code !== 0)
            problems.push(
              `${where(page, step)}: \`${step.command}\` exited ${ran.code}:\n${ran.output.slice(0, 2000)}`,
            );
          continue;
        }
        const actual = ran.output.split("\n");
        if (!outputMatches(step.expected, actual)) {
          problems.push(
            [
              `${where(page, step)}: \`${step.command}\` printed something else (exit ${ran.code}).`,
              "--- the page shows",
              ...normalise(step.expected),
              "--- the command prints",
              ...normalise(actual),
            ].join("\n"),
          );
        }
      }
      expect(problems.join("\n\n")).toBe("");
    });
  }
});

describe("the transcript convention", () => {
  it("reads $ commands with continuations, their output, command lists, skips, files and setup", () => {
    const page = [
      "<!-- transcript: setup cp a b -->",
      "```sh",
      "$ node bin/tabula.js roll 2d6 \\",
      "    --seed 1",
      "2d6 = 6",
      "…",
      "$ node bin/tabula.js roll 1d4 --seed 2",
      "1d4 = …",
      "```",
      "<!-- transcript: skip starts a server -->",
      "",
      "```sh",
      "tabula serve",
      "```",
      "<!-- transcript: file rook.json -->",
      "```json",
      '{"name": "Rook"}',
      "```",
      "```sh",
      "# a comment line",
      "node bin/tabula.js rulesets   # list them",
      "```",
      "```js",
      "roll('2d6')",
      "```",
    ].join("\n");
    expect(readTranscripts(page)).toEqual([
      { kind: "setup", line: 1, command: "cp a b" },
      {
        kind: "transcript",
        line: 3,
        command: "node bin/tabula.js roll 2d6 \\\n    --seed 1",
        expected: ["2d6 = 6", "…"],
      },
      { kind: "transcript", line: 7, command: "node bin/tabula.js roll 1d4 --seed 2", expected: ["1d4 = …"] },
      { kind: "skip", line: 12, reason: "starts a server" },
      { kind: "file", line: 16, name: "rook.json", content: '{"name": "Rook"}\n' },
      { kind: "run", line: 21, command: "node bin/tabula.js rulesets   # list them" },
    ]);
  });

  it("runs plain tabula commands in this process, and anything the shell would act on in the shell", () => {
    expect(
      shellWords(`node bin/tabula.js check x --buy "skill:Sword Fighting" \\\n  --input '{"a":[1]}'  # note`),
    ).toEqual([
      "node",
      "bin/tabula.js",
      "check",
      "x",
      "--buy",
      "skill:Sword Fighting",
      "--input",
      '{"a":[1]}',
    ]);
    expect(shellWords("node bin/tabula.js roll 2d6 | head -1")).toBeNull();
    expect(shellWords("node bin/tabula.js roll 2d6 > out.txt")).toBeNull();
    expect(shellWords('node bin/tabula.js roll "$DICE"')).toBeNull();
    expect(shellWords("cp a b && node bin/tabula.js roll 1d6")).toBeNull();
  });

  it("compares line by line: … alone elides lines, … inside a line elides text, nothing else is loose", () => {
    expect(outputMatches(["a", "…", "d"], ["a", "b", "c", "d"])).toBe(true);
    expect(outputMatches(["a", "…", "d"], ["a", "d"])).toBe(true);
    expect(outputMatches(["a", "…"], ["a"])).toBe(true);
    expect(outputMatches(["seed …; saved"], ["seed 123; saved"])).toBe(true);
    expect(outputMatches(["seed …; saved"], ["seed 123; kept"])).toBe(false);
    expect(outputMatches(["a", "b"], ["a", "c"])).toBe(false);
    expect(outputMatches(["a"], ["a", "b"])).toBe(false);
    expect(outputMatches(["a (1.0)"], ["a (100)"])).toBe(false); // regex characters are literal
    expect(outputMatches(["a  ", ""], ["a", "", ""])).toBe(true); // trailing spaces and blank lines
  });
});
