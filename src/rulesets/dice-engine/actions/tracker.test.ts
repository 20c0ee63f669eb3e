// The tracker glue by rule ID: acting on the rising tracker (move, interact, wait, hold, complex),
// triggering a held action, interrupts off-turn with their cost (Dodge with its Agility check),
// forced burns, characters tied on the tracker acting simultaneously, and the automatic burn of an
// incapacitated character at the lowest initiative. Dice are scripted; every log replays.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { replay } from "../../../engine/events.js";
import type { Resolution } from "../../../engine/ruleset.js";
import { Session } from "../../../engine/session.js";
import { emptyState } from "../../../engine/state.js";
import type { DeCharacter } from "../character/index.js";
import { exampleTable } from "../examples.js";
import { diceEngine } from "../ruleset.js";
import { dodgedDamage } from "../tracker/index.js";
import { EXAMPLE_FIGHTERS } from "./combat-examples.js";
import { trackerNote } from "./combat-state.js";
import { refusal } from "./testing/play.js";
import { dodgeOf, dodgeUsedEvents } from "./tracker-steps.js";

const options = diceEngine.parseOptions({});

/** A table seated with the example cast, throwing exactly `faces`. */
function table(faces: number[] = []) {
  const s = new Session(diceEngine, { dice: facesSource(faces) });
  for (const [id, c] of Object.entries(exampleTable(options).characters)) s.addCharacter(id, c.data, c.owner);
  return s;
}

/** A fight with the GM's initiative values (no dice). */
function fight(s: Session, values: Record<string, number>) {
  return s.act("initiative", {
    participants: Object.entries(values).map(([character, initiative]) => ({ character, initiative })),
  });
}

const tick = (s: Session, id: string) => s.state.encounter!.participants.find((p) => p.id === id)!.tick;
const ticks = (s: Session) =>
  Object.fromEntries(s.state.encounter!.participants.map((p) => [p.id, p.tick] as const));
const spent = (r: Resolution) =>
  r.events
    .filter((e) => e.type === "ticks.spent")
    .map((e) => {
      const x = e as { id: string; cost: number; action: string };
      return [x.id, x.cost, x.action];
    });
const outcome = (r: Resolution) => r.roll!.outcome as Record<string, unknown>;

const conditionsOf = (s: Session, id: string) =>
  (
    (s.state.notes[`combat:${id}`]?.data as { conditions?: { condition: string }[] } | undefined)
      ?.conditions ?? []
  ).map((c) => c.condition);

/** The whole log folded from an empty table gives the session's state (replay = fold). */
function expectReplays(s: Session) {
  const events = s.log.map((e) => e.event);
  expect(replay(emptyState("dice-engine", s.state.options), events, diceEngine.reduce)).toEqual(s.state);
}

