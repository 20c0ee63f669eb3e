// The Objects duel plays with the ruleset's combat functions; here the same duels are played through
// the engine — a Table, the initiative, attack and nextTurn actions, events folded into the state —
// and every fight must come out the same, step by step, on the same dice.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Rng } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import {
  type Dice,
  diceSource,
  type FightRecorder,
  type PreparedDuel,
  SIDE_BIT,
} from "../../engine/facets/fight.js";
import { emptyState } from "../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../engine/table.js";
import { fightSteps } from "../../engine/testing/fight-dice.js";
import { registry } from "../index.js";
import { inSharedSlot } from "./actions/slots.js";
import { canAct, healthStates, type ObjCharacter } from "./character/index.js";
import { objectsDuel } from "./duel.js";
import type { ObjOptions } from "./options/schema.js";

const ruleset = registry.get("objects");
const file = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../examples/duel/${name}.json`, import.meta.url), "utf8"));

interface Case {
  options?: Record<string, unknown>;
  a?: unknown;
  b?: unknown;
  weapons?: [string | undefined, string | undefined];
  maxRounds?: number;
}

/** The reference: the same duel through the engine's actions. */
function engineDuel(raw: Record<string, unknown>, fighters: ObjCharacter[], c: Case): PreparedDuel {
  const o = ruleset.parseOptions(raw) as ObjOptions;
  const ids = ["a", "b"] as const;
  const weapons = c.weapons ?? [undefined, undefined];
  const maxRounds = c.maxRounds ?? 100;
  return {
    unit: "round",
    notes: [],
    weapons: ["", ""],
    fight(d: Dice, rec: FightRecorder) {
      const dice = diceSource(d);
      const table = new Table(ruleset, emptyState("objects", raw));
      table.commit(
        fighters.map((f, i) => ({
          type: "character.added" as const,
          character: { id: ids[i]!, name: f.name, owner: null, data: f },
        })),
      );
      const newId = idCounter();
      const act = (name: string, p: unknown) =>
        table.commit(resolveAction(ruleset, table.state, name, p, dice, newId).events);
      const char = (i: 0 | 1) => table.state.characters[ids[i]]!.data as ObjCharacter;
      act("initiative", { participants: [{ character: "a" }, { character: "b" }] });
      const first = table.state.encounter!;
      rec.begin(inSharedSlot(table.state, first.order[0]!) ? null : first.order[0] === "a" ? 0 : 1);
      for (;;) {
        const e = table.state.encounter!;
        if (e.round > maxRounds) return rec.end(maxRounds, 0, 0, true);
        const atk = e.order[e.current] === "a" ? 0 : 1;
        const def = atk === 0 ? 1 : 0;
        const shared = inSharedSlot(table.state, ids[atk]);
        for (let k = 0; k < o.actionsPerTurn; k++) {
          if (!shared && !canAct(char(atk), o)) break;
          if (!canAct(char(def), o)) break;
          const added = act("attack", {
            attacker: ids[atk],
            defender: ids[def],
            ...(weapons[atk] === undefined ? {} : { weapon: weapons[atk] }),
            simultaneous: shared,
          });
          const roll = added.find((x) => x.event.type === "roll")!.event as unknown as {
            roll: { outcome: { outcome: string; damage: number } };
          };
          const hit = roll.roll.outcome.outcome === "hit";
          rec.attack(atk, hit, hit ? roll.roll.outcome.damage : 0);
        }
        // A shared slot ends after its second member (unless dead: nextTurn passes over the dead);
        // anyone down then ends the fight.
        const mateActs = shared && e.current === 0 && !healthStates(char(def), o).dead;
        if (!mateActs) {
          let down = 0;
          let dead = 0;
          for (const side of [0, 1] as const) {
            if (!canAct(char(side), o)) down |= SIDE_BIT[side];
            if (healthStates(char(side), o).dead) dead |= SIDE_BIT[side];
          }
          if (down !== 0) return rec.end(e.round, down, dead, false);
        }
        act("nextTurn", {});
      }
    },
  };
}

function duels(c: Case = {}) {
  const raw = c.options ?? {};
  const o = ruleset.parseOptions(raw) as ObjOptions;
  const fighters = [
    ruleset.character.parse(c.a ?? file("rook"), o),
    ruleset.character.parse(c.b ?? file("marta"), o),
  ] as ObjCharacter[];
  const fast = objectsDuel.prepare({
    options: o,
    fighters: [fighters[0], fighters[1]],
    weapons: c.weapons ?? [undefined, undefined],
    settings: {},
    maxRounds: c.maxRounds ?? 100,
  });
  return { fast, engine: engineDuel(raw, fighters, c) };
}

function sameFights(c: Case, n: number) {
  const { fast, engine } = duels(c);
  const ends = { a: 0, b: 0, both: 0, timeout: 0 };
  for (let seed = 0; seed < n; seed++) {
    const steps = fightSteps(fast, Rng.fromSeed(`obj-${seed}`));
    expect(steps, `seed obj-${seed}`).toEqual(fightSteps(engine, Rng.fromSeed(`obj-${seed}`)));
    const end = steps[steps.length - 1] as { down: number; timeout: boolean };
    if (end.timeout) ends.timeout++;
    else if (end.down === 3) ends.both++;
    else if (end.down === 2) ends.a++;
    else ends.b++;
  }
  return ends;
}

/** Two evenly matched brawlers: initiative ties are common, so shared slots and draws happen. */
const brawler = (name: string) => ({
  ...file("marta"),
  name,
  traits: [],
  attributes: { strength: 4, dexterity: 3, stamina: 2, intelligence: 2, wisdom: 3, charisma: 2 },
});

describe("Objects duel: rule functions = engine actions on the same dice", () => {
  it("OBJ-ACT-4 OBJ-ACT-6 OBJ-DMG-4 OBJ-DMG-5 Rook's Colt against Marta's long sword", () => {
    const ends = sameFights({ maxRounds: 30 }, 120);
    expect(ends.b).toBeGreaterThan(0);
  });

  it("OBJ-INIT-5 tied initiative acts in a shared slot: both may drop, a draw", () => {
    const ends = sameFights({ a: brawler("Ada"), b: brawler("Bea") }, 300);
    expect(ends.both).toBeGreaterThan(0);
  });

  it("OBJ-INIT-5 with initiativeFinalTie random: roll-offs, never a shared slot", () => {
    const ends = sameFights(
      { a: brawler("Ada"), b: brawler("Bea"), options: { initiativeFinalTie: "random" } },
      200,
    );
    expect(ends.both).toBe(0);
  });

  it("OBJ-ACT-1 two actions per turn; OBJ-TRAIT-11 breathing fire; OBJ-EQUIP-18 the sap deals non-lethal damage", () => {
    sameFights({ options: { actionsPerTurn: 2 }, maxRounds: 30 }, 60);
    sameFights({ weapons: ["unarmed", "fire breathing"], maxRounds: 30 }, 60);
    sameFights({ weapons: [undefined, "Sap"], maxRounds: 30 }, 60);
  });

  it("OBJ-EQUIP-7 with trackAmmo the Colt runs dry and can no longer shoot", () => {
    sameFights({ options: { trackAmmo: true }, maxRounds: 40 }, 40);
    // The Colt holds 9 rounds (8 in the clip, 1 chambered): never more than 9 shots can hit.
    const { fast } = duels({ options: { trackAmmo: true }, maxRounds: 40 });
    for (let s = 0; s < 20; s++) {
      const hits = fightSteps(fast, Rng.fromSeed(s)).filter(
        (x) => x.step === "attack" && x.side === 0 && x.hit,
      );
      expect(hits.length).toBeLessThanOrEqual(9);
    }
  });

  it("OBJ-STAT-3 wound penalties shrink pools as Health falls", () => {
    sameFights(
      {
        options: { woundPenalties: [{ healthAtOrBelow: 3, dice: -1 }] },
        a: brawler("Ada"),
        b: brawler("Bea"),
      },
      150,
    );
  });
});

describe("Objects duel: refusals", () => {
  it("names the side and its weapon when the weapon is unknown", () => {
    try {
      duels({ weapons: ["Bazooka", undefined] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).path).toEqual(["fighters", 0, "weapon"]);
      expect((e as EngineError).message).toMatch(/Rook has no weapon 'Bazooka'/);
    }
  });

  it("OBJ-TRAIT-11 only a fire-breather breathes fire", () => {
    expect(() => duels({ weapons: ["fire breathing", undefined] })).toThrow(/Rook cannot breathe fire/);
  });
});
