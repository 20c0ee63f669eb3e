// Reading a character file: migrate, check the shape, then check what depends on the options. Errors
// are EngineErrors whose path names the field (LUC-CHAR-1, LUC-TRAIT-1, 2, LUC-SKILL-1, LUC-SLOT-6, 7).

import { EngineError, type Issue, validate } from "../../../engine/errors.js";
import { ATTRIBUTES, FIXED_ARRAY } from "../data/attributes.js";
import { MAX_RANK, STARTING_SKILL_POINTS } from "../data/skills.js";
import { findTrait } from "../data/traits.js";
import type { LucidityOptions } from "../options/schema.js";
import { checkDamageExpression } from "../rules/damage-dice.js";
import { modifierOf, sameMultiset, scoreOf, signed } from "../rules/generate.js";
import { levelFromXp } from "../rules/levels.js";
import { lucidityFloor } from "../rules/lucidity.js";
import { capacityOf, designatedLimitOf, maxEnergy, maxHealth, maxLucidityOf, slotsUsed } from "./derive.js";
import { migrateCharacter } from "./migrate.js";
import { characterSchema, type LucidityCharacter } from "./schema.js";

type Path = (string | number)[];

/** LUC-TRAIT-1, 2: exactly 3 different traits; catalog names must exist unless the trait is invented. */
export function traitIssues(c: Pick<LucidityCharacter, "traits">): Issue[] {
  const issues: Issue[] = [];
  if (c.traits.length !== 3)
    issues.push({ path: ["traits"], code: "traits", message: `3 traits required (got ${c.traits.length})` });
  const seen = new Set<string>();
  c.traits.forEach((t, i) => {
    const key = t.name.toLowerCase();
    if (seen.has(key))
      issues.push({
        path: ["traits", i, "name"],
        code: "traits",
        message: `'${t.name}' is listed twice (duplicate)`,
      });
    seen.add(key);
    if (!t.custom && !findTrait(t.name))
      issues.push({
        path: ["traits", i, "name"],
        code: "traits",
        message: `'${t.name}' is not a catalog trait (mark it custom to invent one)`,
      });
  });
  return issues;
}

/** LUC-SKILL-3: a new character spends exactly 8 points (at most 8 if not all must be spent). */
export function skillPointIssues(skills: Record<string, number>, o: LucidityOptions): Issue[] {
  const issues: Issue[] = [];
  for (const [name, rank] of Object.entries(skills)) {
    if (!Number.isInteger(rank) || rank < 1 || rank > MAX_RANK)
      issues.push({
        path: ["skills", name],
        code: "skills",
        message: `rank ${rank} is outside 1–${MAX_RANK}`,
      });
  }
  const spent = Object.values(skills).reduce((s, r) => s + r, 0);
  if (o.mustSpendAllSkillPoints ? spent !== STARTING_SKILL_POINTS : spent > STARTING_SKILL_POINTS)
    issues.push({
      path: ["skills"],
      code: "skills",
      message: `a new character spends ${o.mustSpendAllSkillPoints ? "exactly" : "at most"} ${STARTING_SKILL_POINTS} skill points (${spent} spent)`,
    });
  return issues;
}

/** LUC-GEN-1..4: the level-1 attributes are the rolled modifiers or the fixed array, never a mix. */
function creationIssues(c: LucidityCharacter): Issue[] {
  const issues: Issue[] = [];
  const at = (path: Path, message: string) => issues.push({ path, code: "creation", message });
  const values = ATTRIBUTES.map((a) => c.creation.attributes[a]);
  c.creation.rolls.forEach((r, i) => {
    if (scoreOf(r.faces) !== r.score)
      at(["creation", "rolls", i, "score"], `faces ${r.faces.join(", ")} make ${scoreOf(r.faces)}`);
    if (modifierOf(r.score) !== r.modifier)
      at(["creation", "rolls", i, "modifier"], `score ${r.score} gives ${signed(modifierOf(r.score))}`);
  });
  if (c.creation.method === "array" && !sameMultiset(values, FIXED_ARRAY))
    at(["creation", "attributes"], "the array method uses exactly +2, +1, +1, +1, +0, +0, −1");
  if (c.creation.method === "roll") {
    if (c.creation.rolls.length !== 7) at(["creation", "rolls"], "the roll method records 7 rolls");
    else if (
      !sameMultiset(
        values,
        c.creation.rolls.map((r) => r.modifier),
      )
    )
      at(
        ["creation", "attributes"],
        "the level-1 attributes must be the 7 rolled modifiers (rolled and array values cannot be mixed)",
      );
  }
  return issues;
}

