// Mutation tests (issue 21): Adventure Point awards and purchases at their edges — the guideline's
// bounds, specialization IDs that collide, skill dice that cannot be raised, the words of each refusal
// and the text syntax of purchases.

import { describe, expect, it } from "vitest";
import { awardAP, PURCHASE_SYNTAX, parsePurchase, purchase } from "./advance.js";
import { L13CharacterError } from "./errors.js";
import { casimir, sciFi } from "./testing/fixtures.js";

const o = sciFi();
const between = { betweenAdventures: true };
const withAp = (ap: number, patch = {}) => casimir(o, { ap, ...patch });

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof L13CharacterError) return e.code;
    throw e;
  }
  throw new Error("expected an error");
}

describe("Adventure Points (mutants)", () => {
  it("L13-ADV-3 the guideline's ends 10 and 20 are inside it; 9 and 21 warn", () => {
    const warn = (n: number) => awardAP(withAp(0), n, "x", o).warnings;
    expect([warn(10), warn(20)]).toEqual([undefined, undefined]);
    expect(warn(9)).toEqual(["9 AP for this adventure is outside the usual 10–20"]);
    expect(warn(21)).toEqual(["21 AP for this adventure is outside the usual 10–20"]);
  });

  it("L13-ADV-3 an adventure's total counts only its own earlier awards, not spending or other adventures", () => {
    let c = awardAP(withAp(0), 8, "a", o, { adventure: "Other" }).character;
    c = awardAP(c, 24, "b", o).character;
    c = purchase(c, [{ kind: "raiseAbility", ability: "reflex" }], o, between).character;
    const r = awardAP(c, 9, "c", o, { adventure: "The Crypt" });
    expect(r.warnings).toEqual(["9 AP for The Crypt is outside the usual 10–20"]);
    expect(r.character.apLog.at(-1)).toEqual({
      kind: "award",
      amount: 9,
      reason: "c",
      balance: 17,
      adventure: "The Crypt",
    });
    const r2 = awardAP(r.character, 12, "d", o, { adventure: "The Crypt" });
    expect(r2.warnings).toEqual(["21 AP for The Crypt is outside the usual 10–20"]);
  });

  it("L13-ADV-3 a spending entry tagged with the adventure does not lower its award total", () => {
    const c = withAp(0, {
      apLog: [{ kind: "spend", amount: -4, reason: "x", balance: 0, adventure: "The Crypt" }],
    });
    expect(awardAP(c, 9, "c", o, { adventure: "The Crypt" }).warnings).toEqual([
      "9 AP for The Crypt is outside the usual 10–20",
    ]);
  });

  it("L13-ADV-3 without an adventure, an award is judged alone and logs no adventure", () => {
    const first = awardAP(withAp(0), 8, "a", o);
    const second = awardAP(first.character, 15, "b", o);
    expect(second.warnings).toBeUndefined();
    expect(Object.keys(second.character.apLog[1] ?? {})).toEqual(["kind", "amount", "reason", "balance"]);
  });

  it("L13-ADV-2 bad amounts and reasons are invalid input", () => {
    expect(codeOf(() => awardAP(withAp(0), -1, "x", o))).toBe("invalid_input");
    expect(codeOf(() => awardAP(withAp(0), 1, " ", o))).toBe("invalid_input");
    expect(codeOf(() => purchase(withAp(0), [], o, between))).toBe("invalid_input");
    expect(
      codeOf(() =>
        purchase(withAp(9), [{ kind: "newSpecialization", name: "Fly", skill: "flying" }], o, between),
      ),
    ).toBe("invalid_input");
    expect(
      codeOf(() =>
        purchase(withAp(9), [{ kind: "raiseSpecialization", specialization: "nothing" }], o, between),
      ),
    ).toBe("invalid_input");
    expect(codeOf(() => parsePurchase("levelup"))).toBe("invalid_input");
    expect(codeOf(() => purchase(withAp(9), [{ kind: "raiseSkill", skill: "flying" }], o, between))).toBe(
      "invalid_input",
    );
  });

  it("L13-ADV-2 the reason is logged trimmed; a blank reason is refused", () => {
    const r = awardAP(withAp(0), 12, "  mission  ", o);
    expect(r.character.apLog[0]?.reason).toBe("mission");
    expect(r.changes).toEqual(["Casimir gains 12 AP (mission): 0 → 12"]);
    expect(() => awardAP(withAp(0), 12, "   ", o)).toThrow("reason: must not be empty");
  });

  it("L13-ADV-4 a new specialization whose ID is taken gets the next number; a given ID that is taken is refused", () => {
    const c = withAp(20, {
      specializations: [
        { id: "pinch", name: "Old pinch", skill: "combat", level: 1 },
        { id: "pinch2", name: "Older pinch", skill: "combat", level: 1 },
      ],
    });
    const r = purchase(c, [{ kind: "newSpecialization", name: "Pinch", skill: "combat" }], o, between);
    expect(r.character.specializations.at(-1)).toEqual({
      id: "pinch3",
      name: "Pinch",
      skill: "combat",
      level: 1,
    });
    const given = purchase(
      c,
      [{ kind: "newSpecialization", name: "Nerve pinch", skill: "combat", id: "pinch" }],
      o,
      between,
    );
    expect(given.refused).toBe('a specialization with ID "pinch" already exists; nothing was bought');
    const free = purchase(
      c,
      [{ kind: "newSpecialization", name: "Nerve pinch", skill: "combat", id: "np" }],
      o,
      between,
    );
    expect(free.character.specializations.at(-1)?.id).toBe("np");
  });

  it("L13-ADV-5 a specialization is raised by ID or name in any case, only that one, by one level", () => {
    const c = withAp(20, {
      specializations: [
        { id: "nervePinch", name: "Nerve pinch", skill: "combat", level: 2 },
        { id: "disguise", name: "Disguise", skill: "diplomacy", level: 1 },
      ],
    });
    for (const key of ["NERVEPINCH", "  nerve PINCH "]) {
      const r = purchase(c, [{ kind: "raiseSpecialization", specialization: key }], o, between);
      expect(r.character.specializations).toEqual([
        { id: "nervePinch", name: "Nerve pinch", skill: "combat", level: 3 },
        { id: "disguise", name: "Disguise", skill: "diplomacy", level: 1 },
      ]);
      expect(r.changes).toEqual(["Casimir buys Nerve pinch level 2 → 3 for 4 AP (16 left)"]);
    }
    const second = purchase(c, [{ kind: "raiseSpecialization", specialization: "Disguise" }], o, between);
    expect(second.character.specializations.map((s) => s.level)).toEqual([2, 2]);
    const four = withAp(20, { specializations: [{ id: "x", name: "X", skill: "combat", level: 4 }] });
    expect(
      purchase(four, [{ kind: "raiseSpecialization", specialization: "x" }], o, between).character
        .specializations[0]?.level,
    ).toBe(5);
  });

  it("L13-ADV-6 an ability step is logged, costs the die's size × the multiplier, and leaves HP alone unless it is Pulse", () => {
    const r = purchase(withAp(30, { hp: 25 }), [{ kind: "raiseAbility", ability: "reflex" }], o, between);
    expect(r.character.abilities.reflex).toBe("d8");
    expect(r.character.hp).toBe(25);
    expect(r.changes).toEqual(["Casimir buys Reflex d6 → d8 for 24 AP (6 left)"]);
    expect(r.character.apLog.at(-1)).toEqual({
      kind: "spend",
      amount: -24,
      reason: "Reflex d6 → d8",
      balance: 6,
    });
    const cheap = sciFi({ abilityIncreaseMultiplier: 2 });
    expect(
      purchase(casimir(cheap, { ap: 30 }), [{ kind: "raiseAbility", ability: "reflex" }], cheap, between)
        .character.ap,
    ).toBe(18);
    const pulse = purchase(withAp(40, { hp: 25 }), [{ kind: "raiseAbility", ability: "pulse" }], o, between);
    expect(pulse.changes).toEqual([
      "Casimir buys Pulse d8 → d10 for 32 AP (8 left)",
      "maximum HP 30 → 40, current 25 → 35",
    ]);
  });

  it("L13-ADV-7 exactly enough points is enough; the first of several purchases short says what the character has", () => {
    const exact = purchase(withAp(24), [{ kind: "raiseAbility", ability: "reflex" }], o, between);
    expect([exact.refused, exact.character.ap]).toEqual([undefined, 0]);
    const buys = [
      { kind: "raiseAbility", ability: "reflex" },
      { kind: "newSpecialization", name: "Nerve pinch", skill: "combat" },
    ] as const;
    expect(purchase(withAp(3), [...buys], o, between).refused).toBe(
      "purchase 1: Reflex d6 → d8 costs 24 AP; Casimir has 3 (21 short); nothing was bought",
    );
    expect(purchase(withAp(24), [...buys], o, between).refused).toBe(
      "purchase 2: new specialization Nerve pinch (Combat) at level 1 costs 4 AP; 0 left after the earlier purchases (4 short); nothing was bought",
    );
    const d12 = withAp(50, { abilities: { ...casimir(o).abilities, will: "d12" } });
    expect(
      purchase(
        d12,
        [
          { kind: "raiseAbility", ability: "reflex" },
          { kind: "raiseAbility", ability: "will" },
        ],
        o,
        between,
      ).refused,
    ).toBe("purchase 2: Will is already a d12 and cannot be raised; nothing was bought");
  });

  it("L13-ADV-9 several purchases each log a spending entry and a change line, in order", () => {
    const r = purchase(
      withAp(30),
      [
        { kind: "newSpecialization", name: "Nerve pinch", skill: "combat" },
        { kind: "raiseSpecialization", specialization: "Nerve pinch" },
      ],
      o,
      between,
    );
    expect(r.changes).toEqual([
      "Casimir buys new specialization Nerve pinch (Combat) at level 1 for 4 AP (26 left)",
      "Casimir buys Nerve pinch level 1 → 2 for 4 AP (22 left)",
    ]);
    expect(r.character.apLog.map((e) => [e.kind, e.amount, e.balance])).toEqual([
      ["spend", -4, 26],
      ["spend", -4, 22],
    ]);
    expect(r.character.apLog.every((e) => !("note" in e))).toBe(true);
  });

  it("L13-ADV-10 with a skill cost set, untrained and d12 skills still cannot be raised; a raised skill is logged", () => {
    const perSize = sciFi({ skillIncreaseCost: { multiplier: 2 }, allowUntrainedSkill: true });
    const base = casimir(perSize, { ap: 50 });
    const untrained = casimir(perSize, { ap: 50, skills: { ...base.skills, mysticism: null } });
    expect(purchase(untrained, [{ kind: "raiseSkill", skill: "mysticism" }], perSize, between).refused).toBe(
      "an untrained skill cannot be raised; nothing was bought",
    );
    const top = casimir(perSize, { ap: 50, skills: { ...base.skills, combat: "d12" } });
    expect(purchase(top, [{ kind: "raiseSkill", skill: "combat" }], perSize, between).refused).toBe(
      "a d12 skill cannot be raised further; nothing was bought",
    );
    const r = purchase(
      base,
      [{ kind: "raiseSkill", skill: "mechanics", note: "night classes" }],
      perSize,
      between,
    );
    expect(r.changes).toEqual(["Casimir buys Mechanics d8 → d10 for 16 AP (34 left)"]);
    expect(r.character.apLog.at(-1)?.note).toBe("night classes");
    expect(() => purchase(base, [{ kind: "raiseSkill", skill: "flying" }], perSize, between)).toThrow(
      'purchases.0.skill: "flying" is not a skill of this ruleset',
    );
  });

  it("L13-ADV-9 the text syntax: names may hold colons and spaces; incomplete or unknown forms are refused with the list", () => {
    expect(parsePurchase(" specialization : combat : Mark:II pinch ")).toEqual({
      kind: "newSpecialization",
      skill: "combat",
      name: "Mark:II pinch",
    });
    expect(parsePurchase("level:a:b")).toEqual({ kind: "raiseSpecialization", specialization: "a:b" });
    const list = "specialization:<skill>:<name>, level:<specialization>, ability:<ability>, skill:<skill>";
    for (const bad of [
      "specialization:combat",
      "specialization::x",
      "specialization:combat: ",
      "specialization:combat::",
      "specialization:combat: : :",
      "level",
      "level:",
    ])
      expect(() => parsePurchase(bad)).toThrow(`buy: "${bad}" is not a purchase; write one of: ${list}`);
    expect(PURCHASE_SYNTAX).toHaveLength(4);
  });
});
