// Movement perks proven at the table (issue 21): the `act` Move covers no more than the speed of
// the moment (tracker-self.ts, `moveAllowance`), which reads the sheet's speed, so a perk that
// changes the speed, or gives full speed swimming or climbing, changes how far one Move goes.

import { describe, expect, it } from "vitest";
import type { DeCharacter } from "../character/index.js";
import { Play, refusal } from "./testing/play.js";

const held =
  (...ids: string[]) =>
  (c: DeCharacter): DeCharacter => ({
    ...c,
    perks: { ...c.perks, ...Object.fromEntries(ids.map((id) => [id, { rank: 1, source: "xp" as const }])) },
  });
const without =
  (...ids: string[]) =>
  (c: DeCharacter): DeCharacter => ({
    ...c,
    perks: Object.fromEntries(Object.entries(c.perks).filter(([id]) => !ids.includes(id))),
  });

describe("movement perks at the table", () => {
  it("DE-PERK-34 DE-PERK-37 DE-PERK-38 DE-PERK-39 DE-PERK-49 a Move covers the sheet's speed: Quick Step +1, Slow without Agility, Power Walk with Strength, full-speed swim and climb", () => {
    // Wren is raceless: give her a base speed through a setting race so the move is measured.
    const setting = { races: [{ id: "human", name: "Human", baseSpeed: 5 }] };
    const p = new Play({ setting });
    p.edit("wren", (c) => ({ ...c, race: "human" }));
    p.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 500 },
      ],
    });
    const move = (metres: number, movement = "walking") =>
      p.act("act", { actor: "wren", action: { kind: "move", movement, metres } });
    const tooFar = (metres: number, movement = "walking") =>
      refusal(() => move(metres, movement)).message.match(/at most (\d+) m/)![1];
    // Speed 5 + Agility 2 = 7.
    expect(tooFar(8)).toBe("7");
    expect(tooFar(5, "swimming")).toBe("4");
    expect(tooFar(5, "climbing")).toBe("4");
    p.edit("wren", held("quickStep", "naturalSwimmer", "naturalClimber"));
    move(8);
    expect(tooFar(9)).toBe("8");
    move(8, "swimming");
    move(8, "climbing");
    p.edit("wren", (c) => ({ ...without("quickStep")(c), stats: { ...c.stats, strength: 4 } }));
    expect(tooFar(8)).toBe("7");
    // Power Walk: Strength 4 counts instead of Agility 2 (the higher of the two).
    p.edit("wren", held("powerWalk"));
    move(9);
    expect(tooFar(10)).toBe("9");
    // Slow: no stat is added to the base speed.
    p.edit("wren", (c) => held("slow")(without("powerWalk")(c)));
    move(5);
    expect(tooFar(6)).toBe("5");
  });
});
