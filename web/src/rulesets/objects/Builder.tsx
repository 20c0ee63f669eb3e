// The Objects character builder, in the book's seven steps: a concept (the GM may veto it);
// attribute points from 6d6 spread over the attributes, none above 6 (rolled by the server, or a
// number already known); skill points from INT + WIS + CHA; six trait points, more for each
// negative trait, every trait approved by the GM (or the trait points turned into skill points);
// starting equipment; then a review. Each step shows the points left, counted by the ruleset's own
// budget code, and every change is checked at once by the ruleset's creation method; the server,
// which rolls the real dice, has the last word.

import { type FormEvent, useId, useMemo, useState } from "react";
import type { ObjDerived } from "../../../../src/rulesets/objects/character/index.js";
import { SAMPLE_EQUIPMENT_IDS, sampleItem } from "../../../../src/rulesets/objects/data/equipment.js";
import { LIMB_EXTENTS, SENSES, traitDef } from "../../../../src/rulesets/objects/data/traits.js";
import type { ObjOptions } from "../../../../src/rulesets/objects/options/schema.js";
import { GenericBuilder } from "../generic/GenericBuilder.js";
import {
  type BudgetItem,
  BudgetLine,
  bySlot,
  FieldError,
  type Issue,
  issuesOf,
  moved,
  rowKey,
  StepHeading,
  StepList,
  Stepper,
  sentence,
} from "../lucky13/builder-kit.js";
import type { BuilderProps } from "../types.js";
import {
  attributesFor,
  awaitsGm,
  budgets,
  CREATION_CAP,
  type Draft,
  dryRun,
  emptyDraft,
  type Method,
  playerAttributes,
  type StepId,
  skillCatalog,
  skillsFor,
  slotOf,
  stepOfSlot,
  TRAITS,
  type TraitRow,
  toInput,
} from "./model.js";

const STEPS: { id: StepId; label: string; title: string }[] = [
  { id: "who", label: "Concept", title: "Concept" },
  { id: "attributes", label: "Attributes", title: "Attributes" },
  { id: "skills", label: "Skills", title: "Skills" },
  { id: "traits", label: "Traits", title: "Traits" },
  { id: "gear", label: "Gear", title: "Equipment" },
  { id: "review", label: "Review", title: "Review and create" },
];

export function ObjectsBuilder(props: BuilderProps) {
  const { ruleset, options, info } = props;
  if (!ruleset || options === null || options === undefined) return <GenericBuilder {...props} />;
  return (
    <Builder {...props} ruleset={ruleset} o={options as ObjOptions} methods={info.methods.map((m) => m.id)} />
  );
}

