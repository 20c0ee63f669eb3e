// What checks, attacks and stealth rolls share: d20 + stat + modifiers (a lone roller, or a group with
// allies) against a rung of the ladder, optionally using an item that costs a supply roll. The three
// actions differ only in how their parameters name the target and the circumstances.
// Dice order: one d20 per member (roller first, then allies), then the item's supply die.

import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { DieRecord, RollRecord } from "../../../engine/roll.js";
import type { Outcomes, Resolution } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  changed,
  characterOf,
  d20Records,
  modifierLog,
  type RollerBonus,
  rollerBonus,
  targetOf,
} from "../bridge.js";
import { type B15Character, type B15Options, findItem, type Item } from "../character/index.js";
import { SUPPLY_SIDES, type SupplyLevel } from "../data/supply.js";
import { type CheckRules, checkOdds, rollCheck } from "../rules/check.js";
import { bandLabel, checkImpossible, type TargetView } from "../rules/ladder.js";
import { format, formatSigned, mul, rat, sub, toNumber } from "../rules/rational.js";
import { OUT_OF_SUPPLIES, rollSupply, supplyOdds } from "../rules/supply.js";
import type { CircumstanceParam, RollerParams, TargetParams } from "./params.js";

export interface CheckInput {
  action: string;
  roller: RollerParams;
  allies: RollerParams[];
  target: TargetParams;
  advantages: CircumstanceParam[];
  disadvantages: CircumstanceParam[];
  gmPermission: boolean;
  item?: { name: string; use: string } | undefined;
  /** Who or what the roll is against, for the log (a defender, an observer). */
  against?: string | undefined;
}

interface SupplyPlan {
  actor: string;
  character: B15Character;
  index: number;
  item: Item;
  level: SupplyLevel;
  rolls: number;
}

interface Prepared {
  rollers: RollerBonus[];
  target: TargetView;
  supply: SupplyPlan | null;
  rules: CheckRules;
}

export function checkRules(o: B15Options): CheckRules {
  return {
    rounding: o.roundingMode,
    groupUsesRawFace: o.groupUsesRawFace,
    groupBonusVsTarget: o.groupBonusVsTarget,
    naturalTwentyAutoSuccess: o.naturalTwentyAutoSuccess,
    naturalOneAutoFailure: o.naturalOneAutoFailure,
    marginTiers: o.marginTiers,
  };
}

/** Whether this use of the item needs a supply roll, and how many (B15-SUP-2, 4, 6). */
function supplyPlan(state: TableState, p: CheckInput, o: B15Options): SupplyPlan | null {
  if (!p.item) return null;
  if (p.roller.actor === undefined)
    throw new EngineError("invalid", "using an item needs an actor who carries it", ["actor"]);
  const character = characterOf(state, p.roller.actor, ["actor"]);
  const { item, index } = findItem(character, p.item.name, ["item", "name"]);
  if (item.supplyDie === null) return null;
  const needs = item.supplyRollUses === "every-use" || item.supplyRollUses.includes(p.item.use);
  if (!needs) return null;
  return {
    actor: p.roller.actor,
    character,
    index,
    item,
    level: item.supplyDie,
    rolls: item.rollsPerUse[p.item.use] ?? o.supplyRollsPerUse,
  };
}

function prepare(state: TableState, p: CheckInput, o: B15Options): Prepared {
  const rollers = [
    rollerBonus(state, p.roller, o, []),
    ...p.allies.map((a, i) => rollerBonus(state, a, o, ["allies", i])),
  ];
  const target = targetOf(p.target, p.advantages, p.disadvantages, o);
  checkImpossible(target, p.gmPermission, o, ["gmPermission"]);
  const supply = supplyPlan(state, p, o);
  if (supply?.level === "empty") {
    throw new EngineError("refused", `${supply.item.name} is ${OUT_OF_SUPPLIES}: resupply it first`, [
      "item",
      "name",
    ]);
  }
  return { rollers, target, supply, rules: checkRules(o) };
}

/** Exact chance of success, and of what the supply die does, before anything is rolled. */
export function exactCheckOdds(state: TableState, p: CheckInput, o: B15Options) {
  const prep = prepare(state, p, o);
  const odds = checkOdds(
    { bonuses: prep.rollers.map((r) => r.bonus), target: prep.target.final },
    prep.rules,
  );
  const supply = prep.supply ? supplyOdds(prep.supply.level, prep.supply.rolls) : null;
  // A supply shortfall spoils the use only when the table says so (B15-SUP-5); the d20 and the
  // supply die are independent, so the chances multiply.
  const success = supply && o.supplyFailBlocksUse ? mul(odds.success, supply.noShortfall) : odds.success;
  return { success, totals: odds.totals, supply, target: prep.target };
}

