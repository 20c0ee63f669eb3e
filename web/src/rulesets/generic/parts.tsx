// The generic sheet's building blocks, also for tailored sheets to reuse: resources with bars,
// conditions with what is left of them, a quick check with its odds, advancement with prices,
// the derived values, and the character file's export, edit and removal.

import { type FormEvent, useId, useMemo, useState } from "react";
import { plainSummary } from "../../../../src/engine/describe.js";
import type { CharacterEntry, Condition } from "../../../../src/engine/state.js";
import { errorText } from "../../components/ErrorNote.js";
import { humanize } from "../../components/format.js";
import { shapeOf } from "../../components/schema.js";
import { JsonInput } from "../../components/ValueControl.js";
import type { ActionInfo, RulesetInfo } from "../../lib/api.js";
import { playerMayTake } from "../../lib/may-act.js";
import { ActionForm } from "../../table/ActionForm.js";

export { ConditionChips } from "../../table/ConditionChips.js";

import { useTable } from "../../table/context.js";
import type { SheetProps } from "../types.js";
import { type Candidate, candidates, price } from "./advance.js";
import { AmountInput } from "./amount-input.js";
import type { Resource } from "./resources.js";

export function actionOf(info: RulesetInfo, id: string): ActionInfo | undefined {
  return info.actions.find((a) => a.id === id);
}

/** The key of the parameter naming whom an action affects (target, actor…), if it takes an amount. */
function amountTarget(a: ActionInfo | undefined): string | null {
  if (!a) return null;
  const props = a.params.properties ?? {};
  if (!("amount" in props)) return null;
  for (const k of ["target", "actor", "character"]) if (k in props) return k;
  return null;
}

