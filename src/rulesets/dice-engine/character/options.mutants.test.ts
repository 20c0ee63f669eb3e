// The character options' cross-field rules pinned at their edges, with the issue's path and words;
// the setting's issues under `setting`; parsing with nothing, null, or a bad value (mutation
// testing, issue 21).
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { characterOptionsSchema, DEFAULT_DE_OPTIONS, parseDeOptions, SP_PURCHASABLE } from "./options.js";

const issues = (raw: unknown) => characterOptionsSchema.safeParse(raw).error?.issues ?? [];
const range = [{ code: "custom", path: ["statMax"], message: "statMin must be ≤ 0 ≤ statMax and below it" }];

describe("DE-STAT-2, DE-CREA-12: the stat range option", () => {
  it("statMin ≤ 0 ≤ statMax, statMin below statMax; each edge", () => {
    expect(issues({ statMin: 1 })).toEqual(range);
    expect(issues({ statMax: -1 })).toEqual(range);
    expect(issues({ statMin: 0, statMax: 0 })).toEqual(range);
    expect(issues({ statMin: 0, statMax: 1 })).toEqual([]);
    expect(issues({ statMin: -1, statMax: 0 })).toEqual([]);
    expect(issues({ statMin: -3, statMax: 3 })).toEqual([]);
  });

  it("DE-GEN-2: a broken setting's issues come under `setting`, word for word", () => {
    expect(issues({ setting: { races: [{ id: "raceless", name: "Again", baseSpeed: 5 }] } })).toEqual([
      {
        code: "custom",
        path: ["setting", "races", 0, "id"],
        message: 'race "raceless" already exists; pick another id',
      },
    ]);
  });
});

describe("parsing the options", () => {
  it("nothing or null gives the defaults; the defaults are frozen", () => {
    expect(parseDeOptions()).toEqual(DEFAULT_DE_OPTIONS);
    expect(parseDeOptions(null)).toEqual(DEFAULT_DE_OPTIONS);
    expect(parseDeOptions({ statMax: 4 }).statMax).toBe(4);
    expect(Object.isFrozen(DEFAULT_DE_OPTIONS)).toBe(true);
    expect(SP_PURCHASABLE).toEqual([
      "perk",
      "skill",
      "stat",
      "proficiency",
      "credits",
      "vehicle",
      "focus",
      "hp",
      "stun",
    ]);
  });

  it("a bad value is an EngineError naming the option", () => {
    let e: unknown;
    try {
      parseDeOptions({ statMin: 2 });
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(EngineError);
    expect((e as EngineError).toJSON()).toEqual({
      code: "invalid",
      path: ["statMax"],
      message: "invalid options: statMax: statMin must be ≤ 0 ≤ statMax and below it",
      issues: [{ path: ["statMax"], message: "statMin must be ≤ 0 ≤ statMax and below it", code: "custom" }],
    });
  });
});
