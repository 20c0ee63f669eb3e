// The Beat-15 builder. The draft has no creation steps (its "character creation" is unwritten), so
// the ruleset's one method, `manual`, takes the stats the table uses and the items: this walks
// through those (who, stats, items with their supply dice, review) and checks the draft live with
// the ruleset's own `manual` method, showing each refusal next to its field.

import { useEffect, useMemo, useState } from "react";
import type {
  B15Character,
  B15Derived,
  B15Options,
} from "../../../../src/rulesets/beat15/character/index.js";
import { fixedStats, statLabel } from "../../../../src/rulesets/beat15/character/options.js";
import { STAT_LIMIT } from "../../../../src/rulesets/beat15/data/stats.js";
import {
  RESUPPLY_RULES,
  SUPPLY_DICE,
  SUPPLY_SIDES,
  type SupplyDie,
} from "../../../../src/rulesets/beat15/data/supply.js";
import { humanize } from "../../components/format.js";
import type { BuilderProps } from "../types.js";
import {
  assignIssues,
  Budget,
  FieldErrors,
  invalidProps,
  PlayedBy,
  RemoveButton,
  Stepper,
  signed,
  TextField,
  useCreate,
  Wizard,
} from "./kit/builder.js";
import { CHECK_ONLY_DICE, type FieldIssue, Issues, issuesOf, type Path, tryIssues } from "./kit/issues.js";
import { SupplyChain } from "./SupplyChain.js";
import "./kit/kit.css";

interface StatRow {
  key: number;
  id: string;
  value: number;
}

interface ItemRow {
  key: number;
  name: string;
  description: string;
  supplyDie: SupplyDie | "";
  /** "" = every use; otherwise the use types, comma-separated. */
  uses: string;
  resupply: "" | (typeof RESUPPLY_RULES)[number] | "none";
}

interface Draft {
  name: string;
  npc: boolean;
  stats: StatRow[];
  items: ItemRow[];
  notes: string;
}

let nextKey = 1;
const key = () => nextKey++;

const EXAMPLE_FREE: [string, number][] = [
  ["might", 1],
  ["agility", 3],
  ["wits", 2],
  ["presence", 0],
];

function exampleDraft(o: B15Options | null, example: unknown): Draft {
  const ex = (example ?? {}) as {
    name?: string;
    stats?: Record<string, number>;
    items?: Record<string, unknown>[];
  };
  const list = o ? fixedStats(o) : null;
  const exStats = Object.entries(ex.stats ?? Object.fromEntries(EXAMPLE_FREE));
  const stats = list
    ? list.map((s, i) => ({
        key: key(),
        id: s.id,
        value: exStats[i % Math.max(1, exStats.length)]?.[1] ?? 0,
      }))
    : exStats.map(([id, value]) => ({ key: key(), id, value }));
  return {
    name: ex.name ?? "Wren",
    npc: false,
    stats,
    items: (ex.items ?? []).map((i) => ({
      key: key(),
      name: String(i.name ?? ""),
      description: String(i.description ?? ""),
      supplyDie: (i.supplyDie as SupplyDie | undefined) ?? "",
      uses: Array.isArray(i.supplyRollUses) ? i.supplyRollUses.join(", ") : "",
      resupply: "",
    })),
    notes: "",
  };
}

function blankDraft(o: B15Options | null): Draft {
  const list = o ? fixedStats(o) : null;
  return {
    name: "",
    npc: false,
    stats: list ? list.map((s) => ({ key: key(), id: s.id, value: 0 })) : [],
    items: [],
    notes: "",
  };
}

/** The `manual` method's input for a draft. */
function inputOf(d: Draft): Record<string, unknown> {
  return {
    name: d.name,
    npc: d.npc,
    stats: Object.fromEntries(d.stats.map((s) => [s.id.trim(), s.value])),
    items: d.items.map((i) => {
      const uses = i.uses
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean);
      return {
        name: i.name,
        description: i.description,
        ...(i.supplyDie
          ? {
              supplyDie: i.supplyDie,
              supplyRollUses: uses.length > 0 ? uses : "every-use",
              resupply: i.resupply === "" ? null : i.resupply,
            }
          : {}),
      };
    }),
    notes: d.notes,
  };
}

