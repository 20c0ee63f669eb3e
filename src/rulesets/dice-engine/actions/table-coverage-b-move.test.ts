// Rules proven at the table (issue 21), part B: moving on the tracker, fatigue, the scene map's
// measures and explosions, each played as an intent through a Session (testing/play.ts's `table`:
// the example cast seated and equipped) with scripted faces. Map moves and area templates go the way
// the server sends them (src/server/scenes.ts): the ruleset's geometry facet drafts the action from
// the path or the template, and the table resolves that draft as the intent.
// Three rules the table did not apply before: a Move action took any number of metres (now at most
// the speed of the moment, half for climbing and swimming); a long rest that brought fatigue to 4
// left HP and Stun above the halved maxima in the file (they came back when fatigue fell again); and
// fatigue 6 left the character alive at the table.

import { describe, expect, it } from "vitest";
import type { Resolution } from "../../../engine/ruleset.js";
import type { Cell, PlacedArea, SceneGrid } from "../../../engine/scene/types.js";
import type { Session } from "../../../engine/session.js";
import type { DeCharacter } from "../character/index.js";
import { diceEngineGeometry as geometry } from "../geometry.js";
import { combatNote } from "./combat-state.js";
import { current, equip, out, refusal, TOWER, table } from "./testing/play.js";

/** The cast with a base speed (raceless, option racelessBaseSpeed 5): Bruno 6, Wren 7, Ilse 8 (Quick Step). */
const SPEED = { racelessBaseSpeed: 5 };

function fight(s: Session, values: Record<string, number>) {
  return s.act("initiative", {
    participants: Object.entries(values).map(([character, initiative]) => ({ character, initiative })),
  });
}
const spent = (r: Resolution) =>
  r.events.filter((e) => e.type === "ticks.spent").map((e) => (e as { cost: number }).cost);
const tick = (s: Session, id: string) => s.state.encounter!.participants.find((p) => p.id === id)!.tick;
const move = (s: Session, actor: string, metres: number, movement = "walking") =>
  s.act("act", { actor, action: { kind: "move", pace: "run", movement, metres } });
const tooFar = (s: Session, actor: string, metres: number, movement = "walking") => {
  const before = s.state;
  const e = refusal(() => move(s, actor, metres, movement));
  expect(e.path).toEqual(["action", "metres"]);
  expect(s.state).toBe(before);
  return e.message;
};
const withPerk = (perk: string) => (c: DeCharacter) => ({
  ...c,
  perks: { ...c.perks, [perk]: { rank: 1, source: "xp" as const } },
});

