// Senses pinned line by line: each level's source line for the roll log, the senses left and lost,
// obstruction relief by cause, Vibrosense's reasons word for word and its barriers' damping at the
// edges (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { worldOptions } from "./options.js";
import {
  barrierDamping,
  DAMPING_MATERIALS,
  idleSense,
  type PerceptionSituationInput,
  perceptionLevels,
  senseVibration,
  switchSeeingMode,
  vibrosenseAcross,
} from "./senses.js";

const perSense = worldOptions({ senseLossDisadvantage: "perSense" });
const scaled = worldOptions({ dampingScalesWithThickness: true });

describe("perceptionLevels", () => {
  it("DE-SENSE-1, DE-SENSE-2: no sense left is an automatic failure, saying which were lost", () => {
    expect(perceptionLevels({ uses: ["sight", "hearing"], removed: ["hearing"], light: "unlit" })).toEqual({
      ok: true,
      value: {
        advantage: 0,
        disadvantage: 0,
        autoFail: true,
        usable: [],
        impaired: ["sight", "hearing"],
        sources: ["no usable sense (sight, hearing lost): automatic failure"],
      },
    });
  });

  it("DE-SENSE-1: lost or obscured senses cost one level in all, or one each under perSense", () => {
    const s: PerceptionSituationInput = {
      uses: ["sight", "hearing", "smell"],
      removed: ["smell"],
      obscured: ["hearing"],
    };
    expect(perceptionLevels(s)).toEqual({
      ok: true,
      value: {
        advantage: 0,
        disadvantage: 1,
        autoFail: false,
        usable: ["sight", "hearing"],
        impaired: ["hearing", "smell"],
        sources: ["hearing and smell lost or obscured: 1 disadvantage"],
      },
    });
    expect(perceptionLevels(s, perSense)).toMatchObject({
      ok: true,
      value: { disadvantage: 2, sources: ["hearing and smell lost or obscured: 2 disadvantage"] },
    });
    // A sense named twice is one sense.
    expect(perceptionLevels({ uses: ["hearing", "hearing"] })).toMatchObject({
      ok: true,
      value: { usable: ["hearing"], impaired: [], disadvantage: 0, sources: [] },
    });
  });

  it("DE-SENSE-2, DE-SENSE-3, DE-SENSE-4: dim light, obstruction and the GM's sight levels, each with its line", () => {
    expect(
      perceptionLevels({
        uses: ["sight"],
        light: "dim",
        obstruction: { level: "heavy", cause: "smoke" },
        sightDisadvantage: 2,
      }),
    ).toEqual({
      ok: true,
      value: {
        advantage: 0,
        disadvantage: 6,
        autoFail: false,
        usable: ["sight"],
        impaired: [],
        sources: [
          "dim light: 1 disadvantage",
          "heavy obstruction: 3 disadvantage",
          "distance or size (GM): 2 disadvantage",
        ],
      },
    });
  });

  it("DE-SENSE-3: relief from any cause, or from the obstruction's own cause only, with the levels removed", () => {
    const r = perceptionLevels({
      uses: ["sight"],
      obstruction: { level: "heavy", cause: "smoke" },
      obstructionRelief: [
        { source: "goggles", levels: 1, causes: ["smoke"] },
        { source: "filter", levels: 1, causes: ["fog"] },
        { source: "Perceptive Vision", levels: 1 },
      ],
    });
    expect(r).toMatchObject({
      ok: true,
      value: { disadvantage: 1, sources: ["heavy obstruction: 1 disadvantage (2 removed)"] },
    });
    // With no cause named, only relief for any cause applies.
    const noCause = perceptionLevels({
      uses: ["sight"],
      obstruction: { level: "moderate" },
      obstructionRelief: [{ source: "goggles", levels: 1, causes: ["smoke"] }],
    });
    expect(noCause).toMatchObject({
      ok: true,
      value: { disadvantage: 2, sources: ["moderate obstruction: 2 disadvantage"] },
    });
    // Relief beyond the obstruction leaves none, and no line.
    const cleared = perceptionLevels({
      uses: ["sight"],
      obstruction: { level: "light", cause: "smoke" },
      obstructionRelief: [{ source: "goggles", levels: 2 }],
    });
    expect(cleared).toMatchObject({ ok: true, value: { disadvantage: 0, sources: [] } });
  });

  it("DE-SENSE-2..4: sight's levels only while sight is in use", () => {
    expect(
      perceptionLevels({
        uses: ["hearing", "sight"],
        removed: ["sight"],
        light: "dim",
        obstruction: { level: "heavy" },
        sightDisadvantage: 2,
      }),
    ).toMatchObject({
      ok: true,
      value: { disadvantage: 1, sources: ["sight lost or obscured: 1 disadvantage"] },
    });
  });

  it("DE-SENSE-5: the GM's hearing levels, each with its line, only while hearing is in use", () => {
    expect(perceptionLevels({ uses: ["hearing"], hearingAdvantage: 2, hearingDisadvantage: 1 })).toEqual({
      ok: true,
      value: {
        advantage: 2,
        disadvantage: 1,
        autoFail: false,
        usable: ["hearing"],
        impaired: [],
        sources: ["distinct sound (GM): 2 advantage", "indistinct sound (GM): 1 disadvantage"],
      },
    });
    expect(perceptionLevels({ uses: ["sight"], hearingAdvantage: 2, hearingDisadvantage: 1 })).toMatchObject({
      ok: true,
      value: { advantage: 0, disadvantage: 0, sources: [] },
    });
  });

  it("DE-SENSE-1: a situation naming no sense is refused by field", () => {
    expect(perceptionLevels({ uses: [] })).toMatchObject({
      ok: false,
      error: { code: "invalid", path: ["perception", "uses"] },
    });
  });
});

