#!/usr/bin/env node
// Issue 21: counts every ruleset's catalogue entries by who carries out their text at the table:
//   by code        every mechanic the entry's data carries is read by a shipped module outside the
//                  catalogue (an effect `kind` named as a string, a field read as `.field`, a trait
//                  looked up by its name); an entry that is only a name with numbers the rules read
//                  generically (a weapon's damage read by the attack action, a ladder rung's die) counts
//                  as by code when shipped code outside the catalogue reads its list;
//   GM adjudicates the catalogue marks it `gmAdjudicates` (the table is to show its text);
//   neither        nothing to read (or some mechanic no module reads) and no mark: a gap to close.
// "Shipped" is the ruleset's folder without tests, testing helpers and the catalogue files
// themselves; of that, only the top-level declarations reached name by name from its ruleset.ts
// (the action table and hooks) are searched, so a reader only unit tests call does not count
// (--loose searches every shipped file). Each kind below names the files it leaves out.
// Usage: npx tsc -p tsconfig.build.json (or npm run build), then
//        node scripts/catalogue-audit.mjs [--list] [--markdown] [--loose]
// --list names every entry and how many declarations each search reached.
// Reads the compiled catalogues in dist/ (Node 20 cannot import .ts) and greps src/ for readers.
// Exit code 1 while any entry is "neither".

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const list = process.argv.includes("--list");
const markdown = process.argv.includes("--markdown");
const loose = process.argv.includes("--loose");

async function load(ts) {
  const js = `dist/${ts.replace(/^src\//, "").replace(/\.ts$/, ".js")}`;
  if (!existsSync(js)) {
    console.error(`${js} is missing: run \`npm run build\` (or \`npx tsc -p tsconfig.build.json\`) first`);
    process.exit(2);
  }
  return import(pathToFileURL(js).href);
}

