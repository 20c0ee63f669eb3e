// At 0 Health (LUC-ZERO-3..8, LUC-TRAIT-34): the end-of-round Lucidity (CON) roll, which spends no
// Lucidity; its failure margin proposes a row of the wound table, which the GM confirms or replaces —
// or, for degrees 1–4, the player takes a guaranteed turn and then falls unconscious instead; 5+ is
// the death sequence. Fate's Gamble: two Lucidity rolls for 1 Health.

import { z } from "zod";
import { addCondition } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, Edits, isTurnOf, payOncePerTurn } from "../bridge.js";
import {
  changeLucidity,
  hasLucidity,
  hasTrait,
  heal,
  type LucidityCharacter,
  maxLucidityOf,
} from "../character/index.js";
import { MINUTES_PER_DAY, WOUND_KINDS, type WoundKind, woundByKind } from "../data/wounds.js";
import type { LucidityOptions } from "../options/schema.js";
import { lucidityChance, lucidityTarget, rollLucidity } from "../rules/lucidity.js";
import { degreeOfFailure, woundFor } from "../rules/zero.js";
import { guaranteedNow, rollDice } from "./roll-parts.js";

function openNote(state: TableState, id: string, kind: string, path: string) {
  const n = state.notes[id];
  if (!n || n.kind !== kind) throw new EngineError("not_found", `no ${kind} note '${id}'`, [path]);
  if (!n.open) throw new EngineError("conflict", `note '${id}' is already settled`, [path]);
  return n as { kind: string; text: string; data: Record<string, unknown>; open: boolean };
}

/** A pending guaranteed or final turn: it starts at the character's next turn, or now if it is theirs. */
function pendingTurn(state: TableState, id: string, kind: "guaranteed" | "final-turn") {
  return { kind, stage: isTurnOf(state, id) ? ("active" as const) : ("waiting" as const), used: false };
}

export const zeroRollParams = z.strictObject({
  character: z.string(),
  /** The zero-health-roll note the end of the round opened, settled by this roll. */
  note: z.string().optional(),
});
type ZeroRollParams = z.infer<typeof zeroRollParams>;

function zeroTarget(state: TableState, p: ZeroRollParams, o: LucidityOptions) {
  const c = characterOf(state, p.character, ["character"]);
  if (!hasLucidity(c, o)) throw new EngineError("refused", `${c.name} has no Lucidity`, ["character"]);
  if (c.status === "dead") throw new EngineError("refused", `${c.name} is dead`, ["character"]);
  if (c.health > 0) throw new EngineError("refused", `${c.name} is not at 0 Health`, ["character"]);
  return { c, target: lucidityTarget(c.lucidity, c.attributes.CON, 0, o) };
}

