// Tests written to kill surviving mutants of read.ts (issue 21): Read a Situation's record, cost, note
// and odds; the questions of a Read (count, list, repeats, the player's own question, the log line);
// the answer to a Charm/Deceive.
import { describe, expect, it } from "vitest";
import { book, fails, fight, odds, run, someone, tableOf } from "../testing/helpers.js";

const o = book();
const readNote = (kind: "person" | "situation", count: number | null = null, open = true) => ({
  kind: "read-questions",
  text: "Read",
  data: {
    kind,
    actor: "a",
    target: kind === "person" ? "b" : null,
    success: true,
    margin: 2,
    count,
    roll: "r",
  },
  open,
});
const withNotes = (notes: Record<string, unknown>, opts = o) =>
  tableOf(opts, { a: someone("A"), b: someone("B") }, { notes: notes as never });

describe("Read a Situation", () => {
  it("LUC-OPT-9 the AWA check's record renamed, then a note with the margin against the GM's target", () => {
    const s = tableOf(o, { a: someone("A", { attributes: { AWA: 1 } }) });
    const r = run(s, "readSituation", { actor: "a", target: 10 }, [11]);
    expect(r.roll).toMatchObject({
      id: "roll-100",
      action: "readSituation",
      actor: "a",
      summary: "A's Read a Situation succeeds: 12 against 10",
      partition: "success",
    });
    expect(r.roll!.outcome).toMatchObject({ total: 12, target: 10, success: true, by: "d20" });
    expect(r.events).toEqual([
      { type: "roll", roll: r.roll },
      {
        type: "note.opened",
        id: "note-101",
        kind: "read-questions",
        text: "Read a Situation: the GM allows 1–3 questions from the list, answered truthfully",
        data: {
          kind: "situation",
          actor: "a",
          target: null,
          success: true,
          margin: 2,
          count: null,
          roll: "roll-100",
        },
      },
    ]);
    const failed = run(s, "readSituation", { actor: "a", target: 15 }, [3]);
    expect(failed.roll!.summary).toBe("A's Read a Situation fails: 4 against 15");
    expect(failed.events[1]).toMatchObject({ data: { success: false, margin: -11 } });
  });

  it("LUC-OPT-9 LUC-LUC-3 read by a Lucidity roll: no total, so no margin; the Lucidity spent is kept", () => {
    const s = tableOf(o, { a: someone("A", { attributes: { AWA: 1 }, lucidity: 10 }) });
    const r = run(s, "readSituation", { actor: "a", target: 12, lucidity: true }, [5]);
    expect(r.roll!.summary).toBe("A's Read a Situation succeeds: Lucidity roll 5 against 11");
    expect(r.events.map((e) => e.type)).toEqual(["roll", "character.changed", "note.opened"]);
    expect(r.events[0]).toEqual({ type: "roll", roll: r.roll });
    expect(r.events[2]).toMatchObject({ data: { success: true, margin: null, count: null } });
    expect(r.char("a").lucidity).toBe(9);
  });

  it("LUC-OPT-9 Read a Situation costs 2 actions in a fight, paid first", () => {
    const s = fight(tableOf(o, { a: someone("A"), b: someone("B") }), ["a", "b"]);
    const r = run(s, "readSituation", { actor: "a", target: 10 }, [10]);
    expect(r.events.map((e) => e.type)).toEqual(["budget.spent", "roll", "note.opened"]);
    expect(r.events[0]).toEqual({ type: "budget.spent", id: "a", kind: "action", amount: 2 });
  });

  it("LUC-OPT-9 its odds are an AWA check's at the GM's target", () => {
    const s = tableOf(o, { a: someone("A", { attributes: { AWA: 3, STR: -2 } }) });
    const p = { actor: "a", target: 12, buffs: ["high ground"] };
    expect(odds(s, "readSituation", p)).toEqual(odds(s, "check", { ...p, attribute: "AWA", cost: 2 }));
    expect(odds(s, "readSituation", p)).not.toEqual(odds(s, "check", { ...p, attribute: "STR", cost: 2 }));
  });
});

