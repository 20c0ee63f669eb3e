// Beat-15 group fights, N against M. The draft has attack rolls (d20 + stat against the attack rung,
// meet or beat: B15-CORE-1, 2, B15-TN-8, 9) and group contests (B15-GRP-1..4, ties rerolled:
// B15-CON-3), but no damage, health or initiative, so the group fight extends the duel (duel.ts):
//   who starts  the GM's order: one group contest, party against foes, each member rolling their
//               attack stat (the best side total + 2 per extra member); the winning side acts first,
//               every round, each side in listed order;
//   attacks     each fighter attacks with their highest stat (the first listed on a tie), at the foe
//               their side's focus picks; a success is 1 hit;
//   drops       a fighter drops after Vitality hits when the table names its inputs (B15-RND-4), else 3.
// The draft has no morale rules: a side fights until all of it has dropped.
//
// `beat15Group` plays the rule functions directly (rollContest, rollCheck); `beat15EngineGroup`, the
// reference, runs the same fight through a Table and the `contest` and `attack` actions by name.
// group.test.ts proves them equal step by step.

import type { DiceSource } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import { type Dice, diceSource } from "../../engine/facets/fight.js";
import {
  type GroupFightStrategy,
  type GroupRecorder,
  type GroupRequest,
  type PreparedGroupFight,
  pickTarget,
} from "../../engine/facets/group-fight.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { emptyState, type TableState } from "../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../engine/table.js";
import { checkRules } from "./actions/check-core.js";
import { contestRules } from "./actions/contest.js";
import { rollerBonus, targetOf } from "./bridge.js";
import { type B15Character, type B15Options, derive } from "./character/index.js";
import { type CheckSpec, rollCheck } from "./rules/check.js";
import { type ContestSide, rollContest } from "./rules/contest.js";
import { checkImpossible } from "./rules/ladder.js";

export const DEFAULT_GROUP_HITS = 3;
const idOf = (c: number) => `c${c}`;
const SIDE_NAMES = ["party", "foes"] as const;

interface Setup {
  fighters: B15Character[];
  sideOf: (0 | 1)[];
  /** Each fighter's attack stat, by id. */
  stats: string[];
  hitsToDrop: number[];
  state: TableState;
  attacks: CheckSpec[];
  contest: ContestSide[];
  combatants: { name: string; side: 0 | 1; weapon: string }[];
  notes: string[];
}

/** The fighter's highest stat; the first listed wins a tie. */
function bestStat(c: B15Character, path: (string | number)[]): string {
  let best: string | null = null;
  for (const [id, v] of Object.entries(c.stats)) if (best === null || v > c.stats[best]!) best = id;
  if (best === null)
    throw new EngineError("invalid", `${c.name} has no stat to attack with`, [...path, "stats"]);
  return best;
}

function setup(req: GroupRequest): Setup {
  const o = req.options as B15Options;
  if (req.sides[0].length === 0 || req.sides[1].length === 0)
    throw new EngineError("invalid", "each side needs at least one fighter", ["sides"]);
  const fighters = [...(req.sides[0] as B15Character[]), ...(req.sides[1] as B15Character[])];
  const sideOf = fighters.map((_, i) => (i < req.sides[0].length ? 0 : 1)) as (0 | 1)[];
  const pathOf = (i: number) => ["sides", sideOf[i]!, i - (sideOf[i] === 0 ? 0 : req.sides[0].length)];
  const state: TableState = {
    ...emptyState("beat15", o),
    characters: Object.fromEntries(
      fighters.map((c, i) => [idOf(i), { id: idOf(i), name: c.name, owner: null, data: c }]),
    ),
  };
  const stats = fighters.map((c, i) => bestStat(c, pathOf(i)));
  const roller = (i: number, includeStat: boolean) =>
    rollerBonus(
      state,
      { actor: idOf(i), stat: stats[i]!, statScale: 1, modifiers: [] },
      o,
      pathOf(i),
      includeStat,
    ).bonus;
  // B15-TN-8, 9: the attack task's rung, with no advantages on either side.
  const target = targetOf({ task: "attack", setBy: "GM" }, [], [], o);
  checkImpossible(target, false, o, ["options"]);
  const attacks = fighters.map((_, i) => ({ bonuses: [roller(i, true)], target: target.final }));
  // B15-GRP-1..4: each side one contest side, its members rolling together.
  const contest = ([0, 1] as const).map((side) => ({
    name: SIDE_NAMES[side],
    bonuses: fighters.flatMap((_, i) => (sideOf[i] === side ? [roller(i, o.contestIncludesStat)] : [])),
  }));
  const hitsToDrop = fighters.map((c) => {
    const vitality = derive(c, o).vitality;
    return vitality !== null ? Math.max(1, vitality) : DEFAULT_GROUP_HITS;
  });
  return {
    fighters,
    sideOf,
    stats,
    hitsToDrop,
    state,
    attacks,
    contest,
    combatants: fighters.map((c, i) => ({ name: c.name, side: sideOf[i]!, weapon: `${stats[i]} attack` })),
    notes: [
      `the draft defines no damage or health: every successful attack counts as 1 hit, and a fighter drops after ${o.vitalityInputs ? "their Vitality in" : DEFAULT_GROUP_HITS} hits`,
      `the draft has no initiative: a group contest of the attack stats (ties rerolled) picks the side that starts, then each side acts in listed order every round; attacks against ${target.final}`,
      "each fighter attacks with their highest stat",
      "the draft has no morale rules: each side fights until all of it has dropped",
    ],
  };
}

