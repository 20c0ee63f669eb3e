// The Objects character builder, in the book's seven steps: a concept (the GM may veto it);
// attribute points from 6d6 spread over the attributes, none above 6 (rolled by the server, or a
// number already known); skill points from INT + WIS + CHA; six trait points, more for each
// negative trait, every trait approved by the GM (or the trait points turned into skill points);
// starting equipment; then a review. Each step shows the points left, counted by the ruleset's own
// budget code, and every change is checked at once by the ruleset's creation method; the server,
// which rolls the real dice, has the last word.

import { useId, useMemo, useState } from "react";
import type { ObjDerived } from "../../../../src/rulesets/objects/character/index.js";
import { SAMPLE_EQUIPMENT_IDS, sampleItem } from "../../../../src/rulesets/objects/data/equipment.js";
import { LIMB_EXTENTS, SENSES, traitDef } from "../../../../src/rulesets/objects/data/traits.js";
import type { ObjOptions } from "../../../../src/rulesets/objects/options/schema.js";
import {
  AddButton,
  type Choice,
  Choices,
  NpcCheck,
  PlayedBy,
  RemoveButton,
} from "../generic/builder-fields.js";
import {
  type BuilderStep,
  type BuilderStepProps,
  BuildTable,
  GuidedBuilderForm,
  NameField,
  type ReadyBuilderProps,
  useGuidedBuilder,
  whenReady,
} from "../generic/guided-builder.js";
import {
  type BudgetItem,
  BudgetLine,
  FieldError,
  leftState,
  moved,
  patchedRow,
  rowKey,
  Stepper,
  withoutRow,
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

const STEPS: BuilderStep<StepId>[] = [
  { id: "who", label: "Concept", title: "Concept" },
  { id: "attributes", label: "Attributes", title: "Attributes" },
  { id: "skills", label: "Skills", title: "Skills" },
  { id: "traits", label: "Traits", title: "Traits" },
  { id: "gear", label: "Gear", title: "Equipment" },
  { id: "review", label: "Review", title: "Review and create" },
];

export const ObjectsBuilder = whenReady<ObjOptions>(Builder);

function Builder(props: ReadyBuilderProps<ObjOptions>) {
  const { ruleset, o, methods, isGm, members, cancel } = props;
  const flow = useGuidedBuilder(props, STEPS, { dryRun, toInput, slotOf, stepOfSlot }, () => ({
    ...emptyDraft(o, methods),
    conceptApproved: isGm,
  }));
  const { step } = flow;
  const shared: StepProps = { ...flow.stepProps, b: budgets(flow.draft, o) };
  return (
    <GuidedBuilderForm flow={flow} builder="objects" idPrefix="obj" cancel={cancel}>
      {step === "who" ? <WhoStep {...shared} members={members} /> : null}
      {step === "attributes" ? <AttributesStep {...shared} methods={methods} /> : null}
      {step === "skills" ? <SkillsStep {...shared} /> : null}
      {step === "traits" ? <TraitsStep {...shared} /> : null}
      {step === "gear" ? <GearStep {...shared} /> : null}
      {step === "review" ? (
        <ReviewStep
          {...shared}
          accepted={flow.issues.length === 0}
          preview={flow.run.preview}
          ruleset={ruleset}
        />
      ) : null}
    </GuidedBuilderForm>
  );
}

interface StepProps extends BuilderStepProps<Draft, ObjOptions> {
  b: ReturnType<typeof budgets>;
}

const pointsLeft = (left: number, of: number) => (left < 0 ? `${-left} too many` : `${left} of ${of}`);

// ── 1. concept ──────────────────────────────────────────────────────────────────────────────────

function WhoStep({ draft, set, at, isGm, members }: StepProps & { members: BuilderProps["members"] }) {
  const id = useId();
  const cErr = at("concept");
  return (
    <>
      <NameField id={id} value={draft.name} errors={at("name")} onChange={(name) => set({ name })} />
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
      <PlayedBy isGm={isGm} members={members} value={draft.owner} onChange={(owner) => set({ owner })} />
      <NpcCheck id={id} checked={draft.npc} onChange={(npc) => set({ npc })}>
        Mark as an NPC
      </NpcCheck>
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
  const choices: Choice<Method>[] = [
    {
      value: "rolled",
      title: `Roll ${dice}d6`,
      text: "The book's way: the server rolls the points when you create the character (the dice go to the table's log). Put the attributes in order; the points are dealt out one at a time from the top, none above 6.",
    },
    {
      value: "assigned",
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
        <Choices
          label="How the points come"
          name={`${id}-method`}
          idPrefix={`${id}-m`}
          choices={choices.filter((c) => methods.includes(c.value))}
          value={draft.method}
          onChange={(method) => set({ method })}
        />
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
                value: pointsLeft(leftPoints, draft.points),
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
            value: rolled ? `${total} with 21 attribute points` : pointsLeft(leftPoints, total),
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
  return (
    <>
      <BudgetLine
        label="Trait points"
        items={[
          {
            label: "Trait points left",
            value: pointsLeft(leftPoints, b.traitPoints),
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
              onChange={(p) => set({ traits: patchedRow(draft.traits, t.key, p) })}
              onRemove={() => set({ traits: withoutRow(draft.traits, t.key) })}
            />
          ))}
        </ul>
      ) : null}
      <div>
        <AddButton
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
        </AddButton>
      </div>
      <FieldError id={`${id}-traits-err`} messages={at("traits")} />
    </>
  );
}

const TRAIT_GROUPS = [
  ["positive", "Positive"],
  ["negative", "Negative (hindrances)"],
] as const;

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
          {TRAIT_GROUPS.map(([kind, label]) => (
            <optgroup key={kind} label={label}>
              {TRAITS.filter((x) => x.kind === kind).map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </optgroup>
          ))}
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
          <PickField
            id={`${id}-s`}
            label="Sense"
            value={t.sense}
            values={SENSES}
            describedBy={describedBy}
            onChange={(sense) => onChange({ sense })}
          />
        ) : null}
        {needs === "extent" ? (
          <PickField
            id={`${id}-x`}
            label="Extent"
            value={t.extent}
            values={LIMB_EXTENTS}
            describedBy={describedBy}
            onChange={(extent) => onChange({ extent })}
          />
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
        <RemoveButton what={`trait ${i + 1}`} onClick={onRemove} />
      </div>
    </li>
  );
}

/** What a trait needs named (a sense, the extent of a loss), chosen from the book's list. */
function PickField<V extends string>({
  id,
  label,
  value,
  values,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: V | "";
  values: readonly V[];
  describedBy: string | undefined;
  onChange(v: V | ""): void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value as V | "")}
      >
        <option value="">Choose…</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
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
  accepted,
  preview,
  ruleset,
  b,
}: StepProps & {
  /** Whether the review shows no problem (the server's refusal included). */
  accepted: boolean;
  preview: unknown;
  ruleset: NonNullable<BuilderProps["ruleset"]>;
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
      {!rolled && skillsLeft > 0 && accepted ? (
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
      <BuildTable
        name={draft.name}
        rows={[
          [
            "Concept",
            <>
              {draft.concept.trim() || <span className="muted">—</span>}
              {draft.conceptApproved ? <span className="lok-tag good">approved</span> : null}
            </>,
          ],
          [
            "Attributes",
            rolled
              ? `6d6 rolled by the server, dealt in order: ${draft.priority.join(", ")}`
              : playerAttributes(o)
                  .map((a) => `${a.short} ${draft.attributes[a.id] ?? 0}`)
                  .join(", "),
          ],
          [
            "Skills",
            rolled
              ? draft.skillOrder.join(", ") || "none"
              : Object.entries(draft.skills)
                  .filter(([, v]) => v > 0)
                  .map(([k, v]) => `${skillCatalog(o).find((s) => s.id === k)?.name ?? k} ${v}`)
                  .join(", ") || "none",
          ],
          [
            "Traits",
            draft.traits
              .map((t) => `${traitDef(t.trait)?.name ?? (t.label || "?")} ${t.rating}`)
              .join(", ") || "none",
          ],
          ["Equipment", draft.equipment.map((e) => sampleItem(e.sample).name).join(", ") || "none"],
        ]}
      />
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