describe("askQuestions", () => {
  it("LUC-OPT-10 a Situation's list: the lines joined with ` | `, logged with the questions; the note closed", () => {
    const s = withNotes({ n: readNote("situation") });
    const questions = [
      { number: 3, answer: "the ogre" },
      { number: 7, text: "Where is the key?", answer: "under the mat" },
      { number: 7, text: "Who has it?", answer: "nobody" },
    ];
    const r = run(s, "askQuestions", { note: "n", count: 3, questions });
    expect(r.roll).toBeNull();
    expect(r.events).toEqual([
      {
        type: "lucidity.logged",
        text: "Read a Situation: Which enemy is the greatest threat? — the ogre | Where is the key? — under the mat | Who has it? — nobody",
        data: { note: "n", questions },
      },
      { type: "note.closed", id: "n", resolution: "3 question(s) answered" },
    ]);
  });

  it("LUC-OPT-8 a Person's list has 6 questions: number 6 is the player's own, 7 is refused", () => {
    const s = withNotes({ n: readNote("person") });
    const r = run(s, "askQuestions", {
      note: "n",
      count: 1,
      questions: [{ number: 5, text: "How could I get her to talk?", answer: "flattery" }],
    });
    expect(r.events[0]).toMatchObject({
      text: "Read a Person: How could I get her to talk? — flattery",
    });
    expect(r.events[1]).toEqual({ type: "note.closed", id: "n", resolution: "1 question(s) answered" });
    const first = run(s, "askQuestions", { note: "n", count: 1, questions: [{ number: 1, answer: "no" }] });
    expect(first.events[0]).toMatchObject({
      text: "Read a Person: Is the character telling the truth? — no",
    });
    expect(
      fails(() =>
        run(s, "askQuestions", {
          note: "n",
          count: 2,
          questions: [
            { number: 1, answer: "no" },
            { number: 7, text: "x", answer: "y" },
          ],
        }),
      ),
    ).toEqual({
      code: "invalid",
      message: "questions.1.number: the list has 6 questions",
      path: ["questions", 1, "number"],
    });
    expect(
      fails(() => run(s, "askQuestions", { note: "n", count: 1, questions: [{ number: 6, answer: "y" }] })),
    ).toEqual({
      code: "invalid",
      message: "questions.0.text: write the similar question",
      path: ["questions", 0, "text"],
    });
    // The Situation's list has 7: its 6th is an ordinary question, asked without text.
    const sit = run(withNotes({ n: readNote("situation") }), "askQuestions", {
      note: "n",
      count: 1,
      questions: [{ number: 6, answer: "the abbess" }],
    });
    expect(sit.events[0]).toMatchObject({ text: "Read a Situation: Who is in charge here? — the abbess" });
  });

  it("LUC-OPT-10 a question from the list is asked once; the player's own may be asked again", () => {
    const s = withNotes({ n: readNote("situation") });
    expect(
      fails(() =>
        run(s, "askQuestions", {
          note: "n",
          count: 3,
          questions: [
            { number: 2, answer: "a" },
            { number: 7, text: "q", answer: "b" },
            { number: 2, answer: "c" },
          ],
        }),
      ),
    ).toEqual({
      code: "invalid",
      message: "questions.2.number: question 2 is already asked",
      path: ["questions", 2, "number"],
    });
    const r = run(s, "askQuestions", {
      note: "n",
      count: 2,
      questions: [
        { number: 7, text: "q1", answer: "a" },
        { number: 7, text: "q2", answer: "b" },
      ],
    });
    expect(r.events[1]).toEqual({ type: "note.closed", id: "n", resolution: "2 question(s) answered" });
  });

  it("LUC-OPT-8 readQuestionCount = gm: the count is required and the questions must match it", () => {
    const s = withNotes({ n: readNote("person") });
    expect(
      fails(() => run(s, "askQuestions", { note: "n", questions: [{ number: 1, answer: "a" }] })),
    ).toEqual({
      code: "invalid",
      message: "count: the GM says how many questions (1–3)",
      path: ["count"],
    });
    expect(
      fails(() => run(s, "askQuestions", { note: "n", count: 3, questions: [{ number: 1, answer: "a" }] })),
    ).toEqual({ code: "invalid", message: "questions: 3 question(s) allowed, 1 asked", path: ["questions"] });
  });

  it("LUC-OPT-8 readQuestionCount = by-margin: the note's count; a different count is refused, none is fine", () => {
    const bm = book({ readQuestionCount: "by-margin" });
    const s = withNotes({ n: readNote("person", 2) }, bm);
    const two = [
      { number: 1, answer: "a" },
      { number: 2, answer: "b" },
    ];
    expect(run(s, "askQuestions", { note: "n", questions: two }).events[1]).toEqual({
      type: "note.closed",
      id: "n",
      resolution: "2 question(s) answered",
    });
    expect(run(s, "askQuestions", { note: "n", count: 2, questions: two }).events[1]).toMatchObject({
      resolution: "2 question(s) answered",
    });
    expect(fails(() => run(s, "askQuestions", { note: "n", count: 3, questions: two }))).toEqual({
      code: "invalid",
      message: "count: the roll's margin allows 2 question(s)",
      path: ["count"],
    });
    expect(
      fails(() => run(s, "askQuestions", { note: "n", questions: [{ number: 1, answer: "a" }] })),
    ).toEqual({ code: "invalid", message: "questions: 2 question(s) allowed, 1 asked", path: ["questions"] });
  });

  it("LUC-OPT-8 only an open read-questions note: another kind or an unknown one is not found; a settled one conflicts", () => {
    const s = withNotes({
      n: readNote("person"),
      c: { kind: "charm-response", text: "x", data: { target: "b" }, open: true },
      done: readNote("person", null, false),
    });
    const ask = (note: string) => () =>
      run(s, "askQuestions", { note, count: 1, questions: [{ number: 1, answer: "a" }] });
    expect(fails(ask("c"))).toEqual({
      code: "not_found",
      message: "no read-questions note 'c'",
      path: ["note"],
    });
    expect(fails(ask("zz"))).toEqual({
      code: "not_found",
      message: "no read-questions note 'zz'",
      path: ["note"],
    });
    expect(fails(ask("done"))).toEqual({
      code: "conflict",
      message: "note 'done' is already settled",
      path: ["note"],
    });
  });
});

