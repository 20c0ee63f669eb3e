// What the actions share: finding characters, collecting their changes into events, the turn's
// allowance (LUC-ACT-1..4 through the engine's actionsPerTurn budget), and who may act.

import { EngineError } from "../../engine/errors.js";
import type { TableEvent } from "../../engine/events.js";
import { ownEntry, type Participant, type TableState } from "../../engine/state.js";
import { canAct, type LucidityCharacter, type Outcome, type When } from "./character/index.js";
import type { LucidityOptions } from "./options/schema.js";

export function characterOf(state: TableState, id: string, path: (string | number)[]): LucidityCharacter {
  const entry = ownEntry(state.characters, id);
  if (!entry) {
    const known = Object.keys(state.characters).join(", ") || "none";
    throw new EngineError("not_found", `no character '${id}' at this table (characters: ${known})`, path);
  }
  return entry.data as LucidityCharacter;
}

/**
 * Changes to several characters within one action, folded in order and emitted as one
 * `character.changed` event per character (in the order they were first touched).
 */
export class Edits {
  private readonly order: string[] = [];
  private readonly now = new Map<string, { character: LucidityCharacter; changes: string[] }>();

  constructor(private readonly state: TableState) {}

  get(id: string, path: (string | number)[] = ["id"]): LucidityCharacter {
    return this.now.get(id)?.character ?? characterOf(this.state, id, path);
  }

  apply(id: string, outcome: Outcome): LucidityCharacter {
    const prev = this.now.get(id);
    if (!prev) this.order.push(id);
    this.now.set(id, {
      character: outcome.character,
      changes: [...(prev?.changes ?? []), ...outcome.changes],
    });
    return outcome.character;
  }

  /** Replaces the character with a note of what changed (for small edits). */
  set(id: string, character: LucidityCharacter, change: string | null): LucidityCharacter {
    return this.apply(id, { character, changes: change === null ? [] : [change] });
  }

  touched(id: string): boolean {
    return this.now.has(id);
  }

  events(): TableEvent[] {
    return this.order.map((id) => {
      const e = this.now.get(id)!;
      return { type: "character.changed", id, data: e.character, changes: e.changes };
    });
  }
}

/** Keys of the current turn and round, for damage bookkeeping and "once per turn" limits. */
export function whenOf(state: TableState): When {
  const e = state.encounter;
  if (!e || e.current < 0) return { turn: null, round: null };
  return { turn: `${e.id}:r${e.round}:t${e.current}`, round: `${e.id}:r${e.round}` };
}

/** The participant whose turn it is, if any. */
export function currentParticipant(state: TableState): Participant | null {
  const e = state.encounter;
  if (!e || e.current < 0) return null;
  return e.participants.find((p) => p.id === e.order[e.current]) ?? null;
}

export function isTurnOf(state: TableState, characterId: string): boolean {
  return currentParticipant(state)?.character === characterId;
}

/** Refuses a roll or action by someone who cannot act (LUC-ZERO-9, dead, defeated NPCs). */
export function mustAct(c: LucidityCharacter, o: LucidityOptions, path: (string | number)[]): void {
  if (!canAct(c, o))
    throw new EngineError(
      "refused",
      `${c.name} cannot act (${c.status === "conscious" ? "defeated" : c.status})`,
      path,
    );
}

export interface Cost {
  /** Actions (of the 2 per turn). */
  actions: number;
  /** A Move: paid with the move action when it is left, else with an action (LUC-ACT-2). */
  move?: boolean;
}

/**
 * LUC-ACT-1, 2, 4: in an encounter, an option is taken on the actor's own turn and paid from the
 * turn's allowance, or refused when not enough is left. Outside an encounter nothing is counted.
 */
export function payCost(
  state: TableState,
  characterId: string,
  cost: Cost,
  o: LucidityOptions,
  path: (string | number)[],
): TableEvent[] {
  const e = state.encounter;
  // Nothing to pay (a reaction, a free roll): any time, on anyone's turn.
  if (!e || (cost.actions === 0 && !cost.move)) return [];
  const p = currentParticipant(state);
  if (!p || p.character !== characterId) {
    const name = state.characters[characterId]?.name ?? characterId;
    throw new EngineError("refused", `it is not ${name}'s turn (it is ${p?.name ?? "nobody"}'s)`, path);
  }
  const left = { action: e.budget?.left.action ?? 0, move: e.budget?.left.move ?? 0 };
  const spend = { action: 0, move: 0 };
  if (cost.move) {
    if (left.move >= 1) spend.move = 1;
    else spend.action = 1;
  } else {
    spend.action = Math.min(cost.actions, left.action);
    if (o.moveActionFlexible) spend.move = Math.min(cost.actions - spend.action, left.move);
    if (spend.action + spend.move < cost.actions) {
      throw new EngineError(
        "refused",
        `not enough actions left this turn (${left.action}${o.moveActionFlexible ? ` + ${left.move} move` : ""} left, ${cost.actions} needed)`,
        path,
      );
    }
  }
  if (spend.action > left.action)
    throw new EngineError("refused", "no move action or action left this turn for a Move", path);
  const events: TableEvent[] = [];
  if (spend.move > 0) events.push({ type: "budget.spent", id: p.id, kind: "move", amount: spend.move });
  if (spend.action > 0) events.push({ type: "budget.spent", id: p.id, kind: "action", amount: spend.action });
  return events;
}

/** Spends a once-per-turn allowance (Shuffle, Fate's Gamble) when in an encounter. */
export function payOncePerTurn(
  state: TableState,
  characterId: string,
  kind: string,
  path: (string | number)[],
): TableEvent[] {
  const e = state.encounter;
  if (!e) return [];
  if (!isTurnOf(state, characterId))
    throw new EngineError(
      "refused",
      `only on ${state.characters[characterId]?.name ?? characterId}'s own turn`,
      path,
    );
  const left = e.budget?.left[kind] ?? 0;
  if (left < 1) throw new EngineError("refused", `${kind} was already used this turn`, path);
  return [{ type: "budget.spent", id: currentParticipant(state)!.id, kind, amount: 1 }];
}

/** A ruleset event that records something the GM ruled, changing no state (reduced as identity). */
export function logged(text: string, data: Record<string, unknown> = {}): TableEvent {
  return { type: "lucidity.logged", text, data };
}
