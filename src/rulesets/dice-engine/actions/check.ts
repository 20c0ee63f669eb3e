// A check (DE-ROLL-4/5, DE-STAT-3, DE-FOCUS-*, DE-ADV-*, DE-PROF-*, DE-UNSK-*, DE-CRIT-*, DE-DOS-*):
// one character rolls one stat, built from the character file through `buildCheck` so its training,
// focus rating, fatigue and perks apply, against the GM's DC (possibly hidden, DE-ROLL-6); a
// perception check also takes what light, obstruction and lost senses do to it (DE-SENSE-1..3).

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  type BuiltRoll,
  buildRoll,
  CRIT_WORDS,
  characterOf,
  controllerOf,
  degreesText,
  dieRecords,
  refusedAt,
  requestedBy,
  rollShape,
} from "../bridge.js";
import { statName } from "../catalogue/stats.js";
import type { DiceEngineOptions } from "../options.js";
import { gmConditionLine, gmSpeechNotes } from "../perks/gm-notes.js";
import { joinCheck, recordInsight, ruleInForce } from "../rules-of-play/play.js";
import { orThrow } from "../tracker/index.js";
import { perceptionLevels, perceptionSituationSchema } from "../world/senses.js";
import { nowOf, PLAY_NOTE, PLAY_NOTE_KIND, playLog, stateEvent, viewOf } from "./combat-state.js";
import { checkOutcomes } from "./odds.js";
import { checkFields, rollBuilt } from "./roll.js";

export const checkParams = z.strictObject({
  /** The character who rolls (DE-GEN-1: never the GM, who has no stats). */
  actor: z.string().min(1),
  ...rollShape,
  /** The DC to meet or beat (DE-DOS-4); without one the roll is recorded for the GM to judge. */
  dc: z.number().int().min(-20).max(80).optional(),
  /** DE-ROLL-6: the DC stays with the GM; the log says pass or fail, not the DC or the margin. */
  hiddenDc: z.boolean().default(false),
  /** DE-ROLL-6: with a hidden DC, still show the degrees of a success (a rule the player sees uses them). */
  revealDegrees: z.boolean().default(false),
  /**
   * DE-SENSE-1..3: for a perception check, the senses it relies on and what the place does to them
   * (light, obstruction, senses lost or obscured): levels of disadvantage, or a failure without a
   * roll when no sense is left.
   */
  perception: perceptionSituationSchema.optional(),
  /**
   * DE-PLAY-3: the check several characters may attempt, by a name the table gives it ("force the
   * vault door"); with the Law of Large Numbers on, a third character's roll of it is refused.
   */
  sameCheck: z.string().trim().min(1).max(100).optional(),
  /**
   * DE-PLAY-4: an insight check on this character; with Multiple Insight on, one per actor, target
   * and scene (the scene map's active scene unless named).
   */
  insight: z
    .strictObject({ target: z.string().min(1), scene: z.string().trim().min(1).max(100).optional() })
    .optional(),
});

export type CheckParams = z.output<typeof checkParams>;

function built(state: TableState, p: CheckParams, o: DiceEngineOptions): BuiltRoll {
  const b = buildRoll(state, p.actor, p, o, [], p.dc === undefined ? {} : { target: p.dc });
  if (p.perception === undefined) return b;
  // DE-SENSE-1..3: the surroundings' levels join the character's own (perks on the sense, fatigue).
  const v = orThrow(perceptionLevels(p.perception, o));
  const { build } = b;
  return {
    ...b,
    build: {
      ...build,
      autoFail: build.autoFail || v.autoFail,
      request: {
        ...build.request,
        advantage: build.request.advantage + v.advantage,
        disadvantage: build.request.disadvantage + v.disadvantage,
      },
      sources: [...build.sources, ...v.sources],
    },
  };
}

/**
 * DE-PLAY-1, 3, 4: a check that names its shared check or its insight target is counted in the
 * table's rules-of-play log (note `dice-engine.play`, rules-of-play/play.ts): the Law of Large
 * Numbers lets at most two characters roll one shared check, Multiple Insight one insight check per
 * actor, target and scene — each only when its option is on (`ruleInForce`). Null when the check
 * names neither. The GM's override is to call the check without naming them; an override parameter
 * would be open to any player (the server restricts whose characters an intent names, not the rest).
 */
