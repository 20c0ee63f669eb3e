// What the check machinery writes and refuses, pinned exactly: the roll's summary line, the GM's
// description note, the supply die's records and change line, the odds' supply chances, and the
// code, path and words of each refusal (mutation testing found these open, issue 21).

import { describe, expect, it } from "vitest";
import type { B15Character } from "../character/index.js";
import { errorOf, odds, ofType, run, table } from "./testing.js";

const itemOf = (state: ReturnType<typeof table>, who: string, name: string) =>
  (state.characters[who]!.data as B15Character).items.find((i) => i.name === name)!;

describe("check: the summary line and the description note", () => {
  it("B15-RES-1 a named stat, its value and each modifier are written out; a success by 1", () => {
    const r = run(
      table(),
      "check",
      {
        actor: "wren",
        stat: "agility",
        target: { base: 15 },
        modifiers: [
          { value: 2, label: "soft boots" },
          { value: -1, label: "wet hands" },
        ],
      },
      [12],
    );
    expect(r.roll!.id).toBe("roll-1");
    expect(r.roll!.summary).toBe(
      "Wren: check, agility +3 +2 soft boots -1 wet hands → 16 vs 15 (Simple): succeeds by 1 (just)",
    );
    const [note] = ofType(r.events, "note.opened");
    expect(note!.id).toBe("describe-2");
    expect(note!.text).toBe("GM: describe how Wren succeeds (margin +1, just)");
  });

  it("B15-RES-2 a failure: 'fails by 3', the note's margin signed −3", () => {
    const r = run(table(), "check", { stat: 2, target: { base: 15 } }, [10]);
    expect(r.roll!.summary).toBe("roller: check, stat +2 → 12 vs 15 (Simple): fails by 3 (clear)");
    expect(ofType(r.events, "note.opened")[0]!.text).toBe("GM: describe how roller fails (margin -3, clear)");
  });

  it("B15-RES-4 margin 0 is written +0 in the note", () => {
    const r = run(table(), "check", { stat: 3, target: { base: 15 } }, [12]);
    expect(ofType(r.events, "note.opened")[0]!.text).toBe(
      "GM: describe how roller succeeds (margin +0, just)",
    );
  });

  it("B15-CORE-4 'no stat' is written as such; a scaled stat shows its scale", () => {
    expect(run(table(), "check", { stat: null, target: { base: 12 } }, [12]).roll!.summary).toBe(
      "roller: check, no stat → 12 vs 12 (Simple): succeeds by 0 (just)",
    );
    expect(run(table(), "check", { stat: 0, target: { base: 12 } }, [12]).roll!.summary).toBe(
      "roller: check, stat +0 → 12 vs 12 (Simple): succeeds by 0 (just)",
    );
    expect(
      run(table(), "check", { stat: 4, statScale: "1/2", target: { base: 12 } }, [10]).roll!.summary,
    ).toBe("roller: check, stat +4 × 1/2 → 12 vs 12 (Simple): succeeds by 0 (just)");
  });

  it("B15-CORE-4 a real stat the table happens to label 'no stat' still shows its value", () => {
    const t = table({ statLabels: { might: "no stat" } });
    expect(run(t, "check", { actor: "bryn", stat: "might", target: { base: 12 } }, [9]).roll!.summary).toBe(
      "Bryn: check, no stat +3 → 12 vs 12 (Simple): succeeds by 0 (just)",
    );
  });

  it("B15-CORE-3 a natural 20 or 1 that decides the roll is named in words", () => {
    const t = table({ naturalTwentyAutoSuccess: true, naturalOneAutoFailure: true });
    expect(run(t, "check", { stat: 0, target: { base: 21 } }, [20]).roll!.summary).toBe(
      "roller: check, stat +0 → 20 vs 21 (Challenging): succeeds (natural 20)",
    );
    expect(run(t, "check", { stat: 30, target: { base: 3 } }, [1]).roll!.summary).toBe(
      "roller: check, stat +30 → 31 vs 3 (below Simple): fails (natural 1)",
    );
  });

  it("B15-GRP-4 a group is named by its roller and every ally", () => {
    const r = run(
      table(),
      "check",
      {
        actor: "bryn",
        stat: "might",
        allies: [
          { actor: "cole", stat: "might" },
          { actor: "wren", stat: "might" },
        ],
        target: { base: 18 },
      },
      [16, 2, 3],
    );
    expect(r.roll!.summary).toBe(
      "Bryn (with Cole, Wren): check, might +3 → 19 vs 18 (Simple): succeeds by 1 (just)",
    );
    expect(ofType(r.events, "note.opened")[0]!.text).toBe(
      "GM: describe how Bryn (with Cole, Wren) succeeds (margin +1, just)",
    );
  });

  it("B15-TN-8 an attack names its defender in the summary, and only when one is given", () => {
    expect(
      run(table(), "attack", { actor: "bryn", stat: "might", defender: "cole" }, [12]).roll!.summary,
    ).toBe("Bryn: attack against Cole, might +3 → 15 vs 15 (Simple): succeeds by 0 (just)");
    const r = run(table(), "attack", { actor: "bryn", stat: "might" }, [12]);
    expect(r.roll!.summary).toBe("Bryn: attack, might +3 → 15 vs 15 (Simple): succeeds by 0 (just)");
    expect(r.outcome.against).toBeNull();
  });
});

