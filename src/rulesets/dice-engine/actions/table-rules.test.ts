// Rules proven at the table (issue 21): each test plays intents through a Session (intent in,
// events out, state after) for a rule whose unit was right but whose action did not call it:
// lowering Burning or Bleed (DE-COND-15, 32), Surprised given to the character who is active now
// (DE-COND-30), the shipped fight's hand burns on top of the automatic ones (DE-COND-20), standing
// up and dropping prone (DE-COND-25), Untraceable (DE-PERK-36) and Martial Throw (DE-PERK-62).

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { replay } from "../../../engine/events.js";
import type { Resolution } from "../../../engine/ruleset.js";
import { runScript } from "../../../engine/script.js";
import { Session } from "../../../engine/session.js";
import { emptyState } from "../../../engine/state.js";
import { registry } from "../../index.js";
import type { DeCharacter } from "../character/index.js";
import { exampleTable } from "../examples.js";
import { diceEngine } from "../ruleset.js";
import { withCombatFixtures } from "./combat-examples.js";
import { refusal } from "./testing/play.js";

const options = diceEngine.parseOptions({});

/** The example cast (and the fixtures' extras) seated in a session throwing exactly `faces`. */
function table(faces: number[] = [], perks: Record<string, string[]> = {}) {
  const s = new Session(diceEngine, { dice: facesSource(faces) });
  const fx = withCombatFixtures(exampleTable(options));
  for (const id of ["bruno", "wren", "ilse"]) {
    const data = fx.characters[id]!.data as DeCharacter;
    const extra = Object.fromEntries((perks[id] ?? []).map((p) => [p, { rank: 1, source: "xp" as const }]));
    s.addCharacter(id, { ...data, perks: { ...data.perks, ...extra } }, null);
  }
  return s;
}

function fight(s: Session, values: Record<string, number>) {
  return s.act("initiative", {
    participants: Object.entries(values).map(([character, initiative]) => ({ character, initiative })),
  });
}

const ticks = (s: Session) =>
  Object.fromEntries(s.state.encounter!.participants.map((p) => [p.id, p.tick] as const));
const spent = (r: Resolution) =>
  r.events
    .filter((e) => e.type === "ticks.spent")
    .map((e) => {
      const x = e as { id: string; cost: number; action: string };
      return [x.id, x.cost, x.action];
    });
const conditions = (s: Session, id: string) =>
  (
    (s.state.notes[`combat:${id}`]?.data as { conditions?: { condition: string; rating: number | null }[] })
      ?.conditions ?? []
  ).map((c) => [c.condition, c.rating] as const);
function expectReplays(s: Session) {
  const events = s.log.map((e) => e.event);
  expect(replay(emptyState("dice-engine", s.state.options), events, diceEngine.reduce)).toEqual(s.state);
}

describe("lowering one's own Burning or Bleed at the table", () => {
  it("DE-COND-15 Reduce Burning: 7 initiative and Burning 2 → 1 in the same intent; refused while Restrained, charging nothing", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 30 });
    s.act("condition", { actor: "bruno", condition: "Burning", rating: 2 });
    const r = s.act("act", { actor: "bruno", action: { kind: "other", other: "reduceBurning" } });
    expect(spent(r)).toEqual([["bruno", 7, "Reduce Burning by 1"]]);
    expect(conditions(s, "bruno")).toEqual([["burning", 1]]);
    // Told once, by the engine's condition event (the summary leaves it to that line).
    expect(r.events).toContainEqual({
      type: "condition.changed",
      id: "bruno:burning",
      rating: 1,
      remaining: null,
    });
    expect(r.roll!.summary).not.toMatch(/Burning is now/);
    expectReplays(s);

    const held = table();
    fight(held, { bruno: 0, wren: 30 });
    held.act("condition", { actor: "bruno", condition: "Burning", rating: 2 });
    held.act("condition", { actor: "bruno", condition: "Restrained" });
    const before = held.state;
    const e = refusal(() =>
      held.act("act", { actor: "bruno", action: { kind: "other", other: "reduceBurning" } }),
    );
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/Restrained stops the character from lowering its own Burning/);
    expect(held.state).toBe(before);
  });

  it("DE-COND-32 Reduce Bleed: Bleed 1 ends at 0 (7 initiative); with no Bleed the action is refused by field", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 30 });
    s.act("condition", { actor: "bruno", condition: "Bleed", rating: 1 });
    const r = s.act("act", { actor: "bruno", action: { kind: "other", other: "reduceBleed" } });
    expect(spent(r)).toEqual([["bruno", 7, "Reduce Bleed by 1"]]);
    expect(conditions(s, "bruno")).toEqual([]);
    // Told once, by the engine's condition event, with the rules' reason in words.
    expect(r.events).toContainEqual({
      type: "condition.removed",
      id: "bruno:bleed",
      reason: "its rating fell to 0",
    });
    expect(r.roll!.summary).not.toMatch(/Bleed ends/);
    const e = refusal(() =>
      s.act("act", { actor: "bruno", action: { kind: "other", other: "reduceBleed" } }),
    );
    expect(e.path).toEqual(["action", "condition"]);
    expect(ticks(s)).toEqual({ bruno: 7, wren: 30 });
    expectReplays(s);
  });

  it("DE-COND-15 DE-ACT-3 a held Reduce Burning lowers the rating when its trigger comes, not when held", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 3 });
    s.act("condition", { actor: "bruno", condition: "Burning", rating: 3 });
    s.act("act", {
      actor: "bruno",
      action: { kind: "hold", action: { kind: "other", other: "reduceBurning" }, trigger: "the water comes" },
    });
    expect(conditions(s, "bruno")).toEqual([["burning", 3]]);
    s.act("trigger", { actor: "bruno" });
    expect(conditions(s, "bruno")).toEqual([["burning", 2]]);
    expectReplays(s);
  });
});

