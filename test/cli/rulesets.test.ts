// The ruleset verbs of the CLI for the rulesets without a CLI test of their own: the documented
// JSON shapes and exit code 2 on bad flags.

import { describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { EngineError } from "../../src/engine/errors.js";
import { registry } from "../../src/rulesets/index.js";
import { jsonBody } from "./json.js";

async function run(...argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe("tabula check lucidity", () => {
  it("rolls d20 + stat against a target with the documented JSON", async () => {
    const r = await run("check", "lucidity", "--stat", "2", "--target", "12", "--faces", "10", "--json");
    expect(r.code).toBe(0);
    const j = jsonBody(r.out);
    expect(j).toMatchObject({ ruleset: "lucidity", success: true, total: 12 });
    expect(j.dice[0].faces).toEqual([10]);
  });

  it("gives exact odds, including the roll-under Lucidity roll", async () => {
    const a = jsonBody(
      (await run("check", "lucidity", "--stat", "0", "--target", "11", "--odds", "--json")).out,
    );
    expect(a.ruleset).toBe("lucidity");
    expect(a.chance).toBeCloseTo(0.5, 12);
    const b = await run("check", "lucidity", "--lucidity", "14", "--stat", "1", "--odds", "--json");
    expect(b.code).toBe(0);
    expect(jsonBody(b.out).chance).toBeGreaterThan(0);
  });

  it("refuses a bad stat with exit code 2", async () => {
    expect((await run("check", "lucidity", "--stat", "x", "--target", "12")).code).toBe(2);
  });
});

describe("tabula check objects", () => {
  it("counts successes on 5+ with the documented JSON and odds", async () => {
    const r = jsonBody(
      (await run("check", "objects", "--pool", "4", "--difficulty", "2", "--faces", "5,6,1,2", "--json")).out,
    );
    expect(r).toMatchObject({ ruleset: "objects", success: true, successes: 2 });
    const o = jsonBody(
      (await run("check", "objects", "--pool", "1", "--difficulty", "1", "--odds", "--json")).out,
    );
    expect(o.chance).toBeCloseTo(1 / 3, 12);
    expect(o.successes).toEqual([
      [0, expect.closeTo(2 / 3, 12)],
      [1, expect.closeTo(1 / 3, 12)],
    ]);
  });
});

describe("tabula rulesets", () => {
  it("lists all five rulesets", async () => {
    const list = jsonBody((await run("rulesets", "--json")).out).rulesets.map((r: { id: string }) => r.id);
    expect(list).toEqual(["lucky13", "beat15", "objects", "lucidity", "dice-engine"]);
  });

  it("every ruleset makes a character from its first creation method", async () => {
    for (const id of ["lucky13", "beat15", "objects", "lucidity", "dice-engine"]) {
      const r = await run("character", "new", id, "--seed", "9", "--json");
      expect(r.code, `${id}: ${r.err}`).toBe(0);
      expect(jsonBody(r.out).character.ruleset).toBe(id);
    }
  });
});

describe("ruleset options: an unknown key", () => {
  it('every ruleset names the key itself (path ["nope"]), in code and on the command line', async () => {
    for (const id of ["lucky13", "beat15", "objects", "lucidity"]) {
      let caught: unknown;
      try {
        registry.get(id).parseOptions({ nope: 1 });
      } catch (e) {
        caught = e;
      }
      expect(caught, id).toBeInstanceOf(EngineError);
      expect((caught as EngineError).path, id).toEqual(["nope"]);
      expect((caught as EngineError).message, id).toMatch(/\bnope: unknown field$/);
      expect((caught as EngineError).message, id).not.toContain("(root)");
    }
    const flags: Record<string, string[]> = {
      lucky13: ["--ability", "d6", "--skill", "d6", "--difficulty", "easy"],
      beat15: ["--stat", "0", "--target", "12"],
      objects: ["--pool", "1", "--difficulty", "1"],
      lucidity: ["--stat", "0", "--target", "12"],
    };
    for (const [id, args] of Object.entries(flags)) {
      const r = await run("check", id, ...args, "--options", '{"nope":1}', "--json");
      expect(r.code, id).toBe(2);
      expect(jsonBody(r.out).error.path, id).toEqual(["nope"]);
    }
  });
});
