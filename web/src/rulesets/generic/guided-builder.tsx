// The frame of a step-by-step builder (Lucky 13, Objects): the draft, checked at every change by a
// dry run of the ruleset's own creation method; the step list with each step's problems; the
// Back / Next / Create bar; and the review's verdict with a way back to the step that fixes each
// problem. The ruleset supplies its steps, its draft and how a draft becomes a creation input.

import { type ComponentType, type FormEvent, type ReactNode, useMemo, useState } from "react";
import type { Ruleset } from "../../../../src/engine/ruleset.js";
import {
  bySlot,
  FieldError,
  type Issue,
  issuesOf,
  StepHeading,
  StepList,
  sentence,
} from "../lucky13/builder-kit.js";
import type { BuilderProps } from "../types.js";
import { GenericBuilder } from "./GenericBuilder.js";

export interface BuilderStep<S extends string> {
  id: S;
  label: string;
  title: string;
}

/** A builder's props once the ruleset's code and the table's options (`o`) are there. */
export type ReadyBuilderProps<O> = BuilderProps & { ruleset: Ruleset; o: O; methods: string[] };

/**
 * A ruleset's builder as the table uses it: the generic builder while the ruleset's code or the
 * table's options are missing, then `Builder` with the options as its ruleset reads them.
 */
export function whenReady<O>(Builder: ComponentType<ReadyBuilderProps<O>>): ComponentType<BuilderProps> {
  return function ReadyBuilder(props: BuilderProps) {
    const { ruleset, options, info } = props;
    if (!ruleset || options === null || options === undefined) return <GenericBuilder {...props} />;
    return <Builder {...props} ruleset={ruleset} o={options as O} methods={info.methods.map((m) => m.id)} />;
  };
}

/** What a ruleset's builder model gives the frame: the dry run, the input it sends, where problems show. */
export interface BuilderModel<D, O, S extends string, R> {
  dryRun(ruleset: Ruleset, draft: D, o: O): R;
  toInput(draft: D, o: O): unknown;
  slotOf(path: string[]): string;
  stepOfSlot(slot: string): S;
}

/** What every step is drawn from. */
export interface BuilderStepProps<D, O> {
  draft: D;
  set(patch: Partial<D>): void;
  o: O;
  /** The messages for one field. */
  at(slot: string): string[] | undefined;
  isGm: boolean;
}

/** What the builder's form and its review read of the builder's state. */
export interface BuilderFlow<S extends string> {
  steps: readonly BuilderStep<S>[];
  step: S;
  index: number;
  /** Whether a step has been changed to yet (the heading takes the focus from then on). */
  moved: boolean;
  busy: boolean;
  /** The problems to show at the review: the server's refusal, or else the dry run's. */
  issues: Issue[];
  refusedByServer: boolean;
  /** Whether the dry run finds nothing wrong, so the character can be sent. */
  ready: boolean;
  go(step: S): void;
  problemsIn(step: S): number;
  stepOf(issue: Issue): S;
  submit(ev: FormEvent): Promise<void>;
}

export interface GuidedBuilder<D, O, S extends string, R> extends BuilderFlow<S> {
  draft: D;
  /** The draft and its problems as every step reads them. */
  stepProps: BuilderStepProps<D, O>;
  run: R;
}

/**
 * The builder's state: the draft (from `initial`), the open step (the first of `steps`; the step
 * "review" ends them), and the problems the model finds, by field and by step.
 */
export function useGuidedBuilder<
  D extends { method: string; owner: string },
  O,
  S extends string,
  R extends { issues: Issue[] },
