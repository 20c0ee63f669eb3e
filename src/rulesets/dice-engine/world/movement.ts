// Movement types (checklist §26): how the speed on the sheet becomes the speed of the moment
// (environment, conditions, fatigue, in one fixed order), and the rules of each way of moving —
// paces, climbing, swimming, flying, hovering, gliding, leaping, drifting in zero gravity, falling.
// Speed itself (race + Agility + perks) is character/derive.ts's `speedOf`; everything here takes
// plain numbers so the glue can feed it from a character, a vehicle or a creature alike.

import type { DiceSource } from "../../../dice/index.js";
import { expandExpression, rollExpression } from "../check/expression.js";
import { countPer, divUp } from "../check/round.js";
import type { Movement } from "../conditions/effects.js";
import { type DamageInstance, fallDamage as fallDamageInstance } from "../damage/instance.js";
import { fatigueEffects } from "../rules-of-play/fatigue-table.js";
import { DEFAULT_TRACKER_OPTIONS, type TrackerOptions } from "../tracker/options.js";
import { fail, ok, type Result } from "../tracker/result.js";
import { effectiveGravity, gravityClass, gravitySpeedModifier } from "./gravity.js";
import type { Grid, Point } from "./map.js";
import { DEFAULT_WORLD_OPTIONS, type WorldOptions } from "./options.js";

// ── the speed of the moment (DE-MOVE-2) ──

/** One change to speed: a flat number of metres, a halving (rounded up) or a drop to 0. */
export type SpeedStep =
  | { kind: "flat"; amount: number; source: string }
  | { kind: "half"; source: string }
  | { kind: "zero"; source: string };

/**
 * DE-MOVE-2: flat changes first (gravity), then each halving rounded up on its own (Prone, fatigue
 * 3), then anything that makes it 0 (fatigue 5, Restrained); never below 0. The order is the
 * Decision's: the book gives none, and halving before subtracting would give other numbers.
 */
export function applySpeedSteps(
  base: number,
  steps: readonly SpeedStep[],
): { speed: number; lines: string[] } {
  const lines: string[] = [`base ${base} m`];
  let speed = base;
  for (const s of steps)
    if (s.kind === "flat") {
      speed += s.amount;
      lines.push(`${s.source}: ${s.amount >= 0 ? "+" : ""}${s.amount} m → ${speed} m`);
    }
  speed = Math.max(0, speed);
  for (const s of steps)
    if (s.kind === "half") {
      speed = divUp(speed, 2);
      lines.push(`${s.source}: halved → ${speed} m`);
    }
  for (const s of steps)
    if (s.kind === "zero") {
      speed = 0;
      lines.push(`${s.source}: 0 m`);
    }
  return { speed, lines };
}

/** DE-ENV-9/10 as a flat step (none in normal or zero gravity). */
export function gravitySpeedSteps(
  g: number,
  o: Pick<WorldOptions, "normalGravityBand" | "countingRounding"> = DEFAULT_WORLD_OPTIONS,
): SpeedStep[] {
  const amount = gravitySpeedModifier(g, o);
  return amount === 0 ? [] : [{ kind: "flat", amount, source: `${g} g` }];
}

/** DE-FAT-5 through rules-of-play's fatigue table: level 3 halves, level 5 stops. */
export function fatigueSpeedSteps(level: number): SpeedStep[] {
  const f = fatigueEffects(level);
  const out: SpeedStep[] = [];
  if (f.speedHalved) out.push({ kind: "half", source: "fatigue 3" });
  if (f.speedZero) out.push({ kind: "zero", source: "fatigue 5" });
  return out;
}

/**
 * The conditions layer's verdict (`conditions/movement(holder, speed)`) as steps: its reasons say
 * which conditions halve (Prone) and which stop (Restrained, Grappled, Incapacitated).
 */
export function conditionSpeedSteps(m: Pick<Movement, "reasons">): SpeedStep[] {
  const out: SpeedStep[] = [];
  for (const r of m.reasons) {
    if (r.effect === "speed:half") out.push({ kind: "half", source: r.condition });
    else if (r.effect === "speed:zero" || r.effect === "cannotMove" || r.effect === "incapacitated")
      out.push({ kind: "zero", source: r.condition });
  }
  return out;
}

/**
 * DE-MOVE-2 in one call: the speed of the moment from the fatigue-free sheet speed (`speedOf` with
 * fatigue 0), the gravity, the conditions layer's verdict and the fatigue level.
 */
