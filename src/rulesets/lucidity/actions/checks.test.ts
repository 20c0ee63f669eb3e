import { describe, expect, it } from "vitest";
import { book, odds, run, someone, tableOf, tomasWith, ysoldeWith } from "../testing/helpers.js";

const o = book();
const table = (chars: Record<string, ReturnType<typeof someone>>, opts = o) => tableOf(opts, chars);
const outcome = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;

describe("checks at the table", () => {
  it("LUC-CHECK-1 face 12 + STR +1 + Swords 2 + a Buff showing 5 against 15 → 20, success", () => {
    const s = table({ a: someone("A", { attributes: { STR: 1 }, skills: { Swords: 2 } }) });
    const r = run(
      s,
      "check",
      { actor: "a", attribute: "STR", skill: "Swords", target: 15, buffs: ["high ground"] },
      [12, 5],
    );
    expect(outcome(r)).toMatchObject({ total: 20, success: true });
    expect(r.roll!.partition).toBe("success");
  });

  it("LUC-SKILL-2 a roll with a skill adds its rank; an Armor or Language skill adds nothing", () => {
    const s = table({
      a: someone("A", { skills: { Study: 4 }, unrankedSkills: [{ name: "Elvish", kind: "language" }] }),
    });
    expect(
      outcome(run(s, "check", { actor: "a", attribute: "KNO", skill: "Study", target: 10 }, [6])),
    ).toMatchObject({ total: 10 });
    expect(
      outcome(run(s, "check", { actor: "a", attribute: "KNO", skill: "Elvish", target: 10 }, [6])),
    ).toMatchObject({ total: 6 });
  });

  it("LUC-ATTR-3 every roll names its attribute; the catalog shows each attribute's domain", () => {
    const s = table({ a: someone("A") });
    expect(() => run(s, "check", { actor: "a", target: 10 }, [10])).toThrow(/attribute/);
  });

  it("LUC-BB-1 Buffs and Breaks carry their reasons into the log", () => {
    const s = table({ a: someone("A") });
    const r = run(
      s,
      "check",
      { actor: "a", attribute: "DEX", target: 10, buffs: ["a good map", "daylight"], breaks: ["rain"] },
      [10, 4],
    );
    const m = outcome(r).modifiers as {
      buffs: { source: string }[];
      breaks: { source: string }[];
      net: number;
    };
    expect(m.buffs.map((b) => b.source)).toEqual(["a good map", "daylight"]);
    expect(m.breaks.map((b) => b.source)).toEqual(["rain"]);
    expect(m.net).toBe(1);
  });

  it("LUC-LUC-3 a Lucidity roll is declared before rolling; after-roll lets a failed d20 be replaced; NPCs have none", () => {
    const s = table({ a: ysoldeWith(), n: someone("Guard", { npc: true }) });
    expect(() =>
      run(s, "check", { actor: "a", attribute: "CON", target: 30, lucidity: "if-failed" }, [5, 5]),
    ).toThrow(/declared before/);
    const late = tableOf(book({ substituteTiming: "after-roll" }), { a: ysoldeWith() });
    const r = run(late, "check", { actor: "a", attribute: "CON", target: 30, lucidity: "if-failed" }, [5, 5]);
    expect(outcome(r)).toMatchObject({ success: true, by: "lucidity" });
    expect(r.char("a").lucidity).toBe(13);
    expect(() => run(s, "check", { actor: "n", attribute: "CON", target: 10, lucidity: true }, [5])).toThrow(
      /no Lucidity/,
    );
  });

  it("LUC-LUC-5 Lucidity 12, CON +2: face 9 succeeds and spends 1 (11); face 17 fails and costs nothing", () => {
    const s = table({ a: someone("A", { attributes: { CON: 2 }, lucidity: 12 }) });
    const win = run(s, "check", { actor: "a", attribute: "CON", target: 25, lucidity: true }, [9]);
    expect(outcome(win)).toMatchObject({ success: true, lucidityTarget: 14 });
    expect(win.char("a").lucidity).toBe(11);
    const lose = run(s, "check", { actor: "a", attribute: "CON", target: 25, lucidity: true }, [17]);
    expect(lose.char("a").lucidity).toBe(12);
  });

  it("LUC-LUC-7 a named Lucidity (CON) roll adds CON; one with no attribute adds 0", () => {
    const s = table({ a: someone("A", { attributes: { CON: 2 }, lucidity: 12 }) });
    expect(outcome(run(s, "lucidityRoll", { actor: "a", attribute: "CON" }, [14]))).toMatchObject({
      target: 14,
      success: true,
    });
    expect(outcome(run(s, "lucidityRoll", { actor: "a" }, [14]))).toMatchObject({
      target: 12,
      success: false,
    });
    expect(odds(s, "lucidityRoll", { actor: "a", attribute: "CON" }).partition.success).toBeCloseTo(0.7, 15);
  });

  it("a Lucidity roll's summary names its purpose only when one is given (not 'roll for a Lucidity roll')", () => {
    const s = table({ a: someone("A", { attributes: { CON: 2 }, lucidity: 12 }) });
    expect(run(s, "lucidityRoll", { actor: "a", attribute: "CON" }, [14]).roll!.summary).toBe(
      "A's Lucidity (CON) roll: 14 against 14, success",
    );
    expect(
      run(s, "lucidityRoll", { actor: "a", attribute: "CON", purpose: "keeping hold of the rope" }, [15])
        .roll!.summary,
    ).toBe("A's Lucidity (CON) roll for keeping hold of the rope: 15 against 14, failure");
  });

  it("LUC-LUC-8 a substituted Lucidity roll takes no Buffs, ranks or bonuses; only the GM's modifier moves it", () => {
    const s = table({ a: someone("A", { attributes: { CON: 2 }, lucidity: 12, skills: { Study: 3 } }) });
    const r = run(
      s,
      "check",
      {
        actor: "a",
        attribute: "CON",
        skill: "Study",
        target: 30,
        bonus: 4,
        buffs: ["x"],
        gmModifier: -3,
        lucidity: true,
      },
      [11],
    );
    expect(outcome(r)).toMatchObject({ lucidityTarget: 11, success: true });
    expect(r.roll!.dice).toHaveLength(1);
    // buffsApplyToLucidity: the Buff die moves the target.
    const opt = tableOf(book({ buffsApplyToLucidity: true }), {
      a: someone("A", { attributes: { CON: 2 }, lucidity: 12 }),
    });
    const b = run(
      opt,
      "check",
      { actor: "a", attribute: "CON", target: 30, buffs: ["x"], lucidity: true },
      [18, 4],
    );
    expect(outcome(b)).toMatchObject({ lucidityTarget: 18, success: true });
  });

  it("LUC-TRAIT-10 Inspirator after the face: CHA is added only when it turns a failure into a success, then it is spent", () => {
    const s = tableOf(o, { y: ysoldeWith(), t: tomasWith() });
    const helped = run(
      s,
      "check",
      { actor: "y", attribute: "CHA", skill: "Charm", target: 13, inspiredBy: "t" },
      [11],
    );
    expect(outcome(helped)).toMatchObject({ total: 13, success: true, inspired: true });
    expect(helped.char("t").effects.inspirationUsed).toBe(true);
    expect(() =>
      run(helped.state, "check", { actor: "y", attribute: "CHA", target: 13, inspiredBy: "t" }, [11]),
    ).toThrow(/used Inspirator/);
    const unneeded = run(
      s,
      "check",
      { actor: "y", attribute: "CHA", skill: "Charm", target: 13, inspiredBy: "t" },
      [15],
    );
    expect(unneeded.char("t").effects.inspirationUsed).toBe(false);
    const before = tableOf(book({ inspiratorTiming: "before-roll" }), { y: ysoldeWith(), t: tomasWith() });
    const always = run(
      before,
      "check",
      { actor: "y", attribute: "CHA", skill: "Charm", target: 13, inspiredBy: "t" },
      [15],
    );
    expect(outcome(always)).toMatchObject({ total: 17, inspired: true });
  });

  it("LUC-TRAIT-10 LUC-CHECK-3 Inspirator in a contest: CHA is added when it turns a tie or a loss into a win, then spent; the odds count it", () => {
    const s = tableOf(o, { y: ysoldeWith(), t: tomasWith(), z: someone("Zed") });
    const contest = { actor: "y", target: "z", attribute: "CHA", targetAttribute: "CHA", inspiredBy: "t" };
    // Ysolde's CHA −1: 12 − 1 = 11 against 11 is a tie, which goes to the defender (opposedTies
    // defender); Tomas's CHA 1 makes it 12, a win, and his Inspirator is used.
    const helped = run(s, "opposed", contest, [12, 11]);
    expect(outcome(helped)).toMatchObject({ success: true, actorTotal: 12, targetTotal: 11, inspired: true });
    expect(helped.char("t").effects.inspirationUsed).toBe(true);
    expect(() => run(helped.state, "opposed", contest, [12, 11])).toThrow(/used Inspirator/);
    // Not needed (12 against 11 wins already), or not enough (10 + 1 only ties 11): not added, not spent.
    for (const faces of [
      [13, 11],
      [11, 11],
    ]) {
      const r = run(s, "opposed", contest, faces);
      expect(outcome(r)).toMatchObject({
        actorTotal: faces[0]! - 1,
        success: faces[0] === 13,
        inspired: false,
      });
      expect(r.char("t").effects.inspirationUsed).toBe(false);
    }
    // Without the inspirer, the tie loses.
    const { inspiredBy: _, ...alone } = contest;
    expect(outcome(run(s, "opposed", alone, [12, 11]))).toMatchObject({ success: false, inspired: false });
    // Odds, a d20 − 1 against a d20: alone the actor wins when 2 or more ahead on the faces
    // (171 of 400 pairs); with the CHA when it helps, whenever ahead on the faces (190 of 400).
    expect(odds(s, "opposed", alone).partition.success).toBeCloseTo(171 / 400, 12);
    expect(odds(s, "opposed", contest).partition.success).toBeCloseTo(190 / 400, 12);
  });

  it("LUC-TRAIT-14 Educated: +1 with Swords 0, nothing with Swords 2", () => {
    const traits = [{ name: "Educated" }, { name: "Hunk" }, { name: "Guts" }];
    const s = table({ a: someone("A", { traits }), b: someone("B", { traits, skills: { Swords: 2 } }) });
    expect(
      outcome(run(s, "check", { actor: "a", attribute: "STR", skill: "Swords", target: 10 }, [10])),
    ).toMatchObject({ total: 11 });
    expect(
      outcome(run(s, "check", { actor: "b", attribute: "STR", skill: "Swords", target: 10 }, [10])),
    ).toMatchObject({ total: 12 });
  });

  it("LUC-TRAIT-26 Rumor-monger: 1 Buff when gathering information", () => {
    const s = table({ a: someone("A") });
    const r = run(s, "check", { actor: "a", attribute: "AWA", target: 10, tags: ["information"] }, [8, 3]);
    expect(outcome(r)).toMatchObject({ total: 11 });
  });

  it("LUC-TRAIT-29 Mental Clarity: an AWA skill roll with 1 Buff and 2 Breaks nets +1 (1 d6 added)", () => {
    const traits = [{ name: "Mental Clarity" }, { name: "Hunk" }, { name: "Guts" }];
    const s = table({ a: someone("A", { traits, skills: { Surveillance: 1 } }) });
    const r = run(
      s,
      "check",
      {
        actor: "a",
        attribute: "AWA",
        skill: "Surveillance",
        target: 10,
        buffs: ["quiet"],
        breaks: ["dark", "tired"],
      },
      [8, 4],
    );
    expect(outcome(r)).toMatchObject({ total: 13 });
    // ranked-skill-rolls: without a rank the Breaks count again (net −1).
    const scoped = tableOf(book({ mentalClarityScope: "ranked-skill-rolls" }), {
      a: someone("A", { traits }),
    });
    expect(
      outcome(
        run(
          scoped,
          "check",
          { actor: "a", attribute: "AWA", target: 10, buffs: ["q"], breaks: ["d", "t"] },
          [8, 4],
        ),
      ),
    ).toMatchObject({ total: 4 });
  });

  it("LUC-TRAIT-30 Natural Immunity: 1 Buff against disease", () => {
    const s = table({
      a: someone("A", { traits: [{ name: "Natural Immunity" }, { name: "Hunk" }, { name: "Guts" }] }),
    });
    expect(
      outcome(run(s, "check", { actor: "a", attribute: "CON", target: 12, tags: ["disease"] }, [9, 2])),
    ).toMatchObject({ total: 11 });
  });

  it("LUC-TRAIT-31 Fellowship: 1 Buff on WIL rolls for the whole group, not stacking unless fellowshipStacks", () => {
    const s = table({ a: someone("A", { companionTraits: ["Fellowship", "Fellowship"] }) });
    expect(outcome(run(s, "check", { actor: "a", attribute: "WIL", target: 12 }, [9, 2]))).toMatchObject({
      total: 11,
    });
    const stacks = tableOf(book({ fellowshipStacks: true }), {
      a: someone("A", { companionTraits: ["Fellowship", "Fellowship"] }),
    });
    expect(
      outcome(run(stacks, "check", { actor: "a", attribute: "WIL", target: 12 }, [9, 2, 5])),
    ).toMatchObject({ total: 14 });
  });

  it("LUC-TRAIT-7 Wingman on an ally's CHA: the Charm roll gets 1 Buff; a failed STR roll ends it until a rest", () => {
    const s = tableOf(o, { y: ysoldeWith(), t: tomasWith() });
    const w = run(s, "wingman", { actor: "y", ally: "t", attribute: "CHA", wellKnown: true });
    expect(w.char("t").effects.wingman).toEqual({ from: "y", attribute: "CHA" });
    const charm = run(w.state, "check", { actor: "t", attribute: "CHA", skill: "Charm", target: 10 }, [5, 2]);
    expect(outcome(charm)).toMatchObject({ total: 11, success: true });
    const fail = run(charm.state, "check", { actor: "t", attribute: "STR", target: 20 }, [3]);
    expect(fail.char("t").effects.wingman).toBeNull();
    expect(fail.char("t").effects.wingmanSpent).toBe(true);
    expect(() =>
      run(fail.state, "wingman", { actor: "y", ally: "t", attribute: "CHA", wellKnown: true }),
    ).toThrow(/until a rest/);
    expect(() => run(s, "wingman", { actor: "y", ally: "t", attribute: "CHA", wellKnown: false })).toThrow(
      /knows well/,
    );
  });

  it("LUC-TRAIT-21 Debator: in a discussion, KNO stands in for CHA", () => {
    const traits = [{ name: "Debator" }, { name: "Hunk" }, { name: "Guts" }];
    const s = table({ a: someone("A", { traits, attributes: { KNO: 3, CHA: -2 } }), b: someone("B") });
    const r = run(s, "charm", { actor: "a", target: "b", debate: true }, [10, 12]);
    expect(outcome(r)).toMatchObject({ actorTotal: 13, targetTotal: 12, success: true });
  });

  it("LUC-OPT-4 Charm/Deceive (1 action): CHA vs AWA; on success the target plays along or calls it out, logged", () => {
    const s = table({
      a: someone("A", { attributes: { CHA: 2 } }),
      b: someone("B", { attributes: { AWA: 1 } }),
    });
    const r = run(s, "charm", { actor: "a", target: "b" }, [12, 10]);
    const note = Object.entries(r.state.notes).find(([, n]) => n.kind === "charm-response")!;
    expect(note[1].data).toMatchObject({ choices: ["play along", "call out"] });
    const answered = run(r.state, "respondCharm", { note: note[0], choice: "call out" });
    expect(answered.state.notes[note[0]]!.open).toBe(false);
    expect(answered.events[0]).toMatchObject({ type: "lucidity.logged", text: "B chooses to call out" });
    expect(() => run(r.state, "respondCharm", { note: note[0], choice: "shrug" })).toThrow(/choice/);
    // A tie or less: no note.
    expect(Object.keys(run(s, "charm", { actor: "a", target: "b" }, [9, 10]).state.notes)).toHaveLength(0);
  });

  it("LUC-OPT-8 Read a Person (2 actions): AWA vs CHA, then the GM allows 1–3 questions from the list", () => {
    const s = table({ a: someone("A", { attributes: { AWA: 2 } }), b: someone("B") });
    const r = run(s, "readPerson", { actor: "a", target: "b" }, [10, 9]);
    const [id] = Object.keys(r.state.notes);
    expect(r.state.notes[id!]!.data).toMatchObject({ kind: "person", success: true, margin: 3, count: null });
    const ask = (questions: unknown[], count?: number) =>
      run(r.state, "askQuestions", { note: id, questions, ...(count ? { count } : {}) });
    expect(() => ask([{ number: 1, answer: "yes" }])).toThrow(/GM says how many/);
    expect(() => ask([{ number: 1, answer: "yes" }], 2)).toThrow(/2 question\(s\) allowed/);
    expect(() =>
      ask(
        [
          { number: 1, answer: "a" },
          { number: 1, answer: "b" },
        ],
        2,
      ),
    ).toThrow(/already asked/);
    const ok = ask(
      [
        { number: 6, text: "Who sent you?", answer: "the abbess" },
        { number: 6, text: "Why now?", answer: "the moon" },
      ],
      2,
    );
    expect(ok.state.notes[id!]!.open).toBe(false);
  });

  it("LUC-OPT-8 readQuestionCount = by-margin: failure 1, success 2, success by 5+ 3", () => {
    const s = tableOf(book({ readQuestionCount: "by-margin" }), { a: someone("A"), b: someone("B") });
    const count = (f: number[]) =>
      Object.values(run(s, "readPerson", { actor: "a", target: "b" }, f).state.notes)[0]!.data;
    expect(count([10, 12])).toMatchObject({ count: 1 });
    expect(count([12, 10])).toMatchObject({ count: 2 });
    expect(count([15, 10])).toMatchObject({ count: 3 });
  });

  it("LUC-OPT-9 Read a Situation: an AWA roll against the GM's target, then the questions", () => {
    const s = table({ a: someone("A", { attributes: { AWA: 1 } }) });
    const r = run(s, "readSituation", { actor: "a", target: 12 }, [11]);
    expect(r.roll).toMatchObject({ action: "readSituation", partition: "success" });
    expect(Object.values(r.state.notes)[0]).toMatchObject({
      kind: "read-questions",
      data: { kind: "situation", success: true },
    });
  });

  it("LUC-OPT-10 the question lists have 6 and 7 entries, the last one the player's own; answers are logged", () => {
    const s = table({ a: someone("A") });
    const r = run(s, "readSituation", { actor: "a", target: 1 }, [11]);
    const [id] = Object.keys(r.state.notes);
    expect(() =>
      run(r.state, "askQuestions", { note: id, count: 1, questions: [{ number: 7, answer: "x" }] }),
    ).toThrow(/write the similar question/);
    const ok = run(r.state, "askQuestions", {
      note: id,
      count: 1,
      questions: [{ number: 3, answer: "the ogre" }],
    });
    expect(ok.events[0]).toMatchObject({
      type: "lucidity.logged",
      text: expect.stringContaining("Which enemy is the greatest threat? — the ogre"),
    });
  });

  it("LUC-CHECK-3 an opposed roll: 15 against 15 → the actor fails", () => {
    const s = table({
      a: someone("A", { attributes: { CHA: 1 } }),
      b: someone("B", { attributes: { AWA: 2 } }),
    });
    const r = run(
      s,
      "opposed",
      { actor: "a", target: "b", attribute: "CHA", targetAttribute: "AWA" },
      [14, 13],
    );
    expect(outcome(r)).toMatchObject({ actorTotal: 15, targetTotal: 15, success: false });
  });
});
