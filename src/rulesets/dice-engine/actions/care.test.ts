// The `care` action by rule ID (DE-PERK-69, 70, 72, 74, 79) and Tech Medic on the long rest
// (DE-PERK-77), with the long rest's side of the once-per-long-rest rules. Every die is scripted.
//
// The cast (fixtures): Doc Harrow, a surgeon with Overwatch Medic, Field Surgeon and Optimised
// Recovery (Endurance 1); Mara, at 0 Stun and HP 2/3 (Endurance 1); Otto, dying at 0 HP; Ilse, a
// medic without these perks; Bruno (Endurance 2). The Resilience tests add a setting automaton.

import { describe, expect, it } from "vitest";
import { CARE_NOTE_KIND, careNote, careNoteId } from "./combat-state.js";
import { HOUR, Play, refusal, repairTable } from "./testing/play.js";

const stabilised = (until: number) => ({
  unconscious: { cause: "stabilised", since: 0, until },
  death: { successes: 3, failures: 1, stabilised: true, nextCheckAt: null },
});

describe("Overwatch Medic (DE-PERK-72)", () => {
  it("DE-PERK-72 Doc spends one of his stun dice on Bruno: 1d6 + Doc's Endurance 1 (not Bruno's 2)", () => {
    const p = new Play();
    p.edit("bruno", (c) => ({ ...c, stunRanks: [4], current: { ...c.current, stun: 0 } }));
    const from = p.state;
    const r = p.care("doc", "bruno", "overwatchMedic", [3]);
    expect(r.roll!.outcome).toMatchObject({
      perk: "overwatchMedic",
      rolled: 4,
      restored: 4,
      stunDiceLeft: 0,
    });
    expect(r.roll!.dice.map((d) => d.faces[0])).toEqual([3]);
    expect(r.roll!.summary).toContain("3 + Endurance 1 = 4");
    expect(p.track("bruno")).toMatchObject({ stun: 4 });
    // The die is the medic's: his are spent, Bruno's are not.
    expect(p.data("doc").current.stunDiceSpent).toBe(1);
    expect(p.data("bruno").current.stunDiceSpent).toBe(0);
    p.expectReplays(from, r.events);
    const none = refusal(() => p.care("doc", "mara", "overwatchMedic"));
    expect(none.path).toEqual(["actor"]);
    expect(none.message).toMatch(/no stun dice left/);
  });

  it("DE-PERK-72 DE-HEALTH-9 capped at the ally's max Stun, and the Stun wakes a 0-Stun sleeper", () => {
    const p = new Play();
    p.note("mara", { unconscious: { cause: "stun", since: 0, until: 4 * HOUR } });
    const r = p.care("doc", "mara", "overwatchMedic", [6]);
    expect(r.roll!.outcome).toMatchObject({ rolled: 7, restored: 1 });
    expect(r.roll!.summary).toContain("Mara Quill wakes up");
    expect(p.track("mara")).toMatchObject({ stun: 1, maxStun: 1 });
    expect(p.view("mara").vitals.unconscious).toBeNull();
  });

  it("DE-PERK-72 refused without the perk (naming perk and what it needs), on itself, at full Stun, in a fight, or on a spoiled rest", () => {
    const p = new Play();
    const e = refusal(() => p.care("ilse", "mara", "overwatchMedic"));
    expect(e.path).toEqual(["perk"]);
    expect(e.message).toBe(
      "Ilse Varn does not hold Overwatch Medic: buy it first (200 XP; prerequisites: Intuition 2 or higher)",
    );
    expect(refusal(() => p.care("doc", "doc", "overwatchMedic")).path).toEqual(["target"]);
    const full = refusal(() => p.care("doc", "bruno", "overwatchMedic"));
    expect([full.path, full.message]).toEqual([["target"], "Bruno Hale is already at full Stun (2)"]);
    const spoiled = refusal(() =>
      p.care("doc", "mara", "overwatchMedic", [], { activity: { travelledFar: true } }),
    );
    expect(spoiled.path).toEqual(["activity"]);
    const f = new Play();
    f.act("initiative", {
      participants: [
        { character: "bruno", initiative: 0 },
        { character: "mara", initiative: 3 },
      ],
    });
    const fight = refusal(() => f.care("doc", "mara", "overwatchMedic"));
    expect([fight.code, fight.path]).toEqual(["conflict", ["target"]]);
    expect(fight.message).toMatch(/in a fight/);
  });
});

