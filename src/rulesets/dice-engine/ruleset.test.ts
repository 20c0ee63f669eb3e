// The Dice Engine ruleset as the engine sees it: the contract every ruleset passes, then the glue's
// own rules by ID — who controls whom (DE-GEN-1), one stat per check (DE-STAT-3), where a roll
// request comes from (DE-ROLL-3), perks and training reaching the table's rolls through
// `buildCheck`, contests, extended checks kept in the state, and XP. Dice are always injected.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../dice/index.js";
import { activeParticipants, startEncounter } from "../../engine/encounter.js";
import { EngineError } from "../../engine/errors.js";
import { replay } from "../../engine/events.js";
import { Session } from "../../engine/session.js";
import { rulesetContract } from "../../engine/testing/contract.js";
import { registry } from "../index.js";
import { controllerOf } from "./bridge.js";
import type { DeCharacter } from "./character/index.js";
import { checkOdds } from "./check/index.js";
import { exampleTable } from "./examples.js";
import { diceEngine } from "./ruleset.js";

rulesetContract(diceEngine);

const options = diceEngine.parseOptions({});

/** A table seated with the example cast, throwing exactly `faces` (and failing if one is left). */
function table(faces: number[] = []) {
  const dice = facesSource(faces);
  const session = new Session(diceEngine, { dice });
  for (const [id, c] of Object.entries(exampleTable(options).characters))
    session.addCharacter(id, c.data, c.owner);
  return { session, dice };
}

/** The EngineError `f` throws. */
function refusal(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error("expected an EngineError");
}

const data = (s: Session, id: string) => s.state.characters[id]!.data as DeCharacter;

describe("the ruleset", () => {
  it("is registered as dice-engine, on the rising tick tracker", () => {
    // The registry holds the ruleset with its facets (src/rulesets/index.ts): the same rules, and more.
    const registered = registry.get("dice-engine");
    expect(registered).toMatchObject({ ...diceEngine });
    expect(registered.fight?.ruleset).toBe("dice-engine");
    expect(diceEngine.initiative).toBe("ticks");
  });

  it("merges the check, character and damage options with the book's defaults, each documented", () => {
    expect(options).toMatchObject({
      critThreshold: 10,
      superCritRollBonus: 4,
      startingSP: 1000,
      stunOverflow: "oneHp",
    });
    const names = diceEngine.optionDocs.map((d) => d.name);
    for (const n of [
      "critThreshold",
      "extendedCheckTally",
      "statSpendCapSP",
      "setting",
      "stunOverflow",
      "eaPer",
    ])
      expect(names).toContain(n);
    expect(new Set(names).size).toBe(names.length);
    for (const d of diceEngine.optionDocs)
      expect(d.default, d.name).toEqual(options[d.name as keyof typeof options]);
    const e = refusal(() => diceEngine.parseOptions({ critThreshold: 1 }));
    expect(e.path).toEqual(["critThreshold"]);
  });
});

describe("who controls a character", () => {
  it("DE-GEN-1 a player character has exactly one controlling player; NPCs are the GM's", () => {
    const { session } = table();
    expect(controllerOf(session.state.characters.ilse!)).toBe("player-1");
    expect(controllerOf(session.state.characters.wren!)).toBe("gm");
    expect(controllerOf({ owner: null })).toBe("gm");
  });

  it("DE-GEN-1 the roll records its character's controller", () => {
    const { session } = table([5, 5, 5, 5]);
    expect(session.act("check", { actor: "ilse", stat: "logic", dc: 10 }).roll!.outcome.controller).toBe(
      "player-1",
    );
    expect(session.act("check", { actor: "wren", stat: "logic", dc: 10 }).roll!.outcome.controller).toBe(
      "gm",
    );
  });

  it("DE-GEN-1 the GM has no stat block, so nothing rolls for it", () => {
    const { session } = table();
    const e = refusal(() => session.act("check", { actor: "gm", stat: "logic", dc: 10 }));
    expect(e.path).toEqual(["actor"]);
    expect(e.message).toMatch(/GM has no stat block/);
  });
});

