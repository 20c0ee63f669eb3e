// Dice Engine group fights: one against one, the group loop must play exactly the reference duel's
// fights (duel-reference.ts, the rules' entry points) on the same dice; N against M it must end every
// fight once, with every loser down, and every attack at a foe still up.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Rng } from "../../dice/index.js";
import type { Focus, GroupRecorder, PreparedGroupFight } from "../../engine/facets/group-fight.js";
import { fightSteps } from "../../engine/testing/fight-dice.js";
import { registry } from "../index.js";
import { diceEngineReferenceDuel } from "./duel-reference.js";
import { diceEngineGroup } from "./group.js";

const ruleset = registry.get("dice-engine");
const load = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../examples/encounter/${name}.json`, import.meta.url), "utf8")) as {
    character: unknown;
    equipment: unknown;
  }[];

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

function group(
  party: ReturnType<typeof load>,
  foes: ReturnType<typeof load>,
  focus: [Focus, Focus],
  options: Record<string, unknown> = {},
  maxRounds = 200,
) {
  const o = ruleset.parseOptions(options);
  return diceEngineGroup.prepare({
    options: o,
    sides: [
      party.map((k) => ruleset.character.parse(k.character, o)),
      foes.map((k) => ruleset.character.parse(k.character, o)),
    ],
    equipment: [party.map((k) => k.equipment), foes.map((k) => k.equipment)],
    tactics: [{ focus: focus[0] }, { focus: focus[1] }],
    maxRounds,
  });
}

describe("Dice Engine group fights", () => {
  it("DE-INIT-1 DE-INIT-5 DE-INIT-6 DE-DEATH-2 one against one is the reference duel, step by step", () => {
    const [bruno] = load("dice-engine-party");
    const [ilse] = load("dice-engine-foes");
    const g = group([bruno!], [ilse!], ["weakest", "weakest"]);
    const o = ruleset.parseOptions({});
    const duel = diceEngineReferenceDuel({
      options: o,
      fighters: [ruleset.character.parse(bruno!.character, o), ruleset.character.parse(ilse!.character, o)],
      equipment: [bruno!.equipment, ilse!.equipment],
      weapons: [undefined, undefined],
      settings: {},
      maxRounds: 200,
    });
    const winners = new Set<unknown>();
    for (let i = 0; i < 150; i++) {
      const a = steps(g, `de-${i}`);
      const b = fightSteps(duel, Rng.fromSeed(`de-${i}`));
      // Every attack, by whom, whether it hit and for how much.
      expect(
        a.filter((s) => s[0] === "attack").map((s) => [s[1], s[3], s[4]]),
        `seed de-${i}`,
      ).toEqual(b.filter((s) => s.step === "attack").map((s) => [s.side, s.hit, s.damage]));
      const end = a.at(-1)!;
      const dEnd = b.at(-1) as { rounds: number; down: number; dead: number; timeout: boolean };
      expect([end[1], end[3]]).toEqual([dEnd.rounds, dEnd.timeout]);
      const winner = dEnd.timeout || dEnd.down === 3 ? null : dEnd.down === 2 ? 0 : 1;
      expect(end[2]).toBe(winner);
      winners.add(winner);
      // Who died: the duel's dead bits are the group's drops marked dead.
      const dead = a
        .filter((s) => s[0] === "drop" && s[2] === true)
        .reduce((m, s) => m | (1 << (s[1] as number)), 0);
      expect(dead).toBe(dEnd.dead);
    }
    expect(winners.size).toBeGreaterThan(1);
  }, 60_000);

  it("DE-INIT-6 three against three: each fight ends once, the losers all down, attacks only at foes still up", () => {
    for (const focus of [
      ["weakest", "strongest"],
      ["spread", "weakest"],
    ] as [Focus, Focus][]) {
      const g = group(load("dice-engine-party"), load("dice-engine-foes"), focus);
      const ends = new Set<unknown>();
      for (let i = 0; i < 40; i++) {
        const a = steps(g, `de3-${i}`);
        expect(a.filter((s) => s[0] === "end")).toHaveLength(1);
        const end = a.at(-1)!;
        ends.add(end[2]);
        const dropped = new Set(a.filter((s) => s[0] === "drop").map((s) => s[1]));
        if (end[2] !== null)
          for (const [k, c] of g.combatants.entries())
            if (c.side !== end[2]) expect(dropped.has(k)).toBe(true);
        for (const s of a)
          if (s[0] === "attack")
            expect(g.combatants[s[2] as number]!.side).not.toBe(g.combatants[s[1] as number]!.side);
        // Same seed, same fight.
        expect(steps(g, `de3-${i}`)).toEqual(a);
      }
      expect(ends.size).toBeGreaterThan(1);
    }
  }, 60_000);

  it("refuses a side with no fighters", () => {
    expect(() => group(load("dice-engine-party"), [], ["weakest", "weakest"])).toThrow(/each side/);
  });
});
