// The Lucky 13 character builder, in the book's order: a name; the ability dice by one method for
// all five (rolled on the d100 table, or the balanced or specialized array placed by hand); the
// skill dice by the table's method and the starting specializations; a background and whether the
// character has impairments; weapons, armor and assets; then a review. Every step shows what is
// left to place, and every change is checked at once by the ruleset's own creation method (with
// stand-in dice where it rolls); the server, which rolls the real dice, has the last word.

import { type ReactNode, useId } from "react";
import {
  ABILITIES,
  type AbilityId,
  DICE,
  type Die,
  deathAt,
  EXAMPLE_SPECIALIZATIONS,
  type L13Options,
  maxHp,
  RANDOM_ABILITY_TABLE,
  skillLabel,
  startingSpecializationLimit,
} from "../../../../src/rulesets/lucky13/character/index.js";
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
import type { BuilderProps } from "../types.js";
import { BudgetLine, FieldError, leftState, patchedRow, rowKey, withoutRow } from "./builder-kit.js";
import {
  allowedMethods,
  chosenSkills,
  type Draft,
  diceLeft,
  dryRun,
  emptyDraft,
  type Method,
  type StepId,
  slotOf,
  stepOfSlot,
  toInput,
} from "./model.js";

const STEPS: BuilderStep<StepId>[] = [
  { id: "who", label: "Name", title: "Who is it?" },
  { id: "abilities", label: "Abilities", title: "Ability dice" },
  { id: "skills", label: "Skills", title: "Skills and specializations" },
  { id: "story", label: "Story", title: "Background and impairments" },
  { id: "gear", label: "Gear", title: "Weapons, armor and assets" },
  { id: "review", label: "Review", title: "Review and create" },
];

export const Lucky13Builder = whenReady<L13Options>(Builder);

function Builder(props: ReadyBuilderProps<L13Options>) {
  const { o, methods, members, cancel } = props;
  const allowed = allowedMethods(o, methods);
  const flow = useGuidedBuilder(props, STEPS, { dryRun, toInput, slotOf, stepOfSlot }, () =>
    emptyDraft(o, allowed),
  );
  const { step } = flow;
  const shared = flow.stepProps;
  return (
    <GuidedBuilderForm flow={flow} builder="lucky13" idPrefix="l13" cancel={cancel}>
      {step === "who" ? <WhoStep {...shared} members={members} /> : null}
      {step === "abilities" ? <AbilitiesStep {...shared} allowed={allowed} /> : null}
      {step === "skills" ? <SkillsStep {...shared} /> : null}
      {step === "story" ? <StoryStep {...shared} /> : null}
      {step === "gear" ? <GearStep {...shared} /> : null}
      {step === "review" ? <ReviewStep {...shared} /> : null}
    </GuidedBuilderForm>
  );
}

type StepProps = BuilderStepProps<Draft, L13Options>;

const dieText = (d: Die | "" | null | undefined) => (d ? d : "—");
const minus = (n: number) => (n < 0 ? `−${-n}` : `${n}`);
/** The abilities of the draft with the HP ability's die set, for the HP arithmetic. */
const withHp = (d: Draft, o: L13Options, die: Die) => ({
  abilities: { ...d.assignment, [o.hpAbility]: die } as Record<AbilityId, Die>,
});

function DieChips({ dice, label }: { dice: readonly Die[]; label?: string }) {
  if (dice.length === 0) return <span className="muted">none</span>;
  return (
    <span className="lok-dice" aria-label={label ?? dice.join(", ")} role="img">
      {dice.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: dice in a pool are positional
        <span key={i} className="lok-die" aria-hidden="true">
          {d}
        </span>
      ))}
    </span>
  );
}

function DieSelect({
  id,
  value,
  onChange,
  empty,
  untrained,
  describedBy,
  invalid,
}: {
  id: string;
  value: Die | "" | "none";
  onChange(v: Die | "" | "none"): void;
  empty?: string;
  untrained?: boolean;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value as Die | "" | "none")}
    >
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {untrained ? <option value="none">untrained</option> : null}
      {DICE.map((d) => (
        <option key={d} value={d}>
          {d}
        </option>
      ))}
    </select>
  );
}

