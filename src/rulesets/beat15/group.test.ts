// Beat-15 group fights: the rule functions must play every fight exactly as the
// reference does through a Table and `resolveAction`, on the same dice, attack by attack.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Rng } from "../../dice/index.js";
import type { Focus, GroupRecorder, PreparedGroupFight } from "../../engine/facets/group-fight.js";
import { registry } from "../index.js";
import { beat15EngineGroup, beat15Group } from "./group.js";

const ruleset = registry.get("beat15");
const load = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../examples/encounter/${name}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>[];

function steps(fight: PreparedGroupFight, seed: string): unknown[][] {
  const out: unknown[][] = [];
  const rec: GroupRecorder = {
    begin: (order) => out.push(["begin", [...order]]),
    attack: (a, t, hit, dmg) => out.push(["attack", a, t, hit, dmg]),
    drop: (c, dead) => out.push(["drop", c, dead]),
    end: (rounds, winner, timeout) => out.push(["end", rounds, winner, timeout]),
  };
  fight.fight(Rng.fromSeed(seed), rec);
  return out;
}

function fights(
  options: Record<string, unknown>,
  focus: [Focus, Focus],
  sides: [unknown[], unknown[]] = [load("beat15-party"), load("beat15-foes")],
  maxRounds = 150,
) {
  const o = ruleset.parseOptions(options);
  const req = {
    options: o,
    sides: [
      sides[0].map((c) => ruleset.character.parse(c, o)),
      sides[1].map((c) => ruleset.character.parse(c, o)),
    ] as [unknown[], unknown[]],
    tactics: [{ focus: focus[0] }, { focus: focus[1] }] as [{ focus: Focus }, { focus: Focus }],
    maxRounds,
  };
  return { fast: beat15Group.prepare(req), engine: beat15EngineGroup(ruleset, options, req) };
}

function same(f: ReturnType<typeof fights>, n: number, prefix: string) {
  const ends = new Map<string, number>();
  let drops = 0;
  for (let i = 0; i < n; i++) {
    const a = steps(f.fast, `${prefix}-${i}`);
    expect(a, `seed ${prefix}-${i}`).toEqual(steps(f.engine, `${prefix}-${i}`));
    const end = a[a.length - 1]!;
    expect(a.filter((s) => s[0] === "end")).toHaveLength(1);
    ends.set(String(end[2]), (ends.get(String(end[2])) ?? 0) + 1);
    drops += a.filter((s) => s[0] === "drop").length;
    if (end[2] !== null && end[3] === false) {
      const dropped = new Set(a.filter((s) => s[0] === "drop").map((s) => s[1]));
      const foes = f.fast.combatants.flatMap((c, k) => (c.side !== end[2] ? [k] : []));
      expect(foes.every((k) => dropped.has(k))).toBe(true);
    }
  }
  expect(drops).toBeGreaterThan(0);
  return ends;
}

describe("Beat-15 group fights: the rule functions are the actions, step by step", () => {
  it("B15-CORE-1 B15-CORE-2 B15-TN-8 B15-GRP-1 B15-CON-3 book defaults, weakest against strongest", () => {
    const ends = same(fights({}, ["weakest", "strongest"]), 60, "b");
    expect(ends.size).toBeGreaterThan(1);
  }, 60_000);

  it("B15-RND-4 Vitality sets the hits that drop a fighter; spread against weakest", () => {
    const f = fights({ vitalityInputs: ["might", "presence"] }, ["spread", "weakest"]);
    same(f, 60, "bv");
    expect(f.fast.notes[0]).toMatch(/their Vitality/);
  }, 60_000);

  it("the side that wins the group contest acts first, each side in listed order", () => {
    const f = fights({}, ["weakest", "weakest"]);
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const begin = steps(f.fast, `o-${i}`)[0]!;
      const order = begin[1] as number[];
      firsts.add(f.fast.combatants[order[0]!]!.side);
      const sides = order.map((c) => f.fast.combatants[c]!.side);
      expect(sides).toEqual([...sides].sort((a, b) => (a === sides[0] ? 0 : 1) - (b === sides[0] ? 0 : 1)));
    }
    expect(firsts.size).toBe(2);
  }, 60_000);

  it("a round limit cuts fights as draws", () => {
    const f = fights({}, ["spread", "spread"], undefined, 1);
    for (let i = 0; i < 10; i++) {
      const a = steps(f.fast, `cut-${i}`);
      expect(a).toEqual(steps(f.engine, `cut-${i}`));
      const end = a[a.length - 1]!;
      if (end[3]) expect(end).toEqual(["end", 1, null, true]);
    }
  }, 60_000);

  it("refuses a side with no fighters, naming it", () => {
    expect(() => fights({}, ["weakest", "weakest"], [load("beat15-party"), []])).toThrow(/each side/);
  });
});
