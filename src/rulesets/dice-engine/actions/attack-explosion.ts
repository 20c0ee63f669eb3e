// An explosion at the table (DE-EXPLO-*): every character caught takes the explosive's flat damage
// less the metres of the shortest path to its centre (Flak its rating per metre), plus, under Ace in
// the Hole, the concussive part again off each reflective surface near it (d + 2w) — all of it one
// damage instance per character, so EA and the checks damage triggers apply once. A character who
// dodged (the tracker's Dodge interrupt, DE-INT-3) takes half. Path lengths and surfaces come from
// the map layer or the GM; the explosion itself costs nobody initiative (the throw or trigger did).

import { z } from "zod";
import type { TableEvent } from "../../../engine/events.js";
import { action, type Resolution } from "../../../engine/ruleset.js";
import { type ExplosionDamage, explosionDamage, explosionHandOff } from "../attack/index.js";
import { characterOf } from "../bridge.js";
import { idSchema } from "../catalogue/ids.js";
import type { DiceEngineOptions } from "../options.js";
import { orThrow } from "../tracker/index.js";
import { type Dealt, dealDamage, happeningsOf } from "./attack-common.js";
import { defenderOf } from "./attack-view.js";
import { after } from "./combat-state.js";
import { dodgeOf, dodgeUsedEvents } from "./tracker-steps.js";

const metres = z.number().min(0).max(100_000);

export const explosiveSchema = z.strictObject({
  /** "25 concussive", "15 Flak:[3] Offset:[1]": one entry per kind of damage. */
  components: z
    .array(
      z.strictObject({
        type: idSchema,
        damage: z.number().int().min(0).max(10_000),
        flak: z.number().int().min(1).optional(),
        flakOffset: z.number().int().min(0).optional(),
      }),
    )
    .min(1)
    .max(10),
  /** DE-EXPLO-1: beyond a stated radius nothing is taken. */
  radius: metres.nullable().default(null),
});

export const explosionParams = z
  .strictObject({
    /** What exploded, for the log ("Bruno's grenade"). */
    source: z.string().trim().min(1).max(100).default("the explosion"),
    explosive: explosiveSchema,
    /** Everyone caught, with the shortest path to the centre and the surfaces around them. */
    targets: z
      .array(
        z.strictObject({
          character: z.string().min(1),
          distance: metres,
          /** DE-EXPLO-5: walls and objects near the character; the GM marks the reflective ones. */
          surfaces: z
            .array(
              z.strictObject({
                id: z.string().trim().min(1).max(50),
                distance: metres,
                reflective: z.boolean().default(true),
                /** DE-EXPLO-6: the distance to a reflective surface facing this one. */
                opposite: metres.optional(),
              }),
            )
            .max(10)
            .default([]),
          /**
           * DE-INT-3: the character dodged: half the damage, before Endurance and EA. Also true
           * without the flag when the character's Dodge interrupt succeeded at this moment.
           */
          dodged: z.boolean().default(false),
        }),
      )
      .min(1)
      .max(50),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.targets.forEach((t, i) => {
      if (seen.has(t.character))
        ctx.addIssue({
          code: "custom",
          path: ["targets", i, "character"],
          message: `${t.character} is caught once: one explosion is one damage instance per character`,
        });
      seen.add(t.character);
    });
    p.explosive.components.forEach((c, i) => {
      if ((c.type === "flak") !== (c.flak !== undefined))
        ctx.addIssue({
          code: "custom",
          path: ["explosive", "components", i, "flak"],
          message: "a Flak component gives its rating as `flak`, and only a Flak component does",
        });
    });
  });
export type ExplosionParams = z.output<typeof explosionParams>;

export const explosionAction = action<ExplosionParams, DiceEngineOptions, z.input<typeof explosionParams>>({
  summary:
    "an explosion: flat damage less the path to the centre for everyone caught, concussive reflections off walls (Ace in the Hole), one damage instance each",
  params: explosionParams,
  examples: [
    explosionParams.parse({
      source: "a grenade",
      explosive: { components: [{ type: "concussive", damage: 25 }] },
      targets: [
        { character: "bruno", distance: 2, surfaces: [{ id: "wall", distance: 1 }] },
        { character: "ilse", distance: 5, dodged: true },
      ],
    }),
  ],
  resolve({ state, options, dice, newId }, p): Resolution {
    // Everything refusable first: unknown characters, bad distances.
    const plans = p.targets.map((t, i) => {
      characterOf(state, t.character, ["targets", i, "character"]);
      const d = explosionDamage(p.explosive, t.distance, t.surfaces, options);
      if (d.ok) return d.value;
      return orThrow<ExplosionDamage>({ ...d, error: { ...d.error, path: ["targets", i, ...d.error.path] } });
    });
    const events: TableEvent[] = [];
    const lines: string[] = [];
    const dealt: Dealt[] = [];
    const per = p.targets.map((t, i) => {
      const d = plans[i]!;
      const name = state.characters[t.character]!.name;
      // A Dodge interrupt rolled at this moment (the tracker's DE-INT-3) counts as the flag does.
      const dodge = dodgeOf(after(state, events), t.character);
      const dodged = t.dodged || dodge?.success === true;
      const hand = explosionHandOff(d, p.source);
      const hits = d.hits.map((h) => `${h.damage}${h.pass > 0 ? ` off ${h.via}` : ""}`).join(" + ");
      if (!hand) {
        lines.push(`${name} is out of its reach`);
        return { character: t.character, damage: 0, dealt: 0, hits: d.hits, dodged };
      }
      const s = after(state, events);
      const view = defenderOf(s, t.character, options, ["targets", i, "character"]).view;
      const out = dealDamage(
        s,
        t.character,
        view,
        hand,
        { reductions: dodged ? [{ kind: "half", source: "dodge" }] : [] },
        dice,
        options,
      );
      events.push(...out.events);
      // One Dodge covers one area: used up once its damage is dealt.
      if (dodge) events.push(...dodgeUsedEvents(after(state, events), t.character));
      dealt.push(out);
      lines.push(
        `${name} at ${t.distance} m: ${hits} = ${d.total}${dodged ? " (dodged: half)" : ""}, ${out.final} after armour`,
        ...out.lines,
      );
      return { character: t.character, damage: d.total, dealt: out.final, hits: d.hits, dodged };
    });
    const roll = {
      id: newId("roll"),
      action: "explosion",
      actor: null,
      summary: [`${p.source} explodes`, ...lines].join("; "),
      dice: [],
      outcome: { targets: per, happenings: happeningsOf(dealt) },
      partition: "exploded",
    };
    return { roll, events: [{ type: "roll", roll }, ...events] };
  },
});
