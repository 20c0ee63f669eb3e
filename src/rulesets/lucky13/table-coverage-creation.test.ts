// Issue 21: character creation proved at the table. A table builds a character with one of the
// ruleset's creation methods and its own dice (Session.create, as the server's character.create
// intent does with the table's generator), then seats it (character.added); the tests read the sheet
// the table holds and the dice its first roll throws. The d100s, and the d(N) of a catalog pick, are
// scripted per creation in the order creation throws them: abilities, skills, background, impairments.

import { describe, expect, it } from "vitest";
import { Session } from "../../engine/session.js";
import type { L13Options } from "./character/index.js";
import { lucky13 } from "./ruleset.js";
import { engineError, type L13Table, l13Table } from "./testing/table-coverage.js";

const balanced = { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" };
const manualSkills = (o: L13Options, die = "d6") => Object.fromEntries(o.skills.map((s) => [s.id, die]));
const empty = (raw: Record<string, unknown> = {}) => l13Table(raw, () => ({}), false);
const fifty = [50, 50, 50, 50, 50];

/** Creates, seats under `id`, and returns the seated sheet's dice. */
function seatNew(
  t: L13Table,
  id: string,
  method: string,
  input: Record<string, unknown>,
  faces: number[] = [],
) {
  const c = t.create(method, input, faces);
  const used = t.dice.used();
  t.seat(id, c);
  return { c, used, sheet: t.sheet(id) };
}

describe("ability dice at creation", () => {
  it("L13-ABIL-6 one method for all five abilities: random takes no assignment, an array needs all five, and the ruleset may allow only one", () => {
    const t = empty();
    expect(
      engineError(() => t.create("random", { name: "Mix", assignment: balanced }, fifty)).path.map(String),
    ).toEqual(["assignment"]);
    const { reflex: _, ...four } = balanced;
    const partial = engineError(() => t.create("balanced", { name: "Mix", assignment: four }));
    expect(partial.path.map(String)).toEqual(["abilities", "assignment", "reflex"]);
    expect(engineError(() => t.create("mixed", { name: "Mix" })).code).toBe("not_found");

    const arraysOnly = empty({ allowedAbilityMethods: ["array"] });
    const refused = engineError(() => arraysOnly.create("random", { name: "Rand" }, [...fifty, ...fifty]));
    expect(refused.path.map(String)).toEqual(["abilities", "method"]);
    expect(arraysOnly.dice.used()).toBe(0);
    expect(
      seatNew(arraysOnly, "arr", "balanced", { name: "Arr", assignment: balanced }, fifty).sheet.maxHp,
    ).toBe(40);
    const randomOnly = empty({ allowedAbilityMethods: ["random"] });
    expect(
      engineError(() => randomOnly.create("specialized", { name: "Arr", assignment: balanced })).code,
    ).toBe("invalid");
  });

  it("L13-ABIL-7 the random method maps each d100: 20 → d4, 21 → d6, 60 → d8, 61 → d10, 100 → d12 (and 1, 40, 41, 80, 81)", () => {
    const t = empty();
    const a = seatNew(t, "a", "random", { name: "A" }, [20, 21, 60, 61, 100, ...fifty]);
    expect(a.c.abilities).toEqual({ will: "d4", charm: "d6", pulse: "d8", intellect: "d10", reflex: "d12" });
    // Ten d100s and no more: a 100 does not explode, a 1 does not implode.
    expect(a.used).toBe(10);
    expect(a.sheet).toMatchObject({ maxHp: 30, hp: 30 });
    const b = seatNew(t, "b", "random", { name: "B" }, [1, 40, 41, 80, 81, ...fifty]);
    expect(b.c.abilities).toEqual({ will: "d4", charm: "d6", pulse: "d8", intellect: "d10", reflex: "d12" });
    expect(t.session.log.map((e) => e.event.type)).toEqual(["character.added", "character.added"]);
    // The seated dice are the ones the table throws.
    const r = t.act(
      "check",
      { actor: "a", ability: "reflex", skill: "fighting", difficulty: "easy" },
      [2, 2, 2],
    );
    expect(r.shape[0]).toEqual(["ability", 12]);
  });

  it("L13-ABIL-8 the n-th d100 sets the n-th ability (Will, Charm, Pulse, Intellect, Reflex); nothing swaps or rerolls", () => {
    const t = empty();
    const { c } = seatNew(t, "a", "random", { name: "A" }, [100, 1, 50, 30, 70, ...fifty]);
    expect(c.abilities).toEqual({ will: "d12", charm: "d4", pulse: "d8", intellect: "d6", reflex: "d10" });
    for (const extra of [{ swap: ["will", "reflex"] }, { reroll: "charm" }]) {
      expect(
        engineError(() => t.create("random", { name: "B", ...extra }, [100, 1, 50, 30, 70, ...fifty])).code,
      ).toBe("invalid");
    }
  });

  it("L13-ABIL-9 the balanced array is exactly d10, d8, d6, d6, d4, placed in any order", () => {
    const t = empty();
    const ok = seatNew(t, "ok", "balanced", { name: "Ok", assignment: balanced }, fifty);
    expect(ok.c.abilities).toEqual(balanced);
    expect(ok.sheet.maxHp).toBe(40);
    for (const assignment of [
      { will: "d10", charm: "d10", pulse: "d6", intellect: "d6", reflex: "d4" },
      { will: "d12", charm: "d8", pulse: "d6", intellect: "d6", reflex: "d4" },
    ]) {
      const e = engineError(() => t.create("balanced", { name: "Bad", assignment }, fifty));
      expect(e.path.map(String)).toEqual(["abilities", "assignment"]);
      expect(e.message).toMatch(/balanced array/);
      // Refused before a die was thrown.
      expect(t.dice.used()).toBe(0);
    }
  });

  it("L13-ABIL-10 the specialized array: any five of d12, d10, d6, d6, d6, d4, d4; or exactly the designer's five", () => {
    const t = empty();
    const pick = { will: "d4", charm: "d6", pulse: "d12", intellect: "d6", reflex: "d10" };
    expect(seatNew(t, "ok", "specialized", { name: "Ok", assignment: pick }, fifty).sheet.maxHp).toBe(50);
    for (const assignment of [
      { ...pick, will: "d8" },
      { ...pick, reflex: "d12" },
      { will: "d4", charm: "d4", pulse: "d4", intellect: "d6", reflex: "d6" },
    ]) {
      expect(
        engineError(() => t.create("specialized", { name: "Bad", assignment }, fifty)).path.map(String),
      ).toEqual(["abilities", "assignment"]);
    }
    const exact = empty({
      arrays: { specialized: ["d12", "d8", "d6", "d6", "d4"] },
      specializedArrayMode: "exact",
    });
    const own = { will: "d4", charm: "d6", pulse: "d12", intellect: "d6", reflex: "d8" };
    expect(seatNew(exact, "own", "specialized", { name: "Own", assignment: own }, fifty).c.abilities).toEqual(
      own,
    );
    expect(
      engineError(() => exact.create("specialized", { name: "Bad", assignment: pick }, fifty)).code,
    ).toBe("invalid");
  });
});

describe("skill dice at creation", () => {
  it("L13-SKILL-3 random (the default): one d100 per skill, in the ruleset's order, on the ability table", () => {
    const t = empty();
    const { c, used } = seatNew(t, "a", "balanced", { name: "A", assignment: balanced }, [5, 25, 45, 65, 85]);
    expect(c.skills).toEqual({
      spellcasting: "d4",
      scholarship: "d6",
      healing: "d8",
      sneaking: "d10",
      fighting: "d12",
    });
    expect(used).toBe(5);
    expect(
      engineError(() =>
        t.create("balanced", { name: "B", assignment: balanced, skills: manualSkills(t.options) }),
      ).path,
    ).toEqual(["skills"]);
  });

  it("L13-SKILL-3 linkedAbility copies each skill's linked ability die, with no dice thrown", () => {
    const t = empty({
      skillGeneration: "linkedAbility",
      skillLinks: {
        spellcasting: "intellect",
        scholarship: "intellect",
        healing: "will",
        sneaking: "reflex",
        fighting: "pulse",
      },
    });
    const { c, used } = seatNew(t, "a", "balanced", { name: "A", assignment: balanced });
    expect(c.skills).toEqual({
      spellcasting: "d4",
      scholarship: "d4",
      healing: "d6",
      sneaking: "d8",
      fighting: "d10",
    });
    expect(used).toBe(0);
  });

  it("L13-SKILL-3 array, pointBuy and manual take the player's dice and check them against the designer's rule", () => {
    const arr = empty({ skillGeneration: "array", skillArray: ["d10", "d8", "d6", "d6", "d4"] });
    const given = { spellcasting: "d6", scholarship: "d4", healing: "d10", sneaking: "d6", fighting: "d8" };
    expect(
      seatNew(arr, "a", "balanced", { name: "A", assignment: balanced, skills: given }).c.skills,
    ).toEqual(given);
    expect(
      engineError(() =>
        arr.create("balanced", { name: "B", assignment: balanced, skills: { ...given, fighting: "d10" } }),
      ).path,
    ).toEqual(["skills"]);

    const buy = empty({
      skillGeneration: "pointBuy",
      skillPointBuy: { budget: 10, costs: { d4: 1, d6: 2, d8: 3, d10: 4, d12: 5 } },
    });
    expect(
      seatNew(buy, "a", "balanced", { name: "A", assignment: balanced, skills: manualSkills(buy.options) }).c
        .skills.fighting,
    ).toBe("d6");
    const over = engineError(() =>
      buy.create("balanced", {
        name: "B",
        assignment: balanced,
        skills: { ...manualSkills(buy.options), fighting: "d8" },
      }),
    );
    expect(over.message).toMatch(/costs 11, the budget is 10/);

    const manual = empty({ skillGeneration: "manual" });
    expect(
      seatNew(manual, "a", "balanced", {
        name: "A",
        assignment: balanced,
        skills: manualSkills(manual.options, "d12"),
      }).c.skills.healing,
    ).toBe("d12");
    expect(
      engineError(() =>
        manual.create("balanced", {
          name: "B",
          assignment: balanced,
          skills: { ...manualSkills(manual.options), fighting: "d20" },
        }),
      ).path.map(String),
    ).toEqual(["skills", "fighting"]);
  });
});

describe("backgrounds, impairments and starting specializations", () => {
  const catalogs = {
    skillGeneration: "manual",
    backgroundCatalog: [{ name: "Sailor" }, { name: "Smith" }, { name: "Scribe" }],
    impairmentCatalog: [{ name: "Night blindness" }, { name: "Limp" }, { name: "Stutter" }],
  };
  const base = (t: L13Table, extra: Record<string, unknown> = {}) => ({
    name: "Wren",
    assignment: balanced,
    skills: manualSkills(t.options),
    ...extra,
  });

  it("L13-BKG-5 a background is picked from the catalog, rolled on the table's dice (one d3 here), or invented with the GM's approval", () => {
    const t = empty(catalogs);
    expect(
      seatNew(t, "a", "balanced", base(t, { background: { kind: "catalog", name: "smith" } })).c.background,
    ).toEqual({
      name: "Smith",
      description: "",
      approved: true,
    });
    const rolled = seatNew(t, "b", "balanced", base(t, { background: { kind: "random" } }), [3]);
    expect(rolled.used).toBe(1);
    expect(rolled.c.background!.name).toBe("Scribe");
    const unapproved = engineError(() =>
      t.create(
        "balanced",
        base(t, { background: { kind: "invented", name: "Lighthouse keeper", gmApproved: false } }),
      ),
    );
    expect(unapproved.path.map(String)).toEqual(["background", "gmApproved"]);
    const invented = seatNew(
      t,
      "c",
      "balanced",
      base(t, { background: { kind: "invented", name: "Lighthouse keeper", gmApproved: true } }),
    );
    expect(invented.c.background).toMatchObject({ name: "Lighthouse keeper", approved: true });
    // The background is then the table's to invoke: advantage on the ability slot.
    const r = t.act(
      "check",
      { actor: "b", ability: "will", skill: "healing", difficulty: "easy", background: true },
      [2, 5, 2, 2],
    );
    expect(r.outcome.modifiers.advantage).toEqual(["Scribe"]);
    expect(r.outcome.total).toBe(9);
    // The engine ships no catalog.
    const bare = empty({ skillGeneration: "manual" });
    expect(
      engineError(() => bare.create("balanced", base(bare, { background: { kind: "random" } }))).message,
    ).toMatch(/catalog is empty/);
  });

  it("L13-BKG-5 a rolled background is uniform over the catalog on a seeded table (chi-square)", () => {
    const s = new Session(lucky13, { options: catalogs, seed: "L13-BKG-5" });
    const counts = new Map<string, number>();
    const n = 1200;
    for (let i = 0; i < n; i++) {
      const c = s.create("balanced", {
        name: "W",
        assignment: balanced,
        skills: manualSkills(s.options),
        background: { kind: "random" },
      });
      counts.set(c.background!.name, (counts.get(c.background!.name) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(["Sailor", "Scribe", "Smith"]);
    const chi2 = [...counts.values()].reduce((a, c) => a + (c - n / 3) ** 2 / (n / 3), 0);
    expect(chi2).toBeLessThan(13.82); // 2 degrees of freedom, p = 0.001
  });

  it("L13-IMP-2 the player says whether there are impairments at all; each is taken from the catalog or rolled on the table's dice", () => {
    const t = empty(catalogs);
    const none = seatNew(t, "a", "balanced", base(t, { impairments: { has: false } }));
    expect(none.c.impairments).toEqual([]);
    expect(none.used).toBe(0);
    const two = seatNew(
      t,
      "b",
      "balanced",
      base(t, { impairments: { has: true, picks: [{ kind: "catalog", name: "limp" }, { kind: "random" }] } }),
      [3],
    );
    expect(two.c.impairments.map((i) => i.name)).toEqual(["Limp", "Stutter"]);
    expect(two.used).toBe(1);
    expect(
      engineError(() => t.create("balanced", base(t, { impairments: { has: true, picks: [] } }))).path.map(
        String,
      ),
    ).toEqual(["impairments", "picks"]);
    const twice = engineError(() =>
      t.create(
        "balanced",
        base(t, {
          impairments: { has: true, picks: [{ kind: "catalog", name: "Limp" }, { kind: "random" }] },
        }),
        [2],
      ),
    );
    expect(twice.message).toMatch(/already taken/);
    // In play the impairment is the table's: disadvantage on the ability slot.
    const r = t.act(
      "check",
      { actor: "b", ability: "will", skill: "healing", difficulty: "easy", impairment: true },
      [5, 2, 2, 2],
    );
    expect(r.outcome.modifiers.disadvantage).toEqual(["Limp"]);
    expect(r.outcome.total).toBe(6);
    const bare = empty({ skillGeneration: "manual" });
    expect(
      engineError(() =>
        bare.create("balanced", base(bare, { impairments: { has: true, picks: [{ kind: "random" }] } })),
      ).message,
    ).toMatch(/catalog is empty/);
  });

  const specs = (n: number) =>
    ["Knots", "Rigging", "Tides", "Shanties", "Navigation", "Gutting", "Haggling"]
      .slice(0, n)
      .map((name, i) => ({ name, skill: ["healing", "sneaking", "scholarship"][i % 3]! }));

  it("L13-IMP-3 with startingSpecializations 3, an impairment lets a fourth be taken at level 1; one bonus however many, unless perImpairment", () => {
    const t = empty({ ...catalogs, startingSpecializations: 3 });
    const one = { has: true, picks: [{ kind: "catalog", name: "Limp" }] };
    const two = {
      has: true,
      picks: [
        { kind: "catalog", name: "Limp" },
        { kind: "catalog", name: "Stutter" },
      ],
    };
    const four = seatNew(t, "a", "balanced", base(t, { specializations: specs(4), impairments: one }));
    expect(four.c.specializations.map((s) => s.level)).toEqual([1, 1, 1, 1]);
    const without = engineError(() => t.create("balanced", base(t, { specializations: specs(4) })));
    expect(without.path.map(String)).toEqual(["specializations"]);
    expect(without.message).toMatch(/at most 3/);
    expect(
      engineError(() => t.create("balanced", base(t, { specializations: specs(5), impairments: two })))
        .message,
    ).toMatch(/at most 4/);
    const per = empty({ ...catalogs, startingSpecializations: 3, impairmentBonusMode: "perImpairment" });
    expect(
      seatNew(per, "a", "balanced", base(per, { specializations: specs(5), impairments: two })).c
        .specializations,
    ).toHaveLength(5);
  });

  it("L13-IMP-2 (Decision) the GM adds an impairment later, named or rolled (a d3 here), and no specialization comes with it", () => {
    const t = empty({ ...catalogs, startingSpecializations: 3 });
    seatNew(t, "a", "balanced", base(t, { specializations: specs(3) }));
    const id = "a";
    const named = t.act("impair", { target: id, impairment: "night BLINDNESS" });
    expect([named.used, named.roll]).toEqual([0, null]);
    expect(t.character(id).impairments.map((i) => i.name)).toEqual(["Night blindness"]);
    expect(t.character(id).specializations).toHaveLength(3);
    const rolled = t.act("impair", { target: id }, [2]);
    expect(rolled.shape).toEqual([["impairment", 3]]);
    expect(rolled.outcome).toEqual({ impairment: "Limp" });
    expect(rolled.roll!.summary).toMatch(
      /gains the impairment "Limp" \(no bonus specialization after creation\)/,
    );
    expect(t.character(id).impairments.map((i) => i.name)).toEqual(["Night blindness", "Limp"]);
    // Twice the same, one not in the catalog, or a table without impairments: refused, naming the field.
    expect(engineError(() => t.act("impair", { target: id, impairment: "Limp" })).message).toMatch(
      /already has the impairment "Limp"/,
    );
    expect(engineError(() => t.act("impair", { target: id, impairment: "Gout" })).path.map(String)).toEqual([
      "impairment",
      "name",
    ]);
    const off = empty({ ...catalogs, useImpairments: false });
    seatNew(off, "b", "balanced", base(off));
    expect(engineError(() => off.act("impair", { target: "b", impairment: "Limp" })).message).toMatch(
      /not used by this ruleset/,
    );
    // The form offers the catalog's names.
    expect(
      lucky13.actions.impair!.choices!({ state: t.session.state, options: t.options }, {}).impairment,
    ).toEqual(["Night blindness", "Limp", "Stutter"].map((n) => ({ value: n, label: n })));
  });

  it("L13-SPEC-10 the designer sets how many specializations creation takes: no limit by default, else that many", () => {
    const t = empty(catalogs);
    const seven = seatNew(t, "a", "balanced", base(t, { specializations: specs(7) }));
    expect(seven.c.specializations).toHaveLength(7);
    expect(seven.c.specializations.every((s) => s.level === 1)).toBe(true);
    const two = empty({ ...catalogs, startingSpecializations: 2 });
    expect(
      seatNew(two, "a", "balanced", base(two, { specializations: specs(2) })).c.specializations,
    ).toHaveLength(2);
    expect(
      engineError(() => two.create("balanced", base(two, { specializations: specs(3) }))).message,
    ).toMatch(/at most 2/);
    const zero = empty({ ...catalogs, startingSpecializations: 0 });
    expect(
      engineError(() => zero.create("balanced", base(zero, { specializations: specs(1) }))).path.map(String),
    ).toEqual(["specializations"]);
  });
});