describe("a Move action covers the speed of the moment (fixed: the metres were never checked)", () => {
  it("DE-MOVE-1 DE-ACT-4 speed = base 5 + Agility (+ Quick Step): Wren runs 7 m for 2 initiative, not 8; Ilse 8", () => {
    const { s } = table([], {}, SPEED);
    expect(s.sheet("wren")).toMatchObject({ speed: 7 });
    fight(s, { wren: 0, ilse: 1, bruno: 30 });
    expect(tooFar(s, "wren", 8)).toMatch(/Wren Adair covers at most 7 m of walking/);
    expect(spent(move(s, "wren", 7))).toEqual([2]);
    expect(spent(move(s, "ilse", 8))).toEqual([2]);
  });

  it("DE-MOVE-2 DE-FAT-5 halvings round up one after another: fatigue 3 → 4 m; Prone too → 2 m; fatigue 5 → none", () => {
    const tired = table([], { wren: (c) => ({ ...c, fatigue: 3 }) }, SPEED).s;
    fight(tired, { wren: 0, bruno: 30 });
    tooFar(tired, "wren", 5);
    expect(spent(move(tired, "wren", 4))).toEqual([2]);
    tired.act("condition", { actor: "wren", condition: "Prone" });
    tooFar(tired, "wren", 3);
    expect(spent(move(tired, "wren", 2))).toEqual([2]);
    const spent5 = table([], { wren: (c) => ({ ...c, fatigue: 5 }) }, SPEED).s;
    fight(spent5, { wren: 0, bruno: 30 });
    expect(tooFar(spent5, "wren", 1)).toMatch(/at most 0 m/);
  });

  it("DE-MOVE-4 climbing covers half the speed rounded up (7 → 4 m); Natural Climber the whole 7", () => {
    const { s } = table([], { ilse: withPerk("naturalClimber") }, SPEED);
    fight(s, { wren: 0, ilse: 1, bruno: 30 });
    tooFar(s, "wren", 5, "climbing");
    expect(spent(move(s, "wren", 4, "climbing"))).toEqual([2]);
    expect(spent(move(s, "ilse", 8, "climbing"))).toEqual([2]);
  });

  it("DE-MOVE-5 swimming likewise: 4 m for Wren; Natural Swimmer swims at full speed", () => {
    const { s } = table([], { wren: withPerk("naturalSwimmer") }, SPEED);
    fight(s, { bruno: 0, wren: 1, ilse: 30 });
    // Bruno: speed 6 → 3 m swimming.
    tooFar(s, "bruno", 4, "swimming");
    expect(spent(move(s, "bruno", 3, "swimming"))).toEqual([2]);
    expect(spent(move(s, "wren", 7, "swimming"))).toEqual([2]);
  });

  it("DE-ACT-5 each movement type is its own Move action: run 3 m then climb 2 m is two actions, 4 initiative", () => {
    const { s } = table([], {}, SPEED);
    fight(s, { wren: 0, bruno: 30 });
    move(s, "wren", 3, "running");
    move(s, "wren", 2, "climbing");
    expect(tick(s, "wren")).toBe(4);
    // 5 m of climbing is more than one Move action of climbing covers (4 m): two are needed.
    tooFar(s, "wren", 5, "climbing");
  });
});