describe("check: an item's supply roll", () => {
  const surgery = {
    actor: "wren",
    stat: "wits",
    target: { base: 12 },
    item: { name: "Healer's kit", use: "surgery" },
  };

  it("B15-SUP-2 two supply throws: each recorded as a kept supply die, the change line lists both faces", () => {
    const t = table();
    const r = run(t, "check", surgery, [15, 5, 1]);
    expect(r.roll!.dice.slice(1)).toEqual([
      {
        role: "supply",
        sides: 6,
        faces: [5],
        value: 5,
        kept: true,
        exploded: false,
        imploded: false,
        group: "Healer's kit",
      },
      {
        role: "supply",
        sides: 6,
        faces: [1],
        value: 1,
        kept: true,
        exploded: false,
        imploded: false,
        group: "Healer's kit",
      },
    ]);
    expect(r.outcome.supply).toEqual({
      item: "Healer's kit",
      use: "surgery",
      from: "d6",
      to: "d4",
      faces: [5, 1],
      useSucceeds: true,
    });
    expect(ofType(r.events, "character.changed")[0]!.changes).toEqual([
      "Healer's kit: supply d6 → d4 (rolled 5, 1)",
    ]);
    // only the item used changes
    expect(itemOf(r.after, "wren", "Healer's kit").supplyDie).toBe("d4");
    expect(itemOf(r.after, "wren", "Climbing kit").supplyDie).toBe("d8");
    expect(itemOf(r.after, "wren", "Lamp oil").supplyDie).toBe("empty");
  });

  it("B15-SUP-3 a supply die that holds writes no change event", () => {
    const r = run(table(), "check", surgery, [15, 5, 6]);
    expect(r.outcome.supply).toMatchObject({ from: "d6", to: "d6", faces: [5, 6] });
    expect(ofType(r.events, "character.changed")).toEqual([]);
    expect(r.events.map((e) => e.type)).toEqual(["roll", "note.opened"]);
  });

  it("B15-SUP-3 a step down that does not empty the item says nothing of running out", () => {
    const r = run(table(), "check", { ...surgery, item: { name: "Climbing kit", use: "climb" } }, [15, 2]);
    expect(ofType(r.events, "character.changed")[0]!.changes).toEqual([
      "Climbing kit: supply d8 → d6 (rolled 2)",
    ]);
  });

  it("B15-SUP-5 with supplyFailBlocksUse a roll that reached its target fails for want of supplies", () => {
    const r = run(table({ supplyFailBlocksUse: true }), "check", surgery, [15, 5, 1]);
    expect(r.outcome).toMatchObject({ success: false, decidedBy: "supplies" });
    expect(r.roll!.summary).toBe("Wren: check, wits +2 → 17 vs 12 (Simple): fails (supplies ran short)");
    expect(ofType(r.events, "note.opened")[0]!.text).toBe("GM: describe how Wren fails (margin +5, clear)");
  });

  it("B15-SUP-5 a roll that missed anyway fails by its margin, not for want of supplies", () => {
    const r = run(table({ supplyFailBlocksUse: true }), "check", surgery, [5, 5, 1]);
    expect(r.outcome).toMatchObject({ success: false, decidedBy: "total" });
    expect(r.roll!.summary).toBe("Wren: check, wits +2 → 7 vs 12 (Simple): fails by 5 (clear)");
  });

  it("B15-SUP-2 an item that tracks no supplies rolls no supply die", () => {
    const r = run(table(), "check", { ...surgery, item: { name: "Rope", use: "climb" } }, [15]);
    expect(r.used).toBe(1);
    expect(r.outcome.supply).toBeNull();
  });

  it("B15-SUP-4 using an Empty item in a check is refused before anything is rolled, naming the item", () => {
    const e = errorOf(() => run(table(), "check", { ...surgery, item: { name: "Lamp oil" } }, [15, 4]));
    expect(e.code).toBe("refused");
    expect(e.message).toBe("Lamp oil is out of supplies: resupply it first");
    expect(e.path).toEqual(["item", "name"]);
  });

  it("using an item needs an actor who carries it", () => {
    const e = errorOf(() =>
      run(table(), "check", { stat: 1, target: { base: 12 }, item: { name: "Rope" } }, [15]),
    );
    expect(e.code).toBe("invalid");
    expect(e.message).toBe("using an item needs an actor who carries it");
    expect(e.path).toEqual(["actor"]);
    const missing = errorOf(() => run(table(), "check", { ...surgery, item: { name: "Lantern" } }, [15]));
    expect(missing.code).toBe("not_found");
    expect(missing.path).toEqual(["item", "name"]);
  });

  it("an ally who is not at the table is refused at its own path", () => {
    const e = errorOf(() =>
      run(
        table(),
        "check",
        { stat: 1, allies: [{ actor: "nobody", stat: 1 }], target: { base: 12 } },
        [15, 2],
      ),
    );
    expect(e.code).toBe("not_found");
    expect(e.path).toEqual(["allies", 0, "actor"]);
  });
});

describe("check odds: the supply chances", () => {
  it("B15-SUP-3 a d8 steps down 3/8 of the time and never runs out in one roll", () => {
    const o = odds(table(), "check", {
      actor: "wren",
      stat: "agility",
      target: { base: 15 },
      item: { name: "Climbing kit", use: "climb" },
    });
    expect(o.chances).toEqual({ supplyStepsDown: 0.375, outOfSuppliesAfter: 0 });
  });

  it("B15-SUP-3 a d4 steps down, to Empty, 3/4 of the time; a check without an item has no chances", () => {
    const o = odds(table(), "check", {
      actor: "cole",
      stat: "wits",
      target: { base: 12 },
      item: { name: "Lockpicks" },
    });
    expect(o.chances).toEqual({ supplyStepsDown: 0.75, outOfSuppliesAfter: 0.75 });
    expect(odds(table(), "check", { stat: 1, target: { base: 12 } }).chances).toEqual({});
  });
});
