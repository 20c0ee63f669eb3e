// A skill check: ability + skill + the GM's Difficulty die, success on 13 or more (L13-CHK-*,
// L13-DIFF-*); a Reaction check is the same with reputation stepping Charm (L13-REP-4..6).

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  characterOf,
  characterPool,
  diceRecords,
  guard,
  modifierRecord,
  mustAct,
  rollModifiers,
} from "../bridge.js";
import { type L13Options, skillLabel } from "../character/index.js";
import { type CheckRequest, check, checkOdds } from "../dice/index.js";
import { dilemmaNote } from "./dilemma.js";

/** L13-DIFF-1: the level on this table's ladder (`difficultyLadder`), found by ID, or refused. */
export function ladderLevel(o: L13Options, id: unknown): L13Options["difficultyLadder"][number] {
  const level = typeof id === "string" ? o.difficultyLadder.find((l) => l.id === id) : undefined;
  if (!level) {
    throw new EngineError(
      "invalid",
      `difficulty must be one of ${o.difficultyLadder.map((l) => l.id).join(", ")} (the GM names it on every check), not ${JSON.stringify(id)}`,
      ["difficulty"],
    );
  }
  return level;
}

export const checkParams = z.strictObject({
  actor: z.string(),
  /** Not needed for a Reaction check, which always uses reactionAbility and reactionSkill. */
  ability: z.string().optional(),
  skill: z.string().optional(),
  /** A level ID of the table's ladder (the options' `difficultyLadder`), checked against it in resolve. */
  difficulty: z.string(),
  /** A Reaction check: reputation steps the Charm slot (L13-REP-4, 5). */
  reaction: z.boolean().default(false),
  /** Assets the task cannot succeed without, by name (L13-ASSET-4). */
  requires: z.array(z.string()).default([]),
  ...rollModifiers,
});

export type CheckParams = z.infer<typeof checkParams>;

function request(state: TableState, p: CheckParams, o: L13Options): CheckRequest {
  // The level first: a bad one is the GM's to fix whoever acts.
  ladderLevel(o, p.difficulty);
  const actor = characterOf(state, p.actor, ["actor"]);
  mustAct(actor, o, ["actor"]);
  if (!p.reaction && p.ability === undefined)
    throw new EngineError("invalid", "a check needs an ability", ["ability"]);
  if (!p.reaction && p.skill === undefined)
    throw new EngineError("invalid", "a check needs a skill", ["skill"]);
  const ability = p.reaction ? o.reactionAbility : p.ability!;
  if (p.reaction && o.reactionSkill === null) {
    throw new EngineError("refused", "Reaction checks need the ruleset's reactionSkill option", ["reaction"]);
  }
  const skill = p.reaction ? o.reactionSkill! : p.skill!;
  const pool = characterPool(state, actor, ability, skill, null, p, o, { reaction: p.reaction });
  return {
    pool,
    difficulty: p.difficulty,
    requiredAssets: p.requires.map((name) => ({
      id: name,
      available: actor.assets.some((a) => a.name === name),
    })),
  };
}

/** A level as a form offers it: its label and the die it sets, so the GM sees what they pick. */
function ladderLabel(l: L13Options["difficultyLadder"][number]): string {
  return `${l.label} (${l.die ?? "no Difficulty die"})`;
}

export const checkAction = action<CheckParams, L13Options, z.input<typeof checkParams>>({
  summary: "a skill check: ability + skill + Difficulty die, success on 13 or more",
  params: checkParams,
  examples: [
    checkParams.parse({ actor: "brunella", ability: "pulse", skill: "fighting", difficulty: "moderate" }),
    checkParams.parse({
      actor: "casimir",
      ability: "intellect",
      skill: "spellcasting",
      difficulty: "challenging",
      specialization: "teleport",
      background: true,
    }),
  ],
  choices({ options }) {
    // The ladder is the table's, so the form offers its levels by label rather than the book's six.
    return { difficulty: options.difficultyLadder.map((l) => ({ value: l.id, label: ladderLabel(l) })) };
  },
  odds({ state, options }, p) {
    const o = guard(() => checkOdds(request(state, p, options), options));
    return {
      partition: { success: o.success, failure: o.failure },
      chances: { dilemma: o.dilemma, successWithDilemma: o.successWithDilemma },
      distributions: { total: o.total.pairs() },
      truncated: o.lost,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const actor = characterOf(state, p.actor, ["actor"]);
    const r = guard(() => check(request(state, p, options), dice, options));
    const id = newId("roll");
    const events: TableEvent[] = [];
    const abilityName =
      options.labels.abilities[p.ability as keyof typeof options.labels.abilities] ?? p.ability;
    const level = ladderLevel(options, p.difficulty);
    const what = p.reaction ? "Reaction check" : `${abilityName} + ${skillLabel(options, p.skill!)} check`;
    const verdict =
      r.reason === "requiredAssetMissing"
        ? `fails without rolling: needs ${r.missingAssets.join(", ")}`
        : `${r.success ? "succeeds" : "fails"} with ${r.total}`;
    const roll = {
      id,
      action: "check",
      actor: p.actor,
      summary: `${actor.name}'s ${what} (${level.label.toLowerCase()}) ${verdict}${r.dilemma ? ", with a dilemma" : ""}`,
      dice: diceRecords(r.roll),
      outcome: {
        total: r.total,
        success: r.success,
        difficulty: p.difficulty,
        dilemma: r.dilemma,
        implodedDice: r.implodedDice,
        reason: r.reason,
        ...(r.roll ? { modifiers: modifierRecord(r.roll.pool) } : {}),
        ...(p.specialization !== undefined ? { specialization: p.specialization } : {}),
        ...(p.background ? { background: actor.background?.name ?? true } : {}),
      },
      partition: r.success ? "success" : "failure",
    };
    events.push({ type: "roll", roll });
    if (r.dilemma) events.push(dilemmaNote(newId("dilemma"), id, p.actor, actor.name));
    return { events, roll };
  },
});
