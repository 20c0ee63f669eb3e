// What a side fights with in a Dice Engine duel and how it keeps fighting (see duel.ts): its weapons
// in the order it would take them up, each with the attack it makes and the magazine the duel
// settings give it (DE-ATK-6), and the fighter's choice each time it is active — stand up when Prone
// spoils its attack (DE-COND-25), reload an empty magazine or drop the weapon for a better one, or
// attack. The choice is the fighters' (the book leaves it to them); both ways of playing a duel make
// it with `decide`, so they choose alike.

import { z } from "zod";
import { EngineError } from "../../engine/errors.js";
import type { TableState } from "../../engine/state.js";
import { weaponOf } from "./actions/combat-state.js";
import { unarmedStrike, type Weapon } from "./attack/index.js";
import { PRONE_COSTS } from "./conditions/index.js";
import { type ChoiceContext, chooseAttack, type Magazine, type Rated } from "./duel-choice.js";
import { proneSpoils } from "./duel-conditions.js";
import { interactActionCost } from "./tracker/index.js";

/** A magazine in the duel settings: the book gives weapons no magazine sizes and reloads no price. */
export const magazineSchema = z.strictObject({
  /** Rounds a full magazine holds. */
  rounds: z.number().int().min(1).max(10_000),
  /** Initiative a reload costs (the table's `reload` action charges none; a setting prices it). */
  reload: z.number().int().min(0).max(1_000),
  /** Spare magazines; absent: as many as the fight needs. */
  spare: z.number().int().min(0).max(1_000).optional(),
});

/** `ammoA` / `ammoB`: magazines by weapon name or id. */
export const ammoSettingsSchema = z.record(z.string().trim().min(1).max(100), magazineSchema);
export type AmmoSettings = z.output<typeof ammoSettingsSchema>;

/** One weapon a side can fight with. */
export interface Arm {
  weapon: Weapon;
  /** The attack it makes and what that is expected to deal. */
  rated: Rated;
  magazine: Magazine | null;
  /** Rounds one attack uses (DE-ATK-6: rating × ammunition per attack). */
  need: number;
  /** Initiative to take it up in place of the weapon in hand. */
  draw: number;
  /** DE-COND-25: Prone spoils its attacks (it is neither Light nor Anchored). */
  proneSpoils: boolean;
}

/**
 * C.9: switching weapons drops the empty one (0 initiative) and draws the next from a holster (1);
 * the Unarmed Strike needs no drawing. Where the kit carries its weapons is not written anywhere, so
 * the holster is our reading.
 */
function drawCost(w: Weapon): number {
  const drop = interactActionCost("drop");
  return w.id === unarmedStrike().id ? drop : drop + interactActionCost("drawHolstered");
}

/** The magazine the settings give a weapon, found by its name or id. */
function magazineOf(ammo: AmmoSettings | undefined, w: Weapon): Magazine | null {
  if (!ammo) return null;
  for (const [key, m] of Object.entries(ammo)) {
    const k = key.toLowerCase();
    if (k === w.name.toLowerCase() || k === w.id.toLowerCase())
      return { rounds: m.rounds, reload: m.reload, spare: m.spare ?? null };
  }
  return null;
}

/** Every magazine in the settings must belong to a weapon of the side's that uses ammunition. */
export function checkAmmoSettings(
  state: TableState,
  id: string,
  ammo: AmmoSettings | undefined,
  field: string,
): void {
  for (const key of Object.keys(ammo ?? {})) {
    const w = weaponOf(state, id, key, ["settings", field, key]);
    if (w.ammoPerAttack === 0)
      throw new EngineError(
        "refused",
        `${w.name} uses no ammunition (ammoPerAttack 0); it has no magazine to count`,
        ["settings", field, key],
      );
  }
}

function armOf(weapon: Weapon, rated: Rated, magazine: Magazine | null): Arm {
  return {
    weapon,
    rated,
    magazine,
    need: rated.attack.plan.ammoUsed,
    draw: drawCost(weapon),
    proneSpoils: proneSpoils(weapon),
  };
}

/**
 * A side's arms: the weapon it starts with, then — when that one's ammunition is counted and can run
 * out — the kit's other weapons in order and the Unarmed Strike, each with its own best attack. A
 * spare weapon whose attacks the rules refuse (out of range…) is left out, and the notes say so.
 */
