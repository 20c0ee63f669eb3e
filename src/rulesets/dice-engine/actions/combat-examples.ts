// The example cast's equipment, so the attack examples (and the contract suite) have weapons and
// armour to use: Bruno's hammer and shield, Ilse's knife and padded armour. The same data is in
// examples/dice-engine/*.kit.json for `tabula attack dice-engine`.

import type { TableState } from "../../../engine/state.js";
import { type DeCharacter, pointBuy } from "../character/index.js";
import type { DiceEngineOptions } from "../options.js";
import type { Hold } from "../tracker/tracker.js";
import {
  COMBAT_NOTE_KIND,
  combatNoteId,
  combatNoteSchema,
  type EquipmentInput,
  equipmentSchema,
  TRACKER_NOTE,
  TRACKER_NOTE_KIND,
  type TrackerNote,
} from "./combat-state.js";

export const EXAMPLE_EQUIPMENT: Record<string, EquipmentInput> = {
  bruno: {
    weapons: [
      {
        id: "hammer",
        name: "Hammer",
        stat: "strength",
        skill: "hammerFighting",
        melee: true,
        damage: "1d8",
        damageType: "bludgeoning",
        attacks: [{ type: "standard" }, { type: "heavy", ratings: [2] }],
        ammoPerAttack: 0,
      },
    ],
  },
  ilse: {
    weapons: [
      {
        id: "knife",
        name: "Knife",
        stat: "agility",
        skill: "knifeFighting",
        melee: true,
        damage: "1d4",
        damageType: "slashing",
        attacks: [{ type: "standard" }, { type: "precision" }],
        ammoPerAttack: 0,
        onHit: [],
      },
    ],
    armour: { name: "Padded jacket", type: "reflex", pa: 1, ea: 0 },
  },
  // A ranged weapon for the Spray, Sustained and assassination examples, and a knife for takedowns.
  wren: {
    weapons: [
      {
        id: "machinePistol",
        name: "Machine Pistol",
        stat: "dexterity",
        melee: false,
        damage: "1d6",
        damageType: "piercing",
        attacks: [{ type: "standard" }, { type: "sustained" }, { type: "spray", ratings: [6, 10] }],
        range: "5-20 Max: 60",
        ammoPerAttack: 1,
      },
      {
        id: "knife",
        name: "Knife",
        stat: "agility",
        skill: "knifeFighting",
        melee: true,
        damage: "1d4",
        damageType: "slashing",
        attacks: [{ type: "standard" }, { type: "precision" }],
        ammoPerAttack: 0,
      },
    ],
  },
};

/** The example table with the cast's equipment in its combat notes. */
export function withCombatFixtures(state: TableState): TableState {
  const notes = { ...state.notes };
  for (const [id, eq] of Object.entries(EXAMPLE_EQUIPMENT)) {
    if (!state.characters[id]) continue;
    const data = JSON.parse(JSON.stringify(combatNoteSchema.parse({ equipment: equipmentSchema.parse(eq) })));
    notes[combatNoteId(id)] = { kind: COMBAT_NOTE_KIND, text: `combat state of ${id}`, data, open: true };
  }
  return withThrowFixtures(withFightFixtures(withCareFixtures(withHealthFixtures({ ...state, notes }))));
}

/**
 * A hold for the Martial Throw example (DE-PERK-62): Kenji, Bruno's build with Grapple Expertise and
 * Martial Throw, holds Pell (Wren's build) grappled; Pell's round shield and Kenji's Shield Render
 * are the Shield Render example's (DE-PERK-26). Outside the fight, so the throw costs nothing
 * on a tracker.
 */
function withThrowFixtures(state: TableState): TableState {
  const bruno = state.characters.bruno?.data as DeCharacter | undefined;
  const wren = state.characters.wren?.data as DeCharacter | undefined;
  if (!bruno || !wren || state.characters.kenji || state.characters.pell) return state;
  const kenji: DeCharacter = {
    ...bruno,
    name: "Kenji Oda",
    perks: {
      ...bruno.perks,
      grappleExpertise: { rank: 1, source: "xp" },
      martialThrow: { rank: 1, source: "xp" },
      shieldRender: { rank: 1, source: "xp" },
    },
  };
  const pell: DeCharacter = { ...wren, name: "Pell Marsh" };
  const grappled = combatNoteSchema.parse({
    conditions: [{ condition: "grappled", appliedAt: 0, source: "kenji" }],
    // For the Shield Render example (DE-PERK-26): a shield for Kenji to render.
    equipment: { held: { name: "Round shield", pa: 2, ea: 1 } },
  });
  return {
    ...state,
    characters: {
      ...state.characters,
      kenji: { id: "kenji", name: kenji.name, owner: null, data: kenji },
      pell: { id: "pell", name: pell.name, owner: null, data: pell },
    },
    notes: {
      ...state.notes,
      [combatNoteId("pell")]: {
        kind: COMBAT_NOTE_KIND,
        text: "combat state of pell",
        data: JSON.parse(JSON.stringify(grappled)),
        open: true,
      },
    },
  };
}

/**
 * A surgeon for the `care` action's examples (actions/care.ts): Doc Harrow, with Overwatch Medic,
 * Field Surgeon and Optimised Recovery, rested and unhurt, to tend Mara during a short rest.
 */