describe("check", () => {
  it("DE-STAT-3 a check names exactly one stat, refused by name otherwise", () => {
    const { session } = table();
    expect(refusal(() => session.act("check", { actor: "ilse", dc: 10 })).path).toEqual(["stat"]);
    expect(
      refusal(() => session.act("check", { actor: "ilse", stat: ["logic", "agility"], dc: 10 })).path,
    ).toEqual(["stat"]);
    expect(refusal(() => session.act("check", { actor: "ilse", stat: "luck", dc: 10 })).message).toMatch(
      /stat/,
    );
  });

  it("DE-STAT-3 no weapon → stat mapping is built in: a weapon roll uses the stat the request names", () => {
    const { session } = table([6, 5, 6, 5]);
    const hammer = { actor: "bruno", weapon: { skill: "Hammer Fighting" }, attack: true, dc: 10 };
    const strength = session.act("check", { ...hammer, stat: "strength" }).roll!;
    const agility = session.act("check", { ...hammer, stat: "agility" }).roll!;
    expect([strength.outcome.statValue, agility.outcome.statValue]).toEqual([3, 1]);
    expect(strength.outcome.training).toBe("proficient"); // DE-PROF-5: training follows the stat
    expect(agility.outcome.training).toBe("none");
  });

  it("DE-ROLL-3 out of combat a roll is the GM's call; in combat it belongs to a declared action", () => {
    const { session } = table([5, 5, 5, 5]);
    expect(session.act("check", { actor: "wren", stat: "agility", dc: 10 }).roll!.outcome.requestedBy).toBe(
      "gm",
    );
    session.table.commit(
      startEncounter(session.state, {
        id: "ambush",
        model: "ticks",
        participants: [{ id: "wren", character: "wren", name: "Wren Adair", tick: 3 }],
      }),
    );
    expect(session.act("check", { actor: "wren", stat: "agility", dc: 10 }).roll!.outcome.requestedBy).toBe(
      "declaredAction",
    );
  });

  it("DE-ROLL-4 DE-ROLL-5 DE-FOCUS-1 the character's stat and designated focus rating, from the file", () => {
    // Ilse: Agility +2 with Proficiency (a d12 first), Medicine 2.
    const { session, dice } = table([7, 4]);
    const r = session.act("check", { actor: "ilse", stat: "agility", focus: "Medicine", dc: 15 }).roll!;
    expect(r.dice.map((d) => [d.sides, d.faces[0]])).toEqual([
      [12, 7],
      [10, 4],
    ]);
    expect(r.outcome).toMatchObject({ total: 15, focusBonus: 2, success: true, degrees: 1, dc: 15 });
    expect(r.partition).toBe("success");
    expect(dice.remaining()).toBe(0);
  });

  it("DE-FOCUS-1 a focus the character lacks adds nothing and is no penalty; an unknown focus is refused", () => {
    const { session } = table([5, 6]);
    const r = session.act("check", { actor: "bruno", stat: "intuition", focus: "History", dc: 10 }).roll!;
    expect(r.outcome).toMatchObject({ total: 11, focusBonus: 0 });
    expect(
      refusal(() => session.act("check", { actor: "bruno", stat: "intuition", focus: "Astrology" })).path,
    ).toEqual(["focus"]);
  });

  it("DE-PERK-11 a perk's effect reaches the table's check through buildCheck (Perceptive Vision)", () => {
    // Wren: Intuition +3, Perception 2, Perceptive Vision: advantage on sight, three dice, best two.
    const { session } = table([2, 7, 8]);
    const r = session.act("check", {
      actor: "wren",
      stat: "intuition",
      purpose: "perception",
      sense: "sight",
      focus: "perception",
      dc: 18,
    }).roll!;
    expect(r.dice.map((d) => d.kept)).toEqual([false, true, true]);
    expect(r.outcome).toMatchObject({ total: 20, net: 1, success: true, degrees: 3 });
    expect(r.outcome.sources).toContain("Perceptive Vision: advantage");
  });

  it("DE-ADV-2 the table's labelled sources add levels and cancel the perk's level for level", () => {
    const { session } = table([9, 9]);
    const r = session.act("check", {
      actor: "wren",
      stat: "intuition",
      purpose: "perception",
      sense: "sight",
      disadvantage: ["fog"],
      dc: 18,
    }).roll!;
    expect(r.dice).toHaveLength(2);
    expect(r.outcome.sources).toEqual(["Perceptive Vision: advantage", "fog: disadvantage"]);
  });

  it("DE-UNSK-1 DE-UNSK-2 DE-SKILL-13 a tool without its skill: disadvantage, no focus, no item rating", () => {
    // Bruno has no Lock Picking: Dexterity +1, three dice keep the lowest two, Security 1 and the
    // picks' rating 2 both lost; the +1 floating modifier still counts.
    const { session } = table([9, 4, 6]);
    const r = session.act("check", {
      actor: "bruno",
      stat: "dexterity",
      skill: "Lock Picking",
      itemRating: 2,
      focus: "security",
      modifiers: [{ label: "old lock", value: 1 }],
      dc: 14,
    }).roll!;
    expect(r.dice.map((d) => [d.role, d.kept])).toEqual([
      ["core", false],
      ["core", true],
      ["disadvantage", true],
    ]);
    expect(r.outcome).toMatchObject({
      total: 12,
      focusBonus: 0,
      unskilled: true,
      success: false,
      degrees: -2,
    });
  });

  it("DE-UNSK-1 the GM may rule any roll unskilled; an unknown skill is refused by name", () => {
    const { session } = table([9, 4, 6]);
    const r = session.act("check", { actor: "ilse", stat: "logic", focus: "crime", unskilled: true, dc: 10 })
      .roll!;
    expect(r.outcome).toMatchObject({ unskilled: true, focusBonus: 0, total: 4 + 6 + 1 });
    expect(
      refusal(() => session.act("check", { actor: "ilse", stat: "logic", skill: "Juggling" })).path,
    ).toEqual(["skill"]);
  });

  it("DE-ROLL-6 a hidden DC: the log says pass or fail but neither the DC nor the margin", () => {
    const { session } = table([3, 4, 9, 9]);
    const miss = session.act("check", { actor: "bruno", stat: "logic", dc: 17, hiddenDc: true }).roll!;
    expect(miss.outcome).toMatchObject({ success: false, degrees: null, dcHidden: true });
    expect(miss.outcome).not.toHaveProperty("dc");
    expect(JSON.stringify(miss)).not.toContain("17");
    const hit = session.act("check", {
      actor: "bruno",
      stat: "logic",
      dc: 12,
      hiddenDc: true,
      revealDegrees: true,
    }).roll!;
    expect(hit.outcome).toMatchObject({ success: true, degrees: 6 });
  });

  it("DE-CRIT-7 a double 1 fails even above the DC", () => {
    const { session } = table([1, 1]);
    const r = session.act("check", { actor: "ilse", stat: "agility", modifiers: [20], dc: 5 }).roll!;
    expect(r.outcome).toMatchObject({ crit: "superFail", success: false, forced: "fail" });
    expect(r.summary).toContain("super-critical fail");
  });

  it("DE-DOS-1 the odds are the check core's exact counts for the character's request", () => {
    const { session } = table();
    const odds = session.odds("check", { actor: "ilse", stat: "agility", focus: "medicine", dc: 15 });
    const core = checkOdds({ stat: 2, focusRating: 2, training: "proficient", target: 15 });
    expect(odds.partition.success).toBeCloseTo(core.vsTarget!.success / core.outcomes, 14);
    const degreesMass = odds.distributions.degrees!.reduce((s, [, p]) => s + p, 0);
    expect(degreesMass).toBeCloseTo(1, 12);
    // Without a DC the roll is only recorded; the totals are its distribution.
    const open = session.odds("check", { actor: "ilse", stat: "agility" });
    expect(open.partition).toEqual({ rolled: 1 });
  });
});

