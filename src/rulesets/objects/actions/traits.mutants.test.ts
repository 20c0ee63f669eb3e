// Tests written to kill surviving mutants of actions/traits.ts (issue 21): the phobia and calming
// rolls' summaries word for word, their exact odds, the conditions they add or remove (and no other),
// the rating a calming roll is against, and every refusal's code, field and words.
import { describe, expect, it } from "vitest";
import { Table } from "../../../engine/table.js";
import { objects } from "../ruleset.js";
import { engineError, oddsFor, opts, run, sheet, table } from "../testing/helpers.js";

const o = opts();
const pip = sheet(o, {
  name: "Pip",
  attributes: { wisdom: 2, intelligence: 1, stamina: 2 },
  traits: [{ trait: "phobia", trigger: "Spiders", rating: 2, approved: true }],
});
const rex = (options = o) =>
  sheet(options, {
    name: "Rex",
    attributes: { wisdom: 1, intelligence: 1 },
    traits: [{ trait: "rage", rating: 2, triggers: ["insults", "lies"], approved: true }],
  });
const added = (events: { type: string }[]) =>
  events
    .filter((e) => e.type === "condition.added")
    .map((e) => (e as unknown as { condition: Record<string, unknown> }).condition);

describe("phobia", () => {
  const s = table(o, { pip, dee: sheet(o, { ...pip, name: "Dee", draft: true }) });

  it("OBJ-TRAIT-22 meeting the trigger: the summary names it, the rating and the condition", () => {
    const r = run(s, "phobia", { actor: "pip", trigger: " spiders " }, [5, 1, 1]);
    expect(r.roll.summary).toBe("Pip meets spiders (Phobia 2): 1 success, terrified");
    expect(added(r.events)).toMatchObject([{ target: "pip", name: "terrified", source: "phobia: Spiders" }]);
    const ok = run(s, "phobia", { actor: "pip", trigger: "spiders" }, [5, 6, 1]);
    expect(ok.roll.summary).toBe("Pip meets spiders (Phobia 2): 2 successes, holds firm");
    expect(ok.outcome).toMatchObject({
      difficulty: 2,
      effectiveDifficulty: 2,
      pool: 3,
      situation: "encounter",
    });
  });

  it("OBJ-TRAIT-23 OBJ-TRAIT-24 forced contact, with fear immunity recorded and ignored", () => {
    const r = run(
      s,
      "phobia",
      { actor: "pip", trigger: "spiders", situation: "contact", fearImmune: true },
      [1, 1, 1, 1],
    );
    expect(r.roll.summary).toBe(
      "Pip is forced to touch spiders (Phobia 2): 0 successes, unconscious — fear immunity does not help",
    );
  });

  it("OBJ-TRAIT-22 the odds of holding firm: WIS 2 + INT 1 against 2", () => {
    const odds = oddsFor(s, "phobia", { actor: "pip", trigger: "spiders" });
    // At least 2 of 3 dice at 1/3: 3·(1/3)²·(2/3) + (1/3)³ = 7/27.
    expect(odds.partition.success).toBeCloseTo(7 / 27, 12);
    expect(odds.partition.failure).toBeCloseTo(20 / 27, 12);
    expect(odds.partition.impossible).toBe(0);
    expect(odds.distributions.successes).toHaveLength(4);
  });

  it("OBJ-TRAIT-21 refusals: a trigger not feared, a draft", () => {
    const e = engineError(() => run(s, "phobia", { actor: "pip", trigger: "snakes" }));
    expect([e.code, e.path, e.message]).toEqual(["invalid", ["trigger"], "Pip has no phobia of 'snakes'"]);
    const d = engineError(() => run(s, "phobia", { actor: "dee", trigger: "spiders" }));
    expect([d.code, d.path]).toEqual(["refused", ["actor"]]);
  });
});

