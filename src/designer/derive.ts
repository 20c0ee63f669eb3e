// A derived ruleset: the base ruleset's rules, unchanged, behind three boundaries. Options: the
// overlay's values become the defaults under whatever a table sets. Input: parameters, creation
// input and purchases written in the derived ruleset's words are rewritten into the base's.
// Output: every text it hands back (summaries, sheet lines, changes, errors) shows the new names.
// Nothing inside the base changes, so its tests, odds and replays hold for the derived one too.

import { z } from "zod";
import { EngineError } from "../engine/errors.js";
import type { TableEvent } from "../engine/events.js";
import type { Action, DerivedRuleset, Resolution, Ruleset } from "../engine/ruleset.js";
import type { DisplayMap } from "./display.js";
import type { InputTranslator } from "./translate.js";

export interface DerivePlan {
  id: string;
  name: string;
  version: string;
  /** Raw options laid under a table's own. */
  optionDefaults: Record<string, unknown>;
  display: DisplayMap;
  translate: InputTranslator;
  derived: DerivedRuleset;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** `top` laid over `under`: objects merge key by key, anything else (lists too) replaces. */
export function layOver(
  under: Record<string, unknown>,
  top: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...under };
  for (const [k, v] of Object.entries(top)) {
    const u = out[k];
    out[k] = isPlainObject(u) && isPlainObject(v) ? layOver(u, v) : v;
  }
  return out;
}

export function deriveRuleset<O, C, D>(base: Ruleset<O, C, D>, plan: DerivePlan): Ruleset<O, C, D> {
  const { display, translate } = plan;
  /** Errors keep their code, path and issues; only the words change. */
  const shown = <T>(f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof EngineError) {
        throw new EngineError(
          e.code,
          display.text(e.message),
          e.path,
          e.issues.map((i) => ({ ...i, message: display.text(i.message) })),
        );
      }
      throw e;
    }
  };

  const parseOptions = (raw: unknown): O =>
    shown(() =>
      base.parseOptions(
        raw === undefined || raw === null
          ? plan.optionDefaults
          : isPlainObject(raw)
            ? layOver(plan.optionDefaults, raw)
            : raw,
      ),
    );
  const defaults = parseOptions({}) as Record<string, unknown>;

  const resolution = (r: Resolution): Resolution => {
    const roll = r.roll
      ? { ...r.roll, summary: display.text(r.roll.summary), ...shownOutcome(r.roll.outcome) }
      : null;
    return { roll, events: r.events.map((e) => shownEvent(e, display, r.roll, roll)) };
  };

  /**
   * An outcome's `sources` (the lines saying where each modifier came from, "Proficiency in
   * Agility") are text for people, like the summary: shown with the new names. The rest of an
   * outcome is data and keeps its ids.
   */
  function shownOutcome(outcome: Record<string, unknown>): { outcome?: Record<string, unknown> } {
    const sources = outcome.sources;
    if (!Array.isArray(sources) || !sources.every((x) => typeof x === "string")) return {};
    return { outcome: { ...outcome, sources: sources.map((x) => display.text(x)) } };
  }

  const actions = Object.fromEntries(
    Object.entries(base.actions).map(([name, a]): [string, Action<unknown, O>] => [
      name,
      {
        summary: display.text(a.summary),
        // The base schema still does every check; the derived words are rewritten first.
        params: z.preprocess(
          (raw) => translate.input({ kind: "action", action: name }, raw),
          a.params,
        ) as z.ZodType<unknown>,
        examples: a.examples,
        ...(a.odds ? { odds: (ctx, p) => shown(() => a.odds!(ctx, p)) } : {}),
        ...(a.oddsCost ? { oddsCost: (ctx, p) => a.oddsCost!(ctx, p) } : {}),
        resolve: (ctx, p) => resolution(shown(() => a.resolve(ctx, p))),
      },
    ]),
  );

  const advance = base.character.advance;
  return {
    id: plan.id,
    name: plan.name,
    version: plan.version,
    parseOptions,
    // The base schema: a derived ruleset changes the defaults and names, not what values are valid.
    optionsSchema: base.optionsSchema,
    optionDocs: base.optionDocs.map((d) => ({
      name: d.name,
      default: d.name in defaults ? defaults[d.name] : d.default,
      description: display.text(d.description),
    })),
    initiative: base.initiative,
    ...(base.reduce ? { reduce: base.reduce } : {}),
    character: {
      version: base.character.version,
      parse: (raw, o) => shown(() => base.character.parse(raw, o)),
      jsonSchema: () => base.character.jsonSchema(),
      ...(base.character.playerEditable ? { playerEditable: base.character.playerEditable } : {}),
      methods: Object.fromEntries(
        Object.entries(base.character.methods).map(([name, m]) => [
          name,
          {
            summary: display.text(m.summary),
            example: m.example,
            create: (input: unknown, dice, o: O) =>
              shown(() => m.create(translate.input({ kind: "create", method: name }, input), dice, o)),
          },
        ]),
      ),
      derive: (c, o) => base.character.derive(c, o),
      describe: (c, o) => base.character.describe(c, o).map(display.text),
      ...(advance
        ? {
            advance: {
              syntax: advance.syntax.map(display.text),
              apply(c, request, o) {
                const r = shown(() =>
                  advance.apply(c, { ...request, buy: request.buy.map(translate.purchase) }, o),
                );
                return {
                  character: r.character,
                  changes: r.changes.map(display.text),
                  warnings: r.warnings.map(display.text),
                };
              },
            },
          }
        : {}),
    },
    actions,
    fixtures: (o) => ({ ...base.fixtures(o), ruleset: plan.id }),
    // Quick NPCs build the base's characters, which a derived ruleset shares.
    ...(base.npc ? { npc: base.npc } : {}),
    derived: plan.derived,
  };
}

/** The texts an event carries for people: a roll's summary, a character's changes, a note. */
function shownEvent(
  e: TableEvent,
  display: DisplayMap,
  before: Resolution["roll"],
  after: Resolution["roll"],
): TableEvent {
  const x = e as TableEvent & { roll?: unknown; changes?: unknown; text?: unknown };
  if (x.type === "roll" && x.roll !== null && typeof x.roll === "object") {
    // The event and the resolution share one roll record: keep them one object.
    const roll = x.roll === before && after ? after : shownRoll(x.roll as { summary?: unknown }, display);
    return { ...x, roll } as TableEvent;
  }
  if (x.type === "character.changed" && Array.isArray(x.changes))
    return {
      ...x,
      changes: x.changes.map((c) => (typeof c === "string" ? display.text(c) : c)),
    } as TableEvent;
  if (x.type === "note.opened" && typeof x.text === "string")
    return { ...x, text: display.text(x.text) } as TableEvent;
  return e;
}

function shownRoll(roll: { summary?: unknown }, display: DisplayMap): object {
  return typeof roll.summary === "string" ? { ...roll, summary: display.text(roll.summary) } : roll;
}
