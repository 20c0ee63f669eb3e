// Downtime pinned word for word: each refusal's field and words, the change lines of working and
// relaxing, and the limits of each (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { build } from "../character/testing/helpers.js";
import { recordDowntime, relax, repairDay, work, workQuote } from "./downtime.js";
import { worldOptions } from "./options.js";

const economy = worldOptions({ xpToMoneyRate: 10, moneyToXpRate: 25 });
const fail = (code: string, path: (string | number)[], message: string) => ({
  ok: false,
  error: { code, path, message },
});

describe("working", () => {
  it("DE-DOWN-1: off without the setting's rate, in words", () => {
    expect(workQuote(3)).toEqual(
      fail("refused", ["xpToMoneyRate"], "working is off: the setting gives no XP-to-money rate"),
    );
  });

  it("DE-DOWN-1: a whole number of XP, 1 or more", () => {
    for (const xp of [0, -2, 1.5])
      expect(workQuote(xp, economy)).toEqual(
        fail("invalid", ["xp"], `work off a whole number of XP, 1 or more (got ${xp})`),
      );
    expect(workQuote(1, economy)).toEqual({ ok: true, value: { xp: 1, money: 10 } });
  });

  it("DE-DOWN-1, DE-XP-3: the XP spent and the money earned, line by line", () => {
    const c = build({ xp: 50 });
    const r = work(c, 50, economy);
    expect(r.ok && r.value.character.xp).toBe(0);
    expect(r.ok && r.value.money).toBe(500);
    expect(r.ok && r.value.xp).toBe(50);
    expect(r.ok && r.value.changes).toEqual([
      "downtime: working: −50 XP (0 left)",
      `${c.name} earns 500 from working`,
    ]);
    expect(work(c, 51, economy)).toMatchObject({ ok: false, error: { code: "refused", path: ["xp"] } });
    expect(work(c, 0, economy)).toMatchObject({ ok: false, error: { code: "invalid", path: ["xp"] } });
  });
});

describe("relaxing", () => {
  it("DE-DOWN-2: off without the setting's rate, in words", () => {
    expect(relax(build({ xp: 0 }), 100)).toEqual(
      fail("refused", ["moneyToXpRate"], "relaxation is off: the setting gives no money-to-XP rate"),
    );
  });

  it("DE-DOWN-2: money is a number, 0 or more", () => {
    const c = build({ xp: 0 });
    for (const money of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(relax(c, money, economy)).toEqual(
        fail("invalid", ["money"], `money is 0 or more (got ${money})`),
      );
  });

  it("DE-DOWN-2: less than one XP's worth buys nothing; exactly one XP's worth buys one", () => {
    const c = build({ xp: 2 });
    expect(relax(c, 24, economy)).toEqual(
      fail("refused", ["money"], "one XP of relaxation costs 25; 24 is not enough"),
    );
    expect(relax(c, 0, economy)).toEqual(
      fail("refused", ["money"], "one XP of relaxation costs 25; 0 is not enough"),
    );
    const one = relax(c, 25, economy);
    expect(
      one.ok && [one.value.xp, one.value.money, one.value.character.xp, one.value.character.totalXp],
    ).toEqual([1, 25, 3, 3]);
  });

  it("DE-DOWN-2, DE-XP-1: the money spent, then the XP gained, line by line", () => {
    const c = build({ xp: 10 });
    const r = relax(c, 60, economy);
    expect(r.ok && r.value.changes).toEqual([
      `${c.name} spends 50 relaxing`,
      `${c.name} gains 2 XP (downtime: relaxation): 10 → 12, Total XP 12`,
    ]);
  });
});

describe("repairing", () => {
  it("DE-DOWN-3: supplies are a whole number of uses, 3 needed", () => {
    for (const left of [-1, 2.5])
      expect(repairDay({ res: 1, maxRes: 10 }, left)).toEqual(
        fail("invalid", ["suppliesLeft"], `supplies are a whole number of uses (got ${left})`),
      );
    expect(repairDay({ res: 1, maxRes: 10 }, 2)).toEqual(
      fail("refused", ["suppliesLeft"], "a day of repair needs 3 uses of repair supplies (2 left)"),
    );
    expect(repairDay({ res: 1, maxRes: 10 }, 0)).toMatchObject({ ok: false, error: { code: "refused" } });
    expect(repairDay({ res: 1, maxRes: 10 }, 3)).toEqual({
      ok: true,
      value: { res: 6, gained: 5, suppliesUsed: 3 },
    });
    expect(repairDay({ res: 10, maxRes: 10 }, 3)).toEqual({
      ok: true,
      value: { res: 10, gained: 0, suppliesUsed: 3 },
    });
  });
});

describe("the downtime record", () => {
  it("DE-DOWN-4: an entry's fields are checked and named", () => {
    expect(recordDowntime([], { character: "", activity: "working", days: 1 })).toMatchObject({
      ok: false,
      error: { code: "invalid", path: ["downtime", "character"] },
    });
    expect(recordDowntime([], { character: "Tess", activity: "", days: 1 })).toMatchObject({
      ok: false,
      error: { path: ["downtime", "activity"] },
    });
    expect(
      recordDowntime([], { character: "Tess", activity: "repair", days: 1, spent: { supplies: -1 } }),
    ).toMatchObject({
      ok: false,
      error: { path: ["downtime", "spent", "supplies"] },
    });
    expect(
      recordDowntime([], { character: "Tess", activity: "repair", days: 0.5, note: "half a day" }),
    ).toEqual({
      ok: true,
      value: [
        { character: "Tess", activity: "repair", days: 0.5, spent: {}, gained: {}, note: "half a day" },
      ],
    });
  });
});
