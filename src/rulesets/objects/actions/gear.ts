// Using gear: drinking a potion that grants a trait for some minutes (OBJ-EQUIP-4, 17, OBJ-TRAIT-4),
// taking a part out of a tool or putting it back (OBJ-EQUIP-16), and loading a gun (OBJ-EQUIP-7, 9).

import { z } from "zod";
import { addCondition } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import { changed, characterOf, mustBePlayable } from "../bridge.js";
import { findItem, GRANTED_TRAIT_PREFIX, sheetIssues, stamina } from "../character/index.js";
import { findSample, sampleItem } from "../data/equipment.js";
import { AMMO, itemSchema } from "../data/item.js";
import { traitDef } from "../data/traits.js";
import type { ObjOptions } from "../options/schema.js";

const drinkParams = z.strictObject({
  actor: z.string(),
  item: z.string(),
  /** The GM's pick for this dose; default: the table's option. */
  durationSource: z.enum(["drinker-stamina", "brewer-successes"]).optional(),
});

export const drinkAction = action<z.infer<typeof drinkParams>, ObjOptions, z.input<typeof drinkParams>>({
  summary: "use up an item that grants a trait for some minutes (a potion of fire-breathing)",
  params: drinkParams,
  examples: [drinkParams.parse({ actor: "marta", item: "Potion of Fire-Breathing" })],
  resolve({ state, options, newId }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    mustBePlayable(c, options, ["actor"]);
    const found = findItem(c, p.item);
    const grants = found?.item.tool?.grants;
    if (!found || !grants)
      throw new EngineError("invalid", `${c.name} has no item '${p.item}' that grants a trait`, ["item"]);
    const source = p.durationSource ?? options.potionDurationSource;
    const minutes = source === "drinker-stamina" ? stamina(c) : found.item.tool!.brewerSuccesses;
    if (minutes === null)
      throw new EngineError("refused", `nobody recorded the brewer's successes for ${found.item.name}`, [
        "durationSource",
      ]);
    const events: TableEvent[] = [];
    if (found.item.tool!.consumable) {
      const equipment = c.equipment.filter((_, i) => i !== found.index);
      events.push(
        changed(p.actor, {
          character: { ...c, equipment },
          changes: [`${c.name} uses up ${found.item.name}`],
        }),
      );
    }
    if (minutes > 0)
      events.push(
        ...addCondition(state, {
          id: newId("condition"),
          target: p.actor,
          name: `${GRANTED_TRAIT_PREFIX}${grants.trait}`,
          rating: grants.rating,
          duration: { unit: "minute", remaining: minutes },
          source: `${found.item.name}: ${traitDef(grants.trait)?.name ?? grants.trait} ${grants.rating} for ${minutes} minute(s)`,
        }),
      );
    return { roll: null, events };
  },
});

const partParams = z.strictObject({
  actor: z.string(),
  item: z.string(),
  component: z.string(),
  /** Take the part out (it becomes an item of its own) or put it back. */
  take: z.enum(["out", "back"]),
});

export const componentAction = action<z.infer<typeof partParams>, ObjOptions, z.input<typeof partParams>>({
  summary: "take a part out of a tool (it stops giving its bonus) or put it back",
  params: partParams,
  examples: [
    partParams.parse({ actor: "rook", item: "Mechanic's Toolbox", component: "Wrench", take: "out" }),
  ],
  resolve({ state }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const found = findItem(c, p.item);
    const tool = found?.item.tool;
    if (!found || !tool) throw new EngineError("invalid", `${c.name} has no tool '${p.item}'`, ["item"]);
    const part = tool.components.find((x) => x.toLowerCase() === p.component.trim().toLowerCase());
    if (!part)
      throw new EngineError("invalid", `${found.item.name} has no part '${p.component}'`, ["component"]);
    let equipment = [...c.equipment];
    let missing: string[];
    if (p.take === "out") {
      if (tool.missing.includes(part))
        throw new EngineError("conflict", `${part} is already out`, ["component"]);
      missing = [...tool.missing, part];
      const sample = findSample(part);
      equipment.push(sample ? sampleItem(sample) : itemSchema.parse({ name: part }));
    } else {
      if (!tool.missing.includes(part))
        throw new EngineError("conflict", `${part} is already in`, ["component"]);
      const loose = findItem(c, part);
      if (!loose || loose.index === found.index)
        throw new EngineError("refused", `${c.name} no longer has the ${part}`, ["component"]);
      missing = tool.missing.filter((x) => x !== part);
      equipment = equipment.filter((_, i) => i !== loose.index);
    }
    const at = equipment.indexOf(found.item);
    equipment[at] = { ...found.item, tool: { ...tool, missing } };
    return {
      roll: null,
      events: [
        changed(p.actor, {
          character: { ...c, equipment },
          changes: [
            p.take === "out"
              ? `${c.name} takes the ${part} out of ${found.item.name}: it is incomplete`
              : `${c.name} puts the ${part} back: ${found.item.name} is ${missing.length === 0 ? "complete" : "still incomplete"}`,
          ],
        }),
      ],
    };
  },
});

const loadParams = z.strictObject({
  actor: z.string(),
  weapon: z.string(),
  ammo: z.enum(AMMO).default("standard"),
});

export const loadAction = action<z.infer<typeof loadParams>, ObjOptions, z.input<typeof loadParams>>({
  summary: "load a gun to capacity with standard or armour-piercing rounds (not the shotgun)",
  params: loadParams,
  examples: [loadParams.parse({ actor: "rook", weapon: "Colt M1911A .45", ammo: "armor-piercing" })],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const found = findItem(c, p.weapon);
    const w = found?.item.weapon;
    if (!found || !w?.firearm)
      throw new EngineError("invalid", `${c.name} has no gun '${p.weapon}'`, ["weapon"]);
    if (p.ammo === "armor-piercing" && !w.armorPiercingAllowed)
      throw new EngineError("invalid", `${found.item.name} cannot load armour-piercing bullets`, ["ammo"]);
    const equipment = c.equipment.map((item, i) =>
      i === found.index ? { ...item, weapon: { ...w, ammo: p.ammo, rounds: w.capacity } } : item,
    );
    const next = { ...c, equipment };
    const issues = sheetIssues(next, options);
    if (issues.length > 0) throw new EngineError("invalid", issues[0]!.message, issues[0]!.path, issues);
    return {
      roll: null,
      events: [
        changed(p.actor, {
          character: next,
          changes: [
            `${c.name} loads ${found.item.name} with ${p.ammo} rounds${w.capacity !== null ? ` (${w.capacity})` : ""}`,
          ],
        }),
      ],
    };
  },
});