/**
 * The rows of a list the player grows and shrinks (specializations, impairments, weapons, assets),
 * each with its fields and a Remove button; `after` closes the list (an Add button inside it).
 */
function RowList<T extends { key: string }>({
  rows,
  noun,
  onChange,
  after,
  children,
}: {
  rows: readonly T[];
  /** What a row is, for its Remove button's label ("weapon" → "Remove weapon 2"). */
  noun: string;
  onChange(rows: T[]): void;
  after?: ReactNode;
  /** A row's fields; `edit` changes that row. */
  children(row: T, i: number, edit: (patch: Partial<T>) => void): ReactNode;
}) {
  if (rows.length === 0 && !after) return null;
  return (
    <ul className="lok-list">
      {rows.map((row, i) => (
        <li key={row.key} className="lok-item">
          {children(row, i, (patch) => onChange(patchedRow(rows, row.key, patch)))}
          <RemoveButton what={`${noun} ${i + 1}`} onClick={() => onChange(withoutRow(rows, row.key))} />
        </li>
      ))}
      {after}
    </ul>
  );
}

/** A choice of one entry of a catalog (backgrounds, impairments) by its name. */
function NameSelect({
  id,
  value,
  entries,
  describedBy,
  onChange,
}: {
  id: string;
  value: string;
  entries: readonly { name: string }[];
  describedBy: string | undefined;
  onChange(name: string): void;
}) {
  return (
    <select id={id} value={value} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
      {entries.map((x) => (
        <option key={x.name} value={x.name}>
          {x.name}
        </option>
      ))}
    </select>
  );
}

// ── 1. who ──────────────────────────────────────────────────────────────────────────────────────

function WhoStep({ draft, set, at, isGm, members }: StepProps & { members: BuilderProps["members"] }) {
  const id = useId();
  return (
    <>
      <NameField id={id} value={draft.name} errors={at("name")} onChange={(name) => set({ name })} />
      <PlayedBy isGm={isGm} members={members} value={draft.owner} onChange={(owner) => set({ owner })} />
      <NpcCheck id={id} checked={draft.npc} onChange={(npc) => set({ npc })}>
        Mark as an NPC (a label only: PCs and NPCs play the same)
      </NpcCheck>
      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes (optional)</label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          value={draft.notes}
          onChange={(e) => set({ notes: e.target.value })}
        />
        <FieldError id={`${id}-who-err`} messages={at("who")} />
      </div>
    </>
  );
}

// ── 2. abilities ────────────────────────────────────────────────────────────────────────────────

const METHOD_TEXT: Record<Method, { title: string; text: (o: L13Options) => string }> = {
  random: {
    title: "Random",
    text: () =>
      "A d100 for each ability, in order, on the table below. The server rolls when you create the character; no swapping, no rerolls.",
  },
  balanced: {
    title: "Balanced array",
    text: (o) => `Place ${o.arrays.balanced.join(", ")}, one die on each ability.`,
  },
  specialized: {
    title: "Specialized array",
    text: (o) =>
      o.specializedArrayMode === "exact"
        ? `Place ${o.arrays.specialized.join(", ")}, one die on each ability.`
        : `Place five of ${o.arrays.specialized.join(", ")}; the two left over are discarded.`,
  },
};

