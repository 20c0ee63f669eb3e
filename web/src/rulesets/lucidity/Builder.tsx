// The Lucidity builder, in the book's creation order (LUC-CHAR-1): a name; seven attribute
// modifiers, rolled (4d6 drop lowest, seven times, by the server when the character is created) or
// the fixed array placed by hand; exactly 3 traits; 8 skill points; starting gear. Every step is
// checked live with the ruleset's own `roll` / `array` method, and each refusal is shown next to
// the field it names; the budget strip keeps the array values, traits, skill points and item slots
// in view.

import { useEffect, useId, useMemo, useState } from "react";
import {
  capacityOf,
  type Derived,
  defenseOf,
  designatedLimitOf,
  type LucidityCharacter,
  maxEnergy,
  maxHealth,
  slotsOfItem,
  slotsUsed,
} from "../../../../src/rulesets/lucidity/character/index.js";
import { itemSchema } from "../../../../src/rulesets/lucidity/character/schema.js";
import {
  ATTRIBUTE_INFO,
  ATTRIBUTES,
  type Attr,
  type Attributes,
  FIXED_ARRAY,
} from "../../../../src/rulesets/lucidity/data/attributes.js";
import { ITEM_KINDS, WEAPON_SIZES } from "../../../../src/rulesets/lucidity/data/gear.js";
import {
  EXAMPLE_SKILLS,
  MAX_RANK,
  MIN_RANK,
  STARTING_SKILL_POINTS,
  UNRANKED_SKILL_KINDS,
} from "../../../../src/rulesets/lucidity/data/skills.js";
import { TRAITS } from "../../../../src/rulesets/lucidity/data/traits.js";
import type { LucidityOptions } from "../../../../src/rulesets/lucidity/options/schema.js";
import { modifierOf, scoreDistribution } from "../../../../src/rulesets/lucidity/rules/generate.js";
import { humanize, percent } from "../../components/format.js";
import {
  assignIssues,
  Budget,
  type BudgetItem,
  FieldErrors,
  invalidProps,
  PlayedBy,
  RemoveButton,
  Stepper,
  signed,
  TextField,
  useCreate,
  Wizard,
} from "../beat15/kit/builder.js";
import {
  CHECK_ONLY_DICE,
  type FieldIssue,
  Issues,
  issuesOf,
  type Path,
  tryIssues,
} from "../beat15/kit/issues.js";
import type { BuilderProps } from "../types.js";
import "../beat15/kit/kit.css";

type Kind = (typeof ITEM_KINDS)[number];

interface ItemRow {
  key: number;
  name: string;
  kind: Kind;
  quantity: number;
  damage: string;
  range: "melee" | "ranged";
  skill: string;
  size: (typeof WEAPON_SIZES)[number];
  protection: number;
  designated: boolean;
}

interface Draft {
  name: string;
  npc: boolean;
  warrior: boolean;
  method: "array" | "roll";
  attributes: Attributes;
  priority: Attr[];
  takeArrayIfBetter: boolean;
  traits: string[];
  custom: { key: number; name: string; effect: string }[];
  skills: { key: number; name: string; rank: number }[];
  unranked: { key: number; name: string; kind: (typeof UNRANKED_SKILL_KINDS)[number] }[];
  items: ItemRow[];
  gold: number;
  notes: string;
}

let nextKey = 1;
const key = () => nextKey++;

const blankItem = (): ItemRow => ({
  key: key(),
  name: "",
  kind: "gear",
  quantity: 1,
  damage: "",
  range: "melee",
  skill: "",
  size: "one-handed",
  protection: 0,
  designated: false,
});

function fromExample(example: unknown): Draft {
  const ex = (example ?? {}) as Record<string, unknown>;
  const designated = new Set((ex.designated as string[] | undefined) ?? []);
  return {
    name: String(ex.name ?? "Ysolde"),
    npc: false,
    warrior: false,
    method: "array",
    attributes: (ex.attributes as Attributes | undefined) ?? {
      STR: 2,
      DEX: 1,
      CON: 1,
      KNO: 0,
      AWA: 1,
      WIL: 0,
      CHA: -1,
    },
    priority: [...ATTRIBUTES],
    takeArrayIfBetter: false,
    traits: ((ex.traits as string[] | undefined) ?? []).filter((t) => typeof t === "string"),
    custom: [],
    skills: Object.entries((ex.skills as Record<string, number> | undefined) ?? {}).map(([name, rank]) => ({
      key: key(),
      name,
      rank,
    })),
    unranked: ((ex.unrankedSkills as { name: string; kind: "armor" | "language" }[] | undefined) ?? []).map(
      (u) => ({
        key: key(),
        ...u,
      }),
    ),
    items: ((ex.items as Record<string, unknown>[] | undefined) ?? []).map((i) => ({
      ...blankItem(),
      name: String(i.name ?? ""),
      kind: (i.kind as Kind | undefined) ?? "gear",
      damage: String(i.damage ?? ""),
      range: (i.range as "melee" | "ranged" | undefined) ?? "melee",
      skill: String(i.skill ?? ""),
      protection: Number(i.protection ?? 0),
      designated: designated.has(String(i.name)),
    })),
    gold: Number(ex.gold ?? 0),
    notes: "",
  };
}