describe("act", () => {
  it("DE-INIT-5 DE-ACT-4 DE-ACT-6 a Move costs its pace (run 2, walk 6); the mover stays active while lowest", () => {
    const s = table();
    fight(s, { bruno: 2, wren: 9 });
    const r = s.act("act", { actor: "bruno", action: { kind: "move", pace: "run" } });
    expect(spent(r)).toEqual([["bruno", 2, "Move (walking, running)"]]);
    expect(outcome(r)).toMatchObject({ cost: 2, initiative: 4, time: 4 });
    s.act("act", { actor: "bruno", action: { kind: "move", pace: "walk", movement: "climbing" } });
    expect(ticks(s)).toEqual({ bruno: 10, wren: 9 });
    expect(s.state.encounter!.time).toBe(9);
    expectReplays(s);
  });

  it("DE-INIT-1 only the active character acts; the refusal names who is active", () => {
    const s = table();
    fight(s, { bruno: 2, wren: 9 });
    const e = refusal(() => s.act("act", { actor: "wren", action: { kind: "wait", amount: 1 } }));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["id"]);
    expect(e.message).toBe(
      "Wren Adair is at initiative 9; only the active character acts (now 2: Bruno Hale)",
    );
  });

  it("DE-ACT-8 DE-COND-25 interact: at 6, stand up (2) then draw a holstered pistol (1) → 9", () => {
    const s = table();
    fight(s, { bruno: 6, wren: 20 });
    s.act("condition", { actor: "bruno", condition: "Prone" });
    s.act("act", { actor: "bruno", action: { kind: "interact", interact: "standUp" } });
    expect(conditionsOf(s, "bruno")).not.toContain("prone");
    const r = s.act("act", { actor: "bruno", action: { kind: "interact", interact: "drawHolstered" } });
    expect(spent(r)).toEqual([["bruno", 1, "Draw a holstered item"]]);
    expect(tick(s, "bruno")).toBe(9);
  });

  it("DE-ACT-7 a Wait burns the amount chosen, at least 1; 0 is refused by field", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 4 });
    const e = refusal(() => s.act("act", { actor: "bruno", action: { kind: "wait", amount: 0 } }));
    expect(e.path).toEqual(["action", "amount"]);
    expect(e.message).toBe("a Wait burns at least 1 initiative, got 0");
    s.act("act", { actor: "bruno", action: { kind: "wait", amount: 7 } });
    expect(ticks(s)).toEqual({ bruno: 7, wren: 4 });
  });

  it("DE-ACT-9 a complex action costs its DC (14); declining costs nothing and spends no initiative", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 30 });
    const declined = s.act("act", { actor: "bruno", action: { kind: "complex", dc: 14, decline: true } });
    expect(spent(declined)).toEqual([]);
    expect(outcome(declined)).toMatchObject({ label: "Complex action (declined)", cost: 0 });
    const r = s.act("act", { actor: "bruno", action: { kind: "complex", dc: 14 } });
    expect(spent(r)).toEqual([["bruno", 14, "Complex action (DC 14)"]]);
    expect(tick(s, "bruno")).toBe(14);
  });
});

describe("hold and trigger", () => {
  it("DE-ACT-3 at 3, hold a Standard attack → 8; the trigger comes off-turn: taken free, still 8", () => {
    const s = table();
    fight(s, { bruno: 3, wren: 6 });
    const held = s.act("act", {
      actor: "bruno",
      action: { kind: "hold", action: { kind: "attack", attack: "standard" }, trigger: "Wren steps closer" },
    });
    expect(spent(held)).toEqual([["bruno", 5, "Hold Standard Attack"]]);
    expect(trackerNote(s.state).holds.bruno).toEqual({
      action: { kind: "attack", attack: "standard" },
      trigger: "Wren steps closer",
      declaredAt: 3,
    });
    const r = s.act("trigger", { actor: "bruno" });
    expect(spent(r)).toEqual([]);
    expect(outcome(r)).toMatchObject({ action: { kind: "attack", attack: "standard" }, cost: 0 });
    expect(tick(s, "bruno")).toBe(8);
    expect(trackerNote(s.state).holds).toEqual({});
    expect(refusal(() => s.act("trigger", { actor: "bruno" })).message).toBe(
      "Bruno Hale holds no action (or it has lapsed)",
    );
    expectReplays(s);
  });

  it("DE-ACT-3 no trigger before the holder is next active: the hold lapses, no refund", () => {
    const s = table();
    fight(s, { bruno: 3, wren: 6 });
    s.act("act", {
      actor: "bruno",
      action: { kind: "hold", action: { kind: "attack", attack: "standard" }, trigger: "the door opens" },
    });
    s.act("act", { actor: "wren", action: { kind: "wait", amount: 3 } });
    expect(ticks(s)).toEqual({ bruno: 8, wren: 9 });
    expect(trackerNote(s.state).holds).toEqual({});
    expect(refusal(() => s.act("trigger", { actor: "bruno" })).path).toEqual(["id"]);
  });
});