export function checkOutcomes(state: TableState, p: CheckInput, o: B15Options): Outcomes {
  const { success, totals, supply } = exactCheckOdds(state, p, o);
  const chances: Record<string, number> = {};
  if (supply) {
    chances.supplyStepsDown = toNumber(sub(rat(1), supply.noShortfall));
    chances.outOfSuppliesAfter = toNumber(supply.ends.get("empty") ?? rat(0));
  }
  return {
    partition: { success: toNumber(success), failure: toNumber(sub(rat(1), success)) },
    chances,
    distributions: { total: totals.map(([v, q]) => [v, toNumber(q)]) },
    truncated: 0,
  };
}

function rollerText(r: RollerBonus): string {
  const stat =
    r.stat.id === null && r.stat.label === "no stat"
      ? "no stat"
      : `${r.stat.label} ${formatSigned(rat(r.stat.value))}`;
  const scale = r.stat.scale === "1" ? "" : ` × ${r.stat.scale}`;
  const mods = r.modifiers.map((m) => ` ${formatSigned(m.counts)} ${m.label}`).join("");
  return `${stat}${scale}${mods}`;
}

function targetLog(t: TargetView) {
  return { ...t, bandLabel: bandLabel(t.band), baseBandLabel: bandLabel(t.baseBand) };
}

export function resolveCheck(
  ctx: { state: TableState; options: B15Options; dice: DiceSource; newId(prefix: string): string },
  p: CheckInput,
): Resolution {
  const { state, options: o, dice, newId } = ctx;
  const prep = prepare(state, p, o);
  const names = prep.rollers.map((r) => r.name);
  const check = rollCheck(
    dice,
    { bonuses: prep.rollers.map((r) => r.bonus), target: prep.target.final },
    prep.rules,
    names,
  );
  const events: TableEvent[] = [];
  const dieRecords: DieRecord[] = d20Records(check.side, names, p.action);
  let supply: Record<string, unknown> | null = null;
  let useSucceeds = true;
  if (prep.supply) {
    const s = prep.supply;
    const use = rollSupply(s.level, s.rolls, dice, o.supplyFailBlocksUse, ["item"], s.item.name);
    useSucceeds = use.useSucceeds;
    for (const t of use.throws)
      dieRecords.push({
        role: "supply",
        sides: SUPPLY_SIDES[t.die],
        faces: [t.face],
        value: t.face,
        kept: true,
        exploded: false,
        imploded: false,
        group: s.item.name,
      });
    supply = {
      item: s.item.name,
      use: p.item!.use,
      from: use.from,
      to: use.to,
      faces: use.throws.map((t) => t.face),
      useSucceeds,
    };
    if (use.to !== use.from) {
      const items = s.character.items.map((it, i) => (i === s.index ? { ...it, supplyDie: use.to } : it));
      const faces = use.throws.map((t) => t.face).join(", ");
      events.push(
        changed(s.actor, { ...s.character, items }, [
          `${s.item.name}: supply ${use.from} → ${use.to} (rolled ${faces})${use.to === "empty" ? `, now ${OUT_OF_SUPPLIES}` : ""}`,
        ]),
      );
    }
  }
  const success = check.success && useSucceeds;
  const who = names.length > 1 ? `${names[0]} (with ${names.slice(1).join(", ")})` : names[0]!;
  const verb = success ? "succeeds" : "fails";
  const why =
    !useSucceeds && check.success
      ? " (supplies ran short)"
      : check.decidedBy !== "total"
        ? ` (${check.decidedBy.replace("-", " ")})`
        : ` by ${Math.abs(check.margin)} (${check.tier})`;
  const t = prep.target;
  const roll: RollRecord = {
    id: newId("roll"),
    action: p.action,
    actor: p.roller.actor ?? null,
    summary: `${who}: ${p.action}${p.against ? ` against ${p.against}` : ""}, ${rollerText(prep.rollers[0]!)} → ${check.total} vs ${t.final} (${bandLabel(t.band)}): ${verb}${why}`,
    dice: dieRecords,
    outcome: {
      success,
      total: check.total,
      exactTotal: format(check.side.exact),
      target: t.final,
      margin: check.margin,
      tier: check.tier,
      decidedBy: !useSucceeds && check.success ? "supplies" : check.decidedBy,
      groupBonus: check.side.groupBonus,
      rollers: prep.rollers.map((r, i) => ({
        actor: r.actor,
        name: r.name,
        stat: r.stat,
        modifiers: modifierLog(r),
        face: check.side.faces[i],
        total: format(check.side.totals[i]!),
      })),
      ladder: targetLog(t),
      gmPermission: p.gmPermission,
      supply,
      against: p.against ?? null,
    },
    partition: success ? "success" : "failure",
  };
  events.unshift({ type: "roll", roll });
  // The GM describes every result (B15-RES-1, 2): the note stays open until they do.
  const note = newId("describe");
  events.push({
    type: "note.opened",
    id: note,
    kind: "description",
    text: `GM: describe how ${who} ${verb} (margin ${check.margin >= 0 ? "+" : ""}${check.margin}, ${check.tier})`,
    data: { roll: roll.id, success, margin: check.margin, tier: check.tier },
  });
  return { events, roll };
}