describe("contest", () => {
  it("DE-CONT-1 the defender rolls first; meeting its total is enough for the attacker", () => {
    // Defender Ilse, Agility +2 (d12, d10): 6 + 4 + 2 = 12. Attacker Bruno, Strength +3 (d12, d10): 7 + 2 + 3 = 12.
    const { session, dice } = table([6, 4, 7, 2]);
    const r = session.act("contest", {
      attacker: { actor: "bruno", stat: "strength", purpose: "grapple" },
      defender: { character: "ilse", stat: "agility" },
    }).roll!;
    expect(r.dice.map((d) => d.group)).toEqual([
      "defender: Ilse Varn",
      "defender: Ilse Varn",
      "attacker: Bruno Hale",
      "attacker: Bruno Hale",
    ]);
    expect(r.outcome).toMatchObject({ winner: "attacker", reason: "totals", dos: 1 });
    expect(r.partition).toBe("attacker");
    expect(dice.remaining()).toBe(0);
  });

  it("DE-CONT-3 the attacker's double 1 fails first; the defender's double 1 then loses", () => {
    const contest = {
      attacker: { actor: "bruno", stat: "strength" },
      defender: { character: "wren", stat: "agility" },
    };
    const a = table([2, 2, 1, 1]).session.act("contest", contest).roll!;
    expect(a.outcome).toMatchObject({ winner: "defender", reason: "attackerSuperFail" });
    const d = table([1, 1, 1, 2]).session.act("contest", contest).roll!;
    expect(d.outcome).toMatchObject({ winner: "attacker", reason: "defenderSuperFail" });
  });

  it("DE-CONT-4 the odds give the attacker's chance and the contested degrees", () => {
    const { session } = table();
    const odds = session.odds("contest", {
      attacker: { actor: "bruno", stat: "strength" },
      defender: { character: "ilse", stat: "agility" },
    });
    expect(odds.partition.attacker! + odds.partition.defender!).toBeCloseTo(1, 12);
    expect(odds.partition.attacker).toBeGreaterThan(0.5); // +3 against +2, both proficient
    const held = odds.distributions.degrees!.find(([d]) => d === 0)![1];
    expect(held).toBeCloseTo(odds.partition.defender!, 12);
  });

  it("names the side at fault in errors", () => {
    const { session } = table();
    const e = refusal(() =>
      session.act("contest", {
        attacker: { actor: "bruno", stat: "strength" },
        defender: { character: "nobody", stat: "agility" },
      }),
    );
    expect(e.path).toEqual(["defender", "character"]);
    expect(e.code).toBe("not_found");
  });
});

