// What goes into one character's d20 roll besides the die (LUC-CHECK-1, 2, LUC-BB-1..4, LUC-LUC-3, 8,
// 10, and the traits that hand out Buffs or bonuses), and the bookkeeping after it: spent Lucidity,
// used Help, a lapsed Wingman, a used Inspirator, a spent guaranteed roll.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { DieRecord } from "../../../engine/roll.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, type Edits } from "../bridge.js";
import { fellowshipBuffs, hasLucidity, hasTrait, type LucidityCharacter } from "../character/index.js";
import { ATTRIBUTES, type Attr } from "../data/attributes.js";
import type { LucidityOptions } from "../options/schema.js";
import type { BuffRoll } from "../rules/buffs.js";
import type { Inspiration } from "../rules/check.js";
import { afterSuccess, type LucidityRoll, lucidityTarget, maxLucidity } from "../rules/lucidity.js";

export const reason = z.string().trim().min(1).max(200);
export const attrParam = z.enum(ATTRIBUTES);
/** Situations traits react to: Rumor-monger, Natural Immunity, Adrenaline Rush, Debator. */
export const ROLL_TAGS = ["information", "disease", "fear", "discussion"] as const;

export const rollModifiers = {
  /** Buffs and Breaks the GM hands out, each with its reason (LUC-BB-1). */
  buffs: z.array(reason).max(20).default([]),
  breaks: z.array(reason).max(20).default([]),
  /** Other stated bonuses or penalties to the total. */
  bonus: z.number().int().min(-30).max(30).default(0),
  /** Roll Lucidity instead (declared before rolling), or after a failed d20 with substituteTiming = after-roll. */
  lucidity: z.union([z.boolean(), z.literal("if-failed")]).default(false),
  /** The GM's modifier to a Lucidity roll's target (LUC-LUC-8). */
  gmModifier: z.number().int().min(-20).max(20).default(0),
  /** A character with Inspirator adds their CHA (LUC-TRAIT-10). */
  inspiredBy: z.string().optional(),
  tags: z.array(z.enum(ROLL_TAGS)).default([]),
};

export type RollModifiers = z.infer<z.ZodObject<typeof rollModifiers>>;

export interface RollSubject {
  id: string;
  character: LucidityCharacter;
  attribute: Attr;
  /** The skill named for the roll, if any (its rank adds; Educated reads it). */
  skill: string | null;
  attack: boolean;
}

export interface Source {
  source: string;
  count: number;
}

export interface PreparedRoll {
  modifier: number;
  parts: { source: string; value: number }[];
  buffs: Source[];
  breaks: Source[];
  net: number;
  consumedAids: string[];
  inspiration: Inspiration | null;
  inspirerId: string | null;
  way: "d20" | "lucidity" | "lucidity-if-failed" | "guaranteed";
  /** A death-sequence turn: guaranteed and flagged critical (LUC-LUC-10). */
  critical: boolean;
  lucidityTarget: number | null;
}

const MENTAL = new Set<Attr>(["KNO", "AWA", "WIL", "CHA"]);

/** Is a guaranteed roll available to this character now (LUC-LUC-10, LUC-ZERO-7, 8)? */
export function guaranteedNow(c: LucidityCharacter, o: LucidityOptions): boolean {
  const p = c.effects.pending;
  if (p?.stage !== "active") return false;
  return o.guaranteedSuccessScope === "all-rolls-that-turn" || !p.used;
}