function playRules(
  state: TableState,
  p: CheckParams,
  o: DiceEngineOptions,
): { events: TableEvent[]; inForce: Record<string, boolean> } | null {
  if (p.sameCheck === undefined && p.insight === undefined) return null;
  let log = playLog(state);
  const inForce: Record<string, boolean> = {};
  if (p.sameCheck !== undefined) {
    inForce.lawOfLargeNumbers = ruleInForce("lawOfLargeNumbers", o);
    const r = joinCheck(log, p.sameCheck, p.actor, o);
    if (!r.ok) throw refusedAt({ ...r.error, path: [] }, ["sameCheck"]);
    log = r.log;
  }
  if (p.insight !== undefined) {
    inForce.multipleInsight = ruleInForce("multipleInsight", o);
    characterOf(state, p.insight.target, ["insight", "target"]);
    const scene = p.insight.scene ?? state.scenes?.active ?? null;
    if (scene === null && inForce.multipleInsight)
      throw new EngineError(
        "invalid",
        "Multiple Insight counts insight checks per scene: name the scene (no scene map is active)",
        ["insight", "scene"],
      );
    const r = recordInsight(log, { actor: p.actor, target: p.insight.target, scene: scene ?? "" }, o);
    if (!r.ok) throw refusedAt({ ...r.error, path: [] }, ["insight", "target"]);
    log = r.log;
  }
  return { events: [stateEvent(PLAY_NOTE, PLAY_NOTE_KIND, log)], inForce };
}

export const checkAction = action<CheckParams, DiceEngineOptions, z.input<typeof checkParams>>({
  summary:
    "a check: 2d10 + one stat (+ focus, modifiers) against a DC, meet or beat; the character's perks apply",
  params: checkParams,
  examples: [
    checkParams.parse({ actor: "ilse", stat: "agility", focus: "Medicine", dc: 15 }),
    checkParams.parse({
      actor: "wren",
      stat: "intuition",
      purpose: "perception",
      sense: "sight",
      focus: "perception",
      disadvantage: ["fog"],
      dc: 18,
    }),
    checkParams.parse({
      actor: "bruno",
      stat: "dexterity",
      skill: "Lock Picking",
      itemRating: 2,
      focus: "security",
      modifiers: [{ label: "old lock", value: 1 }],
      dc: 14,
    }),
    checkParams.parse({ actor: "wren", stat: "intuition", purpose: "perception", sense: "hearing", dc: 12 }),
  ],
  odds({ state, options }, p) {
    return checkOutcomes(built(state, p, options).build, options, p.dc);
  },
  resolve({ state, options, dice, newId }, p) {
    // DE-PLAY-1/3/4: the rules of play refuse before any die.
    const play = playRules(state, p, options);
    const { character, build } = built(state, p, options);
    const r = rollBuilt(build, options, dice, p.dc);
    const entry = state.characters[p.actor]!;
    const stat = statName(p.stat);
    const fields = checkFields(build, r);
    const hidden = p.hiddenDc && p.dc !== undefined;
    // DE-ROLL-6: a hidden DC must not leak through the margin either (total + DoF gives the DC back).
    if (hidden && !(p.revealDegrees && r.success)) fields.degrees = null;
    const against = p.dc === undefined ? "" : hidden ? " against a hidden DC" : ` against DC ${p.dc}`;
    const crit = r.result && CRIT_WORDS[r.result.crit] ? ` (${CRIT_WORDS[r.result.crit]})` : "";
    const degrees = fields.degrees as number | null;
    const verdict =
      r.forced === "fail"
        ? "fails without a roll"
        : r.forced === "success"
          ? "succeeds without a roll"
          : `rolls ${r.result!.total}${crit}${
              r.success === null
                ? ""
                : r.success
                  ? `: success${degrees !== null ? `, ${degreesText(degrees)}` : ""}`
                  : `: failure${degrees !== null ? `, ${degreesText(-degrees)} of failure` : ""}`
            }`;
    // DE-COND-9, 23: a check by someone who cannot speak tells the GM (perks/gm-notes.ts).
    const speech = state.characters[p.actor]?.secret
      ? []
      : gmSpeechNotes(viewOf(state, p.actor, options, ["actor"]), character.name, nowOf(state));
    const roll: RollRecord = {
      id: newId("roll"),
      action: "check",
      actor: p.actor,
      summary: `${character.name}'s ${stat} check${against} ${verdict}${speech.map((n) => `; ${gmConditionLine(n)}`).join("")}`,
      dice: r.result ? dieRecords(r.result) : [],
      outcome: {
        stat: p.stat,
        ...fields,
        ...(p.dc !== undefined && !hidden ? { dc: p.dc } : {}),
        dcHidden: hidden,
        requestedBy: requestedBy(state, p.actor),
        controller: controllerOf(entry),
        ...(play ? { rulesOfPlay: play.inForce } : {}),
        ...(speech.length > 0 ? { gmConditionNotes: speech } : {}),
      },
      partition: r.success === null ? "rolled" : r.success ? "success" : "failure",
    };
    return { events: [{ type: "roll", roll }, ...(play?.events ?? [])], roll };
  },
});
