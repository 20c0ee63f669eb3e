// Perks whose actions only charged their initiative (issue 21, brief de16), played through the table
// with scripted faces: Vibration Awareness raises the Vibrosense rating (`act`), Shield Render's
// Strength contest takes a shield's benefit away (`shieldRender`), Get Down Mr President moves an
// attack's damage onto the interceptor and Counter Attack makes a Martial Strike for 2 initiative
// (`attack`), and the GM-adjudicated perks the table now has the data for (Safe Landing in `damage`
// from a fall, Meditative Recovery in `rest`, Blunt Force in `attack`).

import { describe, expect, it } from "vitest";
import type { DeCharacter } from "../character/index.js";
import type { Session } from "../../../engine/session.js";
import { viewOf, vibrosenseNow } from "./combat-state.js";
import { equip, out, Play, refusal, table } from "./testing/play.js";

const rank =
  (id: string, n = 1) =>
  (c: DeCharacter): DeCharacter => ({ ...c, perks: { ...c.perks, [id]: { rank: n, source: "xp" as const } } });

/** A table of a setting with a Vibrosense race (rating 10), Mole seated with `ranks` of the perk. */
function moles(ranks: number, options: object = {}) {
  const setting = { races: [{ id: "delver", name: "Delver", baseSpeed: 5, vibrosense: 10 }] };
  const p = new Play({ setting, ...options });
  p.add("mole", { name: "Mole", race: "delver" });
  if (ranks > 0) p.edit("mole", rank("vibrationAwareness", ranks));
  p.act("initiative", {
    participants: [
      { character: "mole", initiative: 20 },
      { character: "bruno", initiative: 100 },
    ],
  });
  return p;
}
const tick = (p: Play, id: string) => p.state.encounter!.participants.find((x) => x.character === id)!.tick;
const aware = { kind: "other", other: "vibrationAwareness" } as const;

describe("Vibration Awareness at the table (DE-PERK-16/17)", () => {
  it("DE-PERK-16 activated at 20: initiative 25, Vibrosense 10 → 15 until 30; another action ends it early", () => {
    const p = moles(1);
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(10);
    const r = p.act("act", { actor: "mole", action: aware });
    expect(tick(p, "mole")).toBe(25);
    expect(r.roll!.outcome).toMatchObject({ cost: 5, vibrosense: 15, vibrosenseUntil: 30 });
    expect(r.roll!.summary).toMatch(/Vibrosense rises from 10 to 15 until 30/);
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(15);
    // At 25 Mole acts again (a wait): the bonus ends before its 30.
    const next = p.act("act", { actor: "mole", action: { kind: "wait", amount: 1 } });
    expect(next.roll!.summary).toMatch(/Vibration Awareness ends/);
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(10);
  });

  it("DE-PERK-16 with vibrationAwarenessEndsOnAction off the rating lasts to 30 through other actions, and not past it", () => {
    const p = moles(1, { vibrationAwarenessEndsOnAction: false });
    p.act("act", { actor: "mole", action: aware });
    p.act("act", { actor: "mole", action: { kind: "wait", amount: 1 } });
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(15);
    p.act("act", { actor: "mole", action: { kind: "wait", amount: 4 } }); // 26 → 30
    expect(tick(p, "mole")).toBe(30);
    expect(p.state.encounter!.time).toBe(30);
    expect(vibrosenseNow(p.state, "mole", p.o)).toBe(10);
  });

  it("DE-PERK-17 each rank adds 5 more: rank 3 → 25; refused without the perk or without Vibrosense", () => {
    const p = moles(3);
    expect(p.act("act", { actor: "mole", action: aware }).roll!.outcome).toMatchObject({ vibrosense: 25 });
    const q = moles(3, { vibrationAwarenessBonusPerRank: 0 });
    expect(q.act("act", { actor: "mole", action: aware }).roll!.outcome).toMatchObject({ vibrosense: 15 });
    const none = moles(0);
    expect(refusal(() => none.act("act", { actor: "mole", action: aware })).message).toMatch(
      /does not have the Vibration Awareness perk/,
    );
    expect(tick(none, "mole")).toBe(20);
  });
});

describe("Shield Render at the table (DE-PERK-26)", () => {
  const SHIELD = { name: "Round shield", pa: 3, ea: 2 };
  /** Wren (Str −1) with Shield Render against Bruno (Str 3) holding a shield; Wren at 0, Bruno at 100. */
  function fight(faces: number[], perk = true) {
    const t = table(faces, perk ? { wren: rank("shieldRender") } : {});
    equip(t.s, "bruno", SHIELD);
    t.s.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 100 },
      ],
    });
    return t;
  }
  const heldBy = (s: Session, id: string) => viewOf(s.state, id, s.state.options as never, []).held;
  const punch = { attacker: "wren", defender: "bruno", weapon: "Unarmed Strike", type: "heavy" };

  it("DE-PERK-26 3 initiative, contested Strength (Bruno first); a success takes the shield's benefit away for 10 initiative", () => {
    // Bruno 1 + 2 + Str 3 = 6; Wren 9 + 9 − 1 = 17: rendered until 0 + 10.
    const { s } = fight([1, 2, 9, 9, 1, 1]);
    const r = s.act("shieldRender", { actor: "wren", target: "bruno", distance: 1 });
    expect(r.roll!.dice.map((d) => d.faces[0])).toEqual([1, 2, 9, 9]);
    expect(r.roll!.outcome).toMatchObject({ success: true, rendered: true, until: 10, cost: 3 });
    expect(s.state.encounter!.participants.find((x) => x.character === "wren")!.tick).toBe(3);
    expect(heldBy(s, "bruno")).toBeNull();
    // Wren's punch at 3 meets Bruno's DV without the shield's PA.
    const bare = out(s.act("attack", punch)).dv as number;
    const { s: kept } = fight([1, 1]);
    const shielded = out(kept.act("attack", punch)).dv as number;
    expect(bare).toBeLessThan(shielded);
    // The heavy punch (7) brings Wren to 10, where the render is over: the shield is back.
    expect(s.state.encounter!.time).toBe(10);
    expect(heldBy(s, "bruno")).toMatchObject({ name: "Round shield" });
  });

  it("DE-PERK-26 a failed contest leaves the shield; refused beyond 1 m, against no shield, or without the perk", () => {
    const { s } = fight([9, 9, 1, 2]);
    const r = s.act("shieldRender", { actor: "wren", target: "bruno" });
    expect(r.roll!.outcome).toMatchObject({ success: false, rendered: false, cost: 3 });
    expect(heldBy(s, "bruno")).toMatchObject({ name: "Round shield" });
    expect(refusal(() => s.act("shieldRender", { actor: "wren", target: "bruno", distance: 2 })).path).toEqual([
      "distance",
    ]);
    expect(refusal(() => s.act("shieldRender", { actor: "wren", target: "ilse" })).message).toMatch(/no shield/);
    const { s: plain } = fight([], false);
    expect(refusal(() => plain.act("shieldRender", { actor: "wren", target: "bruno" })).path).toEqual(["actor"]);
    // The bare cost on the tracker points to the action.
    expect(
      refusal(() => plain.act("act", { actor: "wren", action: { kind: "other", other: "shieldRender" } })).path,
    ).toEqual(["action", "other"]);
  });
});