export function prepareRoll(
  state: TableState,
  s: RollSubject,
  m: RollModifiers,
  o: LucidityOptions,
): PreparedRoll {
  const c = s.character;
  const rank = s.skill !== null ? (c.skills[s.skill] ?? 0) : 0;
  const parts: { source: string; value: number }[] = [
    { source: s.attribute, value: c.attributes[s.attribute] },
  ];
  if (rank > 0) parts.push({ source: `${s.skill} rank`, value: rank });
  // LUC-TRAIT-14: +1 on a roll with a skill the character has no rank in.
  if (s.skill !== null && rank === 0 && hasTrait(c, "Educated")) parts.push({ source: "Educated", value: 1 });
  if (m.bonus !== 0) parts.push({ source: "bonus", value: m.bonus });

  const buffs: Source[] = m.buffs.map((r) => ({ source: r, count: 1 }));
  let breaks: Source[] = m.breaks.map((r) => ({ source: r, count: 1 }));
  const consumedAids: string[] = [];
  for (const aid of c.effects.aids) {
    if (aid.attribute !== null && aid.attribute !== s.attribute) continue;
    consumedAids.push(aid.id);
    const from = state.characters[aid.from]?.name ?? aid.from;
    if (aid.count > 0) buffs.push({ source: `help from ${from}`, count: aid.count });
    else breaks.push({ source: `interference from ${from}`, count: -aid.count });
  }
  if (!s.attack && c.effects.wingman?.attribute === s.attribute)
    buffs.push({
      source: `Wingman (${state.characters[c.effects.wingman.from]?.name ?? c.effects.wingman.from})`,
      count: 1,
    });
  if (s.attribute === "WIL") {
    const n = fellowshipBuffs(c, o);
    if (n > 0) buffs.push({ source: "Fellowship", count: n });
  }
  if (m.tags.includes("information") && hasTrait(c, "Rumor-monger"))
    buffs.push({ source: "Rumor-monger", count: 1 });
  if (m.tags.includes("disease") && hasTrait(c, "Natural Immunity"))
    buffs.push({ source: "Natural Immunity", count: 1 });
  // LUC-TRAIT-29: Breaks count 0 on KNO/AWA/WIL/CHA rolls (or only ranked-skill ones).
  if (
    hasTrait(c, "Mental Clarity") &&
    MENTAL.has(s.attribute) &&
    (o.mentalClarityScope === "attribute-rolls" || rank > 0)
  )
    breaks = breaks.length > 0 ? [{ source: "Mental Clarity (Breaks ignored)", count: 0 }] : [];

  let inspiration: Inspiration | null = null;
  let inspirerId: string | null = null;
  if (m.inspiredBy !== undefined) {
    const who = characterOf(state, m.inspiredBy, ["inspiredBy"]);
    if (!hasTrait(who, "Inspirator"))
      throw new EngineError("refused", `${who.name} does not have Inspirator`, ["inspiredBy"]);
    if (who.effects.inspirationUsed)
      throw new EngineError(
        "refused",
        `${who.name} has used Inspirator since the last rest or inspiring moment`,
        ["inspiredBy"],
      );
    inspiration = {
      bonus: who.attributes.CHA,
      mode: o.inspiratorTiming === "after-face" ? "if-it-helps" : "always",
    };
    inspirerId = m.inspiredBy;
  }

  const guaranteed = guaranteedNow(c, o);
  let way: PreparedRoll["way"] = "d20";
  if (m.lucidity !== false && !guaranteed) {
    if (!hasLucidity(c, o))
      throw new EngineError("refused", `${c.name} has no Lucidity (NPCs do not, unless npcsUseLucidity)`, [
        "lucidity",
      ]);
    if (m.lucidity === "if-failed" && o.substituteTiming === "before-roll")
      throw new EngineError(
        "refused",
        "a Lucidity roll is declared before rolling (substituteTiming = before-roll)",
        ["lucidity"],
      );
    way = m.lucidity === true ? "lucidity" : "lucidity-if-failed";
  }
  if (guaranteed) way = "guaranteed";
  const sum = (l: Source[]) => l.reduce((t, x) => t + x.count, 0);
  return {
    modifier: parts.reduce((t, p) => t + p.value, 0),
    parts,
    buffs,
    breaks,
    net: sum(buffs) - sum(breaks),
    consumedAids,
    inspiration,
    inspirerId,
    way,
    critical: guaranteed && c.effects.pending?.kind === "final-turn",
    lucidityTarget:
      way === "lucidity" || way === "lucidity-if-failed"
        ? lucidityTarget(c.lucidity, c.attributes[s.attribute], m.gmModifier, o)
        : null,
  };
}

export interface RollFacts {
  success: boolean;
  /** A Lucidity roll was made and succeeded (spends 1, LUC-LUC-5). */
  luciditySuccess: boolean;
  inspired: boolean;
}

/** After the roll: what it used up or ended. */
export function afterRoll(
  edits: Edits,
  s: RollSubject,
  p: PreparedRoll,
  f: RollFacts,
  o: LucidityOptions,
): void {
  let c = edits.get(s.id);
  const changes: string[] = [];
  let effects = c.effects;
  if (p.consumedAids.length > 0)
    effects = { ...effects, aids: effects.aids.filter((a) => !p.consumedAids.includes(a.id)) };
  if (!f.success && effects.wingman) {
    effects = { ...effects, wingman: null };
    changes.push(`${c.name} failed a roll: the Wingman Buff ends (not again until a rest)`);
  }
  if (p.way === "guaranteed" && o.guaranteedSuccessScope === "first-roll" && effects.pending)
    effects = { ...effects, pending: { ...effects.pending, used: true } };
  let lucidity = c.lucidity;
  if (f.luciditySuccess && p.way !== "guaranteed") {
    lucidity = afterSuccess(c.lucidity, maxLucidity(c.level), o);
    changes.push(`${c.name} spends Lucidity on a successful Lucidity roll: ${c.lucidity} → ${lucidity}`);
  }
  if (effects !== c.effects || lucidity !== c.lucidity) {
    c = { ...c, effects, lucidity };
    edits.apply(s.id, { character: c, changes });
  }
  if (f.inspired && p.inspirerId !== null) {
    const who = edits.get(p.inspirerId);
    edits.set(
      p.inspirerId,
      { ...who, effects: { ...who.effects, inspirationUsed: true } },
      `${who.name} uses Inspirator (+${who.attributes.CHA})`,
    );
  }
}

/** Die records of a d20 roll, its Buff/Break dice and a Lucidity roll. */
export function rollDice(
  face: number | null,
  buff: BuffRoll | null,
  luc: LucidityRoll | null,
  group?: string,
): DieRecord[] {
  const g = group !== undefined ? { group } : {};
  const out: DieRecord[] = [];
  if (face !== null)
    out.push({
      role: "d20",
      sides: 20,
      faces: [face],
      value: face,
      kept: true,
      exploded: false,
      imploded: false,
      ...g,
    });
  if (buff && buff.faces.length > 0) {
    const high = Math.max(...buff.faces);
    let keptOne = false;
    for (const f of buff.faces) {
      const kept = f === high && !keptOne;
      if (kept) keptOne = true;
      out.push({
        role: buff.net > 0 ? "buff" : "break",
        sides: 6,
        faces: [f],
        value: kept ? f : 0,
        kept,
        exploded: false,
        imploded: false,
        ...g,
      });
    }
  }
  if (luc) {
    out.push({
      role: "lucidity",
      sides: 20,
      faces: [luc.face],
      value: luc.face,
      kept: true,
      exploded: false,
      imploded: false,
      ...g,
    });
    if (luc.buff) out.push(...rollDice(null, luc.buff, null, group));
  }
  return out;
}

/** The roll's modifiers for the log. */
export function modifierRecord(p: PreparedRoll) {
  return { parts: p.parts, buffs: p.buffs, breaks: p.breaks, net: p.net, way: p.way, critical: p.critical };
}