describe("Field Surgeon (DE-PERK-74)", () => {
  it("DE-PERK-74 DE-HEAL-6 ally HP 1/3 → 2/3, one use of supplies; its next long rest gives no HP, the one after does", () => {
    const p = new Play();
    p.current("mara", { hp: 1 });
    const from = p.state;
    const r = p.care("doc", "mara", "fieldSurgeon");
    expect(r.roll!.outcome).toMatchObject({
      restored: 1,
      suppliesUsed: { medical: 1, repair: 0 },
      noHpNextLongRest: true,
    });
    expect(p.track("mara")).toMatchObject({ hp: 2, maxHp: 3 });
    expect(p.data("mara").rest.noHpNextLongRest).toBe(true);
    expect(r.events.find((e) => e.type === "character.changed")).toMatchObject({
      changes: ["HP 1 → 2", "no HP on the next long rest (Field Surgeon)"],
    });
    p.expectReplays(from, r.events);
    // Once per long rest for the ally.
    const again = refusal(() => p.care("doc", "mara", "fieldSurgeon"));
    expect([again.path, again.message]).toEqual([
      ["target"],
      "Mara Quill has had field surgery since its last long rest: once per long rest",
    ]);
    // Her next long rest: no HP, whatever the check would have been, even with supplies.
    const rest = p.act("rest", { actor: "mara", kind: "long", medicalSupplies: true });
    expect(rest.roll!.outcome).toMatchObject({ hpBlocked: "fieldSurgeon", gained: { hp: 0 } });
    expect(p.track("mara")).toMatchObject({ hp: 2 });
    expect(p.data("mara").rest.noHpNextLongRest).toBe(false);
    // The one after heals (9 + 9 + 1 = 19), and field surgery is open to her again.
    p.act("rest", { actor: "mara", kind: "long" }, [9, 9]);
    expect(p.track("mara")).toMatchObject({ hp: 3 });
    p.current("mara", { hp: 2 });
    p.care("doc", "mara", "fieldSurgeon");
    expect(p.track("mara")).toMatchObject({ hp: 3 });
  });

  it("DE-PERK-74 DE-PERK-75 with Critical Care, surgery on a stabilised ally at 0 HP gives 2 HP", () => {
    const p = new Play();
    p.edit("doc", (c) => ({ ...c, perks: { ...c.perks, criticalCare: { rank: 1, source: "xp" } } }));
    p.note("otto", stabilised(HOUR));
    const r = p.care("doc", "otto", "fieldSurgeon");
    expect(r.roll!.summary).toContain("doubled by Critical Care");
    expect(p.track("otto")).toMatchObject({ hp: 2 });
    // Out of the dying state (DE-DEATH-8); still asleep until Stun comes back.
    expect(p.view("otto").vitals.death).toMatchObject({ successes: 0, failures: 0, stabilised: false });
  });

  it("DE-PERK-74 refused without the perk, for a dying ally, at full HP, or on a Resilience body", () => {
    const p = new Play();
    const e = refusal(() => p.care("ilse", "mara", "fieldSurgeon"));
    expect(e.path).toEqual(["perk"]);
    expect(e.message).toMatch(/does not hold Field Surgeon: buy it first \(300 XP; prerequisites: Surgeon\)/);
    const dying = refusal(() => p.care("doc", "otto", "fieldSurgeon"));
    expect([dying.path, dying.message]).toEqual([
      ["target"],
      "Otto Brask is dying: resolve the death checks or stabilise Otto Brask first",
    ]);
    expect(refusal(() => p.care("doc", "bruno", "fieldSurgeon")).message).toMatch(/already at full HP/);
  });
});

