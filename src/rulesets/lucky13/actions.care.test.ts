// Hit points, dying, healing, advancement, reputation and dilemmas through the ruleset's actions,
// committed to a Table the way a session would.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../dice/index.js";
import type { TableState } from "../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../engine/table.js";
import { engineRefusal } from "../../engine/testing/refusal.js";
import { derive, type L13Character } from "./character/index.js";
import { lucky13 } from "./ruleset.js";
import { options, sheet, table } from "./testing/table.js";

function session(state: TableState = table(options())) {
  const t = new Table(lucky13, state);
  const ids = idCounter();
  const o = lucky13.parseOptions(state.options);
  return {
    table: t,
    act(name: string, params: unknown, faces: number[] = []) {
      const dice = facesSource(faces);
      const r = resolveAction(lucky13, t.state, name, params, dice, ids);
      t.commit(r.events);
      return { ...r, used: dice.used(), outcome: r.roll?.outcome ?? {} };
    },
    character: (id: string) => t.state.characters[id]!.data as L13Character,
    status: (id: string) => derive(t.state.characters[id]!.data as L13Character, o),
  };
}

const engineError = engineRefusal;

const forceDoor = { actor: "casimir", ability: "pulse", skill: "fighting", difficulty: "easy" };

describe("hit points through the damage and heal actions", () => {
  it("L13-HP-4 Casimir at 20 HP forcing a door rolls Pulse d6, not d8", () => {
    const s = session();
    s.act("damage", { target: "casimir", amount: 10, source: "a fall" });
    const r = s.act("check", forceDoor, [5, 5, 5]);
    expect(r.roll!.dice.map((d) => [d.role, d.sides])).toEqual([
      ["ability", 6],
      ["skill", 10],
      ["difficulty", 12],
    ]);
    expect(r.outcome).toMatchObject({ total: 15, success: true });
  });

  it("L13-HP-3 L13-HP-4 partial loss keeps the die: at 21 HP Casimir still rolls Pulse d8", () => {
    const s = session();
    s.act("damage", { target: "casimir", amount: 9 });
    expect(s.act("check", forceDoor, [5, 5, 5]).roll!.dice[0]!.sides).toBe(8);
  });

  it("L13-HP-5 L13-HEAL-1 healing restores the Pulse die and stops at the maximum", () => {
    const s = session();
    s.act("damage", { target: "casimir", amount: 10 });
    const healed = s.act("heal", { target: "casimir", amount: 1, source: "a potion" });
    expect(s.character("casimir").hp).toBe(21);
    expect(s.status("casimir").pulse).toBe("d8");
    expect((healed.events[0] as { changes: string[] }).changes.join(" ")).toMatch(/a potion/);
    s.act("damage", { target: "casimir", amount: 1 });
    s.act("heal", { target: "casimir", amount: 15 });
    expect(s.character("casimir").hp).toBe(30);
  });

  it("L13-HP-6 L13-DEATH-1 Casimir at 20 HP takes 20: 0 HP, dying and unconscious", () => {
    const s = session();
    s.act("damage", { target: "casimir", amount: 10 });
    s.act("damage", { target: "casimir", amount: 20 });
    expect(s.character("casimir")).toMatchObject({ hp: 0, dyingMinutes: 0, stabilized: false });
    expect(s.status("casimir")).toMatchObject({ status: "dying", unconscious: true, pulse: null });
  });

  it("L13-DEATH-5 death at −(permanent Pulse): Casimir (d8) from 20 takes 28 → −8 dead, 27 → −7 dying", () => {
    for (const [amount, hp, state] of [
      [28, -8, "dead"],
      [27, -7, "dying"],
    ] as const) {
      const s = session();
      s.act("damage", { target: "casimir", amount: 10 });
      s.act("damage", { target: "casimir", amount });
      expect(s.character("casimir").hp).toBe(hp);
      expect(s.status("casimir").status).toBe(state);
    }
    const o = options();
    const frail = sheet(o, {
      name: "Frail",
      abilities: { will: "d6", charm: "d6", pulse: "d4", intellect: "d6", reflex: "d6" },
      hp: 3,
    });
    const s = session(table(o, { frail }));
    s.act("damage", { target: "frail", amount: 7 });
    expect(s.status("frail")).toMatchObject({ hp: -4, status: "dead" });
  });
});

