// Tests written to kill surviving mutants of items.ts (issue 21): the best armour of none, items
// found by their sample id, a toolbox missing one of two parts, the tool refusals word for word,
// and the tool-bonus note at the edges of 1 to 3.
import { describe, expect, it } from "vitest";
import { sampleItem } from "../data/equipment.js";
import { engineError, opts, sheet } from "../testing/helpers.js";
import { armorTotal, findItem, isComplete, toolModifiers, toolWarnings } from "./items.js";

const o = opts();
const toolbox = sampleItem("mechanicsToolbox");
const holder = sheet(o, {
  equipment: [
    sampleItem("dagger", { name: "Grandpa's Knife" }),
    toolbox,
    sampleItem("potionOfFireBreathing"),
  ],
});
const withBonus = (bonus: number) => ({ ...toolbox, tool: { ...toolbox.tool!, bonus } });

describe("gear", () => {
  it("OBJ-EQUIP-6 no armour worn counts 0, whether pieces add up or the best counts", () => {
    expect(armorTotal(holder, o)).toBe(0);
    expect(armorTotal(holder, opts({ armorStacking: "highest" }))).toBe(0);
  });

  it("an item is found by its name or by the sample it was copied from", () => {
    expect(findItem(holder, "dagger")?.index).toBe(0);
    expect(findItem(holder, "Mechanics Toolbox")?.index).toBe(1);
  });

  it("OBJ-EQUIP-16 one missing part of two makes a tool incomplete", () => {
    const two = {
      ...toolbox,
      tool: { ...toolbox.tool!, components: ["Wrench", "Socket Set"], missing: ["Socket Set"] },
    };
    expect(isComplete(two)).toBe(false);
    const bare = {
      ...toolbox,
      tool: { ...toolbox.tool!, components: ["Wrench", "Socket Set"], missing: ["Wrench", "Socket Set"] },
    };
    const c = sheet(o, { equipment: [bare] });
    expect(toolModifiers(c, ["Mechanic's Toolbox"], "mechanics", ["tools"])).toEqual([
      { label: "Mechanic's Toolbox (incomplete: Wrench, Socket Set missing)", dice: 0, source: "tool" },
    ]);
  });
});

describe("tool refusals", () => {
  it("OBJ-EQUIP-3 a name that is no tool is refused on its place in the list", () => {
    for (const name of ["Crowbar", "dagger"]) {
      const e = engineError(() =>
        toolModifiers(holder, ["Mechanic's Toolbox", name], "mechanics", ["tools"]),
      );
      expect([e.code, e.path, e.message]).toEqual(["invalid", ["tools", 1], `Someone has no tool '${name}'`]);
    }
  });

  it("OBJ-EQUIP-3 a tool helps only its own skill's rolls", () => {
    const melee = engineError(() => toolModifiers(holder, ["Mechanic's Toolbox"], "melee", ["tools"]));
    expect([melee.code, melee.path, melee.message]).toEqual([
      "invalid",
      ["tools", 0],
      "Mechanic's Toolbox helps mechanics, not this roll",
    ]);
    const potion = engineError(() => toolModifiers(holder, ["potion of fire breathing"], null, ["tools"]));
    expect(potion.message).toBe("Potion of Fire-Breathing helps no skill roll, not this roll");
  });
});

describe("tool notes", () => {
  it("OBJ-EQUIP-3 a bonus of 1 to 3 is usual; 0 or 4 is noted", () => {
    expect([1, 2, 3].map((b) => toolWarnings(withBonus(b)))).toEqual([[], [], []]);
    expect(toolWarnings(withBonus(0))).toEqual(["Mechanic's Toolbox adds 0 dice: tools usually add 1 to 3"]);
    expect(toolWarnings(withBonus(4))).toEqual(["Mechanic's Toolbox adds 4 dice: tools usually add 1 to 3"]);
  });

  it("OBJ-EQUIP-4 items that help no skill roll get no note", () => {
    expect(toolWarnings(sampleItem("dagger"))).toEqual([]);
    expect(toolWarnings(sampleItem("potionOfFireBreathing"))).toEqual([]);
  });
});
