// Tests written to kill surviving mutants of actions/gear.ts (issue 21): a potion's condition and
// log line word for word, one that is not used up, a duration of 0, every refusal's code, field and
// words; a tool's part taken out and put back (any case, a part that is no sample item, a tool with
// two parts), and loading guns with and without a capacity.
import { describe, expect, it } from "vitest";
import { sampleItem } from "../data/equipment.js";
import { engineError, opts, run, sheet, sheetAfter, table } from "../testing/helpers.js";

const o = opts();
const potion = (tool: Record<string, unknown> = {}) => ({
  name: "Flask",
  tool: { grants: { trait: "fireBreathing", rating: 3 }, consumable: true, ...tool },
});
const changesOf = (events: { type: string }[]) =>
  events
    .filter((e) => e.type === "character.changed")
    .map((e) => (e as unknown as { changes: string[] }).changes);
const conditionsOf = (events: { type: string }[]) =>
  events
    .filter((e) => e.type === "condition.added")
    .map((e) => (e as unknown as { condition: Record<string, unknown> }).condition);

describe("drinking a potion", () => {
  it("OBJ-EQUIP-17 OBJ-TRAIT-4 the potion is used up, the other items stay, and the condition says what it grants", () => {
    const c = sheet(o, {
      name: "Pia",
      attributes: { stamina: 2 },
      equipment: [sampleItem("dagger"), potion()],
    });
    const r = run(table(o, { p: c }), "drink", { actor: "p", item: "flask" });
    expect(changesOf(r.events)).toEqual([["Pia uses up Flask"]]);
    expect(sheetAfter(r.events, "p")!.equipment.map((i) => i.name)).toEqual(["Dagger"]);
    expect(conditionsOf(r.events)).toMatchObject([
      {
        target: "p",
        name: "trait:fireBreathing",
        rating: 3,
        duration: { unit: "minute", remaining: 2 },
        source: "Flask: Fire Breathing 3 for 2 minute(s)",
      },
    ]);
  });

  it("OBJ-EQUIP-4 a tool that is not consumable stays on the sheet", () => {
    const c = sheet(o, { attributes: { stamina: 2 }, equipment: [potion({ consumable: false })] });
    const r = run(table(o, { p: c }), "drink", { actor: "p", item: "Flask" });
    expect(r.events.map((e) => e.type)).toEqual(["condition.added"]);
  });

  it("OBJ-EQUIP-17 a brewer's 0 successes grant nothing; the GM may pick the source per dose", () => {
    const c = sheet(o, { attributes: { stamina: 2 }, equipment: [potion({ brewerSuccesses: 0 })] });
    const r = run(table(o, { p: c }), "drink", {
      actor: "p",
      item: "Flask",
      durationSource: "brewer-successes",
    });
    expect(r.events.map((e) => e.type)).toEqual(["character.changed"]);
  });

  it("OBJ-EQUIP-17 refusals: no such item, an item that grants nothing, no recorded successes, a draft", () => {
    const c = sheet(o, { name: "Pia", equipment: [sampleItem("dagger"), potion()] });
    const s = table(o, { p: c, d: sheet(o, { name: "Dee", draft: true, equipment: [potion()] }) });
    const none = engineError(() => run(s, "drink", { actor: "p", item: "Dagger" }));
    expect([none.code, none.path, none.message]).toEqual([
      "invalid",
      ["item"],
      "Pia has no item 'Dagger' that grants a trait",
    ]);
    expect(engineError(() => run(s, "drink", { actor: "p", item: "Ale" })).message).toBe(
      "Pia has no item 'Ale' that grants a trait",
    );
    const brewer = engineError(() =>
      run(s, "drink", { actor: "p", item: "Flask", durationSource: "brewer-successes" }),
    );
    expect([brewer.code, brewer.path, brewer.message]).toEqual([
      "refused",
      ["durationSource"],
      "nobody recorded the brewer's successes for Flask",
    ]);
    const draft = engineError(() => run(s, "drink", { actor: "d", item: "Flask" }));
    expect([draft.code, draft.path]).toEqual(["refused", ["actor"]]);
  });
});

