// Test helpers for the Dice Engine duel's tests: fighters from examples/dice-engine as the CLI reads
// them (a character file or a kit), a duel request between two of them, kits with conditions added
// to their weapons' hits, and refusals caught.

import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { DuelRequest } from "../../../engine/facets/fight.js";
import { diceEngine } from "../ruleset.js";

const here = dirname(fileURLToPath(import.meta.url));
const examples = resolve(here, "../../../../examples/dice-engine");
const json = (path: string) => JSON.parse(readFileSync(path, "utf8"));

/**
 * A character file, or a kit's character and equipment, as the CLI reads them; "bruno+wren.kit" is
 * Bruno's character carrying Wren's kit.
 */
export function fighter(name: string): { character: unknown; equipment: unknown } {
  const plus = name.indexOf("+");
  if (plus >= 0)
    return {
      character: fighter(name.slice(0, plus)).character,
      equipment: fighter(name.slice(plus + 1)).equipment,
    };
  const raw = json(resolve(examples, `${name}.json`));
  if ("equipment" in raw)
    return { character: json(resolve(examples, raw.character)), equipment: raw.equipment };
  return { character: raw, equipment: undefined };
}

const options = diceEngine.parseOptions({});

export function request(a: string, b: string, extra: Partial<DuelRequest> = {}): DuelRequest {
  const fa = fighter(a);
  const fb = fighter(b);
  const o = (extra.options as typeof options | undefined) ?? options;
  return {
    options: o,
    fighters: [diceEngine.character.parse(fa.character, o), diceEngine.character.parse(fb.character, o)],
    weapons: [undefined, undefined],
    settings: {},
    maxRounds: 200,
    equipment: [fa.equipment, fb.equipment],
    ...extra,
  };
}

export { engineRefusal as refusal } from "../../../engine/testing/refusal.js";

/** A kit's equipment with conditions added to its first weapon's hits (and properties, if given). */
export function withOnHit(kit: string, onHit: unknown[], properties?: string[]): unknown {
  const equipment = fighter(kit).equipment as { weapons: Record<string, unknown>[] };
  equipment.weapons[0]!.onHit = onHit;
  if (properties) equipment.weapons[0]!.properties = properties;
  return equipment;
}