export function ResourceBars({ resources }: { resources: Resource[] }) {
  if (resources.length === 0) return null;
  return (
    <div className="resources">
      {resources.map((r) => {
        const frac = r.max > 0 ? Math.max(0, Math.min(1, r.current / r.max)) : 0;
        const level = frac <= 0.25 ? "low" : frac <= 0.5 ? "mid" : "high";
        return (
          <div className="resource" key={r.key} data-resource={r.key}>
            <div className="resource-head">
              <span className="resource-label">{r.label}</span>
              <span className="resource-value">
                {r.current} / {r.max}
              </span>
            </div>
            <div className={`bar-track ${level}`} aria-hidden="true">
              <span style={{ width: `${frac * 100}%` }} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Damage and healing for the GM, when the ruleset has actions taking a target and an amount. */
export function HarmAndHeal({ character, info }: { character: CharacterEntry; info: RulesetInfo }) {
  const { store, toast } = useTable();
  const id = useId();
  const [amount, setAmount] = useState("1");
  const damage = actionOf(info, "damage");
  const heal = actionOf(info, "heal");
  const dk = amountTarget(damage);
  const hk = amountTarget(heal);
  if (!dk && !hk) return null;
  async function run(action: string, key: string) {
    const n = Number(amount);
    if (!Number.isInteger(n) || n < 0) {
      toast("The amount is a whole number", "error");
      return;
    }
    try {
      await store.send({ type: "action", action, params: { [key]: character.id, amount: n } });
    } catch (e) {
      toast(`${humanize(action)}: ${errorText(e)}`, "error");
    }
  }
  return (
    <div className="harm-heal">
      <label htmlFor={id}>Amount</label>
      <AmountInput id={id} value={amount} onChange={setAmount} />
      {dk ? (
        <button type="button" className="btn btn-danger btn-small" onClick={() => run("damage", dk)}>
          Damage
        </button>
      ) : null}
      {hk ? (
        <button type="button" className="btn btn-good btn-small" onClick={() => run("heal", hk)}>
          Heal
        </button>
      ) : null}
    </div>
  );
}

/**
 * What the ruleset derives from a character under the table's options, or null while the ruleset or
 * the options are not there yet, or when the file does not fit them (the sheet then says so).
 */
export function useDerived<D>(props: Pick<SheetProps, "ruleset" | "options" | "character">): D | null {
  const { ruleset, options, character } = props;
  return useMemo(() => {
    if (!ruleset || options === null) return null;
    try {
      return ruleset.character.derive(character.data, options) as D;
    } catch {
      return null;
    }
  }, [ruleset, options, character.data]);
}

/** The ruleset's own description of a character, a line each; none when it cannot describe it. */
export function useDescribed(props: Pick<SheetProps, "ruleset" | "options" | "character">): string[] {
  const { ruleset, options, character } = props;
  return useMemo(() => {
    if (!ruleset || options === null) return [];
    try {
      return ruleset.character.describe(character.data, options);
    } catch {
      return [];
    }
  }, [ruleset, options, character.data]);
}

/** The conditions on a character: on it, or on any place it holds in the running encounter. */
export function useConditionsOf(character: string): Condition[] {
  const { snap } = useTable();
  const participants = (snap.state?.encounter?.participants ?? [])
    .filter((p) => p.character === character)
    .map((p) => p.id);
  return (snap.state?.conditions ?? []).filter(
    (c) => c.target === character || participants.includes(c.target),
  );
}

/** The ruleset's check for this character, with its chance of success before the roll. */
export function QuickCheck({
  character,
  info,
  canAct,
}: {
  character: CharacterEntry;
  info: RulesetInfo;
  canAct: boolean;
}) {
  const check = actionOf(info, "check");
  if (!check || !canAct) return null;
  return (
    <section className="sheet-section" aria-label="Quick check">
      <h3>Quick check</h3>
      <ActionForm
        action={check}
        fixed={{ actor: character.id }}
        character={character}
        compact
        submitLabel="Roll check"
      />
    </section>
  );
}

/** The parameter that says who takes an action (`actor`, or `attacker` for an attack), if any. */
function actorKey(a: RulesetInfo["actions"][number]): "actor" | "attacker" | null {
  const props = shapeOf(a.params, {}).properties;
  return "actor" in props ? "actor" : "attacker" in props ? "attacker" : null;
}

/** Every other action this character can take (attacks included), one at a time. */
export function OtherActions({ character, info }: { character: CharacterEntry; info: RulesetInfo }) {
  const id = useId();
  const { isGm } = useTable();
  const withActor = info.actions.filter(
    (a) => a.id !== "check" && actorKey(a) !== null && (isGm || playerMayTake(a)),
  );
  const [chosen, setChosen] = useState("");
  const action = withActor.find((a) => a.id === chosen);
  if (withActor.length === 0) return null;
  return (
    <section className="sheet-section" aria-label="Actions">
      <h3>
        <label htmlFor={id}>Other actions</label>
      </h3>
      <select id={id} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <option value="">Choose an action…</option>
        {withActor.map((a) => (
          <option key={a.id} value={a.id}>
            {humanize(a.id)}: {plainSummary(a.summary)}
          </option>
        ))}
      </select>
      {action ? (
        <ActionForm
          key={action.id}
          action={action}
          fixed={{ [actorKey(action)!]: character.id }}
          character={character}
        />
      ) : null}
    </section>
  );
}

export function DescribeLines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  // Lines indented more than the rest are a drawing (a hit point track): keep their spacing.
  const indent = (l: string) => l.length - l.trimStart().length;
  const base = Math.min(...lines.filter((l) => l.trim()).map(indent));
  return (
    <div className="describe">
      {lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
        <p key={i} className={indent(l) > base ? "indent" : ""}>
          {indent(l) > base ? l.slice(base) : l.trim()}
        </p>
      ))}
    </div>
  );
}

/** Any JSON value as nested definition lists and tables, a few levels deep. */
export function ValueView({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (value === null || value === undefined) return <span className="muted">—</span>;
  if (typeof value !== "object") return <span>{String(value)}</span>;
  if (depth > 3) return <code className="small">{JSON.stringify(value)}</code>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">none</span>;
    const rows = value.filter((v) => v && typeof v === "object" && !Array.isArray(v)) as Record<
      string,
      unknown
    >[];
    if (rows.length === value.length) {
      const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))].slice(0, 6);
      return (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                {cols.map((c) => (
                  <th key={c} scope="col">
                    {humanize(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={i}>
                  {cols.map((c) => (
                    <td key={c}>
                      <ValueView value={r[c]} depth={depth + 1} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    return (
      <span>{value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(", ")}</span>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span className="muted">none</span>;
  return (
    <dl className="data-list">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{humanize(k)}</dt>
          <dd>
            <ValueView value={v} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function download(name: string, data: unknown) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const fileNameFor = (c: CharacterEntry) => `${c.id}.json`;

/** Export the character file; edit it as JSON and remove it for those who may. */
export function SheetTools({ character, canEdit }: { character: CharacterEntry; canEdit: boolean }) {
  const { store, toast } = useTable();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<unknown>(character.data);
  const [error, setError] = useState<string | null>(null);
  const editId = useId();

  async function save(ev: FormEvent) {
    ev.preventDefault();
    setError(null);
    try {
      await store.send({ type: "character.put", id: character.id, character: draft });
      setEditing(false);
      toast(`${character.name} saved`);
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <div className="sheet-tools">
      <div className="row wrap">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => download(fileNameFor(character), character.data)}
        >
          Export JSON
        </button>
        {canEdit ? (
          <button
            type="button"
            className="btn btn-small"
            aria-expanded={editing}
            onClick={() => {
              setDraft(character.data);
              setEditing((e) => !e);
            }}
          >
            {editing ? "Close editor" : "Edit JSON"}
          </button>
        ) : null}
        {canEdit ? (
          <button
            type="button"
            className="btn btn-small btn-ghost danger-text"
            onClick={() => {
              if (!confirm(`Remove ${character.name} from the table?`)) return;
              store
                .send({ type: "character.remove", id: character.id })
                .catch((e) => toast(errorText(e), "error"));
            }}
          >
            Remove
          </button>
        ) : null}
      </div>
      {editing ? (
        <form className="form" onSubmit={save}>
          <label htmlFor={editId}>Character file (JSON)</label>
          <JsonInput id={editId} value={draft} onChange={setDraft} rows={14} />
          {error ? (
            <p className="error-note" role="alert">
              {error}
            </p>
          ) : null}
          <div className="actions">
            <button type="submit" className="btn btn-primary btn-small">
              Save
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** Spending points: every purchase the syntax allows for this character, priced before buying. */
export function AdvancePanel({ character, ruleset, options, canEdit, isGm }: SheetProps) {
  const { store, toast } = useTable();
  const model = ruleset?.character.advance;
  const ids = { buy: useId(), award: useId(), reason: useId(), between: useId() };
  const [between, setBetween] = useState(true);
  const [buy, setBuy] = useState("");
  const [award, setAward] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  const offers = useMemo(
    () => (model && options ? candidates(model, character.data, options, between) : []),
    [model, character.data, options, between],
  );
  const purchases = buy
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const awardN = award.trim() === "" ? null : Number(award);
  const preview = (() => {
    if (!model || !options || (purchases.length === 0 && awardN === null)) return null;
    return price(
      model,
      character.data,
      options,
      purchases,
      between,
      awardN !== null ? { amount: awardN, reason: reason.trim() || "awarded by the GM" } : undefined,
    );
  })();

  if (!model || !options || !canEdit) return null;

  /** The server prices the purchase with the same advance model, so what was previewed is what it does. */
  async function commit(purchases: string[], what: string, awarded?: { amount: number; reason: string }) {
    setBusy(true);
    try {
      await store.send({
        type: "character.advance",
        id: character.id,
        buy: purchases,
        betweenAdventures: between,
        ...(awarded ? { award: awarded } : {}),
      });
      toast(`${character.name}: ${what}`);
      setBuy("");
      setAward("");
    } catch (e) {
      toast(errorText(e), "error");
    } finally {
      setBusy(false);
    }
  }

  const allowed = offers.filter((o) => o.refused === null);
  const refused = offers.filter((o) => o.refused !== null);
  const spentText = (c: Candidate | Omit<Candidate, "purchase" | "label">) =>
    Object.entries(c.spent)
      .map(([k, v]) => `${v} ${k.toUpperCase()}`)
      .join(", ");

  return (
    <section className="sheet-section" aria-label="Advancement">
      <h3>Advancement</h3>
      <label className="check small" htmlFor={ids.between}>
        <input
          id={ids.between}
          type="checkbox"
          checked={between}
          onChange={(e) => setBetween(e.target.checked)}
        />{" "}
        Between adventures
      </label>
      {allowed.length > 0 ? (
        <ul className="offers">
          {allowed.map((o) => (
            <li key={o.purchase}>
              <span className="offer-text">{o.changes.join("; ") || o.label}</span>
              <span className="offer-cost">{spentText(o) || "free"}</span>
              <button
                type="button"
                className="btn btn-small"
                disabled={busy}
                onClick={() => {
                  const r = price(model, character.data, options, [o.purchase], between);
                  if (r.character) void commit([o.purchase], o.changes.join("; "));
                }}
              >
                Buy
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">Nothing on offer can be bought right now.</p>
      )}
      {refused.length > 0 ? (
        <details className="small">
          <summary>{refused.length} not possible now</summary>
          <ul className="refused">
            {refused.map((o) => (
              <li key={o.purchase}>
                {o.label}: {o.refused}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <details className="small">
        <summary>Write purchases</summary>
        <div className="form">
          <ul className="syntax">
            {model.syntax.map((s) => (
              <li key={s}>
                <code>{s}</code>
              </li>
            ))}
          </ul>
          <label htmlFor={ids.buy}>Purchases (one per line)</label>
          <textarea
            id={ids.buy}
            rows={2}
            value={buy}
            onChange={(e) => setBuy(e.target.value)}
            spellCheck={false}
          />
          {isGm ? (
            <div className="field-row tight">
              <div className="field">
                <label htmlFor={ids.award}>Award points first</label>
                <input
                  id={ids.award}
                  type="number"
                  min={0}
                  value={award}
                  onChange={(e) => setAward(e.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor={ids.reason}>Reason</label>
                <input id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)} />
              </div>
            </div>
          ) : null}
          {preview ? (
            preview.refused ? (
              <p className="error-note">{preview.refused}</p>
            ) : (
              <div className="preview">
                {preview.changes.map((c) => (
                  <p key={c}>{c}</p>
                ))}
                {preview.warnings.map((w) => (
                  <p key={w} className="warning">
                    {w}
                  </p>
                ))}
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  disabled={busy || !preview.character}
                  onClick={() =>
                    preview.character &&
                    commit(
                      purchases,
                      preview.changes.join("; "),
                      awardN !== null
                        ? { amount: awardN, reason: reason.trim() || "awarded by the GM" }
                        : undefined,
                    )
                  }
                >
                  Apply
                </button>
              </div>
            )
          ) : null}
        </div>
      </details>
    </section>
  );
}
