// The duel simulator's core: reports that depend only on the seed (not on the worker count or the
// order chunks finish in), chunking, the report's arithmetic, and refusals that name the file and
// the field. Worker threads run the built dist/ (`npm test` builds first).

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../src/engine/errors.js";
import type { Ruleset } from "../../src/engine/ruleset.js";
import { registry } from "../../src/rulesets/index.js";
import { CHUNK_SIZE, chunkSeed, chunksOf } from "../../src/sim/chunks.js";
import { playChunk } from "../../src/sim/play.js";
import { spread } from "../../src/sim/report.js";
import { type DuelSimRequest, planDuel, simulateDuel } from "../../src/sim/run.js";
import { Tally } from "../../src/sim/tally.js";
import { toy } from "../engine/toy.js";

const file = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../examples/duel/${name}.json`, import.meta.url), "utf8"));
const lucky13 = registry.get("lucky13");

function request(extra: Partial<DuelSimRequest> = {}): DuelSimRequest {
  return {
    fighters: [
      { raw: file("brunella"), source: "A.json" },
      { raw: file("casimir"), source: "B.json" },
    ],
    runs: 2500,
    seed: "42",
    ...extra,
  };
}

async function refusal(p: Promise<unknown>): Promise<EngineError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("sim duel: reproducible reports", () => {
  it("the same seed gives the same report with 1 and 2 workers (Lucky 13, a part chunk at the end)", async () => {
    const one = await simulateDuel(lucky13, request({ runs: 5500, workers: 1 }));
    const two = await simulateDuel(lucky13, request({ runs: 5500, workers: 2 }));
    expect(two).toEqual(one);
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    expect(one.runs).toBe(5500);
  });

  it("the same seed gives the same report with 1 and 2 workers (Objects, Beat-15, Lucidity)", async () => {
    const cases: [string, [string, string], Partial<DuelSimRequest>][] = [
      ["objects", ["rook", "marta"], { runs: 1100, maxRounds: 10 }],
      [
        "beat15",
        ["bryn", "cole"],
        { runs: 2100, settings: { stat: "might" }, weapons: ["Maul", "Crossbow"] },
      ],
      ["lucidity", ["ysolde", "marek"], { runs: 1100 }],
    ];
    for (const [id, [a, b], extra] of cases) {
      const r = registry.get(id);
      const req = (workers: number) =>
        request({
          fighters: [
            { raw: file(a), source: `${a}.json` },
            { raw: file(b), source: `${b}.json` },
          ],
          workers,
          ...extra,
        });
      expect(await simulateDuel(r, req(2)), id).toEqual(await simulateDuel(r, req(1)));
    }
  });

  it("is deterministic, and another seed gives other fights", async () => {
    const a = await simulateDuel(lucky13, request());
    expect(await simulateDuel(lucky13, request())).toEqual(a);
    const b = await simulateDuel(lucky13, request({ seed: "43" }));
    expect(b.seed).toBe("43");
    expect(b.rounds.distribution).not.toEqual(a.rounds.distribution);
  });

  it("draws and reports a fresh seed when none is given", async () => {
    const r = await simulateDuel(lucky13, { ...request({ runs: 10 }), seed: undefined });
    expect(r.seed).toMatch(/^\d+$/);
    expect(await simulateDuel(lucky13, request({ runs: 10, seed: r.seed }))).toEqual(r);
  });

  it("plays fixed chunks of 1,000 fights, chunk i seeded 'S#i': the report is the sum of its chunks", async () => {
    expect(CHUNK_SIZE).toBe(1000);
    expect(chunksOf(2500)).toEqual([
      { index: 0, fights: 1000 },
      { index: 1, fights: 1000 },
      { index: 2, fights: 500 },
    ]);
    expect(chunkSeed("42", 3)).toBe("42#3");
    const { duel } = planDuel(lucky13, request());
    const tally = new Tally();
    // Any order of chunks adds up to the same tally.
    for (const c of chunksOf(2500).reverse()) tally.add(playChunk(duel, "42", c));
    const r = await simulateDuel(lucky13, request());
    expect(r.sides[0].wins.count).toBe(tally.wins[0]);
    expect(r.sides[1].hits).toBe(tally.hits[1]);
    expect(r.rounds.distribution).toEqual(spread(tally.rounds)!.distribution);
    // The first 1,000 fights of a longer run are the 1,000-fight run.
    const short = await simulateDuel(lucky13, request({ runs: 1000 }));
    expect(short.sides[0].wins.count).toBe(
      new Tally().add(playChunk(duel, "42", { index: 0, fights: 1000 })).wins[0],
    );
  });

  it("reports progress after each chunk, ending at the number of runs", async () => {
    const seen: [number, number][] = [];
    await simulateDuel(lucky13, request({ onProgress: (done, total) => seen.push([done, total]) }));
    expect(seen).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });
});

describe("sim duel: the report", () => {
  it("adds up: wins + draws = runs, rates and intervals agree, damage per hit and rounds", async () => {
    const r = await simulateDuel(lucky13, request());
    const [a, b] = r.sides;
    expect(a.wins.count + b.wins.count + r.draws.count).toBe(r.runs);
    expect(a.drops.count).toBe(b.wins.count); // one-on-one, only one drops per fight
    expect(a.actsFirst.count + b.actsFirst.count).toBe(r.runs);
    expect(a.wins.rate).toBeCloseTo(a.wins.count / r.runs, 12);
    expect(a.wins.interval[0]).toBeLessThan(a.wins.rate);
    expect(a.wins.interval[1]).toBeGreaterThan(a.wins.rate);
    expect(a.deaths.count).toBeLessThanOrEqual(a.drops.count);
    const dmg = a.damagePerHit!;
    expect(dmg.distribution.reduce((s, [, c]) => s + c, 0)).toBe(a.hits);
    expect(dmg.min).toBeGreaterThanOrEqual(2); // L13-CMB-3 L13-CMB-4: margin ≥ 1 plus a Damage die ≥ 1
    expect(r.rounds.distribution.reduce((s, [, c]) => s + c, 0)).toBe(r.runs);
    expect(r).toMatchObject({
      ruleset: { id: "lucky13", name: "Lucky 13" },
      kind: "duel",
      chunkSize: 1000,
      maxRounds: 100,
      unit: "round",
    });
    expect(a).toMatchObject({ name: "Brunella", source: "A.json", weapon: "Broadsword" });
  });

  it("a fight that cannot end in time is cut at the round limit and counted a draw", async () => {
    const r = await simulateDuel(lucky13, request({ maxRounds: 1 }));
    expect(r.draws.timeouts).toBeGreaterThan(0);
    expect(r.draws.count).toBe(r.draws.timeouts + r.draws.bothDown);
    expect(r.rounds.max).toBe(1);
  });

  it("spread: mean, lower median, range and the distribution of a histogram", () => {
    expect(spread([0, 2, 0, 1, 1])).toEqual({
      mean: 2.25,
      median: 1,
      min: 1,
      max: 4,
      distribution: [
        [1, 2],
        [3, 1],
        [4, 1],
      ],
    });
    expect(spread([0, 0])).toBeNull();
  });
});

describe("sim duel: refusals", () => {
  it("runs must be a whole number of at least 1", async () => {
    for (const runs of [0, -5, 1.5]) {
      const e = await refusal(simulateDuel(lucky13, request({ runs })));
      expect(e.path).toEqual(["runs"]);
      expect(e.message).toMatch(/runs must be a whole number from 1/);
    }
    expect((await refusal(simulateDuel(lucky13, request({ workers: 0 })))).path).toEqual(["workers"]);
    expect((await refusal(simulateDuel(lucky13, request({ maxRounds: 0 })))).path).toEqual(["maxRounds"]);
  });

  it("a bad character file is named, with the field at fault", async () => {
    const bad = { ...file("casimir"), abilities: { ...file("casimir").abilities, reflex: "d7" } };
    const e = await refusal(
      simulateDuel(lucky13, request({ fighters: [request().fighters[0], { raw: bad, source: "B.json" }] })),
    );
    expect(e.message).toMatch(/^B\.json: .*abilities\.reflex/);
    expect(e.path).toEqual(["fighters", 1, "abilities", "reflex"]);
    const other = await refusal(
      simulateDuel(
        lucky13,
        request({ fighters: [{ raw: file("rook"), source: "rook.json" }, request().fighters[1]] }),
      ),
    );
    expect(other.message).toMatch(/^rook\.json: a character for objects, not for lucky13 — /);
    expect(other.path.slice(0, 2)).toEqual(["fighters", 0]);
  });

  it("an unknown weapon is named with the file and the weapons the character has", async () => {
    const e = await refusal(simulateDuel(lucky13, request({ weapons: [undefined, "Axe"] })));
    expect(e.message).toBe("B.json: Casimir has no weapon 'Axe' (weapons: Mace, unarmed)");
    expect(e.path).toEqual(["fighters", 1, "weapon"]);
  });

  it("settings for a strategy that takes none are refused, not ignored", async () => {
    const e = await refusal(simulateDuel(lucky13, request({ settings: { stat: "might" } })));
    expect(e.message).toBe("duel settings: Lucky 13 duels take no settings");
    expect(e.path).toEqual(["settings"]);
  });

  it("bad ruleset options are named", async () => {
    const e = await refusal(simulateDuel(lucky13, request({ options: { playMode: "wild" } })));
    expect(e.message).toMatch(/^ruleset options: .*playMode/);
  });

  it("a ruleset without a duel strategy gets a clear error", async () => {
    const e = await refusal(simulateDuel(toy as unknown as Ruleset, request()));
    expect(e.code).toBe("not_found");
    expect(e.message).toBe(
      "the Toy d20 ruleset (toy) has no duel strategy, so its fights cannot be simulated yet (duels: lucky13, beat15, objects, lucidity, dice-engine)",
    );
  });

  it("takes the Ruleset object, not an id: a derived ruleset plays with the strategy it is given", async () => {
    const renamed = { ...lucky13, id: "my-lucky13", name: "My Lucky 13" } as Ruleset;
    await expect(simulateDuel(renamed, request())).rejects.toThrow(/has no duel strategy/);
    const { lucky13Duel } = await import("../../src/rulesets/lucky13/duel.js");
    const r = await simulateDuel(renamed, request({ strategy: lucky13Duel }));
    expect(r.ruleset.id).toBe("my-lucky13");
    const same = await simulateDuel(lucky13, request());
    expect(r.sides).toEqual(same.sides);
  });
});
