// Read a Situation (LUC-OPT-9) and what the GM settles after the social options: the questions of a
// Read (LUC-OPT-8..10) and the target's answer to Charm/Deceive (LUC-OPT-4).

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { logged } from "../bridge.js";
import { READ_PERSON_QUESTIONS, READ_SITUATION_QUESTIONS } from "../data/actions.js";
import type { LucidityOptions } from "../options/schema.js";
import { checkAction, checkParams } from "./check.js";
import { READ_COST, readNote } from "./opposed.js";
import { rollModifiers } from "./roll-parts.js";

export const readSituationParams = z.strictObject({
  actor: z.string(),
  /** The GM's target number for the AWA roll. */
  target: z.number().int().min(-50).max(100),
  skill: z.string().trim().min(1).optional(),
  ...rollModifiers,
});
type ReadSituationParams = z.infer<typeof readSituationParams>;

const asCheck = (p: ReadSituationParams) => checkParams.parse({ ...p, attribute: "AWA", cost: READ_COST });

export const readSituationAction = action<
  ReadSituationParams,
  LucidityOptions,
  z.input<typeof readSituationParams>
>({
  summary:
    "Read a Situation (2 actions): an AWA roll against the GM's target, then 1–3 questions answered truthfully",
  params: readSituationParams,
  examples: [readSituationParams.parse({ actor: "ysolde", target: 12 })],
  odds(ctx, p) {
    return checkAction.odds!(ctx, asCheck(p));
  },
  resolve(ctx, p) {
    const r = checkAction.resolve(ctx, asCheck(p));
    const roll: RollRecord = {
      ...r.roll!,
      action: "readSituation",
      summary: r.roll!.summary.replace("AWA check", "Read a Situation"),
    };
    const events = r.events.map((e) => (e.type === "roll" ? { ...e, roll } : e));
    const o = roll.outcome as { success: boolean; total: number | null };
    const margin = o.total === null ? null : o.total - p.target;
    events.push(readNote(ctx.newId, "situation", p.actor, null, o.success, margin, roll.id, ctx.options));
    return { events, roll };
  },
});

function note(state: TableState, id: string, kind: string) {
  const n = state.notes[id];
  if (!n || n.kind !== kind) throw new EngineError("not_found", `no ${kind} note '${id}'`, ["note"]);
  if (!n.open) throw new EngineError("conflict", `note '${id}' is already settled`, ["note"]);
  return n.data as Record<string, unknown>;
}

export const askParams = z.strictObject({
  note: z.string(),
  /** How many questions the GM allows (readQuestionCount = gm). */
  count: z.number().int().min(1).max(3).optional(),
  questions: z
    .array(
      z.strictObject({
        /** 1-based number in the list; the last entry is the player's own similar question. */
        number: z.number().int().min(1).max(7),
        /** The wording, for the blank ("How could I get…") and the player's own question. */
        text: z.string().trim().min(1).max(500).optional(),
        answer: z.string().trim().min(1).max(2000),
      }),
    )
    .min(1)
    .max(3),
});
type AskParams = z.infer<typeof askParams>;

export const askQuestionsAction = action<AskParams, LucidityOptions, z.input<typeof askParams>>({
  summary: "the questions of a Read a Person / a Situation and their truthful answers (1–3, from the list)",
  params: askParams,
  examples: [
    askParams.parse({
      note: "note-read",
      count: 2,
      questions: [
        { number: 1, answer: "No: the map is a forgery." },
        { number: 3, answer: "To slip away at the bridge." },
      ],
    }),
  ],
  resolve({ state, options }, p) {
    const d = note(state, p.note, "read-questions");
    const list = d.kind === "person" ? READ_PERSON_QUESTIONS : READ_SITUATION_QUESTIONS;
    let count = d.count as number | null;
    if (options.readQuestionCount === "gm") {
      if (p.count === undefined)
        throw new EngineError("invalid", "count: the GM says how many questions (1–3)", ["count"]);
      count = p.count;
    } else if (p.count !== undefined && p.count !== count)
      throw new EngineError("invalid", `count: the roll's margin allows ${count} question(s)`, ["count"]);
    if (p.questions.length !== count)
      throw new EngineError(
        "invalid",
        `questions: ${count} question(s) allowed, ${p.questions.length} asked`,
        ["questions"],
      );
    const custom = list.length;
    const seen = new Set<number>();
    const lines = p.questions.map((q, i) => {
      if (q.number > list.length)
        throw new EngineError("invalid", `questions.${i}.number: the list has ${list.length} questions`, [
          "questions",
          i,
          "number",
        ]);
      // The player's own "similar question" may be asked more than once; the others only once.
      if (q.number !== custom && seen.has(q.number))
        throw new EngineError("invalid", `questions.${i}.number: question ${q.number} is already asked`, [
          "questions",
          i,
          "number",
        ]);
      seen.add(q.number);
      if (q.number === custom && q.text === undefined)
        throw new EngineError("invalid", `questions.${i}.text: write the similar question`, [
          "questions",
          i,
          "text",
        ]);
      return `${q.text ?? list[q.number - 1]} — ${q.answer}`;
    });
    return {
      roll: null,
      events: [
        logged(`Read a ${d.kind === "person" ? "Person" : "Situation"}: ${lines.join(" | ")}`, {
          note: p.note,
          questions: p.questions,
        }),
        { type: "note.closed", id: p.note, resolution: `${count} question(s) answered` },
      ],
    };
  },
});

export const respondParams = z.strictObject({ note: z.string(), choice: z.enum(["play along", "call out"]) });

export const respondCharmAction = action<
  z.infer<typeof respondParams>,
  LucidityOptions,
  z.input<typeof respondParams>
>({
  summary: "the target of a successful Charm/Deceive plays along or calls the actor out",
  params: respondParams,
  examples: [respondParams.parse({ note: "note-charm", choice: "play along" })],
  resolve({ state }, p) {
    const d = note(state, p.note, "charm-response");
    const who = state.characters[d.target as string]?.name ?? String(d.target);
    return {
      roll: null,
      events: [
        logged(`${who} chooses to ${p.choice}`, { note: p.note, choice: p.choice }),
        { type: "note.closed", id: p.note, resolution: p.choice },
      ],
    };
  },
});