describe("conditions given to the character who is active now", () => {
  it("DE-COND-30 Surprised on the active character burns 8 at once, before it can act; the next activation ends it", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 20 });
    const r = s.act("condition", { actor: "bruno", condition: "Surprised" });
    expect(spent(r)).toEqual([["bruno", 8, "Burn: when active (automatic)"]]);
    expect(r.roll!.outcome).toMatchObject({ autoBurns: [{ id: "bruno", amount: 8, at: 0 }] });
    // Active again at 8: the second activation ends Surprised and Bruno acts.
    expect(ticks(s)).toEqual({ bruno: 8, wren: 20 });
    expect(conditions(s, "bruno")).toEqual([]);
    const move = s.act("act", { actor: "bruno", action: { kind: "move" } });
    expect(spent(move)).toEqual([["bruno", 2, "Move (walking, running)"]]);
    expectReplays(s);
  });

  it("DE-COND-30 Surprised on someone not active burns nothing until it becomes active", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 20 });
    const r = s.act("condition", { actor: "wren", condition: "Surprised" });
    expect(spent(r)).toEqual([]);
    expect(ticks(s)).toEqual({ bruno: 0, wren: 20 });
  });

  it("DE-COND-20 Incapacitated on the active character burns 5 at once", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 20 });
    const r = s.act("condition", { actor: "bruno", condition: "Incapacitated", duration: 3 });
    expect(spent(r)).toEqual([["bruno", 3, "Burn: incapacitated (automatic)"]]);
  });
});

describe("the Incapacitated burn, once per activation", () => {
  it("DE-COND-20 a hand burn on a character who is not active is refused (the tracker burns it when it is)", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 10 });
    s.act("condition", { actor: "wren", condition: "Incapacitated" });
    const e = refusal(() => s.act("burn", { actor: "wren" }));
    expect(e.path).toEqual(["actor"]);
    expect(e.message).toMatch(/Wren Adair is at initiative 10, not active \(now 0\)/);
    // A stated amount is still the GM's to give (initiative damage).
    expect(spent(s.act("burn", { actor: "wren", amount: 3, reason: "a blow" }))).toEqual([
      ["wren", 3, "Burn: a blow"],
    ]);
  });

  it("DE-COND-20 the shipped fight burns Bruno 5 per activation, only automatically", () => {
    const script = JSON.parse(readFileSync("examples/dice-engine-fight.json", "utf8"));
    expect(script.intents.some((i: { action: string }) => i.action === "burn")).toBe(false);
    const { table: t } = runScript(registry, script);
    const burns = t.log
      .map((e) => e.event as { type: string; id?: string; cost?: number; action?: string })
      .filter((e) => e.type === "ticks.spent" && e.id === "bruno" && e.action!.startsWith("Burn"));
    expect(burns.length).toBeGreaterThan(0);
    for (const b of burns) expect(b).toMatchObject({ cost: 5, action: "Burn: incapacitated (automatic)" });
    // The old script's hand burn after Bruno's automatic one is refused now.
    const old = {
      ...script,
      intents: [...script.intents.slice(0, 6), { action: "burn", params: { actor: "bruno" } }],
    };
    expect(() => runScript(registry, old)).toThrow(/not active/);
  });
});