describe("the dying clock: advanceTime, heal and stabilize", () => {
  function dyingCasimir() {
    const s = session();
    s.act("damage", { target: "casimir", amount: 30 });
    return s;
  }

  it("L13-DEATH-2 L13-DEATH-9 Casimir at 0 HP loses 1 HP a minute: −7 after 7 minutes, still dying", () => {
    const s = dyingCasimir();
    const r = s.act("advanceTime", { minutes: 7 });
    expect(r.events.map((e) => e.type)).toEqual(["clock.advanced", "character.changed"]);
    expect(s.table.state.clock).toBe(7);
    expect(s.character("casimir")).toMatchObject({ hp: -7, dyingMinutes: 7 });
    expect(s.status("casimir").status).toBe("dying");
    // The healthy are untouched by the clock.
    expect(s.character("brunella").hp).toBe(20);
  });

  it("L13-DEATH-5 L13-DEATH-2 the 8th minute kills Casimir at −8 (his permanent Pulse is d8), and the loss stops there", () => {
    const s = dyingCasimir();
    s.act("advanceTime", { minutes: 7 });
    s.act("advanceTime", { minutes: 1 });
    expect(s.character("casimir").hp).toBe(-8);
    expect(s.status("casimir").status).toBe("dead");
    const later = s.act("advanceTime", { minutes: 30 });
    expect(later.events.map((e) => e.type)).toEqual(["clock.advanced"]);
    expect(s.character("casimir").hp).toBe(-8);
  });

  it("L13-DEATH-3 healing a dying character stabilizes them: the clock no longer drains them", () => {
    const s = dyingCasimir();
    s.act("damage", { target: "casimir", amount: 3 });
    s.act("heal", { target: "casimir", amount: 2, source: "first aid" });
    expect(s.character("casimir")).toMatchObject({ hp: -1, stabilized: true });
    expect(s.status("casimir")).toMatchObject({ status: "stable", unconscious: true });
    s.act("advanceTime", { minutes: 10 });
    expect(s.character("casimir").hp).toBe(-1);
  });

  it("L13-DEATH-3 L13-DEATH-4 the stabilize action stops the loss; the stabilized stay unconscious until 1 HP", () => {
    const s = dyingCasimir();
    s.act("advanceTime", { minutes: 2 });
    s.act("stabilize", { target: "casimir" });
    s.act("advanceTime", { minutes: 60 });
    expect(s.character("casimir").hp).toBe(-2);
    expect(engineError(() => s.act("check", forceDoor, [])).code).toBe("refused");
    s.act("heal", { target: "casimir", amount: 3 });
    expect(s.status("casimir")).toMatchObject({ hp: 1, status: "ok", unconscious: false });
    expect(s.act("check", forceDoor, [2, 5, 6]).outcome).toMatchObject({ total: 13, success: true });
  });

  it("L13-DEATH-7 a new wound undoes stabilization and the clock runs again", () => {
    const s = dyingCasimir();
    s.act("stabilize", { target: "casimir" });
    s.act("damage", { target: "casimir", amount: 1 });
    expect(s.character("casimir")).toMatchObject({ hp: -1, stabilized: false });
    s.act("advanceTime", { minutes: 2 });
    expect(s.character("casimir").hp).toBe(-3);
  });

  it("L13-DEATH-6 the dead cannot be healed or stabilized; the healthy cannot be stabilized", () => {
    const s = dyingCasimir();
    s.act("advanceTime", { minutes: 8 });
    expect(engineError(() => s.act("heal", { target: "casimir", amount: 5 })).code).toBe("refused");
    expect(engineError(() => s.act("stabilize", { target: "casimir" })).code).toBe("refused");
    expect(engineError(() => s.act("stabilize", { target: "brunella" })).message).toMatch(/not dying/);
  });
});