function blank(): Draft {
  return {
    name: "",
    npc: false,
    warrior: false,
    method: "array",
    attributes: Object.fromEntries(ATTRIBUTES.map((a, n) => [a, FIXED_ARRAY[n] ?? 0])) as Attributes,
    priority: [...ATTRIBUTES],
    takeArrayIfBetter: false,
    traits: [],
    custom: [],
    skills: [],
    unranked: [],
    items: [],
    gold: 0,
    notes: "",
  };
}

function itemInput(i: ItemRow): Record<string, unknown> {
  const out: Record<string, unknown> = { name: i.name, kind: i.kind, quantity: i.quantity };
  if (i.kind === "weapon") {
    if (i.damage.trim()) out.damage = i.damage.trim();
    out.range = i.range;
    if (i.skill.trim()) out.skill = i.skill.trim();
    out.size = i.size;
  }
  if (i.kind === "armor" || i.kind === "shield" || i.protection > 0) out.protection = i.protection;
  return out;
}

function inputOf(d: Draft, o: LucidityOptions | null): Record<string, unknown> {
  const common = {
    name: d.name,
    npc: d.npc,
    warrior: d.warrior,
    traits: [
      ...d.traits,
      ...d.custom.map((c) => ({ name: c.name, effect: c.effect, custom: true, approved: false })),
    ],
    skills: Object.fromEntries(d.skills.map((s) => [s.name.trim(), s.rank])),
    unrankedSkills: d.unranked.map((u) => ({ name: u.name, kind: u.kind })),
    items: d.items.map(itemInput),
    designated: d.items.filter((i) => i.designated).map((i) => i.name),
    gold: d.gold,
    notes: d.notes,
  };
  if (d.method === "array") return { ...common, attributes: d.attributes };
  return {
    ...common,
    ...(o?.assignRolledInOrder ? {} : { priority: d.priority }),
    takeArrayIfBetter: d.takeArrayIfBetter,
  };
}

/** Rows the input cannot tell apart by itself: two skills of one name, a skill without a name. */
function rowIssues(d: Draft): FieldIssue[] {
  const out: FieldIssue[] = [];
  const seen = new Set<string>();
  d.skills.forEach((s, i) => {
    const n = s.name.trim();
    if (!n) out.push({ path: ["skillRows", i], message: "name the skill" });
    else if (seen.has(n.toLowerCase())) out.push({ path: ["skills", n], message: `${n} is listed twice` });
    seen.add(n.toLowerCase());
  });
  return out;
}

/** What is left of the fixed array once the draft's attributes are placed. */
function arrayLeft(a: Attributes): { left: number[]; extra: number[] } {
  const pool = [...FIXED_ARRAY];
  const extra: number[] = [];
  for (const k of ATTRIBUTES) {
    const i = pool.indexOf(a[k]);
    if (i >= 0) pool.splice(i, 1);
    else extra.push(a[k]);
  }
  return { left: pool, extra };
}

/** A sheet-shaped stand-in for the derive functions, before the character exists. */
function sketch(d: Draft, attributes: Attributes): LucidityCharacter {
  const items = d.items
    .map((i) => itemSchema.safeParse(itemInput(i)))
    .flatMap((r) => (r.success ? [r.data] : []));
  return {
    level: 1,
    attributes,
    creation: { method: d.method, attributes, rolls: [] },
    levels: [],
    traits: [
      ...d.traits.map((name) => ({ name, custom: false, effect: "", approved: true })),
      ...d.custom.map((c) => ({ name: c.name, custom: true, effect: c.effect, approved: false })),
    ],
    companionTraits: [],
    items,
    gold: d.gold,
    designated: d.items.filter((i) => i.designated).map((i) => i.name),
  } as unknown as LucidityCharacter;
}

const ZERO: Attributes = { STR: 0, DEX: 0, CON: 0, KNO: 0, AWA: 0, WIL: 0, CHA: 0 };

