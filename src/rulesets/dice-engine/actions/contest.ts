// A contested roll (DE-CONT-1..4): the defender rolls first and its total becomes the attacker's
// DC; the attacker, the side that started the opposed action (DE-CONT-2), succeeds on meeting it.
// Super-critical fails are looked at before the totals, the attacker's first (DE-CONT-3).

import { z } from "zod";
import type { RollRecord } from "../../../engine/roll.js";
import type { Outcomes } from "../../../engine/ruleset.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  type BuiltRoll,
  buildRoll,
  CRIT_WORDS,
  degreesText,
  dieRecords,
  requestedBy,
  rollShape,
} from "../bridge.js";
import { statName } from "../catalogue/stats.js";
import { resolveContest } from "../check/index.js";
import type { Stat } from "../check/stats.js";
import type { DiceEngineOptions } from "../options.js";
import { forced, pairs } from "./odds.js";
import { checkFields, type RolledCheck, rollBuilt } from "./roll.js";

// The attacker is named by `actor` (the side that acts, whose player may send it); the defender by
// `character`, because it is acted upon and its player does not choose to be contested.
export const contestParams = z.strictObject({
  attacker: z.strictObject({ actor: z.string().min(1), ...rollShape }),
  defender: z.strictObject({ character: z.string().min(1), ...rollShape }),
});

export type ContestParams = z.output<typeof contestParams>;

interface Sides {
  attacker: BuiltRoll;
  defender: BuiltRoll;
}

function sides(state: TableState, p: ContestParams, o: DiceEngineOptions): Sides {
  return {
    attacker: buildRoll(state, p.attacker.actor, p.attacker, o, ["attacker"]),
    defender: buildRoll(state, p.defender.character, p.defender, o, ["defender"], { idField: "character" }),
  };
}

/**
 * Outcomes decided before any die: the attacker's automatic failure first, then the defender's
 * (it fails to resist), then automatic successes in the same order. Mirrors DE-CONT-3's order.
 */
function decidedEarly(s: Sides): "attacker" | "defender" | null {
  const a = forced(s.attacker.build);
  const d = forced(s.defender.build);
  if (a === "fail") return "defender";
  if (d === "fail") return "attacker";
  if (a === "success") return "attacker";
  if (d === "success") return "defender";
  return null;
}

export const contestAction = action<ContestParams, DiceEngineOptions, z.input<typeof contestParams>>({
  summary: "a contested roll: the defender rolls first and sets the DC; the attacker meets or beats it",
  params: contestParams,
  examples: [
    contestParams.parse({
      attacker: { actor: "bruno", stat: "strength", purpose: "grapple" },
      defender: { character: "ilse", stat: "agility" },
    }),
    contestParams.parse({
      attacker: { actor: "ilse", stat: "convince", focus: "etiquette", advantage: ["forged papers"] },
      defender: { character: "wren", stat: "intuition", focus: "perception" },
    }),
  ],
  odds({ state, options }, p): Outcomes {
    const s = sides(state, p, options);
    const early = decidedEarly(s);
    if (early) return { partition: { [early]: 1 }, chances: {}, distributions: {}, truncated: 0 };
    const atk = pairs(s.attacker.build.request, options);
    const def = pairs(s.defender.build.request, options);
    let attacker = 0;
    const degrees = new Map<number, number>();
    for (const d of def)
      for (const a of atk) {
        const r = resolveContest(a, d, options);
        const p = a.p * d.p;
        if (r.attackerSucceeds) attacker += p;
        degrees.set(r.dos, (degrees.get(r.dos) ?? 0) + p);
      }
    return {
      partition: { attacker, defender: 1 - attacker },
      chances: {},
      // DE-CONT-4: the attacker's degrees of success (0 when the defender holds).
      distributions: { degrees: [...degrees].sort((x, y) => x[0] - y[0]) },
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const s = sides(state, p, options);
    const early = decidedEarly(s);
    const aName = s.attacker.character.name;
    const dName = s.defender.character.name;
    let def: RolledCheck | null = null;
    let atk: RolledCheck | null = null;
    let winner: "attacker" | "defender";
    let reason: string;
    let dos = 0;
    if (early) {
      winner = early;
      reason = "forced";
    } else {
      // DE-CONT-1: the defender's dice are thrown first, then the attacker's against that total.
      def = rollBuilt(s.defender.build, options, dice);
      // Each side is rolled without a DC: the contest, not a single check, decides who succeeds.
      atk = rollBuilt(s.attacker.build, options, dice);
      const r = resolveContest(atk.result!, def.result!, options);
      winner = r.attackerSucceeds ? "attacker" : "defender";
      reason = r.reason;
      dos = r.dos;
    }
    const describe = (name: string, stat: Stat, r: RolledCheck | null) =>
      r?.result
        ? `${name}'s ${statName(stat)} ${r.result.total}${CRIT_WORDS[r.result.crit] ? ` (${CRIT_WORDS[r.result.crit]})` : ""}`
        : `${name} (no roll)`;
    const verdict =
      winner === "attacker"
        ? `${aName} succeeds${dos > 0 ? ` by ${degreesText(dos)}` : ""}`
        : `${dName} holds`;
    const roll: RollRecord = {
      id: newId("roll"),
      action: "contest",
      actor: p.attacker.actor,
      summary: `Contest: ${describe(aName, p.attacker.stat, atk)} against ${describe(dName, p.defender.stat, def)}: ${verdict}`,
      dice: [
        ...(def?.result ? dieRecords(def.result, `defender: ${dName}`) : []),
        ...(atk?.result ? dieRecords(atk.result, `attacker: ${aName}`) : []),
      ],
      outcome: {
        winner,
        reason,
        dos,
        attacker: {
          actor: p.attacker.actor,
          stat: p.attacker.stat,
          ...(atk ? checkFields(s.attacker.build, atk) : { forced: forced(s.attacker.build) }),
        },
        defender: {
          character: p.defender.character,
          stat: p.defender.stat,
          ...(def ? checkFields(s.defender.build, def) : { forced: forced(s.defender.build) }),
        },
        requestedBy: requestedBy(state, p.attacker.actor),
      },
      partition: winner,
    };
    return { events: [{ type: "roll", roll }], roll };
  },
});