describe("standing up and dropping prone at the table", () => {
  it("DE-COND-25 drop prone (1) gives Prone, stand up (2) ends it; standing when not prone is refused", () => {
    const s = table();
    fight(s, { bruno: 0, wren: 30 });
    s.act("act", { actor: "bruno", action: { kind: "interact", interact: "dropProne" } });
    expect(conditions(s, "bruno")).toEqual([["prone", null]]);
    const up = s.act("act", { actor: "bruno", action: { kind: "interact", interact: "standUp" } });
    expect(spent(up)).toEqual([["bruno", 2, "Stand up from prone"]]);
    expect(conditions(s, "bruno")).toEqual([]);
    expect(ticks(s)).toEqual({ bruno: 3, wren: 30 });
    const e = refusal(() =>
      s.act("act", { actor: "bruno", action: { kind: "interact", interact: "standUp" } }),
    );
    expect(e.message).toBe("Bruno Hale: the character is not prone");
    expectReplays(s);
  });
});

describe("perks the table resolves", () => {
  it("DE-PERK-36 Untraceable: jogging or walking leaves no tracks (said in the log); running does; without the perk nothing is said", () => {
    const s = table([], { bruno: ["lightStep", "untraceable"] });
    fight(s, { bruno: 0, wren: 30 });
    const walk = s.act("act", { actor: "bruno", action: { kind: "move", pace: "walk" } });
    expect(walk.roll!.outcome).toMatchObject({ tracks: false });
    expect(walk.roll!.summary).toMatch(/Bruno Hale leaves no tracks or traces \(Untraceable/);
    const jog = s.act("act", { actor: "bruno", action: { kind: "move", pace: "jog" } });
    expect(jog.roll!.outcome).toMatchObject({ tracks: false });
    const run = s.act("act", { actor: "bruno", action: { kind: "move", pace: "run" } });
    expect(run.roll!.outcome).toMatchObject({ tracks: true });
    expect(run.roll!.summary).not.toMatch(/tracks/);
    const plain = table();
    fight(plain, { bruno: 0, wren: 30 });
    const w = plain.act("act", { actor: "bruno", action: { kind: "move", pace: "walk" } });
    expect(w.roll!.outcome).not.toHaveProperty("tracks");
  });

  it("DE-PERK-62 Martial Throw: 5 initiative throws the held character up to 2 m and ends its Grappled", () => {
    // Bruno holds Wren: 2d10 + Strength for each (Wren 2 + 3, Bruno 9 + 8).
    const s = table([2, 3, 9, 8], { bruno: ["grappleExpertise", "martialThrow"] });
    fight(s, { bruno: 0, wren: 30 });
    s.act("grapple", { grappler: "bruno", target: "wren", mode: "hold" });
    expect(conditions(s, "wren")).toEqual([["grappled", null]]);
    const tooFar = refusal(() => s.act("martialThrow", { thrower: "bruno", target: "wren", metres: 3 }));
    expect(tooFar.path).toEqual(["metres"]);
    const r = s.act("martialThrow", { thrower: "bruno", target: "wren" });
    expect(spent(r)).toEqual([["bruno", 5, "martialThrow"]]);
    expect(r.roll!.outcome).toMatchObject({ target: "wren", metres: 2, cost: 5 });
    expect(conditions(s, "wren")).toEqual([]);
    expect(r.roll!.summary).toMatch(/Bruno Hale throws Wren Adair 2 m/);
    // Nobody held now: a second throw is refused, as is a thrower without the perk.
    expect(refusal(() => s.act("martialThrow", { thrower: "bruno", target: "wren" })).path).toEqual([
      "target",
    ]);
    expect(refusal(() => s.act("martialThrow", { thrower: "wren", target: "bruno" })).path).toEqual([
      "thrower",
    ]);
    // The C.10 row alone no longer charges 5 for nothing.
    expect(
      refusal(() => s.act("act", { actor: "bruno", action: { kind: "other", other: "martialThrow" } })).path,
    ).toEqual(["action", "other"]);
    expectReplays(s);
  });
});
