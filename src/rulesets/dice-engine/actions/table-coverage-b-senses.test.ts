// Rules proven at the table (issue 21), part B: perception checks in the light and cover of the
// place, the fixed C.10 action costs, and the paces of a Move, each played as an intent through a
// Session (testing/play.ts's `table`) with scripted faces. The `check` action had no way to say how
// dark or obstructed a place is, so world/senses.ts's levels were never used at the table; it now
// takes a `perception` situation (DE-SENSE-1..3).

import { describe, expect, it } from "vitest";
import type { Resolution } from "../../../engine/ruleset.js";
import type { Session } from "../../../engine/session.js";
import { refusal, table } from "./testing/play.js";

/** Ilse (Intuition 2, no perk on any sense) looks for something; the place is `perception`. */
const look = (s: Session, perception: object) =>
  s.act("check", { actor: "ilse", stat: "intuition", purpose: "perception", dc: 12, perception } as never);
const dice = (r: Resolution) => r.roll!.dice.length;
const kept = (r: Resolution) => r.roll!.dice.filter((d) => d.kept).map((d) => d.faces[0]);

describe("what the place does to a perception check (DE-SENSE-1..3; fixed: the check takes the place)", () => {
  it("DE-SENSE-1 losing or obscuring senses costs one level in all: unlit and loud → 3 dice, the worst two", () => {
    const { s } = table([9, 8, 3]);
    const r = look(s, { uses: ["sight", "hearing"], obscured: ["hearing"], light: "unlit" });
    expect(dice(r)).toBe(3);
    expect(kept(r)).toEqual([8, 3]);
    expect(r.roll!.outcome).toMatchObject({ total: 13 });
    expect(r.roll!.partition).toBe("success");
    // Option senseLossDisadvantage "perSense": one level per sense, 4 dice.
    const { s: per } = table([9, 8, 7, 3], {}, { senseLossDisadvantage: "perSense" });
    expect(dice(look(per, { uses: ["sight", "hearing"], obscured: ["hearing"], light: "unlit" }))).toBe(4);
  });

  it("DE-SENSE-2 dim light is a level on sight; unlit leaves a sight-only check nothing: it fails without a die", () => {
    const { s } = table([9, 8, 3]);
    expect(dice(look(s, { uses: ["sight"], light: "dim" }))).toBe(3);
    const dark = look(s, { uses: ["sight"], light: "unlit" });
    expect(dark.roll!.dice).toEqual([]);
    expect(dark.roll!.partition).toBe("failure");
    expect(dark.roll!.summary).toMatch(/fails without a roll/);
    // Bright light, or a sense the dark does not touch: two dice.
    const { s: lit } = table([9, 8, 9, 8]);
    expect(dice(look(lit, { uses: ["sight"], light: "bright" }))).toBe(2);
    expect(dice(look(lit, { uses: ["hearing"], light: "unlit" }))).toBe(2);
  });

  it("DE-SENSE-3 obstruction on sight: light 1 level, moderate 2, heavy 3 (3, 4 and 5 dice)", () => {
    const { s } = table([9, 8, 3, 9, 8, 7, 3, 9, 8, 7, 6, 3]);
    const n = (level: string) => dice(look(s, { uses: ["sight"], obstruction: { level } }));
    expect([n("light"), n("moderate"), n("heavy")]).toEqual([3, 4, 5]);
  });

  it("DE-SENSE-1 the situation is checked by field: a perception with no sense it uses is refused", () => {
    const { s } = table([]);
    const e = refusal(() => look(s, { uses: [] }));
    expect(e.path).toEqual(["perception", "uses"]);
  });
});

describe("the fixed costs of C.10 (DE-ACT-10, DE-SENSE-7)", () => {
  it("DE-ACT-10 DE-SENSE-7 switching held armour 1, sight/Vibrosense 1, shove 5, takedown 5, first aid 10 (5 with Emergency Triage)", () => {
    const { s } = table([]);
    s.act("initiative", {
      participants: [
        { character: "ilse", initiative: 0 },
        { character: "bruno", initiative: 100 },
      ],
    });
    const costs: [string, object, number][] = [
      ["switchHeldArmour", {}, 1],
      ["switchSense", {}, 1],
      ["shove", {}, 5],
      ["takedown", {}, 5],
      ["firstAid", {}, 10],
      ["firstAid", { triage: true }, 5],
    ];
    let at = 0;
    for (const [other, extra, cost] of costs) {
      const r = s.act("act", { actor: "ilse", action: { kind: "other", other, ...extra } } as never);
      expect(r.roll!.outcome).toMatchObject({ cost });
      at += cost;
      expect(s.state.encounter!.participants.find((p) => p.id === "ilse")!.tick).toBe(at);
    }
  });
});

describe("paces (DE-MOVE-3)", () => {
  it("DE-MOVE-3 running, jogging and walking each cover up to the speed (Wren 7 m) for 2, 4 and 6 initiative", () => {
    const { s } = table([], {}, { racelessBaseSpeed: 5 });
    s.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 100 },
      ],
    });
    const at = () => s.state.encounter!.participants.find((p) => p.id === "wren")!.tick;
    for (const [pace, total] of [
      ["run", 2],
      ["jog", 6],
      ["walk", 12],
    ] as const) {
      s.act("act", { actor: "wren", action: { kind: "move", pace, movement: "walking", metres: 7 } });
      expect(at()).toBe(total);
      const e = refusal(() =>
        s.act("act", { actor: "wren", action: { kind: "move", pace, movement: "walking", metres: 8 } }),
      );
      expect(e.path).toEqual(["action", "metres"]);
    }
  });
});