export const zeroHealthRollAction = action<ZeroRollParams, LucidityOptions, z.input<typeof zeroRollParams>>({
  summary:
    "the end-of-round Lucidity (CON) roll at 0 Health: success costs nothing; failure wounds by its margin",
  params: zeroRollParams,
  examples: [
    zeroRollParams.parse({ character: "tomas" }),
    zeroRollParams.parse({ character: "tomas", note: "note-zero" }),
  ],
  odds({ state, options }, p) {
    const { target } = zeroTarget(state, p, options);
    const counts: Record<string, number> = {};
    for (let f = 1; f <= 20; f++) {
      const w = woundFor(degreeOfFailure(f, target, options.degreeOfFailureStep));
      if (w === null) continue;
      const k = w === "death" ? "death" : w.kind;
      counts[k] = (counts[k] ?? 0) + 1;
    }
    const chances = Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, n / 20]));
    const s = lucidityChance(target);
    return { partition: { success: s, failure: 1 - s }, chances, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const { c, target } = zeroTarget(state, p, options);
    const events: TableEvent[] = [];
    if (p.note !== undefined) {
      const n = openNote(state, p.note, "zero-health-roll", "note");
      if (n.data.character !== p.character)
        throw new EngineError("invalid", `note '${p.note}' is for another character`, ["note"]);
    }
    const luc = rollLucidity(target, dice);
    const degree = degreeOfFailure(luc.face, target, options.degreeOfFailureStep);
    const result = woundFor(degree);
    const rollId = newId("roll");
    const verdict = luc.success
      ? "success: nothing happens, and no Lucidity is spent"
      : result === "death"
        ? `failure by ${degree}: one final turn of guaranteed critical successes, then death`
        : `failure by ${degree}: ${result!.name} proposed`;
    const roll: RollRecord = {
      id: rollId,
      action: "zeroHealthRoll",
      actor: p.character,
      summary: `${c.name}'s Lucidity (CON) roll at 0 Health: ${luc.face} against ${target}, ${verdict}`,
      dice: rollDice(null, null, luc),
      outcome: {
        face: luc.face,
        target,
        success: luc.success,
        degree,
        result: result === null ? null : result === "death" ? "death" : result.kind,
      },
      partition: luc.success ? "success" : "failure",
    };
    events.push({ type: "roll", roll });
    if (p.note !== undefined)
      events.push({ type: "note.closed", id: p.note, resolution: `rolled ${luc.face} against ${target}` });
    if (result === "death") {
      const edits = new Edits(state);
      let next: LucidityCharacter = {
        ...c,
        effects: { ...c.effects, pending: pendingTurn(state, p.character, "final-turn") },
      };
      const changes = [`${c.name} takes one more turn, every roll a guaranteed critical success, then dies`];
      if (options.finalTurnLucidityTiming === "before-final-turn") {
        const l = changeLucidity(
          next,
          maxLucidityOf(next) - next.lucidity,
          options,
          "all Lucidity regained (death sequence)",
        );
        next = l.character;
        changes.push(...l.changes);
      }
      edits.apply(p.character, { character: next, changes });
      events.push(...edits.events());
    } else if (result !== null) {
      events.push({
        type: "note.opened",
        id: newId("note"),
        kind: "wound",
        text: `${c.name} failed by ${degree}: ${result.name} (heals ${result.heals}). The GM confirms or replaces it${c.status === "unconscious" ? "" : `; or ${c.name} takes a guaranteed turn, then falls unconscious, with no wound`}.`,
        data: {
          character: p.character,
          degree,
          proposed: result.kind,
          roll: rollId,
          canChooseGuaranteed: c.status !== "unconscious",
        },
      });
    }
    return { events, roll };
  },
});

export const settleWoundParams = z.strictObject({
  note: z.string(),
  /** The player's choice (LUC-ZERO-8): take the wound, or a guaranteed turn then unconsciousness. */
  choice: z.enum(["wound", "guaranteed-turn"]),
  /** The GM's result when replacing the table's (LUC-ZERO-6: "roughly"); "none" for no lasting harm. */
  result: z.enum([...WOUND_KINDS, "none"]).optional(),
  /** A name for the GM's own result. */
  label: z.string().trim().min(1).max(100).optional(),
  /** Healing time in days, picked by the GM (woundDuration = gm). */
  days: z.number().int().min(1).max(100_000).optional(),
});
type SettleParams = z.infer<typeof settleWoundParams>;

function windowOf(kind: WoundKind | "none"): readonly [number, number] | null {
  return kind === "none" ? null : woundByKind(kind).days;
}

