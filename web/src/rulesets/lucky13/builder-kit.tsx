// Pieces the Lucky 13 and Objects builders and sheets share: the step list of a guided builder,
// refusals shown in words beside the field they name, a points-left line and a number stepper.
// What is not drawn (reading refusals, dry-run dice) is in issues.ts, re-exported here.

import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { sentence } from "./issues.js";
import "./builder-kit.css";

export * from "./issues.js";

/** A field's refusals, in words, beside it; `id` is what the control's aria-describedby names. */
export function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p className="field-error lok-error" id={id} data-testid="field-error">
      {messages.map(sentence).join(" · ")}
    </p>
  );
}

// ── the step list ───────────────────────────────────────────────────────────────────────────────

export interface StepInfo {
  id: string;
  label: string;
  /** How many problems the step has now (shown as a mark). */
  problems: number;
}

/** The builder's steps: where you are, where the problems are; every step can be visited. */
export function StepList({
  steps,
  current,
  onGo,
}: {
  steps: StepInfo[];
  current: string;
  onGo(id: string): void;
}) {
  return (
    <nav aria-label="Creation steps">
      <ol className="lok-steps" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((s, i) => {
          const here = s.id === current;
          return (
            <li key={s.id}>
              <button
                type="button"
                className={`lok-step ${here ? "here" : ""} ${s.problems > 0 ? "problem" : ""}`}
                aria-current={here ? "step" : undefined}
                onClick={() => onGo(s.id)}
                data-step={s.id}
              >
                <span className="lok-step-n" aria-hidden="true">
                  {s.problems > 0 ? "!" : i + 1}
                </span>
                <span className="lok-step-label">
                  {s.label}
                  {s.problems > 0 ? (
                    <span className="sr-only">
                      {" "}
                      ({s.problems} problem{s.problems === 1 ? "" : "s"})
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A step's heading, focused when the step opens so keyboard and screen-reader users follow. */
export function StepHeading({
  children,
  index,
  total,
  focus,
}: {
  children: ReactNode;
  index: number;
  total: number;
  focus: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOn(ref, focus, index);
  return (
    <h4 className="lok-step-title" tabIndex={-1} ref={ref}>
      <span className="muted small">
        Step {index + 1} of {total}
      </span>
      <span>{children}</span>
    </h4>
  );
}

function useFocusOn(ref: RefObject<HTMLElement | null>, focus: boolean, key: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus when the step changes
  useEffect(() => {
    if (focus) ref.current?.focus({ preventScroll: false });
  }, [key, focus]);
}

// ── budgets ────────────────────────────────────────────────────────────────────────────────────

export interface BudgetItem {
  label: string;
  /** The value as shown ("3 left", "d10 d8 d6"). */
  value: ReactNode;
  state?: "ok" | "left" | "over" | "info";
  testId?: string;
}

/** How a budget with `left` points to spend stands. */
export const leftState = (left: number): BudgetItem["state"] =>
  left < 0 ? "over" : left === 0 ? "ok" : "left";

/** What is left to spend at this step, always in view above the step's fields. */
export function BudgetLine({ items, label = "Points" }: { items: BudgetItem[]; label?: string }) {
  return (
    <dl className="lok-budget" aria-label={`${label}: what is left`} aria-live="polite">
      {items.map((b) => (
        <div key={b.label} className={`lok-budget-item ${b.state ?? "info"}`} data-testid={b.testId}>
          <dt className="lok-budget-k">{b.label}</dt>
          <dd className="lok-budget-v">{b.value}</dd>
        </div>
      ))}
    </dl>
  );
}

// ── a number with − and + ───────────────────────────────────────────────────────────────────────

export function Stepper({
  id,
  label,
  value,
  min,
  max,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(v: number): void;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const clamp = (v: number) => Math.max(min, Math.min(max, v));
  return (
    <div className="lok-stepper">
      <button
        type="button"
        className="icon-btn"
        aria-label={`Less ${label}`}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== "" && Number.isInteger(n)) onChange(n);
        }}
      />
      <button
        type="button"
        className="icon-btn"
        aria-label={`More ${label}`}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