describe("respondCharm", () => {
  it("LUC-OPT-4 the target plays along: logged by name, the note closed with the choice", () => {
    const s = withNotes({ c: { kind: "charm-response", text: "x", data: { target: "b" }, open: true } });
    const r = run(s, "respondCharm", { note: "c", choice: "play along" });
    expect(r.roll).toBeNull();
    expect(r.events).toEqual([
      { type: "lucidity.logged", text: "B chooses to play along", data: { note: "c", choice: "play along" } },
      { type: "note.closed", id: "c", resolution: "play along" },
    ]);
  });

  it("LUC-OPT-4 a target no longer at the table is named by its id", () => {
    const s = withNotes({ c: { kind: "charm-response", text: "x", data: { target: "gone" }, open: true } });
    expect(run(s, "respondCharm", { note: "c", choice: "call out" }).events[0]).toEqual({
      type: "lucidity.logged",
      text: "gone chooses to call out",
      data: { note: "c", choice: "call out" },
    });
  });

  it("LUC-OPT-4 only an open charm-response note", () => {
    const s = withNotes({
      n: readNote("person"),
      done: { kind: "charm-response", text: "x", data: { target: "b" }, open: false },
    });
    expect(fails(() => run(s, "respondCharm", { note: "n", choice: "play along" }))).toEqual({
      code: "not_found",
      message: "no charm-response note 'n'",
      path: ["note"],
    });
    expect(fails(() => run(s, "respondCharm", { note: "done", choice: "play along" }))).toEqual({
      code: "conflict",
      message: "note 'done' is already settled",
      path: ["note"],
    });
  });
});
