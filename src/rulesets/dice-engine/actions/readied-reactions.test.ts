// Martial Parry and Get Down Mr President readied by the one who reacts (DE-PERK-59, DE-PERK-48):
// the `interrupt` action keeps them for an attack at this moment, which pays them only if it hits.
// Played through the table with scripted faces.

import { describe, expect, it } from "vitest";
import type { Session } from "../../../engine/session.js";
import { trackerNote } from "./combat-state.js";
import {
  BUCKLER,
  current,
  equip,
  hammer,
  out,
  perks,
  refusal,
  start,
  table,
  tickOf,
} from "./testing/play.js";

describe("Martial Parry and Get Down Mr President readied by the one who reacts (DE-PERK-59, DE-PERK-48)", () => {
  /** Wren (MV 4, Martial Parry, a buckler of EA 2); Ilse (Get Down Mr President, the same buckler). */
  const readyTable = (
    faces: number[],
    list: Record<string, number> = { martialArts: 2, martialParry: 1 },
  ) => {
    const t = table(faces, { wren: perks(list), ilse: perks({ getDownMrPresident: 1 }) });
    equip(t.s, "wren", BUCKLER);
    equip(t.s, "ilse", BUCKLER);
    start(t.s);
    return t;
  };
  const readied = (s: Session) => trackerNote(s.state).readied;

  it("DE-PERK-59 Wren's player readies the parry at no cost; Bruno's hit pays it (2) and takes MV 4 off, as the flag does", () => {
    // The same hit as above: 21 against DV 6, 6 damage − 4 parried − 2 EA = 0.
    const { s, dice } = readyTable([9, 8, 6]);
    const r = s.act("interrupt", { actor: "wren", interrupt: "martialParry" });
    expect(r.roll!.summary).toBe(
      "Wren Adair readies a Martial Parry: if a melee weapon attack hits Wren Adair now, Wren Adair pays 2 initiative and takes their Martial Value off the damage",
    );
    expect(out(r)).toEqual({
      interrupt: "Martial Parry",
      cost: 0,
      readied: { reaction: "martialParry", at: 0 },
    });
    expect(r.roll!.partition).toBe("readied");
    expect(tickOf(s, "wren")).toBe(60);
    expect(readied(s)).toEqual({ wren: { reaction: "martialParry", at: 0 } });
    const hit = s.act("attack", hammer);
    expect(out(hit)).toMatchObject({ hit: true, damage: 6, dealt: 0, parried: true });
    expect(hit.roll!.summary).toMatch(/Wren Adair parries: 4 off the damage \(Martial Parry\)/);
    expect(tickOf(s, "wren")).toBe(62);
    expect(current(s, "wren")).toMatchObject({ hp: 3 });
    expect(readied(s)).toEqual({});
    expect(dice.remaining()).toBe(0);
  });

  it("DE-PERK-59 a miss costs the readied parry nothing, and it lapses when the moment passes", () => {
    const { s } = readyTable([1, 1]);
    s.act("interrupt", { actor: "wren", interrupt: "martialParry" });
    expect(out(s.act("attack", hammer))).toMatchObject({ hit: false, parried: false });
    expect(tickOf(s, "wren")).toBe(60);
    // Bruno's attack moved the time from 0 to 5: the parry readied at 0 is gone.
    expect(s.state.encounter!.time).toBe(5);
    expect(readied(s)).toEqual({});
  });

  it("DE-PERK-59 a readied parry does not answer a ranged attack; without the perk it cannot be readied", () => {
    // Bruno readies a parry; Wren, active at 0, shoots him with her Machine Pistol.
    const t = table([9, 9, 3, 9, 9], { bruno: perks({ martialArts: 2, martialParry: 1 }) });
    t.s.act("initiative", {
      participants: [
        { character: "wren", initiative: 0 },
        { character: "bruno", initiative: 40 },
      ],
    });
    t.s.act("interrupt", { actor: "bruno", interrupt: "martialParry" });
    const shot = t.s.act("attack", {
      attacker: "wren",
      defender: "bruno",
      weapon: "Machine Pistol",
      distance: 8,
    });
    expect(out(shot)).toMatchObject({ hit: true, parried: false });
    expect(shot.roll!.summary).not.toMatch(/parries/);
    expect(tickOf(t.s, "bruno")).toBe(40);
    const { s: plain } = readyTable([], {});
    const e = refusal(() => plain.act("interrupt", { actor: "wren", interrupt: "martialParry" }));
    expect([e.code, e.path, e.message]).toEqual([
      "refused",
      ["interrupt"],
      "Wren Adair does not hold Martial Parry, which this interrupt needs",
    ]);
    expect(readied(plain)).toEqual({});
  });

  it("DE-PERK-48 Ilse readies Get Down Mr President for Wren; Bruno's hit lands on her, who pays 1", () => {
    // As with the Interceptor flag: 6 damage on Ilse, her EA 2 leaves 4; her check 9 + 9 + 2 = 20 holds.
    const { s, dice } = readyTable([9, 8, 6, 9, 9]);
    const r = s.act("interrupt", {
      actor: "ilse",
      interrupt: "getDownMrPresident",
      ally: "wren",
      allyDistance: 1,
    });
    expect(r.roll!.summary).toBe(
      "Ilse Varn readies Get Down Mr President for Wren Adair: if an attack hits Wren Adair now, Ilse Varn pays 1 initiative and takes the damage instead",
    );
    expect(readied(s)).toEqual({
      ilse: { reaction: "getDownMrPresident", ally: "wren", distance: 1, at: 0 },
    });
    const wren = current(s, "wren");
    const hit = s.act("attack", hammer);
    expect(out(hit)).toMatchObject({ hit: true, damage: 6, dealt: 4, interceptedBy: "ilse", parried: false });
    expect(current(s, "ilse")).toMatchObject({ hp: 2, stun: 0 });
    expect(current(s, "wren")).toEqual(wren);
    expect([tickOf(s, "bruno"), tickOf(s, "ilse"), tickOf(s, "wren")]).toEqual([5, 41, 60]);
    expect(readied(s)).toEqual({});
    expect(dice.remaining()).toBe(0);
  });

  it("DE-PERK-48 readied for someone else, it does not step in; its fields are refused by name", () => {
    const { s } = readyTable([9, 8, 6, 9, 9]);
    s.act("interrupt", { actor: "ilse", interrupt: "getDownMrPresident", ally: "bruno" });
    expect(out(s.act("attack", hammer))).toMatchObject({ hit: true, interceptedBy: null });
    const { s: t } = readyTable([]);
    const at = (params: object) => {
      const e = refusal(() =>
        t.act("interrupt", { actor: "ilse", interrupt: "getDownMrPresident", ...params }),
      );
      return [e.code, e.path, e.message];
    };
    expect(at({})).toEqual(["invalid", ["ally"], "name the friend Get Down Mr President steps in for"]);
    expect(at({ ally: "ilse" })).toEqual([
      "invalid",
      ["ally"],
      "Get Down Mr President protects a friend, not oneself",
    ]);
    expect(at({ ally: "wren", allyDistance: 2 })).toEqual([
      "refused",
      ["allyDistance"],
      "Wren Adair is 2 m away: Get Down Mr President reaches 1 m",
    ]);
    const e = refusal(() => t.act("interrupt", { actor: "wren", interrupt: "martialParry", ally: "ilse" }));
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["ally"],
      "ally goes with Get Down Mr President only; leave it out",
    ]);
    expect(trackerNote(t.state).readied).toEqual({});
  });

  it("DE-PERK-48 DE-PERK-59 a friend stepping in comes first: the defender's readied parry is left for later", () => {
    const { s } = readyTable([9, 8, 6, 9, 9]);
    s.act("interrupt", { actor: "wren", interrupt: "martialParry" });
    s.act("interrupt", { actor: "ilse", interrupt: "getDownMrPresident", ally: "wren" });
    expect(out(s.act("attack", hammer))).toMatchObject({ interceptedBy: "ilse", parried: false });
    expect(tickOf(s, "wren")).toBe(60);
  });
});
