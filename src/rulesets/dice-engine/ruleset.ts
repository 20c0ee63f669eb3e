// The Dice Engine (2d10) as an engine ruleset: the merged options, the character model of
// character/, and the actions that plug the pure rules of check/, character/ and tracker/ into the
// table, and combat: actions on the tracker, attacks, damage, rest, death and consciousness checks,
// conditions (the rules are in tracker/, attack/, damage/, health/, conditions/; the glue is actions/).

import { EngineError } from "../../engine/errors.js";
import type { CharacterModel, Ruleset } from "../../engine/ruleset.js";
import { attackAction } from "./actions/attack.js";
import { ATTACK_ACTIONS } from "./actions/attack-actions.js";
import { careAction } from "./actions/care.js";
import { checkAction } from "./actions/check.js";
import { withCombatFixtures } from "./actions/combat-examples.js";
import { reduceDiceEngine } from "./actions/combat-state.js";
import { contestAction } from "./actions/contest.js";
import { environmentAction } from "./actions/environment.js";
import { extendedAction, extendedStopAction } from "./actions/extended.js";
import {
  conditionAction,
  damageAction,
  deathCheckAction,
  equipAction,
  restAction,
  unconsciousCheckAction,
} from "./actions/health.js";
import { firstAidAction, stabiliseAction } from "./actions/health-care.js";
import { initiativeAction, joinAction } from "./actions/initiative.js";
import { awardAction, buyAction } from "./actions/progress.js";
import { actAction, burnAction, interruptAction, triggerAction } from "./actions/tracker.js";
import { characterModel, type DeCharacter, type DeDerived, pointBuy } from "./character/index.js";
import { exampleTable } from "./examples.js";
import { diceEngineNpc } from "./npc.js";
import {
  type DiceEngineOptions,
  diceEngineOptionDocs,
  diceEngineOptionsSchema,
  parseDiceEngineOptions,
} from "./options.js";

/** SP a point-buy input would spend in all, with the budget lifted, or null if it fails for another reason. */
function pointBuySpend(input: unknown, o: DiceEngineOptions): number | null {
  if (typeof input !== "object" || input === null) return null;
  const budget = 1_000_000_000;
  const r = pointBuy({ ...input, finalise: false }, { ...o, startingSP: budget });
  return r.ok ? budget - r.character.sp : null;
}

/**
 * The character model, with one thing added at the boundary: a build that runs out of SP is told
 * how far over budget the whole build is, not only the first purchase it could not pay for, so a
 * player knows how much to take out.
 */
const model: CharacterModel<DeCharacter, DiceEngineOptions, DeDerived> = {
  ...characterModel,
  methods: {
    pointBuy: {
      ...characterModel.methods.pointBuy!,
      create(input, dice, o) {
        try {
          return characterModel.methods.pointBuy!.create(input, dice, o);
        } catch (e) {
          if (!(e instanceof EngineError) || e.issues[0]?.code !== "insufficient_sp") throw e;
          const spend = pointBuySpend(input, o);
          if (spend === null || spend <= o.startingSP) throw e;
          throw new EngineError(
            e.code,
            `${e.message}; the whole build costs ${spend} SP of ${o.startingSP}: ${spend - o.startingSP} SP over`,
            e.path,
            e.issues,
          );
        }
      },
    },
  },
  advance: {
    ...characterModel.advance!,
    apply(c, request, o) {
      try {
        return characterModel.advance!.apply(c, request, o);
      } catch (e) {
        if (!(e instanceof EngineError)) throw e;
        // All or nothing: say so, since an award given with the purchases is taken back too.
        const nothing = request.award
          ? "nothing was bought and the award was not given"
          : "nothing was bought";
        throw new EngineError(e.code, `${e.message}; ${nothing}`, e.path, e.issues);
      }
    },
  },
};

/** The catalogue of actions, its literal type kept so that a typed Session knows each one's parameters. */
export const diceEngineActions = {
  check: checkAction,
  contest: contestAction,
  extended: extendedAction,
  extendedStop: extendedStopAction,
  initiative: initiativeAction,
  join: joinAction,
  act: actAction,
  trigger: triggerAction,
  interrupt: interruptAction,
  burn: burnAction,
  attack: attackAction,
  // grapple, shove, throw, takedown, explosion, reload
  ...ATTACK_ACTIONS,
  damage: damageAction,
  rest: restAction,
  deathCheck: deathCheckAction,
  unconsciousCheck: unconsciousCheckAction,
  firstAid: firstAidAction,
  stabilise: stabiliseAction,
  care: careAction,
  condition: conditionAction,
  equip: equipAction,
  environment: environmentAction,
  award: awardAction,
  buy: buyAction,
};

export const diceEngine: Ruleset<DiceEngineOptions, DeCharacter, DeDerived> = {
  id: "dice-engine",
  npc: diceEngineNpc,
  name: "Dice Engine",
  version: "1.0.0",
  parseOptions: (raw) => parseDiceEngineOptions(raw),
  optionsSchema: diceEngineOptionsSchema,
  optionDocs: diceEngineOptionDocs(),
  // DE-INIT-1..4: a rising tracker; the lowest initiative acts and adds the action's cost.
  initiative: "ticks",
  character: model,
  actions: diceEngineActions,
  // Extended checks' tallies and the combat notes (combat-state.ts) are the ruleset's own events.
  reduce: (state, event) => reduceDiceEngine(state, event),
  fixtures: (o) => withCombatFixtures(exampleTable(o)),
};
