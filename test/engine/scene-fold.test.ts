import { describe, expect, it } from "vitest";
import { describeEvent } from "../../src/engine/describe.js";
import { apply, replay, type TableEvent } from "../../src/engine/events.js";
import type { Scene } from "../../src/engine/scene/types.js";
import { emptyState } from "../../src/engine/state.js";

const scene: Scene = {
  id: "s1",
  name: "Cellar",
  image: null,
  grid: { kind: "hex-pointy", cols: 10, rows: 8, size: 60, offsetX: 0, offsetY: 0, cellDistance: 1 },
  tokens: {},
  fog: { enabled: true, revealed: [] },
  difficult: [],
  areas: [],
};

const log: TableEvent[] = [
  { type: "scene.created", scene },
  { type: "scene.activated", scene: "s1" },
  {
    type: "token.placed",
    scene: "s1",
    token: { id: "t1", character: "c1", label: "", cell: { col: 1, row: 1 }, size: 1, hidden: false },
  },
  {
    type: "token.moved",
    scene: "s1",
    token: "t1",
    path: [
      { col: 1, row: 1 },
      { col: 2, row: 1 },
      { col: 3, row: 1 },
    ],
  },
  { type: "fog.revealed", scene: "s1", region: { kind: "rect", id: "r1", col: 0, row: 0, cols: 4, rows: 4 } },
  { type: "terrain.marked", scene: "s1", cells: [{ col: 5, row: 5 }], difficult: true },
  { type: "token.updated", scene: "s1", token: "t1", hidden: true },
];

describe("scene events fold into TableState.scenes", () => {
  it("replays a scene, a placed and moved token, fog, terrain and a hide", () => {
    const s = replay(emptyState("x", {}), log);
    const sc = s.scenes?.byId.s1;
    expect(s.scenes?.active).toBe("s1");
    expect(sc?.tokens.t1?.cell).toEqual({ col: 3, row: 1 });
    expect(sc?.tokens.t1?.hidden).toBe(true);
    expect(sc?.fog.revealed.map((r) => r.id)).toEqual(["r1"]);
    expect(sc?.difficult).toEqual(["5,5"]);
  });

  it("an undone move (the log without it) puts the token back; other scenes' objects are kept", () => {
    const before = replay(emptyState("x", {}), log.slice(0, 3));
    const after = apply(before, log[3] as TableEvent);
    expect(before.scenes?.byId.s1?.tokens.t1?.cell).toEqual({ col: 1, row: 1 });
    expect(after.scenes?.byId.s1?.grid).toBe(before.scenes?.byId.s1?.grid);
    expect(after.scenes?.byId.s1?.tokens).not.toBe(before.scenes?.byId.s1?.tokens);
  });

  it("refuses events naming an unknown scene, token or region, and prototype names", () => {
    const s = replay(emptyState("x", {}), log);
    expect(() =>
      apply(s, { type: "token.moved", scene: "s1", token: "toString", path: [{ col: 0, row: 0 }] }),
    ).toThrow(/unknown token/);
    expect(() => apply(s, { type: "scene.deleted", scene: "constructor" })).toThrow(/unknown scene/);
    expect(() => apply(s, { type: "fog.covered", scene: "s1", region: "nope" })).toThrow(/unknown region/);
  });

  it("deleting the scene on show takes the map off", () => {
    const s = replay(emptyState("x", {}), [...log, { type: "scene.deleted", scene: "s1" }]);
    expect(s.scenes).toEqual({ byId: {}, active: null });
  });

  it("log lines name the token's character, never ids", () => {
    const names = {
      member: (id: string | null) => id ?? "",
      character: (id: string | null) => (id === "c1" ? "Bruno" : (id ?? "")),
    };
    expect(
      describeEvent(
        { type: "token.moved", scene: "s1", token: "t1", character: "c1", path: [], distance: 4, unit: "m" },
        names,
      ),
    ).toBe("Bruno moves 4 m");
    expect(
      describeEvent(
        { type: "token.moved", scene: "s1", token: "t1", character: "c9", path: [{}, {}] },
        names,
      ),
    ).toBe("A token moves 1 cell");
    expect(describeEvent(log[2] as never, names)).toBe("Bruno is on the map");
  });
});
