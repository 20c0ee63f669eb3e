// The Dice Engine builder, in the book's creation order (DE-CREA-1..18): a concept; the race, chosen
// before the stats; 1,000 SP spent by point buy — stats by the creation tables (raising costs 10,
// 15, 20, 25, 30 a step, lowering gives 25, 20, 15, 10; at most 250 SP into increases; one +5),
// then perks, skills and Proficiency at their XP price — and a review of the sheet the ruleset
// derives. The SP left and the caps stay in view on every step; each line is priced, and each
// refusal (an unmet prerequisite, SP overspent, the cap) is shown next to it in the ruleset's words.

import { useEffect, useId, useMemo, useState } from "react";
import { EXAMPLE_EQUIPMENT } from "../../../../src/rulesets/dice-engine/actions/combat-examples.js";
import {
  CREATION_STEP_COST,
  CREATION_STEP_GAIN,
} from "../../../../src/rulesets/dice-engine/catalogue/costs.js";
import { RACE_TRAIT_NAMES } from "../../../../src/rulesets/dice-engine/catalogue/ids.js";
import { maxRank, type PerkDef } from "../../../../src/rulesets/dice-engine/catalogue/perks.js";
import { describePrereqs } from "../../../../src/rulesets/dice-engine/catalogue/prereq.js";
import { raceTraits } from "../../../../src/rulesets/dice-engine/catalogue/races.js";
import { catalogueFor } from "../../../../src/rulesets/dice-engine/catalogue/setting.js";
import { STAT_GROUP_NAMES, statName } from "../../../../src/rulesets/dice-engine/catalogue/stats.js";
import type {
  DeCharacter,
  DeDerived,
  PurchaseInput,
} from "../../../../src/rulesets/dice-engine/character/index.js";
import { STATS, type Stat, statGroup } from "../../../../src/rulesets/dice-engine/check/stats.js";
import type { DiceEngineOptions } from "../../../../src/rulesets/dice-engine/options.js";
import { useTable } from "../../table/context.js";
import {
  assignIssues,
  Budget,
  FieldErrors,
  PlayedBy,
  RemoveButton,
  Stepper,
  signed,
  TextField,
  useCreate,
  Wizard,
} from "../beat15/kit/builder.js";
import { CHECK_ONLY_DICE, type FieldIssue, Issues, issuesOf, type Path } from "../beat15/kit/issues.js";
import type { BuilderProps } from "../types.js";
import {
  type EquipmentDraft,
  EquipmentFields,
  emptyEquipment,
  equipmentDraft,
  equipmentInput,
  equipmentIssues,
} from "./equipment.js";
import { type DeDraft, draftPath, type Ledger, pointBuyInput, priceDraft, quoteNext } from "./ledger.js";
import "../beat15/kit/kit.css";

/** An id for a new character from its name ("Wren Ash" → wren-ash), not yet used at the table. */
function freeId(name: string, taken: Record<string, unknown>): string {
  const base = (name.toLowerCase().match(/[a-z0-9]+/g) ?? []).join("-").slice(0, 48) || "character";
  let id = base;
  for (let n = 2; Object.hasOwn(taken, id); n++) id = `${base}-${n}`;
  return id;
}

const zeroStats = () => Object.fromEntries(STATS.map((s) => [s, 0])) as Record<Stat, number>;

function fromExample(example: unknown): DeDraft {
  const ex = (example ?? {}) as Partial<DeDraft> & { stats?: Partial<Record<Stat, number>> };
  return {
    name: ex.name ?? "",
    concept: ex.concept ?? "",
    race: ex.race ?? "",
    stats: { ...zeroStats(), ...(ex.stats ?? {}) },
    purchases: [...(ex.purchases ?? [])],
    notes: "",
  };
}

const blank = (): DeDraft => ({
  name: "",
  concept: "",
  race: "",
  stats: zeroStats(),
  purchases: [],
  notes: "",
});