describe("fatigue at the table", () => {
  const attack = { attacker: "wren", defender: "bruno", weapon: "Knife" };
  const kept = (r: Resolution) => r.roll!.dice.filter((d) => d.kept).map((d) => d.faces[0]);

  it("DE-FAT-2 DE-FAT-3 at fatigue 1 an attack rolls 3 dice (worst two) and a check 2; at fatigue 2 four and three", () => {
    const one = table([9, 8, 2, 9, 8], { wren: (c) => ({ ...c, fatigue: 1 }) }).s;
    equip(one, "bruno", TOWER);
    const a1 = one.act("attack", { ...attack, modifiers: [-30] });
    expect(a1.roll!.dice).toHaveLength(3);
    expect(kept(a1)).toEqual([8, 2]);
    const c1 = one.act("check", { actor: "wren", stat: "intuition" });
    expect(c1.roll!.dice).toHaveLength(2);

    const two = table([9, 8, 7, 2, 9, 8, 2], { wren: (c) => ({ ...c, fatigue: 2 }) }).s;
    equip(two, "bruno", TOWER);
    const a2 = two.act("attack", { ...attack, modifiers: [-30] });
    expect(a2.roll!.dice).toHaveLength(4);
    expect(kept(a2)).toEqual([7, 2]);
    const c2 = two.act("check", { actor: "wren", stat: "intuition" });
    expect(c2.roll!.dice).toHaveLength(3);
    expect(c2.roll!.outcome).toMatchObject({ total: 8 + 2 + 3 });
  });

  it("DE-FAT-4 fatigue 2 takes nothing from damage dice or stun dice: a hit rolls its one 1d4, a short rest its one 1d6", () => {
    // Attack: worst two of 9, 9, 8, 8 → 16 + Agility 2 + 1 = 19 hits Bruno; the Knife's 1d4 = 3.
    const f2 = (c: DeCharacter) => ({ ...c, fatigue: 2 });
    const { s, dice } = table([9, 9, 8, 8, 3, 4], { wren: f2, ilse: f2 });
    equip(s, "bruno", TOWER);
    const r = s.act("attack", attack);
    expect(out(r)).toMatchObject({ hit: true, damage: 3 });
    // Ilse, also at fatigue 2, loses 1 Stun and spends one stun die on a short rest.
    s.act("damage", { target: "ilse", damage: { parts: [{ amount: 1 }] } });
    const rest = s.act("rest", { actor: "ilse", kind: "short", spend: 1 });
    expect(rest.roll!.outcome).toMatchObject({ faces: [4] });
    expect(dice.remaining()).toBe(0);
  });

  it("DE-FAT-6 a sleepless rest to fatigue 4 halves the maxima (HP 4 → 2, Stun 2 → 1) and the file drops to fit; a rest back to 3 restores only the maxima (fixed)", () => {
    const { s } = table([], { bruno: (c) => ({ ...c, fatigue: 3 }) });
    const before = s.sheet("bruno") as { maxHp: number; maxStun: number };
    const hp = current(s, "bruno").hp;
    expect(hp).toBe(before.maxHp);
    s.act("rest", { actor: "bruno", kind: "long", slept: false });
    expect(s.sheet("bruno")).toMatchObject({
      maxHp: Math.ceil(before.maxHp / 2),
      maxStun: Math.ceil(before.maxStun / 2),
    });
    expect(current(s, "bruno")).toMatchObject({ hp: Math.ceil(hp / 2), stun: Math.ceil(before.maxStun / 2) });
    s.act("rest", { actor: "bruno", kind: "long", hpCheck: false });
    expect((s.state.characters.bruno!.data as DeCharacter).fatigue).toBe(3);
    expect(s.sheet("bruno")).toMatchObject({ maxHp: before.maxHp, maxStun: before.maxStun });
    // Stun comes back with the rest (DE-HEAL-4); HP does not come back with the maximum.
    expect(current(s, "bruno")).toMatchObject({ hp: Math.ceil(hp / 2), stun: before.maxStun });
  });

  it("DE-FAT-7 the sixth level kills: Wren at 5 rests without sleep → 6, dead at the table; fatigue goes no higher", () => {
    const { s } = table([], { wren: (c) => ({ ...c, fatigue: 5 }) });
    const r = s.act("rest", { actor: "wren", kind: "long", slept: false });
    expect(r.roll!.summary).toMatch(/dies of exhaustion/);
    // Said once: the death is not told again as a happening of its own.
    expect(r.roll!.summary.match(/Wren Adair dies/g)).toHaveLength(1);
    expect(r.roll!.outcome.happenings).toEqual([{ kind: "died", at: expect.any(Number) }]);
    expect((s.state.characters.wren!.data as DeCharacter).fatigue).toBe(6);
    expect(combatNote(s.state, "wren").dead).toBe(true);
    const e = refusal(() => s.act("rest", { actor: "wren", kind: "long", slept: false }));
    expect(e.message).toMatch(/is dead/);
    expect((s.state.characters.wren!.data as DeCharacter).fatigue).toBe(6);
  });
});

/** A scene of the given grid with the cast's tokens, committed as the server's scene events are. */
function scene(s: Session, grid: SceneGrid, tokens: Record<string, Cell>, areas: PlacedArea[] = []) {
  s.table.commit([
    {
      type: "scene.created",
      scene: {
        id: "s1",
        name: "Yard",
        image: null,
        grid,
        tokens: {},
        fog: { enabled: false, revealed: [] },
        difficult: [],
        areas,
      },
    },
    { type: "scene.activated", scene: "s1" },
    ...Object.entries(tokens).map(([character, cell]) => ({
      type: "token.placed",
      scene: "s1",
      token: { id: `t-${character}`, character, label: character, cell, size: 1, hidden: false },
    })),
  ] as never);
}
const grid = (kind: SceneGrid["kind"]): SceneGrid => ({
  kind,
  cols: 20,
  rows: 20,
  size: 50,
  offsetX: 0,
  offsetY: 0,
  cellDistance: 1,
});
const diagonal = (n: number, from: Cell = { col: 0, row: 0 }): Cell[] =>
  Array.from({ length: n + 1 }, (_, i) => ({ col: from.col + i, row: from.row + i }));

