// Creation pinned word for word: the race's refusals and change lines, innate perks given and taken
// back with their SP, finalisation's log and maxima, the point-buy input's refusals and the order it
// buys stats in (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { chooseRace, finalise, newCharacter, pointBuy, setConcept, startingStunFor } from "./create.js";
import { buy } from "./purchase.js";
import { build, ok, opts } from "./testing/helpers.js";

const o = opts();
const fresh = () => newCharacter("Tess", o);
const no = (code: string, path: (string | number)[], message: string) => ({
  ok: false,
  error: { code, path, message },
});
const changes = (r: ReturnType<typeof chooseRace>) => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.changes;
};

/** The test setting plus a race born with a positive perk and one born Slow (a stat prerequisite). */
const more = opts({
  setting: {
    id: "more",
    name: "More races",
    races: [
      { id: "human", name: "Human", baseSpeed: 5, baseStun: 6 },
      { id: "mole", name: "Mole Folk", baseSpeed: 4, innatePerks: [{ perk: "blind" }] },
      { id: "deep", name: "Deep Folk", baseSpeed: 4, innatePerks: [{ perk: "deaf" }] },
      { id: "gecko", name: "Gecko Folk", baseSpeed: 5, innatePerks: [{ perk: "naturalClimber" }] },
      { id: "bulky", name: "Bulky Folk", baseSpeed: 5, startingStats: { strength: 1 } },
    ],
  },
});

describe("DE-CREA-1, DE-CREA-2: a new character", () => {
  it("has no concept unless given; the concept line names it, or says none", () => {
    expect(fresh().concept).toBe("");
    expect(newCharacter("Tess", o, { concept: "a pilot" }).concept).toBe("a pilot");
    expect(setConcept(fresh(), "a pilot")).toMatchObject({ changes: ["Tess's concept: a pilot"] });
    expect(setConcept(fresh(), "")).toMatchObject({ changes: ["Tess's concept: (none)"] });
  });
});

describe("DE-CREA-6: choosing the race", () => {
  it("each refusal in words at the race", () => {
    expect(chooseRace(build(), "human", o)).toEqual(
      no("creation_only", ["race"], "the race is chosen during creation only"),
    );
    expect(chooseRace(fresh(), "dwarf", o)).toEqual(
      no("unknown", ["race"], '"dwarf" is not a race of this table (raceless, human, mole, deep, automaton)'),
    );
    const moved = ok(
      buy(ok(buy(fresh(), { kind: "stat", stat: "agility" }, o)), { kind: "stat", stat: "logic" }, o),
    );
    expect(chooseRace(moved, "human", o)).toEqual(
      no(
        "invalid",
        ["race"],
        "choose the race before the stats: set logic, agility back to the race's starting values first",
      ),
    );
  });

  it("a race's starting stats are its own: choosing another is allowed only from them", () => {
    const bulky = ok(chooseRace(newCharacter("Tess", more), "bulky", more));
    expect(bulky.stats.strength).toBe(1);
    expect(ok(chooseRace(bulky, "human", more)).stats.strength).toBe(0);
  });

  it("DE-PERK-55: a born-blind race pays Blind's SP; switching away takes it back, line by line", () => {
    const mole = chooseRace(fresh(), "mole", o);
    expect(changes(mole)).toEqual(["Tess is Mole Folk", "Blind (innate to Mole Folk): +150 SP (now 1150)"]);
    expect(ok(mole).perks).toEqual({ blind: { rank: 1, source: "race" } });
    const human = chooseRace(ok(mole), "human", o);
    expect(changes(human)).toEqual(["Blind (from Mole Folk) removed: −150 SP (1000 left)", "Tess is Human"]);
    expect([ok(human).perks, ok(human).sp]).toEqual([{}, 1000]);
    // The SP already spent cannot be taken back: the switch is refused, nothing changes.
    const spent = { ...ok(mole), sp: 100 };
    expect(chooseRace(spent, "human", o)).toMatchObject({
      ok: false,
      error: { code: "insufficient_sp", path: ["race"] },
    });
  });

  it("DE-PERK-56: another innate disability pays only under racialDisabilitySPForAll", () => {
    const deep = chooseRace(fresh(), "deep", o);
    expect(changes(deep)).toEqual(["Tess is Deep Folk", "Deaf comes with the race"]);
    expect(ok(deep).sp).toBe(1000);
    const all = opts({ racialDisabilitySPForAll: true });
    const paid = chooseRace(newCharacter("Tess", all), "deep", all);
    expect(changes(paid)).toEqual(["Tess is Deep Folk", "Deaf (innate to Deep Folk): +150 SP (now 1150)"]);
    expect(changes(chooseRace(ok(paid), "human", all))).toEqual([
      "Deaf (from Deep Folk) removed: −150 SP (1000 left)",
      "Tess is Human",
    ]);
    // Without the option nothing was paid, so nothing is taken back.
    expect(changes(chooseRace(ok(deep), "human", o))).toEqual(["Tess is Human"]);
  });

  it("a positive innate perk is given free and taken back free, even with racialDisabilitySPForAll", () => {
    for (const opt of [more, opts({ ...more, racialDisabilitySPForAll: true })]) {
      const gecko = chooseRace(newCharacter("Tess", opt), "gecko", opt);
      expect(changes(gecko)).toEqual(["Tess is Gecko Folk", "Natural Climber comes with the race"]);
      expect(ok(gecko).perks).toEqual({ naturalClimber: { rank: 1, source: "race" } });
      const back = chooseRace(ok(gecko), "human", opt);
      expect(changes(back)).toEqual(["Tess is Human"]);
      expect([ok(back).perks, ok(back).sp]).toEqual([{}, 1000]);
    }
  });
});