>(
  props: ReadyBuilderProps<O>,
  steps: readonly BuilderStep<S>[],
  model: BuilderModel<D, O, S, R>,
  initial: () => D,
): GuidedBuilder<D, O, S, R> {
  const { ruleset, o, isGm, create } = props;
  const { dryRun, toInput, slotOf, stepOfSlot } = model;
  const [draft, setDraft] = useState<D>(initial);
  const [step, setStep] = useState<S>(steps[0]!.id);
  const [left, setLeft] = useState<ReadonlySet<S>>(new Set());
  const [moved, setMoved] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The server's refusal of the last attempt, shown instead of the dry run's until the next change. */
  const [server, setServer] = useState<Issue[] | null>(null);
  const set = (patch: Partial<D>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServer(null);
  };

  const run = useMemo(() => dryRun(ruleset, draft, o), [dryRun, ruleset, draft, o]);
  const issues = server ?? run.issues;
  const stepOf = (i: Issue) => stepOfSlot(slotOf(i.path));
  // Something not filled in yet is named once its step has been left (or at the review).
  const shown = issues.filter((i) => !i.soft || step === "review" || left.has(stepOf(i)));
  const slots = bySlot(shown, slotOf);
  const problemsIn = (s: S) =>
    [...slots.entries()].filter(([k]) => stepOfSlot(k) === s).reduce((n, [, m]) => n + m.length, 0);
  const at = (k: string) => slots.get(k);
  const index = steps.findIndex((s) => s.id === step);
  const go = (s: S) => {
    if (s !== step) setLeft((l) => new Set(l).add(step));
    setStep(s);
    setMoved(true);
  };

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    if (step !== "review") {
      go(steps[index + 1]!.id);
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
      if (first) go(stepOf(first));
    } finally {
      setBusy(false);
    }
  }

  return {
    steps,
    draft,
    stepProps: { draft, set, o, at, isGm },
    step,
    index,
    moved,
    go,
    problemsIn,
    stepOf,
    run,
    issues,
    refusedByServer: server !== null,
    ready: run.issues.length === 0,
    busy,
    submit,
  };
}

/**
 * The builder's form: the step list, the open step (the children) under its heading, the buttons;
 * at the review, the verdict comes first.
 */
export function GuidedBuilderForm<S extends string>({
  flow,
  builder,
  idPrefix,
  cancel,
  children,
}: {
  flow: BuilderFlow<S>;
  /** The ruleset's id, as `data-builder`. */
  builder: string;
  /** Makes the step heading's id unique on a page that shows several builders. */
  idPrefix: string;
  cancel(): void;
  children: ReactNode;
}) {
  const { steps, step, index, go } = flow;
  const headingId = `${idPrefix}-step-${step}`;
  return (
    <form className="form lok-builder" onSubmit={flow.submit} noValidate data-builder={builder}>
      <StepList
        steps={steps.map((s) => ({ id: s.id, label: s.label, problems: flow.problemsIn(s.id) }))}
        current={step}
        onGo={(s) => go(s as S)}
      />
      <section className="lok-step-body" aria-labelledby={headingId} data-step-body={step}>
        <div id={headingId}>
          <StepHeading index={index} total={steps.length} focus={flow.moved}>
            {steps[index]!.title}
          </StepHeading>
        </div>
        {step === "review" ? <BuildVerdict flow={flow} /> : null}
        {children}
      </section>
      <div className="lok-nav">
        {index > 0 ? (
          <button type="button" className="btn" onClick={() => go(steps[index - 1]!.id)}>
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
            disabled={flow.busy || !flow.ready}
            data-testid="create-character"
          >
            {flow.busy ? "Creating…" : "Create character"}
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" data-testid="builder-next">
            Next: {steps[index + 1]!.label}
          </button>
        )}
      </div>
    </form>
  );
}

/** The character's name, the first field of every guided builder; `id` is the step's useId. */
export function NameField({
  id,
  value,
  errors,
  onChange,
}: {
  id: string;
  value: string;
  errors: string[] | undefined;
  onChange(name: string): void;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-name`}>Name</label>
      <input
        id={`${id}-name`}
        value={value}
        autoComplete="off"
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-name-err` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-name-err`} messages={errors} />
    </div>
  );
}

/** The review's first word: every problem left, each with a link to its step, or that all is well. */
function BuildVerdict<S extends string>({ flow }: { flow: BuilderFlow<S> }) {
  const { issues, steps } = flow;
  if (issues.length === 0)
    return (
      <p className="lok-ok" role="status">
        The ruleset accepts this character.
      </p>
    );
  return (
    <div className="error-note" role="alert" data-testid="review-problems">
      <p className="lok-note">
        {flow.refusedByServer ? "The server refused this character:" : "Before it can be created:"}
      </p>
      <ul className="refused">
        {issues.map((i) => {
          const s = flow.stepOf(i);
          return (
            <li key={`${i.path.join(".")}:${i.message}`}>
              {sentence(i.message)}{" "}
              {s !== "review" ? (
                <button type="button" className="link-button" onClick={() => flow.go(s)}>
                  fix in {steps.find((x) => x.id === s)!.label}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The review's table of the build: the name, then a row per part of it. */
export function BuildTable({ name, rows }: { name: string; rows: [string, ReactNode][] }) {
  const all: [string, ReactNode][] = [["Name", name.trim() || <span className="muted">—</span>], ...rows];
  return (
    <table className="lok-table">
      <caption className="sr-only">The build</caption>
      <tbody>
        {all.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