export function momentSpeed(
  base: number,
  m: { gravity?: number; conditions?: Pick<Movement, "reasons">; fatigue?: number },
  o: Pick<WorldOptions, "normalGravityBand" | "countingRounding"> = DEFAULT_WORLD_OPTIONS,
): { speed: number; lines: string[] } {
  return applySpeedSteps(base, [
    ...gravitySpeedSteps(m.gravity ?? 1, o),
    ...(m.conditions ? conditionSpeedSteps(m.conditions) : []),
    ...fatigueSpeedSteps(m.fatigue ?? 0),
  ]);
}

// ── walking, climbing, swimming (DE-MOVE-3..5, DE-ENV-13) ──

export type Pace = "run" | "jog" | "walk";

/** DE-MOVE-3, DE-ACT-6: initiative to cover up to one speed at each pace (the tracker's `movePaces`). */
export function paceInitiative(
  pace: Pace,
  o: Pick<TrackerOptions, "movePaces"> = DEFAULT_TRACKER_OPTIONS,
): number {
  return o.movePaces[pace];
}

/** DE-MOVE-3: kilometres walked in an hour equal the speed in metres. */
export function walkingKmPerHour(speed: number): number {
  return speed;
}

/** DE-MOVE-4: half speed rounded up (so a speed of 1 still climbs), full with Natural Climber. */
export function climbPerMove(speed: number, naturalClimber = false): number {
  return naturalClimber ? speed : divUp(speed, 2);
}

/**
 * DE-MOVE-5, DE-ENV-13: a swimming speed if the character has one (race data, a Natural Swimmer's
 * full speed); otherwise half speed rounded up. Under water this is how everyone moves.
 */
export function swimPerMove(
  speed: number,
  o: { naturalSwimmer?: boolean; swimSpeed?: number | null } = {},
): number {
  if (o.swimSpeed !== undefined && o.swimSpeed !== null) return o.swimSpeed;
  return o.naturalSwimmer ? speed : divUp(speed, 2);
}

// ── flying, hovering, gliding (DE-MOVE-6..9) ──

/** DE-MOVE-6 Decision: the least a flyer without Hover must cover each round: half its speed, rounded up. */
export function flightMinimum(speed: number): number {
  return divUp(speed, 2);
}

/**
 * DE-MOVE-6, DE-MOVE-8: whether a flyer stays up over the last round (`roundLength` initiative,
 * the tracker's option, 10 by default). With Hover it always does.
 */
export function staysAloft(flight: { speed: number; hover: boolean; metresThisRound: number }): boolean {
  return flight.hover || flight.metresThisRound >= flightMinimum(flight.speed);
}

/** The length of the "round" DE-MOVE-6 speaks of. */
export function flightRound(o: Pick<TrackerOptions, "roundLength"> = DEFAULT_TRACKER_OPTIONS): number {
  return o.roundLength;
}

/**
 * DE-MOVE-7, DE-MOVE-8: one flying Move. Each metre up or down costs a metre of speed on top of the
 * metres forward; without Hover the flyer needs a metre forward for each metre up or down.
 */
export function flightMove(m: {
  speed: number;
  hover: boolean;
  forward: number;
  vertical: number;
}): Result<{ spent: number }> {
  if (!(m.forward >= 0))
    return fail("invalid", ["forward"], `metres forward are 0 or more (got ${m.forward})`);
  const up = Math.abs(m.vertical);
  if (!m.hover && m.forward < up)
    return fail(
      "refused",
      ["vertical"],
      `without Hover a flyer moves at least 1 m forward per metre up or down: ${up} m needs ${up} m forward (got ${m.forward})`,
    );
  const spent = m.forward + up;
  if (spent > m.speed)
    return fail(
      "refused",
      ["vertical"],
      `that flight costs ${spent} m of speed, more than the ${m.speed} m there is`,
    );
  return ok({ spent });
}

/**
 * DE-MOVE-9: a glide of a glider rated R: R metres forward for each metre down; at most R turns,
 * each of 45° or less (60° on a hex grid under the book's optional `hexGlideTurn60`).
 */
