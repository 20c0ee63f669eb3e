// The combat glue by rule ID: attacks charged on the tracker and persisted, conditions ticking on the
// shared timeline, and the scripted three-way fight replaying to the same state. Dice are injected.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { replay } from "../../../engine/events.js";
import { runScript } from "../../../engine/script.js";
import { Session } from "../../../engine/session.js";
import { registry } from "../../index.js";
import type { DeCharacter } from "../character/index.js";
import { exampleTable } from "../examples.js";
import { diceEngine } from "../ruleset.js";
import { withCombatFixtures } from "./combat-examples.js";
import { combatNote } from "./combat-state.js";
import { refusal } from "./testing/play.js";

const options = diceEngine.parseOptions({});

function table(faces: number[]) {
  const s = new Session(diceEngine, { dice: facesSource(faces) });
  const fx = withCombatFixtures(exampleTable(options));
  for (const [id, c] of Object.entries(fx.characters)) s.addCharacter(id, c.data, c.owner);
  s.act("equip", {
    actor: "bruno",
    equipment: (fx.notes["combat:bruno"]!.data as { equipment: unknown }).equipment,
  });
  s.act("equip", {
    actor: "ilse",
    equipment: (fx.notes["combat:ilse"]!.data as { equipment: unknown }).equipment,
  });
  return s;
}

describe("attack", () => {
  it("DE-ATK-3 DE-ACT-2 a hit charges the attack's cost on the tracker and persists HP/Stun", () => {
    // initiative set by the GM; Bruno's hammer: 2d10 (8, 7) + Strength 3 vs Wren's DV; damage 1d8 = 6.
    const s = table([8, 7, 6, 1, 1]);
    s.act("initiative", {
      participants: [
        { character: "bruno", initiative: 0 },
        { character: "wren", initiative: 3 },
      ],
    });
    const r = s.act("attack", { attacker: "bruno", defender: "wren", weapon: "Hammer", type: "standard" });
    expect(r.roll!.partition).toBe("hit");
    const spent = r.events.find((e) => e.type === "ticks.spent" && (e as { id: string }).id === "bruno");
    expect(spent).toMatchObject({ cost: (r.roll!.outcome as { cost: number }).cost });
    const wren = s.state.characters.wren!.data as DeCharacter;
    expect(wren.current.stun + wren.current.hp).toBeLessThan(
      (exampleTable(options).characters.wren!.data as DeCharacter).current.stun +
        (exampleTable(options).characters.wren!.data as DeCharacter).current.hp,
    );
  });

  it("DE-INIT-1 only the active character attacks in a fight; refused before any die", () => {
    const s = table([]);
    s.act("initiative", {
      participants: [
        { character: "bruno", initiative: 4 },
        { character: "wren", initiative: 0 },
      ],
    });
    const e = refusal(() => s.act("attack", { attacker: "bruno", defender: "wren", weapon: "Hammer" }));
    expect(e.code).toBe("refused");
  });

  it("DE-ATK-1 a weapon the attacker lacks, or a type the weapon lacks, is refused by field", () => {
    const s = table([]);
    expect(
      refusal(() => s.act("attack", { attacker: "bruno", defender: "wren", weapon: "Lance" })).path,
    ).toEqual(["weapon"]);
    expect(
      refusal(() => s.act("attack", { attacker: "bruno", defender: "wren", weapon: "Hammer", type: "spray" }))
        .path,
    ).toEqual(["type"]);
  });

  it("DE-ATK-7 the odds give the hit chance and a damage distribution summing to 1", () => {
    const s = table([]);
    const o = s.odds("attack", { attacker: "bruno", defender: "wren", weapon: "Hammer" });
    expect(o.partition.hit! + o.partition.miss!).toBeCloseTo(1, 12);
    expect(o.distributions.damage!.reduce((a, [, p]) => a + p, 0)).toBeCloseTo(1, 12);
  });
});

describe("conditions on the timeline", () => {
  it("DE-COND-1 DE-INIT-7 a condition is added with its rating, mirrored, and removed", () => {
    const s = table([]);
    s.act("condition", { actor: "wren", condition: "Bleed", rating: 2 });
    expect(s.state.conditions).toMatchObject([{ id: "wren:bleed", rating: 2, name: "Bleed" }]);
    expect(combatNote(s.state, "wren").conditions[0]).toMatchObject({ condition: "bleed", rating: 2 });
    s.act("condition", { actor: "wren", op: "remove", condition: "bleed" });
    expect(s.state.conditions).toEqual([]);
  });

  it("DE-COND-1 the log says what the GM did, in the book's names, whatever spelling was typed", () => {
    const s = table([]);
    const given = s.act("condition", {
      actor: "wren",
      condition: "burning",
      rating: 2,
      duration: 10,
      source: "a fire bomb",
    });
    expect(given.roll!.summary).toBe("The GM puts Burning 2 on Wren Adair for 10 initiative (a fire bomb)");
    expect(s.act("condition", { actor: "wren", condition: "PRONE" }).roll!.summary).toBe(
      "The GM puts Prone on Wren Adair",
    );
    const removed = s.act("condition", { actor: "wren", op: "remove", condition: "burning" });
    expect(removed.roll!.summary).toBe("The GM removes Burning from Wren Adair");
  });
});

describe("the scripted three-way fight", () => {
  const script = JSON.parse(readFileSync("examples/dice-engine-fight.json", "utf8"));

  it("plays: initiative, attacks of several types, a condition ticking, someone dropping", () => {
    const { table: t } = runScript(registry, script);
    const rolls = t.log
      .filter((e) => e.event.type === "roll")
      .map(
        (e) =>
          (e.event as { roll: { action: string; summary: string; outcome: Record<string, unknown> } }).roll,
      );
    expect(rolls.some((r) => r.action === "initiative")).toBe(true);
    const types = new Set(
      script.intents
        .filter((i: { action: string }) => i.action === "attack")
        .map((i: { params: { type: string } }) => i.params.type),
    );
    expect(types.size).toBeGreaterThanOrEqual(3);
    expect(rolls.some((r) => /Bleed damage/.test(r.summary))).toBe(true);
    expect(
      Object.values(t.state.notes).some(
        (n) => n.kind === "dice-engine.combat" && (n.data as { unconscious: unknown }).unconscious !== null,
      ),
    ).toBe(true);
  });

  it("replays its log to the same state", () => {
    const { table: t } = runScript(registry, script);
    const initial = runScript(registry, { ...script, intents: [] }).table;
    const events = t.log.map((e) => e.event).slice(initial.log.length);
    expect(replay(initial.state, events, diceEngine.reduce)).toEqual(t.state);
  });
});