describe("extended checks", () => {
  const ledger = {
    id: "ledger",
    task: "Decode the ledger",
    sv: 4,
    dc: 12,
    duration: 10,
    rolls: [
      { actor: "ilse", stat: "logic", focus: "crime" },
      { actor: "wren", stat: "intuition", focus: "underworld" },
    ],
  };

  it("DE-EXT-1 DE-EXT-6 a round: the roller and an ally roll together into the same tallies", () => {
    // Ilse: Logic +1, Crime 1: 5 + 5 + 2 = 12 meets DC 12. Wren: Intuition +3, Underworld 1: 2 + 3 + 4 = 9 fails.
    const { session } = table([5, 5, 2, 3]);
    const r = session.act("extended", ledger);
    expect(r.roll!.outcome).toMatchObject({
      successes: 1,
      failures: 1,
      rounds: 1,
      elapsed: 10,
      status: "ongoing",
    });
    expect(session.state.notes["extended:ledger"]).toMatchObject({
      kind: "dice-engine.extended",
      open: true,
      data: { successes: 1, failures: 1, rounds: 1, sv: 4, dc: 12 },
    });
  });

  it("DE-EXT-4 DE-EXT-5 the tallies carry over rounds until half the SV in failures; replay gives the same state", () => {
    const { session } = table([5, 5, 2, 3, 1, 2, 2, 2]);
    session.act("extended", ledger);
    const r = session.act("extended", { id: "ledger", rolls: ledger.rolls });
    expect(r.roll!.outcome).toMatchObject({
      successes: 1,
      failures: 3,
      rounds: 2,
      elapsed: 20,
      status: "failed",
    });
    expect(r.roll!.partition).toBe("failed");
    expect(session.state.notes["extended:ledger"]!.open).toBe(false);
    const initial = new Session(diceEngine).state;
    const seated = session.log.filter((e) => e.event.type === "character.added").map((e) => e.event);
    const rest = session.log.filter((e) => e.event.type !== "character.added").map((e) => e.event);
    expect(replay(replay(initial, seated), rest, diceEngine.reduce)).toEqual(session.state);
    expect(refusal(() => session.act("extended", { id: "ledger", rolls: ledger.rolls })).code).toBe(
      "conflict",
    );
  });

  it("DE-EXT-3 succeeds once the successes reach the SV", () => {
    const { session } = table([9, 9, 9, 9]);
    const r = session.act("extended", { ...ledger, sv: 2 });
    expect(r.roll!.outcome).toMatchObject({ successes: 2, status: "succeeded" });
  });

  it("DE-EXT-4 stopping early fails the check", () => {
    const { session } = table([5, 5, 2, 3]);
    session.act("extended", ledger);
    session.act("extendedStop", { id: "ledger" });
    expect(session.state.notes["extended:ledger"]).toMatchObject({
      open: false,
      data: { status: "failed", stopped: true },
    });
  });

  it("DE-EXT-1 a new extended check needs the GM's SV, DC and duration, and they cannot change", () => {
    const { session } = table([5, 5, 2, 3]);
    expect(
      refusal(() => session.act("extended", { id: "x", dc: 12, duration: 1, rolls: ledger.rolls })).path,
    ).toEqual(["sv"]);
    session.act("extended", ledger);
    expect(refusal(() => session.act("extended", { ...ledger, dc: 14 })).path).toEqual(["dc"]);
  });

  it("DE-EXT-7 the odds of the round's end: succeeded, failed or still going", () => {
    const { session } = table();
    const odds = session.odds("extended", { ...ledger, sv: 1 });
    // SV 1: one success wins, one failure loses; both in one round: success wins (DE-EXT-7).
    expect(odds.partition.ongoing).toBe(0);
    const ilse = checkOdds({ stat: 1, focusRating: 1, target: 12 });
    const wren = checkOdds({ stat: 3, focusRating: 1, target: 12 });
    const bothFail = (ilse.vsTarget!.failure / ilse.outcomes) * (wren.vsTarget!.failure / wren.outcomes);
    expect(odds.partition.failed).toBeCloseTo(bothFail, 14);
  });
});