function AbilitiesStep({ draft, set, o, at, allowed }: StepProps & { allowed: Method[] }) {
  const id = useId();
  const array = draft.method === "random" ? null : o.arrays[draft.method];
  const used = ABILITIES.map((a) => draft.assignment[a.id]);
  const { left, extra } = array ? diceLeft(array, used) : { left: [], extra: [] };
  const placed = used.filter(Boolean).length;
  const discard =
    draft.method === "specialized" && o.specializedArrayMode !== "exact" ? array!.length - 5 : 0;
  const groupErr = at("abilities");
  const hp = draft.assignment[o.hpAbility];
  return (
    <>
      <fieldset className="lok-group">
        <legend>Creation method</legend>
        <Choices
          label="Creation method"
          name={`${id}-method`}
          idPrefix={`${id}-m`}
          choices={allowed.map((m) => ({
            value: m,
            title: METHOD_TEXT[m].title,
            text: METHOD_TEXT[m].text(o),
          }))}
          value={draft.method}
          onChange={(method) => set({ method })}
        />
      </fieldset>
      {array ? (
        <>
          <BudgetLine
            label="Dice to place"
            items={[
              {
                label: "Left to place",
                value:
                  placed < 5 || extra.length > 0 ? (
                    <DieChips dice={left} />
                  ) : discard > 0 && extra.length === 0 ? (
                    `all placed; ${left.join(", ")} discarded`
                  ) : (
                    "all placed"
                  ),
                state: extra.length > 0 ? "over" : placed === 5 ? "ok" : "left",
                testId: "dice-left",
              },
              ...(extra.length > 0
                ? [{ label: "Not in the array", value: <DieChips dice={extra} />, state: "over" as const }]
                : []),
            ]}
          />
          <fieldset className="lok-group" aria-describedby={groupErr ? `${id}-arr-err` : undefined}>
            <legend>One die for each ability</legend>
            <div className="lok-grid">
              {ABILITIES.map((a) => {
                const err = at(`ability.${a.id}`);
                return (
                  <div className="field" key={a.id}>
                    <label htmlFor={`${id}-${a.id}`} title={a.domain}>
                      {o.labels.abilities[a.id]}
                    </label>
                    <DieSelect
                      id={`${id}-${a.id}`}
                      value={draft.assignment[a.id]}
                      empty="Choose…"
                      invalid={
                        !!err || (!!draft.assignment[a.id] && extra.includes(draft.assignment[a.id] as Die))
                      }
                      describedBy={
                        [err ? `${id}-${a.id}-err` : "", groupErr ? `${id}-arr-err` : ""].join(" ").trim() ||
                        undefined
                      }
                      onChange={(v) =>
                        set({
                          assignment: {
                            ...draft.assignment,
                            [a.id]: v === "none" ? "" : v,
                          } as Draft["assignment"],
                        })
                      }
                    />
                    <FieldError id={`${id}-${a.id}-err`} messages={err} />
                  </div>
                );
              })}
            </div>
            <FieldError id={`${id}-arr-err`} messages={groupErr} />
          </fieldset>
          <p className="lok-note">
            {o.labels.abilities[o.hpAbility]} sets hit points
            {hp ? (
              <>
                : <strong>{maxHp(withHp(draft, o, hp), o)} HP</strong>, dead at{" "}
                {minus(deathAt(withHp(draft, o, hp), o))}
              </>
            ) : null}
            .{" "}
            {o.combatAbility === o.initiativeAbility
              ? `${o.labels.abilities[o.combatAbility]} is rolled in combat and for initiative.`
              : `${o.labels.abilities[o.combatAbility]} is rolled in combat, ${o.labels.abilities[o.initiativeAbility]} for initiative.`}
          </p>
        </>
      ) : (
        <>
          <table className="lok-table">
            <caption className="sr-only">The d100 table</caption>
            <thead>
              <tr>
                <th scope="col">d100</th>
                <th scope="col">Die</th>
              </tr>
            </thead>
            <tbody>
              {RANDOM_ABILITY_TABLE.map((b) => (
                <tr key={b.die}>
                  <td>
                    {b.from}–{b.to}
                  </td>
                  <td>
                    <span className="lok-die">{b.die}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="lok-note">
            Rolled in order: {ABILITIES.map((a) => o.labels.abilities[a.id]).join(", ")}.
          </p>
          <FieldError id={`${id}-arr-err`} messages={groupErr} />
        </>
      )}
    </>
  );
}

// ── 3. skills and specializations ───────────────────────────────────────────────────────────────

function SkillsStep({ draft, set, o, at }: StepProps) {
  const id = useId();
  const gen = o.skillGeneration;
  const choose = chosenSkills(o);
  const chosen = o.skills.map((s) => draft.skills[s.id] ?? "");
  const impairments = draft.hasImpairments ? draft.impairments.length : 0;
  const limit = startingSpecializationLimit(impairments, o);
  const examples = EXAMPLE_SPECIALIZATIONS.filter((e) => e.preset === o.skillPreset);
  const budget = (() => {
    if (gen === "array") {
      const { left, extra } = diceLeft(o.skillArray ?? [], chosen);
      return [
        {
          label: "Left to place",
          value: left.length ? <DieChips dice={left} /> : "all placed",
          state: extra.length ? ("over" as const) : left.length ? ("left" as const) : ("ok" as const),
        },
      ];
    }
    if (gen === "pointBuy" && o.skillPointBuy) {
      const spent = chosen.reduce(
        (s, d) => s + (d && d !== "none" ? (o.skillPointBuy!.costs[d] ?? 0) : 0),
        0,
      );
      const left = o.skillPointBuy.budget - spent;
      return [
        {
          label: "Points left",
          value: `${left} of ${o.skillPointBuy.budget}`,
          state: leftState(left),
        },
      ];
    }
    return [];
  })();
  const specCount = draft.specs.length;
  return (
    <>
      {budget.length ? <BudgetLine label="Skill dice" items={budget} /> : null}
      <fieldset className="lok-group">
        <legend>Skill dice</legend>
        {gen === "random" ? (
          <p className="lok-note">
            This table rolls skill dice: a d100 for each skill on the ability table, when the character is
            created.
          </p>
        ) : null}
        {gen === "linkedAbility" ? (
          <p className="lok-note">Each skill takes the die of the ability it is linked to.</p>
        ) : null}
        {gen === "pointBuy" && o.skillPointBuy ? (
          <p className="lok-note">
            Prices: {DICE.map((d) => `${d} ${o.skillPointBuy!.costs[d]}`).join(", ")}.
          </p>
        ) : null}
        {choose ? (
          <div className="lok-grid">
            {o.skills.map((s) => {
              const err = at(`skill.${s.id}`);
              return (
                <div className="field" key={s.id}>
                  <label htmlFor={`${id}-${s.id}`}>
                    {skillLabel(o, s.id)}
                    {s.id === o.combatSkill ? " (combat)" : ""}
                  </label>
                  <DieSelect
                    id={`${id}-${s.id}`}
                    value={draft.skills[s.id] ?? ""}
                    empty="Choose…"
                    untrained={o.allowUntrainedSkill}
                    invalid={!!err}
                    describedBy={err ? `${id}-${s.id}-err` : undefined}
                    onChange={(v) => set({ skills: { ...draft.skills, [s.id]: v } })}
                  />
                  <FieldError id={`${id}-${s.id}-err`} messages={err} />
                </div>
              );
            })}
          </div>
        ) : (
          <ul className="lok-list">
            {o.skills.map((s) => {
              const link = gen === "linkedAbility" ? o.skillLinks[s.id] : undefined;
              return (
                <li key={s.id} className="lok-line">
                  <span>
                    {skillLabel(o, s.id)}
                    {s.id === o.combatSkill ? <span className="lok-tag">combat</span> : null}
                  </span>
                  <span className="muted small">
                    {link
                      ? `${o.labels.abilities[link]} ${dieText(draft.assignment[link])}`
                      : "d100 when created"}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <FieldError id={`${id}-skills-err`} messages={at("skills")} />
      </fieldset>

      <fieldset className="lok-group">
        <legend>Specializations</legend>
        <BudgetLine
          label="Specializations"
          items={[
            {
              label: "Taken",
              value: limit === null ? `${specCount}` : `${specCount} of ${limit}`,
              state:
                limit !== null && specCount > limit
                  ? "over"
                  : limit !== null && specCount === limit
                    ? "ok"
                    : "info",
              testId: "specs-count",
            },
          ]}
        />
        <p className="lok-note">
          Each starts at level 1 and steps its skill die up one step per level on rolls it fits.
          {limit === null ? " This table sets no limit at creation." : ""}
          {limit !== null && o.startingSpecializations !== null && impairments > 0
            ? ` Includes ${limit - o.startingSpecializations} for impairments.`
            : ""}
        </p>
        <RowList rows={draft.specs} noun="specialization" onChange={(specs) => set({ specs })}>
          {(sp, i, edit) => {
            const err = at(`spec.${i}`);
            const errId = `${id}-spec-${sp.key}-err`;
            return (
              <>
                <div className="lok-stack">
                  <div className="field">
                    <label htmlFor={`${id}-spn-${sp.key}`}>Specialization {i + 1}</label>
                    <input
                      id={`${id}-spn-${sp.key}`}
                      value={sp.name}
                      list={`${id}-examples`}
                      aria-invalid={err ? true : undefined}
                      aria-describedby={err ? errId : undefined}
                      onChange={(e) => edit({ name: e.target.value })}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-sps-${sp.key}`}>Of the skill</label>
                    <select
                      id={`${id}-sps-${sp.key}`}
                      value={sp.skill}
                      onChange={(e) => edit({ skill: e.target.value })}
                    >
                      {o.skills.map((s) => (
                        <option key={s.id} value={s.id}>
                          {skillLabel(o, s.id)}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <FieldError id={errId} messages={err} />
              </>
            );
          }}
        </RowList>
        <datalist id={`${id}-examples`}>
          {examples.map((e) => (
            <option key={e.name} value={e.name} />
          ))}
        </datalist>
        <div>
          <AddButton
            onClick={() =>
              set({
                specs: [...draft.specs, { key: rowKey(), name: "", skill: o.combatSkill ?? o.skills[0]!.id }],
              })
            }
          >
            Add a specialization
          </AddButton>
        </div>
        <FieldError id={`${id}-specs-err`} messages={at("specs")} />
      </fieldset>
    </>
  );
}

// ── 4. background and impairments ───────────────────────────────────────────────────────────────

function StoryStep({ draft, set, o, at, isGm }: StepProps) {
  const id = useId();
  const catalog = o.backgroundCatalog;
  const kinds: Choice<Draft["bgKind"]>[] = [
    { value: "none", title: "No background", text: "You can add one later with the GM." },
    ...(catalog.length
      ? [
          {
            value: "catalog" as const,
            title: "From the table's list",
            text: `${catalog.length} to choose from.`,
          },
          {
            value: "random" as const,
            title: "Roll on the list",
            text: `One roll of a d${catalog.length}, by the server.`,
          },
        ]
      : []),
    {
      value: "invented",
      title: "Invent one",
      text: "Your own background: it needs the GM's approval.",
    },
  ];
  const bgErr = at("bg");
  const nameErr = at("bg.name");
  const apprErr = at("bg.approved");
  const impErr = at("imp");
  const impCatalog = o.impairmentCatalog;
  const newImpairment = (): Draft["impairments"][number] => ({
    key: rowKey(),
    kind: "catalog",
    name: impCatalog[0]?.name ?? "",
  });
  const limitNow = startingSpecializationLimit(0, o);
  return (
    <>
      <fieldset className="lok-group">
        <legend>{o.labels.terms.background.replace(/^./, (c) => c.toUpperCase())}</legend>
        {!o.useBackgrounds || o.maxBackgrounds < 1 ? (
          <p className="lok-note">This table does not use backgrounds.</p>
        ) : (
          <>
            <p className="lok-note">
              Invoking it on a roll gives advantage: the ability die is rolled twice, the higher kept.
            </p>
            <Choices
              label="Background"
              name={`${id}-bg`}
              idPrefix={`${id}-bg`}
              choices={kinds}
              value={draft.bgKind}
              onChange={(bgKind) => set({ bgKind })}
            />
            {draft.bgKind === "catalog" ? (
              <div className="field">
                <label htmlFor={`${id}-bgc`}>Background</label>
                <NameSelect
                  id={`${id}-bgc`}
                  value={draft.bgCatalog}
                  entries={catalog}
                  describedBy={nameErr ? `${id}-bgn-err` : undefined}
                  onChange={(bgCatalog) => set({ bgCatalog })}
                />
                <p className="hint">{catalog.find((b) => b.name === draft.bgCatalog)?.description}</p>
                <FieldError id={`${id}-bgn-err`} messages={nameErr} />
              </div>
            ) : null}
            {draft.bgKind === "invented" ? (
              <>
                <div className="field">
                  <label htmlFor={`${id}-bgn`}>Background name</label>
                  <input
                    id={`${id}-bgn`}
                    value={draft.bgName}
                    aria-invalid={nameErr ? true : undefined}
                    aria-describedby={nameErr ? `${id}-bgn-err` : undefined}
                    onChange={(e) => set({ bgName: e.target.value })}
                  />
                  <FieldError id={`${id}-bgn-err`} messages={nameErr} />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-bgd`}>What it covers (optional)</label>
                  <textarea
                    id={`${id}-bgd`}
                    rows={2}
                    value={draft.bgDescription}
                    onChange={(e) => set({ bgDescription: e.target.value })}
                  />
                </div>
                <div className="lok-field-check">
                  <label className="check" htmlFor={`${id}-bga`}>
                    <input
                      id={`${id}-bga`}
                      type="checkbox"
                      checked={draft.bgApproved}
                      aria-invalid={apprErr ? true : undefined}
                      aria-describedby={apprErr ? `${id}-bga-err` : undefined}
                      onChange={(e) => set({ bgApproved: e.target.checked })}
                    />{" "}
                    {isGm ? "I approve this background (GM)" : "The GM has approved this background"}
                  </label>
                  <FieldError id={`${id}-bga-err`} messages={apprErr} />
                </div>
              </>
            ) : null}
          </>
        )}
        <FieldError id={`${id}-bg-err`} messages={bgErr} />
      </fieldset>

      <fieldset className="lok-group">
        <legend>{o.labels.terms.impairments.replace(/^./, (c) => c.toUpperCase())}</legend>
        {!o.useImpairments ? (
          <p className="lok-note">This table does not use impairments.</p>
        ) : (
          <>
            <p className="lok-note">
              When one comes into play the roll has disadvantage.
              {limitNow !== null ? " Taking any gives one more starting specialization." : ""}
            </p>
            <div className="lok-choices" role="radiogroup" aria-label="Impairments">
              <label className="lok-choice" htmlFor={`${id}-imp-no`}>
                <input
                  id={`${id}-imp-no`}
                  type="radio"
                  name={`${id}-imp`}
                  checked={!draft.hasImpairments}
                  onChange={() => set({ hasImpairments: false })}
                />
                <span className="lok-choice-title">None</span>
              </label>
              <label className="lok-choice" htmlFor={`${id}-imp-yes`}>
                <input
                  id={`${id}-imp-yes`}
                  type="radio"
                  name={`${id}-imp`}
                  checked={draft.hasImpairments}
                  disabled={impCatalog.length === 0}
                  onChange={() =>
                    set({
                      hasImpairments: true,
                      impairments: draft.impairments.length ? draft.impairments : [newImpairment()],
                    })
                  }
                />
                <span className="lok-choice-title">Yes, the character has impairments</span>
                {impCatalog.length === 0 ? (
                  <span className="lok-choice-text">
                    The table's impairment list is empty: the GM adds entries in the options.
                  </span>
                ) : null}
              </label>
            </div>
            {draft.hasImpairments ? (
              <RowList
                rows={draft.impairments}
                noun="impairment"
                onChange={(impairments) => set({ impairments })}
                after={
                  <li>
                    <AddButton onClick={() => set({ impairments: [...draft.impairments, newImpairment()] })}>
                      Add an impairment
                    </AddButton>
                  </li>
                }
              >
                {(p, i, change) => {
                  const err = at(`imp.${i}`);
                  return (
                    <>
                      <div className="field-row tight">
                        <div className="field">
                          <label htmlFor={`${id}-ik-${p.key}`}>Impairment {i + 1}</label>
                          <select
                            id={`${id}-ik-${p.key}`}
                            value={p.kind}
                            onChange={(e) => change({ kind: e.target.value as "catalog" | "random" })}
                          >
                            <option value="catalog">From the list</option>
                            <option value="random">Roll for it</option>
                          </select>
                        </div>
                        {p.kind === "catalog" ? (
                          <div className="field">
                            <label htmlFor={`${id}-in-${p.key}`}>Which</label>
                            <NameSelect
                              id={`${id}-in-${p.key}`}
                              value={p.name}
                              entries={impCatalog}
                              describedBy={err ? `${id}-imp-${p.key}-err` : undefined}
                              onChange={(name) => change({ name })}
                            />
                          </div>
                        ) : null}
                      </div>
                      <FieldError id={`${id}-imp-${p.key}-err`} messages={err} />
                    </>
                  );
                }}
              </RowList>
            ) : null}
          </>
        )}
        <FieldError id={`${id}-imp-err`} messages={impErr} />
      </fieldset>
    </>
  );
}

// ── 5. gear ─────────────────────────────────────────────────────────────────────────────────────

function GearStep({ draft, set, o, at }: StepProps) {
  const id = useId();
  const armorErr = at("armor");
  return (
    <>
      <fieldset className="lok-group">
        <legend>Weapons</legend>
        <p className="lok-note">
          A weapon is an Accuracy die (added to the attack) and a Damage die.
          {o.unarmedWeapon ? ` Unarmed: ${o.unarmedWeapon.accuracy} / ${o.unarmedWeapon.damage}.` : ""}
        </p>
        <RowList rows={draft.weapons} noun="weapon" onChange={(weapons) => set({ weapons })}>
          {(w, i, change) => {
            const err = at(`weapon.${i}`);
            const errId = `${id}-w-${w.key}-err`;
            return (
              <>
                <div className="field">
                  <label htmlFor={`${id}-wn-${w.key}`}>Weapon {i + 1}</label>
                  <input
                    id={`${id}-wn-${w.key}`}
                    value={w.name}
                    aria-invalid={err ? true : undefined}
                    aria-describedby={err ? errId : undefined}
                    onChange={(e) => change({ name: e.target.value })}
                  />
                </div>
                <div className="field-row tight">
                  <div className="field">
                    <label htmlFor={`${id}-wa-${w.key}`}>Accuracy</label>
                    <DieSelect
                      id={`${id}-wa-${w.key}`}
                      value={w.accuracy}
                      onChange={(v) => change({ accuracy: v as Die })}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-wd-${w.key}`}>Damage</label>
                    <DieSelect
                      id={`${id}-wd-${w.key}`}
                      value={w.damage}
                      onChange={(v) => change({ damage: v as Die })}
                    />
                  </div>
                </div>
                <FieldError id={errId} messages={err} />
              </>
            );
          }}
        </RowList>
        <div>
          <AddButton
            onClick={() =>
              set({ weapons: [...draft.weapons, { key: rowKey(), name: "", accuracy: "d6", damage: "d6" }] })
            }
          >
            Add a weapon
          </AddButton>
        </div>
        <FieldError id={`${id}-weapons-err`} messages={at("weapons")} />
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-armor`}>Armor (its Defensive die)</label>
        <DieSelect
          id={`${id}-armor`}
          value={draft.armor}
          empty="No armor"
          invalid={!!armorErr}
          describedBy={armorErr ? `${id}-armor-err` : `${id}-armor-hint`}
          onChange={(v) => set({ armor: v === "none" ? "" : v })}
        />
        <p className="hint" id={`${id}-armor-hint`}>
          Rolled against every attack; with several sources, the largest die counts.
        </p>
        <FieldError id={`${id}-armor-err`} messages={armorErr} />
      </div>

      <fieldset className="lok-group">
        <legend>Assets</legend>
        <p className="lok-note">Things or people that step a die up by their quality when used.</p>
        <RowList rows={draft.assets} noun="asset" onChange={(assets) => set({ assets })}>
          {(a, i, edit) => {
            const err = at(`asset.${i}`);
            return (
              <>
                <div className="field-row tight">
                  <div className="field">
                    <label htmlFor={`${id}-an-${a.key}`}>Asset {i + 1}</label>
                    <input
                      id={`${id}-an-${a.key}`}
                      value={a.name}
                      aria-invalid={err ? true : undefined}
                      aria-describedby={err ? `${id}-a-${a.key}-err` : undefined}
                      onChange={(e) => edit({ name: e.target.value })}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-aq-${a.key}`}>Quality</label>
                    <select
                      id={`${id}-aq-${a.key}`}
                      value={a.quality}
                      onChange={(e) => edit({ quality: Number(e.target.value) })}
                    >
                      {o.assetLadder.map((q) => (
                        <option key={q.id} value={q.level}>
                          {q.label} (+{q.level})
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <FieldError id={`${id}-a-${a.key}-err`} messages={err} />
              </>
            );
          }}
        </RowList>
        <div>
          <AddButton
            onClick={() =>
              set({
                assets: [
                  ...draft.assets,
                  { key: rowKey(), name: "", quality: o.assetLadder.at(-1)?.level ?? 1 },
                ],
              })
            }
          >
            Add an asset
          </AddButton>
        </div>
        <FieldError id={`${id}-assets-err`} messages={at("assets")} />
      </fieldset>
    </>
  );
}

// ── 6. review ───────────────────────────────────────────────────────────────────────────────────

function ReviewStep({ draft, o }: StepProps) {
  const rolled = draft.method === "random";
  const skillsRolled = o.skillGeneration === "random";
  const pulse = draft.assignment[o.hpAbility];
  const abilities = draft.assignment as Record<AbilityId, Die>;
  const defense = [draft.armor].filter(Boolean) as Die[];
  return (
    <>
      <dl className="lok-facts" aria-label="What follows from the build">
        <div className="lok-fact">
          <dt>{o.labels.terms.hitPoints}</dt>
          <dd data-testid="review-hp">
            {rolled || !pulse ? <span className="small muted">rolled</span> : maxHp({ abilities }, o)}
          </dd>
        </div>
        <div className="lok-fact">
          <dt>{o.labels.abilities[o.hpAbility]}</dt>
          <dd>{rolled ? <span className="small muted">rolled</span> : dieText(pulse)}</dd>
        </div>
        <div className="lok-fact">
          <dt>Dies at</dt>
          <dd>
            {rolled || !pulse ? (
              <span className="small muted">rolled</span>
            ) : (
              minus(deathAt({ abilities }, o))
            )}
          </dd>
        </div>
        <div className="lok-fact">
          <dt>Defense</dt>
          <dd>{defense[0] ?? <span className="small muted">none</span>}</dd>
        </div>
      </dl>
      <BuildTable
        name={draft.name}
        rows={[
          [
            "Abilities",
            rolled
              ? "d100 each, rolled by the server"
              : ABILITIES.map((a) => `${o.labels.abilities[a.id]} ${dieText(draft.assignment[a.id])}`).join(
                  ", ",
                ),
          ],
          [
            "Skills",
            skillsRolled
              ? "d100 each, rolled by the server"
              : o.skills
                  .map((s) => {
                    const v = draft.skills[s.id];
                    const link =
                      o.skillGeneration === "linkedAbility" ? draft.assignment[o.skillLinks[s.id]!] : v;
                    return `${skillLabel(o, s.id)} ${link === "none" ? "untrained" : dieText(link || "")}`;
                  })
                  .join(", "),
          ],
          [
            "Specializations",
            draft.specs.length
              ? draft.specs.map((s) => `${s.name || "?"} (${skillLabel(o, s.skill)}) 1`).join(", ")
              : "none",
          ],
          [
            "Background",
            draft.bgKind === "none"
              ? "none"
              : draft.bgKind === "random"
                ? "rolled by the server"
                : draft.bgKind === "catalog"
                  ? draft.bgCatalog
                  : `${draft.bgName || "?"}${draft.bgApproved ? " (approved)" : " (awaiting approval)"}`,
          ],
          [
            "Impairments",
            draft.hasImpairments
              ? draft.impairments.map((p) => (p.kind === "random" ? "rolled" : p.name)).join(", ")
              : "none",
          ],
          [
            "Weapons",
            draft.weapons.length
              ? draft.weapons.map((w) => `${w.name || "?"} ${w.accuracy}/${w.damage}`).join(", ")
              : "none",
          ],
        ]}
      />
      {rolled || skillsRolled ? (
        <p className="hint">
          The server rolls what is rolled when you create the character: the dice go to the table's log, and
          what they gave shows on the sheet.
        </p>
      ) : null}
    </>
  );
}