describe("interrupts", () => {
  it("DE-INT-1 DE-INT-2 an interrupt off-turn costs 2 on the interrupter; the time and the active character stay", () => {
    const s = table();
    fight(s, { bruno: 8, wren: 12 });
    const r = s.act("interrupt", { actor: "wren", interrupt: { custom: "shout a warning" } });
    expect(spent(r)).toEqual([["wren", 2, "Interrupt: shout a warning"]]);
    expect(r.roll!.partition).toBe("interrupted");
    expect(ticks(s)).toEqual({ bruno: 8, wren: 14 });
    expect(s.state.encounter!.time).toBe(8);
  });

  it("DE-INT-4 a perk interrupt needs its perk, refused by field (the perk by name) before anything changes", () => {
    const s = table();
    fight(s, { bruno: 8, wren: 12 });
    const e = refusal(() => s.act("interrupt", { actor: "wren", interrupt: "bolt" }));
    expect(e).toMatchObject({ code: "refused", path: ["interrupt"] });
    expect(e.message).toBe("Wren Adair does not hold Evasion Dance, which this interrupt needs");
    expect(tick(s, "wren")).toBe(12);
  });

  it("DE-INT-4 the interrupts that are another action (counter, descent, Emergency Protocol) are refused here, saying where, and cost nothing", () => {
    const s = table();
    fight(s, { bruno: 8, wren: 12 });
    const where: Record<string, RegExp> = {
      counterAttack: /make it with the attack action and Counter attack on/,
      deadlyDescent: /make it with the attack action and Deadly descent on/,
      emergencyProtocol: /taken with the care action/,
    };
    for (const [interrupt, message] of Object.entries(where)) {
      const e = refusal(() => s.act("interrupt", { actor: "wren", interrupt }));
      expect(e.code, interrupt).toBe("invalid");
      expect(e.path, interrupt).toEqual(["interrupt"]);
      expect(e.message, interrupt).toMatch(message);
    }
    expect(refusal(() => s.act("interrupt", { actor: "wren", interrupt: "duck" })).message).toMatch(
      /interrupt: one of dodge, bolt, martialParry, getDownMrPresident, or \{ custom, cost \} for the GM's own/,
    );
    expect(ticks(s)).toEqual({ bruno: 8, wren: 12 });
    // The form offers only what this action takes.
    const params = diceEngine.actions.interrupt!.params as unknown as {
      shape: { interrupt: { options: [{ options: string[] }] } };
    };
    const choices = params.shape.interrupt.options[0].options;
    expect(choices).toEqual(["dodge", "bolt", "martialParry", "getDownMrPresident"]);
  });

  it("DE-INT-3 Dodge:[12]: Wren's Agility check 4+6+2 = 12 succeeds, stored for the damage step; 9 damage → 5", () => {
    const s = table([4, 6]);
    fight(s, { bruno: 8, wren: 12 });
    const r = s.act("interrupt", { actor: "wren", interrupt: "dodge", dodge: { rating: 12 } });
    expect(r.roll!.partition).toBe("dodged");
    expect(r.roll!.dice.map((d) => d.faces[0])).toEqual([4, 6]);
    expect(spent(r)).toEqual([["wren", 2, "Interrupt: Dodge"]]);
    const record = { participant: "wren", at: 8, rating: 12, total: 12, success: true, roll: r.roll!.id };
    expect(outcome(r).dodge).toEqual(record);
    expect(trackerNote(s.state).dodges).toEqual({ wren: record });
    expect(dodgeOf(s.state, "wren")).toEqual(record);
    expect(dodgedDamage(9, dodgeOf(s.state, "wren")!.success)).toBe(5);
    // One Dodge covers one area: spent, it is gone.
    s.table.commit(dodgeUsedEvents(s.state, "wren"));
    expect(dodgeOf(s.state, "wren")).toBeNull();
    expectReplays(s);
  });

  it("DE-INT-3 a Dodge that succeeded halves the explosion that follows, as the flag does, and is used up", () => {
    const grenade = { components: [{ type: "concussive", damage: 25 }] };
    const blast = (dodged?: boolean) => ({
      source: "a grenade",
      explosive: grenade,
      targets: [{ character: "wren", distance: 5, ...(dodged ? { dodged } : {}) }],
    });
    // Whatever the blast calls for afterwards (a consciousness check) rolls the same faces in both.
    const later = Array.from({ length: 20 }, () => 10);
    const s = table([4, 6, ...later]);
    fight(s, { bruno: 8, wren: 12 });
    s.act("interrupt", { actor: "wren", interrupt: "dodge", dodge: { rating: 12 } });
    const r = s.act("explosion", blast());
    const flagged = table(later);
    fight(flagged, { bruno: 8, wren: 12 });
    const f = flagged.act("explosion", blast(true));
    const target = (x: Resolution) => (outcome(x).targets as Record<string, unknown>[])[0];
    expect(target(r)).toMatchObject({ character: "wren", damage: 20, dodged: true });
    expect(target(r)!.dealt).toBe(target(f)!.dealt);
    expect(r.roll!.summary).toMatch(/\(dodged: half\)/);
    expect(dodgeOf(s.state, "wren")).toBeNull();
    expectReplays(s);
  });

  it("DE-INT-3 a total of 11 against Dodge:[12] fails: the record says so, and it lapses when the time moves", () => {
    const s = table([3, 6]);
    fight(s, { bruno: 8, wren: 12 });
    const r = s.act("interrupt", { actor: "wren", interrupt: "dodge", dodge: { rating: 12 } });
    expect(r.roll!.partition).toBe("failed");
    expect(dodgeOf(s.state, "wren")).toMatchObject({ total: 11, success: false });
    s.act("act", { actor: "bruno", action: { kind: "wait", amount: 1 } });
    expect(trackerNote(s.state).dodges).toEqual({});
    expect(dodgeOf(s.state, "wren")).toBeNull();
  });

  it("DE-INT-3 the Dodge's odds are the Agility check's against the rating; a Dodge needs its rating", () => {
    const s = table();
    fight(s, { bruno: 8, wren: 12 });
    const o = s.odds("interrupt", { actor: "wren", interrupt: "dodge", dodge: { rating: 12 } });
    const check = s.odds("check", { actor: "wren", stat: "agility", dc: 12 });
    expect(o.partition.dodged).toBe(check.partition.success);
    expect(o.partition.dodged! + o.partition.failed!).toBeCloseTo(1, 12);
    expect(refusal(() => s.act("interrupt", { actor: "wren", interrupt: "dodge" })).path).toEqual(["dodge"]);
    expect(
      refusal(() =>
        s.act("interrupt", { actor: "wren", interrupt: { custom: "duck" }, dodge: { rating: 12 } }),
      ).path,
    ).toEqual(["dodge"]);
  });

  it("DE-INT-5 an incapacitated character takes no interrupt, and no die is thrown", () => {
    const s = table();
    fight(s, { bruno: 8, wren: 12 });
    s.act("condition", { actor: "wren", condition: "Incapacitated" });
    const e = refusal(() => s.act("interrupt", { actor: "wren", interrupt: "dodge", dodge: { rating: 12 } }));
    expect(e.message).toBe("Wren Adair is incapacitated and cannot spend initiative on an interrupt");
    expect(tick(s, "wren")).toBe(12);
  });
});

