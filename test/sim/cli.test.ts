// `tabula sim duel`: the JSON shape, the same report on any number of workers, the progress bar
// (on a terminal's stderr only, never with --json), and bad input exiting 2 with a message that
// names the file, the field or the option.

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "../../src/cli/commands/sim.js";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { jsonBody } from "../cli/json.js";

const example = (name: string) => fileURLToPath(new URL(`../../examples/duel/${name}.json`, import.meta.url));
const A = example("brunella");
const B = example("casimir");

/** Runs the CLI into buffers; `errIsTTY` makes stderr look like a terminal. */
async function run(argv: string[], errIsTTY = false) {
  const io = bufferIo();
  const code = await main(argv, Object.assign(io, { errIsTTY }));
  return { code, out: io.stdout(), err: io.stderr() };
}

describe("tabula sim duel", () => {
  it("prints the documented JSON report", async () => {
    const r = await run(["sim", "duel", "lucky13", A, B, "--runs", "1500", "--seed", "7", "--json"]);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    const j = jsonBody(r.out, "sim");
    expect(Object.keys(j)).toEqual([
      "ruleset",
      "kind",
      "seed",
      "runs",
      "chunkSize",
      "maxRounds",
      "unit",
      "sides",
      "draws",
      "rounds",
      "notes",
    ]);
    expect(j).toMatchObject({
      ruleset: { id: "lucky13" },
      kind: "duel",
      seed: "7",
      runs: 1500,
      unit: "round",
    });
    for (const side of j.sides)
      expect(Object.keys(side)).toEqual([
        "name",
        "source",
        "weapon",
        "wins",
        "drops",
        "deaths",
        "actsFirst",
        "attacks",
        "hits",
        "hitRate",
        "damagePerHit",
      ]);
    expect(Object.keys(j.sides[0].wins)).toEqual(["count", "rate", "interval"]);
    expect(Object.keys(j.draws)).toEqual(["count", "rate", "interval", "bothDown", "timeouts"]);
    expect(Object.keys(j.rounds)).toEqual(["mean", "median", "min", "max", "distribution"]);
    expect(Object.keys(j.sides[0].damagePerHit)).toEqual(["mean", "median", "min", "max", "distribution"]);
    expect(j.sides[0].source).toBe(A);
  });

  it("gives the same JSON with --workers 1 and --workers 2", async () => {
    const argv = ["sim", "duel", "lucky13", A, B, "--runs", "3200", "--seed", "x", "--json"];
    const one = await run([...argv, "--workers", "1"]);
    const two = await run([...argv, "--workers", "2"]);
    expect(two.code).toBe(0);
    expect(two.out).toBe(one.out);
  });

  it("prints a readable table, the weapons chosen and the notes", async () => {
    const r = await run([
      "sim",
      "duel",
      "lucky13",
      A,
      B,
      "--runs",
      "1000",
      "--seed",
      "1",
      "--weapon-a",
      "unarmed",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Lucky 13 duel: Brunella \(bare hands\) against Casimir \(Mace\)/);
    expect(r.out).toMatch(/win rate \(95% CI\)/);
    expect(r.out).toMatch(/Rounds to finish: mean/);
    expect(r.out).toMatch(/fights\/s on 1 thread/);
    const beat = await run([
      "sim",
      "duel",
      "beat15",
      example("bryn"),
      example("cole"),
      "--runs",
      "500",
      "--duel",
      '{"stat":"might"}',
    ]);
    expect(beat.code).toBe(0);
    expect(beat.out).toMatch(/Note: the draft defines no damage or health/);
  });

  it("draws a progress bar on a terminal's stderr, and never with --json", async () => {
    const argv = ["sim", "duel", "lucky13", A, B, "--runs", "400000", "--seed", "1"];
    const json = await run([...argv, "--json"], true);
    expect(json.code).toBe(0);
    expect(json.err).toBe("");
    expect(() => JSON.parse(json.out)).not.toThrow();
    const text = await run(argv, true);
    expect(text.code).toBe(0);
    // The bar waits a quarter of a second before it draws, so a fast machine may finish first;
    // whatever is drawn is the bar, and the report itself never carries it.
    if (text.err !== "") expect(text.err).toMatch(/\r {2}\[#*\.*\] +\d+(\.\d+)?% {2}[\d,]+\/400,000 fights/);
    expect(text.out).not.toMatch(/\r|\[#/);
    const piped = await run(argv, false);
    expect(piped.err).toBe("");
  });

  it("the progress bar waits, then draws at most ten times a second, and wipes itself", () => {
    const io = bufferIo();
    const bar = new ProgressBar(io, 0);
    bar.update(10, 100);
    bar.update(20, 100); // too soon after the first: skipped
    bar.update(100, 100); // the last one is always drawn
    bar.clear();
    const frames = io
      .stderr()
      .split("\r")
      .filter((f) => f.includes("fights"));
    expect(frames).toHaveLength(2);
    expect(frames[1]).toMatch(/\[#{30}\] 100\.0% {2}100\/100 fights/);
    expect(io.stderr().endsWith("\r")).toBe(true);
    const quiet = bufferIo();
    const later = new ProgressBar(quiet, 60_000);
    later.update(50, 100);
    later.clear();
    expect(quiet.stderr()).toBe("");
  });

  it("exits 2 with a message naming what is wrong", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tabula-sim-"));
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ ...JSON.parse(readFileSync(B, "utf8")), hp: "lots" }));
    const cases: [string[], RegExp][] = [
      [["sim"], /tabula sim needs a kind of simulation: duel/],
      [["sim", "fight", "lucky13", A, B], /unknown simulation 'fight'/],
      [["sim", "duel", "lucky13", A], /needs a ruleset and two character files/],
      [["sim", "duel", "lucky13", A, B, "--runs", "0"], /--runs must be at least 1/],
      [["sim", "duel", "lucky13", A, B, "--runs", "-3"], /--runs must be at least 1/],
      [["sim", "duel", "lucky13", A, B, "--runs", "many"], /--runs must be a whole number/],
      [["sim", "duel", "lucky13", A, B, "--workers", "0"], /--workers must be at least 1/],
      [["sim", "duel", "lucky13", A, B, "--max-rounds", "0"], /--max-rounds must be at least 1/],
      [["sim", "duel", "nosuch", A, B], /unknown ruleset 'nosuch'/],
      [["sim", "duel", "lucky13", A, join(dir, "missing.json")], /character file not found: .*missing\.json/],
      [["sim", "duel", "lucky13", A, bad], /bad\.json: .*hp/],
      [["sim", "duel", "lucky13", A, B, "--weapon-b", "Axe"], /casimir\.json: Casimir has no weapon 'Axe'/],
      [["sim", "duel", "lucky13", A, B, "--options", "[1]"], /--options must be a JSON object/],
      [
        ["sim", "duel", "beat15", example("bryn"), example("cole")],
        /duel settings: Beat-15 names no combat stat/,
      ],
    ];
    for (const [argv, message] of cases) {
      const r = await run(argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err, argv.join(" ")).toMatch(message);
      expect(r.out).toBe("");
    }
  });

  it("with --json an error is one JSON object naming the field", async () => {
    const r = await run(["sim", "duel", "lucky13", A, B, "--weapon-a", "Spear", "--json"]);
    expect(r.code).toBe(2);
    const j = JSON.parse(r.out);
    expect(j.error).toMatchObject({ code: "invalid", path: ["fighters", 0, "weapon"] });
    expect(j.error.message).toMatch(/brunella\.json: Brunella has no weapon 'Spear'/);
  });

  it("lists sim in the help, with the duels by ruleset", async () => {
    const r = await run(["sim", "--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Usage: tabula sim duel RULESET A\.json B\.json/);
    expect(r.out).toMatch(/lucky13 +Reflex initiative once/);
    expect((await run(["--help"])).out).toMatch(/\bsim\b +simulate many fights/);
  });
});

describe("the progress bar", () => {
  it("draws the share done on one line, and wipes itself before the report", () => {
    const io = bufferIo();
    const bar = new ProgressBar(io, 0);
    bar.update(100_000, 400_000);
    expect(io.stderr()).toMatch(/^\r {2}\[#{8}\.{22}\] +25\.0% {2}100,000\/400,000 fights {2}\d+\.\d s$/);
    bar.update(400_000, 400_000);
    expect(io.stderr()).toContain("100.0%  400,000/400,000 fights");
    bar.clear();
    expect(io.stderr().endsWith(`\r${" ".repeat(100)}\r`)).toBe(true);
  });

  it("draws nothing for a run shorter than its delay", () => {
    const io = bufferIo();
    const bar = new ProgressBar(io, 60_000);
    bar.update(1, 2);
    bar.clear();
    expect(io.stderr()).toBe("");
  });
});
