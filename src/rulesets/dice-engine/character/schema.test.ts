import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { POINT_BUY_EXAMPLE, pointBuy } from "./create.js";
import { orThrow, toEngineError } from "./errors.js";
import { migrateCharacter } from "./migrate.js";
import { characterModel } from "./model.js";
import {
  characterOptionsSchema,
  characterOptionsShape,
  DEFAULT_DE_OPTIONS,
  parseDeOptions,
} from "./options.js";
import { CHARACTER_OPTION_DOCS } from "./options-docs.js";
import { buy } from "./purchase.js";
import { CHARACTER_SCHEMA_VERSION, characterJsonSchema, parseCharacter } from "./schema.js";
import { build, ok, opts } from "./testing/helpers.js";

const o = opts();

describe("the character file", () => {
  it("round-trips through JSON and parses back unchanged", () => {
    const c = ok(pointBuy(POINT_BUY_EXAMPLE, o));
    expect(parseCharacter(JSON.parse(JSON.stringify(c)), o)).toEqual(c);
    expect(c.schemaVersion).toBe(CHARACTER_SCHEMA_VERSION);
  });

  it("names the field at fault", () => {
    const c = build();
    const bad = (raw: unknown) => {
      try {
        parseCharacter(raw, o);
      } catch (e) {
        return e as EngineError;
      }
      throw new Error("expected a refusal");
    };
    expect(bad({ ...c, stats: { ...c.stats, agility: 9 } }).path).toEqual(["stats", "agility"]);
    expect(bad({ ...c, perks: { flying: { rank: 1, source: "xp" } } }).path).toEqual(["perks", "flying"]);
    expect(bad({ ...c, perks: { quickStep: { rank: 3, source: "xp" } } }).message).toContain("rank 2");
    expect(bad({ ...c, race: "dragon" }).path).toEqual(["race"]);
    expect(bad({ ...c, sp: 40 }).path).toEqual(["sp"]);
    expect(bad({ ...c, xp: -1 }).path).toEqual(["xp"]);
    expect(bad({ ...c, schemaVersion: 2 }).message).toContain("newer");
    expect(bad({ ...c, created: false, sp: 0, stats: { ...c.stats, agility: 5, strength: 5 } }).path).toEqual(
      ["stats"],
    );
  });

  it("runs migrations in order and refuses a gap", () => {
    const registry = { 1: (f: Record<string, unknown>) => ({ ...f, extra: true }) };
    expect(migrateCharacter({ schemaVersion: 1, a: 1 }, registry, 2)).toEqual({
      schemaVersion: 2,
      a: 1,
      extra: true,
    });
    expect(() => migrateCharacter({ schemaVersion: 1 }, {}, 2)).toThrow(/no migration/);
    expect(() => migrateCharacter({}, {}, 1)).toThrow(/required/);
  });

  it("has a JSON schema for tools", () => {
    const s = characterJsonSchema();
    expect(s.title).toBe("Dice Engine character");
    expect(JSON.stringify(s)).toContain("totalXp");
  });
});

