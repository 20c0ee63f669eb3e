// Supply rolls as the table runs them: the supply action, items used in checks, resupplying.

import { describe, expect, it } from "vitest";
import type { B15Character } from "../character/index.js";
import { errorOf, odds, ofType, run, table } from "./testing.js";

const itemOf = (state: ReturnType<typeof table>, who: string, name: string) =>
  (state.characters[who]!.data as B15Character).items.find((i) => i.name === name)!;

describe("supply action", () => {
  it("B15-SUP-3 Wren's healer's kit d6 rolls 2 → d4, recorded as a change with the new sheet", () => {
    const t = table();
    const r = run(t, "supply", { actor: "wren", item: "Healer's kit" }, [2]);
    expect(r.outcome).toMatchObject({ from: "d6", to: "d4", faces: [2], steppedDown: true });
    expect(r.roll!.partition).toBe("d4");
    const [change] = ofType(r.events, "character.changed");
    expect(change!.changes).toEqual(["Healer's kit: supply d6 → d4 (rolled 2)"]);
    expect(itemOf(r.after, "wren", "Healer's kit").supplyDie).toBe("d4");
    // the state given is never mutated
    expect(itemOf(t, "wren", "Healer's kit").supplyDie).toBe("d6");
  });

  it("B15-SUP-3 a roll of 4 or more leaves the die: no change event", () => {
    const r = run(table(), "supply", { actor: "wren", item: "Healer's kit" }, [4]);
    expect(r.outcome).toMatchObject({ from: "d6", to: "d6", steppedDown: false });
    expect(ofType(r.events, "character.changed")).toEqual([]);
  });

  it("B15-SUP-3 Cole's lockpicks d4 rolling 3 become Empty", () => {
    const r = run(table(), "supply", { actor: "cole", item: "Lockpicks" }, [3]);
    expect(r.outcome.to).toBe("empty");
    expect(r.roll!.summary).toMatch(/out of supplies/);
  });

  it("B15-SUP-3 odds: a d6 steps down half the time", () => {
    const o = odds(table(), "supply", { actor: "wren", item: "Healer's kit" });
    expect(o.partition).toEqual({ d6: 0.5, d4: 0.5 });
    expect(o.chances.stepsDown).toBe(0.5);
  });

  it("B15-SUP-2 one roll per use by default; the item's own count for a use type; the table's supplyRollsPerUse", () => {
    const surgery = run(table(), "supply", { actor: "wren", item: "Healer's kit", use: "surgery" }, [5, 1]);
    expect(surgery.outcome).toMatchObject({ faces: [5, 1], to: "d4" });
    const two = run(
      table({ supplyRollsPerUse: 2 }),
      "supply",
      { actor: "wren", item: "Healer's kit" },
      [5, 6],
    );
    expect(two.used).toBe(2);
    expect(
      odds(table(), "supply", { actor: "wren", item: "Healer's kit", use: "surgery" }).partition,
    ).toEqual({
      d6: 0.25,
      d4: 0.375,
      empty: 0.375,
    });
  });

  it("B15-SUP-4 an Empty item is refused with 'out of supplies'", () => {
    const e = errorOf(() => run(table(), "supply", { actor: "wren", item: "Lamp oil" }, [4]));
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/Lamp oil is out of supplies/);
    expect(errorOf(() => run(table(), "supply", { actor: "wren", item: "Rope" }, [4])).message).toMatch(
      /does not track/,
    );
  });
});

describe("items used in checks", () => {
  const climb = {
    actor: "wren",
    stat: "agility",
    target: { base: 15 },
    item: { name: "Climbing kit", use: "climb" },
  };

  it("B15-SUP-2 a use that needs a supply roll rolls the kit's die after the d20", () => {
    const r = run(table(), "check", climb, [14, 2]);
    expect(r.roll!.dice.map((d) => [d.role, d.sides, d.faces[0]])).toEqual([
      ["d20", 20, 14],
      ["supply", 8, 2],
    ]);
    expect(r.outcome.supply).toMatchObject({ item: "Climbing kit", from: "d8", to: "d6", useSucceeds: true });
    expect(itemOf(r.after, "wren", "Climbing kit").supplyDie).toBe("d6");
  });

  it("B15-SUP-2 a use the item's description does not list rolls no supply die", () => {
    const r = run(table(), "check", { ...climb, item: { name: "Climbing kit", use: "rappel" } }, [14]);
    expect(r.used).toBe(1);
    expect(r.outcome.supply).toBeNull();
  });

  it("B15-SUP-4 a check using an Empty item that needs a supply roll is refused", () => {
    const e = errorOf(() =>
      run(table(), "check", { ...climb, item: { name: "Lamp oil", use: "light" } }, [14, 4]),
    );
    expect(e.code).toBe("refused");
    expect(e.message).toMatch(/out of supplies/);
  });

  it("B15-SUP-5 the use still happens when the supply roll empties the kit", () => {
    const t = table();
    const r = run(
      t,
      "check",
      { actor: "cole", stat: "wits", target: { base: 12 }, item: { name: "Lockpicks" } },
      [15, 1],
    );
    expect(r.outcome).toMatchObject({
      success: true,
      supply: { from: "d4", to: "empty", useSucceeds: true },
    });
    expect(ofType(r.events, "character.changed")[0]!.changes[0]).toMatch(
      /d4 → empty \(rolled 1\), now out of supplies/,
    );
  });

  it("B15-SUP-5 with supplyFailBlocksUse a 1–3 spoils the use, and the odds multiply", () => {
    const t = table({ supplyFailBlocksUse: true });
    const r = run(t, "check", climb, [20, 3]);
    expect(r.outcome).toMatchObject({ success: false, decidedBy: "supplies" });
    const o = odds(t, "check", climb);
    // agility 3: faces 12–20 reach 15 (9/20); the d8 keeps on 4–8 (5/8)
    expect(o.partition.success).toBeCloseTo((9 / 20) * (5 / 8), 12);
    expect(odds(table(), "check", climb).partition.success).toBeCloseTo(9 / 20, 12);
  });
});

describe("resupply action", () => {
  it("B15-SUP-6 resupplying restores the starting die (d6 → d10) by default", () => {
    const r = run(table(), "resupply", { actor: "wren", item: "Healer's kit" }, []);
    expect(ofType(r.events, "character.changed")[0]!.changes).toEqual([
      "Healer's kit: resupplied d6 → d10 (restore-starting-die)",
    ]);
    expect(itemOf(r.after, "wren", "Healer's kit").supplyDie).toBe("d10");
  });

  it("B15-SUP-6 with resupplyRule step-up-one an Empty lamp becomes d4", () => {
    const r = run(
      table({ resupplyRule: "step-up-one" }),
      "resupply",
      { actor: "wren", item: "Lamp oil" },
      [],
    );
    expect(itemOf(r.after, "wren", "Lamp oil").supplyDie).toBe("d4");
  });

  it("B15-SUP-6 an item that says it cannot be resupplied is refused; a full one changes nothing", () => {
    expect(errorOf(() => run(table(), "resupply", { actor: "cole", item: "Lockpicks" }, [])).message).toMatch(
      /cannot be resupplied/,
    );
    expect(run(table(), "resupply", { actor: "wren", item: "Climbing kit" }, []).events).toEqual([]);
  });
});
