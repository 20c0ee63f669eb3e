// Group fights (N against M): the fast loop of each ruleset must play every fight exactly as the
// reference does through the rules' entry points (initiative, attack, nextTurn), on the same dice,
// attack by attack; and the report must count what the fights did.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Rng } from "../../src/dice/index.js";
import type { Focus, GroupRecorder, PreparedGroupFight } from "../../src/engine/facets/group-fight.js";
import { registry } from "../../src/rulesets/index.js";
import { lucidityEngineGroup, lucidityGroup } from "../../src/rulesets/lucidity/group.js";
import { lucky13EngineGroup, lucky13Group } from "../../src/rulesets/lucky13/group.js";
import { chunksOf } from "../../src/sim/chunks.js";
import { simulateGroup } from "../../src/sim/group.js";
import { GroupTally, type GroupTallyData, playGroupChunks } from "../../src/sim/group-tally.js";
import { playInWorkers } from "../../src/sim/pool.js";

const ruleset = registry.get("lucky13");
const load = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../examples/encounter/${name}.json`, import.meta.url), "utf8"),
  ) as unknown[];

/** Every step of one fight, as the recorder hears it. */
function steps(fight: PreparedGroupFight, seed: string): unknown[] {
  const out: unknown[] = [];
  const rec: GroupRecorder = {
    begin: (order) => out.push(["begin", [...order]]),
    attack: (a, t, hit, dmg) => out.push(["attack", a, t, hit, dmg]),
    drop: (c, dead) => out.push(["drop", c, dead]),
    end: (rounds, winner, timeout) => out.push(["end", rounds, winner, timeout]),
  };
  fight.fight(Rng.fromSeed(seed), rec);
  return out;
}

function fights(options: Record<string, unknown>, focus: [Focus, Focus], maxRounds = 60) {
  const o = ruleset.parseOptions(options);
  const req = {
    options: o,
    sides: [
      load("lucky13-party").map((c) => ruleset.character.parse(c, o)),
      load("lucky13-foes").map((c) => ruleset.character.parse(c, o)),
    ] as [unknown[], unknown[]],
    tactics: [{ focus: focus[0] }, { focus: focus[1] }] as [{ focus: Focus }, { focus: Focus }],
    maxRounds,
  };
  return { fast: lucky13Group.prepare(req), engine: lucky13EngineGroup(ruleset, options, req) };
}

describe("Lucky 13 group fights: the fast loop is the reference, step by step", () => {
  const cases: [string, Record<string, unknown>, [Focus, Focus], number?][] = [
    ["book defaults, weakest against strongest", {}, ["weakest", "strongest"]],
    ["L13-CMB-6 two attacks per turn, spread against weakest", { attacksPerTurn: 2 }, ["spread", "weakest"]],
    [
      "L13-INIT-4 roll-offs only, gritty play",
      { initiativeTieBreak: ["rollOff"], playMode: "gritty" },
      ["strongest", "spread"],
    ],
    ["a round limit that cuts fights", {}, ["weakest", "weakest"], 2],
  ];
  for (const [name, options, focus, maxRounds] of cases) {
    it(name, () => {
      const { fast, engine } = fights(options, focus, maxRounds);
      const ends = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const a = steps(fast, `g-${i}`);
        expect(a, `seed g-${i}`).toEqual(steps(engine, `g-${i}`));
        const end = a[a.length - 1] as [string, number, number | null, boolean];
        ends.add(String(end[2]));
        // Each fight ends once, and a winner's foes all dropped.
        expect(a.filter((s) => (s as unknown[])[0] === "end")).toHaveLength(1);
        if (end[2] !== null) {
          const dropped = new Set(
            a.filter((s) => (s as unknown[])[0] === "drop").map((s) => (s as number[])[1]),
          );
          const foes = fast.combatants.flatMap((c, k) => (c.side !== end[2] ? [k] : []));
          expect(foes.every((k) => dropped.has(k))).toBe(true);
        }
      }
      // The seeds are enough to see more than one way a fight ends.
      expect(ends.size).toBeGreaterThan(1);
    }, 60_000);
  }
});

describe("Lucidity group fights: actions on a plain state are the Table's, step by step", () => {
  const luc = registry.get("lucidity");
  const duelFile = (name: string) =>
    JSON.parse(readFileSync(new URL(`../../examples/duel/${name}.json`, import.meta.url), "utf8")) as Record<
      string,
      unknown
    >;
  const cases: [string, Record<string, unknown>, [Focus, Focus]][] = [
    ["book defaults (LUC-ATTR-5 initiative, LUC-ZERO rolls at the round's end)", {}, ["weakest", "spread"]],
    ["the GM's order", { initiativeMode: "gm-order" }, ["strongest", "weakest"]],
  ];
  for (const [name, options, focus] of cases) {
    it(name, () => {
      const o = luc.parseOptions(options);
      const side = (file: string, names: string[]) =>
        names.map((n) => luc.character.parse({ ...duelFile(file), name: n }, o));
      const req = {
        options: o,
        sides: [side("ysolde", ["Ysolde", "Yara"]), side("marek", ["Marek", "Mira", "Mads"])] as [
          unknown[],
          unknown[],
        ],
        tactics: [{ focus: focus[0] }, { focus: focus[1] }] as [{ focus: Focus }, { focus: Focus }],
        maxRounds: 40,
      };
      const fast = lucidityGroup.prepare(req);
      const engine = lucidityEngineGroup(luc, options, req);
      const ends = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const a = steps(fast, `l-${i}`);
        expect(a, `seed l-${i}`).toEqual(steps(engine, `l-${i}`));
        ends.add(String((a[a.length - 1] as unknown[])[2]));
        expect(a.filter((x) => (x as unknown[])[0] === "attack").length).toBeGreaterThan(0);
      }
      expect(ends.size).toBeGreaterThan(0);
    }, 60_000);
  }
});

describe("simulateGroup", () => {
  it("reports per side and per combatant, the same for the same seed", () => {
    const o = ruleset.parseOptions({});
    const run = () =>
      simulateGroup(ruleset, {
        party: load("lucky13-party"),
        foes: load("lucky13-foes"),
        tactics: [{ focus: "weakest" }, { focus: "weakest" }],
        runs: 3000,
        seed: "same",
      });
    const r = run();
    expect(run()).toEqual(r);
    expect(o).toBeTruthy();
    expect(r.fights).toBe(3000);
    const [party, foes] = r.sides;
    expect(party!.wins + foes!.wins + r.draws).toBe(3000);
    expect(party!.winRate.low).toBeLessThanOrEqual(party!.winRate.rate);
    expect(party!.winRate.high).toBeGreaterThanOrEqual(party!.winRate.rate);
    expect(r.combatants).toHaveLength(6);
    // Damage dealt by one side is the damage taken by the other.
    const dealt = (s: 0 | 1) =>
      r.combatants.filter((c) => c.side === s).reduce((t, c) => t + c.damageDealt, 0);
    const taken = (s: 0 | 1) =>
      r.combatants.filter((c) => c.side === s).reduce((t, c) => t + c.damageTaken, 0);
    expect(dealt(0)).toBe(taken(1));
    expect(dealt(1)).toBe(taken(0));
    // Every fight a side loses, all of its fighters dropped.
    for (const c of r.combatants) expect(c.drops).toBeGreaterThanOrEqual(r.sides[c.side]!.losses);
  });

  it("names the side and index of a character file the rules refuse", () => {
    const party = load("lucky13-party");
    (party[1] as Record<string, unknown>).hp = "lots";
    expect(() =>
      simulateGroup(ruleset, {
        party,
        foes: load("lucky13-foes"),
        tactics: [{ focus: "weakest" }, { focus: "weakest" }],
        runs: 10,
        seed: "x",
      }),
    ).toThrow(expect.objectContaining({ path: expect.arrayContaining(["party", 1]) }));
  });

  it("worker threads alone (two, none of the fights on this thread) tally what this thread does (needs the built worker)", async () => {
    const o = ruleset.parseOptions({});
    const request = {
      options: o,
      sides: [
        load("lucky13-party").map((c) => ruleset.character.parse(c, o)),
        load("lucky13-foes").map((c) => ruleset.character.parse(c, o)),
      ] as [unknown[], unknown[]],
      tactics: [{ focus: "strongest" }, { focus: "spread" }] as [{ focus: Focus }, { focus: Focus }],
      maxRounds: 100,
    };
    const chunks = chunksOf(20_500);
    const here = playGroupChunks(lucky13Group.prepare(request), "threads", chunks);
    const there = new GroupTally(6);
    let batches = 0;
    await playInWorkers<GroupTallyData>(
      2,
      { strategy: "lucky13", group: request, seed: "threads" },
      chunks,
      (_f, t) => {
        batches++;
        there.add(t);
      },
    );
    expect(batches).toBeGreaterThan(1);
    expect(there.data()).toEqual(here);
  }, 60_000);
});