function sources(dir, skip) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (skip(p)) return [];
    if (statSync(p).isDirectory()) return sources(p, skip);
    return /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && !/(^|\/)testing(\/|\.ts$)/.test(p) ? [p] : [];
  });
}
/** Comments say what code does; only code counts as a reader. */
const uncomment = (t) =>
  t
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/\s\/\/ [^"'`]*$/gm, "");

const DECL =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?(function\*?|const|let|var|class|enum|interface|type|import)\s*([A-Za-z_$][\w$]*)?/;

/** Top-level declarations of a file: each runtime one with its name and its text. */
function blocks(file) {
  const out = [];
  let cur = null;
  for (const line of uncomment(readFileSync(file, "utf8")).split("\n")) {
    const m = /^(export|function|const|let|var|class|enum|interface|type|import|async|declare)\b/.test(line)
      ? DECL.exec(line)
      : null;
    if (m) {
      cur = { file, name: m[2] ?? null, runtime: !["interface", "type", "import"].includes(m[1]), body: "" };
      out.push(cur);
    }
    if (cur) cur.body += `${line}\n`;
  }
  return out;
}

const corpora = new Map();
const reach = [];
/**
 * The shipped code under `dir` (without the paths `skip` names: catalogue files, folders) that a
 * table runs: the top-level declarations reached, name by name, from the ruleset's module (its action
 * table and hooks). A reader nobody calls (a helper only its unit tests use) does not count. With
 * --loose, every shipped file under `dir` counts, as the first version of this script did.
 */
function corpus(dir, skip = () => false, key = dir) {
  if (corpora.has(key)) return corpora.get(key);
  const files = sources(dir, skip);
  if (loose) {
    corpora.set(key, files.map((p) => uncomment(readFileSync(p, "utf8"))).join("\n"));
    return corpora.get(key);
  }
  const all = files.flatMap(blocks).filter((b) => b.runtime);
  const byName = new Map();
  for (const b of all) if (b.name) byName.set(b.name, [...(byName.get(b.name) ?? []), b]);
  const rulesetFile = join(dir.split("/").slice(0, 3).join("/"), "ruleset.ts");
  const seen = new Set(all.filter((b) => b.file === rulesetFile));
  const queue = [...seen];
  while (queue.length > 0) {
    const b = queue.pop();
    for (const [id] of b.body.matchAll(/[A-Za-z_$][\w$]*/g))
      for (const d of byName.get(id) ?? [])
        if (!seen.has(d)) {
          seen.add(d);
          queue.push(d);
        }
  }
  corpora.set(key, [...seen].map((b) => b.body).join("\n"));
  reach.push(`${key}: ${seen.size} of ${all.length} top-level declarations reached from ${rulesetFile}`);
  return corpora.get(key);
}

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** A mechanic is read when shipped code names it as a string: "stance", 'Fast Healer'. */
const lit = (s) => ({ what: `"${s}"`, re: new RegExp(`["'\`]${esc(s)}["'\`]`) });
/** … or reads the field: `.armorMultiplier`. */
const field = (f) => ({ what: `.${f}`, re: new RegExp(`\\.${esc(f)}\\b`) });
/** … or names the exported list (a generic reader: every entry is read the same way). */
const list_ = (...names) => ({
  what: names.join(" or "),
  re: new RegExp(`\\b(${names.map(esc).join("|")})\\b`),
});

/**
 * entries: { name, needs: [{what, re}], gm: string[] | null }; src: the corpus the needs are sought in.
 */
function classify(entries, src) {
  const rows = { code: [], gm: [], neither: [] };
  for (const e of entries) {
    const unread = e.needs.filter((n) => !n.re.test(src)).map((n) => n.what);
    if (e.gm) rows.gm.push(`${e.name} (${e.gm.join(", ")})`);
    else if (e.needs.length > 0 && unread.length === 0) rows.code.push(e.name);
    else
      rows.neither.push(
        `${e.name}: ${e.needs.length === 0 ? "nothing its text promises is data" : `nothing reads ${unread.join(", ")}`}`,
      );
  }
  return { total: entries.length, ...rows };
}

const RS = "src/rulesets";
const table = [];
const add = (ruleset, kind, entries, src) => table.push({ ruleset, kind, ...classify(entries, src) });

// ── Dice Engine ──────────────────────────────────────────────────────────────────────────────────
{
  // Perks and conditions: their effect kinds, named as strings by src/** outside the catalogue.
  const noCatalogue = (p) => p.endsWith("catalogue");
  const { CORE_PERKS } = await load(`${RS}/dice-engine/catalogue/perks.ts`);
  add(
    "dice-engine",
    "perks",
    CORE_PERKS.map((p) => ({
      name: p.name,
      needs: [...new Set(p.effects.map((e) => e.kind))].map(lit),
      gm: p.gmAdjudicates?.when ?? null,
    })),
    corpus(`${RS}/dice-engine`, noCatalogue, "de-no-catalogue"),
  );

  const { CORE_CONDITIONS } = await load(`${RS}/dice-engine/conditions/catalog.ts`);
  add(
    "dice-engine",
    "conditions",
    Object.values(CORE_CONDITIONS).map((c) => ({
      name: c.name,
      needs: [...new Set(c.effects.map((e) => e.kind))].map(lit),
      gm: null, // the condition schema has no mark (yet)
    })),
    corpus(
      `${RS}/dice-engine`,
      (p) => noCatalogue(p) || p.endsWith("conditions/catalog.ts"),
      "de-no-catalogue-no-conditions",
    ),
  );

  // Weapons: the core book defines none; the shipped ones are the Unarmed Strike (DE-ATK-8) and the
  // example cast's kit. Every field a weapon sets must be read by the attack rules (`.field`), and each
  // attack type it offers must be a type the rules name.
  const { unarmedStrike } = await load(`${RS}/dice-engine/attack/weapon.ts`);
  const { EXAMPLE_EQUIPMENT } = await load(`${RS}/dice-engine/actions/combat-examples.ts`);
  const weapons = new Map();
  for (const w of [
    unarmedStrike("both"),
    unarmedStrike("one"),
    ...Object.values(EXAMPLE_EQUIPMENT).flatMap((k) => k.weapons ?? []),
  ])
    if (!weapons.has(w.id)) weapons.set(w.id, w);
  const weaponNeeds = (w) => [
    ...Object.keys(w)
      .filter((k) => !["id", "name"].includes(k))
      .filter((k) => w[k] !== null && !(Array.isArray(w[k]) && w[k].length === 0))
      .map(field),
    ...w.attacks.map((a) => lit(a.type)),
  ];
  add(
    "dice-engine",
    "weapons",
    [...weapons.values()].map((w) => ({
      name: `${w.name} (${w.id})`,
      needs: weaponNeeds(w),
      gm: null,
    })),
    corpus(`${RS}/dice-engine`, (p) => noCatalogue(p) || p.endsWith("attack/weapon.ts"), "de-weapons"),
  );
}

// ── Lucky 13 ─────────────────────────────────────────────────────────────────────────────────────
{
  // The catalogs of Appendix B (character/data.ts). Abilities, skills, ladders: names and dice the
  // rules read generically. Backgrounds and impairments ship no entries (designer data in options).
  const src = corpus(`${RS}/lucky13`, (p) => p.endsWith("character/data.ts"), "l13");
  const d = await load(`${RS}/lucky13/character/data.ts`);
  add(
    "lucky13",
    "abilities",
    d.ABILITIES.map((a) => ({
      name: a.label,
      // An ability with an engine role (Charm reactions, Pulse hit points, Reflex initiative) must be
      // named by the code of that role; the others are read only through the list.
      needs: [list_("ABILITY_IDS", "ABILITIES"), ...(a.role ? [lit(a.id)] : [])],
      gm: null,
    })),
    src,
  );
  add(
    "lucky13",
    "skills (3 presets)",
    Object.values(d.SKILL_PRESETS).flatMap((p) =>
      p.skills.map((s) => ({ name: `${p.id}: ${s.label}`, needs: [list_("SKILL_PRESETS")], gm: null })),
    ),
    src,
  );
  add(
    "lucky13",
    "example specializations",
    d.EXAMPLE_SPECIALIZATIONS.map((s) => ({
      name: `${s.skill} → ${s.name}`,
      // Only a name: a specialization's level is read by the roll like any other's.
      needs: [{ what: "specialization levels", re: /\.specializations\b/ }],
      gm: null,
    })),
    src,
  );
  add(
    "lucky13",
    "difficulty levels",
    d.DIFFICULTY_LADDER.map((l) => ({ name: l.label, needs: [list_("DIFFICULTY_LADDER")], gm: null })),
    src,
  );
  add(
    "lucky13",
    "asset qualities",
    d.ASSET_LADDER.map((l) => ({ name: l.label, needs: [list_("ASSET_LADDER")], gm: null })),
    src,
  );
  const { defaultOptions } = await load(`${RS}/lucky13/character/options.ts`);
  const L13_DEFAULTS = defaultOptions();
  for (const [key, kind] of [
    ["backgroundCatalog", "backgrounds"],
    ["impairmentCatalog", "impairments"],
  ]) {
    const shipped = L13_DEFAULTS?.[key] ?? [];
    add(
      "lucky13",
      `${kind} (designer data)`,
      // The GM says when a background or impairment is in play (L13-BKG-2, L13-IMP-1); what it does
      // then, advantage or disadvantage on the ability slot, is a roll parameter the dice read.
      shipped.map((e) => ({ name: e.name, needs: [field(key.replace("Catalog", ""))], gm: null })),
      src,
    );
  }
}

// ── Objects ──────────────────────────────────────────────────────────────────────────────────────
{
  const src = corpus(`${RS}/objects`, (p) => p.endsWith("objects/data"), "obj");
  const { TRAITS } = await load(`${RS}/objects/data/traits.ts`);
  const traitNeeds = (t) => [
    ...(t.pool.effect !== "none" ? [lit(t.pool.effect)] : []),
    ...(t.pool.zeroAt ? [field("zeroAt")] : []),
    ...["extentCaps", "reducesDamageTagged", "attack", "excludes", "rolls", "canBuyOff", "breathesWater"]
      .filter((f) => t[f] !== undefined)
      .map(field),
    // The Phobia action takes the immunity as a parameter and ignores it (actions/traits.ts).
    ...(t.overridesFearImmunity ? [{ what: "fear immunity", re: /fearImmun/ }] : []),
  ];
  add(
    "objects",
    "traits",
    TRAITS.map((t) => ({
      name: t.name,
      // Extra Limbs' only field is the pairing rule it shares with Missing Limb; its own text promises
      // limbs and nothing the rules do with them.
      needs: t.id === "extraLimbs" ? [] : traitNeeds(t),
      gm: t.gmAdjudicates?.when ?? null,
    })),
    src,
  );
  const { SAMPLE_EQUIPMENT_IDS, sampleItem } = await load(`${RS}/objects/data/equipment.ts`);
  const WEAPON_DEFAULTS = {
    fixedDamage: null,
    firearm: false,
    armorPiercingAllowed: true,
    ammo: "standard",
    capacity: null,
    rounds: null,
    armorMultiplier: 1,
    armorReduction: 0,
    strengthRequired: 0,
    strengthPenaltyDice: 2,
    reducesDefend: false,
  };
  const TOOL_DEFAULTS = { skill: null, bonus: 0, grants: null, consumable: false, brewerSuccesses: null };
  const set = (o, defaults) =>
    Object.keys(o).filter((k) =>
      !(k in defaults)
        ? !(Array.isArray(o[k]) && o[k].length === 0)
        : JSON.stringify(o[k]) !== JSON.stringify(defaults[k]),
    );
  add(
    "objects",
    "sample equipment",
    SAMPLE_EQUIPMENT_IDS.map((id) => {
      const it = sampleItem(id);
      const needs = [];
      if (it.weapon) needs.push(...set(it.weapon, WEAPON_DEFAULTS).map(field));
      if (it.weapon?.strengthRequired) needs.push(field("strengthPenaltyDice"));
      if (it.tool) needs.push(...set(it.tool, TOOL_DEFAULTS).map(field));
      if (it.armor !== null) needs.push(field("armor"));
      // Ammunition works through the gun: `load` with that ammo (actions/gear.ts). `restricted` is a
      // flag for the GM ("rarely sold to civilians"), not a rule.
      if (it.ammunition) needs.push(lit(it.ammunition));
      return { name: it.name, needs, gm: null };
    }),
    src,
  );
  const { SKILLS } = await load(`${RS}/objects/data/skills.ts`);
  add(
    "objects",
    "skills",
    SKILLS.map((s) => ({ name: s.name ?? s.label ?? s.id, needs: [list_("SKILL", "SKILLS")], gm: null })),
    src,
  );
  const { ATTRIBUTES } = await load(`${RS}/objects/data/attributes.ts`);
  add(
    "objects",
    "attributes",
    ATTRIBUTES.map((a) => ({
      name: a.name ?? a.label ?? a.id,
      needs: [list_("ATTRIBUTES", "ROLE")],
      gm: null,
    })),
    src,
  );
}

// ── Beat-15 ──────────────────────────────────────────────────────────────────────────────────────
{
  // data/ holds no traits, items or conditions: the draft is a core without them. What it holds are
  // rules tables, each read whole by the rules.
  const src = corpus(`${RS}/beat15`, (p) => p.endsWith("beat15/data"), "b15");
  const ladder = await load(`${RS}/beat15/data/ladder.ts`);
  add(
    "beat15",
    "named difficulties",
    ladder.BAND_IDS.map((b) => ({ name: ladder.BAND_LABELS[b], needs: [list_("NAMED_STEPS")], gm: null })),
    src,
  );
  const { DEFAULT_TASK_TARGETS } = await load(`${RS}/beat15/data/tasks.ts`);
  add(
    "beat15",
    "task targets",
    Object.keys(DEFAULT_TASK_TARGETS).map((t) => ({
      name: t,
      needs: [list_("DEFAULT_TASK_TARGETS")],
      gm: null,
    })),
    src,
  );
  const { STAT_PRESETS } = await load(`${RS}/beat15/data/stats.ts`);
  add(
    "beat15",
    "preset stats",
    Object.entries(STAT_PRESETS).flatMap(([p, stats]) =>
      (stats ?? []).map((s) => ({ name: `${p}: ${s.label}`, needs: [list_("STAT_PRESETS")], gm: null })),
    ),
    src,
  );
  const { SUPPLY_DICE } = await load(`${RS}/beat15/data/supply.ts`);
  add(
    "beat15",
    "supply dice",
    SUPPLY_DICE.map((s) => ({ name: s, needs: [list_("SUPPLY_CHAIN", "SUPPLY_SIDES")], gm: null })),
    src,
  );
}

// ── Lucidity ─────────────────────────────────────────────────────────────────────────────────────
{
  const src = corpus(`${RS}/lucidity`, (p) => p.endsWith("lucidity/data"), "luc");
  const { TRAITS } = await load(`${RS}/lucidity/data/traits.ts`);
  add(
    "lucidity",
    "traits",
    // A catalog trait works by its name (character/traits.ts hasTrait(c, "Fast Healer")).
    TRAITS.map((t) => ({ name: t.name, needs: [lit(t.name)], gm: t.gmAdjudicates?.when ?? null })),
    src,
  );
  const { MINOR_EXPLOITS } = await load(`${RS}/lucidity/data/exploits.ts`);
  add(
    "lucidity",
    "minor exploits",
    MINOR_EXPLOITS.map((m) => ({
      name: m.label,
      // The opposed roll is code; what a success does is the template's condition, set by the action.
      // Without one (a push, a throw) the label promises an effect nothing applies.
      needs: m.condition
        ? [list_("MINOR_EXPLOITS"), field("attacker"), field("defender"), field("condition")]
        : [],
      gm: m.gmAdjudicates?.when ?? null,
    })),
    src,
  );
  const { WOUNDS } = await load(`${RS}/lucidity/data/wounds.ts`);
  add(
    "lucidity",
    "wounds (0-Health table)",
    WOUNDS.map((w) => ({
      name: w.name,
      needs: [list_("WOUNDS", "woundByKind"), field("days"), field("degree")],
      gm: null,
    })),
    src,
  );
  const { ACTION_OPTIONS } = await load(`${RS}/lucidity/data/actions.ts`);
  add(
    "lucidity",
    "action options",
    // Each option is a table action (ruleset.ts `ready: readyAction`); both attacks are `attack`.
    ACTION_OPTIONS.map((a) => {
      const action = { melee: "attack", ranged: "attack", cast: "castSpell" }[a.id] ?? a.id;
      return {
        name: a.name,
        needs: [{ what: `action ${action}`, re: new RegExp(`\\b${action}: \\w+Action\\b`) }],
        gm: null,
      };
    }),
    src,
  );
  const { EXAMPLE_SKILLS } = await load(`${RS}/lucidity/data/skills.ts`);
  add(
    "lucidity",
    "example skills",
    EXAMPLE_SKILLS.map((s) => ({ name: s, needs: [{ what: "skill ranks", re: /\.skills\b/ }], gm: null })),
    src,
  );
}

// ── Output ───────────────────────────────────────────────────────────────────────────────────────
const cols = ["total", "by code", "GM adjudicates", "neither"];
const count = (r) => [r.total, r.code.length, r.gm.length, r.neither.length];
if (markdown) {
  console.log(`| ruleset | kind | ${cols.join(" | ")} |`);
  console.log(`|---|---|${cols.map(() => "--:").join("|")}|`);
  for (const r of table) console.log(`| ${r.ruleset} | ${r.kind} | ${count(r).join(" | ")} |`);
} else {
  const w = Math.max(...table.map((r) => r.kind.length));
  console.log(`ruleset      ${"kind".padEnd(w)}  ${cols.join("  ")}`);
  for (const r of table)
    console.log(
      `${r.ruleset.padEnd(12)} ${r.kind.padEnd(w)}  ${count(r)
        .map((n, i) => String(n).padStart(cols[i].length))
        .join("  ")}`,
    );
}
for (const r of table) {
  const shown = list
    ? Object.entries({ code: r.code, gm: r.gm, neither: r.neither })
    : [["neither", r.neither]];
  for (const [k, v] of shown) for (const x of v) console.log(`  ${r.ruleset} ${r.kind} ${k}: ${x}`);
}
if (list) for (const r of reach) console.log(`reach ${r}`);
process.exitCode = table.some((r) => r.neither.length > 0) ? 1 : 0;
