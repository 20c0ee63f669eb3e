// What an action on the tracker does to the one taking it, besides its cost: lowering one's own
// Burning or Bleed by 1 (DE-COND-15, 32), dropping prone and standing up (DE-COND-25), entering or
// leaving the Fortified stance (DE-DV-9), moving no farther than the speed of the moment allows
// (DE-MOVE-1/2/4/5), and moving without a trace at half speed or slower with Untraceable
// (DE-PERK-36). The rules are the conditions layer's (`reduceOwnRating`, `dropProne`, `standUp`),
// the armour's (`toggleFortified`) and the movement's (`speedOf`, `climbPerMove`, `swimPerMove`);
// this module only turns their verdicts into events, so the act and trigger actions charge the cost
// and do the thing in one intent. A refusal (no Burning to lower, not prone, a blocker in force, too
// far a move) is thrown before the tracker or a die is touched.

import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import { catalogueFor } from "../catalogue/setting.js";
import { deriveCharacter, speedOf } from "../character/derive.js";
import { heldEffects } from "../character/subject.js";
import { dropProne, reduceOwnRating, standUp } from "../conditions/active.js";
import { movement as conditionMovement } from "../conditions/effects.js";
import type { DefenderView } from "../damage/target.js";
import { toggleFortified } from "../defence/armour.js";
import type { Happening } from "../health/log.js";
import type { DiceEngineOptions } from "../options.js";
import { gmConditionLine, gmNoteLine, gmPerkNotes, gmSpeechNotes } from "../perks/gm-notes.js";
import { activateVibrationAwareness } from "../perks/vibration.js";
import type { HeldAction, TrackerAction } from "../tracker/index.js";
import { climbPerMove, swimPerMove } from "../world/movement.js";
import { parryUsedEvents } from "./attack-reactions.js";
import {
  after,
  COMBAT_NOTE_KIND,
  combatNote,
  combatNoteId,
  happeningsData,
  nowOf,
  persist,
  stateEvent,
  summaryLines,
  viewOf,
} from "./combat-state.js";
import { tableEnvironment } from "./environment-state.js";

export interface SelfOutcome {
  events: TableEvent[];
  lines: string[];
  happenings: unknown[];
  /** Extra fields for the roll's outcome (e.g. `tracks` for a move). */
  outcome: Record<string, unknown>;
}

export const NO_SELF_EFFECT: SelfOutcome = { events: [], lines: [], happenings: [], outcome: {} };

/** DE-COND-15, 32: the C.10 actions that lower a rated condition of one's own. */
const OWN_RATING = { reduceBurning: "burning", reduceBleed: "bleed" } as const;

/**
 * DE-PERK-36: the paces at half speed or slower. Moving up to one's speed costs 2 initiative
 * running (DE-ACT-4), 4 jogging and 6 walking (DE-ACT-6), so jogging is half the running rate and
 * walking a third: both leave no tracks; running does.
 */
const HALF_SPEED_PACES: ReadonlySet<string> = new Set(["jog", "walk"]);

function hasMovementTrait(state: TableState, character: string, trait: string, o: DiceEngineOptions) {
  const c = characterOf(state, character, ["actor"]);
  const cat = catalogueFor(o);
  return Object.keys(c.perks).some((p) =>
    (cat.perks.get(p)?.effects ?? []).some((e) => e.kind === "movementTrait" && e.trait === trait),
  );
}

const CLIMBING: ReadonlySet<string> = new Set(["climb", "climbing"]);
const SWIMMING: ReadonlySet<string> = new Set(["swim", "swimming"]);

/**
 * DE-ACT-4, DE-MOVE-1/2/4/5, DE-FAT-5, DE-ENV-9/10/13: the metres one Move action of this movement
 * type covers now: the speed of the moment (the sheet's, less the table's gravity change, halved
 * rounded up by Prone or fatigue 3, nothing while Restrained, Grappled, Fortified or at fatigue 5),
 * and half of that, rounded up, for climbing and swimming (every move under water) unless a perk
 * gives full speed. Null when the sheet has no speed (the GM's call).
 */
