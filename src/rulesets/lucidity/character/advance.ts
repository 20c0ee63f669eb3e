// Advancement (LUC-ADV-1..5, LUC-SKILL-6): the GM awards XP; each level XP reaches lets the player
// raise one attribute by 1, never past +3; maximum Lucidity, Health and Energy are then recalculated
// and current values follow when they rise (levelUpRaisesCurrent).

import { EngineError } from "../../../engine/errors.js";
import { type Attr, isAttr } from "../data/attributes.js";
import { ATTRIBUTE_CAP } from "../data/levels.js";
import { MAX_RANK } from "../data/skills.js";
import type { LucidityOptions } from "../options/schema.js";
import { signed } from "../rules/generate.js";
import { levelFromXp } from "../rules/levels.js";
import { maxEnergy, maxHealth, maxLucidityOf } from "./derive.js";
import type { Outcome } from "./outcome.js";
import type { LucidityCharacter } from "./schema.js";
import { checkCharacter } from "./validate.js";

export type XpReason = "gold" | "milestone" | "other";

/** LUC-ADV-1: XP awarded by the GM, with its reason, logged. Gold converts only with xpPerGold. */
export function awardXp(
  c: LucidityCharacter,
  amount: number,
  reason: XpReason,
  note: string,
  o: LucidityOptions,
): Outcome {
  if (!Number.isInteger(amount) || amount < 0)
    throw new EngineError("invalid", "amount: a whole number ≥ 0", ["amount"]);
  const xp = c.xp + amount;
  const changes = [`${c.name} gains ${amount} XP (${reason}${note ? `: ${note}` : ""}): ${c.xp} → ${xp}`];
  const character = { ...c, xp, xpLog: [...c.xpLog, { amount, reason, note, total: xp }] };
  return { character, changes, warnings: levelWarning(character, o) };
}

/**
 * The levels the character's XP allows but not yet taken, as a warning; none once they are taken
 * (so `character advance --award … --buy level:ATTR` does not warn about the level it just bought).
 */
export function levelWarning(c: LucidityCharacter, o: LucidityOptions): string[] {
  const reached = levelFromXp(c.xp, o.levelCap);
  const owed = reached - c.level;
  if (owed <= 0) return [];
  return [
    `${c.name} can now reach level ${reached}: choose ${owed} attribute increase${owed === 1 ? "" : "s"}`,
  ];
}

/** XP for gold collected, when the table converts gold (xpPerGold); otherwise the GM enters XP. */
export function xpForGold(gold: number, o: LucidityOptions): number {
  if (o.xpPerGold === null)
    throw new EngineError("refused", "no xpPerGold rate is set: award the XP directly", ["gold"]);
  return Math.floor(gold * o.xpPerGold);
}

/** LUC-ADV-4: the attributes a level-up may raise (below +3). */
export function raisable(c: LucidityCharacter): Attr[] {
  return (Object.keys(c.attributes) as Attr[]).filter((a) => c.attributes[a] < ATTRIBUTE_CAP);
}

/**
 * Takes every level XP allows, one increase each, in order (LUC-ADV-4, 5). An attribute at +3 cannot
 * be chosen; if every attribute is at +3 the increase is lost (write null). With
 * skillAdvancement = one-rank-per-level, `skills` names one skill per level to raise by 1.
 */
export function levelUp(
  c: LucidityCharacter,
  increases: (Attr | null)[],
  o: LucidityOptions,
  skills: string[] = [],
): Outcome {
  const reached = levelFromXp(c.xp, o.levelCap);
  const gained = reached - c.level;
  if (gained <= 0)
    throw new EngineError("refused", `${c.name} has no level to take (${c.xp} XP is level ${reached})`, [
      "increases",
    ]);
  if (increases.length !== gained)
    throw new EngineError(
      "invalid",
      `increases: ${gained} level(s) gained, so choose ${gained} attribute(s)`,
      ["increases"],
    );
  if (skills.length > 0 && o.skillAdvancement === "gm-only")
    throw new EngineError(
      "refused",
      "skills: only the GM changes skill ranks after creation (skillAdvancement)",
      ["skills"],
    );
  if (o.skillAdvancement === "one-rank-per-level" && skills.length !== gained)
    throw new EngineError("invalid", `skills: name ${gained} skill(s), one per level`, ["skills"]);
  let next: LucidityCharacter = c;
  const changes: string[] = [];
  const before = { h: maxHealth(c, o), e: maxEnergy(c, o), l: maxLucidityOf(c) };
  increases.forEach((a, i) => {
    const level = next.level + 1;
    const attributes = { ...next.attributes };
    if (a === null) {
      if (raisable(next).length > 0)
        throw new EngineError("invalid", `increases.${i}: choose one of ${raisable(next).join(", ")}`, [
          "increases",
          i,
        ]);
      changes.push(`${c.name} reaches level ${level}; every attribute is at +3, so the increase is lost`);
    } else {
      if (!isAttr(a))
        throw new EngineError("invalid", `increases.${i}: '${a}' is not an attribute`, ["increases", i]);
      if (attributes[a] >= ATTRIBUTE_CAP)
        throw new EngineError("refused", `increases.${i}: ${a} is already +3 and cannot be chosen`, [
          "increases",
          i,
        ]);
      attributes[a] += 1;
      changes.push(
        `${c.name} reaches level ${level}: ${a} ${signed(next.attributes[a])} → ${signed(attributes[a])}`,
      );
    }
    let skillsNow = next.skills;
    const s = skills[i];
    if (s !== undefined) {
      const rank = (skillsNow[s] ?? 0) + 1;
      if (rank > MAX_RANK)
        throw new EngineError("refused", `skills.${i}: ${s} is already rank 5`, ["skills", i]);
      skillsNow = { ...skillsNow, [s]: rank };
      changes.push(`${s} rank ${rank - 1} → ${rank}`);
    }
    next = {
      ...next,
      level,
      attributes,
      skills: skillsNow,
      levels: [...next.levels, { level, increase: a, attributes }],
    };
  });
  const recalculated = recalculate(c, next, before, o);
  changes.push(...recalculated.changes);
  return { character: checkCharacter(recalculated.character, o), changes };
}

/**
 * LUC-ADV-5, LUC-HP-3: after any change of level or attributes, the maximums are recomputed; current
 * values rise by what the maximum gained (with levelUpRaisesCurrent) and are capped by a lower one.
 */
export function recalculate(
  old: LucidityCharacter,
  next: LucidityCharacter,
  before: { h: number; e: number; l: number },
  o: LucidityOptions,
): Outcome {
  const after = { h: maxHealth(next, o), e: maxEnergy(next, o), l: maxLucidityOf(next) };
  const follow = (current: number, was: number, now: number) =>
    Math.min(now, current + (o.levelUpRaisesCurrent && now > was ? now - was : 0));
  const health = follow(old.health, before.h, after.h);
  const energy = follow(old.energy, before.e, after.e);
  const lucidity = follow(old.lucidity, before.l, after.l);
  const changes = [
    `maximum Health ${before.h} → ${after.h} (current ${old.health} → ${health})`,
    `maximum Energy ${before.e} → ${after.e} (current ${old.energy} → ${energy})`,
    `maximum Lucidity ${before.l} → ${after.l} (current ${old.lucidity} → ${lucidity})`,
  ];
  return { character: { ...next, health, energy, lucidity }, changes };
}