describe("rest", () => {
  function casimirAt12() {
    const s = session();
    s.act("damage", { target: "casimir", amount: 18 });
    return s;
  }

  it("L13-HEAL-2 1 HP per full 15 minutes, at most 4: from 12/30, 44 min → 14, 60 → 16, 120 → 16", () => {
    for (const [minutes, hp] of [
      [44, 14],
      [60, 16],
      [120, 16],
    ] as const) {
      const s = casimirAt12();
      s.act("rest", { target: "casimir", minutes });
      expect(s.character("casimir").hp, `${minutes} minutes`).toBe(hp);
    }
  });

  it("L13-HEAL-3 the rest cap holds across rests and resets with the next wound", () => {
    const s = casimirAt12();
    s.act("rest", { target: "casimir", minutes: 30 });
    s.act("rest", { target: "casimir", minutes: 60 });
    expect(s.character("casimir").hp).toBe(16);
    s.act("damage", { target: "casimir", amount: 1 });
    s.act("rest", { target: "casimir", minutes: 60 });
    expect(s.character("casimir").hp).toBe(19);
  });

  it("L13-HEAL-5 rest never heals a dying character: refused, and nothing changes", () => {
    const s = session();
    s.act("damage", { target: "casimir", amount: 30 });
    const before = s.table.state;
    const e = engineError(() => s.act("rest", { target: "casimir", minutes: 60 }));
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/treatment/);
    expect(s.table.state).toBe(before);
  });
});