export const EXAMPLE_SURGEON = {
  name: "Doc Harrow",
  concept: "A field surgeon who patches the crew up between fights",
  stats: { intuition: 2, logic: 2, endurance: 1 },
  purchases: [
    { kind: "skill", skill: "medic" },
    { kind: "skill", skill: "surgeon" },
    { kind: "perk", perk: "overwatchMedic" },
    { kind: "perk", perk: "fieldSurgeon" },
    { kind: "perk", perk: "optimisedRecovery" },
  ],
} as const;

function withCareFixtures(state: TableState): TableState {
  if (state.characters.doc) return state;
  const r = pointBuy(EXAMPLE_SURGEON, state.options as DiceEngineOptions);
  // As with the patients: a table whose options price the build out of reach goes without Doc.
  if (!r.ok) return state;
  return {
    ...state,
    characters: {
      ...state.characters,
      doc: { id: "doc", name: r.character.name, owner: null, data: r.character },
    },
  };
}

/**
 * Two more of the cast, hurt, so the health actions' examples have someone to act on: Otto, dying
 * at 0 HP with one death check of each kind behind him, and Mara, a combat medic still on her feet
 * at 0 Stun (HP 2 of 3).
 */
export const EXAMPLE_PATIENTS = {
  otto: {
    name: "Otto Brask",
    concept: "A night-shift dock guard who was in the wrong place",
    stats: { endurance: 1, strength: 1 },
  },
  mara: {
    name: "Mara Quill",
    concept: "A combat medic who keeps people breathing",
    stats: { intuition: 2, endurance: 1, logic: 1 },
    purchases: [
      { kind: "skill", skill: "medic" },
      { kind: "perk", perk: "battlefieldTransfusion" },
      { kind: "perk", perk: "emergencyResuscitation" },
    ],
  },
} as const;

function hurt(data: DeCharacter, hp: number, stun: number): DeCharacter {
  return { ...data, current: { ...data.current, hp: Math.min(hp, data.current.hp), stun } };
}

function withHealthFixtures(state: TableState): TableState {
  const o = state.options as DiceEngineOptions;
  const built = (id: keyof typeof EXAMPLE_PATIENTS) => {
    const r = pointBuy(EXAMPLE_PATIENTS[id], o);
    return r.ok ? r.character : null;
  };
  const otto = built("otto");
  const mara = built("mara");
  // A designer's options may price these builds out of reach; the fixtures must still build, so a
  // build that fails is left out (and only the health examples that need it go without).
  if (!otto || !mara || state.characters.otto || state.characters.mara) return state;
  const note = (data: unknown) => ({ kind: COMBAT_NOTE_KIND, text: "", data, open: true });
  const ottoNote = combatNoteSchema.parse({
    unconscious: { cause: "dying", since: 0, until: null },
    death: { successes: 1, failures: 1, stabilised: false, nextCheckAt: 10 },
  });
  return {
    ...state,
    characters: {
      ...state.characters,
      otto: { id: "otto", name: otto.name, owner: null, data: hurt(otto, 0, 0) },
      mara: { id: "mara", name: mara.name, owner: null, data: hurt(mara, 2, 0) },
    },
    notes: {
      ...state.notes,
      [combatNoteId("otto")]: {
        ...note(JSON.parse(JSON.stringify(ottoNote))),
        text: "combat state of otto",
      },
    },
  };
}

/**
 * A fight under way, so the tracker actions' examples (act, trigger, interrupt, burn, join) have one
 * to act in: three more of the cast, built like Bruno, Wren and Ilse, at a gate. The Guard and the
 * Scout stand tied at 0 (they act simultaneously, DE-INIT-6); the Sentry paid 5 at time 0 to hold
 * a Standard attack for when the gate opens (DE-ACT-3). Ilse, Bruno and Wren stay out of it, so the
 * other actions' examples run as they would outside a fight.
 */
export const EXAMPLE_FIGHTERS = {
  guard: { from: "bruno", name: "Gate Guard", tick: 0 },
  scout: { from: "wren", name: "Scout", tick: 0 },
  sentry: { from: "ilse", name: "Sentry", tick: 5 },
} as const;

function withFightFixtures(state: TableState): TableState {
  if (state.encounter) return state;
  const fighters = Object.entries(EXAMPLE_FIGHTERS);
  if (fighters.some(([id, f]) => !state.characters[f.from] || state.characters[id])) return state;
  const characters = { ...state.characters };
  for (const [id, f] of fighters) {
    const data = { ...(state.characters[f.from]!.data as DeCharacter), name: f.name };
    characters[id] = { id, name: f.name, owner: null, data };
  }
  const participants = fighters.map(([id, f]) => ({
    id,
    character: id,
    name: f.name,
    initiative: null,
    tick: f.tick,
    group: null,
  }));
  const hold: Hold = {
    action: { kind: "attack", attack: "standard" },
    trigger: "the gate opens",
    declaredAt: 0,
  };
  const tracker: TrackerNote = {
    holds: { sentry: hold },
    zeroCostStreaks: {},
    tie: null,
    dodges: {},
    readied: {},
    activated: {},
  };
  return {
    ...state,
    characters,
    encounter: {
      id: "gate",
      model: "ticks",
      participants,
      order: [],
      current: -1,
      round: 0,
      time: 0,
      budgetPerTurn: null,
      budget: null,
    },
    notes: {
      ...state.notes,
      [TRACKER_NOTE]: { kind: TRACKER_NOTE_KIND, text: "tracker extras", data: tracker, open: true },
    },
  };
}
