// A character's gear as the rules read it: worn armour (OBJ-EQUIP-6), weapons by name, tools and
// whether they are complete (OBJ-EQUIP-3, 16).

import { EngineError } from "../../../engine/errors.js";
import type { Item } from "../data/item.js";
import type { DiceModifier } from "../dice/pool.js";
import type { ObjOptions } from "../options/schema.js";
import type { ObjCharacter } from "./schema.js";

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The Armor rating worn: all pieces added, or only the best, by option. */
export function armorTotal(c: ObjCharacter, o: ObjOptions): number {
  const ratings = c.equipment.filter((i) => i.armor !== null && i.worn).map((i) => i.armor!);
  if (ratings.length === 0) return 0;
  return o.armorStacking === "sum" ? ratings.reduce((a, b) => a + b, 0) : Math.max(...ratings);
}

export function findItem(c: ObjCharacter, name: string): { item: Item; index: number } | null {
  const k = squash(name);
  const index = c.equipment.findIndex(
    (i) => squash(i.name) === k || (i.catalog !== null && squash(i.catalog) === k),
  );
  return index < 0 ? null : { item: c.equipment[index]!, index };
}

/** OBJ-EQUIP-16: a tool gives its bonus only while none of its parts is missing. */
export function isComplete(item: Item): boolean {
  return !item.tool || item.tool.components.every((p) => !item.tool!.missing.includes(p));
}

/** The dice the named tools add to a roll of `skill`; a tool for another skill is refused. */
export function toolModifiers(
  c: ObjCharacter,
  names: readonly string[],
  skill: string | null,
  path: (string | number)[],
): DiceModifier[] {
  return names.map((name, i) => {
    const found = findItem(c, name);
    if (!found?.item.tool) throw new EngineError("invalid", `${c.name} has no tool '${name}'`, [...path, i]);
    const t = found.item.tool;
    if (t.skill === null || t.skill !== skill)
      throw new EngineError(
        "invalid",
        `${found.item.name} helps ${t.skill ?? "no skill roll"}, not this roll`,
        [...path, i],
      );
    const complete = isComplete(found.item);
    return {
      label: complete ? found.item.name : `${found.item.name} (incomplete: ${t.missing.join(", ")} missing)`,
      dice: complete ? t.bonus : 0,
      source: "tool",
    };
  });
}

/** Notes for a tool bonus outside the usual +1 to +3 (allowed, but worth a look). */
export function toolWarnings(item: Item): string[] {
  const b = item.tool?.bonus ?? 0;
  return item.tool?.skill && (b < 1 || b > 3)
    ? [`${item.name} adds ${b} dice: tools usually add 1 to 3`]
    : [];
}