describe("Adventure Points: award and buy actions", () => {
  it("L13-ADV-2 L13-ADV-8 awards of 12 and 14 accumulate to 26, logged; a d6 ability (24) is then affordable", () => {
    const s = session();
    s.act("award", { actor: "casimir", amount: 12, reason: "the tower", adventure: "act 1" });
    s.act("award", { actor: "casimir", amount: 14, reason: "the envoy", adventure: "act 2" });
    expect(s.character("casimir").ap).toBe(26);
    expect(s.character("casimir").apLog.map((e) => [e.kind, e.amount, e.balance])).toEqual([
      ["award", 12, 12],
      ["award", 14, 26],
    ]);
    s.act("buy", { actor: "casimir", purchases: [{ kind: "raiseAbility", ability: "will" }] });
    expect(s.character("casimir")).toMatchObject({ ap: 2, abilities: { will: "d8" } });
  });

  it("L13-ADV-3 an award of 0 or far above the guideline is still accepted", () => {
    const s = session();
    s.act("award", { actor: "brunella", amount: 0, reason: "a quiet week" });
    s.act("award", { actor: "brunella", amount: 50, reason: "saved the city" });
    expect(s.character("brunella").ap).toBe(60);
    expect(engineError(() => s.act("award", { actor: "brunella", amount: -1, reason: "x" })).code).toBe(
      "invalid",
    );
  });

  it("L13-ADV-4 L13-SPEC-2 a new specialization costs 4: Brunella 10 → 6 AP, the specialization at level 1", () => {
    const s = session();
    s.act("buy", {
      actor: "brunella",
      purchases: [{ kind: "newSpecialization", name: "Axe", skill: "fighting" }],
    });
    expect(s.character("brunella").ap).toBe(6);
    expect(s.character("brunella").specializations).toEqual([
      { id: "axe", name: "Axe", skill: "fighting", level: 1 },
    ]);
  });

  it("L13-ADV-5 none → level 5 costs 4 + 4 × 4 = 20; a sixth purchase is refused", () => {
    const s = session();
    s.act("award", { actor: "brunella", amount: 14, reason: "r" });
    s.act("buy", {
      actor: "brunella",
      purchases: [
        { kind: "newSpecialization", name: "Axe", skill: "fighting" },
        ...Array.from({ length: 4 }, () => ({ kind: "raiseSpecialization", specialization: "Axe" })),
      ],
    });
    expect(s.character("brunella")).toMatchObject({ ap: 4, specializations: [{ level: 5 }] });
    const e = engineError(() =>
      s.act("buy", {
        actor: "brunella",
        purchases: [{ kind: "raiseSpecialization", specialization: "axe" }],
      }),
    );
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/highest level, 5/);
    expect(s.character("brunella").ap).toBe(4);
  });

  it("L13-ADV-6 L13-HP-9 Pulse d6 → d8 costs 24: Brunella's maximum and current HP rise by 10", () => {
    const s = session();
    s.act("damage", { target: "brunella", amount: 5 });
    s.act("award", { actor: "brunella", amount: 14, reason: "r" });
    s.act("buy", { actor: "brunella", purchases: [{ kind: "raiseAbility", ability: "pulse" }] });
    expect(s.character("brunella")).toMatchObject({ ap: 0, hp: 25, abilities: { pulse: "d8" } });
    expect(s.status("brunella")).toMatchObject({ maxHp: 30, pulse: "d8" });
  });

  it("L13-ADV-6 a d12 ability cannot be raised", () => {
    const o = options();
    const strong = sheet(o, {
      name: "Strong",
      abilities: { will: "d12", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d6" },
      ap: 100,
    });
    const s = session(table(o, { strong }));
    const e = engineError(() =>
      s.act("buy", { actor: "strong", purchases: [{ kind: "raiseAbility", ability: "will" }] }),
    );
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/d12/);
  });

  it("L13-ADV-7 with 23 AP a d6 → d8 (24) is refused, says it is 1 short, and changes nothing", () => {
    const s = session();
    s.act("award", { actor: "brunella", amount: 13, reason: "r" });
    const before = s.table.state;
    const log = s.table.log.length;
    const e = engineError(() =>
      s.act("buy", { actor: "brunella", purchases: [{ kind: "raiseAbility", ability: "charm" }] }),
    );
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/costs 24 AP; Brunella has 23 \(1 short\); nothing was bought/);
    expect(s.table.state).toBe(before);
    expect(s.table.log).toHaveLength(log);
    expect(s.character("brunella")).toMatchObject({ ap: 23, abilities: { charm: "d6" } });
  });

  it("L13-ADV-7 L13-ADV-9 a batch is all or nothing: the affordable first purchase is not kept either", () => {
    const s = session();
    s.act("award", { actor: "brunella", amount: 13, reason: "r" });
    const e = engineError(() =>
      s.act("buy", {
        actor: "brunella",
        purchases: [
          { kind: "newSpecialization", name: "Axe", skill: "fighting" },
          { kind: "raiseAbility", ability: "charm" },
        ],
      }),
    );
    expect(e.message).toMatch(/purchase 2: .*19 left after the earlier purchases \(5 short\)/);
    expect(s.character("brunella")).toMatchObject({ ap: 23, specializations: [] });
  });

  it("L13-ADV-9 purchases happen between adventures: one during an adventure is refused", () => {
    const e = engineError(() =>
      session().act("buy", {
        actor: "brunella",
        betweenAdventures: false,
        purchases: [{ kind: "newSpecialization", name: "Axe", skill: "fighting" }],
      }),
    );
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/between adventures/);
  });

  it("L13-ADV-10 skill dice cannot be bought by default", () => {
    const e = engineError(() =>
      session().act("buy", { actor: "brunella", purchases: [{ kind: "raiseSkill", skill: "fighting" }] }),
    );
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/skillIncreaseCost/);
  });
});

describe("reputation action", () => {
  it("L13-REP-2 adjustments stop at the bounds: +4 then +3 → +5; −5 then −1 → −5; 0 then −2 → −2", () => {
    const s = session();
    s.act("reputation", { actor: "brunella", delta: 4, reason: "kept her word" });
    s.act("reputation", { actor: "brunella", delta: 3, reason: "saved the envoy" });
    expect(s.character("brunella").reputation).toBe(5);
    expect(s.character("brunella").reputationLog.at(-1)).toMatchObject({ delta: 3, applied: 1, value: 5 });
    s.act("reputation", { actor: "casimir", delta: -5, reason: "betrayal" });
    s.act("reputation", { actor: "casimir", delta: -1, reason: "theft" });
    expect(s.character("casimir").reputation).toBe(-5);
    const t = session();
    t.act("reputation", { actor: "brunella", delta: -2, reason: "rude" });
    expect(t.character("brunella").reputation).toBe(-2);
  });

  it("L13-REP-1 with useReputation off the adjustment is refused", () => {
    const s = session(table(options({ useReputation: false })));
    expect(engineError(() => s.act("reputation", { actor: "brunella", delta: 1, reason: "r" })).code).toBe(
      "refused",
    );
  });
});

