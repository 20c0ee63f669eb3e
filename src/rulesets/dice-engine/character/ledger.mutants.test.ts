// The ledger pinned whole: paying and receiving in SP and XP with the log entry and the change line
// word for word, the refusal with the amount short, awards and outside spending with every refusal's
// words (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { awardXp, balance, currencyOf, pay, spendXp } from "./ledger.js";
import { build } from "./testing/helpers.js";

const no = (code: string, path: (string | number)[], message: string, short?: number) => ({
  ok: false,
  error: short === undefined ? { code, path, message } : { code, path, message, short },
});

describe("the currency", () => {
  it("SP while in creation, XP afterwards; the balance of each", () => {
    const c = { ...build({ created: false }), xp: 7 };
    expect([currencyOf(c), currencyOf(build())]).toEqual(["SP", "XP"]);
    expect([balance(c, "SP"), balance(c, "XP")]).toEqual([1000, 7]);
  });
});

describe("DE-CREA-15, DE-XP-6, DE-PERK-2: paying", () => {
  it("a price in SP: the balance, the log entry and the line", () => {
    const c = build({ created: false, sp: 120 });
    expect(pay(c, "SP", 120, "Quick Step rank 1", ["perks", "quickStep"])).toStrictEqual({
      ok: true,
      character: {
        ...c,
        sp: 0,
        log: [{ currency: "SP", amount: -120, reason: "Quick Step rank 1", balance: 0 }],
      },
      changes: ["Quick Step rank 1: −120 SP (0 left)"],
    });
  });

  it("a negative price in XP is received: +|cost|, 'now'; Total XP untouched (DE-XP-7)", () => {
    const c = build({ xp: 10 });
    expect(pay(c, "XP", -50, "Lightweight", ["perks", "lightweight"])).toStrictEqual({
      ok: true,
      character: {
        ...c,
        xp: 60,
        totalXp: 10,
        log: [{ currency: "XP", amount: 50, reason: "Lightweight", balance: 60 }],
      },
      changes: ["Lightweight: +50 XP (now 60)"],
    });
    // A price of 0 is paid, not received.
    expect(pay(c, "XP", 0, "Power Walk", ["perks", "powerWalk"])).toMatchObject({
      ok: true,
      changes: ["Power Walk: −0 XP (10 left)"],
    });
  });

  it("beyond the balance: refused with the amount short, in the currency's own code", () => {
    expect(pay(build({ xp: 90 }), "XP", 100, "Quick Step rank 1", ["perks", "quickStep"])).toEqual(
      no(
        "insufficient_xp",
        ["perks", "quickStep"],
        "Quick Step rank 1 costs 100 XP, you have 90: 10 short",
        10,
      ),
    );
    expect(pay(build({ created: false, sp: 5 }), "SP", 6, "a skill", ["skills"])).toEqual(
      no("insufficient_sp", ["skills"], "a skill costs 6 SP, you have 5: 1 short", 1),
    );
  });
});

describe("DE-XP-1: an award", () => {
  it("adds to XP and Total XP, logged with its reason trimmed, and says so", () => {
    const c = { ...build({ name: "Ada", xp: 30 }), totalXp: 80 };
    expect(awardXp(c, 20, "  the mine ")).toStrictEqual({
      ok: true,
      character: {
        ...c,
        xp: 50,
        totalXp: 100,
        log: [{ currency: "XP", amount: 20, reason: "the mine", balance: 50 }],
      },
      changes: ["Ada gains 20 XP (the mine): 30 → 50, Total XP 100"],
    });
    expect(awardXp(c, 0, "nothing much")).toMatchObject({
      ok: true,
      changes: ["Ada gains 0 XP (nothing much): 30 → 30, Total XP 80"],
    });
  });

  it("refuses a negative or fractional amount, and a blank reason, in words", () => {
    expect(awardXp(build(), -5, "oops")).toEqual(
      no("invalid", ["amount"], "an award is a whole number of XP, 0 or more (got -5)"),
    );
    expect(awardXp(build(), 2.5, "oops")).toEqual(
      no("invalid", ["amount"], "an award is a whole number of XP, 0 or more (got 2.5)"),
    );
    expect(awardXp(build(), 5, "  ")).toEqual(no("invalid", ["reason"], "say what the XP is for"));
  });
});

describe("DE-XP-3, DE-XP-6: spending XP outside the catalogue", () => {
  it("lowers XP, keeps Total XP, logs the reason trimmed", () => {
    const c = build({ xp: 100 });
    expect(spendXp(c, 40, " a downtime job ")).toStrictEqual({
      ok: true,
      character: {
        ...c,
        xp: 60,
        totalXp: 100,
        log: [{ currency: "XP", amount: -40, reason: "a downtime job", balance: 60 }],
      },
      changes: ["a downtime job: −40 XP (60 left)"],
    });
    expect(spendXp(c, 100, "all of it")).toMatchObject({
      ok: true,
      changes: ["all of it: −100 XP (0 left)"],
    });
    // Nothing at all is a whole number too.
    expect(spendXp(c, 0, "a favour")).toMatchObject({ ok: true, changes: ["a favour: −0 XP (100 left)"] });
  });

  it("refuses a bad amount, a blank reason, and more than there is", () => {
    expect(spendXp(build({ xp: 100 }), -1, "x")).toEqual(
      no("invalid", ["amount"], "spend a whole number of XP, 0 or more (got -1)"),
    );
    expect(spendXp(build({ xp: 100 }), 0.5, "x")).toEqual(
      no("invalid", ["amount"], "spend a whole number of XP, 0 or more (got 0.5)"),
    );
    expect(spendXp(build({ xp: 100 }), 5, " ")).toEqual(
      no("invalid", ["reason"], "say what the XP is spent on"),
    );
    expect(spendXp(build({ xp: 100 }), 101, "a ship")).toEqual(
      no("insufficient_xp", ["xp"], "a ship costs 101 XP, you have 100: 1 short", 1),
    );
  });
});