describe("rage and calming down", () => {
  const enraged = (options = o) => {
    const t = new Table(objects as never, table(options, { rex: rex(options), pip: sheet(options, pip) }));
    t.commit(run(t.state, "rage", { actor: "rex", trigger: "Insults" }).events);
    return t;
  };

  it("OBJ-TRAIT-26 the rage conditions carry the rating and the trigger", () => {
    const t = enraged();
    expect(t.state.conditions.map((c) => [c.name, c.rating ?? null, c.source])).toEqual([
      ["enraged", 2, "rage: Insults"],
      ["gm-controlled", null, "rage: Insults"],
    ]);
  });

  it("OBJ-TRAIT-26 refusals: an unknown trigger, already enraged, a draft", () => {
    const s = table(o, { rex: rex(), d: { ...rex(), draft: true } });
    const e = engineError(() => run(s, "rage", { actor: "rex", trigger: "rain" }));
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["trigger"],
      "'rain' is not one of Rex's rage triggers",
    ]);
    const again = engineError(() => run(enraged().state, "rage", { actor: "rex", trigger: "insults" }));
    expect([again.code, again.path, again.message]).toEqual([
      "conflict",
      ["actor"],
      "Rex is already enraged",
    ]);
    expect(engineError(() => run(s, "rage", { actor: "d", trigger: "insults" })).path).toEqual(["actor"]);
  });

  it("OBJ-TRAIT-27 the summary names who stepped in; success removes only the rage's two conditions", () => {
    const t = enraged();
    t.state.conditions.push({ id: "other", target: "rex", name: "prone", source: "a fall" } as never);
    const r = run(t.state, "calm", { actor: "rex", intervenedBy: "pip" }, [5, 5]);
    expect(r.roll.summary).toBe("Rex fights the rage as Pip steps in: 2 of 2, calms down");
    expect(r.events.filter((e) => e.type === "condition.removed")).toEqual([
      { type: "condition.removed", id: t.state.conditions[0]!.id, reason: "calmed down" },
      { type: "condition.removed", id: t.state.conditions[1]!.id, reason: "calmed down" },
    ]);
    const fail = run(t.state, "calm", { actor: "rex", intervenedBy: "pip" }, [5, 1]);
    expect(fail.roll.summary).toBe("Rex fights the rage as Pip steps in: 1 of 2, still enraged");
    expect(fail.events.map((e) => e.type)).toEqual(["roll"]);
  });

  it("OBJ-TRAIT-27 an enraged condition with no rating is fought against the sheet's Rage, else 1", () => {
    const each = opts({ rageRecoveryGate: "each-turn" });
    const s = table(each, { rex: rex(each), pip: sheet(each, pip) });
    for (const target of ["rex", "pip"])
      s.conditions.push({ id: `c-${target}`, target, name: "enraged", source: "the GM" } as never);
    expect(run(s, "calm", { actor: "rex" }, [5, 1]).outcome).toMatchObject({ difficulty: 2, success: false });
    expect(run(s, "calm", { actor: "pip" }, [5, 1, 1]).outcome).toMatchObject({
      difficulty: 1,
      success: true,
    });
  });

  it("OBJ-TRAIT-27 the odds of calming down: WIS 1 + INT 1 against Rage 2", () => {
    const odds = oddsFor(enraged().state, "calm", { actor: "rex", intervenedBy: "pip" });
    expect(odds.partition.success).toBeCloseTo(1 / 9, 12);
    expect(odds.partition.failure).toBeCloseTo(8 / 9, 12);
  });

  it("OBJ-TRAIT-28 refusals: not enraged, nobody stepping in, stepping in for oneself, a stranger", () => {
    const calm = (state: Table["state"], p: Record<string, unknown>) =>
      engineError(() => run(state, "calm", { actor: "rex", ...p }));
    const none = calm(table(o, { rex: rex() }), { intervenedBy: "pip" });
    expect([none.code, none.path, none.message]).toEqual(["conflict", ["actor"], "Rex is not enraged"]);
    const t = enraged();
    const alone = calm(t.state, {});
    expect([alone.code, alone.path, alone.message]).toEqual([
      "refused",
      ["intervenedBy"],
      "intervenedBy: the roll to calm down needs another character to step in",
    ]);
    const self = calm(t.state, { intervenedBy: "rex" });
    expect([self.code, self.path, self.message]).toEqual([
      "refused",
      ["intervenedBy"],
      "intervenedBy: it must be another character",
    ]);
    const stranger = calm(t.state, { intervenedBy: "zed" });
    expect([stranger.code, stranger.path]).toEqual(["not_found", ["intervenedBy"]]);
  });

  it("OBJ-TRAIT-28 by option, the character tries alone, in a fight only on their own turn", () => {
    const each = opts({ rageRecoveryGate: "each-turn" });
    const t = enraged(each);
    t.commit(
      run(
        t.state,
        "initiative",
        { participants: [{ character: "pip" }, { character: "rex" }] },
        [5, 5, 1, 1, 1, 1],
      ).events,
    );
    expect(t.state.encounter!.order).toEqual(["pip", "rex"]);
    const e = engineError(() => run(t.state, "calm", { actor: "rex" }));
    expect([e.code, e.path, e.message]).toEqual([
      "refused",
      ["actor"],
      "Rex may try to calm down on their own turn",
    ]);
    t.commit(run(t.state, "nextTurn", {}).events);
    const r = run(t.state, "calm", { actor: "rex" }, [5, 5]);
    expect(r.roll.summary).toBe("Rex fights the rage: 2 of 2, calms down");
    expect(r.outcome.intervenedBy).toBeNull();
  });
});

