import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { lucky13 } from "../ruleset.js";
import { awardAP, type Purchase, purchase } from "./advance.js";
import { L13CharacterError } from "./errors.js";
import { currentPulse, maxHp } from "./health.js";
import type { Die } from "./ladder.js";
import { defaultOptions } from "./options.js";
import { parseCharacter } from "./schema.js";
import { casimir, frozen, makeCharacter, sciFi } from "./testing/fixtures.js";

const o = sciFi();
const between = { betweenAdventures: true };
const withAp = (ap: number, patch = {}) => casimir(o, { ap, ...patch });

describe("Adventure Points", () => {
  it("L13-ADV-1 no levels: the sheet has no level field and nothing to buy but specializations and dice", () => {
    const raw = { ...JSON.parse(JSON.stringify(casimir(o))), level: 3 };
    expect(() => parseCharacter(raw, o)).toThrow("level: unknown field");
    expect(() => purchase(withAp(50), [{ kind: "level" } as never], o, between)).toThrow(L13CharacterError);
  });

  it("L13-ADV-2 awardAP takes a whole number ≥ 0 and a reason, and logs the award", () => {
    const r = awardAP(frozen(withAp(3)), 12, "completed the mission", o);
    expect(r.character.ap).toBe(15);
    expect(r.character.apLog).toEqual([
      { kind: "award", amount: 12, reason: "completed the mission", balance: 15 },
    ]);
    expect(r.changes).toEqual(["Casimir gains 12 AP (completed the mission): 3 → 15"]);
    expect(() => awardAP(withAp(0), -1, "x", o)).toThrow("amount: expected a whole number of at least 0");
    expect(() => awardAP(withAp(0), 2.5, "x", o)).toThrow(L13CharacterError);
    expect(() => awardAP(withAp(0), 5, "", o)).toThrow("reason: must not be empty");
  });

  it("L13-ADV-3 any award ≥ 0 is accepted; an adventure total outside 10–20 only warns", () => {
    expect(awardAP(withAp(0), 15, "heroics", o).warnings).toBeUndefined();
    const zero = awardAP(withAp(0), 0, "nothing much", o);
    expect(zero.character.ap).toBe(0);
    expect(zero.warnings).toEqual(["0 AP for this adventure is outside the usual 10–20"]);
    expect(awardAP(withAp(0), 25, "epic", o).warnings).toHaveLength(1);
    const first = awardAP(withAp(0), 6, "saved a life", o, { adventure: "The Crypt" });
    expect(first.warnings).toEqual(["6 AP for The Crypt is outside the usual 10–20"]);
    const second = awardAP(first.character, 6, "found the intel", o, { adventure: "The Crypt" });
    expect(second.warnings).toBeUndefined();
    expect(second.character.apLog.map((e) => e.adventure)).toEqual(["The Crypt", "The Crypt"]);
  });

  it("L13-ADV-4 Example: a new specialization with 10 AP leaves 6 AP and the specialization at level 1", () => {
    const r = purchase(
      frozen(withAp(10)),
      [{ kind: "newSpecialization", name: "Nerve pinch", skill: "combat" }],
      o,
      between,
    );
    expect(r.character.ap).toBe(6);
    expect(r.character.specializations).toEqual([
      { id: "nervePinch", name: "Nerve pinch", skill: "combat", level: 1 },
    ]);
    expect(r.changes).toEqual([
      "Casimir buys new specialization Nerve pinch (Combat) at level 1 for 4 AP (6 left)",
    ]);
    expect(r.character.apLog.at(-1)).toEqual({
      kind: "spend",
      amount: -4,
      reason: "new specialization Nerve pinch (Combat) at level 1",
      balance: 6,
    });
  });

  it("L13-ADV-5 Example: none → level 5 costs 4 + 4 × 4 = 20 AP; a sixth purchase is rejected", () => {
    const buys: Purchase[] = [
      { kind: "newSpecialization", name: "Nerve pinch", skill: "combat" },
      ...Array.from({ length: 4 }, () => ({
        kind: "raiseSpecialization" as const,
        specialization: "Nerve pinch",
      })),
    ];
    const r = purchase(withAp(24), buys, o, between);
    expect(r.character.ap).toBe(4);
    expect(r.character.specializations[0]?.level).toBe(5);
    const sixth = purchase(
      r.character,
      [{ kind: "raiseSpecialization", specialization: "nervePinch" }],
      o,
      between,
    );
    expect(sixth.refused).toBe("Nerve pinch is already at the highest level, 5; nothing was bought");
    expect(sixth.character).toBe(r.character);
    expect(() =>
      purchase(withAp(8), [{ kind: "raiseSpecialization", specialization: "Disguise" }], o, between),
    ).toThrow('purchases.0.specialization: Casimir has no specialization "Disguise"');
  });

  it("L13-ADV-6 Example: ability steps cost 16, 24, 32, 40; a d12 cannot be raised", () => {
    const costs = (["d4", "d6", "d8", "d10"] as Die[]).map((die) => {
      const c = withAp(100, { abilities: { ...casimir(o).abilities, will: die } });
      return 100 - purchase(c, [{ kind: "raiseAbility", ability: "will" }], o, between).character.ap;
    });
    expect(costs).toEqual([16, 24, 32, 40]);
    const d12 = withAp(100, { abilities: { ...casimir(o).abilities, will: "d12" } });
    expect(purchase(d12, [{ kind: "raiseAbility", ability: "will" }], o, between).refused).toBe(
      "Will is already a d12 and cannot be raised; nothing was bought",
    );
  });

  it("L13-ADV-6 L13-HP-9 Example: with 30 AP, Pulse d6 → d8 leaves 6 AP and max HP goes 20 → 30", () => {
    const c = makeCharacter(o, {
      abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d6" },
      hp: 20,
      ap: 30,
    });
    const r = purchase(c, [{ kind: "raiseAbility", ability: "pulse" }], o, between);
    expect(r.character.ap).toBe(6);
    expect([maxHp(c, o), maxHp(r.character, o)]).toEqual([20, 30]);
    expect(r.changes).toContain("maximum HP 20 → 30, current 20 → 30");
  });

  it("L13-HP-9 Example: Pulse d6 at 15/20 buys d8 → 25/30, current Pulse d8; without pulseIncreaseHealsNewRow → 15/30", () => {
    const patch = {
      abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d6" } as const,
      hp: 15,
      ap: 24,
    };
    const r = purchase(makeCharacter(o, patch), [{ kind: "raiseAbility", ability: "pulse" }], o, between);
    expect([r.character.hp, maxHp(r.character, o), currentPulse(r.character, o)]).toEqual([25, 30, "d8"]);
    const noHeal = sciFi({ pulseIncreaseHealsNewRow: false });
    const r2 = purchase(
      makeCharacter(noHeal, patch),
      [{ kind: "raiseAbility", ability: "pulse" }],
      noHeal,
      between,
    );
    expect([r2.character.hp, maxHp(r2.character, noHeal)]).toEqual([15, 30]);
  });

  it("L13-ADV-7 Example: with 23 AP a d6 ability (24) is refused, 23 AP remain, and the message says 1 short", () => {
    const c = withAp(23);
    const r = purchase(c, [{ kind: "raiseAbility", ability: "reflex" }], o, between);
    expect(r.character).toBe(c);
    expect(r.character.ap).toBe(23);
    expect(r.refused).toBe("Reflex d6 → d8 costs 24 AP; Casimir has 23 (1 short); nothing was bought");
  });

  it("L13-ADV-8 Example: awards of 12 and 14 with nothing spent → 26 AP; a d6 ability (24) is then affordable", () => {
    const a = awardAP(withAp(0), 12, "adventure 1", o).character;
    const b = awardAP(a, 14, "adventure 2", o).character;
    expect(b.ap).toBe(26);
    expect(purchase(b, [{ kind: "raiseAbility", ability: "reflex" }], o, between).character.ap).toBe(2);
  });

  it("L13-ADV-9 several purchases apply in order, all or nothing, between adventures only by default", () => {
    const c = frozen(withAp(27));
    const buys: Purchase[] = [
      { kind: "newSpecialization", name: "Nerve pinch", skill: "combat" },
      { kind: "raiseAbility", ability: "reflex" },
    ];
    const refused = purchase(c, buys, o, between);
    expect(refused.character).toBe(c);
    expect(refused.refused).toBe(
      "purchase 2: Reflex d6 → d8 costs 24 AP; 23 left after the earlier purchases (1 short); nothing was bought",
    );
    const ok = purchase(withAp(28), buys, o, between);
    expect(ok.character.ap).toBe(0);
    expect(ok.character.apLog.map((e) => e.amount)).toEqual([-4, -24]);
    expect(purchase(withAp(28), buys, o, { betweenAdventures: false }).refused).toBe(
      "AP can only be spent between adventures in this ruleset",
    );
    const anytime = sciFi({ spendTiming: "anytime" });
    expect(
      purchase(casimir(anytime, { ap: 28 }), buys, anytime, { betweenAdventures: false }).character.ap,
    ).toBe(0);
    expect(() => purchase(withAp(28), [], o, between)).toThrow("purchases: needs at least 1 item(s)");
  });

  it("L13-ADV-10 skill dice cannot be bought unless skillIncreaseCost is set", () => {
    const r = purchase(withAp(50), [{ kind: "raiseSkill", skill: "technology" }], o, between);
    expect(r.refused).toBe(
      "skill dice cannot be raised with points in this ruleset (skillIncreaseCost is not set); nothing was bought",
    );
    const perSize = sciFi({ skillIncreaseCost: { multiplier: 2 } });
    const bought = purchase(
      casimir(perSize, { ap: 50 }),
      [{ kind: "raiseSkill", skill: "technology" }],
      perSize,
      between,
    );
    expect([bought.character.skills.technology, bought.character.ap]).toEqual(["d8", 38]);
    const table = sciFi({ skillIncreaseCost: { costs: { d4: 5, d6: 7, d8: 9, d10: 11 } } });
    expect(
      purchase(casimir(table, { ap: 50 }), [{ kind: "raiseSkill", skill: "combat" }], table, between)
        .character.ap,
    ).toBe(39);
  });

  it("L13-ADV-11 an ability purchase may carry a training note in the log", () => {
    const r = purchase(
      withAp(24),
      [{ kind: "raiseAbility", ability: "reflex", note: "months of fencing drills" }],
      o,
      between,
    );
    expect(r.character.apLog.at(-1)?.note).toBe("months of fencing drills");
  });

  it("L13-SPEC-2 L13-SPEC-3 a bought specialization starts at level 1; duplicates and unknown skills are refused", () => {
    const c = withAp(20, {
      specializations: [{ id: "nervePinch", name: "Nerve pinch", skill: "combat", level: 2 }],
    });
    expect(
      purchase(c, [{ kind: "newSpecialization", name: "nerve pinch", skill: "combat" }], o, between).refused,
    ).toBe('Casimir already has the specialization "nerve pinch"; nothing was bought');
    expect(() =>
      purchase(c, [{ kind: "newSpecialization", name: "Hover", skill: "flying" }], o, between),
    ).toThrow('purchases.0.skill: "flying" is not a skill of this ruleset');
  });

  it("the dead cannot spend", () => {
    expect(
      purchase(withAp(20, { hp: -8 }), [{ kind: "raiseAbility", ability: "will" }], o, between).refused,
    ).toBe("Casimir is dead");
  });
});

describe("the ruleset's advance model", () => {
  const example = () =>
    JSON.parse(
      readFileSync(fileURLToPath(new URL("../../../../examples/duel/casimir.json", import.meta.url)), "utf8"),
    ) as Record<string, unknown>;
  const award = { award: { amount: 12, reason: "the tower job" }, buy: [], betweenAdventures: true };

  it("takes a raw character file (here without its apLog, which parse defaults) as well as a parsed one", () => {
    const d = defaultOptions();
    const { apLog: _, ...raw } = example();
    const r = lucky13.character.advance!.apply(raw as never, award, d);
    expect(r.character.ap).toBe(12);
    expect(r.character.apLog).toEqual([{ kind: "award", amount: 12, reason: "the tower job", balance: 12 }]);
    expect(lucky13.character.advance!.apply(parseCharacter(raw, d), award, d).character).toEqual(r.character);
  });

  it("a malformed file is an EngineError naming the field, not a TypeError", () => {
    const d = defaultOptions();
    let caught: unknown;
    try {
      lucky13.character.advance!.apply({ ...example(), apLog: "none" } as never, award, d);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(EngineError);
    expect((caught as EngineError).path).toEqual(["apLog"]);
  });
});
