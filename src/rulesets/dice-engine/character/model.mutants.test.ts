// The character model the ruleset plugs in, pinned: its version, editable fields, method summary
// and example, the advancement syntax, and what `apply` returns with and without an award, refusals
// thrown as EngineErrors with their words (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { advance, PURCHASE_SYNTAX } from "./advance.js";
import { POINT_BUY_EXAMPLE, pointBuy } from "./create.js";
import { deriveCharacter } from "./derive.js";
import { characterModel } from "./model.js";
import { characterJsonSchema } from "./schema.js";
import { describeCharacter } from "./sheet.js";
import { build, ok, opts } from "./testing/helpers.js";

const o = opts();

describe("the model's fixed parts", () => {
  it("version 1; the player edits name, concept and notes; one method, point buy, with its summary and example", () => {
    expect(characterModel.version).toBe(1);
    expect(characterModel.playerEditable).toEqual(["name", "concept", "notes"]);
    expect(Object.keys(characterModel.methods)).toEqual(["pointBuy"]);
    expect(characterModel.methods.pointBuy!.summary).toBe(
      "Point buy: a race, then 1,000 SP on stats (creation tables, 250 SP cap, one +5), perks, skills and Proficiency; unspent SP are discarded.",
    );
    expect(characterModel.methods.pointBuy!.example).toBe(POINT_BUY_EXAMPLE);
    expect(characterModel.jsonSchema()).toEqual(characterJsonSchema());
    expect(characterModel.advance!.syntax).toEqual([...PURCHASE_SYNTAX]);
    expect(characterModel.advance!.syntax).not.toBe(PURCHASE_SYNTAX);
  });

  it("creates, derives and describes as the character functions do", () => {
    const c = characterModel.methods.pointBuy!.create(POINT_BUY_EXAMPLE, facesSource([]), o);
    expect(c).toStrictEqual(ok(pointBuy(POINT_BUY_EXAMPLE, o)));
    expect(characterModel.parse(JSON.parse(JSON.stringify(c)), o)).toStrictEqual(c);
    expect(characterModel.derive(c, o)).toStrictEqual(deriveCharacter(c, o));
    expect(characterModel.describe(c, o)).toEqual(describeCharacter(c, o));
  });
});

describe("DE-XP-1, DE-XP-4: advancing through the model", () => {
  it("with an award: the character, every change line, no warnings", () => {
    const c = build();
    const request = {
      award: { amount: 150, reason: "s1" },
      buy: ["perk:quickStep"],
      betweenAdventures: true,
    };
    const expected = advance(c, { award: request.award, buy: request.buy }, o);
    if (!expected.ok) throw new Error(expected.error.message);
    expect(characterModel.advance!.apply(c, request, o)).toStrictEqual({
      character: expected.character,
      changes: expected.changes,
      warnings: [],
    });
    expect(expected.changes).toEqual([
      "Tess gains 150 XP (s1): 0 → 150, Total XP 150",
      "Quick Step rank 1: −100 XP (50 left)",
    ]);
  });

  it("without an award: only the purchases; a refusal is thrown with its words", () => {
    const c = build({ xp: 100 });
    expect(
      characterModel.advance!.apply(c, { buy: ["perk:quickStep"], betweenAdventures: true }, o),
    ).toStrictEqual({
      character: ok(advance(c, { buy: ["perk:quickStep"] }, o)),
      changes: ["Quick Step rank 1: −100 XP (0 left)"],
      warnings: [],
    });
    let e: unknown;
    try {
      characterModel.advance!.apply(
        build({ xp: 90 }),
        { buy: ["perk:quickStep"], betweenAdventures: true },
        o,
      );
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(EngineError);
    expect((e as EngineError).message).toBe("Quick Step rank 1 costs 100 XP, you have 90: 10 short");
  });
});
