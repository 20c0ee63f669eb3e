import { describe, expect, it } from "vitest";
import { build } from "../character/testing/helpers.js";
import { type DowntimeEntry, recordDowntime, relax, repairDay, work, workQuote } from "./downtime.js";
import { worldOptions } from "./options.js";

// A setting's economy: working pays 10 credits per XP, relaxing costs 25 credits per XP.
const economy = worldOptions({ xpToMoneyRate: 10, moneyToXpRate: 25 });

describe("downtime (§28)", () => {
  it("DE-DOWN-1: working turns XP into money at the setting's rate; current XP falls, Total XP stays", () => {
    const c = build({ xp: 120 });
    const r = work(c, 40, economy);
    expect(r.ok && [r.value.money, r.value.character.xp, r.value.character.totalXp]).toEqual([400, 80, 120]);
    expect(workQuote(3, economy)).toEqual({ ok: true, value: { xp: 3, money: 30 } });
    const broke = work(c, 200, economy);
    expect(broke.ok || [broke.error.code, broke.error.path]).toEqual(["refused", ["xp"]]);
    const half = work(c, 1.5, economy);
    expect(half.ok || half.error.path).toEqual(["xp"]);
  });

  it("DE-DOWN-2: relaxing turns money into XP at the setting's rate (current and Total XP); without rates both are off", () => {
    const c = build({ xp: 10 });
    const r = relax(c, 110, economy);
    // 110 credits buy 4 XP at 25 each; the 10 left over are not spent.
    expect(r.ok && [r.value.xp, r.value.money, r.value.character.xp, r.value.character.totalXp]).toEqual([
      4, 100, 14, 14,
    ]);
    const poor = relax(c, 20, economy);
    expect(poor.ok || poor.error.path).toEqual(["money"]);
    // Decision: the core gives no rates; the activities stay off until the setting gives them.
    const core = worldOptions();
    const noWork = work(c, 5, core);
    const noRest = relax(c, 100, core);
    expect([noWork.ok || noWork.error.path, noRest.ok || noRest.error.path]).toEqual([
      ["xpToMoneyRate"],
      ["moneyToXpRate"],
    ]);
  });

  it("DE-DOWN-3: a day of repair with 3 uses of repair supplies restores 5 Resilience: 10/30 → 15", () => {
    expect(repairDay({ res: 10, maxRes: 30 }, 3)).toEqual({
      ok: true,
      value: { res: 15, gained: 5, suppliesUsed: 3 },
    });
    expect(repairDay({ res: 28, maxRes: 30 }, 7)).toEqual({
      ok: true,
      value: { res: 30, gained: 2, suppliesUsed: 3 },
    });
    const short = repairDay({ res: 10, maxRes: 30 }, 2);
    expect(short.ok || short.error.path).toEqual(["suppliesLeft"]);
  });

  it("DE-DOWN-4: each activity is recorded with its days and what it cost and brought", () => {
    const log: DowntimeEntry[] = [];
    const r = recordDowntime(log, {
      character: "Tess",
      activity: "working",
      days: 5,
      spent: { xp: 40 },
      gained: { credits: 400 },
    });
    expect(r.ok && r.value).toEqual([
      {
        character: "Tess",
        activity: "working",
        days: 5,
        spent: { xp: 40 },
        gained: { credits: 400 },
        note: "",
      },
    ]);
    const bad = recordDowntime(log, { character: "Tess", activity: "repair", days: 0 });
    expect(bad.ok || bad.error.path).toEqual(["downtime", "days"]);
    // A log grows by appending: earlier entries kept in order, the log given left as it was, and
    // what was not given (spent, gained) recorded as nothing rather than dropped.
    const first = r.ok ? r.value : [];
    const next = recordDowntime(first, { character: "Ansel", activity: "relaxing", days: 2 });
    expect(next.ok && next.value.map((e) => [e.character, e.activity, e.days])).toEqual([
      ["Tess", "working", 5],
      ["Ansel", "relaxing", 2],
    ]);
    expect(first).toHaveLength(1);
    expect(log).toEqual([]);
    expect(next.ok && next.value[1]).toMatchObject({ spent: {}, gained: {}, note: "" });
    const unknown = recordDowntime(first, { character: "Tess", activity: "working", days: 1, bribe: 5 });
    expect(unknown.ok).toBe(false);
  });
});