/** Cog and Fixit, a medic too, with the technician perks `techPerks`. */
const workshop = (techPerks: string[] = ["advancedResilienceRepair"]) =>
  repairTable([{ kind: "skill", skill: "medic" }, ...techPerks.map((perk) => ({ kind: "perk", perk }))]);

describe("Advanced Resilience Repair (DE-PERK-79)", () => {
  it("DE-PERK-79 1 Res for a use of repair supplies during a short rest, once per long rest of the technician", () => {
    const p = workshop();
    p.current("cog", { res: 1 });
    const from = p.state;
    const r = p.care("fixit", "cog", "advancedResilienceRepair");
    expect(r.roll!.outcome).toMatchObject({ restored: 1, suppliesUsed: { medical: 0, repair: 1 } });
    expect(p.track("cog")).toMatchObject({ res: 2 });
    expect(careNote(p.state, "fixit").usedSinceLongRest).toEqual(["advancedResilienceRepair"]);
    expect(p.state.notes[careNoteId("fixit")]).toMatchObject({
      kind: CARE_NOTE_KIND,
      text: "care given by fixit",
    });
    p.expectReplays(from, r.events);
    const again = refusal(() => p.care("fixit", "cog", "advancedResilienceRepair"));
    expect([again.path, again.message]).toEqual([
      ["perk"],
      "Fixit has used Advanced Resilience Repair since its last long rest: once per long rest",
    ]);
    // Cog's long rest does not give Fixit the use back; Fixit's does.
    p.act("rest", { actor: "cog", kind: "long", selfRepair: false });
    expect(refusal(() => p.care("fixit", "cog", "advancedResilienceRepair")).path).toEqual(["perk"]);
    p.act("rest", { actor: "fixit", kind: "long", hpCheck: false });
    expect(careNote(p.state, "fixit").usedSinceLongRest).toEqual([]);
    p.care("fixit", "cog", "advancedResilienceRepair");
    expect(p.track("cog")).toMatchObject({ res: 3 });
  });

  it("DE-PERK-79 DE-PERK-78 DE-RES-5 with Enhanced Repair Kit it mends 2, and a body at 0 Res wakes", () => {
    const p = workshop(["advancedResilienceRepair", "enhancedRepairKit"]);
    p.current("cog", { res: 0 });
    p.note("cog", {
      unconscious: { cause: "resilience", since: 0, until: null },
      death: { successes: 3, failures: 0, stabilised: true, nextCheckAt: null },
    });
    const r = p.care("fixit", "cog", "advancedResilienceRepair");
    expect(r.roll!.summary).toContain("Cog wakes up");
    expect(p.track("cog")).toMatchObject({ res: 2 });
    expect(p.view("cog").vitals.unconscious).toBeNull();
  });

  it("DE-PERK-79 refused without the perk, or on an HP body", () => {
    const p = workshop([]);
    expect(refusal(() => p.care("fixit", "cog", "advancedResilienceRepair")).message).toMatch(
      /does not hold Advanced Resilience Repair: buy it first \(400 XP; prerequisites: Mechanic\)/,
    );
    const q = workshop();
    expect(refusal(() => q.care("fixit", "mara", "advancedResilienceRepair")).message).toMatch(
      /has HP and Stun, not Resilience/,
    );
  });
});

