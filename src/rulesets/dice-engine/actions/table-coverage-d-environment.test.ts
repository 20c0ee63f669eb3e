// Rules proven at the table (issue 21), part D: the place the characters are in (checklist §17),
// set by the GM's `environment` action and read by the actions it changes: the atmosphere's
// conditions (DE-ENV-3, 5, 6) given and taken back, the toxic checks on the tracker (DE-ENV-7),
// gravity's speed and Strength advantage (DE-ENV-9, 10, DE-ENV-2's band), and under water the
// swim, the halved ranges, the doubled Flak and Burning's fading (DE-ENV-13..16). Each is an intent
// through the table (testing/play.ts: resolveAction or a Session) with scripted faces.

import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Session } from "../../../engine/session.js";
import { diceEngineGeometry as geometry } from "../geometry.js";
import { diceEngine } from "../ruleset.js";
import { EXAMPLE_EQUIPMENT } from "./combat-examples.js";
import { combatNote } from "./combat-state.js";
import { environmentNote } from "./environment-state.js";
import { current, Play, refusal, table } from "./testing/play.js";

const SPEED = { racelessBaseSpeed: 5 };
const conditions = (p: { state: Play["state"] }, id: string) =>
  combatNote(p.state, id)
    .conditions.map((c) => c.condition)
    .sort();
const place = (p: Play, params: object) => p.act("environment", params);

