// The supply and resupply actions, pinned exactly: the roll's id, action, summary and die records,
// the events, which item changes, and the code, path and words of each refusal (mutation testing
// found these open, issue 21).

import { describe, expect, it } from "vitest";
import type { B15Character } from "../character/index.js";
import { errorOf, ofType, run, table } from "./testing.js";

const itemOf = (state: ReturnType<typeof table>, who: string, name: string) =>
  (state.characters[who]!.data as B15Character).items.find((i) => i.name === name)!;

const supplyDie = (sides: number, face: number, group: string) => ({
  role: "supply",
  sides,
  faces: [face],
  value: face,
  kept: true,
  exploded: false,
  imploded: false,
  group,
});

describe("supply action: what is recorded", () => {
  it("B15-SUP-3 a die that holds: 'stays d6', one kept supply die, only the roll event", () => {
    const r = run(table(), "supply", { actor: "wren", item: "Healer's kit" }, [4]);
    expect(r.roll!.id).toBe("roll-1");
    expect(r.roll!.action).toBe("supply");
    expect(r.roll!.actor).toBe("wren");
    expect(r.roll!.summary).toBe("Wren's Healer's kit: supply roll 4 on d6, stays d6");
    expect(r.roll!.dice).toEqual([supplyDie(6, 4, "Healer's kit")]);
    expect(r.events).toEqual([{ type: "roll", roll: r.roll }]);
  });

  it("B15-SUP-2 two throws for surgery: both faces listed, both dice recorded, d6 → d4", () => {
    const r = run(table(), "supply", { actor: "wren", item: "Healer's kit", use: "surgery" }, [5, 1]);
    expect(r.roll!.summary).toBe("Wren's Healer's kit: supply roll 5, 1 on d6, d6 → d4");
    expect(r.roll!.dice).toEqual([supplyDie(6, 5, "Healer's kit"), supplyDie(6, 1, "Healer's kit")]);
    expect(r.outcome).toEqual({
      item: "Healer's kit",
      use: "surgery",
      from: "d6",
      to: "d4",
      faces: [5, 1],
      steppedDown: true,
      useSucceeds: true,
    });
    expect(ofType(r.events, "character.changed")[0]!.changes).toEqual([
      "Healer's kit: supply d6 → d4 (rolled 5, 1)",
    ]);
    expect(itemOf(r.after, "wren", "Climbing kit").supplyDie).toBe("d8");
    expect(itemOf(r.after, "wren", "Lamp oil").supplyDie).toBe("empty");
  });

  it("B15-SUP-3 running out is said in the summary: 'd4 → empty (out of supplies)'", () => {
    const r = run(table(), "supply", { actor: "cole", item: "Lockpicks" }, [3]);
    expect(r.roll!.summary).toBe("Cole's Lockpicks: supply roll 3 on d4, d4 → empty (out of supplies)");
  });
});

describe("supply action: refusals", () => {
  it("B15-SUP-4 an Empty item is refused at 'item' with the words to resupply it", () => {
    const e = errorOf(() => run(table(), "supply", { actor: "wren", item: "Lamp oil" }, [4]));
    expect(e.code).toBe("refused");
    expect(e.message).toBe("Lamp oil is out of supplies: resupply it first");
    expect(e.path).toEqual(["item"]);
  });

  it("an item that tracks no supplies, one not carried, and an unknown actor are refused at their fields", () => {
    const rope = errorOf(() => run(table(), "supply", { actor: "wren", item: "Rope" }, [4]));
    expect(rope.code).toBe("refused");
    expect(rope.message).toBe("Rope does not track its supplies with a die");
    expect(rope.path).toEqual(["item"]);
    expect(errorOf(() => run(table(), "supply", { actor: "wren", item: "Lantern" }, [4])).path).toEqual([
      "item",
    ]);
    const nobody = errorOf(() => run(table(), "supply", { actor: "nobody", item: "Rope" }, [4]));
    expect(nobody.code).toBe("not_found");
    expect(nobody.path).toEqual(["actor"]);
  });
});

describe("resupply action", () => {
  it("B15-SUP-6 only the item resupplied changes", () => {
    const r = run(table(), "resupply", { actor: "wren", item: "Healer's kit" }, []);
    expect(itemOf(r.after, "wren", "Healer's kit").supplyDie).toBe("d10");
    expect(itemOf(r.after, "wren", "Climbing kit").supplyDie).toBe("d8");
    expect(itemOf(r.after, "wren", "Lamp oil").supplyDie).toBe("empty");
    expect(r.roll).toBeNull();
  });

  it("B15-SUP-6 an item that cannot be resupplied is refused at 'item'", () => {
    const e = errorOf(() => run(table(), "resupply", { actor: "cole", item: "Lockpicks" }, []));
    expect(e.code).toBe("refused");
    expect(e.message).toBe("Lockpicks cannot be resupplied");
    expect(e.path).toEqual(["item"]);
  });
});