describe("DE-CREA-3, DE-CREA-16, DE-CREA-17: finalising", () => {
  it("refused twice, in words", () => {
    expect(finalise(build(), o)).toEqual(no("already_finalised", ["created"], "Tess is already finalised"));
  });

  it("unspent SP discarded into the log with a line; none left, no entry and no line", () => {
    const c = { ...fresh(), sp: 40 };
    const r = finalise(c, o);
    expect(r).toMatchObject({
      ok: true,
      changes: ["Tess is finalised: HP 3, Stun 0", "40 unspent SP discarded (SP never become XP)"],
    });
    expect(ok(r).log).toEqual([
      { currency: "SP", amount: -40, reason: "unspent SP discarded at finalisation", balance: 0 },
    ]);
    const spent = finalise({ ...fresh(), sp: 0 }, o);
    expect(spent).toMatchObject({ changes: ["Tess is finalised: HP 3, Stun 0"] });
    expect(ok(spent).log).toEqual([]);
  });

  it("maxima with bought HP and Stun ranks; current full, stun dice unspent, no Resilience", () => {
    const c = {
      ...ok(chooseRace(fresh(), "human", o)),
      sp: 0,
      hpIncreases: 2,
      stunRanks: [4, 3],
      current: { ...fresh().current, stunDiceSpent: 2 },
    };
    const r = finalise({ ...c, stats: { ...c.stats, endurance: 1 } }, o);
    expect(r).toMatchObject({ changes: ["Tess is finalised: HP 5, Stun 14"] });
    const f = ok(r);
    expect([f.created, f.sp, f.startingStun]).toEqual([true, 0, 7]);
    expect(f.current).toMatchObject({ hp: 5, stun: 14, res: null, stunDiceSpent: 0 });
  });

  it("a Resilience race: HP and Stun 0, Resilience at the race's start", () => {
    const a = ok(finalise({ ...ok(chooseRace(fresh(), "automaton", o)), sp: 0 }, o));
    expect(a.current).toMatchObject({ hp: 0, stun: 0, res: 30 });
  });

  it("DE-CREA-17: starting Stun floored at startingStunMin, unfloored when null", () => {
    const weak = { ...fresh(), stats: { ...fresh().stats, endurance: -3 } };
    expect(startingStunFor(weak, o)).toBe(0);
    expect(startingStunFor(weak, opts({ startingStunMin: -1 }))).toBe(-1);
    expect(startingStunFor(weak, opts({ startingStunMin: null }))).toBe(-3);
    expect(startingStunFor({ ...weak, race: "human" }, o)).toBe(3);
  });
});

describe("the point-buy method", () => {
  it("a malformed input names its field, or the input as a whole", () => {
    const r = pointBuy({ name: "Tess", stats: { agility: 1.5 } }, o);
    expect(r).toMatchObject({ ok: false, error: { code: "invalid", path: ["stats", "agility"] } });
    expect(!r.ok && r.error.message).toMatch(/^stats\.agility: ./);
    const whole = pointBuy(42, o);
    expect(whole).toMatchObject({ ok: false, error: { code: "invalid", path: [] } });
    expect(!whole.ok && whole.error.message).toMatch(/^input: ./);
  });

  it("the race first, then lowered stats, raised stats and purchases, then finalisation, every line in order", () => {
    const r = pointBuy(
      {
        name: "Tess",
        concept: "a pilot",
        race: "human",
        stats: { agility: 1, charisma: -1, logic: 0 },
        purchases: [{ kind: "skill", skill: "medic" }],
        notes: "owes money",
      },
      opts({ startingSP: 100 }),
    );
    expect(r).toMatchObject({
      ok: true,
      changes: [
        "Tess is Human",
        "Charisma 0 → −1: +25 SP (now 125)",
        "Agility 0 → +1: −10 SP (115 left)",
        "Medic: −75 SP (40 left)",
        "Tess is finalised: HP 3, Stun 6",
        "40 unspent SP discarded (SP never become XP)",
      ],
    });
    expect(ok(r)).toMatchObject({ concept: "a pilot", notes: "owes money", race: "human", created: true });
    // The lowered stat pays for the raised one, whichever order the input names them in.
    const tight = opts({ startingSP: 0 });
    expect(ok(pointBuy({ name: "T", stats: { agility: 1, charisma: -1 }, finalise: false }, tight)).sp).toBe(
      15,
    );
  });

  it("a refusal from the race or a purchase is returned whole", () => {
    expect(pointBuy({ name: "Tess", race: "dwarf" }, o)).toMatchObject({
      ok: false,
      error: { code: "unknown", path: ["race"] },
    });
    expect(pointBuy({ name: "Tess", purchases: [{ kind: "hp" }] }, o)).toMatchObject({
      ok: false,
      error: { code: "not_purchasable_with_sp", path: ["hp"] },
    });
  });
});