describe("the GM sets the place; its atmosphere gives and takes conditions (DE-ENV-1..6)", () => {
  it("DE-ENV-1 DE-ENV-3 vacuum gives every unprotected character Asphyxiated; its own air keeps one out", () => {
    const p = new Play();
    place(p, { atmosphere: "vacuum", gravity: 0.16, protection: [{ character: "ilse", breath: true }] });
    expect(conditions(p, "bruno")).toEqual(["asphyxiated"]);
    expect(conditions(p, "wren")).toEqual(["asphyxiated"]);
    expect(conditions(p, "ilse")).toEqual([]);
    expect(p.view("bruno").environment).toEqual({ underwater: false, vacuum: true });
    expect(environmentNote(p.state).environment).toMatchObject({
      atmosphere: { kind: "vacuum" },
      gravity: 0.16,
    });
    // The engine's mirror shows it to every client.
    expect(p.state.conditions.find((c) => c.id === "bruno:asphyxiated")).toMatchObject({
      name: "Asphyxiated",
    });
  });

  it("DE-ENV-4 a sudden vacuum shocks: 1d10 straight to HP, 1d6 with lungs cleared, none in a pressure suit", () => {
    // Bruno 1d10 [1]: HP 4 → 3, Stun untouched; Wren declared clearing her lungs: 1d6 [2] (at 0 Stun
    // her consciousness check follows: 9 + 9 − 1 holds); Ilse is suited.
    const { s, dice } = table([1, 2, 9, 9]);
    const hp = (id: string) => current(s, id).hp;
    const [wren, ilse] = [hp("wren"), hp("ilse")];
    const r = s.act("environment", {
      atmosphere: "vacuum",
      sudden: true,
      protection: [
        { character: "ilse", pressure: true },
        { character: "wren", clearedLungs: true },
      ],
    });
    expect(current(s, "bruno")).toMatchObject({ hp: 3, stun: 2 });
    expect([hp("wren"), hp("ilse")]).toEqual([wren - 2, ilse]);
    expect(r.roll!.dice.map((d) => [d.role, d.sides, d.value])).toEqual([
      ["vacuum shock", 10, 1],
      ["vacuum shock", 6, 2],
    ]);
    // Already in vacuum, or not sudden: no shock (no die is thrown).
    s.act("environment", { atmosphere: "vacuum", sudden: true });
    s.act("environment", {});
    expect(s.act("environment", { atmosphere: "vacuum" }).roll).toBeNull();
    expect(dice.remaining()).toBe(0);
  });

  it("DE-ENV-2 back to normal (the default) takes away what the place gave, and only that", () => {
    const p = new Play();
    p.act("condition", { actor: "bruno", condition: "Poisoned", source: "a dart" });
    place(p, { atmosphere: "toxic", toxicity: "slight", toxicBreathable: false });
    expect(conditions(p, "bruno")).toEqual(["asphyxiated", "nauseated", "poisoned"]);
    const r = place(p, {});
    // The dart's Poisoned stays; the atmosphere's Asphyxiated and Nauseated go.
    expect(conditions(p, "bruno")).toEqual(["poisoned"]);
    expect(conditions(p, "wren")).toEqual([]);
    expect(p.view("wren").environment).toEqual({ underwater: false, vacuum: false });
    expect(environmentNote(p.state).exposures).toEqual({});
    expect(r.events[0]).toMatchObject({
      summary: expect.stringMatching(/^The place is now Normal-Normal \(1 g\)/),
    });
  });

  it("DE-ENV-5 a toxic atmosphere gives Nauseated and Poisoned; a filter keeps them off", () => {
    const p = new Play();
    place(p, { atmosphere: "toxic", toxicity: "mild", protection: [{ character: "wren", toxins: true }] });
    expect(conditions(p, "bruno")).toEqual(["nauseated", "poisoned"]);
    expect(conditions(p, "wren")).toEqual([]);
    // Vacuum afterwards: the toxins' conditions go, Asphyxiated comes.
    place(p, { atmosphere: "vacuum" });
    expect(conditions(p, "bruno")).toEqual(["asphyxiated"]);
  });

  it("DE-ENV-6 nothing breathable in it: Asphyxiated as well; a custom toxicity needs its damage and DC", () => {
    const p = new Play();
    place(p, { atmosphere: "nonBreathable" });
    expect(conditions(p, "wren")).toEqual(["asphyxiated"]);
    place(p, {
      atmosphere: "toxic",
      toxicity: "custom",
      toxicDamage: "3d6",
      toxicDc: 18,
      toxicBreathable: false,
    });
    expect(conditions(p, "wren")).toEqual(["asphyxiated", "nauseated", "poisoned"]);
    expect(environmentNote(p.state).environment.atmosphere).toMatchObject({
      toxicity: { damage: "3d6", dc: 18 },
    });
    const noDamage = refusal(() => place(p, { atmosphere: "toxic", toxicity: "custom", toxicDc: 18 }));
    expect([noDamage.path, noDamage.message]).toEqual([
      ["toxicDamage"],
      "invalid parameters of environment: toxicDamage: a custom toxicity needs its damage roll, e.g. 3d6",
    ]);
    expect(
      refusal(() => place(p, { atmosphere: "toxic", toxicity: "custom", toxicDamage: "1d6" })).message,
    ).toMatch(/toxicDc: a custom toxicity needs its Endurance DC$/);
    expect(refusal(() => place(p, { atmosphere: "vacuum", underwater: true })).path).toEqual(["underwater"]);
    expect(
      refusal(() => place(p, { atmosphere: "toxic", toxicity: "custom", toxicDamage: "3q", toxicDc: 18 }))
        .path,
    ).toEqual(["toxicDamage"]);
  });
});