describe("Tech Medic on the long rest (DE-PERK-77)", () => {
  it("DE-PERK-77 two uses of medical supplies stand in for the one use of repair supplies: +1 Res", () => {
    const p = workshop(["techMedic"]);
    p.current("cog", { res: 1 });
    // Both repair checks fail (Cog 2 + 2 + 1, Fixit 2 + 2 + 2): only the supplies mend.
    const r = p.act("rest", { actor: "cog", kind: "long", helper: "fixit", techMedic: true }, [2, 2, 2, 2]);
    expect(r.roll!.outcome).toMatchObject({
      gained: { res: 1 },
      suppliesUsed: { medical: 2, repair: 0 },
      techMedic: true,
    });
    expect(r.roll!.summary).toContain("recovers 1 RES (medical supplies (Tech Medic))");
    expect(p.track("cog")).toMatchObject({ res: 2 });
  });

  it("DE-PERK-77 DE-PERK-75 Critical Care doubles the medical supplies at 0 Res; Enhanced Repair Kit does not apply", () => {
    const p = workshop(["techMedic", "enhancedRepairKit"]);
    p.edit("fixit", (c) => ({
      ...c,
      skills: [...c.skills, "surgeon"],
      perks: { ...c.perks, criticalCare: { rank: 1, source: "xp" } },
    }));
    p.current("cog", { res: 0 });
    p.note("cog", {
      unconscious: { cause: "resilience", since: 0, until: null },
      death: { successes: 3, failures: 0, stabilised: true, nextCheckAt: null },
    });
    p.act("rest", { actor: "cog", kind: "long", helper: "fixit", techMedic: true }, [2, 2]);
    expect(p.track("cog")).toMatchObject({ res: 2 });
    const q = workshop(["techMedic", "enhancedRepairKit"]);
    q.current("cog", { res: 1 });
    q.act(
      "rest",
      { actor: "cog", kind: "long", helper: "fixit", techMedic: true, selfRepair: false },
      [2, 2],
    );
    expect(q.track("cog")).toMatchObject({ res: 2 });
  });

  it("DE-PERK-77 refused by techMedic: without the perk, beside repairSupplies, on an HP body, on a short rest", () => {
    const p = workshop([]);
    const none = refusal(() =>
      p.act("rest", { actor: "cog", kind: "long", helper: "fixit", techMedic: true }),
    );
    expect([none.path, none.code]).toEqual([["techMedic"], "refused"]);
    expect(none.message).toMatch(/Fixit does not hold Tech Medic/);
    const q = workshop(["techMedic"]);
    const both = { actor: "cog", kind: "long", helper: "fixit", techMedic: true, repairSupplies: true };
    expect(refusal(() => q.act("rest", both)).path).toEqual(["techMedic"]);
    expect(
      refusal(() => q.act("rest", { actor: "mara", kind: "long", helper: "fixit", techMedic: true })).path,
    ).toEqual(["techMedic"]);
    expect(refusal(() => q.act("rest", { actor: "cog", kind: "short", techMedic: true })).path).toEqual([
      "techMedic",
    ]);
  });
});

describe("Optimised Recovery (DE-PERK-69)", () => {
  it("DE-PERK-69 DE-HEALTH-6 a 5-hour 0-Stun sleep becomes 3 hours, once", () => {
    const p = new Play();
    // Mara fails her consciousness check (2 + 3 + 1 < 13) and rolls 5 hours.
    p.act("unconsciousCheck", { actor: "mara" }, [2, 3, 5]);
    expect(p.view("mara").vitals.unconscious).toEqual({ cause: "stun", since: 0, until: 5 * HOUR });
    const from = p.state;
    const r = p.care("doc", "mara", "optimisedRecovery");
    expect(r.roll!.outcome).toMatchObject({ hours: { from: 5, to: 3 } });
    expect(r.roll!.summary).toBe(
      "Doc Harrow tends Mara Quill (Optimised Recovery): 5 h → 3 h unconscious; Mara Quill falls unconscious (stun)",
    );
    expect(p.view("mara").vitals.unconscious).toEqual({
      cause: "stun",
      since: 0,
      until: 3 * HOUR,
      shortened: true,
    });
    p.expectReplays(from, r.events);
    const again = refusal(() => p.care("doc", "mara", "optimisedRecovery"));
    expect([again.path, again.message]).toEqual([
      ["target"],
      "Mara Quill: its recovery time has already been halved by Optimised Recovery",
    ]);
  });

  it("DE-PERK-69 DE-DEATH-6 after stabilising: 4 h → 2 h; if that time has passed, the ally wakes at once with 1 Stun", () => {
    const p = new Play();
    p.note("otto", stabilised(4 * HOUR));
    p.state = { ...p.state, clock: 150 }; // 2 h 30 min on the table clock
    const r = p.care("doc", "otto", "optimisedRecovery");
    expect(r.roll!.summary).toContain("Otto Brask wakes up");
    expect(p.view("otto").vitals.unconscious).toBeNull();
    expect(p.track("otto")).toMatchObject({ hp: 0, stun: 1 });
  });

  it("DE-PERK-69 refused with no set time to wake (dying), for someone awake, and without the perk", () => {
    const p = new Play();
    const dying = refusal(() => p.care("doc", "otto", "optimisedRecovery"));
    expect(dying.path).toEqual(["target"]);
    expect(dying.message).toMatch(/no set time to wake/);
    expect(refusal(() => p.care("doc", "bruno", "optimisedRecovery")).message).toMatch(/awake/);
    expect(refusal(() => p.care("ilse", "otto", "optimisedRecovery")).path).toEqual(["perk"]);
    expect(
      refusal(() => p.care("doc", "otto", "optimisedRecovery", [], { activity: { strenuous: true } })).path,
    ).toEqual(["activity"]);
  });
});

