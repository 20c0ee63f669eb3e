import { execFileSync, spawnSync } from "node:child_process";
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

describe("tabula roll", () => {
  it("prints the documented JSON shape", async () => {
    const r = await run("roll", "4d6kh3", "--seed", "42", "--json");
    expect(r.code).toBe(0);
    const j = jsonBody(r.out);
    expect(Object.keys(j)).toEqual(["expression", "canonical", "total", "seed", "dice"]);
    expect(j.seed).toBe("42");
    expect(j.dice).toHaveLength(4);
    for (const d of j.dice) {
      expect(Object.keys(d).sort()).toEqual(
        ["critical", "die", "exploded", "kept", "rerolled", "sides", "success", "value"].sort(),
      );
    }
    expect(j.dice.filter((d: { kept: boolean }) => d.kept)).toHaveLength(3);
  });

  it("gives the same roll for the same seed", async () => {
    const a = await run("roll", "10d10!kh3", "--seed", "table-7", "--json");
    const b = await run("roll", "10d10!kh3", "--seed", "table-7", "--json");
    expect(a.out).toBe(b.out);
  });

  it("uses given faces in order", async () => {
    const r = await run("roll", "4d6kh3", "--faces", "1,5,3,6", "--json");
    const j = jsonBody(r.out);
    expect(j.total).toBe(14);
    expect(j.seed).toBeNull();
    expect(j.dice.map((d: { kept: boolean }) => d.kept)).toEqual([false, true, true, true]);
  });

  it("refuses a face the die cannot show, with exit code 2", async () => {
    const r = await run("roll", "2d6", "--faces", "3,7", "--json");
    expect(r.code).toBe(2);
    expect(jsonBody(r.out).error.code).toBe("bad_face");
  });

  it("points at the column of a notation error", async () => {
    const r = await run("roll", "2d6 kh1");
    expect(r.code).toBe(2);
    expect(r.err).toContain("column 5");
    expect(r.err).toContain("      ^");
  });

  it("reports notation errors as JSON data with --json", async () => {
    // (4d6khkh is taken now, as rpg-dice-roller takes it; a reroll given twice is not.)
    const r = await run("roll", "4d6r1r1", "--json");
    expect(r.code).toBe(2);
    const e = jsonBody(r.out).error;
    expect(e.code).toBe("duplicate_modifier");
    expect(e.column).toBe(6);
  });

  it("rejects unknown options and missing expressions with exit code 2", async () => {
    expect((await run("roll", "2d6", "--sed", "1")).code).toBe(2);
    expect((await run("roll")).code).toBe(2);
    expect((await run("roll", "2d6", "--seed", "1", "--faces", "1,2")).code).toBe(2);
  });

  it("reads an expression that starts with a minus sign", async () => {
    const r = await run("roll", "-1d6+7", "--seed", "1", "--json");
    expect(r.code).toBe(0);
    expect(jsonBody(r.out).total).toBeGreaterThanOrEqual(1);
  });

  it("explains every die in the text output", async () => {
    const r = await run("roll", "4d6kh3", "--faces", "1,5,3,6");
    expect(r.out).toBe("4d6kh3 = 14\n  4d6kh3: (1) 5 3 6 → 14\n");
  });
});

describe("tabula odds", () => {
  it("prints the documented JSON shape with the optional parts", async () => {
    const r = await run("odds", "3d6", "--at-least", "10", "--at-most", "4", "--vs", "3d6", "--json");
    expect(r.code).toBe(0);
    const j = jsonBody(r.out);
    expect(j.canonical).toBe("3d6");
    expect(j.min).toBe(3);
    expect(j.max).toBe(18);
    expect(j.mean).toBeCloseTo(10.5, 12);
    expect(j.truncated).toBe(0);
    expect(j.distribution).toHaveLength(16);
    expect(j.atLeast).toBeCloseTo(0.625, 12);
    expect(j.atMost).toBeCloseTo(4 / 216, 12);
    expect(j.vs.tie + j.vs.win + j.vs.lose).toBeCloseTo(1, 12);
    expect(j.vs.win).toBeCloseTo(j.vs.lose, 12);
  });

  it("leaves out the optional parts when not asked", async () => {
    const j = jsonBody((await run("odds", "2d20kh1", "--json")).out);
    expect(Object.keys(j)).toEqual([
      "expression",
      "canonical",
      "min",
      "max",
      "mean",
      "stdev",
      "truncated",
      "distribution",
    ]);
  });

  it("prints a readable table with a bar per value", async () => {
    const r = await run("odds", "2d6");
    expect(r.out).toContain("mean 7.0000");
    expect(r.out.split("\n").filter((l) => l.includes("█"))).toHaveLength(11);
  });

  it("refuses an exact-odds question over the budget, up front", async () => {
    const r = await run("odds", "10000d10000kh5000", "--json");
    expect(r.code).toBe(2);
    expect(jsonBody(r.out).error.code).toBe("too_costly");
  });
});

describe("tabula", () => {
  it("lists its commands and has help on each", async () => {
    const top = await run("--help");
    expect(top.out).toContain("roll");
    expect(top.out).toContain("odds");
    for (const c of ["roll", "odds"]) {
      const h = await run(c, "--help");
      expect(h.code).toBe(0);
      expect(h.out).toContain(`Usage: tabula ${c}`);
      expect(h.out).toContain("--json");
    }
  });

  it("exits 2 on an unknown command", async () => {
    expect((await run("rol", "2d6")).code).toBe(2);
  });

  it("runs as a real process through bin/tabula.js", () => {
    const bin = fileURLToPath(new URL("../../bin/tabula.js", import.meta.url));
    const out = execFileSync(process.execPath, [bin, "roll", "3d6", "--seed", "5", "--json"], {
      encoding: "utf8",
    });
    expect(jsonBody(out).total).toBeGreaterThanOrEqual(3);
    const bad = spawnSync(process.execPath, [bin, "odds", "d6d"], { encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("column 3");
  });
});
