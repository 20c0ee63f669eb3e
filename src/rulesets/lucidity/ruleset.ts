// Lucidity as an engine ruleset: options, characters, and the catalogue of actions.

import { EngineError } from "../../engine/errors.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { attackAction } from "./actions/attack.js";
import {
  damageAction,
  energyAction,
  fearAction,
  healAction,
  setSkillAction,
  setStatusAction,
} from "./actions/care.js";
import { checkAction, lucidityRollAction } from "./actions/check.js";
import { majorExploitAction, minorExploitAction } from "./actions/exploits.js";
import { addItemAction, designateAction, dropItemAction, swapAction, useItemAction } from "./actions/gear.js";
import { initiativeAction, joinAction } from "./actions/initiative.js";
import { moveAction, readyAction, shuffleAction, triggerReadiedAction } from "./actions/movement.js";
import { narrativeAction } from "./actions/narrative.js";
import { settleNoteAction } from "./actions/notes.js";
import { charmAction, opposedAction, readPersonAction } from "./actions/opposed.js";
import { awardXpAction, levelUpAction } from "./actions/progress.js";
import { askQuestionsAction, readSituationAction, respondCharmAction } from "./actions/read.js";
import { rescueAction } from "./actions/rescue.js";
import {
  awardLucidityAction,
  longRestAction,
  lunarPauseAction,
  moonSetAction,
  partyAction,
} from "./actions/rest.js";
import {
  beginCastingAction,
  castSpellAction,
  freeAction,
  helpAction,
  inspiringMomentAction,
  wingmanAction,
} from "./actions/support.js";
import { nextTurnAction, reduceLucidity } from "./actions/turn.js";
import { fatesGambleAction, settleWoundAction, zeroHealthRollAction } from "./actions/zero.js";
import {
  awardXp,
  CHARACTER_SCHEMA_VERSION,
  characterJsonSchema,
  createByRolling,
  createFromArray,
  type Derived,
  derive,
  describe,
  type LucidityCharacter,
  levelUp,
  levelWarning,
  METHOD_EXAMPLES,
  parseCharacter,
  type XpReason,
} from "./character/index.js";
import { type Attr, isAttr } from "./data/attributes.js";
import { exampleTable } from "./examples.js";
import { lucidityNpc } from "./npc.js";
import { type LucidityOptions, optionDocList, optionsSchema, parseOptions } from "./options/schema.js";

/** `character advance` syntax: one `level:ATTR` per level gained, `skill:NAME` with rank advancement. */
export const ADVANCE_SYNTAX = [
  "level:ATTR — take the next level, +1 to ATTR (STR, DEX, CON, KNO, AWA, WIL, CHA); level:none when all are +3",
  "skill:NAME — one rank in NAME per level taken (only with skillAdvancement = one-rank-per-level)",
];

/**
 * The log's reason and note from the CLI's one --reason text: "milestone" or "gold" alone is the
 * category with no note; "milestone: the drowned chapel" is both; any other text is the note of an
 * "other" award. (Used as both, "milestone" printed "(milestone: milestone)".)
 */
export function xpReasonAndNote(text: string): { reason: XpReason; note: string } {
  const t = text.trim();
  const m = /^(gold|milestone|other)\s*(?::\s*(.*))?$/is.exec(t);
  if (m) return { reason: m[1]!.toLowerCase() as XpReason, note: (m[2] ?? "").trim() };
  return { reason: "other", note: t };
}

function parseBuys(buy: string[]): { increases: (Attr | null)[]; skills: string[] } {
  const increases: (Attr | null)[] = [];
  const skills: string[] = [];
  buy.forEach((b, i) => {
    const [kind, ...rest] = b.split(":");
    const value = rest.join(":").trim();
    if (kind === "level") {
      const up = value.toUpperCase();
      if (up === "NONE") increases.push(null);
      else if (isAttr(up)) increases.push(up);
      else throw new EngineError("invalid", `buy.${i}: '${value}' is not an attribute`, ["buy", i]);
    } else if (kind === "skill" && value) skills.push(value);
    else
      throw new EngineError(
        "invalid",
        `buy.${i}: '${b}' is not ${ADVANCE_SYNTAX.map((s) => s.split(" ")[0]).join(" or ")}`,
        ["buy", i],
      );
  });
  return { increases, skills };
}

