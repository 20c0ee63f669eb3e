import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { checkOdds, meets, opposedOdds, rollCheck, rollOpposed } from "./check.js";

/** Enumerates every d20 face and every d6 of the Buff/Break dice. */
function enumerate(modifier: number, net: number, ok: (total: number) => boolean): number {
  let hits = 0;
  let all = 0;
  const n = Math.abs(net);
  const d6s = (k: number): number[][] =>
    k === 0 ? [[]] : d6s(k - 1).flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f]));
  for (let f = 1; f <= 20; f++)
    for (const ds of d6s(n)) {
      const high = ds.length ? Math.max(...ds) : 0;
      const total = f + modifier + (net >= 0 ? high : -high);
      all++;
      if (ok(total)) hits++;
    }
  return hits / all;
}

describe("checks", () => {
  it("LUC-CHECK-1 face 12, STR +1, rank 2, 1 Buff showing 5, TN 15 → total 20, success", () => {
    const r = rollCheck({ modifier: 3, net: 1, target: 15, ties: "succeed" }, facesSource([12, 5]));
    expect(r.total).toBe(20);
    expect(r.success).toBe(true);
  });

  it("LUC-CHECK-1 face 11, +1, rank 2, no Buffs, TN 14 → 14, success (meet or beat); checkTies = fail → failure", () => {
    const r = rollCheck({ modifier: 3, net: 0, target: 14, ties: "succeed" }, facesSource([11]));
    expect(r).toMatchObject({ total: 14, success: true });
    expect(meets(14, 14, "fail")).toBe(false);
  });

  it("LUC-CHECK-1 exact odds match an enumeration: +1 with two Buffs vs 15, +1 with one Break vs 12", () => {
    const a = checkOdds({ modifier: 1, net: 2, target: 15, ties: "succeed" }).success;
    expect(a).toBeCloseTo(
      enumerate(1, 2, (t) => t >= 15),
      12,
    );
    const b = checkOdds({ modifier: 1, net: -1, target: 12, ties: "succeed" }).success;
    expect(b).toBeCloseTo(
      enumerate(1, -1, (t) => t >= 12),
      12,
    );
    expect(checkOdds({ modifier: 0, net: 0, target: 11, ties: "succeed" }).success).toBeCloseTo(0.5, 15);
  });

  it("LUC-CHECK-3 a tie keeps the status quo: the actor fails", () => {
    const r = rollOpposed(
      { actor: { modifier: 2, net: 0 }, other: { modifier: 3, net: 0 }, ties: "defender", mode: "rolled" },
      facesSource([13, 12]),
    );
    expect(r).toMatchObject({ actorTotal: 15, otherTotal: 15, success: false });
  });

  it("LUC-CHECK-3 opposedTies = reroll rolls both sides again; the odds drop the ties", () => {
    const r = rollOpposed(
      { actor: { modifier: 0, net: 0 }, other: { modifier: 0, net: 0 }, ties: "reroll", mode: "rolled" },
      facesSource([10, 10, 12, 3]),
    );
    expect(r).toMatchObject({ success: true, rerolls: 1 });
    expect(
      opposedOdds({
        actor: { modifier: 0, net: 0 },
        other: { modifier: 0, net: 0 },
        ties: "reroll",
        mode: "rolled",
      }).success,
    ).toBeCloseTo(0.5, 12);
    // Both d20 plain: P(win) = 190/400, ties 20/400.
    const d = opposedOdds({
      actor: { modifier: 0, net: 0 },
      other: { modifier: 0, net: 0 },
      ties: "defender",
      mode: "rolled",
    });
    expect(d.success).toBeCloseTo(190 / 400, 15);
    expect(d.tie).toBeCloseTo(20 / 400, 15);
  });

  it("LUC-CHECK-3 opposedMode = passive: the defender sits at 10 + attribute", () => {
    const spec = {
      actor: { modifier: 1, net: 0 },
      other: { modifier: 2, net: 0 },
      ties: "defender" as const,
      mode: "passive" as const,
    };
    expect(rollOpposed(spec, facesSource([12])).success).toBe(true);
    expect(rollOpposed(spec, facesSource([11])).success).toBe(false);
    expect(opposedOdds(spec).success).toBeCloseTo(9 / 20, 15);
  });
});