describe("Emergency Protocol (DE-PERK-70)", () => {
  function fight() {
    const p = new Play({ racelessBaseSpeed: 6 });
    p.edit("doc", (c) => ({ ...c, perks: { ...c.perks, emergencyProtocol: { rank: 1, source: "xp" } } }));
    p.act("initiative", {
      participants: [
        { character: "bruno", initiative: 0 },
        { character: "mara", initiative: 3 },
        { character: "doc", initiative: 7 },
      ],
    });
    // Mara at 0 Stun takes 1: HP 1, DC 14; 2 + 3 + 1 fails; 4 hours. She falls at time 0.
    p.act("damage", { target: "mara", damage: { parts: [{ amount: 1 }] } }, [2, 3, 4]);
    return p;
  }

  it("DE-PERK-70 DE-INT-4 Doc, not active, spends 1 initiative the moment Mara falls, to move up to ceil(6 / 2) = 3 m", () => {
    const p = fight();
    const from = p.state;
    const r = p.care("doc", "mara", "emergencyProtocol");
    expect(r.roll!.summary).toBe(
      "Doc Harrow answers Mara Quill's fall (Emergency Protocol, 1 initiative): moves up to 3 m toward Mara Quill",
    );
    expect(r.roll!.outcome).toMatchObject({ cost: 1, metres: 3 });
    expect(r.events.find((e) => e.type === "ticks.spent")).toMatchObject({ id: "doc", cost: 1 });
    expect(p.state.encounter!.participants.find((x) => x.id === "doc")!.tick).toBe(8);
    p.expectReplays(from, r.events);
  });

  it("DE-PERK-70 refused for an ally who fell earlier, one still awake, or a medic without the perk", () => {
    const p = fight();
    expect(refusal(() => p.care("doc", "bruno", "emergencyProtocol")).message).toMatch(/not unconscious/);
    p.act("act", { actor: "bruno", action: { kind: "wait", amount: 2 } });
    const late = refusal(() => p.care("doc", "mara", "emergencyProtocol"));
    expect(late.path).toEqual(["target"]);
    expect(late.message).toMatch(/answers the fall as it happens/);
    const q = fight();
    q.edit("doc", (c) => {
      const { emergencyProtocol: _, ...perks } = c.perks;
      return { ...c, perks };
    });
    const e = refusal(() => q.care("doc", "mara", "emergencyProtocol"));
    expect(e.path).toEqual(["perk"]);
    expect(e.message).toMatch(
      /does not hold Emergency Protocol: buy it first \(250 XP; prerequisites: Medic\)/,
    );
  });

  it("DE-PERK-70 the tracker's plain interrupt refuses Emergency Protocol and sends it to the care action, which charges it once", () => {
    const p = fight();
    const e = refusal(() => p.act("interrupt", { actor: "doc", interrupt: "emergencyProtocol" }));
    expect(e).toMatchObject({ code: "invalid", path: ["interrupt"] });
    expect(e.message).toMatch(/Emergency Protocol is taken with the care action/);
  });
});