describe("a tool's parts", () => {
  const box = sampleItem("mechanicsToolbox", {
    tool: { skill: "mechanics", bonus: 1, components: ["Wrench", "Gauge"] },
  });

  it("OBJ-EQUIP-16 a part is named in any case; one that is no sample item becomes a plain item", () => {
    const c = sheet(o, { name: "Mo", equipment: [box] });
    const out = run(table(o, { m: c }), "component", {
      actor: "m",
      item: "Mechanic's Toolbox",
      component: "  gauge ",
      take: "out",
    });
    expect(changesOf(out.events)).toEqual([
      ["Mo takes the Gauge out of Mechanic's Toolbox: it is incomplete"],
    ]);
    const after = sheetAfter(out.events, "m")!;
    expect(after.equipment.map((i) => [i.name, i.tool?.missing ?? null, i.weapon])).toEqual([
      ["Mechanic's Toolbox", ["Gauge"], null],
      ["Gauge", null, null],
    ]);
  });

  it("OBJ-EQUIP-16 putting one part back while another is out leaves the tool incomplete", () => {
    const c = sheet(o, { name: "Mo", equipment: [box] });
    const s = table(o, { m: c });
    const take = (state: typeof s, component: string, how: "out" | "back") =>
      sheetAfter(
        run(state, "component", { actor: "m", item: "Mechanic's Toolbox", component, take: how }).events,
        "m",
      )!;
    const both = take(table(o, { m: take(s, "Wrench", "out") }), "Gauge", "out");
    expect(both.equipment.map((i) => i.name)).toEqual(["Mechanic's Toolbox", "Wrench", "Gauge"]);
    const back = run(table(o, { m: both }), "component", {
      actor: "m",
      item: "Mechanic's Toolbox",
      component: "Wrench",
      take: "back",
    });
    expect(changesOf(back.events)).toEqual([
      ["Mo puts the Wrench back: Mechanic's Toolbox is still incomplete"],
    ]);
    const one = sheetAfter(back.events, "m")!;
    expect(one.equipment.map((i) => [i.name, i.tool?.missing ?? null])).toEqual([
      ["Mechanic's Toolbox", ["Gauge"]],
      ["Gauge", null],
    ]);
    const done = run(table(o, { m: one }), "component", {
      actor: "m",
      item: "Mechanic's Toolbox",
      component: "Gauge",
      take: "back",
    });
    expect(changesOf(done.events)).toEqual([["Mo puts the Gauge back: Mechanic's Toolbox is complete"]]);
    expect(sheetAfter(done.events, "m")!.equipment.map((i) => i.name)).toEqual(["Mechanic's Toolbox"]);
  });

  it("OBJ-EQUIP-16 refusals: no such tool, no such part, a part already out or in, a lost part", () => {
    const c = sheet(o, { name: "Mo", equipment: [box, sampleItem("dagger")] });
    const s = table(o, { m: c });
    const part = (component: string, take: "out" | "back", item = "Mechanic's Toolbox", state = s) =>
      engineError(() => run(state, "component", { actor: "m", item, component, take }));
    const tool = part("Wrench", "out", "Dagger");
    expect([tool.code, tool.path, tool.message]).toEqual(["invalid", ["item"], "Mo has no tool 'Dagger'"]);
    const nopart = part("Hammer", "out");
    expect([nopart.code, nopart.path, nopart.message]).toEqual([
      "invalid",
      ["component"],
      "Mechanic's Toolbox has no part 'Hammer'",
    ]);
    const inAlready = part("Wrench", "back");
    expect([inAlready.code, inAlready.path, inAlready.message]).toEqual([
      "conflict",
      ["component"],
      "Wrench is already in",
    ]);
    const out = sheetAfter(
      run(s, "component", { actor: "m", item: "Mechanic's Toolbox", component: "Wrench", take: "out" })
        .events,
      "m",
    )!;
    const outAlready = part("Wrench", "out", "Mechanic's Toolbox", table(o, { m: out }));
    expect([outAlready.code, outAlready.path, outAlready.message]).toEqual([
      "conflict",
      ["component"],
      "Wrench is already out",
    ]);
    const lost = { ...out, equipment: out.equipment.filter((i) => i.name !== "Wrench") };
    const gone = part("Wrench", "back", "Mechanic's Toolbox", table(o, { m: lost }));
    expect([gone.code, gone.path, gone.message]).toEqual([
      "refused",
      ["component"],
      "Mo no longer has the Wrench",
    ]);
  });
});

