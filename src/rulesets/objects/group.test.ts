// Objects group fights: the actions resolved on a plain state must play every fight exactly as the
// reference does through a Table and `resolveAction`, on the same dice, attack by attack.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Rng } from "../../dice/index.js";
import type { Focus, GroupRecorder, PreparedGroupFight } from "../../engine/facets/group-fight.js";
import { registry } from "../index.js";
import { objectsEngineGroup, objectsGroup } from "./group.js";

const ruleset = registry.get("objects");
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

/** Evenly matched brawlers: initiative ties are common, so shared slots happen. */
const brawlers = (names: string[]) =>
  names.map((name) => ({
    ...load("objects-foes")[0]! /* Gideon, a copy of Marta */,
    name,
    traits: [],
    attributes: { strength: 4, dexterity: 3, stamina: 2, intelligence: 2, wisdom: 3, charisma: 2 },
  }));

function fights(
  options: Record<string, unknown>,
  focus: [Focus, Focus],
  sides: [unknown[], unknown[]] = [load("objects-party"), load("objects-foes")],
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
  return { fast: objectsGroup.prepare(req), engine: objectsEngineGroup(ruleset, options, req) };
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

describe("Objects group fights: actions on a plain state are the Table's, step by step", () => {
  it("OBJ-INIT-1 OBJ-INIT-2 OBJ-ACT-3 OBJ-DMG-4 book defaults, weakest against strongest", () => {
    const ends = same(fights({}, ["weakest", "strongest"]), 30, "o");
    expect(ends.size).toBeGreaterThan(1);
  }, 60_000);

  it("OBJ-ACT-1 two actions per turn, spread against weakest", () => {
    same(fights({ actionsPerTurn: 2 }, ["spread", "weakest"]), 20, "o2");
  }, 60_000);

  it("OBJ-INIT-5 tied brawlers share slots and act at the same time; both sides may fall", () => {
    const ends = same(
      fights({}, ["weakest", "weakest"], [brawlers(["Ada", "Bea"]), brawlers(["Cas", "Dot"])]),
      80,
      "o5",
    );
    expect(ends.get("null") ?? 0).toBeGreaterThan(0);
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
    expect(() => fights({}, ["weakest", "weakest"], [load("objects-party"), []])).toThrow(/each side/);
  });
});