const ID_RULE = "a stat ID is a lowercase letter, then lowercase letters, digits, _ or -";

/** Checks the draft does not express by itself: two rows with one stat ID, a row without one. */
function rowIssues(d: Draft): FieldIssue[] {
  const out: FieldIssue[] = [];
  const seen = new Set<string>();
  d.stats.forEach((s, i) => {
    const id = s.id.trim();
    if (!id) out.push({ path: ["statRows", i], message: "give the stat an ID (might, agility…)" });
    else if (seen.has(id)) out.push({ path: ["stats", id], message: `"${id}" appears twice` });
    seen.add(id);
  });
  return out;
}

export function Beat15Builder({ info, ruleset, options, isGm, members, create, cancel }: BuilderProps) {
  const o = options as B15Options | null;
  const method = info.methods.find((m) => m.id === "manual") ?? info.methods[0];
  const list = o ? fixedStats(o) : null;
  // Blank, so a name and Create never hand a new character the sample's stats (issue 16).
  const [draft, setDraft] = useState<Draft>(() => blankDraft(o));
  const [owner, setOwner] = useState("");
  const input = useMemo(() => inputOf(draft), [draft]);
  const inputKey = JSON.stringify(input);

  const local = useMemo(() => {
    const m = ruleset?.character.methods[method?.id ?? "manual"];
    if (!m || !o) return { value: null, issues: new Issues() };
    return tryIssues(() => m.create(JSON.parse(inputKey), CHECK_ONLY_DICE, o) as B15Character);
  }, [ruleset, method, o, inputKey]);
  const made = useCreate(() =>
    create({
      method: method?.id ?? "manual",
      input,
      ...(isGm ? { owner: owner === "" ? null : owner } : {}),
    }),
  );
  // A server refusal belongs to the draft it was about; editing clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: inputKey stands for the draft
  useEffect(() => made.clear(), [inputKey]);

  const issues = local.issues
    .plus(rowIssues(draft))
    .plus(made.error ? issuesOf(made.error) : [])
    .list.map((i) =>
      i.code === "invalid_key" && i.path[0] === "stats"
        ? { ...i, message: `"${i.path[1]}" is not an ID: ${ID_RULE}` }
        : i,
    );
  const all = new Issues(issues);
  const derived = useMemo(() => {
    if (!ruleset || !o || !local.value) return null;
    try {
      return ruleset.character.derive(local.value, o) as B15Derived;
    } catch {
      return null;
    }
  }, [ruleset, o, local.value]);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setStat = (k: number, patch: Partial<StatRow>) =>
    set({ stats: draft.stats.map((s) => (s.key === k ? { ...s, ...patch } : s)) });
  const setItem = (k: number, patch: Partial<ItemRow>) =>
    set({ items: draft.items.map((i) => (i.key === k ? { ...i, ...patch } : i)) });

  const prefixes: Path[][] = [[["name"], ["npc"]], [["stats"], ["statRows"]], [["items"]], [["notes"]]];
  // What a blank draft still lacks though the manual method would take it: named at Create with its
  // step, not marked on the fields before anyone has typed.
  const missing: FieldIssue[] =
    draft.stats.length === 0
      ? [{ path: ["stats"], message: "add the character's stats (at least one)", code: "missing" }]
      : draft.stats.every((r) => r.value === 0)
        ? [{ path: ["stats"], message: "every stat is 0: give the stats their values", code: "missing" }]
        : [];
  const byStep = assignIssues([...issues, ...missing], prefixes);
  const count = (step: number) => byStep.filter((b) => b.step === step).length;

  /** A stat's refusals: about its ID (not an ID, twice) or about its value. */
  const statIssues = (id: string, ofId: boolean) =>
    all.list
      .filter((x) => x.path.length === 2 && x.path[0] === "stats" && String(x.path[1]) === id)
      .filter((x) => (x.code === "invalid_key" || x.message.includes("appears twice")) === ofId)
      .map((x) => x.message);
  /** Refusals about stats no row holds (a stat the table's derived values need). */
  const orphanStats = all.list
    .filter(
      (x) =>
        x.path.length === 2 &&
        x.path[0] === "stats" &&
        !draft.stats.some((r) => r.id.trim() === String(x.path[1])),
    )
    .map((x) => `${x.path[1]}: ${x.message}`);
  const statSum = draft.stats.reduce((s, r) => s + r.value, 0);
  const tracked = draft.items.filter((i) => i.supplyDie).length;
  const needs = [...(o?.stressInputs ?? []), ...(o?.vitalityInputs ?? [])];

  const budget = (
    <Budget
      label="What the character has so far"
      items={[
        {
          label: "Stats",
          value: list ? `${draft.stats.length} of ${list.length}` : `${draft.stats.length} set`,
          tone: all.under("stats").length + all.under("statRows").length > 0 ? "over" : "ok",
          testId: "budget-stats",
        },
        { label: "Stat total", value: signed(statSum) },
        {
          label: "Items",
          value: `${draft.items.length}${tracked > 0 ? ` · ${tracked} with supply` : ""}`,
          tone: all.under("items").length > 0 ? "over" : "ok",
        },
        ...(derived?.stress !== null && derived?.stress !== undefined
          ? [{ label: "Stress", value: String(derived.stress) }]
          : []),
        ...(derived?.vitality !== null && derived?.vitality !== undefined
          ? [{ label: "Vitality", value: String(derived.vitality) }]
          : []),
      ]}
    />
  );

  const steps = [
    {
      id: "who",
      short: "Who",
      title: "Who is it?",
      intro:
        "A name the table will call them by. Beat-15 sets no point budget: the table agrees the numbers.",
      // An empty name is not marked before anyone types: Create lists it with the rest.
      issues: byStep.filter((b) => b.step === 0 && !(draft.name.trim() === "" && b.issue.path[0] === "name"))
        .length,
      content: (
        <>
          <TextField
            label="Name"
            value={draft.name}
            onChange={(name) => set({ name })}
            errors={draft.name.trim() === "" ? [] : all.at("name")}
            testId="b15-name"
          />
          <label className="check small">
            <input type="checkbox" checked={draft.npc} onChange={(e) => set({ npc: e.target.checked })} /> A
            GM character (no rule treats them differently)
          </label>
          <PlayedBy isGm={isGm} members={members} value={owner} onChange={setOwner} />
        </>
      ),
    },
    {
      id: "stats",
      short: "Stats",
      title: "Stats",
      intro: list
        ? `This table's stats (${list.map((s) => statLabel(o!, s.id)).join(", ")}). Each is added to the d20 on a check; the draft sets no range beyond ±${STAT_LIMIT}.`
        : `This table names no stats of its own: give each stat an ID and a value (added to the d20 on a check).${needs.length > 0 ? ` The table's derived values read ${[...new Set(needs)].join(", ")}.` : ""}`,
      issues: count(1),
      content: (
        <>
          {list ? (
            <div className="kit-steppers">
              {draft.stats.map((s) => (
                <Stepper
                  key={s.key}
                  label={statLabel(o!, s.id)}
                  value={s.value}
                  onChange={(value) => setStat(s.key, { value })}
                  min={-STAT_LIMIT}
                  max={STAT_LIMIT}
                  errors={all.at("stats", s.id)}
                  testId={`b15-stat-${s.id}`}
                />
              ))}
            </div>
          ) : (
            <ul className="kit-rows" aria-label="Stats">
              {draft.stats.map((s, i) => (
                <StatRowEditor
                  key={s.key}
                  row={s}
                  index={i}
                  idErrors={[...statIssues(s.id.trim(), true), ...all.at("statRows", i)]}
                  valueErrors={statIssues(s.id.trim(), false)}
                  onChange={(patch) => setStat(s.key, patch)}
                  onRemove={() => set({ stats: draft.stats.filter((x) => x.key !== s.key) })}
                />
              ))}
            </ul>
          )}
          {!list ? (
            <div className="actions">
              <button
                type="button"
                className="btn btn-small"
                onClick={() => set({ stats: [...draft.stats, { key: key(), id: "", value: 0 }] })}
              >
                Add a stat
              </button>
            </div>
          ) : null}
          <FieldErrors id="b15-stats-err" messages={[...all.at("stats"), ...orphanStats]} />
        </>
      ),
    },
    {
      id: "items",
      short: "Items",
      title: "Items",
      intro:
        "What they carry. A kit can track its uses as a supply die: each use that needs it rolls the die, and 1–3 shrinks it a size, down to empty.",
      issues: count(2),
      content: (
        <>
          {draft.items.length === 0 ? <p className="kit-empty">No items yet.</p> : null}
          <ul className="kit-rows" aria-label="Items">
            {draft.items.map((it, i) => (
              <ItemEditor
                key={it.key}
                item={it}
                index={i}
                issues={all}
                tableRule={o?.resupplyRule ?? "restore-starting-die"}
                onChange={(patch) => setItem(it.key, patch)}
                onRemove={() => set({ items: draft.items.filter((x) => x.key !== it.key) })}
              />
            ))}
          </ul>
          <div className="actions">
            <button
              type="button"
              className="btn btn-small"
              data-testid="b15-add-item"
              onClick={() =>
                set({
                  items: [
                    ...draft.items,
                    { key: key(), name: "", description: "", supplyDie: "", uses: "", resupply: "" },
                  ],
                })
              }
            >
              Add an item
            </button>
          </div>
          <FieldErrors id="b15-items-err" messages={all.at("items")} />
        </>
      ),
    },
    {
      id: "review",
      short: "Review",
      title: "Review and create",
      intro: "The sheet as the ruleset derives it. Notes are free text for the table.",
      issues: count(3),
      content: (
        <>
          {derived ? (
            <Preview d={derived} />
          ) : (
            <p className="kit-empty">Fix what is marked to see the sheet.</p>
          )}
          <TextField
            label="Notes (optional)"
            value={draft.notes}
            onChange={(notes) => set({ notes })}
            errors={all.under("notes")}
            multiline
          />
        </>
      ),
    },
  ];

  return (
    <Wizard
      name="beat15"
      steps={steps}
      budget={budget}
      busy={made.busy}
      problems={byStep}
      serverError={made.error ? (made.error as Error).message : null}
      onCreate={() => void made.run()}
      cancel={cancel}
      onReset={() => setDraft(blankDraft(o))}
      onFill={() => setDraft(exampleDraft(o, method?.example))}
    />
  );
}