describe("the GM's form for the place", () => {
  const action = diceEngine.actions.environment!;

  it("DE-ENV-1 starts from the place as it stands: setting it again from there changes nothing", () => {
    const p = new Play();
    const o = p.o;
    // A breathable place has no toxicity to start the form from.
    expect(action.current!({ state: p.state, options: o })).toEqual({
      atmosphere: "breathable",
      gravity: 1,
      underwater: false,
      protection: [],
    });
    place(p, {
      name: "the still",
      atmosphere: "toxic",
      toxicity: "custom",
      toxicDamage: "3d6",
      toxicDc: 18,
      toxicBreathable: false,
      gravity: 1.4,
      protection: [{ character: "ilse", toxins: true, breath: true }],
    });
    const now = action.current!({ state: p.state, options: o });
    expect(now).toEqual({
      name: "the still",
      atmosphere: "toxic",
      toxicity: "custom",
      toxicDamage: "3d6",
      toxicDc: 18,
      toxicBreathable: false,
      gravity: 1.4,
      underwater: false,
      protection: [{ character: "ilse", breath: true, toxins: true, pressure: false }],
    });
    // Sent back as it is, the place and its conditions stay as they were.
    const before = { note: environmentNote(p.state).environment, wren: conditions(p, "wren") };
    place(p, now);
    expect(environmentNote(p.state).environment).toEqual(before.note);
    expect(conditions(p, "wren")).toEqual(before.wren);
    expect(conditions(p, "ilse")).toEqual([]);
    // A book toxicity reads back by its level.
    place(p, { atmosphere: "toxic", toxicity: "mild" });
    expect(action.current!({ state: p.state, options: o })).toMatchObject({ toxicity: "mild" });
  });

  it("DE-ENV-1 DE-ENV-4 DE-ENV-7 asks for a toxicity only of a toxic place, and suddenness only of a vacuum", () => {
    // The schema a form is built from: one branch per atmosphere.
    // A toxic place is itself a choice: a toxicity of the book's table, or the GM's own with its
    // damage and DC (so a form asks those of a custom toxicity only).
    interface Branch {
      properties?: Record<string, { const?: string; enum?: string[] }>;
      oneOf?: Branch[];
    }
    const schema = z.toJSONSchema(action.params, { io: "input" }) as { oneOf: Branch[] };
    const flat = (b: Branch): Branch[] => (b.oneOf ? b.oneOf.flatMap(flat) : [b]);
    const fields = schema.oneOf.flatMap(flat).map((b) => {
      const t = b.properties!.toxicity;
      const kind = b.properties!.atmosphere!.const! + (t ? ` ${t.const ?? t.enum!.join("|")}` : "");
      return [kind, Object.keys(b.properties!).sort()];
    });
    const common = ["atmosphere", "gravity", "name", "protection", "underwater"];
    expect(Object.fromEntries(fields)).toEqual({
      breathable: common,
      "toxic slight|mild|medium|extreme": [...common, "toxicBreathable", "toxicity"].sort(),
      "toxic custom": [...common, "toxicBreathable", "toxicDamage", "toxicDc", "toxicity"].sort(),
      nonBreathable: common,
      vacuum: [...common, "sudden"].sort(),
    });
    // At the table: a setting of another atmosphere is refused, saying whose it is; nothing changes.
    const p = new Play();
    const before = p.state;
    const e = refusal(() => place(p, { atmosphere: "breathable", toxicity: "mild" }));
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["toxicity"],
      "invalid parameters of environment: toxicity: only a toxic atmosphere has a toxicity",
    ]);
    expect(refusal(() => place(p, { atmosphere: "nonBreathable", sudden: true })).message).toMatch(
      /sudden: only a change into vacuum is sudden$/,
    );
    expect(refusal(() => place(p, { atmosphere: "air" })).message).toMatch(
      /atmosphere: one of breathable, toxic, nonBreathable, vacuum$/,
    );
    expect(refusal(() => place(p, { nope: 1 })).message).toMatch(/nope: unknown field$/);
    expect(refusal(() => place(p, { atmosphere: "toxic", toxicity: "mild", toxicDc: 12 })).message).toMatch(
      /toxicDc: only a custom toxicity has its own DC: choose toxicity custom$/,
    );
    expect(refusal(() => place(p, { atmosphere: "toxic", toxicity: "awful" })).message).toMatch(
      /toxicity: one of slight, mild, medium, extreme, custom$/,
    );
    expect(p.state).toBe(before);
  });

  it("offers the atmospheres and toxicities in words, the book's damage and DC with each", () => {
    const words = action.choices!({ state: new Play().state, options: new Play().o }, {});
    expect(words.atmosphere!.map((c) => c.label)).toEqual([
      "Breathable",
      "Toxic",
      "Nothing to breathe",
      "None (vacuum)",
    ]);
    expect(words.toxicity!.map((c) => c.label)).toEqual([
      "Slight (1d4, DC 7)",
      "Mild (1d6, DC 10)",
      "Medium (2d4, DC 13)",
      "Extreme (2d6, DC 16)",
      "Custom (its damage and DC below)",
    ]);
  });
});

