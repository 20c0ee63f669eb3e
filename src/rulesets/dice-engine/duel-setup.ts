// Setting a Dice Engine duel up (see duel.ts for how it plays): the duel's settings, each side's
// arms (duel-arms.ts: the weapons it fights with, the attack each makes, magazines), the conditions
// its weapons inflict (duel-conditions.ts), and everything the fast duel and the reference duel
// read, worked out once by the rules.

import { z } from "zod";
import type { DiceSource } from "../../dice/index.js";
import { EngineError, fromZod } from "../../engine/errors.js";
import type { DuelRequest, Side } from "../../engine/facets/fight.js";
import { emptyState, type TableState } from "../../engine/state.js";
import { defenderOf } from "./actions/attack-view.js";
import {
  after,
  COMBAT_NOTE_KIND,
  combatNote,
  combatNoteId,
  equipmentSchema,
  stateEvent,
  weaponOf,
} from "./actions/combat-state.js";
import type { Weapon } from "./attack/index.js";
import type { DeCharacter } from "./character/index.js";
import { expandExpression } from "./check/index.js";
import type { DefenderView } from "./damage/target.js";
import {
  type AmmoSettings,
  type Arm,
  ammoSettingsSchema,
  armsNote,
  armsOf,
  checkAmmoSettings,
} from "./duel-arms.js";
import { momentOf, type SideAttack } from "./duel-attacks.js";
import type { ChoiceContext } from "./duel-choice.js";
import { onHitNote } from "./duel-conditions.js";
import type { DiceEngineOptions } from "./options.js";
import { orThrow, rollInitiative } from "./tracker/index.js";

export { damageOf, type SideAttack } from "./duel-attacks.js";
export { compileCheck, compiledOdds, type FaceResults, type FastCheck, throwCheck } from "./duel-checks.js";

export const IDS = ["a", "b"] as const;
export const other = (s: Side): Side => (s === 0 ? 1 : 0);

/** "heavy", "heavy:2", "precision": an attack type and, for Type:[X], its rating. */
const attackChoice = z
  .string()
  .trim()
  .regex(/^[a-z]+(:\d+)?$/i, 'an attack is written "type" or "type:rating", e.g. "heavy:2"');

/**
 * The duel's settings (`--duel`): each side's attack (`attackA`, `attackB`; default: the best by
 * expected damage per initiative), the distance in metres (default: a ranged weapon fights from the
 * near end of its optimum band), and each side's magazines (`ammoA`, `ammoB`: by weapon name or id,
 * `{ rounds, reload, spare? }`; a weapon without one never runs out).
 */
export const diceEngineDuelSettings = z.strictObject({
  attackA: attackChoice.optional(),
  attackB: attackChoice.optional(),
  distance: z.number().min(0).max(100_000).optional(),
  ammoA: ammoSettingsSchema.optional(),
  ammoB: ammoSettingsSchema.optional(),
});
export type DiceEngineDuelSettings = z.output<typeof diceEngineDuelSettings>;

function sideError(side: Side, e: unknown, field: (string | number)[]): never {
  if (e instanceof EngineError)
    throw new EngineError(e.code, e.message, ["fighters", side, ...field, ...e.path], e.issues);
  throw e;
}

export interface DuelSetup {
  o: DiceEngineOptions;
  names: [string, string];
  state: TableState;
  /** Each side as attacks and the damage rules meet it (`defenderOf`: armour, perks, body). */
  views: [DefenderView, DefenderView];
  /** The weapon each side starts with. */
  weapons: [Weapon, Weapon];
  /** The attack each side starts with, compiled with no condition on either side. */
  attacks: [SideAttack, SideAttack];
  /** Everything each side can fight with, the weapon it starts with first. */
  arms: [Arm[], Arm[]];
  /** The initiative formula with each side's stats in it (DE-INIT-2). */
  initiative: [string, string];
  /**
   * Nothing but one attack with each side's weapon: no magazine, no Sustained chain, no condition.
   * The plain fast loop (duel.ts) plays these; the others need duel-rich.ts.
   */
  plain: boolean;
  notes: string[];
}