function StatRowEditor({
  row,
  index,
  idErrors,
  valueErrors,
  onChange,
  onRemove,
}: {
  row: StatRow;
  index: number;
  idErrors: string[];
  valueErrors: string[];
  onChange(p: Partial<StatRow>): void;
  onRemove(): void;
}) {
  const idField = `b15-stat-id-${row.key}`;
  const bad = idErrors.length + valueErrors.length > 0;
  return (
    <li className={`kit-row ${bad ? "invalid" : ""}`} data-testid={`b15-stat-row-${index}`}>
      <div className="kit-line-3">
        <div className="field">
          <label htmlFor={idField}>Stat ID</label>
          <input
            id={idField}
            value={row.id}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => onChange({ id: e.target.value })}
            {...invalidProps(`${idField}-err`, idErrors)}
          />
        </div>
        <Stepper
          label="Value"
          srSuffix={` of ${row.id.trim() || `stat ${index + 1}`}`}
          value={row.value}
          min={-STAT_LIMIT}
          max={STAT_LIMIT}
          onChange={(value) => onChange({ value })}
          errors={valueErrors}
          hideErrors
          testId={`b15-stat-${row.id || index}`}
        />
        <RemoveButton what={row.id.trim() || "this stat"} onClick={onRemove} />
      </div>
      <FieldErrors id={`${idField}-err`} messages={[...idErrors, ...valueErrors]} />
    </li>
  );
}