describe("toxic damage on the tracker (DE-ENV-7)", () => {
  /** Bruno (Endurance 2, Stun 2) holding a shield of EA 6, so 7 Toxic damage leaves 1. */
  function exposed(): Play {
    const p = new Play();
    p.act("equip", {
      actor: "bruno",
      equipment: { ...EXAMPLE_EQUIPMENT.bruno, held: { name: "Ruler shield", pa: 0, ea: 6 } },
    });
    place(p, { atmosphere: "toxic", toxicity: "medium" });
    return p;
  }

  it("DE-ENV-7 the first check on becoming active (Poisoned: disadvantage), then every 10 initiative", () => {
    const p = exposed();
    // Bruno becomes active at 0: Endurance with disadvantage [4, 5, 9] keeps 4 + 5 → 9 + 2 = 11 < DC 13:
    // Medium's 2d4 [3, 4] = 7 Toxic, 6 of it stopped by the shield → Stun 2 → 1.
    const r = p.act(
      "initiative",
      {
        participants: [
          { character: "bruno", initiative: 0 },
          { character: "wren", initiative: 30 },
        ],
      },
      [4, 5, 9, 3, 4],
    );
    expect(p.track("bruno")).toMatchObject({ stun: 1, hp: 4 });
    expect(r.roll!.summary).toMatch(
      /Bruno[^;]*Endurance check against the Medium toxic atmosphere \(DC 13\) fails with 11/,
    );
    expect(environmentNote(p.state).exposures.bruno).toEqual({ since: 0, nextCheckAt: 10 });
    // 10 initiative later the next check falls: [9, 9, 2] keeps 9 + 2 → 13: held, no damage.
    p.act("burn", { actor: "bruno", amount: 9, reason: "waits" });
    expect(environmentNote(p.state).exposures.bruno).toEqual({ since: 0, nextCheckAt: 10 });
    p.act("burn", { actor: "bruno", amount: 1, reason: "waits" }, [9, 9, 2]);
    expect(environmentNote(p.state).exposures.bruno).toEqual({ since: 0, nextCheckAt: 20 });
    expect(p.track("bruno")).toMatchObject({ stun: 1, hp: 4 });
  });

  it("DE-ENV-7 a character protected against the toxins rolls nothing", () => {
    const p = new Play();
    place(p, {
      atmosphere: "toxic",
      toxicity: "extreme",
      protection: [{ character: "bruno", toxins: true }],
    });
    p.act("initiative", { participants: [{ character: "bruno", initiative: 0 }] });
    p.act("burn", { actor: "bruno", amount: 20, reason: "waits" });
    expect(environmentNote(p.state).exposures).not.toHaveProperty("bruno");
  });
});

describe("gravity at the table (DE-ENV-2, 9, 10)", () => {
  function fight(s: Session) {
    s.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 30 },
      ],
    });
  }
  const move = (s: Session, metres: number, movement = "walking") =>
    s.act("act", { actor: "wren", action: { kind: "move", pace: "run", movement, metres } });
  const farthest = (s: Session) => {
    for (let m = 12; m > 0; m--) {
      try {
        move(s, m);
        return m;
      } catch {}
    }
    return 0;
  };
  const at = (params: object) => {
    const { s } = table([], {}, SPEED);
    s.act("environment", params);
    fight(s);
    return s;
  };

  it("DE-ENV-10 DE-ENV-2 high gravity: −1 m per whole 0.1 g above 1 g (Wren 7 m: 1.3 g → 4; 1.2 g → 7)", () => {
    expect(farthest(at({ gravity: 1.3 }))).toBe(4);
    expect(farthest(at({ gravity: 1.5 }))).toBe(2);
    expect(farthest(at({ gravity: 1.2 }))).toBe(7);
  });

  it("DE-ENV-9 DE-ENV-2 low gravity: −1 m (0.5 g → 6); 0.8 g is still 1 g (7)", () => {
    expect(farthest(at({ gravity: 0.5 }))).toBe(6);
    expect(farthest(at({ gravity: 0.8 }))).toBe(7);
  });

  it("DE-ENV-10 the map's moveCost measures with the same speed of the moment", () => {
    const s = at({ gravity: 1.5 });
    const grid = {
      kind: "square",
      cols: 20,
      rows: 20,
      size: 50,
      offsetX: 0,
      offsetY: 0,
      cellDistance: 1,
    } as const;
    const path = [0, 1, 2, 3].map((col) => ({ col, row: 0 }));
    const input = { state: s.state, character: "wren", grid, path, difficult: new Set<string>() };
    const cost = geometry.moveCost!(input);
    expect(cost).toMatchObject({ refused: expect.stringMatching(/speed 2 m/) });
  });

  it("DE-ENV-9 low gravity gives every Strength check advantage (a third die), not other stats", () => {
    const p = new Play();
    place(p, { gravity: 0.3 });
    const r = p.act("check", { actor: "bruno", stat: "strength", dc: 10 }, [2, 9, 8]);
    expect(r.roll!.outcome).toMatchObject({ net: 1 });
    expect(r.roll!.outcome.sources).toContain("low gravity: advantage");
    expect(p.act("check", { actor: "bruno", stat: "agility", dc: 10 }, [2, 9]).roll!.outcome).toMatchObject({
      net: 0,
    });
    place(p, { gravity: 1 });
    expect(p.act("check", { actor: "bruno", stat: "strength", dc: 10 }, [2, 9]).roll!.outcome).toMatchObject({
      net: 0,
    });
  });
});