/** A token move as the server plays it: the facet's draft, resolved as the intent. */
function mapMove(s: Session, character: string, g: SceneGrid, path: Cell[]) {
  const input = { state: s.state, character, grid: g, path, difficult: new Set<string>() };
  const cost = geometry.moveCost!(input);
  const draft = geometry.moveAction!(input);
  return { cost, r: draft ? s.act(draft.action as "act", draft.params as never) : null, draft };
}

describe("the scene map measures what the actions are given", () => {
  it("DE-MAP-3 DE-MAP-4 on squares of 1 m every second diagonal counts 2 m: 4 diagonals are 6 m, a Move for Bruno (speed 6); 5 are 7 m, too far", () => {
    const { s } = table([], {}, SPEED);
    const g = grid("square");
    scene(s, g, { bruno: { col: 0, row: 0 } });
    fight(s, { bruno: 0, wren: 30 });
    const ok = mapMove(s, "bruno", g, diagonal(4));
    expect(ok.cost.distance).toBe(6);
    expect(ok.draft!.params).toMatchObject({ action: { kind: "move", metres: 6 } });
    expect(spent(ok.r!)).toEqual([2]);
    const far = mapMove(s, "bruno", g, diagonal(5, { col: 4, row: 4 }));
    expect(far.cost).toMatchObject({
      distance: 7,
      refused: expect.stringMatching(/7 m is more than one Move/),
    });
    expect(far.draft).toBeNull();
    // Sent by hand with the map's measure, the act action refuses it too.
    tooFar(s, "bruno", 7);
  });

  it("DE-MAP-5 the alternation starts afresh with each Move: two moves of 3 diagonals are 4 m each, not 4 then 5", () => {
    const { s } = table([], {}, SPEED);
    const g = grid("square");
    scene(s, g, { bruno: { col: 0, row: 0 } });
    fight(s, { bruno: 0, wren: 30 });
    const first = mapMove(s, "bruno", g, diagonal(3));
    const second = mapMove(s, "bruno", g, diagonal(3, { col: 3, row: 3 }));
    expect([first.cost.distance, second.cost.distance]).toEqual([4, 4]);
    expect(tick(s, "bruno")).toBe(4);
    expect(geometry.distance(g, { col: 0, row: 0 }, { col: 6, row: 6 })).toBe(9);
  });

  it("DE-MAP-2 on hexes each step is 1 m: 6 steps are a Move for Bruno, 7 are refused", () => {
    const { s } = table([], {}, SPEED);
    const g = grid("hex-pointy");
    scene(s, g, { bruno: { col: 0, row: 0 } });
    fight(s, { bruno: 0, wren: 30 });
    const row = (n: number): Cell[] => Array.from({ length: n + 1 }, (_, i) => ({ col: i, row: 0 }));
    const ok = mapMove(s, "bruno", g, row(6));
    expect(ok.cost.distance).toBe(6);
    expect(spent(ok.r!)).toEqual([2]);
    expect(mapMove(s, "bruno", g, row(7)).draft).toBeNull();
  });

  it("DE-MAP-8 ranges are inclusive: at 20 m the rifle is in its optimum band (+0), at 21 m −2; 60 m is in reach, 61 m is not", () => {
    const { s } = table([6, 5, 6, 5, 6, 5]);
    equip(s, "bruno", TOWER);
    const at = (distance: number) =>
      out(
        s.act("attack", {
          attacker: "wren",
          defender: "bruno",
          weapon: "Machine Pistol",
          distance,
          modifiers: [-30],
        }),
      );
    // 6 + 5 + Dexterity 2 + 1 (Standard) − 30 = −16, and the range modifier on top.
    expect(at(20).total).toBe(-16);
    expect(at(21).total).toBe(-18);
    expect(at(60).total).toBe(-18);
    const e = refusal(() => at(61));
    expect(e.path).toEqual(["distance"]);
  });
});

