// Test helpers (not shipped): sheets with plain defaults, a table around them, and actions run with
// scripted faces listed in roll order.

import { facesSource } from "../../../dice/index.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { emptyState, type TableState } from "../../../engine/state.js";
import { idCounter, oddsOf, resolveAction } from "../../../engine/table.js";
import { createCharacter } from "../character/create.js";
import type { HealingPeriod } from "../character/healing.js";
import {
  activeTraits,
  currentHealth,
  type ObjCharacter,
  type ObjCharacterInput,
  parseCharacter,
} from "../character/index.js";
import type { RollerView } from "../dice/pool.js";
import { type ObjOptions, parseOptions } from "../options/schema.js";
import { objects } from "../ruleset.js";

export const opts = (raw: Record<string, unknown> = {}): ObjOptions => parseOptions(raw);

const THREES = { strength: 3, dexterity: 3, stamina: 3, intelligence: 3, wisdom: 3, charisma: 3 };

/** A finished sheet: every attribute 3 unless `attributes` says otherwise, nothing else. */
export function sheet(
  o: ObjOptions,
  patch: Omit<Partial<ObjCharacterInput>, "attributes"> & { attributes?: Record<string, number> } = {},
): ObjCharacter {
  return parseCharacter(
    {
      schemaVersion: 1,
      ruleset: "objects",
      name: "Someone",
      ...patch,
      attributes: { ...THREES, ...(patch.attributes ?? {}) },
    },
    o,
  );
}

export function view(c: ObjCharacter): RollerView {
  return {
    name: c.name,
    attributes: c.attributes,
    skills: c.skills,
    traits: activeTraits(c),
    health: currentHealth(c),
  };
}

export function table(o: ObjOptions, chars: Record<string, ObjCharacter>): TableState {
  const s = emptyState("objects", o);
  for (const [id, c] of Object.entries(chars)) s.characters[id] = { id, name: c.name, owner: null, data: c };
  return s;
}

export interface Run {
  events: TableEvent[];
  roll: RollRecord;
  outcome: Record<string, unknown>;
  used: number;
  faces: number[];
}

export function run(state: TableState, name: string, params: unknown, faces: number[] = []): Run {
  const dice = facesSource(faces);
  const r = resolveAction(objects as never, state, name, params, dice, idCounter());
  return {
    events: r.events,
    roll: r.roll!,
    outcome: r.roll?.outcome ?? {},
    used: dice.used(),
    faces: r.roll?.dice.flatMap((d) => d.faces) ?? [],
  };
}

export function oddsFor(state: TableState, name: string, params: unknown) {
  return oddsOf(objects as never, state, name, params);
}

/** The character as the events leave it. */
export function sheetAfter(events: readonly TableEvent[], id: string): ObjCharacter | undefined {
  const last = [...events]
    .reverse()
    .find((e) => e.type === "character.changed" && (e as { id: string }).id === id);
  return last ? ((last as { data: unknown }).data as ObjCharacter) : undefined;
}

export { engineRefusal as engineError } from "../../../engine/testing/refusal.js";

/** Six attributes spread 6…1 (21 points), as the creation tests deal them. */
export const SPREAD = { strength: 6, dexterity: 5, stamina: 4, intelligence: 3, wisdom: 2, charisma: 1 };

/** A character made by the "assigned" method from SPREAD, with `input` over it. */
export function assignedCharacter(
  input: Record<string, unknown>,
  options: ObjOptions = opts(),
): ObjCharacter {
  return createCharacter(
    "assigned",
    { name: "Ada", attributePoints: 21, attributes: SPREAD, ...input },
    facesSource([]),
    options,
  );
}

/** A character of that Stamina carrying that damage, for the healing tests. */
export function hurt(o: ObjOptions, stamina: number, lethal: number, nonLethal: number): ObjCharacter {
  return sheet(o, { attributes: { stamina }, damage: { lethal, nonLethal } });
}

/** A healing period: nothing but what `p` says (light activity, no care). */
export function restPeriod(p: Partial<HealingPeriod>): HealingPeriod {
  return { days: 0, weeks: 0, underCare: false, activity: "light", ...p };
}