function ItemEditor({
  item,
  index,
  issues,
  tableRule,
  onChange,
  onRemove,
}: {
  item: ItemRow;
  index: number;
  issues: Issues;
  tableRule: string;
  onChange(p: Partial<ItemRow>): void;
  onRemove(): void;
}) {
  const ids = { die: `b15-die-${item.key}`, uses: `b15-uses-${item.key}`, re: `b15-re-${item.key}` };
  const bad = issues.under("items", index).length > 0;
  const dieErr = issues.under("items", index, "supplyDie");
  const usesErr = issues.under("items", index, "supplyRollUses");
  const label = item.name.trim() || `item ${index + 1}`;
  return (
    <li className={`kit-row ${bad ? "invalid" : ""}`} data-testid={`b15-item-${index}`}>
      <div className="kit-line">
        <TextField
          label="Item name"
          value={item.name}
          onChange={(name) => onChange({ name })}
          errors={issues.at("items", index, "name")}
        />
        <RemoveButton what={label} onClick={onRemove} />
      </div>
      <TextField
        label="Description (optional)"
        value={item.description}
        onChange={(description) => onChange({ description })}
        errors={issues.at("items", index, "description")}
      />
      <div className="field">
        <label htmlFor={ids.die}>Supply die</label>
        <select
          id={ids.die}
          value={item.supplyDie}
          onChange={(e) => onChange({ supplyDie: e.target.value as SupplyDie | "" })}
          {...invalidProps(`${ids.die}-err`, dieErr)}
        >
          <option value="">None (does not run out)</option>
          {SUPPLY_DICE.map((d) => (
            <option key={d} value={d}>
              {d} — shrinks on 1–3 ({Math.round((3 / SUPPLY_SIDES[d]) * 100)}% a roll)
            </option>
          ))}
        </select>
        <FieldErrors id={`${ids.die}-err`} messages={dieErr} />
      </div>
      {item.supplyDie ? (
        <>
          <SupplyChain current={item.supplyDie} starting={item.supplyDie} />
          <div className="field">
            <label htmlFor={ids.uses}>Uses that need a supply roll</label>
            <input
              id={ids.uses}
              value={item.uses}
              placeholder="every use"
              spellCheck={false}
              autoCapitalize="none"
              onChange={(e) => onChange({ uses: e.target.value })}
              {...invalidProps(`${ids.uses}-err`, usesErr, `${ids.uses}-hint`)}
            />
            <p className="hint" id={`${ids.uses}-hint`}>
              Empty: every use. Or use types, comma-separated (climb, surgery).
            </p>
            <FieldErrors id={`${ids.uses}-err`} messages={usesErr} />
          </div>
          <div className="field">
            <label htmlFor={ids.re}>Resupplying</label>
            <select
              id={ids.re}
              value={item.resupply}
              onChange={(e) => onChange({ resupply: e.target.value as ItemRow["resupply"] })}
            >
              <option value="">The table's rule ({humanize(tableRule).toLowerCase()})</option>
              {RESUPPLY_RULES.map((r) => (
                <option key={r} value={r}>
                  {humanize(r)}
                </option>
              ))}
              <option value="none">Never (cannot be restocked)</option>
            </select>
          </div>
        </>
      ) : null}
    </li>
  );
}