export function moveAllowance(
  state: TableState,
  character: string,
  movementName: string,
  o: DiceEngineOptions,
): number | null {
  const c = characterOf(state, character, ["actor"]);
  const view = viewOf(state, character, o, ["actor"]);
  const place = tableEnvironment(state);
  // DE-ENV-9/10: the place's gravity changes the speed first (DE-MOVE-2's order, in speedOf).
  const speed = speedOf(c, o, {
    conditions: conditionMovement(view, 0, nowOf(state)),
    gravity: place.gravity,
  });
  if (speed === null) return null;
  // DE-ENV-13: under water every move is a swim (half speed without a swimming speed).
  const kind = place.underwater ? "swimming" : movementName.trim().toLowerCase();
  const full = (m: string) =>
    heldEffects(c, catalogueFor(o), "fullSpeed").some((h) => h.effect.movement === m);
  if (CLIMBING.has(kind)) return climbPerMove(speed, full("climb"));
  if (SWIMMING.has(kind)) return swimPerMove(speed, { naturalSwimmer: full("swim") });
  return speed;
}

/**
 * The events of what `action` does to `character` at the current moment (empty when it does
 * nothing to it). A held action does its thing when its trigger comes, not when it is held.
 */
export function selfEffects(
  state: TableState,
  character: string,
  action: TrackerAction | HeldAction,
  o: DiceEngineOptions,
): SelfOutcome {
  if (action.kind === "other" && action.other === "vibrationAwareness")
    return vibrationAwareness(state, character, o);
  const own0 = ownEffects(state, character, action, o);
  // Issue 21: the mover's perks the GM adjudicates ("moves": Light Step, Fancy Footwork, Underfoot
  // Evasion need traps, walls and the path, which the table does not keep) are shown, as an attack
  // shows its own (perks/gm-notes.ts).
  const notes = action.kind === "move" ? gmPerkNotes(state, character, "moves", o) : [];
  // DE-COND-9, 23: whoever acts while unable to speak, the GM is told (perks/gm-notes.ts); not of a
  // secret character, whose conditions players must not read in the same lines.
  const speech = state.characters[character]?.secret
    ? []
    : gmSpeechNotes(
        viewOf(state, character, o, ["actor"]),
        characterOf(state, character, ["actor"]).name,
        nowOf(state),
      );
  const own =
    notes.length > 0 || speech.length > 0
      ? {
          ...own0,
          lines: [...own0.lines, ...notes.map(gmNoteLine), ...speech.map(gmConditionLine)],
          outcome: {
            ...own0.outcome,
            ...(notes.length > 0 ? { gmNotes: notes } : {}),
            ...(speech.length > 0 ? { gmConditionNotes: speech } : {}),
          },
        }
      : own0;
  const ended = vibrationAwarenessEnded(afterSelf(state, own), character);
  const out = ended
    ? { ...own, events: [...own.events, ...ended.events], lines: [...own.lines, ...ended.lines] }
    : own;
  // DE-PERK-63: a Counter Attack comes right after the parry; acting on the tracker passes it over.
  const parry = parryUsedEvents(afterSelf(state, out), character);
  return parry.length > 0 ? { ...out, events: [...out.events, ...parry] } : out;
}

/**
 * DE-PERK-16/17: Vibration Awareness raises the Vibrosense rating by 5, plus the option's amount for
 * each rank past the first, until 10 initiative from now; kept in the combat note, where the sheet's
 * rating of the moment (`vibrosenseNow`) reads it.
 */
function vibrationAwareness(state: TableState, character: string, o: DiceEngineOptions): SelfOutcome {
  const c = characterOf(state, character, ["actor"]);
  const name = c.name;
  const rank = c.perks.vibrationAwareness?.rank ?? 0;
  if (rank <= 0)
    throw new EngineError("refused", `${name} does not have the Vibration Awareness perk`, [
      "action",
      "other",
    ]);
  const base = viewRating(state, character, o);
  if (base === null)
    throw new EngineError("refused", `${name} has no Vibrosense for Vibration Awareness to raise`, [
      "action",
      "other",
    ]);
  const now = nowOf(state);
  const a = activateVibrationAwareness(now, base, rank, o);
  const note = {
    ...combatNote(state, character),
    vibrationAwareness: { rating: a.rating, until: a.until, endsOnAction: a.endsOnAction },
  };
  return {
    events: [stateEvent(combatNoteId(character), COMBAT_NOTE_KIND, note)],
    lines: [`${name}'s Vibrosense rises from ${base} to ${a.rating} until ${a.until}`],
    happenings: [],
    outcome: { vibrosense: a.rating, vibrosenseUntil: a.until },
  };
}

/** The Vibrosense rating of the sheet (the race's), before any activation. */
function viewRating(state: TableState, character: string, o: DiceEngineOptions): number | null {
  return deriveCharacter(characterOf(state, character, ["actor"]), o).vibrosense;
}