export function glide(
  g: { rating: number; descent: number; turns?: readonly number[] },
  grid: Grid = "square",
  o: Pick<WorldOptions, "hexGlideTurn60"> = DEFAULT_WORLD_OPTIONS,
): Result<{ forward: number; turnsLeft: number; maxTurn: number }> {
  if (!Number.isInteger(g.rating) || g.rating < 1)
    return fail("invalid", ["rating"], `a glider's rating is a whole number from 1 (got ${g.rating})`);
  if (!(g.descent >= 0))
    return fail("invalid", ["descent"], `a glide descends 0 m or more (got ${g.descent})`);
  const turns = g.turns ?? [];
  const maxTurn = grid === "hex" && o.hexGlideTurn60 ? 60 : 45;
  if (turns.length > g.rating)
    return fail(
      "refused",
      ["turns"],
      `a rating-${g.rating} glider turns at most ${g.rating} times per glide (got ${turns.length})`,
    );
  const wide = turns.findIndex((t) => Math.abs(t) > maxTurn);
  if (wide >= 0)
    return fail("refused", ["turns", wide], `each gliding turn is at most ${maxTurn}° (got ${turns[wide]}°)`);
  return ok({ forward: g.rating * g.descent, turnsLeft: g.rating - turns.length, maxTurn });
}

// ── leaping (DE-MOVE-10, 11, 13) ──

export interface LeapInput {
  strength: number;
  /** Perks and items added before gravity (JumpPacks, unless their data says otherwise). */
  bonus?: number;
  /** Items whose data says their bonus comes after gravity. */
  bonusAfterGravity?: number;
  /** In g (0.8–1.2 counts as 1). */
  gravity?: number;
}

export interface LeapDistances {
  running: number;
  standing: number;
  verticalRunning: number;
  verticalStanding: number;
}

/**
 * DE-MOVE-10, DE-MOVE-11: L = (5 + Strength + bonuses) ÷ gravity, rounded up; half (rounded up)
 * without a running start; vertical leaps half of that again. At 0 g there is no leap: zero-gravity
 * movement applies (DE-MOVE-12). Division is in thousandths of a g so that e.g. 7 ÷ 0.7 is exactly 10.
 */
export function leapDistances(
  input: LeapInput,
  o: Pick<WorldOptions, "normalGravityBand"> = DEFAULT_WORLD_OPTIONS,
): Result<LeapDistances> {
  const g = input.gravity ?? 1;
  if (!(g >= 0) || !Number.isFinite(g))
    return fail("invalid", ["gravity"], `gravity is 0 g or more (got ${g})`);
  if (gravityClass(g, o) === "zero")
    return fail("refused", ["gravity"], "there is no leaping in zero gravity: push off a surface instead");
  const milli = Math.round(effectiveGravity(g, o) * 1000);
  const before = 5 + input.strength + (input.bonus ?? 0);
  const running = Math.max(0, Math.ceil((before * 1000) / milli) + (input.bonusAfterGravity ?? 0));
  const standing = divUp(running, 2);
  return ok({ running, standing, verticalRunning: standing, verticalStanding: divUp(standing, 2) });
}

/** DE-MOVE-13: the Move right before the leap covered at least 4 m in a straight line. */
export function hasRunningStart(previousMove: { metres: number; straight: boolean } | null): boolean {
  return !!previousMove?.straight && previousMove.metres >= 4;
}

/** DE-MOVE-10, 13: a leap of `distance` metres, spending as much speed. */
export function leap(
  l: {
    distance: number;
    vertical: boolean;
    previousMove: { metres: number; straight: boolean } | null;
    speedLeft: number;
  },
  d: LeapDistances,
): Result<{ spent: number; limit: number }> {
  if (!(l.distance >= 0)) return fail("invalid", ["distance"], `a leap is 0 m or more (got ${l.distance})`);
  const run = hasRunningStart(l.previousMove);
  const limit = l.vertical ? (run ? d.verticalRunning : d.verticalStanding) : run ? d.running : d.standing;
  if (l.distance > limit)
    return fail(
      "refused",
      ["distance"],
      `${l.vertical ? "up" : "across"} ${run ? "with" : "without"} a running start the leap reaches ${limit} m (asked ${l.distance} m)`,
    );
  if (l.distance > l.speedLeft)
    return fail(
      "refused",
      ["distance"],
      `a leap spends its distance in speed: ${l.distance} m, with ${l.speedLeft} m left`,
    );
  return ok({ spent: l.distance, limit });
}

// ── zero gravity (DE-ENV-8, DE-MOVE-12) ──

