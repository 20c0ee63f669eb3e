// Backgrounds and impairments: picked from the designer's catalog, rolled uniformly from it, or (for
// a background) invented by the player with the GM's approval (L13-BKG-5, L13-IMP-2). The engine ships
// no catalog entries; they are designer data in the options.

import type { DiceSource } from "../../../dice/index.js";
import { L13CharacterError } from "./errors.js";
import { faces } from "./ladder.js";
import type { L13Options } from "./options.js";
import type { Outcome } from "./outcome.js";
import type { Background, L13Character } from "./schema.js";

export type BackgroundChoice =
  | { kind: "catalog"; name: string }
  | { kind: "random" }
  | { kind: "invented"; name: string; description?: string; gmApproved: boolean };

export type ImpairmentChoice = { kind: "catalog"; name: string } | { kind: "random" };

type Entry = { name: string; description: string };

function findEntry(catalog: readonly Entry[], name: string, what: string, path: string[]): Entry {
  const hit = catalog.find((e) => e.name.toLowerCase() === name.trim().toLowerCase());
  if (hit) return { ...hit };
  const known = catalog.length ? catalog.map((e) => e.name).join(", ") : `the ${what} catalog is empty`;
  throw new L13CharacterError("invalid_input", path, `"${name}" is not in the ${what} catalog (${known})`);
}

/** A uniform pick: one roll of a die with as many faces as the catalog has entries. */
function rollEntry(catalog: readonly Entry[], dice: DiceSource | null, what: string, path: string[]): Entry {
  if (catalog.length === 0)
    throw new L13CharacterError("invalid_input", path, `cannot roll: the ${what} catalog is empty`);
  if (!dice)
    throw new L13CharacterError(
      "dice_required",
      path,
      `rolling ${what === "impairment" ? "an" : "a"} ${what} needs a dice source`,
    );
  const face = dice.roll(faces(catalog.length), `d${catalog.length}`);
  return { ...catalog[face - 1]! };
}

export function chooseBackground(
  choice: BackgroundChoice,
  dice: DiceSource | null,
  o: L13Options,
  path: string[] = ["background"],
): Background {
  if (!o.useBackgrounds)
    throw new L13CharacterError("invalid_input", path, "backgrounds are not used by this ruleset");
  if (o.maxBackgrounds < 1)
    throw new L13CharacterError(
      "invalid_input",
      path,
      "this ruleset allows no background (maxBackgrounds is 0)",
    );
  switch (choice.kind) {
    case "catalog":
      return {
        ...findEntry(o.backgroundCatalog, choice.name, "background", [...path, "name"]),
        approved: true,
      };
    case "random":
      return { ...rollEntry(o.backgroundCatalog, dice, "background", path), approved: true };
    case "invented":
      if (!choice.gmApproved)
        throw new L13CharacterError(
          "invalid_input",
          [...path, "gmApproved"],
          "an invented background needs the GM's approval",
        );
      return { name: choice.name.trim(), description: choice.description ?? "", approved: true };
  }
}

export function chooseImpairment(
  choice: ImpairmentChoice,
  dice: DiceSource | null,
  o: L13Options,
  path: string[],
): Entry {
  if (!o.useImpairments)
    throw new L13CharacterError("invalid_input", path, "impairments are not used by this ruleset");
  return choice.kind === "catalog"
    ? findEntry(o.impairmentCatalog, choice.name, "impairment", [...path, "name"])
    : rollEntry(o.impairmentCatalog, dice, "impairment", path);
}

/**
 * The GM adds an impairment after creation. Unlike one taken at creation it grants no specialization
 * (checklist decision under L13-IMP-2).
 */
export function addImpairment(
  c: L13Character,
  choice: ImpairmentChoice,
  dice: DiceSource | null,
  o: L13Options,
): Outcome {
  const entry = chooseImpairment(choice, dice, o, ["impairment"]);
  if (c.impairments.some((i) => i.name.toLowerCase() === entry.name.toLowerCase()))
    return { character: c, changes: [], refused: `${c.name} already has the impairment "${entry.name}"` };
  return {
    character: { ...c, impairments: [...c.impairments, entry] },
    changes: [`${c.name} gains the impairment "${entry.name}" (no bonus specialization after creation)`],
  };
}