/** The attack note: what a side fights with and why. */
function attackNote(arm: Arm, owner: string, foe: string, chosen: boolean): string {
  const a = arm.rated.attack;
  const head = `${owner} attacks with ${a.label} (${a.plan.cost} initiative)`;
  if (chosen) return `${head}, as the settings say`;
  const chain = arm.rated.chain !== null ? `, over a Sustained chain of ${arm.rated.chain} attacks` : "";
  const reloads = arm.magazine && arm.need > 0 ? ", reloads counted" : "";
  return `${head}, the best expected damage per initiative against ${foe} (${arm.rated.rate.toFixed(3)}${chain}${reloads})`;
}

/** Checks the request and builds everything both ways of playing share. */
export function setupDuel(req: DuelRequest): DuelSetup {
  const o = req.options as DiceEngineOptions;
  const parsed = diceEngineDuelSettings.safeParse(req.settings ?? {});
  if (!parsed.success) {
    const e = fromZod(parsed.error, "duel settings");
    throw new EngineError(e.code, e.message, ["settings", ...e.path], e.issues);
  }
  const settings = parsed.data;
  const fighters = req.fighters as [DeCharacter, DeCharacter];
  const names = [fighters[0].name, fighters[1].name] as [string, string];
  let state: TableState = {
    ...emptyState("dice-engine", o),
    characters: Object.fromEntries(
      fighters.map((c, side) => [IDS[side], { id: IDS[side], name: c.name, owner: null, data: c }]),
    ),
  };
  ([0, 1] as const).forEach((side) => {
    const raw = req.equipment?.[side];
    if (raw === undefined) return;
    const r = equipmentSchema.safeParse(raw);
    if (!r.success) sideError(side, fromZod(r.error, "equipment"), ["equipment"]);
    const id = IDS[side];
    state = after(state, [
      stateEvent(combatNoteId(id), COMBAT_NOTE_KIND, { ...combatNote(state, id), equipment: r.data }),
    ]);
  });
  const views = ([0, 1] as const).map((side) => {
    const v = defenderOf(state, IDS[side], o, ["fighters", side]).view;
    const t = v.vitals.track;
    const life = t.kind === "hpStun" ? t.hp : t.res;
    if (life <= 0 || v.vitals.dead || v.vitals.unconscious !== null)
      throw new EngineError(
        "refused",
        `${names[side]} cannot fight: ${t.kind === "hpStun" ? `${t.hp} HP` : `${t.res} Res`}`,
        ["fighters", side, "current"],
      );
    return v;
  }) as [DefenderView, DefenderView];
  const weapons = ([0, 1] as const).map((side) => {
    const list = combatNote(state, IDS[side]).equipment.weapons;
    const name = req.weapons[side] ?? list[0]?.name ?? "Unarmed Strike";
    try {
      const w = weaponOf(state, IDS[side], name, []);
      onHitNote(w, names[side], []);
      return w;
    } catch (e) {
      return sideError(side, e, ["weapon"]);
    }
  }) as [Weapon, Weapon];
  const ammo: [AmmoSettings | undefined, AmmoSettings | undefined] = [settings.ammoA, settings.ammoB];
  ([0, 1] as const).forEach((side) => {
    checkAmmoSettings(state, IDS[side], ammo[side], side === 0 ? "ammoA" : "ammoB");
  });
  const distanceOf = (w: Weapon): number | undefined => {
    if (settings.distance !== undefined) return settings.distance;
    return w.range === null ? undefined : w.range.from;
  };
  const notes: string[] = [];
  if (settings.distance === undefined)
    ([0, 1] as const).forEach((side) => {
      const w = weapons[side];
      if (w.range !== null)
        notes.push(
          `${names[side]} shoots ${w.name} from ${w.range.from} m, the near end of its optimum band (set "distance" to choose)`,
        );
    });
  const choices = [settings.attackA, settings.attackB] as const;
  const skipped: string[] = [];
  const arms = ([0, 1] as const).map((side) => {
    const foe = other(side);
    const c: ChoiceContext = {
      state,
      side,
      ids: IDS,
      attacker: views[side],
      target: views[foe],
      moment: (w) => momentOf(w, views[side], views[foe], 0, o),
      o,
    };
    const field = side === 0 ? "attackA" : "attackB";
    try {
      return armsOf(
        c,
        combatNote(state, IDS[side]).equipment.weapons,
        weapons[side],
        choices[side],
        ammo[side],
        distanceOf,
        field,
        names[side],
        (w) => onHitNote(w, names[side], []),
        skipped,
      );
    } catch (e) {
      if (e instanceof EngineError && e.path[0] === "settings") throw e;
      return sideError(side, e, ["weapon"]);
    }
  }) as [Arm[], Arm[]];
  ([0, 1] as const).forEach((side) => {
    notes.push(attackNote(arms[side][0]!, names[side], names[other(side)], choices[side] !== undefined));
  });
  ([0, 1] as const).forEach((side) => {
    const a = arms[side][0]!;
    if (a.weapon.ammoPerAttack > 0 && a.weapon.range !== null && !a.magazine)
      notes.push(
        `${a.weapon.name}'s ammunition is not counted: it never runs out (give it a magazine in "${side === 0 ? "ammoA" : "ammoB"}" to count it)`,
      );
    const m = armsNote(arms[side], names[side]);
    if (m) notes.push(m);
  });
  notes.push(...skipped);
  const inflicting = ([0, 1] as const).flatMap((side) =>
    arms[side].map((a) => onHitNote(a.weapon, names[side], [])).filter((n): n is string => n !== null),
  );
  notes.push(...inflicting);
  const plain = ([0, 1] as const).every((side) => {
    const a = arms[side];
    return (
      a.length === 1 &&
      !a[0]!.magazine &&
      a[0]!.weapon.onHit.length === 0 &&
      a[0]!.rated.base.type !== "sustained"
    );
  });
  const initiative = ([0, 1] as const).map((side) => {
    // Refusals of the formula (a stat it does not know) before any fight.
    const probe: DiceSource = { roll: (faces) => faces[0]! };
    try {
      orThrow(rollInitiative(fighters[side].stats, probe, o));
    } catch (e) {
      return sideError(side, e, []);
    }
    return expandExpression(o.initiativeFormula, fighters[side].stats as unknown as Record<string, number>);
  }) as [string, string];
  notes.push(
    plain
      ? "nobody moves, dodges, holds or waits: each side attacks whenever it is active; ticks count from the first action to the one that ends the fight"
      : "nobody moves, dodges, holds or waits: each side attacks whenever it is active, but first stands up when Prone spoils its attack (2 initiative) and reloads or changes weapons when its magazine cannot pay for the attack; ticks count from the first action to the one that ends the fight",
    "a side dropped at 0 HP is left alone and rolls its death checks every 10 initiative until stabilised or dead (DE-DEATH-2, 3); one knocked out by the 0-Stun consciousness check is down, not dead",
  );
  if (inflicting.length > 0)
    notes.push(
      "conditions are resisted, last and act as the conditions rules say (durations on the tracker's time, effects on attack rolls, DV, checks and initiative); a fighter never spends initiative to lower its own Bleed or Burning, and a fallen one's Bleed or Burning goes on hurting it until it dies, wakes or can no longer be hurt",
    );
  return {
    o,
    names,
    state,
    views,
    weapons,
    attacks: [arms[0][0]!.rated.attack, arms[1][0]!.rated.attack],
    arms,
    initiative,
    plain,
    notes,
  };
}
