// An Objects duel with the ruleset's own combat functions: every round both roll DEX + Dodge for
// initiative, most successes first, ties to DEX, WIS, then a shared slot or a roll-off (OBJ-INIT-1..5);
// on its turn each side spends its actions attacking with its weapon: DEX + Melee/Ranged against the
// target's Dodge, the target's Defend reaction, then damage against STA + Armor (OBJ-ACT-3..8,
// OBJ-DMG-1..11), applied point by point. A side drops when it can no longer act — helpless,
// bleeding, unconscious or dead (OBJ-DMG-7..11). Two sides in a shared slot act at the same time
// (OBJ-INIT-5), so both may drop: a draw. With `trackAmmo` a gun runs dry (OBJ-EQUIP-7).
// duel.test.ts plays the same duels through the engine's actions and checks every fight is equal.

import { EngineError } from "../../engine/errors.js";
import {
  type Dice,
  type DuelRequest,
  type DuelStrategy,
  diceSource,
  type FightRecorder,
  noSettings,
  type PreparedDuel,
  SIDE_BIT,
  type Side,
} from "../../engine/facets/fight.js";
import { emptyState } from "../../engine/state.js";
import { dieFor, viewOf } from "./bridge.js";
import {
  applyDamage,
  armorTotal,
  canAct,
  healthStates,
  type ObjCharacter,
  status,
} from "./character/index.js";
import { planAttack, rollAttack } from "./combat/attack.js";
import { INITIATIVE_POOL, orderInitiative } from "./combat/initiative.js";
import { attackWeapon } from "./combat/weapons.js";
import { ROLE } from "./data/attributes.js";
import { buildPool } from "./dice/pool.js";
import { countSuccesses, throwDice } from "./dice/roll.js";
import type { ObjOptions } from "./options/schema.js";

const IDS = ["a", "b"] as const;
/** Views read granted traits from the table's conditions; a duel's table has none. */
const NO_TABLE = emptyState("objects", null);

const view = (c: ObjCharacter, side: Side) => viewOf(NO_TABLE, IDS[side], c);

class ObjectsDuel implements PreparedDuel {
  readonly unit = "round";
  readonly notes: string[] = [];
  readonly weapons: [string, string];

  constructor(
    private readonly o: ObjOptions,
    private readonly fighters: [ObjCharacter, ObjCharacter],
    private readonly choice: [string | undefined, string | undefined],
    private readonly maxRounds: number,
  ) {
    this.weapons = ([0, 1] as const).map((side) => {
      const c = fighters[side];
      if (c.draft)
        throw new EngineError("refused", `${c.name} is still a draft`, ["fighters", side, "draft"]);
      if (!canAct(c, o))
        throw new EngineError("refused", `${c.name} cannot fight (${status(c, o)})`, [
          "fighters",
          side,
          "damage",
        ]);
      try {
        return attackWeapon(c, view(c, side).traits, choice[side], o).name;
      } catch (e) {
        if (e instanceof EngineError) throw new EngineError(e.code, e.message, ["fighters", side, "weapon"]);
        throw e;
      }
    }) as [string, string];
    if (o.defendMode === "declared-action")
      this.notes.push("defendMode is declared-action: both spend their actions attacking, so no one Defends");
  }

  /** One attack by `atk`, as the attack action resolves it (without modifiers). */
  private attack(chars: ObjCharacter[], atk: Side, dice: ReturnType<typeof diceSource>, rec: FightRecorder) {
    const o = this.o;
    const def: Side = atk === 0 ? 1 : 0;
    const a = chars[atk]!;
    const d = chars[def]!;
    const av = view(a, atk);
    const dv = view(d, def);
    const w = attackWeapon(a, av.traits, this.choice[atk], o);
    const plan = planAttack(
      { view: av, armor: armorTotal(a, o) },
      { view: dv, armor: armorTotal(d, o) },
      w,
      {
        attackerModifiers: [],
        defenderModifiers: [],
        damageModifiers: [],
        defend: o.defendMode === "reaction" && canAct(d, o),
      },
      o,
    );
    const r = rollAttack(plan, dv, dieFor(o), dice, o);
    if (r.partition !== "impossible" && o.trackAmmo && w.itemIndex !== null && w.rounds !== null) {
      const equipment = a.equipment.map((item, i) =>
        i === w.itemIndex && item.weapon
          ? { ...item, weapon: { ...item.weapon, rounds: w.rounds! - 1 } }
          : item,
      );
      chars[atk] = { ...a, equipment };
    }
    if (r.partition === "hit") chars[def] = applyDamage(d, r.damage, plan.kind, o, w.name).character;
    rec.attack(atk, r.partition === "hit", r.partition === "hit" ? r.damage : 0);
  }

  fight(d: Dice, rec: FightRecorder): void {
    const o = this.o;
    const dice = diceSource(d);
    const die = dieFor(o);
    const chars: ObjCharacter[] = [...this.fighters];
    for (let round = 1; round <= this.maxRounds; round++) {
      // OBJ-INIT-1..4: a fresh roll every round, A then B.
      const entries = ([0, 1] as const).map((side) => {
        const c = chars[side]!;
        const pool = buildPool(view(c, side), INITIATIVE_POOL, o);
        const faces = throwDice(pool.size, die, dice, `initiative: ${c.name}`);
        return {
          id: IDS[side],
          successes: countSuccesses(faces, die.targetNumber),
          dexterity: c.attributes[ROLE.agility] ?? 0,
          wisdom: c.attributes[ROLE.insight] ?? 0,
        };
      });
      const { slots } = orderInitiative(entries, o, (tied) =>
        Object.fromEntries(tied.map((id) => [id, throwDice(1, die, dice, "initiative roll-off")[0]!])),
      );
      if (round === 1) rec.begin(slots[0]!.length > 1 ? null : slots[0]![0] === "a" ? 0 : 1);
      for (const slot of slots) {
        // OBJ-INIT-5: slot-mates act at the same time, so one downed by the other still acts;
        // the dead take no turn.
        for (const id of slot) {
          const atk: Side = id === "a" ? 0 : 1;
          const def: Side = atk === 0 ? 1 : 0;
          if (healthStates(chars[atk]!, o).dead) continue;
          for (let k = 0; k < o.actionsPerTurn; k++) {
            if (slot.length === 1 && !canAct(chars[atk]!, o)) break;
            if (!canAct(chars[def]!, o)) break;
            this.attack(chars, atk, dice, rec);
          }
        }
        let down = 0;
        let dead = 0;
        for (const side of [0, 1] as const) {
          if (!canAct(chars[side]!, o)) down |= SIDE_BIT[side];
          if (healthStates(chars[side]!, o).dead) dead |= SIDE_BIT[side];
        }
        if (down !== 0) {
          rec.end(round, down, dead, false);
          return;
        }
      }
    }
    rec.end(this.maxRounds, 0, 0, true);
  }
}

export const objectsDuel: DuelStrategy = {
  ruleset: "objects",
  summary:
    "DEX + Dodge initiative every round; each action an attack (DEX + Melee/Ranged against Dodge), the target's Defend, damage against STA + Armor; ends when a side can no longer act",
  prepare: (req: DuelRequest) => {
    noSettings(req.settings, "Objects");
    return new ObjectsDuel(
      req.options as ObjOptions,
      req.fighters as [ObjCharacter, ObjCharacter],
      req.weapons,
      req.maxRounds,
    );
  },
};