/** "+15 SP" to raise, "+25 SP back" to lower, from the creation tables. */
function stepNote(v: number, min: number, max: number): string {
  const up = v >= 0 ? CREATION_STEP_COST[v] : 0;
  const upCost = v >= max ? null : v < 0 ? (CREATION_STEP_GAIN[-v - 1] ?? null) : (up ?? null);
  const downGain =
    v <= min ? null : v > 0 ? (CREATION_STEP_COST[v - 1] ?? null) : (CREATION_STEP_GAIN[-v] ?? null);
  const parts = [
    upCost !== null ? `+1: ${upCost} SP` : "at the top",
    downGain !== null ? `−1: ${downGain} back` : "at the bottom",
  ];
  return parts.join(" · ");
}

export function DiceEngineBuilder({ info, ruleset, options, isGm, members, create, cancel }: BuilderProps) {
  const o = options as DiceEngineOptions | null;
  const method = info.methods.find((m) => m.id === "pointBuy") ?? info.methods[0];
  // Blank, so a name and Create never hand a new character the sample's build (issue 16).
  const [draft, setDraft] = useState<DeDraft>(blank);
  const [gear, setGear] = useState<EquipmentDraft>(emptyEquipment);
  const [owner, setOwner] = useState("");
  const { store, snap } = useTable();
  const gearIssues = useMemo(() => equipmentIssues(gear), [gear]);
  const hasGear = gear.weapons.length > 0 || gear.armour !== null || gear.held !== null;
  const input = useMemo(() => pointBuyInput(draft), [draft]);
  const inputKey = JSON.stringify(input);
  const ledger = useMemo(() => (o ? priceDraft(draft, o) : null), [draft, o]);

  // The ruleset's own verdict on the whole build: its words for the overspend ("the whole build
  // costs … SP over"), and anything the line-by-line pricing did not catch.
  const verdict = useMemo(() => {
    const m = ruleset?.character.methods[method?.id ?? "pointBuy"];
    if (!m || !o) return { character: null as DeCharacter | null, issues: [] as FieldIssue[], message: "" };
    try {
      return {
        character: m.create(JSON.parse(inputKey), CHECK_ONLY_DICE, o) as DeCharacter,
        issues: [],
        message: "",
      };
    } catch (e) {
      return { character: null, issues: issuesOf(e), message: e instanceof Error ? e.message : String(e) };
    }
  }, [ruleset, method, o, inputKey]);

  // The equipment lives in the table state, not the character file, so it goes as the Equip action
  // once the character exists; the character gets an id of our choosing to name it there.
  const made = useCreate(async () => {
    const id = freeId(draft.name, snap.state?.characters ?? {});
    await create({
      method: method?.id ?? "pointBuy",
      input,
      id,
      ...(isGm ? { owner: owner === "" ? null : owner } : {}),
    });
    if (isGm && hasGear)
      await store.send({
        type: "action",
        action: "equip",
        params: { actor: id, equipment: equipmentInput(gear) },
      });
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: inputKey stands for the draft
  useEffect(() => made.clear(), [inputKey]);

  const over = ledger !== null && ledger.left < 0;
  const overspend = verdict.issues.find((i) => i.code === "insufficient_sp");
  const issues = new Issues([
    ...(ledger?.issues.filter((i) => i.code !== "insufficient_sp") ?? []),
    ...(over
      ? [
          {
            path: ["sp"],
            // The ruleset's own words: the purchase it could not pay for, and the whole overspend.
            message: overspend
              ? verdict.message
              : `the build costs ${ledger!.spent} SP of ${o!.startingSP}: ${-ledger!.left} SP over`,
            code: "insufficient_sp",
          },
        ]
      : []),
    // What the line-by-line pricing did not already say (a name left empty, say).
    ...(ledger && ledger.issues.length === 0 && !over
      ? verdict.issues.map((i) => ({ ...i, path: draftPath(i.path, draft) }))
      : []),
    ...(made.error ? issuesOf(made.error).map((i) => ({ ...i, path: draftPath(i.path, draft) })) : []),
  ]);

  const set = (patch: Partial<DeDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const add = (p: PurchaseInput) => set({ purchases: [...draft.purchases, p] });
  const removeAt = (i: number) => set({ purchases: draft.purchases.filter((_, j) => j !== i) });

  const perkIdx = draft.purchases.flatMap((p, i) => (p.kind === "perk" ? [i] : []));
  const otherIdx = draft.purchases.flatMap((p, i) => (p.kind !== "perk" ? [i] : []));
  const prefixes: Path[][] = [
    [["name"], ["concept"]],
    [["race"]],
    [["stats"]],
    perkIdx.map((i) => ["purchases", i]),
    [...otherIdx.map((i) => ["purchases", i]), ["sp"]],
    [["weapons"], ["armour"], ["held"]],
    [["notes"]],
  ];
  // What a blank draft still lacks, though the point-buy rules would take it: named at Create, with
  // the step that fills it, and not marked on the fields before anyone has typed.
  const missing: FieldIssue[] = [
    ...(draft.concept.trim() === ""
      ? [{ path: ["concept"], message: "write the character's idea in a line (DE-CREA-1)", code: "missing" }]
      : []),
    ...(ledger && ledger.spent === 0 && draft.purchases.length === 0 && !draft.race
      ? [
          {
            path: ["stats"],
            message: `nothing is bought yet: spend the ${o?.startingSP ?? 1000} Starting Points on stats, perks or skills`,
            code: "missing",
          },
        ]
      : []),
  ];
  const gearList: FieldIssue[] = [...gearIssues].flatMap(([k, ms]) =>
    ms.map((message) => ({ path: k.split(".").map((x) => (/^\d+$/.test(x) ? Number(x) : x)), message })),
  );
  const byStep = assignIssues([...issues.list, ...(isGm ? gearList : []), ...missing], prefixes);
  const count = (n: number) => byStep.filter((b) => b.step === n).length;

  if (!o || !ledger)
    return <p className="error-note">This build of the app cannot price a Dice Engine character.</p>;
  const cat = ledger.cat;
  const atMax = STATS.filter((s) => draft.stats[s] >= o.statMax).length;
  const spBuys = new Set(o.spPurchasable);

  const budget = (
    <Budget
      label="Starting Points"
      items={[
        {
          label: "SP left",
          value: over ? `${-ledger.left} over` : `${ledger.left} of ${o.startingSP}`,
          tone: over ? "over" : ledger.left === 0 ? "done" : "ok",
          fill: ledger.spent / Math.max(1, o.startingSP),
          testId: "budget-sp",
        },
        {
          label: "Stat increases",
          value: `${ledger.statSpend} / ${o.statSpendCapSP} SP`,
          tone: ledger.statSpend > o.statSpendCapSP ? "over" : "ok",
          fill: ledger.statSpend / Math.max(1, o.statSpendCapSP),
          testId: "budget-cap",
        },
        {
          label: `Stats at +${o.statMax}`,
          value: `${atMax} of ${o.maxStatsAtMaxAtStart}`,
          tone: atMax > o.maxStatsAtMaxAtStart ? "over" : "ok",
        },
      ]}
    />
  );

  const steps = [
    {
      id: "concept",
      short: "Idea",
      title: "The character idea",
      intro: "Who they are, in a line. The concept has no rules of its own.",
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
            testId="de-name"
          />
          <TextField
            label="Concept"
            value={draft.concept}
            onChange={(concept) => set({ concept })}
            errors={issues.at("concept")}
            multiline
          />
          <PlayedBy isGm={isGm} members={members} value={owner} onChange={setOwner} />
        </>
      ),
    },
    {
      id: "race",
      short: "Race",
      title: "Race",
      intro:
        "Chosen before the stats: a race may start them elsewhere, and brings its Stun, speed, size and senses.",
      issues: count(1),
      content: <RaceStep draft={draft} set={set} issues={issues} ledger={ledger} o={o} />,
    },
    {
      id: "stats",
      short: "Stats",
      title: "Stats",
      intro: `Each stat runs ${signed(o.statMin)} to ${signed(o.statMax)}. Raising costs SP step by step, lowering gives SP back; at most ${o.statSpendCapSP} SP go into increases whatever lowering gave, and only ${o.maxStatsAtMaxAtStart} stat may be ${signed(o.statMax)}.`,
      issues: count(2),
      content: (
        <>
          {(["talk", "think", "move", "body"] as const).map((g) => (
            <fieldset key={g} className="kit-stat-group">
              <legend>{STAT_GROUP_NAMES[g]}</legend>
              {STATS.filter((s) => statGroup(s) === g).map((s) => {
                const line = ledger.stats[s];
                return (
                  <Stepper
                    key={s}
                    label={statName(s)}
                    value={draft.stats[s]}
                    min={o.statMin}
                    max={o.statMax}
                    onChange={(v) => set({ stats: { ...draft.stats, [s]: v } })}
                    errors={issues.at("stats", s)}
                    sub={
                      line?.cost ? (
                        <span className={`kit-cost ${line.cost < 0 ? "gain" : ""}`}>
                          {line.cost < 0 ? `+${-line.cost} SP` : `${line.cost} SP`}
                        </span>
                      ) : undefined
                    }
                    note={stepNote(draft.stats[s], o.statMin, o.statMax)}
                    testId={`de-stat-${s}`}
                  />
                );
              })}
            </fieldset>
          ))}
          <FieldErrors id="de-stats-err" messages={issues.at("stats")} />
        </>
      ),
    },
    {
      id: "perks",
      short: "Perks",
      title: "Perks",
      intro:
        "Perks cost SP at their XP price now (SP-priced perks can only be had now). A negative perk gives SP. Each one's prerequisites are checked as you go.",
      issues: count(3),
      content: (
        <PerksStep
          draft={draft}
          ledger={ledger}
          o={o}
          issues={issues}
          add={add}
          removeAt={removeAt}
          allowed={spBuys.has("perk")}
        />
      ),
    },
    {
      id: "skills",
      short: "Skills",
      title: "Skills and Proficiency",
      intro:
        "A skill is bought once; Proficiency in a stat (200 SP) swaps a d10 for a d12 on its checks. Expertise comes later, with XP.",
      issues: count(4),
      content: (
        <SkillsStep
          draft={draft}
          ledger={ledger}
          o={o}
          issues={issues}
          add={add}
          removeAt={removeAt}
          spBuys={spBuys}
        />
      ),
    },
    {
      id: "gear",
      short: "Gear",
      title: "Weapons and armour",
      intro: isGm
        ? "One form per weapon: its stat, skill, damage and the attack types it allows; then worn armour and a held shield. Without a weapon the character fights with the Unarmed Strike."
        : "Weapons and armour are given at the table by the GM (the Equip action), who knows what your character starts with.",
      issues: count(5),
      content: isGm ? (
        <EquipmentFields value={gear} onChange={setGear} cat={ledger.cat} issues={gearIssues} />
      ) : (
        <p className="kit-empty">Ask the GM to equip your character once it is created.</p>
      ),
    },
    {
      id: "review",
      short: "Review",
      title: "Review and create",
      intro:
        "Creating the character ends creation: unspent SP are discarded (they never become XP), HP starts at 3 and Stun at the race's base + Endurance.",
      issues: count(6),
      content: (
        <>
          {verdict.character && ruleset ? (
            <Review
              c={verdict.character}
              d={ruleset.character.derive(verdict.character, o) as DeDerived}
              left={ledger.left}
              cat={cat}
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
      name="dice-engine"
      steps={steps}
      budget={budget}
      busy={made.busy}
      problems={byStep}
      serverError={made.error ? (made.error as Error).message : null}
      onCreate={() => void made.run()}
      cancel={cancel}
      onReset={() => {
        setDraft(blank());
        setGear(emptyEquipment());
      }}
      onFill={() => {
        setDraft(fromExample(method?.example));
        const sample =
          EXAMPLE_EQUIPMENT[
            String((method?.example as { name?: string } | undefined)?.name ?? "")
              .split(" ")[0]!
              .toLowerCase()
          ];
        setGear(sample ? equipmentDraft(sample) : emptyEquipment());
      }}
    />
  );
}

interface StepProps {
  draft: DeDraft;
  ledger: Ledger;
  o: DiceEngineOptions;
  issues: Issues;
}

function RaceStep({ draft, set, issues, ledger, o }: StepProps & { set(p: Partial<DeDraft>): void }) {
  const id = useId();
  const cat = catalogueFor(o);
  const races = [...cat.races.values()];
  const race = cat.races.get(draft.race || "raceless") ?? races[0]!;
  const errs = issues.at("race");
  return (
    <>
      <div className="field">
        <label htmlFor={id}>Race</label>
        <select
          id={id}
          value={race.id}
          onChange={(e) => set({ race: e.target.value === "raceless" ? "" : e.target.value })}
          aria-invalid={errs.length > 0 ? true : undefined}
          aria-describedby={errs.length > 0 ? `${id}-err` : undefined}
        >
          {races.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
        <FieldErrors id={`${id}-err`} messages={errs} />
      </div>
      {races.length === 1 ? (
        <p className="hint">
          This table has no setting races: the core rules' neutral body is the one choice.
        </p>
      ) : null}
      <div className="kit-preview">
        {race.description ? (
          <p className="small" style={{ margin: 0 }}>
            {race.description}
          </p>
        ) : null}
        <dl className="kit-facts">
          <div>
            <dt>Base Stun</dt>
            <dd>{race.baseStun} (+ Endurance at creation)</dd>
          </div>
          <div>
            <dt>Speed</dt>
            <dd>
              {race.baseSpeed === null
                ? "none given (the core rules have no base speed)"
                : `${race.baseSpeed} m + Agility`}
            </dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{race.size}</dd>
          </div>
          <div>
            <dt>Health</dt>
            <dd>{race.health === "hpStun" ? "HP and Stun" : "Resilience"}</dd>
          </div>
          <div>
            <dt>Body</dt>
            <dd>
              {raceTraits(race)
                .map((t) => RACE_TRAIT_NAMES[t])
                .join(", ") || "—"}
            </dd>
          </div>
          {race.innatePerks.length > 0 ? (
            <div>
              <dt>Innate perks</dt>
              <dd>{race.innatePerks.map((p) => cat.perks.get(p.perk)?.name ?? p.perk).join(", ")}</dd>
            </div>
          ) : null}
          {Object.keys(race.startingStats).length > 0 ? (
            <div>
              <dt>Stats start at</dt>
              <dd>
                {Object.entries(race.startingStats)
                  .map(([s, v]) => `${statName(s as Stat)} ${signed(v ?? 0)}`)
                  .join(", ")}
              </dd>
            </div>
          ) : null}
          {ledger.race.cost ? (
            <div>
              <dt>SP</dt>
              <dd>{ledger.race.cost < 0 ? `+${-ledger.race.cost}` : `−${ledger.race.cost}`}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </>
  );
}

/** The lines of the draft that bought something of a kind, with their price or refusal. */
function BoughtLines({
  draft,
  ledger,
  issues,
  which,
  label,
  removeAt,
}: {
  draft: DeDraft;
  ledger: Ledger;
  issues: Issues;
  which: (p: PurchaseInput) => boolean;
  label: (p: PurchaseInput) => string;
  removeAt(i: number): void;
}) {
  const lines = draft.purchases.flatMap((p, i) => (which(p) ? [{ p, i }] : []));
  if (lines.length === 0) return <p className="kit-empty">Nothing bought yet.</p>;
  return (
    <ul className="kit-rows" aria-label="Bought">
      {lines.map(({ p, i }) => {
        const line = ledger.purchases[i];
        const errs = issues.at("purchases", i);
        const name = label(p);
        return (
          <li key={i} className={`kit-row ${errs.length > 0 ? "invalid" : "chosen"}`} data-testid="de-bought">
            <div className="kit-row-head">
              <span className="kit-row-title">{name}</span>
              <span className="row">
                {line?.cost !== null && line?.cost !== undefined ? (
                  <span className={`kit-cost ${line.cost < 0 ? "gain" : ""}`}>
                    {line.cost < 0 ? `+${-line.cost} SP` : `${line.cost} SP`}
                  </span>
                ) : null}
                <RemoveButton what={name} onClick={() => removeAt(i)} />
              </span>
            </div>
            <FieldErrors id={`de-line-${i}-err`} messages={errs} />
          </li>
        );
      })}
    </ul>
  );
}

function PerksStep({
  draft,
  ledger,
  o,
  issues,
  add,
  removeAt,
  allowed,
}: StepProps & { add(p: PurchaseInput): void; removeAt(i: number): void; allowed: boolean }) {
  const ids = { filter: useId(), cat: useId() };
  const [filter, setFilter] = useState("");
  const [category, setCategory] = useState("");
  const cat = ledger.cat;
  const held = (id: string) => draft.purchases.filter((p) => p.kind === "perk" && p.perk === id).length;
  const f = filter.trim().toLowerCase();
  const shown = [...cat.perks.values()].filter(
    (p) =>
      (!category || p.category === category) &&
      (!f || p.name.toLowerCase().includes(f) || p.summary.toLowerCase().includes(f)),
  );
  const name = (p: PurchaseInput) => {
    if (p.kind !== "perk") return "";
    const def = cat.perks.get(p.perk);
    const n = draft.purchases
      .slice(0, draft.purchases.indexOf(p) + 1)
      .filter((q) => q.kind === "perk" && q.perk === p.perk).length;
    return def ? (maxRank(def) > 1 ? `${def.name} rank ${n}` : def.name) : p.perk;
  };
  return (
    <>
      {!allowed ? (
        <p className="warning small">SP cannot buy perks at this table; they come later, with XP.</p>
      ) : null}
      <h5 className="kit-sub">Taken</h5>
      <BoughtLines
        draft={draft}
        ledger={ledger}
        issues={issues}
        which={(p) => p.kind === "perk"}
        label={name}
        removeAt={removeAt}
      />
      <h5 className="kit-sub">The catalogue</h5>
      <div className="kit-filter">
        <div className="field">
          <label htmlFor={ids.filter}>Find a perk</label>
          <input
            id={ids.filter}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="stance, vision, heal…"
          />
        </div>
        <div className="field">
          <label htmlFor={ids.cat}>Kind</label>
          <select id={ids.cat} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">All</option>
            {Object.entries(cat.perkCategories).map(([id, n]) => (
              <option key={id} value={id}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className="kit-choices" aria-label="Perks">
        {shown.map((p) => (
          <PerkChoice key={p.id} p={p} held={held(p.id)} ledger={ledger} o={o} add={add} />
        ))}
        {shown.length === 0 ? <li className="kit-empty">No perk matches.</li> : null}
      </ul>
    </>
  );
}

function PerkChoice({
  p,
  held,
  ledger,
  o,
  add,
}: {
  p: PerkDef;
  held: number;
  ledger: Ledger;
  o: DiceEngineOptions;
  add(p: PurchaseInput): void;
}) {
  const cat = ledger.cat;
  const top = maxRank(p);
  const q = held >= top ? null : quoteNext(ledger, { kind: "perk", perk: p.id }, o);
  const cost = q && "cost" in q ? q.cost : null;
  const why = q && "refused" in q ? q.refused : null;
  const prereq = describePrereqs(p.prerequisites, cat.names);
  return (
    <li>
      <div className={`kit-card ${held > 0 ? "on" : ""} ${why ? "blocked" : ""}`} data-perk={p.id}>
        <div className="kit-card-head">
          <span className="kit-choice-name kit-card-name">
            {p.name}
            {top > 1 ? (
              <span className="muted small">
                {" "}
                · {held}/{top}
              </span>
            ) : null}
          </span>
          <span className={`kit-cost ${cost !== null && cost < 0 ? "gain" : ""}`}>
            {cost === null ? (held >= top ? "taken" : "") : cost < 0 ? `+${-cost} SP` : `${cost} SP`}
          </span>
          <button
            type="button"
            className="btn btn-small"
            disabled={cost === null}
            onClick={() => add({ kind: "perk", perk: p.id })}
          >
            Take<span className="sr-only"> {p.name}</span>
            {held > 0 && top > 1 ? ` rank ${held + 1}` : ""}
          </button>
        </div>
        <span className="kit-choice-text">{p.summary}</span>
        <span className={`kit-choice-why ${why ? "" : "met"}`}>
          {p.prerequisites.length === 0 ? "No prerequisites." : `Needs ${prereq}.`}
          {why && !/ needs /.test(why)
            ? ` ${why}.`
            : why
              ? ` Not yet: ${why.replace(/^.*? needs /, "")}.`
              : ""}
        </span>
      </div>
    </li>
  );
}

function SkillsStep({
  draft,
  ledger,
  o,
  issues,
  add,
  removeAt,
  spBuys,
}: StepProps & { add(p: PurchaseInput): void; removeAt(i: number): void; spBuys: Set<string> }) {
  const cat = ledger.cat;
  const extraIds = { sp: useId(), what: useId(), kind: useId() };
  const [extra, setExtra] = useState({ kind: "credits" as "credits" | "vehicle", sp: "50", what: "" });
  const owned = new Set(draft.purchases.flatMap((p) => (p.kind === "skill" ? [p.skill] : [])));
  const proficient = new Set(draft.purchases.flatMap((p) => (p.kind === "proficiency" ? [p.stat] : [])));
  const label = (p: PurchaseInput) => {
    if (p.kind === "skill") return cat.skills.get(p.skill)?.name ?? p.skill;
    if (p.kind === "proficiency") return `Proficiency in ${statName(p.stat)}`;
    if (p.kind === "credits" || p.kind === "vehicle")
      return `${p.kind === "credits" ? "Credits" : "Vehicle"}: ${p.description}`;
    return p.kind;
  };
  const groups = Object.entries(cat.skillGroups);
  const canExtra = spBuys.has("credits") || spBuys.has("vehicle");
  return (
    <>
      <h5 className="kit-sub">Bought</h5>
      <BoughtLines
        draft={draft}
        ledger={ledger}
        issues={issues}
        which={(p) => p.kind !== "perk"}
        label={label}
        removeAt={removeAt}
      />
      <FieldErrors id="de-sp-err" messages={issues.at("sp")} />
      <h5 className="kit-sub">Skills</h5>
      {groups.map(([g, gName]) => (
        <fieldset key={g} className="kit-skill-group">
          <legend>{gName}</legend>
          <ul className="kit-choices kit-choices-flat">
            {[...cat.skills.values()]
              .filter((k) => k.group === g)
              .map((k) => {
                const has = owned.has(k.id);
                const q = has ? null : quoteNext(ledger, { kind: "skill", skill: k.id }, o);
                const why = q && "refused" in q ? q.refused : null;
                return (
                  <li key={k.id}>
                    <div className={`kit-card ${has ? "on" : ""} ${why ? "blocked" : ""}`} data-skill={k.id}>
                      <div className="kit-card-head">
                        <span className="kit-choice-name kit-card-name">{k.name}</span>
                        <span className="kit-cost">{k.cost} SP</span>
                        <button
                          type="button"
                          className="btn btn-small"
                          disabled={has || !!why || !spBuys.has("skill")}
                          onClick={() => add({ kind: "skill", skill: k.id })}
                        >
                          {has ? "Bought" : "Buy"}
                          <span className="sr-only"> {k.name}</span>
                        </button>
                      </div>
                      <span className="kit-choice-text">
                        {k.covers}
                        {k.prerequisites.length > 0
                          ? ` · needs ${describePrereqs(k.prerequisites, cat.names)}`
                          : ""}
                      </span>
                      {why ? (
                        <span className="kit-choice-why">Not yet: {why.replace(/^.*? needs /, "")}.</span>
                      ) : null}
                    </div>
                  </li>
                );
              })}
          </ul>
        </fieldset>
      ))}
      <h5 className="kit-sub">Proficiency (200 SP a stat)</h5>
      <div className="kit-prof">
        {STATS.map((s) => (
          <button
            key={s}
            type="button"
            className={`btn btn-small ${proficient.has(s) ? "active" : ""}`}
            disabled={proficient.has(s) || !spBuys.has("proficiency")}
            aria-pressed={proficient.has(s)}
            onClick={() => add({ kind: "proficiency", stat: s })}
            data-testid={`de-prof-${s}`}
          >
            {statName(s)}
          </button>
        ))}
      </div>
      {canExtra ? (
        <details className="small">
          <summary>Credits or a vehicle (the setting's rates)</summary>
          <div className="kit-grid-2">
            <div className="field">
              <label htmlFor={extraIds.kind}>Buy</label>
              <select
                id={extraIds.kind}
                value={extra.kind}
                onChange={(e) => setExtra({ ...extra, kind: e.target.value as "credits" | "vehicle" })}
              >
                {spBuys.has("credits") ? <option value="credits">Credits</option> : null}
                {spBuys.has("vehicle") ? <option value="vehicle">A vehicle</option> : null}
              </select>
            </div>
            <div className="field">
              <label htmlFor={extraIds.sp}>SP</label>
              <input
                id={extraIds.sp}
                type="number"
                min={1}
                inputMode="numeric"
                value={extra.sp}
                onChange={(e) => setExtra({ ...extra, sp: e.target.value })}
              />
            </div>
            <div className="field field-wide">
              <label htmlFor={extraIds.what}>What</label>
              <input
                id={extraIds.what}
                value={extra.what}
                onChange={(e) => setExtra({ ...extra, what: e.target.value })}
              />
            </div>
          </div>
          <div className="actions" style={{ marginTop: 8 }}>
            <button
              type="button"
              className="btn btn-small"
              disabled={!extra.what.trim() || !(Number(extra.sp) >= 1)}
              onClick={() => add({ kind: extra.kind, sp: Number(extra.sp), description: extra.what.trim() })}
            >
              Add
            </button>
          </div>
        </details>
      ) : null}
    </>
  );
}

function Review({ c, d, left, cat }: { c: DeCharacter; d: DeDerived; left: number; cat: Ledger["cat"] }) {
  return (
    <div className="kit-preview" data-testid="de-preview">
      <ul className="kit-tiles" aria-label="Stats">
        {STATS.map((s) => (
          <li key={s} className="kit-tile">
            <span className="kit-tile-label">{statName(s)}</span>
            <span className="kit-tile-value">{signed(c.stats[s])}</span>
            {c.training[s] ? (
              <span className="kit-tile-note">{c.training[s] === "expert" ? "Expert" : "Proficient"}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="kit-facts">
        <div>
          <dt>HP / Stun</dt>
          <dd>
            {d.maxHp} / {d.maxStun}
          </dd>
        </div>
        <div>
          <dt>DV</dt>
          <dd>
            {d.dv.normal} (Touch {d.dv.touch}, Surprised {d.dv.surprised})
          </dd>
        </div>
        <div>
          <dt>Speed</dt>
          <dd>{d.speed === null ? "— (no race speed)" : `${d.speed} m`}</dd>
        </div>
        <div>
          <dt>Perks</dt>
          <dd>
            {Object.entries(c.perks)
              .map(([id, h]) => `${cat.perks.get(id)?.name ?? id}${h.rank > 1 ? ` ${h.rank}` : ""}`)
              .join(", ") || "none"}
          </dd>
        </div>
        <div>
          <dt>Skills</dt>
          <dd>{c.skills.map((k) => cat.skills.get(k)?.name ?? k).join(", ") || "none"}</dd>
        </div>
      </dl>
      {left > 0 ? (
        <p className="warning small" style={{ margin: 0 }} data-testid="de-unspent">
          {left} SP unspent: they are discarded when the character is created.
        </p>
      ) : null}
    </div>
  );
}