describe("explosions on the map", () => {
  it("DE-AOE-1 DE-AOE-6 DE-EXPLO-2 a sphere of radius 3 catches the cells whose centre is within 3 m; damage falls by the map's metres", () => {
    const { s } = table([], { wren: (c) => ({ ...c, skills: [...c.skills, "shields"] }) }, SPEED);
    equip(s, "bruno", TOWER);
    equip(s, "wren", TOWER);
    const g = grid("square");
    const area: PlacedArea = {
      id: "a1",
      shape: "sphere",
      size: { radius: 3, damage: 20 },
      origin: { col: 5, row: 5 },
      toward: null,
    };
    // Bruno 3 squares east (3 m, on the edge), Wren 1 diagonal off (1 m by the map: the first
    // diagonal counts 1), Ilse 3 diagonals off (4.24 m straight: outside the sphere).
    scene(s, g, { bruno: { col: 8, row: 5 }, wren: { col: 6, row: 6 }, ilse: { col: 8, row: 8 } }, [area]);
    const cells = geometry.cellsInArea!(g, area).map((c) => `${c.col},${c.row}`);
    expect(cells).toContain("8,5");
    expect(cells).toContain("6,6");
    expect(cells).toContain("7,7");
    expect(cells).not.toContain("8,8");
    expect(cells).not.toContain("9,5");
    const draft = geometry.areaAction!({ state: s.state, area, targets: ["bruno", "wren"], actor: null })!;
    const r = s.act("explosion", draft.params as never);
    expect(out(r).targets).toMatchObject([
      { character: "bruno", damage: 17 },
      { character: "wren", damage: 19 },
    ]);
  });

  it("DE-EXPLO-2 a Flak component loses its rating per metre where the rest loses 1: 15 Flak:[3] and 10 concussive at 3 m → 6 + 7", () => {
    const { s } = table([]);
    equip(s, "bruno", TOWER);
    const r = s.act("explosion", {
      explosive: {
        components: [
          { type: "flak", damage: 15, flak: 3 },
          { type: "concussive", damage: 10 },
        ],
      },
      targets: [{ character: "bruno", distance: 3 }],
    });
    expect(out(r).targets).toMatchObject([{ damage: 13, hits: [{ damage: 6 }, { damage: 7 }] }]);
  });

  it("DE-EXPLO-6 between two facing walls the blast bounces on while it hurts (option aceInTheHoleMaxBounces 3): 23 + 21 + 17 + 15", () => {
    const walls = [{ character: "bruno", distance: 2, surfaces: [{ id: "wall", distance: 1, opposite: 2 }] }];
    const grenade = { components: [{ type: "concussive", damage: 25 }] };
    const { s } = table([], {}, { aceInTheHoleMaxBounces: 3 });
    equip(s, "bruno", { ...TOWER, ea: 100 });
    const r = s.act("explosion", { explosive: grenade, targets: walls });
    expect(out(r).targets).toMatchObject([{ damage: 76 }]);
    expect((out(r).targets as { hits: { distance: number }[] }[])[0]!.hits.map((h) => h.distance)).toEqual([
      2, 4, 8, 10,
    ]);
    // By default one reflection per surface: 23 + 21.
    const { s: one } = table([]);
    equip(one, "bruno", TOWER);
    expect(out(one.act("explosion", { explosive: grenade, targets: walls })).targets).toMatchObject([
      { damage: 44 },
    ]);
  });
});