function Builder({
  ruleset,
  o,
  methods,
  isGm,
  members,
  create,
  cancel,
}: BuilderProps & { ruleset: NonNullable<BuilderProps["ruleset"]>; o: ObjOptions; methods: string[] }) {
  const [draft, setDraft] = useState<Draft>(() => ({ ...emptyDraft(o, methods), conceptApproved: isGm }));
  const [step, setStep] = useState<StepId>("who");
  const [left, setLeft] = useState<ReadonlySet<StepId>>(new Set());
  const [moved_, setMoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<Issue[] | null>(null);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServer(null);
  };

  const run = useMemo(() => dryRun(ruleset, draft, o), [ruleset, draft, o]);
  const issues = server ?? run.issues;
  const shown = issues.filter((i) => !i.soft || step === "review" || left.has(stepOfSlot(slotOf(i.path))));
  const slots = bySlot(shown, slotOf);
  const problemsIn = (s: StepId) =>
    [...slots.entries()].filter(([k]) => stepOfSlot(k) === s).reduce((n, [, m]) => n + m.length, 0);
  const at = (k: string) => slots.get(k);
  const index = STEPS.findIndex((s) => s.id === step);
  const go = (s: StepId) => {
    if (s !== step) setLeft((l) => new Set(l).add(step));
    setStep(s);
    setMoved(true);
  };
  const b = budgets(draft, o);

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    if (step !== "review") {
      go(STEPS[index + 1]!.id);
      return;
    }
    if (run.issues.length > 0) return;
    setBusy(true);
    setServer(null);
    try {
      await create({
        method: draft.method,
        input: toInput(draft, o),
        ...(isGm ? { owner: draft.owner === "" ? null : draft.owner } : {}),
      });
    } catch (e) {
      const found = issuesOf(e);
      setServer(found);
      const first = found[0];
      if (first) go(stepOfSlot(slotOf(first.path)));
    } finally {
      setBusy(false);
    }
  }

  const shared: StepProps = { draft, set, o, at, isGm, b };
  return (
    <form className="form lok-builder" onSubmit={submit} noValidate data-builder="objects">
      <StepList
        steps={STEPS.map((s) => ({ id: s.id, label: s.label, problems: problemsIn(s.id) }))}
        current={step}
        onGo={(s) => go(s as StepId)}
      />
      <section className="lok-step-body" aria-labelledby={`obj-step-${step}`} data-step-body={step}>
        <div id={`obj-step-${step}`}>
          <StepHeading index={index} total={STEPS.length} focus={moved_}>
            {STEPS[index]!.title}
          </StepHeading>
        </div>
        {step === "who" ? <WhoStep {...shared} members={members} /> : null}
        {step === "attributes" ? <AttributesStep {...shared} methods={methods} /> : null}
        {step === "skills" ? <SkillsStep {...shared} /> : null}
        {step === "traits" ? <TraitsStep {...shared} /> : null}
        {step === "gear" ? <GearStep {...shared} /> : null}
        {step === "review" ? (
          <ReviewStep
            {...shared}
            issues={issues}
            preview={run.preview}
            ruleset={ruleset}
            onGo={go}
            server={server !== null}
          />
        ) : null}
      </section>
      <div className="lok-nav">
        {index > 0 ? (
          <button type="button" className="btn" onClick={() => go(STEPS[index - 1]!.id)}>
            Back
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={cancel}>
          Cancel
        </button>
        <span className="lok-spacer" />
        {step === "review" ? (
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy || run.issues.length > 0}
            data-testid="create-character"
          >
            {busy ? "Creating…" : "Create character"}
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" data-testid="builder-next">
            Next: {STEPS[index + 1]!.label}
          </button>
        )}
      </div>
    </form>
  );
}

interface StepProps {
  draft: Draft;
  set(patch: Partial<Draft>): void;
  o: ObjOptions;
  at(slot: string): string[] | undefined;
  isGm: boolean;
  b: ReturnType<typeof budgets>;
}

const leftState = (left: number): BudgetItem["state"] => (left < 0 ? "over" : left === 0 ? "ok" : "left");

// ── 1. concept ──────────────────────────────────────────────────────────────────────────────────

function WhoStep({ draft, set, at, isGm, members }: StepProps & { members: BuilderProps["members"] }) {
  const id = useId();
  const err = at("name");
  const cErr = at("concept");
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          autoComplete="off"
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${id}-name-err` : undefined}
          onChange={(e) => set({ name: e.target.value })}
        />
        <FieldError id={`${id}-name-err`} messages={err} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-concept`}>Concept</label>
        <textarea
          id={`${id}-concept`}
          rows={2}
          value={draft.concept}
          placeholder="a getaway driver who owes the wrong people"
          aria-describedby={`${id}-concept-hint${cErr ? ` ${id}-concept-err` : ""}`}
          onChange={(e) => set({ concept: e.target.value })}
        />
        <p className="hint" id={`${id}-concept-hint`}>
          Who the character is, in a line. The GM may veto a concept; a vetoed character cannot leave the
          draft stage.
        </p>
        <FieldError id={`${id}-concept-err`} messages={cErr} />
      </div>
      {isGm ? (
        <label className="check small" htmlFor={`${id}-capp`}>
          <input
            id={`${id}-capp`}
            type="checkbox"
            checked={draft.conceptApproved}
            onChange={(e) => set({ conceptApproved: e.target.checked })}
          />{" "}
          I approve this concept (GM)
        </label>
      ) : null}
      {isGm ? (
        <div className="field">
          <label htmlFor={`${id}-owner`}>Played by</label>
          <select id={`${id}-owner`} value={draft.owner} onChange={(e) => set({ owner: e.target.value })}>
            <option value="">The GM (non-player character)</option>
            {members
              .filter((m) => m.role === "player")
              .map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
          </select>
        </div>
      ) : null}
      <label className="check small" htmlFor={`${id}-npc`}>
        <input
          id={`${id}-npc`}
          type="checkbox"
          checked={draft.npc}
          onChange={(e) => set({ npc: e.target.checked })}
        />{" "}
        Mark as an NPC
      </label>
      <FieldError id={`${id}-who-err`} messages={at("who")} />
    </>
  );
}