/** DE-PERK-16 Decision: another action ends an activated Vibration Awareness early (option on). */
function vibrationAwarenessEnded(
  state: TableState,
  character: string,
): { events: TableEvent[]; lines: string[] } | null {
  const n = combatNote(state, character);
  const va = n.vibrationAwareness;
  if (!va) return null;
  const { vibrationAwareness: _, ...rest } = n;
  const live = nowOf(state) < va.until;
  if (live && !va.endsOnAction) return null;
  const name = state.characters[character]?.name ?? character;
  return {
    events: [stateEvent(combatNoteId(character), COMBAT_NOTE_KIND, rest)],
    lines: live ? [`${name}'s Vibration Awareness ends (another action)`] : [],
  };
}

function ownEffects(
  state: TableState,
  character: string,
  action: TrackerAction | HeldAction,
  o: DiceEngineOptions,
): SelfOutcome {
  const now = nowOf(state);
  const name = state.characters[character]?.name ?? character;
  let verdict: ReturnType<typeof standUp<DefenderView>> | null = null;
  if (action.kind === "move" && action.metres !== undefined) {
    const allowed = moveAllowance(state, character, action.movement, o);
    if (allowed !== null && action.metres > allowed)
      throw new EngineError(
        "refused",
        `${name} covers at most ${allowed} m of ${action.movement} in one Move action now, not ${action.metres} m: split the way into several moves`,
        ["action", "metres"],
      );
  }
  // DE-PERK-62: a throw needs its target and the perk's checks; the martialThrow action does both.
  if (action.kind === "other" && action.other === "martialThrow")
    throw new EngineError(
      "invalid",
      "Martial Throw is its own action: martialThrow with the thrower and the character it holds",
      ["action", "other"],
    );
  // DE-PERK-26: a render needs its target and a contest; the shieldRender action does both.
  if (action.kind === "other" && action.other === "shieldRender")
    throw new EngineError(
      "invalid",
      "Shield Render is its own action: shieldRender with the actor and the opponent holding the shield",
      ["action", "other"],
    );
  if (action.kind === "other" && Object.hasOwn(OWN_RATING, action.other)) {
    const id = OWN_RATING[action.other as keyof typeof OWN_RATING];
    verdict = reduceOwnRating(viewOf(state, character, o, ["actor"]), id, { now });
  } else if (action.kind === "interact" && action.interact === "standUp") {
    verdict = standUp(viewOf(state, character, o, ["actor"]), now);
  } else if (action.kind === "interact" && action.interact === "dropProne") {
    verdict = dropProne(viewOf(state, character, o, ["actor"]), { now, options: o });
  } else if (action.kind === "interact" && action.interact === "fortifiedStance") {
    return fortify(state, character, o, name);
  } else if (action.kind === "move" && hasMovementTrait(state, character, "noTracksAtHalfSpeed", o)) {
    const tracks = !HALF_SPEED_PACES.has(action.pace);
    return {
      ...NO_SELF_EFFECT,
      lines: tracks
        ? []
        : [`${name} leaves no tracks or traces (Untraceable, moving at half speed or slower)`],
      outcome: { tracks },
    };
  }
  if (!verdict) return NO_SELF_EFFECT;
  if (!verdict.ok)
    throw new EngineError(verdict.error.code, `${name}: ${verdict.error.message}`, [
      "action",
      ...verdict.error.path,
    ]);
  const happenings: Happening[] = verdict.happenings;
  return {
    events: persist(state, character, verdict.view, happenings),
    lines: summaryLines(happenings, name),
    happenings: happeningsData(happenings),
    outcome: {},
  };
}

/**
 * DE-DV-9: entering or leaving the Fortified stance (Fortress armour only). The flag is kept in the
 * combat note, where the DV rules (full PA instead of half) and the conditions rules (cannot move,
 * resilient to Prone) read it from the character's view.
 */
function fortify(state: TableState, character: string, o: DiceEngineOptions, name: string): SelfOutcome {
  const view = viewOf(state, character, o, ["actor"]);
  const v = toggleFortified(view.armour, view.fortified);
  if (!v.ok) throw new EngineError(v.error.code, `${name}: ${v.error.message}`, ["action", "interact"]);
  return {
    ...NO_SELF_EFFECT,
    events: persist(state, character, { ...view, fortified: v.fortified }),
    lines: [v.fortified ? `${name} takes the Fortified stance` : `${name} leaves the Fortified stance`],
    outcome: { fortified: v.fortified },
  };
}

/** The state after the self effects, for the step that follows them. */
export const afterSelf = (state: TableState, s: SelfOutcome): TableState =>
  s.events.length > 0 ? after(state, s.events) : state;