export function LucidityBuilder({ info, ruleset, options, isGm, members, create, cancel }: BuilderProps) {
  const o = options as LucidityOptions | null;
  const arrayExample = info.methods.find((m) => m.id === "array")?.example;
  // Blank, so a name and Create never hand a new character the sample's traits and gear (issue 16).
  const [draft, setDraft] = useState<Draft>(blank);
  const [owner, setOwner] = useState("");
  const input = useMemo(() => inputOf(draft, o), [draft, o]);
  const inputKey = JSON.stringify(input);
  const local = useMemo(() => {
    const m = ruleset?.character.methods[draft.method];
    if (!m || !o) return { value: null, issues: new Issues() };
    return tryIssues(() => m.create(JSON.parse(inputKey), CHECK_ONLY_DICE, o) as LucidityCharacter);
  }, [ruleset, o, draft.method, inputKey]);
  const made = useCreate(() =>
    create({ method: draft.method, input, ...(isGm ? { owner: owner === "" ? null : owner } : {}) }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: inputKey stands for the draft
  useEffect(() => made.clear(), [inputKey]);

  const issues = local.issues.plus(rowIssues(draft)).plus(made.error ? issuesOf(made.error) : []);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const attrs = draft.method === "array" ? draft.attributes : ZERO;
  const s = sketch(draft, attrs);
  const cap = o ? capacityOf(s) : 18;
  const used = o ? slotsUsed(s, o) : 0;
  const desigLimit = designatedLimitOf(s);
  const desig = draft.items.filter((i) => i.designated).length;
  const traitCount = draft.traits.length + draft.custom.length;
  const spent = draft.skills.reduce((n, k) => n + k.rank, 0);
  const mustAll = o?.mustSpendAllSkillPoints ?? true;
  const pool = arrayLeft(draft.attributes);

  const prefixes: Path[][] = [
    [["name"], ["npc"], ["warrior"]],
    [["attributes"], ["priority"], ["takeArrayIfBetter"], ["creation"]],
    [["traits"]],
    [["skills"], ["skillRows"], ["unrankedSkills"]],
    [["items"], ["designated"], ["gold"]],
    [["notes"]],
  ];
  // LUC-CHAR-1 asks for every part; the ruleset stops at its first refusal, so the parts a blank
  // draft still lacks are all named at Create, each with its step (not marked before anyone types).
  const claimed = (p: string) => issues.list.some((i) => i.path[0] === p);
  const missing: FieldIssue[] = [
    ...(traitCount < 3 && !claimed("traits")
      ? [
          {
            path: ["traits"],
            message: `choose 3 traits (${traitCount} chosen) (LUC-TRAIT-1)`,
            code: "missing",
          },
        ]
      : []),
    ...(mustAll && spent < STARTING_SKILL_POINTS && !claimed("skills")
      ? [
          {
            path: ["skills"],
            message: `spend the ${STARTING_SKILL_POINTS} skill points (${spent} spent)`,
            code: "missing",
          },
        ]
      : []),
    ...(draft.items.length === 0 && !claimed("items")
      ? [{ path: ["items"], message: "add the starting gear (at least one item)", code: "missing" }]
      : []),
  ];
  const byStep = assignIssues([...issues.list, ...missing], prefixes);
  const count = (n: number) => byStep.filter((b) => b.step === n).length;

  const budgetItems: BudgetItem[] = [
    draft.method === "array"
      ? {
          label: "Array left",
          value:
            pool.left.length === 0 && pool.extra.length === 0
              ? "all placed"
              : pool.left.map(signed).join(" ") || "—",
          tone: pool.extra.length > 0 ? "over" : pool.left.length === 0 ? "done" : "warn",
          testId: "budget-array",
        }
      : { label: "Attributes", value: "rolled at creation", tone: "ok" },
    {
      label: "Traits",
      value: `${traitCount} of 3`,
      tone: traitCount === 3 ? "done" : traitCount > 3 ? "over" : "warn",
      fill: traitCount / 3,
      testId: "budget-traits",
    },
    {
      label: "Skill points left",
      value:
        spent > STARTING_SKILL_POINTS
          ? `${spent - STARTING_SKILL_POINTS} over`
          : `${STARTING_SKILL_POINTS - spent} of ${STARTING_SKILL_POINTS}`,
      tone:
        spent > STARTING_SKILL_POINTS
          ? "over"
          : spent === STARTING_SKILL_POINTS
            ? "done"
            : mustAll
              ? "warn"
              : "ok",
      fill: spent / STARTING_SKILL_POINTS,
      testId: "budget-skills",
    },
    {
      label: "Item slots",
      value: draft.method === "array" ? `${used} of ${cap}` : `${used} of 18 + STR`,
      tone: draft.method === "array" && used > cap ? "over" : "ok",
      fill: used / Math.max(1, cap),
      testId: "budget-slots",
    },
  ];

  const steps = [
    {
      id: "who",
      short: "Name",
      title: "Who is it?",
      intro:
        "A primary character needs a name, seven attributes, 3 traits, 8 skill points and starting gear.",
      // An empty name is not marked before anyone types: Create lists it with the rest.
      issues: byStep.filter((b) => b.step === 0 && !(draft.name.trim() === "" && b.issue.path[0] === "name"))
        .length,
      content: (
        <>
          <TextField
            label="Name"
            value={draft.name}
            onChange={(name) => set({ name })}
            errors={draft.name.trim() === "" ? [] : issues.at("name")}
            testId="luc-name"
          />
          <label className="check small">
            <input type="checkbox" checked={draft.npc} onChange={(e) => set({ npc: e.target.checked })} /> A
            non-player character{o && !o.npcsUseLucidity ? " (no Lucidity at this table)" : ""}
          </label>
          {o?.majorExploitAccess === "flagged" ? (
            <label className="check small">
              <input
                type="checkbox"
                checked={draft.warrior}
                onChange={(e) => set({ warrior: e.target.checked })}
              />{" "}
              A warrior (may attempt major exploits)
            </label>
          ) : null}
          <PlayedBy isGm={isGm} members={members} value={owner} onChange={setOwner} />
        </>
      ),
    },
    {
      id: "attributes",
      short: "Attrs",
      title: "Attributes",
      intro:
        "Every roll uses an attribute's modifier (−3 … +3). Roll 4d6 drop the lowest seven times, or place the fixed array; rolled and array values cannot be mixed.",
      issues: count(1),
      content: <AttributesStep draft={draft} set={set} issues={issues} o={o} />,
    },
    {
      id: "traits",
      short: "Traits",
      title: "Traits",
      intro:
        "Choose exactly 3 different traits. An invented trait has no automatic rules and needs the GM's approval.",
      issues: count(2),
      content: <TraitsStep draft={draft} set={set} issues={issues} />,
    },
    {
      id: "skills",
      short: "Skills",
      title: "Skills",
      intro: `Spend ${mustAll ? "exactly" : "up to"} ${STARTING_SKILL_POINTS} points on skill ranks (1 point a rank, ${MIN_RANK}–${MAX_RANK} each). The rank adds to rolls with the skill. Armor and language skills have no rank and cost nothing.`,
      issues: count(3),
      content: <SkillsStep draft={draft} set={set} issues={issues} />,
    },
    {
      id: "gear",
      short: "Gear",
      title: "Starting gear",
      intro: `At least one item. Slots: 18 + STR; designated items (at the ready): max(1, 2 + DEX)${draft.method === "array" ? `, here ${desigLimit}` : ""}.`,
      issues: count(4),
      content: (
        <GearStep
          draft={draft}
          set={set}
          issues={issues}
          o={o}
          desig={`${desig} of ${draft.method === "array" ? desigLimit : "2 + DEX"} designated`}
        />
      ),
    },
    {
      id: "review",
      short: "Review",
      title: "Review and create",
      intro:
        draft.method === "roll"
          ? "The server rolls the attributes when you create the character; the sheet shows the seven rolls."
          : "Level 1, 0 XP; Lucidity, Health and Energy start full.",
      issues: count(5),
      content: (
        <>
          {local.value && ruleset && o ? (
            <Review
              c={local.value}
              d={ruleset.character.derive(local.value, o) as Derived}
              rolled={draft.method === "roll"}
            />
          ) : (
            <p className="kit-empty">Fix what is marked to see the sheet.</p>
          )}
          <TextField
            label="Notes (optional)"
            value={draft.notes}
            onChange={(notes) => set({ notes })}
            multiline
          />
        </>
      ),
    },
  ];

  return (
    <Wizard
      name="lucidity"
      steps={steps}
      budget={<Budget label="Points and limits" items={budgetItems} />}
      busy={made.busy}
      problems={byStep}
      serverError={made.error ? (made.error as Error).message : null}
      onCreate={() => void made.run()}
      cancel={cancel}
      onReset={() => setDraft(blank())}
      onFill={() => setDraft(fromExample(arrayExample))}
    />
  );
}

interface StepProps {
  draft: Draft;
  set(patch: Partial<Draft>): void;
  issues: Issues;
}

const MODIFIER_ODDS: [number, number][] = (() => {
  const by = new Map<number, number>();
  for (const [score, p] of scoreDistribution())
    by.set(modifierOf(score), (by.get(modifierOf(score)) ?? 0) + p);
  return [...by].sort((a, b) => a[0] - b[0]);
})();

function AttributesStep({ draft, set, issues, o }: StepProps & { o: LucidityOptions | null }) {
  const name = useId();
  const inOrder = o?.assignRolledInOrder ?? false;
  const pool = arrayLeft(draft.attributes);
  const placed = new Set<number>();
  for (const a of ATTRIBUTES) {
    const i = FIXED_ARRAY.findIndex((v, j) => v === draft.attributes[a] && !placed.has(j));
    if (i >= 0) placed.add(i);
  }
  const attrErr = issues.at("attributes");
  const s = sketch(draft, draft.attributes);
  const move = (i: number, by: number) => {
    const p = [...draft.priority];
    const j = i + by;
    if (j < 0 || j >= p.length) return;
    [p[i], p[j]] = [p[j]!, p[i]!];
    set({ priority: p });
  };
  const top = Math.max(...MODIFIER_ODDS.map(([, p]) => p));
  return (
    <>
      <fieldset className="kit-method">
        <legend>Method</legend>
        <label className="check">
          <input
            type="radio"
            name={name}
            checked={draft.method === "array"}
            onChange={() => set({ method: "array" })}
            data-testid="luc-method-array"
          />{" "}
          Place the fixed array
        </label>
        <label className="check">
          <input
            type="radio"
            name={name}
            checked={draft.method === "roll"}
            onChange={() => set({ method: "roll" })}
            data-testid="luc-method-roll"
          />{" "}
          Roll 4d6, drop the lowest
        </label>
      </fieldset>
      {draft.method === "array" ? (
        <>
          <div className="row wrap small">
            <span className="muted">Fixed array:</span>
            <ul className="kit-pool" aria-label="The fixed array's values">
              {FIXED_ARRAY.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the array's values are positional
                <li key={i} className={placed.has(i) ? "used" : "free"}>
                  {signed(v)}
                  <span className="sr-only">{placed.has(i) ? " (placed)" : " (not placed)"}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="kit-steppers">
            {ATTRIBUTES.map((a) => (
              <AttrSelect
                key={a}
                attr={a}
                value={draft.attributes[a]}
                onChange={(v) => set({ attributes: { ...draft.attributes, [a]: v } })}
                invalid={attrErr.length > 0 && pool.extra.includes(draft.attributes[a])}
                errors={issues.at("attributes", a)}
              />
            ))}
          </div>
          <FieldErrors id="luc-attr-err" messages={attrErr} />
          <p className="small muted" style={{ margin: 0 }}>
            With these: Health {o ? maxHealth(s, o) : "—"}, Energy {o ? maxEnergy(s, o) : "—"}, Defense{" "}
            {o ? defenseOf(s, o) : "—"}, {capacityOf(s)} item slots, {designatedLimitOf(s)} designated items.
          </p>
        </>
      ) : (
        <>
          <p className="small" style={{ margin: 0 }}>
            Each roll's chance of each modifier (4d6, the three highest dice):
          </p>
          <dl className="kit-dist" aria-label="Chance of each modifier on one roll">
            {MODIFIER_ODDS.map(([m, p]) => (
              <div key={m}>
                <span
                  className="bar"
                  style={{ height: `${Math.max(2, (p / top) * 48)}px` }}
                  aria-hidden="true"
                />
                <dt>{signed(m)}</dt>
                <dd>{percent(p, p < 0.01 ? 2 : 0)}</dd>
              </div>
            ))}
          </dl>
          {inOrder ? (
            <p className="hint">This table places the rolls in order: STR, DEX, CON, KNO, AWA, WIL, CHA.</p>
          ) : (
            <>
              <p className="hint" id="luc-priority-hint">
                The best roll goes to the first attribute, the next best to the second…
              </p>
              <ol className="kit-order" aria-describedby="luc-priority-hint" aria-label="Attribute priority">
                {draft.priority.map((a, i) => (
                  <li key={a}>
                    <span className="pos">{i + 1}</span>
                    <span>
                      {ATTRIBUTE_INFO[a].name} <span className="muted small">({a})</span>
                    </span>
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={`Move ${ATTRIBUTE_INFO[a].name} up`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={`Move ${ATTRIBUTE_INFO[a].name} down`}
                      disabled={i === draft.priority.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      ↓
                    </button>
                  </li>
                ))}
              </ol>
              <FieldErrors id="luc-priority-err" messages={issues.under("priority")} />
            </>
          )}
          <label className="check small">
            <input
              type="checkbox"
              checked={draft.takeArrayIfBetter}
              onChange={(e) => set({ takeArrayIfBetter: e.target.checked })}
            />{" "}
            Take the fixed array instead if its total (+4) beats the rolls
          </label>
        </>
      )}
    </>
  );
}

function AttrSelect({
  attr,
  value,
  onChange,
  invalid,
  errors,
}: {
  attr: Attr;
  value: number;
  onChange(v: number): void;
  invalid: boolean;
  errors: string[];
}) {
  const id = useId();
  const info = ATTRIBUTE_INFO[attr];
  const choices = [...new Set([...FIXED_ARRAY, value])].sort((a, b) => b - a);
  return (
    <div className={`field ${invalid ? "kit-invalid" : ""}`}>
      <label htmlFor={id}>
        {info.name} ({attr})
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        title={info.uses}
        data-testid={`luc-attr-${attr}`}
        {...invalidProps(`${id}-err`, errors, `${id}-hint`)}
        aria-invalid={invalid || errors.length > 0 ? true : undefined}
      >
        {choices.map((v) => (
          <option key={v} value={v}>
            {signed(v)}
          </option>
        ))}
      </select>
      <span className="sr-only" id={`${id}-hint`}>
        {info.domain}: {info.uses}
      </span>
      <span className="kit-stepper-note" aria-hidden="true">
        {info.domain}
      </span>
      <FieldErrors id={`${id}-err`} messages={errors} />
    </div>
  );
}

function TraitsStep({ draft, set, issues }: StepProps) {
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const f = filter.trim().toLowerCase();
  const shown = TRAITS.filter(
    (t) => !f || t.name.toLowerCase().includes(f) || t.effect.toLowerCase().includes(f),
  );
  const toggle = (name: string, on: boolean) =>
    set({ traits: on ? [...draft.traits, name] : draft.traits.filter((t) => t !== name) });
  const offset = draft.traits.length;
  return (
    <>
      <FieldErrors id="luc-traits-err" messages={issues.at("traits")} />
      {draft.traits.length > 0 ? (
        <p className="small" style={{ margin: 0 }}>
          Chosen: <strong>{draft.traits.join(", ")}</strong>
        </p>
      ) : null}
      {draft.traits.map((t, i) =>
        issues.at("traits", i, "name").length > 0 ? (
          <FieldErrors key={t} id={`luc-trait-${i}-err`} messages={issues.at("traits", i, "name")} />
        ) : null,
      )}
      <div className="field">
        <label htmlFor={filterId}>Find a trait</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          placeholder="healer, defense, STR…"
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <ul className="kit-choices" aria-label="Traits of the book">
        {shown.map((t) => {
          const on = draft.traits.includes(t.name);
          return (
            <li key={t.name}>
              <label className={`kit-choice ${on ? "on" : ""}`}>
                <input type="checkbox" checked={on} onChange={(e) => toggle(t.name, e.target.checked)} />
                <span className="kit-choice-name">{t.name}</span>
                <span className="kit-row-meta">
                  {t.hook === "narrative" ? "GM's ruling" : humanize(t.hook)}
                </span>
                <span className="kit-choice-text">{t.effect}</span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 ? <li className="kit-empty">No trait matches “{filter}”.</li> : null}
      </ul>
      {draft.custom.length > 0 ? (
        <ul className="kit-rows" aria-label="Invented traits">
          {draft.custom.map((c, i) => (
            <li
              key={c.key}
              className={`kit-row ${issues.under("traits", offset + i).length > 0 ? "invalid" : ""}`}
            >
              <div className="kit-line">
                <TextField
                  label="Invented trait"
                  value={c.name}
                  onChange={(name) =>
                    set({ custom: draft.custom.map((x) => (x.key === c.key ? { ...x, name } : x)) })
                  }
                  errors={issues.under("traits", offset + i)}
                />
                <RemoveButton
                  what={c.name || "this trait"}
                  onClick={() => set({ custom: draft.custom.filter((x) => x.key !== c.key) })}
                />
              </div>
              <TextField
                label="What it does (the GM rules on it)"
                value={c.effect}
                onChange={(effect) =>
                  set({ custom: draft.custom.map((x) => (x.key === c.key ? { ...x, effect } : x)) })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => set({ custom: [...draft.custom, { key: key(), name: "", effect: "" }] })}
        >
          Invent a trait
        </button>
      </div>
    </>
  );
}

function SkillsStep({ draft, set, issues }: StepProps) {
  const listId = useId();
  const setSkill = (k: number, patch: Partial<{ name: string; rank: number }>) =>
    set({ skills: draft.skills.map((s) => (s.key === k ? { ...s, ...patch } : s)) });
  return (
    <>
      <datalist id={listId}>
        {EXAMPLE_SKILLS.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <FieldErrors id="luc-skills-err" messages={issues.at("skills")} />
      {draft.skills.length === 0 ? <p className="kit-empty">No skills yet.</p> : null}
      <ul className="kit-rows" aria-label="Ranked skills">
        {draft.skills.map((s, i) => {
          const errs = [...issues.at("skills", s.name.trim()), ...issues.at("skillRows", i)];
          const nameId = `luc-skill-${s.key}`;
          return (
            <li
              key={s.key}
              className={`kit-row ${errs.length > 0 ? "invalid" : ""}`}
              data-testid={`luc-skill-${i}`}
            >
              <div className="kit-line-3">
                <div className="field">
                  <label htmlFor={nameId}>Skill</label>
                  <input
                    id={nameId}
                    list={listId}
                    value={s.name}
                    autoComplete="off"
                    onChange={(e) => setSkill(s.key, { name: e.target.value })}
                    {...invalidProps(`${nameId}-err`, errs)}
                  />
                </div>
                <Stepper
                  label="Rank"
                  srSuffix={` of ${s.name.trim() || `skill ${i + 1}`}`}
                  value={s.rank}
                  min={1}
                  max={MAX_RANK + 1}
                  onChange={(rank) => setSkill(s.key, { rank })}
                  testId={`luc-skill-rank-${i}`}
                />
                <RemoveButton
                  what={s.name.trim() || "this skill"}
                  onClick={() => set({ skills: draft.skills.filter((x) => x.key !== s.key) })}
                />
              </div>
              <FieldErrors id={`${nameId}-err`} messages={errs} />
            </li>
          );
        })}
      </ul>
      <div className="actions">
        <button
          type="button"
          className="btn btn-small"
          data-testid="luc-add-skill"
          onClick={() => set({ skills: [...draft.skills, { key: key(), name: "", rank: 1 }] })}
        >
          Add a skill
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => set({ unranked: [...draft.unranked, { key: key(), name: "", kind: "language" }] })}
        >
          Add an armor or language skill
        </button>
      </div>
      {draft.unranked.length > 0 ? (
        <ul className="kit-rows" aria-label="Armor and language skills">
          {draft.unranked.map((u, i) => (
            <UnrankedRow
              key={u.key}
              row={u}
              errors={issues.under("unrankedSkills", i)}
              onChange={(patch) =>
                set({ unranked: draft.unranked.map((x) => (x.key === u.key ? { ...x, ...patch } : x)) })
              }
              onRemove={() => set({ unranked: draft.unranked.filter((x) => x.key !== u.key) })}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function UnrankedRow({
  row,
  errors,
  onChange,
  onRemove,
}: {
  row: Draft["unranked"][number];
  errors: string[];
  onChange(p: Partial<Draft["unranked"][number]>): void;
  onRemove(): void;
}) {
  const id = useId();
  return (
    <li className={`kit-row ${errors.length > 0 ? "invalid" : ""}`}>
      <div className="kit-line-3">
        <TextField label="Name" value={row.name} onChange={(name) => onChange({ name })} errors={errors} />
        <div className="field">
          <label htmlFor={id}>Kind</label>
          <select
            id={id}
            value={row.kind}
            onChange={(e) => onChange({ kind: e.target.value as "armor" | "language" })}
          >
            {UNRANKED_SKILL_KINDS.map((k) => (
              <option key={k} value={k}>
                {humanize(k)}
              </option>
            ))}
          </select>
        </div>
        <RemoveButton what={row.name || "this skill"} onClick={onRemove} />
      </div>
    </li>
  );
}

function GearStep({
  draft,
  set,
  issues,
  o,
  desig,
}: StepProps & { o: LucidityOptions | null; desig: string }) {
  const setItem = (k: number, patch: Partial<ItemRow>) =>
    set({ items: draft.items.map((i) => (i.key === k ? { ...i, ...patch } : i)) });
  return (
    <>
      <FieldErrors id="luc-items-err" messages={[...issues.at("items"), ...issues.at("designated")]} />
      {draft.items.length === 0 ? <p className="kit-empty">No gear yet.</p> : null}
      <ul className="kit-rows" aria-label="Items">
        {draft.items.map((it, i) => (
          <ItemEditor
            key={it.key}
            item={it}
            index={i}
            issues={issues}
            o={o}
            onChange={(patch) => setItem(it.key, patch)}
            onRemove={() => set({ items: draft.items.filter((x) => x.key !== it.key) })}
          />
        ))}
      </ul>
      <div className="actions">
        <button
          type="button"
          className="btn btn-small"
          data-testid="luc-add-item"
          onClick={() => set({ items: [...draft.items, blankItem()] })}
        >
          Add an item
        </button>
        <span className="small muted">{desig}</span>
      </div>
      <Stepper
        label="Gold"
        value={draft.gold}
        min={0}
        onChange={(gold) => set({ gold: Math.max(0, gold) })}
        note="500 coins take a slot."
        errors={issues.under("gold")}
      />
    </>
  );
}

function ItemEditor({
  item,
  index,
  issues,
  o,
  onChange,
  onRemove,
}: {
  item: ItemRow;
  index: number;
  issues: Issues;
  o: LucidityOptions | null;
  onChange(p: Partial<ItemRow>): void;
  onRemove(): void;
}) {
  const ids = { kind: useId(), range: useId(), size: useId() };
  const at = (f: string) => issues.under("items", index, f);
  const parsed = itemSchema.safeParse(itemInput(item));
  const slots = parsed.success && o ? slotsOfItem(parsed.data, o) : null;
  const desigErr = issues.list
    .filter((x) => x.path[0] === "designated" && x.message.includes(`'${item.name}'`))
    .map((x) => x.message);
  return (
    <li
      className={`kit-row ${issues.under("items", index).length + desigErr.length > 0 ? "invalid" : ""}`}
      data-testid={`luc-item-${index}`}
    >
      <div className="kit-line">
        <TextField
          label="Item"
          value={item.name}
          onChange={(name) => onChange({ name })}
          errors={at("name")}
        />
        <RemoveButton what={item.name || "this item"} onClick={onRemove} />
      </div>
      <div className="kit-grid-2">
        <div className="field">
          <label htmlFor={ids.kind}>Kind</label>
          <select
            id={ids.kind}
            value={item.kind}
            onChange={(e) => onChange({ kind: e.target.value as Kind })}
          >
            {ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {humanize(k)}
              </option>
            ))}
          </select>
        </div>
        <Stepper
          label="Quantity"
          value={item.quantity}
          min={1}
          onChange={(quantity) => onChange({ quantity: Math.max(1, quantity) })}
          errors={at("quantity")}
          note={slots !== null ? `${slots} slot${slots === 1 ? "" : "s"}` : undefined}
        />
        {item.kind === "weapon" ? (
          <>
            <TextField
              label="Damage"
              value={item.damage}
              onChange={(damage) => onChange({ damage })}
              errors={at("damage")}
              placeholder="1d8"
            />
            <div className="field">
              <label htmlFor={ids.range}>Range</label>
              <select
                id={ids.range}
                value={item.range}
                onChange={(e) => onChange({ range: e.target.value as "melee" | "ranged" })}
              >
                <option value="melee">Melee ({o?.attackAttribute.melee ?? "STR"})</option>
                <option value="ranged">Ranged ({o?.attackAttribute.ranged ?? "DEX"})</option>
              </select>
            </div>
            <TextField
              label="Weapon skill"
              value={item.skill}
              onChange={(skill) => onChange({ skill })}
              errors={at("skill")}
              placeholder="Swords"
            />
            <div className="field">
              <label htmlFor={ids.size}>Size</label>
              <select
                id={ids.size}
                value={item.size}
                onChange={(e) => onChange({ size: e.target.value as ItemRow["size"] })}
              >
                {WEAPON_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {humanize(s)}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        {item.kind === "armor" || item.kind === "shield" ? (
          <Stepper
            label="Protection"
            value={item.protection}
            min={0}
            max={50}
            onChange={(protection) => onChange({ protection: Math.max(0, protection) })}
            errors={at("protection")}
          />
        ) : null}
      </div>
      <label className="check small">
        <input
          type="checkbox"
          checked={item.designated}
          onChange={(e) => onChange({ designated: e.target.checked })}
        />{" "}
        Designated (at the ready)
      </label>
      <FieldErrors id={`luc-item-${item.key}-desig`} messages={desigErr} />
    </li>
  );
}

function Review({ c, d, rolled }: { c: LucidityCharacter; d: Derived; rolled: boolean }) {
  return (
    <div className="kit-preview" data-testid="luc-preview">
      {rolled ? (
        <p className="small muted" style={{ margin: 0 }}>
          Checked as if every roll came out +0; the real values come from the server's roll.
        </p>
      ) : (
        <ul className="kit-tiles" aria-label="Attributes">
          {ATTRIBUTES.map((a) => (
            <li key={a} className="kit-tile">
              <span className="kit-tile-label">{a}</span>
              <span className="kit-tile-value">{signed(c.attributes[a])}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="kit-facts">
        {!rolled ? (
          <>
            <div>
              <dt>Health</dt>
              <dd>{d.maxHealth}</dd>
            </div>
            <div>
              <dt>Energy</dt>
              <dd>{d.maxEnergy}</dd>
            </div>
            <div>
              <dt>Defense</dt>
              <dd>{d.defense}</dd>
            </div>
          </>
        ) : null}
        {d.hasLucidity ? (
          <div>
            <dt>Lucidity</dt>
            <dd>{d.maxLucidity}</dd>
          </div>
        ) : null}
        <div>
          <dt>Traits</dt>
          <dd>{c.traits.map((t) => t.name).join(", ")}</dd>
        </div>
        <div>
          <dt>Skills</dt>
          <dd>
            {Object.entries(c.skills)
              .map(([k, r]) => `${k} ${r}`)
              .join(", ") || "none"}
          </dd>
        </div>
        <div>
          <dt>Gear</dt>
          <dd>
            {c.items.map((i) => i.name).join(", ")} ({d.slotsUsed} of {d.itemSlots} slots)
          </dd>
        </div>
      </dl>
      {c.traits.some((t) => t.custom) ? (
        <p className="small warning" style={{ margin: 0 }}>
          Invented traits wait for the GM's approval and have no automatic rules.
        </p>
      ) : null}
    </div>
  );
}