describe("award and buy", () => {
  it("DE-XP-1 an award raises XP and Total XP", () => {
    const { session } = table();
    session.act("award", { actor: "ilse", amount: 100, reason: "the convoy" });
    expect(data(session, "ilse")).toMatchObject({ xp: 250, totalXp: 400 });
  });

  it("DE-XP-6 a purchase the XP do not cover is refused with the amount short, and nothing changes", () => {
    const { session } = table();
    const before = data(session, "ilse");
    // Quick Step rank 2 costs 250 XP; Ilse has 150.
    const e = refusal(() =>
      session.act("buy", { actor: "ilse", purchases: ["focus:crime", "perk:Quick Step"] }),
    );
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["purchases", 1]);
    expect(e.message).toMatch(/150 short/);
    expect(data(session, "ilse")).toEqual(before);
  });

  it("DE-XP-4 purchases in the advance syntax or as objects, paid in XP", () => {
    const { session } = table();
    session.act("award", { actor: "ilse", amount: 400, reason: "the convoy" });
    session.act("buy", {
      actor: "ilse",
      purchases: ["perk:Quick Step", { kind: "focus", focus: "medicine" }],
    });
    expect(data(session, "ilse")).toMatchObject({ xp: 550 - 250 - 50, focuses: { medicine: 3 } });
    expect(data(session, "ilse").perks.quickStep!.rank).toBe(2);
    expect(refusal(() => session.act("buy", { actor: "ilse", purchases: ["wings:2"] })).path).toEqual([
      "purchases",
      0,
    ]);
  });
});