function Preview({ d }: { d: B15Derived }) {
  return (
    <div className="kit-preview" data-testid="b15-preview">
      <ul className="kit-tiles" aria-label="Stats">
        {d.stats.map((s) => (
          <li key={s.id} className="kit-tile">
            <span className="kit-tile-label">{s.label === s.id ? humanize(s.id) : s.label}</span>
            <span className="kit-tile-value">{signed(s.value)}</span>
          </li>
        ))}
      </ul>
      {d.stress !== null || d.vitality !== null ? (
        <p className="small">
          {d.stress !== null ? `Stress ${d.stress}` : ""}
          {d.stress !== null && d.vitality !== null ? " · " : ""}
          {d.vitality !== null ? `Vitality ${d.vitality}` : ""}
        </p>
      ) : null}
      {d.items.length > 0 ? (
        <ul className="kit-list" aria-label="Items">
          {d.items.map((i) => (
            <li key={i.name}>
              <span className="kit-list-head">
                <span className="kit-list-name">{i.name}</span>
                {i.supplyDie ? <span className="kit-cost">{i.supplyDie}</span> : null}
              </span>
              {i.supplyDie ? (
                <span className="kit-list-text">
                  next supply roll shrinks it with chance {i.stepDownChance}; resupply:{" "}
                  {humanize(i.resupply).toLowerCase()}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="kit-empty">No items.</p>
      )}
    </div>
  );
}
