// A Beat-15 duel. The draft gives attack rolls — d20 + stat + modifiers against 15 on the ladder
// (B15-CORE-1, B15-TN-8, 9), meet or beat (B15-CORE-2) — contests with ties rerolled (B15-CON-1..3)
// and supply dice (B15-SUP-1..5), but no damage, health or initiative. So a duel here is a race of
// hits, and what the draft leaves out is a setting, stated in the report's notes:
//   stat       the stat each side attacks with (required: the draft names none; one for both, or a pair);
//   hits       hits that drop a side; default each side's Vitality when the table names its inputs
//              (B15-RND-4), else 3;
//   who acts first  a contest of the same stats (ties rerolled), then turns alternate.
// A weapon is an item of the attacker's sheet: if it tracks supplies, every attack makes its supply
// roll after the d20 (as the attack action does), and an empty item cannot attack (B15-SUP-4).

import { z } from "zod";
import type { DiceSource } from "../../dice/index.js";
import { EngineError, validate } from "../../engine/errors.js";
import {
  type Dice,
  type DuelRequest,
  type DuelStrategy,
  diceSource,
  type FightRecorder,
  type PreparedDuel,
  SIDE_BIT,
  type Side,
} from "../../engine/facets/fight.js";
import { emptyState, type TableState } from "../../engine/state.js";
import { checkRules } from "./actions/check-core.js";
import { rollerBonus, targetOf } from "./bridge.js";
import { type B15Character, type B15Options, derive, findItem } from "./character/index.js";
import type { SupplyLevel } from "./data/supply.js";
import { type CheckRules, type CheckSpec, rollCheck } from "./rules/check.js";
import { type ContestRules, type ContestSide, rollContest } from "./rules/contest.js";
import { checkImpossible } from "./rules/ladder.js";
import { rollSupply } from "./rules/supply.js";

const IDS = ["a", "b"] as const;
export const DEFAULT_HITS = 3;

const stat = z.string().min(1);
export const beat15DuelSettings = z.strictObject({
  /** The stat both sides attack with, or [A's, B's]. */
  stat: z.union([stat, z.tuple([stat, stat])]).optional(),
  /** Hits that drop a side (both), instead of Vitality or 3. */
  hits: z.number().int().min(1).max(1000).optional(),
});

interface Weapon {
  name: string;
  /** The supply die at the start and the rolls one attack costs; null when it tracks no supplies. */
  supply: { level: SupplyLevel; rolls: number } | null;
}

class Beat15Duel implements PreparedDuel {
  readonly unit = "round";
  readonly notes: string[] = [];
  readonly weapons: [string, string];
  private readonly attacks: [CheckSpec, CheckSpec];
  private readonly contest: [ContestSide, ContestSide];
  private readonly rules: CheckRules;
  private readonly contestRules: ContestRules;
  private readonly hitsToDrop: [number, number];
  private readonly gear: [Weapon, Weapon];
  private readonly supply: SupplyLevel[] = ["empty", "empty"];

