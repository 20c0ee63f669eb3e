// `tabula check lucidity` and `tabula character advance` of a Lucidity character through the real
// entry point: dice labels, the Lucidity roll's summary, and the advance log and warnings.

import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

async function run(...argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

const DUEL = (name: string) => fileURLToPath(new URL(`../../examples/duel/${name}.json`, import.meta.url));

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tabula-luc-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of an example character, to advance without touching examples/. */
function copy(name: string): string {
  const p = path.join(dir, `${name}.json`);
  fs.copyFileSync(DUEL(name), p);
  return p;
}

describe("tabula check lucidity: the dice line", () => {
  it("names the d20 once ('d20: 13', not 'd20 d20: 13'), with bare numbers and a character file", async () => {
    const bare = await run(
      "check",
      "lucidity",
      "--stat",
      "2",
      "--target",
      "12",
      "--buffs",
      "1",
      "--faces",
      "13,2",
    );
    expect(bare.out).toBe("success: 17 against 12\n  d20: 13, buff d6: 2\n");
    const sheet = await run(
      "check",
      "lucidity",
      ...[
        "--character",
        DUEL("ysolde"),
        "--attribute",
        "STR",
        "--target",
        "12",
        "--buffs",
        "1",
        "--faces",
        "13,2",
      ],
    );
    expect(sheet.out).toBe("Ysolde's STR check succeeds: 17 against 12\n  d20: 13, buff d6: 2\n");
    const under = await run("check", "lucidity", "--lucidity", "14", "--stat", "1", "--faces", "13");
    expect(under.out).toContain("  lucidity d20: 13\n");
  });

  it("LUC-LUC-7 a character's Lucidity (CON) roll has no made-up purpose ('roll for a Lucidity roll')", async () => {
    const r = await run(
      "check",
      "lucidity",
      ...["--character", DUEL("ysolde"), "--attribute", "CON", "--lucidity", "current", "--faces", "13"],
    );
    expect(r.out).toBe("Ysolde's Lucidity (CON) roll: 13 against 15, success\n  lucidity d20: 13\n");
  });
});

describe("tabula character advance (Lucidity)", () => {
  it("LUC-ADV-1 LUC-ADV-4 --award 12 --reason milestone --buy level:CON: no stale warning, no 'milestone: milestone'", async () => {
    const file = copy("ysolde");
    const r = await run(
      "character",
      "advance",
      file,
      "--award",
      "12",
      "--reason",
      "milestone",
      "--buy",
      "level:CON",
    );
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    expect(r.out).toContain("Ysolde gains 12 XP (milestone): 12 → 24\n");
    expect(r.out).toContain("Ysolde reaches level 2: CON +1 → +2\n");
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(saved.level).toBe(2);
    expect(saved.xpLog.at(-1)).toEqual({ amount: 12, reason: "milestone", note: "", total: 24 });
  });

  it("LUC-ADV-1 an award alone warns about the level still to take; 'milestone: NOTE' keeps both", async () => {
    const file = copy("ysolde");
    const r = await run(
      "character",
      "advance",
      file,
      "--award",
      "12",
      "--reason",
      "milestone: the well",
      "--dry-run",
    );
    expect(r.out).toContain("Ysolde gains 12 XP (milestone: the well): 12 → 24\n");
    expect(r.err).toBe("warning: Ysolde can now reach level 2: choose 1 attribute increase\n");
  });
});