describe("loading a gun", () => {
  it("OBJ-EQUIP-7 OBJ-EQUIP-9 loading to capacity with the chosen rounds, logged with the count", () => {
    const gun = sampleItem("colt45", {
      weapon: { mode: "ranged", damage: 3, kind: "lethal", firearm: true, capacity: 9, rounds: 2 },
    });
    const c = sheet(o, { name: "Rook", equipment: [sampleItem("dagger"), gun] });
    const r = run(table(o, { r: c }), "load", {
      actor: "r",
      weapon: "Colt M1911A .45",
      ammo: "armor-piercing",
    });
    expect(changesOf(r.events)).toEqual([["Rook loads Colt M1911A .45 with armor-piercing rounds (9)"]]);
    const after = sheetAfter(r.events, "r")!;
    expect(after.equipment[1]!.weapon).toMatchObject({ ammo: "armor-piercing", rounds: 9 });
    expect(after.equipment[0]).toEqual(c.equipment[0]);
  });

  it("OBJ-EQUIP-15 a gun with no capacity is loaded with no count", () => {
    const c = sheet(o, { name: "Rook", equipment: [sampleItem("m16")] });
    const r = run(table(o, { r: c }), "load", { actor: "r", weapon: "M16 Assault Rifle" });
    expect(changesOf(r.events)).toEqual([["Rook loads M16 Assault Rifle with standard rounds"]]);
  });

  it("OBJ-EQUIP-9 refusals: a weapon that is no gun, armour-piercing rounds in the shotgun", () => {
    const c = sheet(o, { name: "Rook", equipment: [sampleItem("dagger"), sampleItem("shotgun")] });
    const s = table(o, { r: c });
    const knife = engineError(() => run(s, "load", { actor: "r", weapon: "Dagger" }));
    expect([knife.code, knife.path, knife.message]).toEqual([
      "invalid",
      ["weapon"],
      "Rook has no gun 'Dagger'",
    ]);
    expect(engineError(() => run(s, "load", { actor: "r", weapon: "Bow" })).message).toBe(
      "Rook has no gun 'Bow'",
    );
    const ap = engineError(() =>
      run(s, "load", { actor: "r", weapon: "Double Barreled Shotgun", ammo: "armor-piercing" }),
    );
    expect([ap.code, ap.path, ap.message]).toEqual([
      "invalid",
      ["ammo"],
      "Double Barreled Shotgun cannot load armour-piercing bullets",
    ]);
  });
});

describe("gear: fields, ids and odd items", () => {
  it("OBJ-EQUIP-4 an unknown actor is named by its field in every gear action", () => {
    const s = table(o, {});
    for (const [name, p] of [
      ["drink", { actor: "zz", item: "Flask" }],
      ["component", { actor: "zz", item: "Box", component: "Wrench", take: "out" }],
      ["load", { actor: "zz", weapon: "Colt" }],
    ] as const)
      expect(engineError(() => run(s, name, p)).path, name).toEqual(["actor"]);
  });

  it("OBJ-TRAIT-4 a granted trait not in the catalogue is named by its id; the condition has its own id", () => {
    const c = sheet(o, {
      attributes: { stamina: 2 },
      equipment: [potion({ grants: { trait: "nightVision", rating: 1 } })],
    });
    const r = run(table(o, { p: c }), "drink", { actor: "p", item: "Flask" });
    const cond = (
      r.events.find((e) => e.type === "condition.added") as unknown as {
        condition: { id: string; source: string };
      }
    ).condition;
    expect(cond.source).toBe("Flask: nightVision 1 for 2 minute(s)");
    expect(cond.id).toMatch(/^condition/);
  });

  it("OBJ-EQUIP-16 an item that is not there, or a part named like its own tool, is refused", () => {
    const s = table(o, { m: sheet(o, { name: "Mo" }) });
    const none = engineError(() =>
      run(s, "component", { actor: "m", item: "Box", component: "Wrench", take: "out" }),
    );
    expect([none.code, none.path, none.message]).toEqual(["invalid", ["item"], "Mo has no tool 'Box'"]);
    const lamp = { name: "Lamp", tool: { components: ["Lamp"], missing: ["Lamp"] } };
    const own = engineError(() =>
      run(table(o, { m: sheet(o, { name: "Mo", equipment: [lamp] }) }), "component", {
        actor: "m",
        item: "Lamp",
        component: "Lamp",
        take: "back",
      }),
    );
    expect([own.code, own.message]).toEqual(["refused", "Mo no longer has the Lamp"]);
  });

  it("OBJ-EQUIP-13 the shotgun takes standard rounds; an item that is no weapon is no gun", () => {
    const c = sheet(o, { name: "Rook", equipment: [sampleItem("shotgun"), { name: "Rope" }] });
    const s = table(o, { r: c });
    const r = run(s, "load", { actor: "r", weapon: "Double Barreled Shotgun" });
    expect(changesOf(r.events)).toEqual([["Rook loads Double Barreled Shotgun with standard rounds (2)"]]);
    expect(engineError(() => run(s, "load", { actor: "r", weapon: "Rope" })).message).toBe(
      "Rook has no gun 'Rope'",
    );
  });

  it("OBJ-EQUIP-7 a sheet that does not hold after loading is refused with its first problem", () => {
    const c = sheet(o, { name: "Rook", equipment: [sampleItem("colt45")] });
    // A problem already on the sheet (set past the parser): a skill above the table's maximum.
    const broken = { ...c, skills: { dodge: 9 } };
    const e = engineError(() =>
      run(table(o, { r: broken }), "load", { actor: "r", weapon: "Colt M1911A .45" }),
    );
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["skills", "dodge"],
      "must be at most 6 (skills run 1–6)",
    ]);
  });
});
