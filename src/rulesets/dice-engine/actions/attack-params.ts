// What an attack declares (DE-ATK-1, 2, 6; DE-TYPE-5, 10, 11; DE-DV-6, 10, 11; DE-ASSN-1; DE-INT-3;
// DE-PERK-19, 22..25): the `attack` action's parameters, one defender or a Spray's several, and the
// attack rules' refusals told in those parameters' names, so the table sees what to change.

import { z } from "zod";
import { ATTACK_TYPES } from "../attack/index.js";
import { COVER_LEVELS } from "../defence/dv.js";
import { orThrow } from "../tracker/index.js";

const label = z.string().trim().min(1).max(100);
const id = z.string().min(1);

/** DE-TYPE-10: one defender of a Spray and the shots aimed at it. */
export const sprayTargetParams = z.strictObject({
  defender: id,
  shots: z.number().int().min(1).max(1000),
  distance: z.number().min(0).max(100_000).optional(),
  cover: z.enum(COVER_LEVELS).default("none"),
  /** DE-PERK-19: the defender holds a knife in every off hand (Second Blade). */
  offHandKnives: z.boolean().default(false),
});

export const attackParams = z
  .strictObject({
    attacker: id,
    /** The one defender; a Spray may name several in `targets` instead. */
    defender: id.optional(),
    /** DE-TYPE-10/11: a Spray's defenders in declared order, with the shots aimed at each. */
    targets: z.array(sprayTargetParams).min(1).max(20).optional(),
    /** A weapon of the attacker's equipment (name or id), or "Unarmed Strike". */
    weapon: z.string().trim().min(1),
    /** DE-ATK-1: the attack type, declared before rolling. */
    type: z.enum(ATTACK_TYPES).default("standard"),
    /** DE-ATK-6: the Type:[X] chosen. */
    rating: z.number().int().min(1).optional(),
    /** DE-ATK-2: metres to the target. */
    distance: z.number().min(0).max(100_000).optional(),
    /** DE-DV-10: cover, ranged attacks only. */
    cover: z.enum(COVER_LEVELS).default("none"),
    /** DE-DV-6: armour piercing beyond the weapon's own. */
    ap: z.number().int().min(0).max(50).optional(),
    /** A touch attack meets the Touch DV (DE-DV-11). */
    touch: z.boolean().default(false),
    lineOfSight: z.boolean().default(true),
    /** DE-TYPE-4: without line of sight, the degrees a Seeking attack's path bends (at most 90). */
    pathBend: z.number().min(0).max(360).optional(),
    /** DE-ATK-9 (option staticTargets): the defender cannot move or cannot reasonably be missed: no DV. */
    static: z.boolean().default(false),
    /** DE-ATK-6: ammunition the weapon holds now; afterwards the note counts it. */
    ammo: z.number().int().min(0).optional(),
    advantage: z.array(label).max(20).default([]),
    disadvantage: z.array(label).max(20).default([]),
    modifiers: z.array(z.number().int().min(-50).max(50)).max(20).default([]),
    /**
     * DE-INT-3: the defender dodged: the damage is halved (rounded up). Also true without the
     * flag when the defender's Dodge interrupt succeeded at this moment.
     */
    dodged: z.boolean().default(false),
    /** DE-TYPE-5: the target broke line of sight since the last attack of the chain. */
    sightBroken: z.boolean().default(false),
    /** DE-ASSN-1..5: an assassination of an unaware target (ranged, no cover). */
    assassinate: z.boolean().default(false),
    /** DE-PERK-22..25: a stance perk entered with this attack. */
    stance: z.string().trim().min(1).optional(),
    /** DE-PERK-30: a reckless attack (Reckless Abandon, Axe Fighting weapon): −2 to hit, + min(DoS, Strength) damage. */
    reckless: z.boolean().default(false),
    /** DE-PERK-28: metres run in a straight line as the action right before this melee attack (Momentum Master). */
    movedStraightMetres: z.number().min(0).max(1000).optional(),
    /** DE-PERK-19: the defender holds a knife in every off hand (Second Blade). */
    defenderOffHandKnives: z.boolean().default(false),
    /**
     * DE-PERK-59: the defender takes a Martial Parry (2 initiative, off-turn) if this melee weapon
     * attack hits: the damage loses its Martial Value before EA. The GM's to declare (or the
     * defender's own player's); otherwise the defender readies it with `interrupt`, which the attack reads.
     */
    parried: z.boolean().default(false),
    /**
     * DE-PERK-63: this is a Counter Attack: a Martial Strike at the one the attacker has just parried,
     * for 2 initiative, even when not active.
     */
    counterAttack: z.boolean().default(false),
    /**
     * DE-PERK-48: a friend of the defender's with Get Down Mr President takes the damage instead if
     * the attack hits (1 initiative, off-turn), through its own Endurance and EA. Like `parried`, the
     * GM's or that friend's player's to set; the friend may ready it with `interrupt` instead.
     */
    interceptor: id.optional(),
    /**
     * DE-PERK-41: Deadly Descent's landing attack, right after a fall that dealt fall damage: a melee
     * attack paid off-turn, + Agility damage on a hit.
     */
    deadlyDescent: z.boolean().default(false),
    /**
     * DE-PERK-65: Sweeping Leg Technique: a Martial Strike that hits deals no damage; the defender
     * makes an Agility check (DC 12 + MV) or falls Prone.
     */
    sweep: z.boolean().default(false),
    /** DE-PERK-48: metres between the interceptor and the defender (1 m at most). */
    interceptorDistance: z.number().min(0).max(100_000).default(0),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (p.targets !== undefined) {
      if (p.type !== "spray") issue("targets", "only a Spray attack has several targets: give `defender`");
      if (p.defender !== undefined) issue("defender", "give either `defender` or `targets`, not both");
      const seen = new Set<string>();
      p.targets.forEach((t, i) => {
        if (seen.has(t.defender))
          ctx.addIssue({
            code: "custom",
            path: ["targets", i, "defender"],
            message: `${t.defender} is named twice: give it all its shots in one entry`,
          });
        seen.add(t.defender);
      });
    } else if (p.defender === undefined) issue("defender", "name the defender (or, for a Spray, `targets`)");
    if (p.type === "spray" && p.dodged)
      issue("dodged", "a Dodge halves area damage; a Spray's defenders do not dodge it");
    if (p.assassinate && p.type === "spray")
      issue("assassinate", "an assassination is one attack at one target");
    if (p.static && p.assassinate)
      issue("static", "a static target has no DV, Surprised or other: assassinate a target that has one");
    if (p.static && p.type === "spray") issue("static", "a Spray's defenders each have their DV");
    if (p.type === "spray")
      for (const f of ["parried", "counterAttack", "interceptor", "deadlyDescent", "sweep"] as const)
        if (p[f] !== undefined && p[f] !== false) issue(f, "one attack at one defender only, not a Spray");
  });
export type AttackParams = z.output<typeof attackParams>;

/** Why the rules refuse, as an EngineError naming the parameter (`attackType` is our `type`). */
export function refused<T>(
  r:
    | { ok: true; value: T }
    | { ok: false; error: { code: string; path: (string | number)[]; message: string } },
): T {
  if (r.ok) return r.value;
  const path = r.error.path.map((x) => (x === "attackType" ? "type" : x));
  if (path[0] === "targetAware" || path[0] === "behindCover") path.splice(0, 1, "assassinate");
  return orThrow({ ok: false, error: { ...r.error, path } } as never);
}