  constructor(
    private readonly o: B15Options,
    fighters: [B15Character, B15Character],
    choice: [string | undefined, string | undefined],
    raw: unknown,
    private readonly maxRounds: number,
  ) {
    let s: z.infer<typeof beat15DuelSettings>;
    try {
      s = validate(beat15DuelSettings, raw ?? {}, "Beat-15 duel settings");
    } catch (e) {
      if (e instanceof EngineError)
        throw new EngineError(e.code, e.message, ["settings", ...e.path], e.issues);
      throw e;
    }
    const state: TableState = {
      ...emptyState("beat15", o),
      characters: Object.fromEntries(
        fighters.map((c, side) => [IDS[side], { id: IDS[side], name: c.name, owner: null, data: c }]),
      ),
    };
    if (s.stat === undefined) {
      const known = Object.keys(fighters[0].stats).join(", ") || "none";
      throw new EngineError(
        "invalid",
        `Beat-15 names no combat stat: say which one attacks, e.g. {"stat":"might"} (${fighters[0].name}'s stats: ${known})`,
        ["settings", "stat"],
      );
    }
    const stats = typeof s.stat === "string" ? [s.stat, s.stat] : s.stat;
    const roller = (side: Side, includeStat: boolean) => {
      try {
        return rollerBonus(
          state,
          { actor: IDS[side], stat: stats[side]!, statScale: 1, modifiers: [] },
          o,
          [],
          includeStat,
        );
      } catch (e) {
        if (e instanceof EngineError) throw new EngineError(e.code, e.message, ["fighters", side, "stats"]);
        throw e;
      }
    };
    // B15-TN-8, 9: the attack task's rung, with no advantages on either side.
    const target = targetOf({ task: "attack", setBy: "GM" }, [], [], o);
    checkImpossible(target, false, o, ["settings"]);
    this.attacks = [0, 1].map((side) => ({
      bonuses: [roller(side as Side, true).bonus],
      target: target.final,
    })) as [CheckSpec, CheckSpec];
    // B15-CON-1: the contest adds the stat unless the table says otherwise.
    this.contest = [0, 1].map((side) => ({
      name: fighters[side]!.name,
      bonuses: [roller(side as Side, o.contestIncludesStat).bonus],
    })) as [ContestSide, ContestSide];
    this.rules = checkRules(o);
    this.contestRules = {
      rounding: o.roundingMode,
      groupUsesRawFace: o.groupUsesRawFace,
      contestTieReroll: o.contestTieReroll,
    };
    this.hitsToDrop = fighters.map((c) => {
      const vitality = derive(c, o).vitality;
      return s.hits ?? (vitality !== null ? Math.max(1, vitality) : DEFAULT_HITS);
    }) as [number, number];
    this.gear = fighters.map((c, side) => {
      const name = choice[side];
      if (name === undefined) return { name: "none", supply: null };
      try {
        const { item } = findItem(c, name, ["weapon"]);
        const needs = item.supplyRollUses === "every-use" || item.supplyRollUses.includes("attack");
        const supply =
          item.supplyDie !== null && needs
            ? { level: item.supplyDie, rolls: item.rollsPerUse.attack ?? o.supplyRollsPerUse }
            : null;
        return { name: item.name, supply };
      } catch (e) {
        if (e instanceof EngineError) throw new EngineError(e.code, e.message, ["fighters", side, "weapon"]);
        throw e;
      }
    }) as [Weapon, Weapon];
    this.weapons = [this.gear[0].name, this.gear[1].name];
    this.notes.push(
      `the draft defines no damage or health: every successful attack counts as 1 hit, and a side drops after ${this.hitsToDrop[0]} (A) / ${this.hitsToDrop[1]} (B) hits${s.hits !== undefined ? " (duel settings)" : o.vitalityInputs ? " (Vitality)" : ""}`,
      `the draft has no initiative: a contest of the attack stats (ties rerolled) decides who attacks first, then turns alternate; attacks against ${target.final}`,
    );
  }

  /** One attack: the d20, then the weapon's supply roll (B15-SUP-2..5); an empty weapon cannot attack. */
  private attack(atk: Side, dice: DiceSource, rec: FightRecorder): boolean {
    const gear = this.gear[atk];
    if (gear.supply && this.supply[atk] === "empty") return false;
    const check = rollCheck(dice, this.attacks[atk], this.rules);
    let hit = check.success;
    if (gear.supply) {
      const use = rollSupply(this.supply[atk]!, gear.supply.rolls, dice, this.o.supplyFailBlocksUse);
      this.supply[atk] = use.to;
      hit = hit && use.useSucceeds;
    }
    rec.attack(atk, hit, hit ? 1 : 0);
    return hit;
  }

  fight(d: Dice, rec: FightRecorder): void {
    const dice = diceSource(d);
    const hits = [0, 0];
    this.supply[0] = this.gear[0].supply?.level ?? "empty";
    this.supply[1] = this.gear[1].supply?.level ?? "empty";
    const first = rollContest(this.contest, dice, this.contestRules).winner as Side;
    rec.begin(first);
    for (let round = 1; round <= this.maxRounds; round++) {
      for (const atk of [first, first === 0 ? 1 : 0] as const) {
        const def: Side = atk === 0 ? 1 : 0;
        if (this.attack(atk, dice, rec) && ++hits[def]! >= this.hitsToDrop[def]) {
          rec.end(round, SIDE_BIT[def], 0, false);
          return;
        }
      }
    }
    rec.end(this.maxRounds, 0, 0, true);
  }
}

export const beat15Duel: DuelStrategy = {
  ruleset: "beat15",
  summary:
    "a race of attack rolls (d20 + stat against 15, meet or beat); a contest decides who starts; a side drops after Vitality (or 3) hits — the draft has no damage",
  settings: {
    help: 'the stat both sides attack with ("stat", required: the draft names no combat stat; or [A\'s, B\'s]), and the hits that drop a side ("hits", default Vitality or 3)',
    example: { stat: "might" },
    required: true,
  },
  prepare: (req: DuelRequest) =>
    new Beat15Duel(
      req.options as B15Options,
      req.fighters as [B15Character, B15Character],
      req.weapons,
      req.settings,
      req.maxRounds,
    ),
};