/** Everything that needs the options. */
export function sheetIssues(c: LucidityCharacter, o: LucidityOptions): Issue[] {
  const issues: Issue[] = [...traitIssues(c), ...creationIssues(c)];
  const at = (path: Path, message: string) => issues.push({ path, code: "sheet", message });
  const allowed = levelFromXp(c.xp, o.levelCap);
  if (c.level > allowed)
    at(["level"], `level ${c.level} needs more XP than ${c.xp} (that is level ${allowed})`);
  if (c.levels.length !== c.level - 1)
    at(["levels"], `a level-${c.level} character records ${c.level - 1} level-ups`);
  c.levels.forEach((l, i) => {
    if (l.level !== i + 2) at(["levels", i, "level"], `expected level ${i + 2}`);
  });
  const names = new Set<string>();
  c.items.forEach((item, i) => {
    if (names.has(item.name))
      at(["items", i, "name"], `'${item.name}' appears twice; give items distinct names`);
    names.add(item.name);
    if (item.damage !== undefined) {
      try {
        checkDamageExpression(item.damage, ["items", i, "damage"]);
      } catch (e) {
        if (e instanceof EngineError) at(["items", i, "damage"], e.message);
        else throw e;
      }
    }
  });
  c.designated.forEach((d, i) => {
    if (!names.has(d)) at(["designated", i], `'${d}' is not a carried item`);
    if (c.designated.indexOf(d) !== i) at(["designated", i], `'${d}' is designated twice`);
  });
  const limit = designatedLimitOf(c);
  if (c.designated.length > limit) at(["designated"], `at most ${limit} designated items (max(1, 2 + DEX))`);
  const cap = capacityOf(c);
  const used = slotsUsed(c, o);
  if (used > cap && o.overCapacity === "refuse")
    at(["items"], `the items take ${used} slots; only ${cap} are available`);
  const mh = maxHealth(c, o);
  if (c.health > mh) at(["health"], `must be at most ${mh} (the maximum Health)`);
  const me = maxEnergy(c, o);
  if (c.energy > me) at(["energy"], `must be at most ${me} (the maximum Energy)`);
  const ml = maxLucidityOf(c);
  if (c.lucidity > ml) at(["lucidity"], `must be at most ${ml} (the maximum Lucidity)`);
  if (c.lucidity < lucidityFloor(o)) at(["lucidity"], `must be at least ${lucidityFloor(o)}`);
  return issues;
}

function fail(issues: Issue[], what: string): never {
  const first = issues[0]!;
  const lines = issues.slice(0, 5).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new EngineError("invalid", `invalid ${what}: ${lines.join("; ")}`, first.path, issues);
}

/** Reads a character file; throws an EngineError naming every field at fault. */
export function parseCharacter(raw: unknown, o: LucidityOptions): LucidityCharacter {
  const file = migrateCharacter(raw);
  const c = validate(characterSchema, file, "Lucidity character");
  const issues = sheetIssues(c, o);
  if (issues.length > 0) fail(issues, "Lucidity character");
  return c;
}

/** The same checks on a character built in memory (creation, advancement). */
export function checkCharacter(
  c: LucidityCharacter,
  o: LucidityOptions,
  what = "character",
): LucidityCharacter {
  const issues = sheetIssues(c, o);
  if (issues.length > 0) fail(issues, what);
  return c;
}

export function throwIssues(issues: Issue[], what: string): void {
  if (issues.length > 0) fail(issues, what);
}