describe("under water (DE-ENV-13..16)", () => {
  it("DE-ENV-13 every move under water is a swim: half speed rounded up (Wren 7 → 4 m)", () => {
    const { s } = table([], {}, SPEED);
    s.act("environment", { underwater: true });
    s.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 30 },
      ],
    });
    const move = (metres: number) =>
      s.act("act", { actor: "wren", action: { kind: "move", pace: "run", movement: "walking", metres } });
    expect(refusal(() => move(5)).message).toMatch(/at most 4 m/);
    expect(move(4).events.some((e) => e.type === "ticks.spent")).toBe(true);
  });

  it("DE-ENV-14 a ranged weapon reaches half as far (Machine Pistol Max 60 → 30 m)", () => {
    const p = new Play();
    const shot = {
      attacker: "wren",
      defender: "bruno",
      weapon: "Machine Pistol",
      type: "standard",
      distance: 40,
    };
    expect(() => p.odds("attack", shot)).not.toThrow();
    place(p, { underwater: true });
    expect(refusal(() => p.odds("attack", shot)).path).toEqual(["distance"]);
    expect(() => p.odds("attack", { ...shot, distance: 30 })).not.toThrow();
  });

  it("DE-ENV-15 Flak doubles: 15 Flak:[3] at 2 m → rating 6 → 3 (EA 2 leaves 1); on land 9 (EA 8 leaves 1)", () => {
    const shielded = (ea: number, underwater: boolean) => {
      const p = new Play();
      p.act("equip", {
        actor: "bruno",
        equipment: { ...EXAMPLE_EQUIPMENT.bruno, held: { name: "Ruler shield", pa: 0, ea } },
      });
      place(p, { underwater });
      const flak = { parts: [{ amount: 15, type: "flak", rating: 3, distance: 2 }] };
      return p.act("damage", { target: "bruno", damage: flak }).roll!.outcome.final;
    };
    expect(shielded(2, true)).toBe(1);
    expect(shielded(8, true)).toBe(0);
    expect(shielded(8, false)).toBe(1);
  });

  it("DE-ENV-16 Burning:[5] under water falls by 2 every 5 initiative (3 at 5); on land it stays 5", () => {
    const burning = (underwater: boolean) => {
      const p = new Play();
      place(p, { underwater });
      p.act("initiative", {
        participants: [
          { character: "bruno", initiative: 0 },
          { character: "wren", initiative: 30 },
        ],
      });
      p.act("condition", { actor: "bruno", condition: "Burning", rating: 5 });
      p.act("burn", { actor: "bruno", amount: 5, reason: "waits" });
      return combatNote(p.state, "bruno").conditions.find((c) => c.condition === "burning")?.rating;
    };
    expect(burning(true)).toBe(3);
    expect(burning(false)).toBe(5);
  });
});