describe("initiative", () => {
  const everyone = { participants: [{ character: "ilse" }, { character: "bruno" }, { character: "wren" }] };

  it("DE-INIT-1 DE-INIT-2 the GM starts combat; each rolls 1d6 − Logic, negative values allowed", () => {
    // Logic: Ilse +1, Bruno −1, Wren 0.
    const { session } = table([1, 4, 6]);
    const r = session.act("initiative", everyone).roll!;
    expect(r.actor).toBeNull(); // nobody's own roll: only the GM may start a fight
    expect(r.outcome.initiative).toEqual({ ilse: 0, bruno: 5, wren: 6 });
    const e = session.state.encounter!;
    expect(e.model).toBe("ticks");
    expect(e.participants.map((p) => [p.id, p.tick])).toEqual([
      ["ilse", 0],
      ["bruno", 5],
      ["wren", 6],
    ]);
    expect(r.summary).toBe("Combat starts: Wren Adair 6, Bruno Hale 5, Ilse Varn 0; Ilse Varn acts first");
  });

  it("DE-INIT-2 the formula is an option, written with stat names", () => {
    const session = new Session(diceEngine, {
      dice: facesSource([2]),
      options: { initiativeFormula: "1d6 - logic - agility" },
    });
    session.addCharacter("ilse", exampleTable(options).characters.ilse!.data);
    const r = session.act("initiative", { participants: [{ character: "ilse" }] }).roll!;
    expect(r.outcome.initiative).toEqual({ ilse: 2 - 1 - 2 });
    expect(refusal(() => diceEngine.parseOptions({ initiativeFormula: "1d6 - luck" })).path).toEqual([
      "initiativeFormula",
    ]);
  });

  it("DE-INIT-4 DE-INIT-6 the lowest acts; ties act together", () => {
    const { session } = table([3, 1, 5]);
    const r = session.act("initiative", everyone).roll!;
    expect(r.outcome.initiative).toEqual({ ilse: 2, bruno: 2, wren: 5 });
    expect(r.partition).toBe("ilse + bruno");
    expect(activeParticipants(session.state.encounter!)).toEqual(["ilse", "bruno"]);
  });

  it("DE-INIT-4 the odds say who acts first, ties included, and sum to 1", () => {
    const { session } = table();
    const odds = session.odds("initiative", {
      participants: [{ character: "bruno" }, { character: "wren", initiative: 3 }],
    });
    // Bruno 1d6 + 1 against Wren's 3: first alone on 1 (2), together on 2 (3), Wren first on 3–6.
    expect(odds.partition).toEqual({ bruno: 1 / 6, "bruno + wren": 1 / 6, wren: 4 / 6 });
    const all = session.odds("initiative", everyone);
    expect(Object.values(all.partition).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("refuses a second fight, an unknown character and a duplicate id by field", () => {
    const { session } = table([1, 1]);
    expect(
      refusal(() => session.act("initiative", { participants: [{ character: "nobody" }] })).path,
    ).toEqual(["participants", 0, "character"]);
    expect(
      refusal(() =>
        session.act("initiative", { participants: [{ character: "ilse" }, { character: "ilse" }] }),
      ).path,
    ).toEqual(["participants", 1, "id"]);
    session.act("initiative", { participants: [{ character: "ilse" }, { character: "ilse", id: "ilse-2" }] });
    expect(refusal(() => session.act("initiative", everyone)).code).toBe("conflict");
  });

  it("DE-INIT-9 a late joiner rolls and adds the current time", () => {
    const { session } = table([4, 6, 2]);
    session.act("initiative", { participants: [{ character: "ilse" }, { character: "bruno" }] });
    expect(session.state.encounter!.time).toBe(3); // Ilse 4 − 1
    const r = session.act("join", { character: "wren" }).roll!;
    expect(r.outcome).toMatchObject({ rolled: 2, time: 3, initiative: 5 });
    expect(session.state.encounter!.participants.find((p) => p.id === "wren")!.tick).toBe(5);
    expect(refusal(() => session.act("join", { character: "wren", initiative: 1 })).path).toEqual([
      "initiative",
    ]);
  });

  it("DE-INIT-9 with lateJoinInitiative gmSet the GM gives the value, which may be below the current time", () => {
    const session = new Session(diceEngine, {
      dice: facesSource([6]),
      options: { lateJoinInitiative: "gmSet" },
    });
    for (const [id, c] of Object.entries(exampleTable(options).characters)) session.addCharacter(id, c.data);
    session.act("initiative", { participants: [{ character: "ilse" }] }); // 6 − 1 = 5
    expect(refusal(() => session.act("join", { character: "wren" })).path).toEqual(["initiative"]);
    session.act("join", { character: "wren", initiative: 1 });
    expect(session.state.encounter!.time).toBe(1);
    expect(activeParticipants(session.state.encounter!)).toEqual(["wren"]);
  });
});