/** The catalogue of actions, its literal type kept so that a typed Session knows each one's parameters. */
export const lucidityActions = {
  check: checkAction,
  lucidityRoll: lucidityRollAction,
  opposed: opposedAction,
  initiative: initiativeAction,
  join: joinAction,
  nextTurn: nextTurnAction,
  attack: attackAction,
  move: moveAction,
  shuffle: shuffleAction,
  ready: readyAction,
  triggerReadied: triggerReadiedAction,
  charm: charmAction,
  respondCharm: respondCharmAction,
  help: helpAction,
  wingman: wingmanAction,
  inspiringMoment: inspiringMomentAction,
  readPerson: readPersonAction,
  readSituation: readSituationAction,
  askQuestions: askQuestionsAction,
  swap: swapAction,
  designate: designateAction,
  addItem: addItemAction,
  dropItem: dropItemAction,
  useItem: useItemAction,
  beginCasting: beginCastingAction,
  castSpell: castSpellAction,
  free: freeAction,
  damage: damageAction,
  heal: healAction,
  energy: energyAction,
  setStatus: setStatusAction,
  fear: fearAction,
  setSkill: setSkillAction,
  zeroHealthRoll: zeroHealthRollAction,
  settleWound: settleWoundAction,
  fatesGamble: fatesGambleAction,
  longRest: longRestAction,
  lunarPause: lunarPauseAction,
  moonSet: moonSetAction,
  awardLucidity: awardLucidityAction,
  party: partyAction,
  awardXp: awardXpAction,
  levelUp: levelUpAction,
  narrative: narrativeAction,
  minorExploit: minorExploitAction,
  majorExploit: majorExploitAction,
  rescue: rescueAction,
  settleNote: settleNoteAction,
};

export const lucidity: Ruleset<LucidityOptions, LucidityCharacter, Derived> = {
  id: "lucidity",
  npc: lucidityNpc,
  name: "Lucidity",
  version: "1.0.0",
  parseOptions: (raw) => parseOptions(raw),
  optionsSchema,
  optionDocs: optionDocList(),
  initiative: "actionsPerTurn",
  character: {
    version: CHARACTER_SCHEMA_VERSION,
    parse: (raw, o) => parseCharacter(raw, o),
    jsonSchema: () => characterJsonSchema(),
    playerEditable: ["name", "notes"],
    methods: {
      roll: {
        summary:
          "4d6 drop lowest, seven times; best roll to the first attribute of `priority` (the array instead if better, with takeArrayIfBetter)",
        example: METHOD_EXAMPLES.roll,
        create: (input, dice, o) => createByRolling(input, dice, o),
      },
      array: {
        summary: "the fixed array +2, +1, +1, +1, +0, +0, −1 placed as `attributes`",
        example: METHOD_EXAMPLES.array,
        create: (input, dice, o) => createFromArray(input, dice, o),
      },
    },
    derive: (c, o) => derive(c, o),
    describe: (c, o) => describe(c, o),
    advance: {
      syntax: ADVANCE_SYNTAX,
      apply(raw, request, o) {
        // A character file as read from disk is validated (and migrated) here, so a caller that
        // skipped parse gets an EngineError naming the field, never a TypeError.
        let next = parseCharacter(raw, o);
        const changes: string[] = [];
        if (request.award) {
          const { reason, note } = xpReasonAndNote(request.award.reason);
          const a = awardXp(next, request.award.amount, reason, note, o);
          next = a.character;
          changes.push(...a.changes);
          // awardXp's only warning is the level it opens; it is decided below, after the purchases.
        }
        if (request.buy.length > 0) {
          const { increases, skills } = parseBuys(request.buy);
          const l = levelUp(next, increases, o, skills);
          next = l.character;
          changes.push(...l.changes);
        }
        return { character: next, changes, warnings: levelWarning(next, o) };
      },
    },
  },
  actions: lucidityActions,
  reduce: (state, event) => reduceLucidity(state, event),
  fixtures: (o) => exampleTable(o),
};