describe("dilemmas", () => {
  const scholar = { actor: "brunella", ability: "intellect", skill: "scholarship", difficulty: "moderate" };

  it("L13-EXPL-2 L13-EXPL-12 an imploded die opens a dilemma note and leaves the outcome alone", () => {
    const s = session();
    const r = s.act("check", scholar, [1, 5, 4]);
    expect(r.outcome).toMatchObject({ total: 10, success: false, dilemma: true, implodedDice: 1 });
    expect(r.roll!.dice[0]).toMatchObject({ faces: [1], imploded: true, value: 1 });
    expect(r.events.map((e) => e.type)).toEqual(["roll", "note.opened"]);
    expect(s.table.state.notes["dilemma-2"]).toMatchObject({
      kind: "dilemma",
      open: true,
      data: { roll: "roll-1", character: "brunella", decidedBy: "gm" },
    });
  });

  it("L13-EXPL-12 Janet's grenade: Reflex d6 1 + Combat d12 8 + Difficulty d10 6 = 15 succeeds with a dilemma", () => {
    const o = options();
    const janet = sheet(o, {
      name: "Janet",
      skills: { ...Object.fromEntries(o.skills.map((k) => [k.id, "d6"])), fighting: "d12" },
    });
    const s = session(table(o, { janet }));
    const r = s.act(
      "check",
      { actor: "janet", ability: "reflex", skill: "fighting", difficulty: "moderate" },
      [1, 8, 6],
    );
    expect(r.outcome).toMatchObject({ total: 15, success: true, dilemma: true });
    expect(r.roll!.summary).toMatch(/succeeds with 15, with a dilemma/);
  });

  it("L13-EXPL-13 two imploded dice make one dilemma; both are counted", () => {
    const r = session().act("check", scholar, [1, 1, 4]);
    expect(r.outcome).toMatchObject({ dilemma: true, implodedDice: 2 });
    expect(r.events.filter((e) => e.type === "note.opened")).toHaveLength(1);
  });

  it("L13-EXPL-12 resolveDilemma closes the note; closing it twice is a conflict; an unknown id is not found", () => {
    const s = session();
    s.act("check", scholar, [1, 5, 4]);
    const r = s.act("resolveDilemma", {
      id: "dilemma-2",
      decidedBy: "table",
      description: "the lamp goes out",
    });
    expect(r.events).toEqual([
      { type: "note.closed", id: "dilemma-2", resolution: "table: the lamp goes out" },
    ]);
    expect(s.table.state.notes["dilemma-2"]!.open).toBe(false);
    const again = engineError(() => s.act("resolveDilemma", { id: "dilemma-2", description: "again" }));
    expect(again.code).toBe("conflict");
    expect(again.path).toEqual(["id"]);
    expect(engineError(() => s.act("resolveDilemma", { id: "dilemma-9", description: "x" })).code).toBe(
      "not_found",
    );
  });

  it("L13-EXPL-12 an attack where both sides implode opens a dilemma note for each side; the hit stands", () => {
    const s = session();
    const r = s.act("attack", { attacker: "brunella", defender: "casimir" }, [1, 5, 7, 1, 3, 4, 6]);
    expect(r.outcome).toMatchObject({
      hit: true,
      margin: 5,
      damage: 11,
      attackerDilemma: true,
      defenderDilemma: true,
    });
    const notes = r.events.filter((e) => e.type === "note.opened");
    expect(notes.map((n) => (n as { data: { character: string } }).data.character)).toEqual([
      "brunella",
      "casimir",
    ]);
    expect(s.character("casimir").hp).toBe(19);
  });
});
