// The pieces a guided builder is made of: numbered steps with Back and Next, a budget strip that
// stays in view, fields that say what is wrong with them in words, a stepper for numbers, and who
// plays the character. Shared by the Beat-15, Lucidity and Dice Engine builders.

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type FieldIssue, issueLine, type Path } from "./issues.js";

// Who plays the character is asked the same way by every builder.
export { PlayedBy } from "../../generic/builder-fields.js";

export interface WizardStep {
  id: string;
  /** Shown in the step bar (one short word). */
  short: string;
  /** The step's heading. */
  title: string;
  /** What the step asks for, in a sentence. */
  intro?: ReactNode;
  /** Problems the ruleset reports for this step's fields. */
  issues: number;
  content: ReactNode;
}

export interface BudgetItem {
  label: string;
  value: ReactNode;
  /** over: a rule is broken; warn: worth a look; done: complete. */
  tone?: "ok" | "over" | "warn" | "done";
  /** A fraction 0…1 for a small bar under the value. */
  fill?: number;
  testId?: string;
}

/** The budget strip: points left and limits, visible on every step. */
export function Budget({ items, label }: { items: BudgetItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="kit-budget" aria-label={label} aria-live="polite">
      {items.map((b) => (
        <li key={b.label} className={`kit-budget-item ${b.tone ?? "ok"}`} data-testid={b.testId}>
          <span className="kit-budget-label">{b.label}</span>
          <span className="kit-budget-value">{b.value}</span>
          {b.fill !== undefined ? (
            <span className="kit-budget-bar" aria-hidden="true">
              <span style={{ width: `${Math.max(0, Math.min(1, b.fill)) * 100}%` }} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Numbered steps. Enter in a field goes to the next step; the last step's button creates. "Create"
 * is offered on every step once nothing is refused (so a finished draft need not be walked through).
 */
export function Wizard({
  steps,
  budget,
  busy,
  problems,
  serverError,
  onCreate,
  cancel,
  onReset,
  onFill,
  name,
}: {
  steps: WizardStep[];
  budget: ReactNode;
  busy: boolean;
  /** Everything refused, for the summary shown when Create is pressed too early. */
  problems: { step: number; issue: FieldIssue }[];
  serverError: string | null;
  onCreate(): void;
  cancel(): void;
  onReset?: () => void;
  /** Fills the draft with the ruleset's sample character (the builder itself starts blank). */
  onFill?: () => void;
  name: string;
}) {
  const [at, setAt] = useState(0);
  const [seen, setSeen] = useState(0);
  const [tried, setTried] = useState(false);
  const head = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = steps[at]!;
  const last = at === steps.length - 1;

  // A step changed by the user: its heading takes the focus, so a screen reader starts there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (!moved.current) return;
    head.current?.focus();
  }, [at]);

  function go(i: number) {
    moved.current = true;
    setAt(i);
    setSeen((s) => Math.max(s, i));
  }

  function create() {
    setTried(true);
    if (problems.length > 0) {
      const first = problems[0]!.step;
      if (first !== at) go(first);
      return;
    }
    onCreate();
  }

  function submit(ev: FormEvent) {
    ev.preventDefault();
    if (last) create();
    else go(at + 1);
  }

  return (
    <div className="kit-builder" data-builder={name}>
      <ol className="kit-steps" aria-label="Steps">
        {steps.map((s, i) => {
          const state =
            (i <= seen || tried) && s.issues > 0
              ? "issue"
              : i === at
                ? "current"
                : i < seen
                  ? "done"
                  : "todo";
          return (
            <li key={s.id}>
              <button
                type="button"
                className={`kit-step ${state} ${i === at ? "at" : ""}`}
                aria-current={i === at ? "step" : undefined}
                onClick={() => go(i)}
                data-step={s.id}
              >
                <span className="kit-step-n" aria-hidden="true">
                  {state === "issue" ? "!" : state === "done" ? "✓" : i + 1}
                </span>
                <span className="kit-step-label">{s.short}</span>
                <span className="sr-only">
                  , step {i + 1} of {steps.length}
                  {state === "issue" ? `, ${s.issues} to fix` : state === "done" ? ", done" : ""}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {budget}
      <form className="form kit-step-body" onSubmit={submit} noValidate data-step={step.id}>
        <div className="kit-step-head">
          <h4 ref={head} tabIndex={-1} className="kit-step-title">
            <span className="muted">
              {at + 1}/{steps.length}
            </span>{" "}
            {step.title}
          </h4>
          {at === 0 && (onFill || onReset) ? (
            <span className="row">
              {onFill ? (
                <button
                  type="button"
                  className="link-button small"
                  onClick={onFill}
                  data-testid="builder-fill"
                >
                  Fill with the sample
                </button>
              ) : null}
              {onReset ? (
                <button type="button" className="link-button small" onClick={onReset}>
                  Start again
                </button>
              ) : null}
            </span>
          ) : null}
        </div>
        {step.intro ? <p className="hint">{step.intro}</p> : null}
        {step.content}
        {tried && problems.length > 0 ? (
          <div className="error-note" role="alert" data-testid="builder-problems">
            <p className="kit-problems-head">
              {problems.length === 1 ? "One thing to fix" : `${problems.length} things to fix`} before the
              character can be created:
            </p>
            <ul className="kit-problems">
              {problems.slice(0, 6).map((p) => (
                <li key={`${p.step}:${p.issue.path.join(".")}:${p.issue.message}`}>
                  <button type="button" className="link-button" onClick={() => go(p.step)}>
                    {steps[p.step]!.short}
                  </button>{" "}
                  {/* The step's name already says where a whole-step problem is ("Traits: choose 3 traits"). */}
                  {fieldWords(p.issue.path) === steps[p.step]!.short.toLowerCase()
                    ? p.issue.message
                    : issueLine(p.issue, fieldWords)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {serverError ? (
          <p className="error-note" role="alert" data-testid="builder-server-error">
            The table refused it: {serverError}
          </p>
        ) : null}
        <div className="kit-nav">
          <button type="button" className="btn btn-ghost" onClick={() => go(at - 1)} disabled={at === 0}>
            Back
          </button>
          {!last ? (
            <button type="submit" className="btn" data-testid="builder-next">
              Next: {steps[at + 1]!.short}
            </button>
          ) : null}
          <button
            type="button"
            className={`btn ${last ? "btn-primary" : ""}`}
            disabled={busy}
            onClick={create}
            data-testid="create-character"
          >
            {busy ? "Creating…" : "Create character"}
          </button>
          <button type="button" className="btn btn-ghost kit-cancel" onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * A field's path in words for the problem list ("weapons.0.damageType" → "weapon 1 damage type"):
 * the list sits beside step names a player reads, so no raw keys.
 */
export function fieldWords(path: Path): string {
  const words: string[] = [];
  for (const x of path) {
    if (typeof x === "number" || /^\d+$/.test(String(x))) {
      // A list's index reads as the row's number: "weapons", 0 → "weapon 1".
      const prev = words.pop() ?? "";
      words.push(`${prev.replace(/s$/, "")} ${Number(x) + 1}`.trim());
    } else
      words.push(
        String(x)
          .replace(/([a-z])([A-Z])/g, "$1 $2")
          .toLowerCase(),
      );
  }
  return words.join(" ");
}

/** The messages of a field, next to it; its id goes into the control's aria-describedby. */
export function FieldErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p className="field-error" id={id} data-testid="field-error">
      {messages.join("; ")}
    </p>
  );
}

/** Props for a control that may be in error. */
export function invalidProps(errorId: string, messages: string[], hintId?: string) {
  const ids = [hintId, messages.length > 0 ? errorId : undefined].filter(Boolean).join(" ");
  return {
    "aria-invalid": messages.length > 0 ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

/** A labelled text field with its errors. */
export function TextField({
  label,
  value,
  onChange,
  errors = [],
  hint,
  placeholder,
  multiline,
  testId,
  autoComplete = "off",
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  errors?: string[];
  hint?: ReactNode;
  placeholder?: string;
  multiline?: boolean;
  testId?: string;
  autoComplete?: string;
}) {
  const id = useId();
  const p = invalidProps(`${id}-err`, errors, hint ? `${id}-hint` : undefined);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          rows={2}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
          {...p}
        />
      ) : (
        <input
          id={id}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
          {...p}
        />
      )}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-err`} messages={errors} />
    </div>
  );
}

/**
 * A whole number with − and + buttons (keyboard: the input takes arrows too). `note` says what the
 * next step costs; the value shows signed when `signed` is set.
 */
export function Stepper({
  label,
  value,
  onChange,
  min,
  max,
  errors = [],
  note,
  testId,
  labelHidden = false,
  sub,
  srSuffix,
  hideErrors = false,
}: {
  label: string;
  value: number;
  onChange(v: number): void;
  min?: number;
  max?: number;
  errors?: string[];
  note?: ReactNode;
  testId?: string;
  labelHidden?: boolean;
  sub?: ReactNode;
  /** Read after the visible label ("Rank" + " of Swords"), so the name stays whole for a screen reader. */
  srSuffix?: string;
  /** The errors are shown by the row around the stepper (aria-invalid still marks it). */
  hideErrors?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const p = invalidProps(`${id}-err`, hideErrors ? [] : errors, note ? `${id}-note` : undefined);
  if (hideErrors && errors.length > 0) p["aria-invalid"] = true;
  const set = (n: number) => {
    if (!Number.isFinite(n)) return;
    onChange(n);
  };
  return (
    <div className={`kit-stepper ${errors.length > 0 ? "invalid" : ""}`} data-testid={testId}>
      <div className="kit-stepper-head">
        <label htmlFor={id} className={labelHidden ? "sr-only" : "kit-stepper-label"}>
          {label}
          {srSuffix ? <span className="sr-only">{srSuffix}</span> : null}
        </label>
        {sub ? <span className="kit-stepper-sub">{sub}</span> : null}
      </div>
      <div className="kit-stepper-row">
        <button
          type="button"
          className="icon-btn kit-step-btn"
          aria-label={`Lower ${label}${srSuffix ?? ""}`}
          disabled={min !== undefined && value <= min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="kit-stepper-input"
          value={text}
          min={min}
          max={max}
          onChange={(e) => {
            setText(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value.trim() !== "" && Number.isInteger(n)) set(n);
          }}
          onBlur={() => setText(String(value))}
          {...p}
        />
        <button
          type="button"
          className="icon-btn kit-step-btn"
          aria-label={`Raise ${label}${srSuffix ?? ""}`}
          disabled={max !== undefined && value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
      {note ? (
        <p className="kit-stepper-note" id={`${id}-note`}>
          {note}
        </p>
      ) : null}
      <FieldErrors id={`${id}-err`} messages={hideErrors ? [] : errors} />
    </div>
  );
}

/** Which step's fields an issue belongs to, by path prefix; the last step takes the rest. */
export function assignIssues(
  issues: readonly FieldIssue[],
  stepPrefixes: Path[][],
): { step: number; issue: FieldIssue }[] {
  const startsWith = (p: Path, prefix: Path) =>
    prefix.length <= p.length && prefix.every((x, i) => String(x) === String(p[i]));
  return issues.map((issue) => {
    const step = stepPrefixes.findIndex((prefixes) => prefixes.some((pre) => startsWith(issue.path, pre)));
    return { step: step < 0 ? stepPrefixes.length - 1 : step, issue };
  });
}

/** "+2", "0", "−1" with a real minus sign. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** Runs `create` and reports the server's refusal (with its path) instead of throwing. */
export function useCreate(create: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      await create();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, clear: () => setError(null) };
}

/** A small × that removes a row, named for what it removes. */
export function RemoveButton({ what, onClick }: { what: string; onClick(): void }) {
  return (
    <button
      type="button"
      className="icon-btn kit-remove"
      aria-label={`Remove ${what}`}
      title={`Remove ${what}`}
      onClick={onClick}
    >
      ×
    </button>
  );
}
