// `tabula check objects` through the real entry point: the empty pool that cannot be attempted, and
// successes counted in words ("1 success", "2 successes").

import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { jsonBody } from "./json.js";

async function run(...argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

const DUEL = (name: string) => fileURLToPath(new URL(`../../examples/duel/${name}.json`, import.meta.url));

describe("tabula check objects: a pool of 0 dice", () => {
  it("OBJ-ROLL-7 --odds says the action cannot be attempted, not 'chance of success 0%'", async () => {
    const r = await run("check", "objects", "--pool", "0", "--difficulty", "1", "--odds");
    expect(r.code).toBe(0);
    expect(r.out).toBe("cannot be attempted: no dice in the pool\n");
  });

  it("OBJ-ROLL-7 --odds --json marks it impossible (and a pool that can be rolled as not)", async () => {
    const j = jsonBody(
      (await run("check", "objects", "--pool", "0", "--difficulty", "1", "--odds", "--json")).out,
    );
    expect(j).toEqual({ ruleset: "objects", chance: 0, successes: [[0, 1]], impossible: true });
    const two = jsonBody(
      (await run("check", "objects", "--pool", "2", "--difficulty", "1", "--odds", "--json")).out,
    );
    expect(two.impossible).toBe(false);
  });

  it("OBJ-ROLL-7 a roll says it once: cannot be attempted, with the reason", async () => {
    const r = await run("check", "objects", "--pool", "0", "--difficulty", "1", "--seed", "1");
    expect(r.out).toBe("cannot be attempted: no dice in the pool\nseed 1\n");
    const j = jsonBody(
      (await run("check", "objects", "--pool", "0", "--difficulty", "1", "--seed", "1", "--json")).out,
    );
    expect(j).toMatchObject({ outcome: "impossible", success: false, successes: 0, dice: [] });
  });

  it("OBJ-ROLL-7 with a character file whose pool is empty: the reason is said once", async () => {
    // Rook (examples/duel) with DEX 1 and no Melee: half of 1 is 0 dice.
    const rook = JSON.parse(fs.readFileSync(DUEL("rook"), "utf8"));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tabula-obj-"));
    try {
      const weak = path.join(dir, "weak.json");
      fs.writeFileSync(weak, JSON.stringify({ ...rook, attributes: { ...rook.attributes, dexterity: 1 } }));
      const args = ["--character", weak, "--attribute", "DEX", "--skill", "Melee", "--difficulty", "1"];
      const r = await run("check", "objects", ...args, "--seed", "2");
      expect(r.code).toBe(0);
      expect(r.out).toBe(
        "Rook rolls DEX + Melee (0 dice, unskilled): cannot be attempted (no dice in the pool)\n  (no dice)\nseed 2\n",
      );
      expect((await run("check", "objects", ...args, "--odds")).out).toBe(
        "cannot be attempted: no dice in the pool\n",
      );
      const j = jsonBody((await run("check", "objects", ...args, "--odds", "--json")).out);
      expect(j).toEqual({ ruleset: "objects", chance: 0, successes: [[0, 1]], impossible: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("tabula check objects: successes in words", () => {
  it("prints 1 success and 2 successes, in rolls and in odds", async () => {
    expect((await run("check", "objects", "--pool", "3", "--difficulty", "2", "--faces", "5,1,2")).out).toBe(
      "failure: 1 success against 2 (d6, 5+)\n  5* 1 2\n",
    );
    expect(
      (await run("check", "objects", "--pool", "3", "--difficulty", "2", "--faces", "5,6,2")).out,
    ).toMatch(/^success: 2 successes against 2/);
    const odds = (await run("check", "objects", "--pool", "2", "--difficulty", "1", "--odds")).out;
    expect(odds).toBe(
      "chance of success 55.5556%\n  0 successes: 44.4444%\n  1 success: 44.4444%\n  2 successes: 11.1111%\n",
    );
  });
});