describe("trait rolls: whose trait, whose condition, and the record", () => {
  it("OBJ-TRAIT-21 only the actor's own approved Phobia of that trigger counts", () => {
    const other = sheet(o, {
      name: "Oz",
      traits: [
        { trait: "quirk", label: "Quirk", kind: "negative", rating: 2, trigger: "spiders", approved: true },
      ],
    });
    const unapproved = { ...pip, traits: [{ ...pip.traits[0]!, approved: false }] };
    const s = table(o, { oz: other, pip: unapproved });
    expect(engineError(() => run(s, "phobia", { actor: "oz", trigger: "spiders" })).path).toEqual([
      "trigger",
    ]);
    expect(engineError(() => run(s, "phobia", { actor: "pip", trigger: "spiders" })).path).toEqual([
      "trigger",
    ]);
    expect(engineError(() => run(s, "phobia", { actor: "zz", trigger: "spiders" })).path).toEqual(["actor"]);
  });

  it("OBJ-TRAIT-22 the phobia roll's record: id, action, dice, the roll first, a condition with its own id", () => {
    const s = table(o, { pip });
    const r = run(s, "phobia", { actor: "pip", trigger: "spiders" }, [1, 1, 1]);
    expect(r.roll).toMatchObject({ action: "phobia", actor: "pip", partition: "failure" });
    expect(r.roll.id).toMatch(/^roll/);
    expect(r.roll.dice.map((d) => d.role)).toEqual(["pool", "pool", "pool"]);
    expect(r.events.map((e) => e.type)).toEqual(["roll", "condition.added"]);
    expect((r.events[1] as unknown as { condition: { id: string } }).condition.id).toMatch(/^condition/);
    expect(() => run(s, "phobia", { actor: "pip", trigger: "spiders" }, [1])).toThrow(/phobia/);
  });

  it("OBJ-TRAIT-26 only the actor's own approved Rage counts; someone else's rage does not block", () => {
    const other = sheet(o, {
      name: "Oz",
      traits: [
        {
          trait: "grudge",
          label: "Grudge",
          kind: "negative",
          rating: 1,
          triggers: ["insults"],
          approved: true,
        },
      ],
    });
    const unapproved = { ...rex(), traits: [{ ...rex().traits[0]!, approved: false }] };
    const s = table(o, { oz: other, rex: unapproved, zed: rex() });
    expect(engineError(() => run(s, "rage", { actor: "oz", trigger: "insults" })).path).toEqual(["trigger"]);
    expect(engineError(() => run(s, "rage", { actor: "rex", trigger: "insults" })).path).toEqual(["trigger"]);
    expect(engineError(() => run(s, "rage", { actor: "nobody", trigger: "insults" })).path).toEqual([
      "actor",
    ]);
    s.conditions.push({ id: "c1", target: "oz", name: "enraged", source: "x" } as never);
    s.conditions.push({ id: "c2", target: "zed", name: "prone", source: "x" } as never);
    const r = run(s, "rage", { actor: "zed", trigger: "insults" });
    expect(added(r.events).map((c) => [c.target, c.name])).toEqual([
      ["zed", "enraged"],
      ["zed", "gm-controlled"],
    ]);
    expect(added(r.events).every((c) => /^condition/.test(c.id as string))).toBe(true);
  });

  it("OBJ-TRAIT-27 calming down: another's rage is not the actor's, and only the actor's conditions go", () => {
    const each = opts({ rageRecoveryGate: "each-turn" });
    const s = table(each, { rex: rex(each), pip: sheet(each, pip) });
    s.conditions.push({ id: "p1", target: "pip", name: "enraged", source: "x" } as never);
    s.conditions.push({ id: "p2", target: "pip", name: "gm-controlled", source: "x" } as never);
    expect(engineError(() => run(s, "calm", { actor: "rex" })).message).toBe("Rex is not enraged");
    s.conditions.push({ id: "r1", target: "rex", name: "enraged", rating: 1, source: "x" } as never);
    const r = run(s, "calm", { actor: "rex" }, [5, 1]);
    expect(
      r.events.filter((e) => e.type === "condition.removed").map((e) => (e as unknown as { id: string }).id),
    ).toEqual(["r1"]);
    expect(r.roll).toMatchObject({ action: "calm", actor: "rex" });
    expect(r.roll.id).toMatch(/^roll/);
    expect(r.roll.dice.map((d) => d.role)).toEqual(["pool", "pool"]);
    expect(() => run(s, "calm", { actor: "rex" }, [])).toThrow(/rage/);
    expect(engineError(() => run(s, "calm", { actor: "rex", intervenedBy: "zz" }, [5, 1])).path).toEqual([
      "intervenedBy",
    ]);
    expect(engineError(() => run(s, "calm", { actor: "zz" })).path).toEqual(["actor"]);
  });

  it("OBJ-TRAIT-27 the calming odds give the distribution of successes", () => {
    const each = opts({ rageRecoveryGate: "each-turn" });
    const s = table(each, { rex: rex(each) });
    s.conditions.push({ id: "r1", target: "rex", name: "enraged", rating: 2, source: "x" } as never);
    const odds = oddsFor(s, "calm", { actor: "rex" });
    expect(odds.distributions.successes).toHaveLength(3);
  });
});

describe("calming down: the enraged condition itself", () => {
  it("OBJ-TRAIT-27 another condition of the actor is not the rage: refused alone, passed over before the rage", () => {
    const each = opts({ rageRecoveryGate: "each-turn" });
    const s = table(each, { rex: rex(each) });
    s.conditions.push({ id: "p1", target: "rex", name: "prone", source: "a fall" } as never);
    expect(engineError(() => run(s, "calm", { actor: "rex" })).message).toBe("Rex is not enraged");
    s.conditions.push({ id: "r1", target: "rex", name: "enraged", rating: 1, source: "x" } as never);
    expect(run(s, "calm", { actor: "rex" }, [5, 1]).outcome).toMatchObject({ difficulty: 1, success: true });
  });
});
