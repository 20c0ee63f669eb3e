// The rules about which traits a sheet may hold (OBJ-TRAIT-2, 10, 16, 19, 21, 25, OBJ-CHAR-9, 11), and
// the traits a roll may use now: approved ones, plus traits granted for a while by an effect, held
// as engine conditions named `trait:<id>` (OBJ-TRAIT-4, OBJ-EQUIP-17). A granted trait the character
// already has uses the higher rating while it lasts.

import type { Issue } from "../../../engine/errors.js";
import type { Condition } from "../../../engine/state.js";
import { traitDef } from "../data/traits.js";
import type { ActiveTrait } from "../dice/pool.js";
import type { ObjOptions } from "../options/schema.js";
import { attributeCatalog, skillCatalog, traitKind, traitName } from "./catalog.js";
import type { ObjCharacter } from "./schema.js";

export const GRANTED_TRAIT_PREFIX = "trait:";

export function traitIssues(c: ObjCharacter, o: ObjOptions): Issue[] {
  const issues: Issue[] = [];
  const at = (path: (string | number)[], message: string) => issues.push({ path, message, code: "custom" });
  const taken = new Set([...attributeCatalog(o).map((a) => a.id), ...skillCatalog(o).map((s) => s.id)]);
  c.traits.forEach((t, i) => {
    const def = traitDef(t.trait);
    const name = traitName(t);
    if (!def) {
      if (t.kind === undefined || t.label === undefined)
        at(
          ["traits", i, "kind"],
          `'${t.trait}' is not a catalogue trait: an invented trait needs a label and a kind`,
        );
      if (taken.has(t.trait)) at(["traits", i, "trait"], `'${t.trait}' is already an attribute or skill id`);
    } else if (t.kind !== undefined && t.kind !== def.kind) {
      at(["traits", i, "kind"], `${def.name} is a ${def.kind} trait`);
    }
    if (t.rating > o.traitMax) at(["traits", i, "rating"], `must be at most ${o.traitMax}`);
    const requires = def?.requires ?? "nothing";
    if (requires === "sense" && t.sense === undefined)
      at(
        ["traits", i, "sense"],
        `${name} needs the sense it affects (sight, smell, touch, taste or hearing)`,
      );
    if (requires === "trigger" && t.trigger === undefined)
      at(["traits", i, "trigger"], `${name} needs a trigger`);
    if (requires === "triggers-equal-rating" && (t.triggers?.length ?? 0) !== t.rating)
      at(["traits", i, "triggers"], `${name} ${t.rating} needs exactly ${t.rating} trigger(s)`);
    if (requires === "extent") {
      if (t.extent === undefined)
        at(["traits", i, "extent"], `${name} needs the extent of the loss (one-limb, half-limbs, all-limbs)`);
      else {
        const cap = def!.extentCaps![t.extent];
        if (cap.exact && t.rating !== cap.max)
          at(["traits", i, "rating"], `${name} (${t.extent}) is always ${cap.max}`);
        else if (t.rating > cap.max)
          at(["traits", i, "rating"], `${name} (${t.extent}) allows at most ${cap.max}`);
      }
    }
    const same = c.traits.slice(0, i).filter((x) => x.trait === t.trait);
    const repeat = def?.repeatable ?? "no";
    if (same.length > 0) {
      if (repeat === "no") at(["traits", i, "trait"], `${name} can be taken only once`);
      if (repeat === "per-sense" && same.some((x) => x.sense === t.sense))
        at(["traits", i, "sense"], `${name} is already taken for ${t.sense}`);
      if (repeat === "per-trigger" && same.some((x) => x.trigger?.toLowerCase() === t.trigger?.toLowerCase()))
        at(["traits", i, "trigger"], `${name} is already taken for '${t.trigger}'`);
    }
    if (def?.excludes) {
      const other = c.traits.findIndex((x) => x.trait === def.excludes);
      const explained = (e: ObjCharacter["traits"][number] | undefined) =>
        e?.explanation !== undefined && e.approved;
      if (other >= 0 && other > i && !explained(t) && !explained(c.traits[other]))
        at(
          ["traits", other, "explanation"],
          `${name} and ${traitName(c.traits[other]!)} together need an explanation the GM approved`,
        );
    }
    if (!c.draft && t.acquired === "creation" && !t.approved)
      at(
        ["traits", i, "approved"],
        `${name} needs the GM's approval before play (or keep the character a draft)`,
      );
  });
  return issues;
}

/** Traits a roll may use now: approved ones and granted ones, the higher rating winning. */
export function activeTraits(c: ObjCharacter, granted: readonly Condition[] = []): ActiveTrait[] {
  const out: ActiveTrait[] = [];
  for (const t of c.traits) {
    if (!t.approved) continue;
    out.push({
      id: t.trait,
      name: traitName(t),
      kind: traitKind(t),
      rating: t.rating,
      ...(t.sense ? { sense: t.sense } : {}),
      ...(t.trigger ? { trigger: t.trigger } : {}),
      ...(t.extent ? { extent: t.extent } : {}),
    });
  }
  for (const g of granted) {
    if (!g.name.startsWith(GRANTED_TRAIT_PREFIX)) continue;
    const idOf = g.name.slice(GRANTED_TRAIT_PREFIX.length);
    const rating = g.rating ?? 0;
    const have = out.find((t) => t.id === idOf);
    if (have) have.rating = Math.max(have.rating, rating);
    else
      out.push({
        id: idOf,
        name: traitDef(idOf)?.name ?? idOf,
        kind: traitDef(idOf)?.kind ?? "positive",
        rating,
      });
  }
  return out;
}

/** Conditions on the table that grant this character a trait for a while. */
export function grantedTraits(conditions: readonly Condition[], characterId: string): Condition[] {
  return conditions.filter((x) => x.target === characterId && x.name.startsWith(GRANTED_TRAIT_PREFIX));
}