describe("sight or Vibrosense", () => {
  it("DE-SENSE-7: switching costs 1 initiative, staying nothing; the other sense is idle", () => {
    expect(switchSeeingMode("sight", "vibrosense")).toEqual({ mode: "vibrosense", initiative: 1 });
    expect(switchSeeingMode("vibrosense", "sight")).toEqual({ mode: "sight", initiative: 1 });
    expect(switchSeeingMode("vibrosense", "vibrosense")).toEqual({ mode: "vibrosense", initiative: 0 });
    expect([idleSense("sight"), idleSense("vibrosense")]).toEqual(["vibrosense", "sight"]);
  });
});

describe("damping", () => {
  it("DE-SENSE-10: a rating given directly, 'blocks' for an infinite one", () => {
    expect(barrierDamping({ damping: 3 })).toEqual({ ok: true, value: 3 });
    expect(barrierDamping({ damping: "blocks" })).toEqual({ ok: true, value: Number.POSITIVE_INFINITY });
    expect(barrierDamping({ damping: -1 })).toMatchObject({
      ok: false,
      error: { code: "invalid", path: ["barrier", "damping"] },
    });
    expect(barrierDamping({ material: "moonrock" })).toEqual({
      ok: false,
      error: {
        code: "not_found",
        path: ["barrier", "material"],
        message: 'no damping rating is known for "moonrock"',
      },
    });
  });

  it("DE-SENSE-10: the rating whatever the thickness, unless it scales; then × ⌈thickness ÷ reference⌉", () => {
    expect(barrierDamping({ material: "brickAndMortar", thickness: 0.3 })).toEqual({ ok: true, value: 4 });
    expect(barrierDamping({ material: "brickAndMortar", thickness: 0.3 }, scaled)).toEqual({
      ok: true,
      value: 12,
    });
    expect(barrierDamping({ material: "brickAndMortar", thickness: 0.25 }, scaled)).toEqual({
      ok: true,
      value: 12,
    });
    expect(barrierDamping({ material: "brickAndMortar" }, scaled)).toEqual({ ok: true, value: 4 });
    expect(barrierDamping({ material: "hardVacuum", thickness: 5 }, scaled)).toEqual({
      ok: true,
      value: Number.POSITIVE_INFINITY,
    });
    const custom = [{ id: "glass", name: "Glass", reference: 0.5, rating: 2 }];
    expect(barrierDamping({ material: "glass", thickness: 1.1 }, scaled, custom)).toEqual({
      ok: true,
      value: 6,
    });
    expect(DAMPING_MATERIALS.find((m) => m.id === "solidStone")).toMatchObject({ reference: 1, rating: 8 });
  });
});

