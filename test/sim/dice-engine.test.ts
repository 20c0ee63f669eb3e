// `tabula sim duel dice-engine`: character files and kits (a character with its equipment), the
// report in ticks of the initiative tracker, the same report on 1 and 2 workers for a seed, the duel
// settings, and refusals that exit 2 naming the file or the field. Worker threads run the built dist/
// (`npm test` builds first).

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fighterFile } from "../../src/cli/commands/sim.js";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { registry } from "../../src/rulesets/index.js";
import { simulateDuel } from "../../src/sim/run.js";

const example = (name: string) =>
  fileURLToPath(new URL(`../../examples/dice-engine/${name}.json`, import.meta.url));
const BRUNO = example("bruno.kit");
const ILSE = example("ilse.kit");

async function run(argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, Object.assign(io, { errIsTTY: false }));
  return { code, out: io.stdout(), err: io.stderr() };
}

describe("tabula sim duel dice-engine", () => {
  it("plays kits on the tick tracker and prints the report in ticks", async () => {
    const r = await run(["sim", "duel", "dice-engine", BRUNO, ILSE, "--runs", "10000", "--seed", "1"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Dice Engine duel: Bruno Hale \(Hammer\) against Ilse Varn \(Knife\)\n10,000 fights, seed 1, cut at 200 ticks/,
    );
    expect(r.out).toMatch(/Ticks to finish: mean \d+\.\d\d, median \d+/);
    expect(r.out).toMatch(/Damage per hit, Bruno Hale/);
    expect(r.out).toMatch(/Note: Bruno Hale attacks with Hammer heavy:\[2\] \(7 initiative\)/);
    expect(r.out).toMatch(/fights\/s on 1 thread/);
  });

  it("a plain character file fights with the Unarmed Strike; the JSON report says ticks", async () => {
    const r = await run([
      "sim",
      "duel",
      "dice-engine",
      example("bruno"),
      example("wren"),
      "--runs",
      "2000",
      "--seed",
      "w",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({
      ruleset: { id: "dice-engine" },
      kind: "duel",
      runs: 2000,
      unit: "tick",
      maxRounds: 200,
    });
    expect(j.sides.map((s: { weapon: string }) => s.weapon)).toEqual(["Unarmed Strike", "Unarmed Strike"]);
    const total = j.sides[0].wins.count + j.sides[1].wins.count + j.draws.count;
    expect(total).toBe(2000);
    // Deaths are a subset of drops; every fight ended in a drop or at the tick limit.
    for (const s of j.sides) expect(s.deaths.count).toBeLessThanOrEqual(s.drops.count);
    expect(j.rounds.min).toBeGreaterThanOrEqual(0);
  });

  it("gives the same JSON for a seed with --workers 1 and --workers 2", async () => {
    const argv = ["sim", "duel", "dice-engine", BRUNO, ILSE, "--runs", "5500", "--seed", "same", "--json"];
    const one = await run([...argv, "--workers", "1"]);
    const two = await run([...argv, "--workers", "2"]);
    expect(one.code).toBe(0);
    expect(two.err).toBe("");
    expect(two.out).toBe(one.out);
  });

  it("the same seed gives the same report with 1 and 2 workers (the API, with equipment)", async () => {
    const de = registry.get("dice-engine");
    const req = (workers: number) => ({
      fighters: [fighterFile(BRUNO), fighterFile(ILSE)] as [
        ReturnType<typeof fighterFile>,
        ReturnType<typeof fighterFile>,
      ],
      runs: 3100,
      seed: "42",
      workers,
      settings: { attackA: "standard" },
    });
    const one = await simulateDuel(de, req(1));
    const two = await simulateDuel(de, req(2));
    expect(two).toEqual(one);
    expect(one.sides[0].weapon).toBe("Hammer");
    expect(one.notes[0]).toMatch(/Hammer standard \(5 initiative\), as the settings say/);
  });

  it("takes the duel settings and the weapon choice", async () => {
    const r = await run([
      "sim",
      "duel",
      "dice-engine",
      BRUNO,
      ILSE,
      "--runs",
      "500",
      "--weapon-b",
      "unarmed",
      "--duel",
      '{"attackA":"standard"}',
      "--max-rounds",
      "50",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.sides[1].weapon).toBe("Unarmed Strike");
    expect(j.maxRounds).toBe(50);
    expect(j.notes[0]).toMatch(/Hammer standard/);
  });

  it("exits 2 naming the file or the field", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tabula-sim-de-"));
    const kit = join(dir, "brunella.kit.json");
    const brunella = fileURLToPath(new URL("../../examples/duel/brunella.json", import.meta.url));
    writeFileSync(kit, JSON.stringify({ character: brunella, equipment: { weapons: [] } }));
    const cases: [string[], RegExp][] = [
      [
        ["sim", "duel", "dice-engine", BRUNO, ILSE, "--weapon-a", "Axe"],
        /bruno\.kit\.json: Bruno Hale has no weapon "Axe"/,
      ],
      [
        ["sim", "duel", "dice-engine", BRUNO, ILSE, "--duel", '{"attackA":"spray:3"}'],
        /duel settings: Hammer allows standard, heavy attacks, not spray/,
      ],
      [["sim", "duel", "dice-engine", BRUNO, ILSE, "--duel", '{"style":1}'], /duel settings: .*style/],
      [
        ["sim", "duel", "lucky13", kit, brunella],
        /brunella\.kit\.json: Lucky 13 duels take a character file, not equipment/,
      ],
      [
        ["sim", "duel", "dice-engine", example("bruno"), brunella],
        /brunella\.json: a character for lucky13, not for dice-engine/,
      ],
    ];
    for (const [argv, message] of cases) {
      const r = await run(argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err, argv.join(" ")).toMatch(message);
    }
  });

  it("lists Dice Engine among the duels in the help", async () => {
    const r = await run(["sim", "--help"]);
    expect(r.out).toMatch(/dice-engine +1d6 − Logic on the rising tracker/);
    expect(r.out).toMatch(/Dice Engine counts ticks/);
  });
});