describe("burn", () => {
  it("DE-COND-30 a forced burn (Surprised, 8) goes on the character whoever is active", () => {
    const s = table();
    fight(s, { bruno: 2, wren: 9 });
    const r = s.act("burn", { actor: "wren", amount: 8, reason: "surprised" });
    expect(spent(r)).toEqual([["wren", 8, "Burn: surprised"]]);
    expect(ticks(s)).toEqual({ bruno: 2, wren: 17 });
  });

  it("DE-COND-20 the default burn is the Incapacitated one; a character able to act must give the amount", () => {
    const s = table();
    fight(s, { bruno: 2, wren: 9 });
    expect(refusal(() => s.act("burn", { actor: "wren" })).path).toEqual(["amount"]);
  });
});

describe("characters tied on the tracker act simultaneously", () => {
  it("DE-INIT-6 Bruno and Wren at 5: each acts once, in any order; time moves when both have", () => {
    const s = table();
    fight(s, { bruno: 5, wren: 5, ilse: 12 });
    const first = s.act("act", { actor: "wren", action: { kind: "attack", attack: "standard" } });
    expect(spent(first)).toEqual([["wren", 5, "Standard Attack"]]);
    expect(outcome(first)).toMatchObject({ time: 5, simultaneous: ["bruno", "wren"] });
    expect(trackerNote(s.state).tie).toEqual({ at: 5, members: ["bruno", "wren"], acted: ["wren"] });
    const e = refusal(() => s.act("act", { actor: "wren", action: { kind: "move" } }));
    expect(e.message).toBe(
      "Wren Adair has already acted at 5, simultaneously with Bruno Hale, who has not acted yet",
    );
    const second = s.act("act", { actor: "bruno", action: { kind: "move" } });
    expect(spent(second)).toEqual([["bruno", 2, "Move (walking, running)"]]);
    expect(ticks(s)).toEqual({ bruno: 7, wren: 10, ilse: 12 });
    expect(trackerNote(s.state).tie).toBeNull();
    expect(s.state.encounter!.time).toBe(7);
    expectReplays(s);
  });

  it("DE-INIT-6 a tie made by spending initiative is simultaneous: A 2, B 9, A's Standard attack → 9 = B", () => {
    const s = table();
    fight(s, { bruno: 2, wren: 9 });
    s.act("act", { actor: "bruno", action: { kind: "move" } });
    s.act("act", { actor: "bruno", action: { kind: "attack", attack: "standard" } });
    expect(ticks(s)).toEqual({ bruno: 9, wren: 9 });
    s.act("act", { actor: "wren", action: { kind: "wait", amount: 1 } });
    expect(trackerNote(s.state).tie).toEqual({ at: 9, members: ["bruno", "wren"], acted: ["wren"] });
    expect(refusal(() => s.act("act", { actor: "wren", action: { kind: "wait", amount: 1 } })).code).toBe(
      "refused",
    );
  });

  it("DE-INIT-6 a member dropped by the simultaneous action still performs its own, then burns (DE-COND-20)", () => {
    const s = table();
    fight(s, { bruno: 5, wren: 5, ilse: 30 });
    s.act("act", { actor: "bruno", action: { kind: "attack", attack: "standard" } });
    // What Bruno's attack did to Wren: knocked her out.
    s.act("condition", { actor: "wren", condition: "Incapacitated" });
    const r = s.act("act", { actor: "wren", action: { kind: "attack", attack: "quick" } });
    // Her attack (3) lands with Bruno's (5); at 8 she is the lowest and burns 5 on her own.
    expect(spent(r)).toEqual([
      ["wren", 3, "Quick Attack"],
      ["wren", 5, "Burn: incapacitated (automatic)"],
    ]);
    expect(outcome(r).autoBurns).toEqual([{ id: "wren", amount: 5, at: 8 }]);
    expect(ticks(s)).toEqual({ bruno: 10, wren: 13, ilse: 30 });
    expectReplays(s);
  });

  it("DE-INIT-6 DE-COND-20 someone incapacitated before the tie acted is left out of it and burns at once", () => {
    const s = table();
    fight(s, { bruno: 5, wren: 5, ilse: 5 });
    // Wren is active (tied lowest) when the condition comes: it burns at once, before anyone acts.
    const inc = s.act("condition", { actor: "wren", condition: "Incapacitated" });
    expect(spent(inc)).toEqual([["wren", 5, "Burn: incapacitated (automatic)"]]);
    const r = s.act("act", { actor: "bruno", action: { kind: "move" } });
    expect(spent(r)).toEqual([["bruno", 2, "Move (walking, running)"]]);
    expect(trackerNote(s.state).tie).toEqual({ at: 5, members: ["bruno", "ilse"], acted: ["bruno"] });
    expect(ticks(s)).toEqual({ bruno: 7, wren: 10, ilse: 5 });
  });
});

