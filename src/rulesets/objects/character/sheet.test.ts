import { describe, expect, it } from "vitest";
import { opts, sheet } from "../testing/helpers.js";
import { derive, describe as describeSheet } from "./sheet.js";

describe("the sheet", () => {
  it("OBJ-STAT-1 module statistics are registered in the options and derived from attributes", () => {
    const o = opts({
      statistics: [{ id: "carry", name: "Carry", from: { strength: 10, stamina: 5 }, plus: 5 }],
    });
    const c = sheet(o, { attributes: { strength: 4, stamina: 2 } });
    expect(derive(c, o).statistics).toEqual({ carry: 55 });
    expect(describeSheet(c, o)).toContain("Carry 55");
  });

  it("OBJ-ATTR-4 the sheet shows each attribute with its domain", () => {
    const d = derive(sheet(opts()), opts());
    expect(d.attributes[0]).toMatchObject({ id: "strength", short: "STR", value: 3 });
    expect(d.attributes[0]!.domain).toMatch(/lifted or carried/);
  });

  it("OBJ-ACT-2 OBJ-ACT-5 the sheet shows movement and the difficulty to hit", () => {
    const o = opts();
    const d = derive(sheet(o, { attributes: { dexterity: 4 }, skills: { dodge: 0 } }), o);
    expect(d.move).toEqual({ distance: 12, unit: "feet" });
    expect(d.dodgeDifficulty).toBe(2);
  });

  it("renders lines for a terminal", () => {
    const o = opts();
    const lines = describeSheet(
      sheet(o, { name: "Ada", skills: { melee: 2 }, damage: { lethal: 1, nonLethal: 0 } }),
      o,
    );
    expect(lines[0]).toBe("Ada");
    expect(lines).toContain("STR 3  DEX 3  STA 3  INT 3  WIS 3  CHA 3");
    expect(lines).toContain("Health 5/6 (lethal 1, non-lethal 0) — active");
    expect(lines).toContain("Skills: Melee 2");
  });
});