/** DE-MOVE-12: powered flight flies; training waives the zero-g limits (DE-ENV-8); everyone else pushes off. */
export function zeroGMovement(c: {
  poweredFlight: boolean;
  zeroGTrained: boolean;
}): "flying" | "normal" | "pushOff" {
  if (c.poweredFlight) return "flying";
  return c.zeroGTrained ? "normal" : "pushOff";
}

/** A character coasting after a push-off: where it goes, how far per step, and when it moves next. */
export interface Drift {
  direction: Point;
  metres: number;
  nextMoveAt: number;
}

export const DRIFT_INTERVAL = 10;

/**
 * DE-ENV-8: a push-off. Only from a surface or object can a character choose a course; the push-off
 * is a Move of up to its speed, and (Decision) the same distance is covered again every 10
 * initiative until something stops it.
 */
export function pushOff(p: {
  now: number;
  metres: number;
  direction: Point;
  speed: number;
  touchingSurface: boolean;
}): Result<Drift> {
  if (!p.touchingSurface)
    return fail(
      "refused",
      ["touchingSurface"],
      "in zero gravity the course only changes by pushing off a surface or object",
    );
  if (!(p.metres > 0)) return fail("invalid", ["metres"], `a push-off moves more than 0 m (got ${p.metres})`);
  if (p.metres > p.speed)
    return fail(
      "refused",
      ["metres"],
      `a push-off moves up to the speed, ${p.speed} m (asked ${p.metres} m)`,
    );
  if (p.direction.x === 0 && p.direction.y === 0 && (p.direction.z ?? 0) === 0)
    return fail("invalid", ["direction"], "a push-off needs a direction");
  return ok({ direction: p.direction, metres: p.metres, nextMoveAt: p.now + DRIFT_INTERVAL });
}

/** DE-ENV-8: the drift moves due up to `to`: how many, how far in all, and the drift afterwards. */
export function driftUntil(d: Drift, to: number): { moves: number; metres: number; drift: Drift } {
  const moves = to < d.nextMoveAt ? 0 : Math.floor((to - d.nextMoveAt) / DRIFT_INTERVAL) + 1;
  return {
    moves,
    metres: moves * d.metres,
    drift: { ...d, nextMoveAt: d.nextMoveAt + moves * DRIFT_INTERVAL },
  };
}

/** DE-ENV-8: drifting stops only against something to hold or push on. */
export function stopDrift(touchingSurface: boolean): Result<null> {
  return touchingSurface
    ? ok(null)
    : fail(
        "refused",
        ["touchingSurface"],
        "a drifting character keeps its course until it reaches something to stop on",
      );
}

// ── falling (DE-MOVE-14) ──

/**
 * DE-MOVE-14: a character falls when nothing holds it up: not on the ground (or climbing, swimming)
 * at the end of its move — e.g. after Fancy Footwork — or flying without Hover below its minimum.
 */
export function falls(s: {
  supported: boolean;
  flight?: { speed: number; hover: boolean; metresThisRound: number } | null;
}): boolean {
  if (s.supported) return false;
  return s.flight ? !staysAloft(s.flight) : true;
}

/**
 * DE-MOVE-14, DE-DMG-4: fall damage is Bludgeoning and unresisted, but the core book has no amount:
 * the `fallDamage` option (setting data) gives a dice expression per so many metres. Without it the
 * fall is refused for the GM to rule on. Safe Landing (perks/movement.ts) comes off afterwards.
 */
export function fallDamage(
  metres: number,
  dice: DiceSource,
  o: Pick<WorldOptions, "fallDamage"> = DEFAULT_WORLD_OPTIONS,
): Result<{ amount: number; damage: DamageInstance }> {
  if (o.fallDamage === null)
    return fail(
      "refused",
      ["fallDamage"],
      "the core rules give no fall damage: set the fallDamage option or let the GM rule",
    );
  if (!(metres >= 0)) return fail("invalid", ["metres"], `a fall is 0 m or more (got ${metres})`);
  const n = countPer(Math.floor(metres), o.fallDamage.perMetres);
  let amount = 0;
  if (n > 0) {
    const vars = { N: n, metres: Math.floor(metres) };
    try {
      expandExpression(o.fallDamage.expression, vars);
    } catch (e) {
      return fail("invalid", ["fallDamage", "expression"], (e as Error).message);
    }
    amount = Math.max(0, rollExpression(o.fallDamage.expression, dice, vars));
  }
  return ok({ amount, damage: fallDamageInstance(amount) });
}