describe("the automatic Incapacitated burn", () => {
  it("DE-COND-20 incapacitated until 13, active at 10 → burns 3 by itself, in the events of the action that moved time", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 10 });
    s.act("condition", { actor: "wren", condition: "Incapacitated", duration: 13 });
    const r = s.act("act", { actor: "bruno", action: { kind: "wait", amount: 12 } });
    expect(spent(r)).toEqual([
      ["bruno", 12, "Wait (12 initiative)"],
      ["wren", 3, "Burn: incapacitated (automatic)"],
    ]);
    expect(r.roll!.summary).toContain("Wren Adair is incapacitated and burns 3 initiative");
    expect(ticks(s)).toEqual({ bruno: 12, wren: 13 });
    expect(s.state.encounter!.time).toBe(12);
    expectReplays(s);
  });

  it("DE-COND-20 lasting past 15 → burns 5, and again while still the lowest (10 → 15 → 20)", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 10 });
    s.act("condition", { actor: "wren", condition: "Incapacitated", duration: 20 });
    const r = s.act("act", { actor: "bruno", action: { kind: "wait", amount: 30 } });
    expect(outcome(r).autoBurns).toEqual([
      { id: "wren", amount: 5, at: 10 },
      { id: "wren", amount: 5, at: 15 },
    ]);
    // At 20 the condition has ended: Wren acts again.
    expect(ticks(s)).toEqual({ bruno: 30, wren: 20 });
    s.act("act", { actor: "wren", action: { kind: "wait", amount: 1 } });
    expect(tick(s, "wren")).toBe(21);
  });

  it("DE-COND-20 DE-INIT-1 at the start of a fight an incapacitated lowest character burns at once", () => {
    const s = table();
    s.act("condition", { actor: "wren", condition: "Incapacitated", duration: 3 });
    const r = fight(s, { wren: 1, bruno: 4 });
    expect(spent(r)).toEqual([["wren", 2, "Burn: incapacitated (automatic)"]]);
    expect(outcome(r).autoBurns).toEqual([{ id: "wren", amount: 2, at: 1 }]);
    expect(ticks(s)).toEqual({ wren: 3, bruno: 4 });
  });

  it("DE-COND-20 when nobody in the fight can act, the burns stop rather than run time on for ever", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 10 });
    s.act("condition", { actor: "wren", condition: "Incapacitated" });
    s.act("condition", { actor: "bruno", condition: "Incapacitated" });
    const r = s.act("burn", { actor: "bruno" });
    expect(spent(r)).toEqual([["bruno", 5, "Burn: incapacitated"]]);
    expect(ticks(s)).toEqual({ bruno: 5, wren: 10 });
  });

  it("DE-INT-5 an incapacitated active character cannot act itself", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 10 });
    // Both incapacitated, so nobody's burn moves the tracker and Bruno stays active at 0.
    s.act("condition", { actor: "wren", condition: "Incapacitated" });
    s.act("condition", { actor: "bruno", condition: "Incapacitated" });
    expect(ticks(s)).toEqual({ bruno: 0, wren: 10 });
    expect(refusal(() => s.act("act", { actor: "bruno", action: { kind: "move" } })).message).toBe(
      "Bruno Hale is incapacitated and cannot spend initiative",
    );
  });
});

