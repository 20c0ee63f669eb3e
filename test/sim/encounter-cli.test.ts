// `tabula sim encounter RULESET party.json foes.json`: the JSON envelope, the text report, the same
// report for the same seed as the API, and refusals with exit code 2 that name the bad input.

import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { registry } from "../../src/rulesets/index.js";
import { simulateGroup } from "../../src/sim/group.js";
import { jsonBody } from "../cli/json.js";

const file = (name: string) =>
  fileURLToPath(new URL(`../../examples/encounter/${name}.json`, import.meta.url));
const PARTY = file("lucky13-party");
const FOES = file("lucky13-foes");

async function run(argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe("tabula sim encounter", () => {
  it("prints the report as JSON in the envelope, equal to the API's for the same seed", async () => {
    const r = await run([
      "sim",
      "encounter",
      "lucky13",
      PARTY,
      FOES,
      "--runs",
      "2000",
      "--seed",
      "e1",
      "--focus-foes",
      "spread",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const j = jsonBody(r.out, "sim-encounter");
    const { readFileSync } = await import("node:fs");
    const api = simulateGroup(registry.get("lucky13"), {
      party: JSON.parse(readFileSync(PARTY, "utf8")),
      foes: JSON.parse(readFileSync(FOES, "utf8")),
      tactics: [{ focus: "weakest" }, { focus: "spread" }],
      runs: 2000,
      seed: "e1",
    });
    expect(j).toEqual(JSON.parse(JSON.stringify(api)));
    expect(j.sides[1].tactics.focus).toBe("spread");
  });

  it("gives the same JSON for a seed with --workers 1 and --workers 2 (needs the built worker)", async () => {
    const args = ["sim", "encounter", "lucky13", PARTY, FOES, "--runs", "30000", "--seed", "w", "--json"];
    const one = await run([...args, "--workers", "1"]);
    const two = await run([...args, "--workers", "2"]);
    expect(two.err).toBe("");
    expect(jsonBody(two.out, "sim-encounter")).toEqual(jsonBody(one.out, "sim-encounter"));
  }, 60_000);

  it("prints each side's win rate and each combatant's line in words", async () => {
    const r = await run(["sim", "encounter", "lucky13", PARTY, FOES, "--runs", "500", "--seed", "e2"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Party \(focus weakest\): wins \d+\.\d% \(95% /m);
    expect(r.out).toMatch(/^Goon boss\s+foes\s+/m);
  });

  it("refuses an unknown focus and another ruleset's files, with exit code 2", async () => {
    let r = await run(["sim", "encounter", "lucky13", PARTY, FOES, "--focus-party", "nearest"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--focus-party must be one of weakest, strongest, spread, not 'nearest'/);
    // Every ruleset has group fights now: Lucky 13 files given to Objects are refused by file.
    r = await run(["sim", "encounter", "objects", PARTY, FOES, "--runs", "10"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/party file 1: invalid character/);
  });
});

describe("tabula sim encounter for Objects, Beat-15 and the Dice Engine", () => {
  for (const id of ["objects", "beat15", "dice-engine"]) {
    it(`${id}: the same JSON with --workers 1 and --workers 2 (needs the built worker), equal to the API's`, async () => {
      const party = file(`${id}-party`);
      const foes = file(`${id}-foes`);
      const args = ["sim", "encounter", id, party, foes, "--runs", "60", "--seed", "w3", "--json"];
      const one = await run([...args, "--workers", "1"]);
      const two = await run([...args, "--workers", "2"]);
      expect(two.err).toBe("");
      const j = jsonBody(two.out, "sim-encounter");
      expect(j).toEqual(jsonBody(one.out, "sim-encounter"));
      const { readFileSync } = await import("node:fs");
      const api = simulateGroup(registry.get(id), {
        party: JSON.parse(readFileSync(party, "utf8")),
        foes: JSON.parse(readFileSync(foes, "utf8")),
        tactics: [{ focus: "weakest" }, { focus: "weakest" }],
        runs: 60,
        seed: "w3",
      });
      expect(j).toEqual(JSON.parse(JSON.stringify(api)));
      // Damage one side deals is what the other takes.
      const sum = (side: number, k: "damageDealt" | "damageTaken") =>
        api.combatants.filter((c) => c.side === side).reduce((t, c) => t + c[k], 0);
      expect(sum(0, "damageDealt")).toBeCloseTo(sum(1, "damageTaken"));
      expect(api.sides[0]!.wins + api.sides[1]!.wins + api.draws).toBe(60);
    }, 120_000);
  }
});
