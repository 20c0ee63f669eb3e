// A scripted fight: Ysolde against Marek the Red, a bandit captain with a greataxe. Marek drops her to
// 0 Health, hits her again there, and at the end of the round her Lucidity (CON) roll fails by 3: the
// table proposes a Major Wound, which the GM confirms. Played from examples/lucidity-fight.json, then
// replayed from its log.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay } from "../../engine/events.js";
import { Registry } from "../../engine/registry.js";
import type { RollRecord } from "../../engine/roll.js";
import { runScript } from "../../engine/script.js";
import type { LucidityCharacter } from "./character/index.js";
import { lucidity } from "./ruleset.js";

const registry = new Registry().register(lucidity as never);
const script = JSON.parse(
  readFileSync(new URL("../../../examples/lucidity-fight.json", import.meta.url), "utf8"),
);

const rolls = (log: ReturnType<typeof runScript>["table"]["log"]) =>
  log.filter((e) => e.event.type === "roll").map((e) => (e.event as { roll: RollRecord }).roll);

describe("Lucidity: Ysolde against Marek the Red", () => {
  const { table } = runScript(registry, script);
  const all = rolls(table.log);

  it("LUC-ATTR-5 initiative: Marek 17 before Ysolde 10", () => {
    expect(all[0]!.outcome).toMatchObject({ order: ["marek", "ysolde"], values: { marek: 17, ysolde: 10 } });
  });

  it("LUC-CMB-8 LUC-ZERO-1 the greataxe: 18 vs 12, Penetration 6 strips Protection 3, 9 damage — Health 7 → 0, Lucidity 14 → 12", () => {
    expect(all[1]!.outcome).toMatchObject({
      total: 18,
      defense: 12,
      penetration: 6,
      protection: 3,
      damage: 9,
    });
    const hit = table.log.find(
      (e) => e.event.type === "character.changed" && (e.event as { id: string }).id === "ysolde",
    );
    expect((hit!.event as { data: LucidityCharacter }).data).toMatchObject({ health: 0, lucidity: 12 });
  });

  it("LUC-TRAIT-24 Rapid Strikes lets Marek swing twice in a turn; LUC-TRAIT-4 Ysolde's Impaler adds STR to Penetration", () => {
    expect(all[2]!.outcome).toMatchObject({ hit: false, cost: 1 });
    expect(all[3]!.outcome).toMatchObject({ total: 17, penetration: 9, damage: 6 });
  });

  it("LUC-ZERO-3 hit again at 0 Health in round 2, Ysolde owes a Lucidity (CON) roll when the round ends", () => {
    const opened = table.log.find(
      (e) => e.event.type === "note.opened" && (e.event as { kind: string }).kind === "zero-health-roll",
    );
    expect(opened!.event).toMatchObject({ id: "note-9", data: { character: "ysolde", round: 2 } });
  });

  it("LUC-LUC-8 at 0 Health she fights on with a Lucidity roll in place of the d20 (7 ≤ 10): Penetration 1 + Impaler", () => {
    expect(all[6]!.outcome).toMatchObject({ by: "lucidity", hit: true, penetration: 3, damage: 5 });
  });

  it("LUC-ZERO-5 LUC-ZERO-6 the roll: 11 against Lucidity 7 + CON 1 = 8, failure by 3 → Major Wound, confirmed for 40 days", () => {
    const zero = all.find((r) => r.action === "zeroHealthRoll")!;
    expect(zero.outcome).toMatchObject({
      face: 11,
      target: 8,
      success: false,
      degree: 3,
      result: "major-wound",
    });
    const settled = all.find((r) => r.action === "settleWound")!;
    expect(settled.outcome).toMatchObject({ wound: "major-wound", days: 40, replaced: false });
    const added = table.log.find((e) => e.event.type === "condition.added");
    expect(added!.event).toMatchObject({
      condition: {
        target: "ysolde",
        name: "Major Wound",
        rating: 3,
        duration: { unit: "minute", remaining: 40 * 1440 },
      },
    });
  });

  it("LUC-REST-1 after the fight a long rest (Fast Healer: 3 + 2) heals 5 and gives back 1 Lucidity; the wound heals in 40 days", () => {
    const y = table.state.characters.ysolde!.data as LucidityCharacter;
    expect(y).toMatchObject({ health: 5, lucidity: 8, energy: 6 });
    expect(table.state.conditions).toEqual([]);
    expect(table.state.clock).toBe(40 * 1440);
    expect(Object.values(table.state.notes).every((n) => !n.open)).toBe(true);
    expect((table.state.characters.marek!.data as LucidityCharacter).health).toBe(6);
  });

  it("replays from its log to the same state, and the same file gives the same log", () => {
    expect(
      replay(
        table.initial,
        table.log.map((e) => e.event),
        lucidity.reduce,
      ),
    ).toEqual(table.state);
    expect(runScript(registry, script).table.log).toEqual(table.log);
  });

  it("LUC-ACT-4 refuses a third greataxe swing in Marek's first turn (2 actions)", () => {
    const extra = {
      ...script,
      intents: [
        ...script.intents.slice(0, 3),
        { action: "attack", params: { attacker: "marek", defender: "ysolde" } },
      ],
    };
    expect(() => runScript(registry, extra)).toThrow(/not enough actions left this turn/);
  });

  it("refuses an attack out of turn", () => {
    const extra = {
      ...script,
      intents: [script.intents[0], { action: "attack", params: { attacker: "ysolde", defender: "marek" } }],
    };
    expect(() => runScript(registry, extra)).toThrow(/not Ysolde's turn/);
  });
});
