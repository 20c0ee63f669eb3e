// The `attack` action's Spray at the table, by rule ID (DE-TYPE-10, 11): one roll per defender,
// min(DoS, shots) hits each, the allocations refused before a die, and the odds of several
// defenders. Dice are scripted faces; every value asserted is worked out in the comment.

import { describe, expect, it } from "vitest";
import { attackNote } from "./attack-state.js";
import { EXAMPLE_EQUIPMENT } from "./combat-examples.js";
import { equip, out, refusal, TOWER, table } from "./testing/play.js";

describe("spray", () => {
  it("DE-TYPE-10 DE-TYPE-11 one Spray, two defenders: one roll each, min(DoS, shots) hits, one instance each", () => {
    // Bruno (DV 5 + End 2 + Agi 1 = 8): 9 + 8 + Dex 2 = 19, DoS 12, 4 shots → 4 hits × 1d6 (3) = 12.
    // Ilse (DV 5 + 2 + 2 = 9; her jacket needs a skill she lacks): 5 + 4 + 2 = 11, DoS 3 → 2 hits × 2 = 4.
    const { s, dice } = table([9, 8, 3, 5, 4, 2]);
    equip(s, "bruno", TOWER);
    s.act("equip", {
      actor: "ilse",
      equipment: { ...EXAMPLE_EQUIPMENT.ilse, held: { ...TOWER, skill: null } },
    });
    const r = s.act("attack", {
      attacker: "wren",
      weapon: "Machine Pistol",
      type: "spray",
      rating: 6,
      ammo: 10,
      targets: [
        { defender: "bruno", shots: 4, distance: 8 },
        { defender: "ilse", shots: 2, distance: 12 },
      ],
    });
    expect(dice.remaining()).toBe(0);
    expect(r.roll!.partition).toBe("hit");
    expect(out(r).targets).toMatchObject([
      { defender: "bruno", shots: 4, total: 19, dv: 8, dos: 12, hits: 4, damage: 12, dealt: 0 },
      { defender: "ilse", shots: 2, total: 11, dv: 9, dos: 3, hits: 2, damage: 4, dealt: 0 },
    ]);
    // DE-TYPE-11: the whole X is spent; the note counts what is left.
    expect(out(r)).toMatchObject({ cost: 10, ammoUsed: 6, ammoLeft: 4, unallocated: 0 });
    expect(attackNote(s.state, "wren").ammo).toEqual({ machinePistol: 4 });
  });

  it("DE-TYPE-11 allocations above X, a target named twice, or X beyond the ammunition are refused before a die", () => {
    const { s } = table([]);
    const spray = (extra: object) =>
      refusal(() =>
        s.act("attack", { attacker: "wren", weapon: "Machine Pistol", type: "spray", rating: 6, ...extra }),
      );
    expect(
      spray({
        targets: [
          { defender: "bruno", shots: 4, distance: 8 },
          { defender: "ilse", shots: 3, distance: 8 },
        ],
      }).path,
    ).toEqual(["targets"]);
    expect(
      spray({
        targets: [
          { defender: "bruno", shots: 3 },
          { defender: "bruno", shots: 3 },
        ],
      }).path,
    ).toEqual(["targets", 1, "defender"]);
    expect(spray({ defender: "bruno", distance: 8, ammo: 3 }).path).toEqual(["rating"]);
    expect(spray({ defender: "nobody", distance: 8 }).code).toBe("not_found");
    // The weapon has a range: each target's distance is needed (DE-ATK-2).
    expect(spray({ targets: [{ defender: "bruno", shots: 6 }] }).path).toEqual(["targets", 0, "distance"]);
  });

  it("DE-TYPE-10 the odds: any hit against none, and total damage as the sum of independent rolls", () => {
    const { s } = table([]);
    const o = s.odds("attack", {
      attacker: "wren",
      weapon: "Machine Pistol",
      type: "spray",
      rating: 6,
      targets: [
        { defender: "bruno", shots: 4, distance: 8 },
        { defender: "ilse", shots: 2, distance: 12 },
      ],
    });
    expect(o.partition.miss).toBeCloseTo((1 - o.chances["hit:bruno"]!) * (1 - o.chances["hit:ilse"]!), 12);
    expect(o.distributions.damage!.reduce((a, [, p]) => a + p, 0)).toBeCloseTo(1, 12);
    const mean = (d: [number, number][]) => d.reduce((a, [v, p]) => a + v * p, 0);
    expect(mean(o.distributions.damage!)).toBeCloseTo(
      mean(o.distributions["damage:bruno"]!) + mean(o.distributions["damage:ilse"]!),
      9,
    );
  });
});