describe("senseVibration", () => {
  const path = { rating: 10, contact: true, distance: 4 };

  it("DE-SENSE-6, DE-SENSE-9: no contact, through gas, or in a damping field: nothing felt, and why", () => {
    expect(senseVibration({ ...path, contact: false })).toEqual({
      ok: true,
      value: { sensed: false, reach: 0, why: "no contact with a surface" },
    });
    expect(senseVibration({ ...path, throughGas: true })).toEqual({
      ok: true,
      value: { sensed: false, reach: 0, why: "vibrations do not travel through gas" },
    });
    expect(senseVibration({ ...path, dampingField: true })).toEqual({
      ok: true,
      value: { sensed: false, reach: 0, why: "inside a damping field" },
    });
  });

  it("DE-SENSE-8, DE-MAP-8: each barrier's damping off the rating; exactly at what is left is felt", () => {
    expect(
      senseVibration({ ...path, distance: 2, barriers: [{ damping: 3 }, { material: "brickAndMortar" }] }),
    ).toEqual({
      ok: true,
      value: { sensed: true, reach: 3, why: "within 3 m" },
    });
    expect(
      senseVibration({ ...path, distance: 3, barriers: [{ damping: 3 }, { material: "brickAndMortar" }] }),
    ).toEqual({ ok: true, value: { sensed: true, reach: 3, why: "within 3 m" } });
    expect(senseVibration({ ...path, distance: 3.5, barriers: [{ damping: 7 }] })).toEqual({
      ok: true,
      value: { sensed: false, reach: 3, why: "3.5 m is beyond the 3 m left after damping 7" },
    });
    // More damping than rating: nothing left, not even at 0 m.
    expect(senseVibration({ ...path, distance: 0, barriers: [{ damping: 12 }] })).toEqual({
      ok: true,
      value: { sensed: false, reach: 0, why: "0 m is beyond the 0 m left after damping 12" },
    });
    expect(senseVibration({ ...path, barriers: [{ damping: 2 }, { material: "hardVacuum" }] })).toEqual({
      ok: true,
      value: { sensed: false, reach: 0, why: "blocked completely" },
    });
  });

  it("DE-SENSE-8: a bad barrier is named by its place on the path", () => {
    expect(senseVibration({ ...path, barriers: [{ damping: 1 }, { material: "moonrock" }] })).toEqual({
      ok: false,
      error: {
        code: "not_found",
        path: ["vibration", "barriers", 1, "material"],
        message: 'no damping rating is known for "moonrock"',
      },
    });
    expect(senseVibration({ ...path, barriers: [{ damping: -1 }] })).toMatchObject({
      ok: false,
      error: { code: "invalid", path: ["vibration", "barriers", 0, "damping"] },
    });
  });

  it("DE-SENSE-8: across a barrier, the walk, its thickness and damping come off; never below 0", () => {
    expect(vibrosenseAcross(10, 2, 4, 1)).toEqual({ nearSide: 10, farSide: 3 });
    expect(vibrosenseAcross(10, 2, 4)).toEqual({ nearSide: 10, farSide: 4 });
    expect(vibrosenseAcross(5, 2, 4)).toEqual({ nearSide: 5, farSide: 0 });
  });
});