export const settleWoundAction = action<SettleParams, LucidityOptions, z.input<typeof settleWoundParams>>({
  summary:
    "settle a failed 0-Health roll: the wound (as proposed or as the GM rules), or a guaranteed turn instead",
  params: settleWoundParams,
  examples: [
    settleWoundParams.parse({ note: "note-wound", choice: "wound", days: 10 }),
    settleWoundParams.parse({ note: "note-wound", choice: "wound", result: "major-wound", days: 45 }),
    settleWoundParams.parse({ note: "note-wound", choice: "guaranteed-turn" }),
  ],
  odds({ state, options }, p) {
    const n = openNote(state, p.note, "wound", "note");
    const kind = p.result ?? (n.data.proposed as WoundKind);
    const w = windowOf(kind);
    const dist: Record<string, [number, number][]> = {};
    if (p.choice === "wound" && options.woundDuration === "random" && w) {
      dist.days = Array.from({ length: w[1] - w[0] + 1 }, (_, i): [number, number] => [
        w[0] + i,
        1 / (w[1] - w[0] + 1),
      ]);
    }
    return { partition: { [p.choice]: 1 }, chances: {}, distributions: dist, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const n = openNote(state, p.note, "wound", "note");
    const id = n.data.character as string;
    const c = characterOf(state, id, ["note"]);
    const events: TableEvent[] = [];
    const record = (
      summary: string,
      outcome: Record<string, unknown>,
      faces: number[] = [],
      sides = 0,
    ): RollRecord => ({
      id: newId("roll"),
      action: "settleWound",
      actor: id,
      summary,
      dice: faces.map((f) => ({
        role: "days",
        sides,
        faces: [f],
        value: f,
        kept: true,
        exploded: false,
        imploded: false,
      })),
      outcome,
      partition: p.choice,
    });
    if (p.choice === "guaranteed-turn") {
      if (!n.data.canChooseGuaranteed || c.status !== "conscious")
        throw new EngineError("refused", `${c.name} is unconscious, so the guaranteed turn is not on offer`, [
          "choice",
        ]);
      if (p.result || p.days || p.label)
        throw new EngineError("invalid", "a guaranteed turn records no wound", ["result"]);
      const edits = new Edits(state);
      edits.set(
        id,
        { ...c, effects: { ...c.effects, pending: pendingTurn(state, id, "guaranteed") } },
        `${c.name} chooses a guaranteed turn, then unconsciousness, instead of a wound`,
      );
      const roll = record(`${c.name} takes a guaranteed turn instead of the wound`, {
        choice: p.choice,
        wound: null,
      });
      events.push({ type: "roll", roll }, ...edits.events(), {
        type: "note.closed",
        id: p.note,
        resolution: "guaranteed turn, then unconscious; no wound",
      });
      return { events, roll };
    }
    const proposed = n.data.proposed as WoundKind;
    const kind = p.result ?? proposed;
    const w = windowOf(kind);
    let days: number | null = null;
    let faces: number[] = [];
    let sides = 0;
    if (w) {
      if (options.woundDuration === "random") {
        if (p.days !== undefined)
          throw new EngineError("invalid", "days: rolled within the window (woundDuration = random)", [
            "days",
          ]);
        const range = Array.from({ length: w[1] - w[0] + 1 }, (_, i) => w[0] + i);
        days = dice.roll(range, `healing days (${w[0]}–${w[1]})`);
        faces = [days];
        sides = range.length;
      } else {
        if (p.days === undefined)
          throw new EngineError(
            "invalid",
            `days: the GM picks the healing time (${w[0]}–${w[1]} days for this wound)`,
            ["days"],
          );
        days = p.days;
      }
    } else if (p.days !== undefined)
      throw new EngineError("invalid", "days: this result does not heal over time", ["days"]);
    const name = p.label ?? (kind === "none" ? "no lasting harm" : woundByKind(kind).name);
    const replaced = kind !== proposed || p.label !== undefined;
    if (kind !== "none") {
      events.push(
        ...addCondition(state, {
          id: newId("wound"),
          target: id,
          name,
          rating: n.data.degree as number,
          duration: days === null ? null : { unit: "minute", remaining: days * MINUTES_PER_DAY },
          source: `Lucidity (CON) roll ${n.data.roll as string}`,
        }),
      );
    }
    const summary = `${c.name}: ${name}${days !== null ? `, heals in ${days} days` : kind === "disability" ? ", does not heal naturally" : ""}${replaced ? ` (the table proposed ${woundByKind(proposed).name})` : ""}`;
    const roll = record(
      summary,
      { choice: p.choice, proposed, wound: kind, label: name, days, replaced },
      faces,
      sides,
    );
    events.unshift({ type: "roll", roll });
    events.push({
      type: "note.closed",
      id: p.note,
      resolution: `table: ${woundByKind(proposed).name}; ruled: ${name}${days !== null ? ` (${days} days)` : ""}`,
    });
    return { events, roll };
  },
});

export const fatesGambleParams = z.strictObject({ actor: z.string() });
type GambleParams = z.infer<typeof fatesGambleParams>;

function gamble(state: TableState, p: GambleParams, o: LucidityOptions) {
  const c = characterOf(state, p.actor, ["actor"]);
  if (!hasTrait(c, "Fate's Gamble"))
    throw new EngineError("refused", `${c.name} does not have Fate's Gamble`, ["actor"]);
  if (c.health !== 0)
    throw new EngineError("refused", `Fate's Gamble is for 0 Health; ${c.name} has ${c.health}`, ["actor"]);
  if (!hasLucidity(c, o)) throw new EngineError("refused", `${c.name} has no Lucidity`, ["actor"]);
  if (c.status !== "conscious" && c.effects.pending?.kind !== "final-turn")
    throw new EngineError("refused", `${c.name} cannot act`, ["actor"]);
  const bonus = o.fatesGambleAttribute === "none" ? 0 : c.attributes[o.fatesGambleAttribute];
  return { c, bonus };
}

export const fatesGambleAction = action<GambleParams, LucidityOptions, z.input<typeof fatesGambleParams>>({
  summary: "Fate's Gamble at 0 Health: two Lucidity rolls (each success spends 1); both succeed → 1 Health",
  params: fatesGambleParams,
  examples: [fatesGambleParams.parse({ actor: "tomas" })],
  odds({ state, options }, p) {
    const { c, bonus } = gamble(state, p, options);
    if (guaranteedNow(c, options))
      return { partition: { success: 1, failure: 0 }, chances: {}, distributions: {}, truncated: 0 };
    const t1 = lucidityTarget(c.lucidity, bonus, 0, options);
    const after = changeLucidity(c, -1, options, "").character.lucidity;
    const both = lucidityChance(t1) * lucidityChance(lucidityTarget(after, bonus, 0, options));
    return { partition: { success: both, failure: 1 - both }, chances: {}, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const { c, bonus } = gamble(state, p, options);
    const events: TableEvent[] = [...payOncePerTurn(state, p.actor, "fatesGamble", ["actor"])];
    const sure = guaranteedNow(c, options);
    let next = c;
    const changes: string[] = [];
    const rolls = [0, 1].map(() => {
      const t = lucidityTarget(next.lucidity, bonus, 0, options);
      const r = rollLucidity(t, dice);
      const ok = sure || r.success;
      if (ok && !sure) {
        const l = changeLucidity(next, -1, options, "successful Lucidity roll");
        next = l.character;
        changes.push(...l.changes);
      }
      return { ...r, success: ok };
    });
    const won = rolls.every((r) => r.success);
    if (won) {
      const h = heal(next, 1, options, "Fate's Gamble");
      next = h.character;
      changes.push(...h.changes);
    }
    const roll: RollRecord = {
      id: newId("roll"),
      action: "fatesGamble",
      actor: p.actor,
      summary: `${c.name}'s Fate's Gamble: ${rolls.map((r) => `${r.face} against ${r.target}`).join(", then ")} — ${won ? "both succeed, 1 Health regained" : "not both"}`,
      dice: rolls.flatMap((r) => rollDice(null, null, r)),
      outcome: {
        rolls: rolls.map((r) => ({ face: r.face, target: r.target, success: r.success })),
        success: won,
      },
      partition: won ? "success" : "failure",
    };
    const edits = new Edits(state);
    edits.apply(p.actor, { character: next, changes });
    events.push({ type: "roll", roll }, ...edits.events());
    return { events, roll };
  },
});