/** The rules a fight needs, played by the rule functions or through the actions. */
interface Rules {
  /** The side that acts first. */
  contest(): 0 | 1;
  /** Whether `atk`'s attack on `def` succeeds. */
  attack(atk: number, def: number): boolean;
}

function play(s: Setup, req: GroupRequest, rules: Rules, rec: GroupRecorder): void {
  const { sideOf } = s;
  const n = sideOf.length;
  const hits = new Int32Array(n);
  const left = new Int32Array(n);
  for (let c = 0; c < n; c++) left[c] = s.hitsToDrop[c]!;
  const attacked = new Int32Array(n);
  const up = new Uint8Array(n).fill(1);
  const standing = [0, 0];
  for (const side of sideOf) standing[side]!++;
  const first = rules.contest();
  const order = [...Array(n).keys()].sort(
    (a, b) => (sideOf[a] === first ? 0 : 1) - (sideOf[b] === first ? 0 : 1),
  );
  rec.begin(order);
  const targets: number[] = [];
  for (let round = 1; round <= req.maxRounds; round++) {
    for (const atk of order) {
      if (up[atk] === 0) continue;
      const foe = sideOf[atk] === 0 ? 1 : 0;
      targets.length = 0;
      for (let c = 0; c < n; c++) if (up[c] === 1 && sideOf[c] === foe) targets.push(c);
      const def = pickTarget(req.tactics[sideOf[atk]!].focus, targets, left, attacked);
      attacked[def]!++;
      const hit = rules.attack(atk, def);
      rec.attack(atk, def, hit, hit ? 1 : 0);
      if (!hit) continue;
      hits[def]!++;
      left[def]!--;
      if (hits[def]! < s.hitsToDrop[def]!) continue;
      up[def] = 0;
      rec.drop(def, false);
      if (--standing[foe]! === 0) {
        rec.end(round, sideOf[atk]!, false);
        return;
      }
    }
  }
  rec.end(req.maxRounds, null, true);
}

/** The fast loop: the check and contest rule functions on precomputed bonuses. */
export const beat15Group: GroupFightStrategy = {
  initiative:
    "the GM's order: a group contest of the attack stats (B15-GRP-1..4, ties rerolled) picks the side that starts; each side in listed order",
  prepare(req) {
    const s = setup(req);
    const o = req.options as B15Options;
    const rules = checkRules(o);
    const cRules = contestRules(o);
    return {
      combatants: s.combatants,
      notes: s.notes,
      fight(d: Dice, rec: GroupRecorder) {
        const dice: DiceSource = diceSource(d);
        play(
          s,
          req,
          {
            contest: () => rollContest(s.contest, dice, cRules).winner as 0 | 1,
            attack: (atk) => rollCheck(dice, s.attacks[atk]!, rules).success,
          },
          rec,
        );
      },
    };
  },
};

/** The reference: a Table per fight, the `contest` and `attack` actions by name. */
export function beat15EngineGroup(
  ruleset: Ruleset,
  rawOptions: unknown,
  req: GroupRequest,
): PreparedGroupFight {
  const s = setup(req);
  const member = (i: number) => ({ actor: idOf(i), stat: s.stats[i]! });
  return {
    combatants: s.combatants,
    notes: s.notes,
    fight(d: Dice, rec: GroupRecorder) {
      const dice = diceSource(d);
      const table = new Table(ruleset, emptyState(ruleset.id, rawOptions));
      table.commit(
        s.fighters.map((c, i) => ({
          type: "character.added" as const,
          character: { id: idOf(i), name: c.name, owner: null, data: c },
        })),
      );
      const newId = idCounter();
      const run = (name: string, p: unknown) => {
        const r = resolveAction(ruleset, table.state, name, p, dice, newId);
        table.commit(r.events);
        return r.roll?.outcome as Record<string, unknown>;
      };
      play(
        s,
        req,
        {
          contest: () => {
            const out = run("contest", {
              sides: ([0, 1] as const).map((side) => ({
                name: SIDE_NAMES[side],
                members: s.sideOf.flatMap((sd, i) => (sd === side ? [member(i)] : [])),
              })),
            });
            return out.winner === SIDE_NAMES[0] ? 0 : 1;
          },
          attack: (atk, def) => run("attack", { ...member(atk), defender: idOf(def) }).success === true,
        },
        rec,
      );
    },
  };
}