describe("joining and restarting", () => {
  it("DE-INIT-9 a late joiner rolls 1d6 − Logic and adds the current time", () => {
    const s = table([3]);
    fight(s, { bruno: 20, wren: 26 });
    const logic = (s.state.characters.ilse!.data as DeCharacter).stats.logic;
    const r = s.act("join", { character: "ilse" });
    expect(outcome(r)).toMatchObject({ rolled: 3 - logic, time: 20, initiative: 23 - logic });
    expect(tick(s, "ilse")).toBe(23 - logic);
  });

  it("DE-INIT-1 a running fight is refused unless the GM ends it with the new start; the tracker note starts empty", () => {
    const s = table();
    fight(s, { bruno: 3, wren: 6 });
    s.act("act", {
      actor: "bruno",
      action: { kind: "hold", action: { kind: "attack", attack: "standard" }, trigger: "the door opens" },
    });
    const e = refusal(() => fight(s, { bruno: 0 }));
    expect(e.path).toEqual(["encounter"]);
    s.act("initiative", {
      id: "second",
      participants: [{ character: "bruno", initiative: 0 }],
      endRunning: true,
    });
    expect(s.state.encounter!.id).toBe("second");
    expect(trackerNote(s.state)).toEqual({
      holds: {},
      zeroCostStreaks: {},
      tie: null,
      dodges: {},
      readied: {},
      activated: {},
    });
    expectReplays(s);
  });
});