// ── 2. attributes ───────────────────────────────────────────────────────────────────────────────

function AttributesStep({ draft, set, o, at, b, methods }: StepProps & { methods: string[] }) {
  const id = useId();
  const players = playerAttributes(o);
  const presets = o.extraAttributes.filter((a) => a.control === "preset");
  const dice = 6 + o.extraAttributes.filter((a) => a.control === "player").length;
  const min = players.length * o.attributeMinAtCreation;
  const max = players.length * CREATION_CAP;
  const leftPoints = draft.points - b.attributeSpent;
  const attrs = attributesFor(draft, o, draft.method === "assigned" ? draft.points : 21);
  const groupErr = at("attributes");
  const pointsErr = at("points");
  const choices: { m: Method; title: string; text: string }[] = [
    {
      m: "rolled",
      title: `Roll ${dice}d6`,
      text: "The book's way: the server rolls the points when you create the character. Put the attributes in order; the points are dealt out one at a time from the top, none above 6.",
    },
    {
      m: "assigned",
      title: "Points already known",
      text: `Rolled at the table earlier (${dice}d6 in the dice tray), or set by the GM: place every point yourself.`,
    },
  ];
  const facts: BudgetItem[] = [
    { label: "Health", value: `${2 * (attrs.stamina ?? 0)}`, state: "info" },
    { label: "Skill points", value: `${b.skillPoints.base}`, state: "info" },
  ];
  return (
    <>
      <fieldset className="lok-group">
        <legend>How the points come</legend>
        <div className="lok-choices" role="radiogroup" aria-label="How the points come">
          {choices
            .filter((c) => methods.includes(c.m))
            .map((c) => (
              <label key={c.m} className="lok-choice" htmlFor={`${id}-m-${c.m}`}>
                <input
                  id={`${id}-m-${c.m}`}
                  type="radio"
                  name={`${id}-method`}
                  checked={draft.method === c.m}
                  onChange={() => set({ method: c.m })}
                />
                <span className="lok-choice-title">{c.title}</span>
                <span className="lok-choice-text">{c.text}</span>
              </label>
            ))}
        </div>
      </fieldset>
      {draft.method === "assigned" ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-points`}>Attribute points</label>
            <Stepper
              id={`${id}-points`}
              label="attribute points"
              value={draft.points}
              min={min}
              max={max}
              invalid={!!pointsErr}
              describedBy={pointsErr ? `${id}-points-err` : undefined}
              onChange={(v) => set({ points: v })}
            />
            <FieldError id={`${id}-points-err`} messages={pointsErr} />
          </div>
          <BudgetLine
            label="Attribute points"
            items={[
              {
                label: "Points left",
                value: leftPoints < 0 ? `${-leftPoints} too many` : `${leftPoints} of ${draft.points}`,
                state: leftState(leftPoints),
                testId: "attribute-points-left",
              },
              ...facts,
            ]}
          />
          <fieldset className="lok-group" aria-describedby={groupErr ? `${id}-attr-err` : undefined}>
            <legend>From {o.attributeMinAtCreation} to 6 each</legend>
            <div className="lok-grid">
              {players.map((a) => {
                const err = at(`attr.${a.id}`);
                return (
                  <div className="field" key={a.id} title={a.domain}>
                    <label htmlFor={`${id}-${a.id}`}>
                      {a.name} <span className="muted">({a.short})</span>
                    </label>
                    <Stepper
                      id={`${id}-${a.id}`}
                      label={a.name}
                      value={draft.attributes[a.id] ?? 0}
                      min={0}
                      max={CREATION_CAP + 1}
                      invalid={!!err}
                      describedBy={
                        [err ? `${id}-${a.id}-err` : "", groupErr ? `${id}-attr-err` : ""].join(" ").trim() ||
                        undefined
                      }
                      onChange={(v) => set({ attributes: { ...draft.attributes, [a.id]: v } })}
                    />
                    <FieldError id={`${id}-${a.id}-err`} messages={err} />
                  </div>
                );
              })}
              {presets.map((a) => (
                <div className="field" key={a.id}>
                  <span className="label-like">{a.name}</span>
                  <span className="lok-fixed">{a.preset} (set by the GM)</span>
                </div>
              ))}
            </div>
            <FieldError id={`${id}-attr-err`} messages={groupErr} />
          </fieldset>
        </>
      ) : (
        <>
          <BudgetLine
            label="Attribute points"
            items={[
              { label: "Points", value: `${dice}d6 (${dice}–${dice * 6})`, state: "info" },
              {
                label: "With 21",
                value: players.map((a) => `${a.short} ${attrs[a.id]}`).join(" "),
                state: "info",
              },
            ]}
          />
          <fieldset className="lok-group">
            <legend>Priority: the points go to the top first</legend>
            <PriorityList
              items={draft.priority.map((k) => ({
                id: k,
                label: players.find((a) => a.id === k)?.name ?? k,
                note: `${attrs[k] ?? 0} with 21 points`,
              }))}
              onChange={(priority) => set({ priority })}
              what="attribute"
            />
            <FieldError id={`${id}-attr-err`} messages={groupErr} />
          </fieldset>
        </>
      )}
      <details className="small">
        <summary>What the attributes cover</summary>
        <dl className="data-list">
          {players.map((a) => (
            <div key={a.id}>
              <dt>{a.short}</dt>
              <dd>{a.domain}</dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}

/** An ordered list with up and down buttons (and removal, when `onRemove` is given). */
function PriorityList({
  items,
  onChange,
  onRemove,
  what,
}: {
  items: { id: string; label: string; note?: string }[];
  onChange(ids: string[]): void;
  onRemove?(id: string): void;
  what: string;
}) {
  const ids = items.map((i) => i.id);
  return (
    <ol className="lok-list lok-priority" aria-label={`${what} priority`}>
      {items.map((it, i) => (
        <li key={it.id} className="lok-prio" data-item={it.id}>
          <span className="lok-prio-n" aria-hidden="true">
            {i + 1}
          </span>
          <span className="lok-prio-label">
            {it.label}
            {it.note ? <span className="muted small"> · {it.note}</span> : null}
          </span>
          <span className="lok-order">
            <button
              type="button"
              className="icon-btn"
              aria-label={`Move ${it.label} up`}
              disabled={i === 0}
              onClick={() => onChange(moved(ids, i, -1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label={`Move ${it.label} down`}
              disabled={i === items.length - 1}
              onClick={() => onChange(moved(ids, i, 1))}
            >
              ↓
            </button>
            {onRemove ? (
              <button
                type="button"
                className="icon-btn"
                aria-label={`Remove ${it.label}`}
                onClick={() => onRemove(it.id)}
              >
                ×
              </button>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

// ── 3. skills ───────────────────────────────────────────────────────────────────────────────────

function SkillsStep({ draft, set, o, at, b }: StepProps) {
  const id = useId();
  const skills = skillCatalog(o);
  const cap = Math.min(CREATION_CAP, o.skillMax);
  const total = b.skillPoints.total;
  const leftPoints = total - b.skillSpent;
  const rolled = draft.method === "rolled";
  const dealt = rolled ? skillsFor(draft, o, attributesFor(draft, o, 21)) : draft.skills;
  const [adding, setAdding] = useState("");
  const free = skills.filter((s) => !draft.skillOrder.includes(s.id));
  const groupErr = at("skills");
  return (
    <>
      <BudgetLine
        label="Skill points"
        items={[
          {
            label: "Skill points left",
            value: rolled
              ? `${total} with 21 attribute points`
              : leftPoints < 0
                ? `${-leftPoints} too many`
                : `${leftPoints} of ${total}`,
            state: rolled ? "info" : leftState(leftPoints),
            testId: "skill-points-left",
          },
        ]}
      />
      <p className="lok-note">
        INT + WIS + CHA = {b.skillPoints.base}
        {b.skillPoints.fromTraits
          ? `, + ${b.skillPoints.fromTraits} trait points (no positive traits taken)`
          : ""}
        . At most {cap} in one skill now; points left unspent are lost when the character is finished.
      </p>
      {rolled ? (
        <fieldset className="lok-group">
          <legend>Priority: points go to the top first</legend>
          {draft.skillOrder.length ? (
            <PriorityList
              items={draft.skillOrder.map((k) => ({
                id: k,
                label: skills.find((s) => s.id === k)?.name ?? k,
                note: `${dealt[k] ?? 0} with 21`,
              }))}
              onChange={(skillOrder) => set({ skillOrder })}
              onRemove={(k) => set({ skillOrder: draft.skillOrder.filter((x) => x !== k) })}
              what="skill"
            />
          ) : (
            <p className="muted small">No skills yet.</p>
          )}
          {free.length ? (
            <div className="lok-row">
              <div className="field">
                <label htmlFor={`${id}-add`}>Add a skill</label>
                <select id={`${id}-add`} value={adding} onChange={(e) => setAdding(e.target.value)}>
                  <option value="">Choose…</option>
                  {free.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="btn"
                disabled={!adding}
                onClick={() => {
                  set({ skillOrder: [...draft.skillOrder, adding] });
                  setAdding("");
                }}
              >
                Add
              </button>
            </div>
          ) : null}
          <FieldError id={`${id}-skills-err`} messages={groupErr} />
        </fieldset>
      ) : (
        <fieldset className="lok-group" aria-describedby={groupErr ? `${id}-skills-err` : undefined}>
          <legend>Ratings (0 is unskilled)</legend>
          <div className="lok-grid">
            {skills.map((s) => {
              const err = at(`skill.${s.id}`);
              return (
                <div className="field" key={s.id} title={s.covers}>
                  <label htmlFor={`${id}-${s.id}`}>{s.name}</label>
                  <Stepper
                    id={`${id}-${s.id}`}
                    label={s.name}
                    value={draft.skills[s.id] ?? 0}
                    min={0}
                    max={cap + 1}
                    invalid={!!err}
                    describedBy={err ? `${id}-${s.id}-err` : undefined}
                    onChange={(v) => set({ skills: { ...draft.skills, [s.id]: v } })}
                  />
                  <FieldError id={`${id}-${s.id}-err`} messages={err} />
                </div>
              );
            })}
          </div>
          <FieldError id={`${id}-skills-err`} messages={groupErr} />
        </fieldset>
      )}
    </>
  );
}

// ── 4. traits ───────────────────────────────────────────────────────────────────────────────────

function TraitsStep({ draft, set, o, at, isGm, b }: StepProps) {
  const id = useId();
  const leftPoints = b.traitPoints - b.traitSpent;
  const negatives = b.traitPoints - 6;
  const anyPositive = draft.traits.some((t) => (traitDef(t.trait)?.kind ?? t.kind) === "positive");
  const change = (key: string, patch: Partial<TraitRow>) =>
    set({ traits: draft.traits.map((t) => (t.key === key ? { ...t, ...patch } : t)) });
  return (
    <>
      <BudgetLine
        label="Trait points"
        items={[
          {
            label: "Trait points left",
            value: leftPoints < 0 ? `${-leftPoints} too many` : `${leftPoints} of ${b.traitPoints}`,
            state: leftState(leftPoints),
            testId: "trait-points-left",
          },
          ...(negatives > 0
            ? [{ label: "From hindrances", value: `+${negatives}`, state: "info" as const }]
            : []),
        ]}
      />
      <p className="lok-note">
        Six points for positive traits; each negative trait adds its rating. No trait above 6, and each needs
        the GM's approval.
        {anyPositive
          ? ""
          : ` With no positive trait the ${b.traitPoints} trait points become skill points instead.`}
      </p>
      {draft.traits.length ? (
        <ul className="lok-list">
          {draft.traits.map((t, i) => (
            <TraitItem
              key={t.key}
              t={t}
              i={i}
              o={o}
              isGm={isGm}
              err={at(`trait.${i}`)}
              onChange={(p) => change(t.key, p)}
              onRemove={() => set({ traits: draft.traits.filter((x) => x.key !== t.key) })}
            />
          ))}
        </ul>
      ) : null}
      <div>
        <button
          type="button"
          className="btn btn-small"
          onClick={() =>
            set({
              traits: [
                ...draft.traits,
                {
                  key: rowKey(),
                  trait: "fireproof",
                  label: "",
                  kind: "positive",
                  rating: 1,
                  sense: "",
                  trigger: "",
                  triggers: "",
                  extent: "",
                  approved: isGm,
                },
              ],
            })
          }
        >
          Add a trait
        </button>
      </div>
      <FieldError id={`${id}-traits-err`} messages={at("traits")} />
    </>
  );
}

function TraitItem({
  t,
  i,
  o,
  isGm,
  err,
  onChange,
  onRemove,
}: {
  t: TraitRow;
  i: number;
  o: ObjOptions;
  isGm: boolean;
  err: string[] | undefined;
  onChange(p: Partial<TraitRow>): void;
  onRemove(): void;
}) {
  const id = useId();
  const def = t.trait ? traitDef(t.trait) : undefined;
  const needs = def?.requires ?? "nothing";
  const extentCap = def?.extentCaps && t.extent ? def.extentCaps[t.extent].max : undefined;
  const max = Math.min(CREATION_CAP, o.traitMax, extentCap ?? CREATION_CAP);
  const errId = `${id}-err`;
  const describedBy = err ? errId : undefined;
  return (
    <li className="lok-item" data-trait={t.trait || "invented"}>
      <div className="field">
        <label htmlFor={`${id}-t`}>Trait {i + 1}</label>
        <select
          id={`${id}-t`}
          value={t.trait}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ trait: e.target.value })}
        >
          <optgroup label="Positive">
            {TRAITS.filter((x) => x.kind === "positive").map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Negative (hindrances)">
            {TRAITS.filter((x) => x.kind === "negative").map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </optgroup>
          <option value="">Invent a trait…</option>
        </select>
        <p className="hint">
          {def
            ? `${def.summary}. Rating: ${def.ratingMeans}.`
            : "A trait of your own: name it and say which kind."}
        </p>
      </div>
      {!def ? (
        <div className="field-row tight">
          <div className="field">
            <label htmlFor={`${id}-l`}>Trait name</label>
            <input id={`${id}-l`} value={t.label} onChange={(e) => onChange({ label: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-k`}>Kind</label>
            <select
              id={`${id}-k`}
              value={t.kind}
              onChange={(e) => onChange({ kind: e.target.value as TraitRow["kind"] })}
            >
              <option value="positive">positive</option>
              <option value="negative">negative</option>
            </select>
          </div>
        </div>
      ) : null}
      <div className="field-row tight">
        <div className="field">
          <label htmlFor={`${id}-r`}>Rating</label>
          <Stepper
            id={`${id}-r`}
            label={`${def?.name ?? (t.label || "trait")} rating`}
            value={t.rating}
            min={1}
            max={max + 1}
            invalid={!!err}
            describedBy={describedBy}
            onChange={(v) => onChange({ rating: v })}
          />
        </div>
        {needs === "sense" ? (
          <div className="field">
            <label htmlFor={`${id}-s`}>Sense</label>
            <select
              id={`${id}-s`}
              value={t.sense}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ sense: e.target.value as TraitRow["sense"] })}
            >
              <option value="">Choose…</option>
              {SENSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {needs === "extent" ? (
          <div className="field">
            <label htmlFor={`${id}-x`}>Extent</label>
            <select
              id={`${id}-x`}
              value={t.extent}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ extent: e.target.value as TraitRow["extent"] })}
            >
              <option value="">Choose…</option>
              {LIMB_EXTENTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {needs === "trigger" ? (
        <div className="field">
          <label htmlFor={`${id}-g`}>Trigger</label>
          <input
            id={`${id}-g`}
            value={t.trigger}
            placeholder="deep water"
            aria-invalid={err ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ trigger: e.target.value })}
          />
        </div>
      ) : null}
      {needs === "triggers-equal-rating" ? (
        <div className="field">
          <label htmlFor={`${id}-gs`}>Triggers (one a line, as many as the rating)</label>
          <textarea
            id={`${id}-gs`}
            rows={Math.max(2, t.rating)}
            value={t.triggers}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ triggers: e.target.value })}
          />
        </div>
      ) : null}
      <FieldError id={errId} messages={err} />
      <div className="row wrap">
        {isGm ? (
          <label className="check small" htmlFor={`${id}-a`}>
            <input
              id={`${id}-a`}
              type="checkbox"
              checked={t.approved}
              onChange={(e) => onChange({ approved: e.target.checked })}
            />{" "}
            Approved (GM)
          </label>
        ) : (
          <span className="lok-tag warn">awaits the GM's approval</span>
        )}
        <span className="lok-spacer" />
        <button
          type="button"
          className="btn btn-small btn-ghost danger-text lok-remove"
          aria-label={`Remove trait ${i + 1}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

// ── 5. equipment ────────────────────────────────────────────────────────────────────────────────

function GearStep({ draft, set, at, isGm }: StepProps) {
  const id = useId();
  const items = useMemo(() => SAMPLE_EQUIPMENT_IDS.map((k) => ({ id: k, item: sampleItem(k) })), []);
  return (
    <>
      <p className="lok-note">
        {isGm
          ? "Starting gear you give is approved by giving it."
          : "Ask for starting gear: the GM approves each item (until then the character stays a draft)."}
      </p>
      <fieldset className="lok-group">
        <legend>Sample equipment</legend>
        <ul className="lok-list">
          {items.map(({ id: k, item }) => {
            const chosen = draft.equipment.find((e) => e.sample === k);
            const i = draft.equipment.findIndex((e) => e.sample === k);
            const err = i >= 0 ? at(`item.${i}`) : undefined;
            const w = item.weapon;
            return (
              <li key={k} className="lok-gear">
                <label className="check" htmlFor={`${id}-${k}`}>
                  <input
                    id={`${id}-${k}`}
                    type="checkbox"
                    checked={!!chosen}
                    aria-describedby={`${id}-${k}-n`}
                    onChange={(e) =>
                      set({
                        equipment: e.target.checked
                          ? [...draft.equipment, { key: rowKey(), sample: k, approved: isGm }]
                          : draft.equipment.filter((x) => x.sample !== k),
                      })
                    }
                  />{" "}
                  <span>
                    {item.name}
                    {w ? (
                      <span className="lok-tag">
                        {w.mode} · damage {w.damage}
                        {w.kind === "non-lethal" ? " non-lethal" : ""}
                      </span>
                    ) : null}
                    {item.tool ? <span className="lok-tag">tool</span> : null}
                    {item.armor !== null ? <span className="lok-tag">armor {item.armor}</span> : null}
                  </span>
                </label>
                <p className="hint" id={`${id}-${k}-n`}>
                  {item.notes}
                </p>
                <FieldError id={`${id}-${k}-err`} messages={err} />
              </li>
            );
          })}
        </ul>
      </fieldset>
      <FieldError id={`${id}-eq-err`} messages={at("equipment")} />
    </>
  );
}

// ── 6. review ───────────────────────────────────────────────────────────────────────────────────

function ReviewStep({
  draft,
  set,
  o,
  issues,
  preview,
  ruleset,
  onGo,
  server,
  b,
}: StepProps & {
  issues: Issue[];
  preview: unknown;
  ruleset: NonNullable<BuilderProps["ruleset"]>;
  onGo(s: StepId): void;
  server: boolean;
}) {
  const id = useId();
  const rolled = draft.method === "rolled";
  const d = useMemo(() => {
    if (!preview || rolled) return null;
    try {
      return ruleset.character.derive(preview, o) as ObjDerived;
    } catch {
      return null;
    }
  }, [preview, rolled, ruleset, o]);
  const waiting = awaitsGm(draft);
  const skillsLeft = b.skillPoints.total - b.skillSpent;
  const num = (v: number | undefined) =>
    rolled || v === undefined ? <span className="small muted">rolled</span> : v;
  return (
    <>
      {issues.length > 0 ? (
        <div className="error-note" role="alert" data-testid="review-problems">
          <p className="lok-note">
            {server ? "The server refused this character:" : "Before it can be created:"}
          </p>
          <ul className="refused">
            {issues.map((i) => {
              const s = stepOfSlot(slotOf(i.path));
              return (
                <li key={`${i.path.join(".")}:${i.message}`}>
                  {sentence(i.message)}{" "}
                  {s !== "review" ? (
                    <button type="button" className="link-button" onClick={() => onGo(s)}>
                      fix in {STEPS.find((x) => x.id === s)!.label}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="lok-ok" role="status">
          The ruleset accepts this character.
        </p>
      )}
      {!rolled && skillsLeft > 0 && issues.length === 0 ? (
        <p className="warning small">
          {skillsLeft} skill point{skillsLeft === 1 ? "" : "s"} unspent: lost when the character is finished.
        </p>
      ) : null}
      <dl className="lok-facts" aria-label="What follows from the build">
        <div className="lok-fact">
          <dt>Health</dt>
          <dd data-testid="review-health">{num(d?.maxHealth)}</dd>
        </div>
        <div className="lok-fact">
          <dt>To hit</dt>
          <dd>{num(d?.dodgeDifficulty)}</dd>
        </div>
        <div className="lok-fact">
          <dt>Move</dt>
          <dd>
            {num(d?.move.distance)}
            {d ? <span className="small muted"> {d.move.unit === "feet" ? "ft" : "m"}</span> : null}
          </dd>
        </div>
        <div className="lok-fact">
          <dt>Breath</dt>
          <dd>
            {num(d?.breathTurns)}
            {d ? <span className="small muted"> turns</span> : null}
          </dd>
        </div>
      </dl>
      <table className="lok-table">
        <caption className="sr-only">The build</caption>
        <tbody>
          <tr>
            <th scope="row">Name</th>
            <td>{draft.name.trim() || <span className="muted">—</span>}</td>
          </tr>
          <tr>
            <th scope="row">Concept</th>
            <td>
              {draft.concept.trim() || <span className="muted">—</span>}
              {draft.conceptApproved ? <span className="lok-tag good">approved</span> : null}
            </td>
          </tr>
          <tr>
            <th scope="row">Attributes</th>
            <td>
              {rolled
                ? `6d6 rolled by the server, dealt in order: ${draft.priority.join(", ")}`
                : playerAttributes(o)
                    .map((a) => `${a.short} ${draft.attributes[a.id] ?? 0}`)
                    .join(", ")}
            </td>
          </tr>
          <tr>
            <th scope="row">Skills</th>
            <td>
              {rolled
                ? draft.skillOrder.join(", ") || "none"
                : Object.entries(draft.skills)
                    .filter(([, v]) => v > 0)
                    .map(([k, v]) => `${skillCatalog(o).find((s) => s.id === k)?.name ?? k} ${v}`)
                    .join(", ") || "none"}
            </td>
          </tr>
          <tr>
            <th scope="row">Traits</th>
            <td>
              {draft.traits
                .map((t) => `${traitDef(t.trait)?.name ?? (t.label || "?")} ${t.rating}`)
                .join(", ") || "none"}
            </td>
          </tr>
          <tr>
            <th scope="row">Equipment</th>
            <td>{draft.equipment.map((e) => sampleItem(e.sample).name).join(", ") || "none"}</td>
          </tr>
        </tbody>
      </table>
      {waiting.length > 0 ? (
        <p className="notice small" data-testid="draft-note">
          Starts as a draft: {waiting.join(", ")} {waiting.length === 1 ? "waits" : "wait"} for the GM's
          approval. The GM approves and finishes it from the sheet.
        </p>
      ) : (
        <label className="check small" htmlFor={`${id}-keep`}>
          <input
            id={`${id}-keep`}
            type="checkbox"
            checked={draft.keepDraft}
            onChange={(e) => set({ keepDraft: e.target.checked })}
          />{" "}
          Keep it a draft for now (it cannot roll until finished)
        </label>
      )}
    </>
  );
}