export function armsOf(
  c: ChoiceContext,
  kit: readonly Weapon[],
  first: Weapon,
  choice: string | undefined,
  ammo: AmmoSettings | undefined,
  distanceOf: (w: Weapon) => number | undefined,
  field: string,
  owner: string,
  admit: (w: Weapon) => void,
  skipped: string[],
): Arm[] {
  const magazine = magazineOf(ammo, first);
  const rated = chooseAttack(c, first, choice, distanceOf(first), magazine, ["settings", field]);
  const arms = [armOf(first, rated, magazine)];
  if (!magazine || arms[0]!.need === 0) return arms;
  const others = [...kit, unarmedStrike()].filter(
    (w, i, all) => w.id !== first.id && all.findIndex((x) => x.id === w.id) === i,
  );
  for (const w of others) {
    const m = magazineOf(ammo, w);
    try {
      admit(w);
      arms.push(armOf(w, chooseAttack(c, w, undefined, distanceOf(w), m, []), m));
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      skipped.push(`${owner} will not take up ${w.name}: ${e.message}`);
    }
  }
  return arms;
}

// ---- the fighter's choice --------------------------------------------------------------------------

/** What a side holds during one fight: the weapon in hand, rounds and spare magazines, what it dropped. */
export interface ArmsState {
  current: number;
  rounds: number[];
  /** Spare magazines left per arm; Infinity when the settings give no count. */
  spare: number[];
  dropped: boolean[];
}

export function armsStart(arms: readonly Arm[]): ArmsState {
  return {
    current: 0,
    rounds: arms.map((a) => a.magazine?.rounds ?? 0),
    spare: arms.map((a) => (a.magazine ? (a.magazine.spare ?? Number.POSITIVE_INFINITY) : 0)),
    dropped: arms.map(() => false),
  };
}

export type Turn =
  | { kind: "attack"; cost: number }
  | { kind: "stand"; cost: number }
  | { kind: "reload"; cost: number }
  | { kind: "switch"; to: number; cost: number };

/** Whether the arm can still fire: its ammunition is not counted, or it holds or can load enough. */
function usable(arms: readonly Arm[], s: ArmsState, i: number): boolean {
  const a = arms[i]!;
  return !a.magazine || a.need === 0 || s.rounds[i]! >= a.need || s.spare[i]! > 0;
}

/** Whether the weapon in hand cannot pay for its attack with the rounds it holds. */
export function isEmpty(arms: readonly Arm[], s: ArmsState): boolean {
  const a = arms[s.current]!;
  return a.magazine !== null && s.rounds[s.current]! < a.need;
}

/**
 * The fighter's choice when it may act (the attack's own cost is filled in by the caller):
 *  1. Prone and its weapon suffers for it: stand up (DE-COND-25, 2 initiative).
 *  2. The magazine cannot pay for the attack: reload (the settings' cost), unless another weapon it
 *     can still fire deals more per initiative (reloads counted) or no spare magazine is left; then
 *     drop this one and take up the best of the others (the Unarmed Strike always remains).
 *  3. Otherwise attack.
 */
export function decide(arms: readonly Arm[], s: ArmsState, prone: boolean, attackCost: number): Turn {
  const a = arms[s.current]!;
  if (prone && a.proneSpoils) return { kind: "stand", cost: PRONE_COSTS.stand };
  if (!isEmpty(arms, s)) return { kind: "attack", cost: attackCost };
  let best = -1;
  for (let i = 0; i < arms.length; i++) {
    if (i === s.current || s.dropped[i] || !usable(arms, s, i)) continue;
    if (best < 0 || arms[i]!.rated.rate > arms[best]!.rated.rate) best = i;
  }
  const canReload = s.spare[s.current]! > 0;
  if (canReload && (best < 0 || arms[best]!.rated.rate <= a.rated.rate))
    return { kind: "reload", cost: a.magazine!.reload };
  if (best < 0) throw new Error("a side ran out of weapons, which the Unarmed Strike should prevent");
  return { kind: "switch", to: best, cost: arms[best]!.draw };
}

/** Carries out a reload or a switch (no dice): a reload swaps in a full magazine. */
export function carryOut(arms: readonly Arm[], s: ArmsState, t: Turn): void {
  if (t.kind === "reload") {
    s.rounds[s.current] = arms[s.current]!.magazine!.rounds;
    s.spare[s.current]! -= 1;
  } else if (t.kind === "switch") {
    s.dropped[s.current] = true;
    s.current = t.to;
  }
}

/** The note on a side's magazine and spare weapons. */
export function armsNote(arms: readonly Arm[], owner: string): string | null {
  const a = arms[0]!;
  if (!a.magazine || a.need === 0) return null;
  const m = a.magazine;
  const spare =
    m.spare === null ? "spare magazines without end" : `${m.spare} spare magazine${m.spare === 1 ? "" : "s"}`;
  const others = arms
    .slice(1)
    .map((x) => `${x.rated.attack.label}, ${x.rated.rate.toFixed(3)} per initiative`)
    .join("; ");
  return (
    `${owner}'s ${a.weapon.name} holds ${m.rounds} round${m.rounds === 1 ? "" : "s"} and ${a.rated.attack.label} uses ${a.need}; a reload costs ${m.reload} initiative, ${spare}. ` +
    `When it is empty ${owner} reloads, or drops it and draws the best of (${others}) if that deals more per initiative or no magazine is left`
  );
}
