// The book's fight, Brunella against Casimir, played from a script until one of them is dying,
// then replayed from its log.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay } from "../../engine/events.js";
import { runScript } from "../../engine/script.js";
import { registry } from "../index.js";
import type { L13Character } from "./character/index.js";

const script = JSON.parse(
  readFileSync(new URL("../../../examples/lucky13-fight.json", import.meta.url), "utf8"),
);

function character(state: ReturnType<typeof runScript>["table"]["state"], id: string): L13Character {
  return state.characters[id]!.data as L13Character;
}

describe("Lucky 13: Brunella against Casimir", () => {
  const { table } = runScript(registry, script);

  it("L13-INIT-1 L13-INIT-2 initiative is rolled once and the highest acts first", () => {
    expect(table.state.encounter!.order).toEqual(["brunella", "casimir"]);
  });

  it("L13-CMB-5 the book's attack: margin 4, 10 damage, Casimir 30 → 20 HP and Pulse d8 → d6", () => {
    const first = table.log.find(
      (e) => e.event.type === "roll" && (e.event as { roll: { action: string } }).roll.action === "attack",
    );
    const roll = (first!.event as { roll: { outcome: Record<string, unknown> } }).roll;
    expect(roll.outcome).toMatchObject({
      attackTotal: 16,
      defenseTotal: 12,
      hit: true,
      margin: 4,
      damage: 10,
    });
    const after = table.log.find((e) => e.event.type === "character.changed");
    expect((after!.event as { data: L13Character }).data.hp).toBe(20);
  });

  it("L13-DEATH-1 ends with Casimir dying, and his turn passes him by", () => {
    const casimir = character(table.state, "casimir");
    expect(casimir.hp).toBe(0);
    expect(casimir.dyingMinutes).toBe(0);
    expect(character(table.state, "brunella").hp).toBe(14);
    const e = table.state.encounter!;
    expect(e.order[e.current]).toBe("brunella");
    expect(e.round).toBe(4);
  });

  it("L13-EXPL-12 Casimir's imploded mace opens a dilemma that leaves the miss standing", () => {
    const notes = Object.values(table.state.notes);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "dilemma", open: true });
  });

  it("replays from its log to the same state, and the same file gives the same log", () => {
    expect(
      replay(
        table.initial,
        table.log.map((e) => e.event),
        registry.get("lucky13").reduce,
      ),
    ).toEqual(table.state);
    expect(runScript(registry, script).table.log).toEqual(table.log);
  });

  it("L13-CMB-6 refuses a second attack in the same turn", () => {
    const extra = {
      ...script,
      intents: [
        ...script.intents.slice(0, 2),
        { action: "attack", params: { attacker: "brunella", defender: "casimir" } },
      ],
    };
    expect(() => runScript(registry, extra)).toThrow(/no attack left this turn/);
  });

  it("refuses an attack out of turn", () => {
    const extra = {
      ...script,
      intents: [
        script.intents[0],
        { action: "attack", params: { attacker: "casimir", defender: "brunella" } },
      ],
    };
    expect(() => runScript(registry, extra)).toThrow(/not Casimir's turn/);
  });
});
