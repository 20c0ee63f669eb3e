// `tabula odds-table`'s activity bar: on stderr while a person watches at a terminal, never through a
// pipe or with --json (issue 18). A terminal is made with util-linux `script`, which runs the command
// on a pseudo-terminal (stdout and stderr both); the built CLI runs (`npm run build` first, as
// `npm test` does). The bar's usual 250 ms delay is set to 0 here, so a fast machine still shows a frame.

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const hasScript = spawnSync("script", ["--version"]).status === 0;
const BAR = /odds-table lucky13 \[[ █]+\] \d+\.\d s/;

function atTerminal(args: string): string {
  return execFileSync("script", ["-qec", `node bin/tabula.js ${args}`, "/dev/null"], {
    cwd: ROOT,
    encoding: "utf8",
    // No delay before the first frame: on a quick machine the table is done inside the usual 250 ms.
    env: { PATH: process.env.PATH, LANG: "C.UTF-8", TERM: "xterm", TABULA_ACTIVITY_DELAY_MS: "0" },
    timeout: 60_000,
  });
}

describe.skipIf(!hasScript || !existsSync(`${ROOT}/dist/cli/odds-table-worker.js`))(
  "odds-table's activity bar",
  () => {
    it("moves on stderr at a terminal, and is wiped before the table", () => {
      const out = atTerminal("odds-table lucky13");
      expect(out).toMatch(BAR);
      // The table comes after the last frame and its wipe, on a clean line.
      const wipe = out.search(/\r {20,}\r/);
      expect(wipe).toBeGreaterThan(out.search(BAR));
      expect(out.indexOf("Lucky 13: ability die")).toBeGreaterThan(wipe);
    });

    it("is not drawn with --json, nor when stdout is a pipe", () => {
      const json = atTerminal("odds-table lucky13 --json");
      expect(json).not.toMatch(/odds-table lucky13 \[/);
      expect(JSON.parse(json.trim()).format).toBe("tabula.odds-table");
      const piped = spawnSync("node", ["bin/tabula.js", "odds-table", "lucky13"], {
        cwd: ROOT,
        encoding: "utf8",
      });
      expect(piped.status).toBe(0);
      expect(piped.stderr).toBe("");
      expect(piped.stdout).toContain("Lucky 13: ability die");
    });
  },
);