describe("the examples' fight (fixtures)", () => {
  it("DE-INIT-6 DE-ACT-3 the Guard and the Scout stand tied at 0; the Sentry holds an attack at 5", () => {
    const fx = diceEngine.fixtures(options);
    expect(fx.encounter!.participants.map((p) => [p.id, p.tick])).toEqual(
      Object.entries(EXAMPLE_FIGHTERS).map(([id, f]) => [id, f.tick]),
    );
    expect(trackerNote(fx).holds.sentry?.trigger).toBe("the gate opens");
    for (const name of ["act", "trigger", "interrupt", "burn", "initiative", "join"])
      expect(diceEngine.actions[name]!.examples.length, name).toBeGreaterThan(0);
  });
});

describe("what happens by itself when a character becomes active", () => {
  it("DE-COND-30 surprised at 2: active → burns 8 by itself (10); at 10, next active, Surprised ends and it acts", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 2 });
    s.act("condition", { actor: "wren", condition: "Surprised" });
    const r = s.act("act", { actor: "bruno", action: { kind: "wait", amount: 5 } });
    expect(spent(r)).toEqual([
      ["bruno", 5, "Wait (5 initiative)"],
      ["wren", 8, "Burn: when active (automatic)"],
    ]);
    expect(ticks(s)).toEqual({ bruno: 5, wren: 10 });
    expect(conditionsOf(s, "wren")).toContain("surprised");
    const next = s.act("act", { actor: "bruno", action: { kind: "wait", amount: 10 } });
    expect(ticks(s)).toEqual({ bruno: 15, wren: 10 });
    expect(conditionsOf(s, "wren")).not.toContain("surprised");
    expect(next.events).toContainEqual({
      type: "condition.removed",
      id: "wren:surprised",
      reason: "at the start of the next turn",
    });
    // Played once at 10: Wren now acts like anyone, and nothing more is burned.
    const move = s.act("act", { actor: "wren", action: { kind: "move" } });
    expect(spent(move)).toEqual([["wren", 2, "Move (walking, running)"]]);
    expectReplays(s);
  });

  it("DE-COND-29 ElectroShock: a failed DC 15 Endurance check when active paralyses for 5, burned at once; a pass ends it", () => {
    // Faces: Wren's check when active fails (2 + 3), then passes (10 + 9).
    const s = table([2, 3, 10, 9]);
    fight(s, { bruno: 0, wren: 3 });
    s.act("condition", { actor: "wren", condition: "ElectroShock" });
    const at = tick(s, "wren");
    const r = s.act("act", { actor: "bruno", action: { kind: "wait", amount: at + 1 } });
    expect(r.roll!.summary).toContain("Wren Adair's ElectroShock check (DC 15) fails with 4");
    expect(r.events).toContainEqual(
      expect.objectContaining({
        type: "condition.added",
        condition: expect.objectContaining({ target: "wren", name: "Paralysed" }),
      }),
    );
    expect(spent(r)).toContainEqual(["wren", 5, "Burn: when active (automatic)"]);
    expect(tick(s, "wren")).toBe(at + 5);
    const again = s.act("act", { actor: "bruno", action: { kind: "wait", amount: 10 } });
    expect(again.roll!.summary).toContain("Wren Adair's ElectroShock check (DC 15) succeeds with 20");
    expect(conditionsOf(s, "wren")).not.toContain("electroShock");
    expect(tick(s, "wren")).toBe(at + 5);
    expectReplays(s);
  });
});