describe("options", () => {
  it("DE-GEN-2 every §5–13 option has the checklist's default, on top of the check options", () => {
    expect(DEFAULT_DE_OPTIONS).toMatchObject({
      critThreshold: 10,
      statMin: -4,
      statMax: 5,
      startingSP: 1000,
      statSpendCapSP: 250,
      maxStatsAtMaxAtStart: 1,
      spPurchasable: ["perk", "skill", "stat", "proficiency", "credits", "vehicle"],
      startingHP: 3,
      racelessBaseStun: 0,
      racelessBaseSpeed: null,
      startingStunMin: 0,
      powerWalkCreationCost: 0,
      vibrationAwarenessEndsOnAction: true,
      vibrationAwarenessBonusPerRank: 5,
      stanceIncludesTriggeringAttack: true,
      brutalSwingPerCritDie: true,
      counterAttackRequiresFullNegation: false,
      resuscitationFailureTally: 2,
      racialDisabilitySPForAll: false,
      maxStunTracksEndurance: false,
      stunIncreaseMode: "fixed4",
      purchaseRaisesCurrent: true,
      focusMaxRating: null,
      oneShot: true,
      lawOfLargeNumbers: false,
      multipleInsight: false,
      fatigueCheckHour: 26,
      fatigueRecheckEveryHours: null,
      fatigueDisadvantageStacks: true,
      fatigueRecoveryPerLongRest: 1,
      failedSleepFatigue: "auto",
    });
    expect(DEFAULT_DE_OPTIONS.setting.races).toEqual([]);
  });

  it("refuses a bad option or a broken setting, naming it", () => {
    expect(() => parseDeOptions({ stunIncreaseMode: "twice" })).toThrow(/stunIncreaseMode/);
    const r = characterOptionsSchema.safeParse({
      setting: { races: [{ id: "raceless", name: "Again", baseSpeed: 5 }] },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["setting", "races", 0, "id"]);
  });
});

describe("refusals as errors", () => {
  it("keep the rule code, the path and the message when thrown for the engine", () => {
    const r = buy(build({ xp: 90 }), { kind: "perk", perk: "quickStep" }, o);
    expect(() => orThrow(r)).toThrow(EngineError);
    if (r.ok) throw new Error("expected a refusal");
    const e = toEngineError(r.error);
    expect(e.toJSON()).toEqual({
      code: "refused",
      path: ["perks", "quickStep"],
      message: "Quick Step rank 1 costs 100 XP, you have 90: 10 short",
      issues: [
        {
          path: ["perks", "quickStep"],
          message: "Quick Step rank 1 costs 100 XP, you have 90: 10 short",
          code: "insufficient_xp",
        },
      ],
    });
    const unknown = buy(build(), { kind: "perk", perk: "flight" }, o);
    expect(!unknown.ok && toEngineError(unknown.error).code).toBe("not_found");
  });
});

describe("the character model for the ruleset", () => {
  it("creates the example for any seed, round-trips it, and refuses junk with an EngineError", () => {
    const m = characterModel.methods.pointBuy!;
    for (let seed = 0; seed < 20; seed++) {
      const c = m.create(m.example, rngSource(Rng.fromSeed(seed)), o);
      expect(characterModel.parse(JSON.parse(JSON.stringify(c)), o)).toEqual(c);
      characterModel.derive(c, o);
    }
    expect(() => characterModel.parse(42, o)).toThrow(EngineError);
    expect(() => characterModel.parse({}, o)).toThrow(EngineError);
    expect(() =>
      m.create({ name: "X", purchases: [{ kind: "perk", perk: "slow" }] }, rngSource(Rng.fromSeed(1)), o),
    ).toThrow(/Slow needs Agility 1 or higher/);
  });

  it("advances by text, all or nothing", () => {
    const c = build();
    const r = characterModel.advance!.apply(
      c,
      { award: { amount: 150, reason: "s1" }, buy: ["perk:quickStep"], betweenAdventures: true },
      o,
    );
    expect([r.character.xp, r.character.totalXp, r.character.perks.quickStep?.rank]).toEqual([50, 150, 1]);
    expect(() =>
      characterModel.advance!.apply(c, { buy: ["perk:quickStep"], betweenAdventures: true }, o),
    ).toThrow(/0: 100 short/);
    expect(characterModel.describe(r.character, o)[0]).toBe("Tess — No race (core defaults)");
  });

  it("refuses an unknown option by name", () => {
    expect(() => parseDeOptions({ noSuchOption: 1 })).toThrow(/noSuchOption/);
  });
});

describe("option docs", () => {
  it("every character option has a sentence", () => {
    for (const [k, v] of Object.entries(CHARACTER_OPTION_DOCS)) expect(v.length, k).toBeGreaterThan(10);
    expect(Object.keys(CHARACTER_OPTION_DOCS).sort()).toEqual(Object.keys(characterOptionsShape).sort());
  });
});
