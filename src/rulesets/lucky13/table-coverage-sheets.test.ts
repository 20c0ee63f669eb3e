// Issue 21: what a seated character is and how it changes, proved at the table. Characters are seated
// through the Session (validated by the ruleset, as the server's character.put is), changed by the
// damage, heal, recovered, award and buy actions, and read back as the sheet the table derives and the
// dice the next check throws.

import { describe, expect, it } from "vitest";
import { EXAMPLE_SPECIALIZATIONS, type L13Options, SKILL_PRESETS } from "./character/index.js";
import { engineError, type L13Table, l13Table, sheetOf } from "./testing/table-coverage.js";

const pulseDie = (t: L13Table, actor: string) =>
  t.act("check", { actor, ability: "pulse", skill: "fighting", difficulty: "heroic" }, [2, 2]).shape[0];
const skills = (o: L13Options, patch: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(o.skills.map((s) => [s.id, "d6"])),
  ...patch,
});
const withPulse = (o: L13Options, pulse: string, hp: number, name = `Pulse ${pulse}`) =>
  sheetOf(o, { name, abilities: { will: "d6", charm: "d6", pulse, intellect: "d6", reflex: "d6" }, hp });

describe("hit points at the table", () => {
  it("L13-HP-1 maximum HP is 10 × the Pulse die's ladder index: healing stops at 10, 20, 30, 40, 50", () => {
    const dice = ["d4", "d6", "d8", "d10", "d12"];
    const t = l13Table({}, (o) => Object.fromEntries(dice.map((d) => [d, withPulse(o, d, 1)])));
    dice.forEach((d, i) => {
      t.act("heal", { target: d, amount: 500 });
      expect(t.sheet(d), d).toMatchObject({ hp: 10 * (i + 1), maxHp: 10 * (i + 1), pulse: d });
    });
    expect(t.sheet("casimir").maxHp).toBe(30);
    const over = engineError(() => t.seat("big", withPulse(t.options, "d8", 31)));
    expect(over.path.map(String)).toEqual(["hp"]);
  });

  it("L13-HP-2 the Pulse die a check throws follows HP: d12 from 41, d10 from 31, d8 from 21, d6 from 11, d4 from 1, none at 0", () => {
    const t = l13Table({}, (o) => ({ ox: withPulse(o, "d12", 50, "Ox") }));
    const path: [number, number][] = [
      [0, 12],
      [9, 12],
      [1, 10],
      [9, 10],
      [1, 8],
      [9, 8],
      [1, 6],
      [9, 6],
      [1, 4],
      [9, 4],
    ];
    let hp = 50;
    for (const [amount, die] of path) {
      if (amount > 0) t.act("damage", { target: "ox", amount });
      hp -= amount;
      expect(pulseDie(t, "ox"), `${hp} HP`).toEqual(["ability", die]);
      expect(t.sheet("ox").pulse).toBe(`d${die}`);
    }
    expect(hp).toBe(1);
    t.act("damage", { target: "ox", amount: 1 });
    expect(t.sheet("ox")).toMatchObject({ hp: 0, pulse: null, status: "dying" });
    expect(engineError(() => pulseDie(t, "ox")).code).toBe("refused");
    // The permanent die stays on the sheet; only the rollable one fell.
    expect(t.character("ox").abilities.pulse).toBe("d12");
  });

  it("L13-HP-7 hpPerPulseDie 5: Pulse d8 has 15 HP, d6 at 10, d4 at 5, d8 again at 11; death stays at −8", () => {
    const t = l13Table({ hpPerPulseDie: 5 }, (o) => ({ fen: withPulse(o, "d8", 15, "Fen") }));
    expect(t.sheet("fen")).toMatchObject({ maxHp: 15, pulse: "d8", deathAt: -8 });
    expect(t.sheet("brunella").maxHp).toBe(10);
    const steps: [number, number | null][] = [
      [4, 8],
      [1, 6],
      [5, 4],
      [5, null],
    ];
    for (const [amount, die] of steps) {
      t.act("damage", { target: "fen", amount });
      if (die !== null) expect(pulseDie(t, "fen")).toEqual(["ability", die]);
    }
    t.act("heal", { target: "fen", amount: 11 });
    expect(t.sheet("fen")).toMatchObject({ hp: 11, pulse: "d8" });
    t.act("damage", { target: "fen", amount: 18 });
    expect(t.sheet("fen")).toMatchObject({ hp: -7, status: "dying" });
    t.act("damage", { target: "fen", amount: 1 });
    expect(t.sheet("fen")).toMatchObject({ hp: -8, status: "dead" });
  });

  it("L13-DEATH-8 healed from dying: cinematic fights on at once; gritty is flagged recuperating until the GM's recovered", () => {
    const downAndHeal = (t: L13Table) => {
      t.act("damage", { target: "casimir", amount: 30 });
      expect(t.sheet("casimir").status).toBe("dying");
      return t.act("heal", { target: "casimir", amount: 5 });
    };
    const cinematic = l13Table();
    const back = downAndHeal(cinematic);
    expect((back.events[0] as { changes: string[] }).changes.join(" ")).not.toMatch(/recuperating/);
    expect(cinematic.sheet("casimir")).toMatchObject({ hp: 5, status: "ok", recuperating: false });
    const free = cinematic.act(
      "check",
      { actor: "casimir", ability: "pulse", skill: "fighting", difficulty: "easy" },
      [2, 2, 2],
    );
    expect(free.shape[0]).toEqual(["ability", 4]);

    const gritty = l13Table({ playMode: "gritty" });
    expect(gritty.options.recoveryMode).toBe("gritty");
    const healed = downAndHeal(gritty);
    expect(healed.events.map((e) => e.type)).toEqual(["character.changed"]);
    expect((healed.events[0] as { changes: string[] }).changes.join(" ")).toMatch(/recuperating/);
    expect(gritty.sheet("casimir")).toMatchObject({ hp: 5, status: "ok", recuperating: true });
    // Only shown: no penalty is applied by itself, the same pool is thrown.
    const flagged = gritty.act(
      "check",
      { actor: "casimir", ability: "pulse", skill: "fighting", difficulty: "easy" },
      [2, 2, 2],
    );
    expect(flagged.shape).toEqual(free.shape);
    gritty.act("recovered", { target: "casimir" });
    expect(gritty.sheet("casimir").recuperating).toBe(false);

    // The option can be set apart from the play mode, either way.
    const apart = l13Table({ playMode: "gritty", recoveryMode: "cinematic" });
    downAndHeal(apart);
    expect(apart.sheet("casimir").recuperating).toBe(false);
    const strict = l13Table({ recoveryMode: "gritty" });
    downAndHeal(strict);
    expect(strict.sheet("casimir").recuperating).toBe(true);
  });
});

describe("abilities and skills on a seated sheet", () => {
  it("L13-ABIL-1 five abilities in the book's order, whatever their labels; a sixth or a missing one is refused", () => {
    const t = l13Table({ labels: { abilities: { reflex: "Agility" } } });
    expect(t.sheet("brunella").abilities.map((a) => [a.id, a.label])).toEqual([
      ["will", "Will"],
      ["charm", "Charm"],
      ["pulse", "Pulse"],
      ["intellect", "Intellect"],
      ["reflex", "Agility"],
    ]);
    const d6s = { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d6" };
    const sixth = engineError(() => t.seat("x", sheetOf(t.options, { abilities: { ...d6s, luck: "d6" } })));
    expect(sixth.path.map(String)[0]).toBe("abilities");
    const { reflex: _, ...four } = d6s;
    const missing = engineError(() => t.seat("x", sheetOf(t.options, { abilities: four })));
    expect(missing.path.map(String)).toEqual(["abilities", "reflex"]);
    const luck = engineError(() =>
      t.act("check", { actor: "brunella", ability: "luck", skill: "fighting", difficulty: "easy" }),
    );
    expect(luck.path).toEqual(["ability"]);
    // A label is not an id: the relabelled ability is still rolled as reflex.
    expect(
      t.act(
        "check",
        { actor: "brunella", ability: "reflex", skill: "fighting", difficulty: "easy" },
        [2, 2, 2],
      ).shape[0],
    ).toEqual(["ability", 8]);
  });

  it("L13-ABIL-11 an ability die is one die from d4 to d12: none or a group is refused, and a d12 cannot be bought up", () => {
    const t = l13Table({}, (o) => ({
      top: sheetOf(o, {
        name: "Top",
        abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d12" },
        ap: 100,
      }),
    }));
    const d6s = { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d6" };
    for (const reflex of ["none", null, ["d12", "d4"]]) {
      const e = engineError(() => t.seat("x", sheetOf(t.options, { abilities: { ...d6s, reflex } })));
      expect(e.path.map(String), JSON.stringify(reflex)).toEqual(["abilities", "reflex"]);
    }
    const capped = engineError(() =>
      t.act("buy", { actor: "top", purchases: [{ kind: "raiseAbility", ability: "reflex" }] }),
    );
    expect(capped.code).toBe("refused");
    expect(t.character("top")).toMatchObject({ ap: 100, abilities: { reflex: "d12" } });
    // A purchase below d12 moves the one die up one size.
    t.act("buy", { actor: "top", purchases: [{ kind: "raiseAbility", ability: "will" }] });
    expect(t.character("top").abilities.will).toBe("d8");
  });

  it("L13-SKILL-1 the ruleset's skills in order, a die in every one; a missing or untrained skill is refused unless allowed", () => {
    const t = l13Table(
      {
        skills: [
          { id: "brawn", label: "Brawn" },
          { id: "lore", label: "Lore" },
        ],
        combatSkill: null,
      },
      () => ({}),
      false,
    );
    t.seat("ada", sheetOf(t.options, { name: "Ada", skills: { brawn: "d8", lore: "d4" } }));
    expect(t.sheet("ada").skills.map((s) => [s.id, s.die])).toEqual([
      ["brawn", "d8"],
      ["lore", "d4"],
    ]);
    expect(
      t.act("check", { actor: "ada", ability: "will", skill: "lore", difficulty: "easy" }, [2, 2, 2])
        .shape[1],
    ).toEqual(["skill", 4]);
    expect(
      engineError(() => t.seat("x", sheetOf(t.options, { skills: { brawn: "d8" } }))).path.map(String),
    ).toEqual(["skills", "lore"]);
    expect(
      engineError(() => t.seat("x", sheetOf(t.options, { skills: { brawn: "d8", lore: null } }))).path.map(
        String,
      ),
    ).toEqual(["skills", "lore"]);
    expect(
      engineError(() =>
        t.act("check", { actor: "ada", ability: "will", skill: "fighting", difficulty: "easy" }),
      ).path,
    ).toEqual(["skill"]);
    const loose = l13Table(
      {
        skills: [
          { id: "brawn", label: "Brawn" },
          { id: "lore", label: "Lore" },
        ],
        combatSkill: null,
        allowUntrainedSkill: true,
      },
      () => ({}),
      false,
    );
    loose.seat("ada", sheetOf(loose.options, { name: "Ada", skills: { brawn: "d8", lore: null } }));
    const untrained = loose.act(
      "check",
      { actor: "ada", ability: "will", skill: "lore", difficulty: "easy" },
      [2, 2],
    );
    expect(untrained.shape).toEqual([
      ["ability", 6],
      ["difficulty", 12],
    ]);
  });

  it("L13-SKILL-5 each preset gives the table the book's list in order, and its fighting skill is the one attacks roll", () => {
    const expected = {
      fantasy: ["Spellcasting", "Scholarship", "Healing", "Sneaking", "Fighting"],
      postApocalyptic: ["History", "Communication", "Technology", "Weaponry"],
      sciFi: ["Technology", "Astrogation", "Mysticism", "Mechanics", "Diplomacy", "Combat"],
    };
    for (const [preset, labels] of Object.entries(expected)) {
      const t = l13Table({ skillPreset: preset });
      expect(
        t.options.skills.map((s) => s.label),
        preset,
      ).toEqual(labels);
      expect(
        t.sheet("brunella").skills.map((s) => s.label),
        preset,
      ).toEqual(labels);
    }
    const t = l13Table({ skillPreset: "postApocalyptic" });
    expect(t.options.skills).toHaveLength(4);
    expect(
      t.act(
        "check",
        { actor: "casimir", ability: "intellect", skill: "technology", difficulty: "easy" },
        [2, 2, 2],
      ).shape[1],
    ).toEqual(["skill", 6]);
    expect(
      engineError(() =>
        t.act("check", { actor: "casimir", ability: "pulse", skill: "fighting", difficulty: "easy" }),
      ).path,
    ).toEqual(["skill"]);
    // Casimir's Weaponry d10 (his combat skill in this preset) is the skill die of his defense.
    const attack = t.act("attack", { attacker: "brunella", defender: "casimir" }, [2, 2, 2, 5, 5, 5]);
    expect(attack.shape.slice(3, 5)).toEqual([
      ["ability", 6],
      ["skill", 10],
    ]);
    expect(t.options.combatSkill).toBe(SKILL_PRESETS.postApocalyptic.combatSkill);
  });
});

describe("specializations on a seated sheet", () => {
  it("L13-SPEC-1 a specialization has a name, one parent skill and a level; any number with distinct names", () => {
    const t = l13Table();
    t.act("award", { actor: "brunella", amount: 10, reason: "the envoy" });
    t.act("buy", {
      actor: "brunella",
      purchases: [
        { kind: "newSpecialization", name: "Axe", skill: "fighting" },
        { kind: "newSpecialization", name: "Riddles", skill: "scholarship" },
        { kind: "newSpecialization", name: "Herbs", skill: "healing" },
      ],
    });
    expect(t.character("brunella").specializations).toEqual([
      { id: "axe", name: "Axe", skill: "fighting", level: 1 },
      { id: "riddles", name: "Riddles", skill: "scholarship", level: 1 },
      { id: "herbs", name: "Herbs", skill: "healing", level: 1 },
    ]);
    expect(t.character("brunella").ap).toBe(8);
    const again = engineError(() =>
      t.act("buy", {
        actor: "brunella",
        purchases: [{ kind: "newSpecialization", name: "axe", skill: "sneaking" }],
      }),
    );
    expect(again.code).toBe("refused");
    // It belongs to its one skill: Axe steps Fighting, and only Fighting.
    const axe = { actor: "brunella", ability: "reflex", difficulty: "easy", specialization: "Axe" };
    expect(t.act("check", { ...axe, skill: "fighting" }, [2, 2, 2]).shape[1]).toEqual(["skill", 8]);
    expect(engineError(() => t.act("check", { ...axe, skill: "sneaking" })).path).toEqual(["specialization"]);
    for (const bad of [
      { id: "x", name: "X", level: 1 },
      { id: "x", name: "X", skill: "fighting", level: 1.5 },
      { id: "x", name: "X", skill: ["fighting", "sneaking"], level: 1 },
    ]) {
      expect(engineError(() => t.seat("x", sheetOf(t.options, { specializations: [bad] }))).code).toBe(
        "invalid",
      );
    }
  });

  it("L13-SPEC-3 a level outside 1..5 is refused: seated at 0 or 6, or bought past 5", () => {
    const t = l13Table({}, (o) => ({
      sage: sheetOf(o, {
        name: "Sage",
        specializations: [{ id: "runes", name: "Runes", skill: "scholarship", level: 4 }],
        ap: 20,
      }),
    }));
    for (const level of [0, 6]) {
      const e = engineError(() =>
        t.seat(
          "x",
          sheetOf(t.options, {
            specializations: [{ id: "runes", name: "Runes", skill: "scholarship", level }],
          }),
        ),
      );
      expect(e.path.map(String), String(level)).toEqual(["specializations", "0", "level"]);
    }
    t.act("buy", { actor: "sage", purchases: [{ kind: "raiseSpecialization", specialization: "runes" }] });
    expect(t.character("sage").specializations[0]!.level).toBe(5);
    const past = engineError(() =>
      t.act("buy", { actor: "sage", purchases: [{ kind: "raiseSpecialization", specialization: "runes" }] }),
    );
    expect(past.code).toBe("refused");
    expect(past.message).toMatch(/highest level, 5/);
    expect(t.character("sage")).toMatchObject({ ap: 16, specializations: [{ level: 5 }] });
  });

  it("L13-SPEC-9 one tier only: a table refuses a second tier, and a sheet or purchase has no tier to name", () => {
    expect(engineError(() => l13Table({ specializationTiers: 2 })).path.map(String)).toEqual([
      "specializationTiers",
    ]);
    const t = l13Table();
    const tiered = engineError(() =>
      t.seat(
        "x",
        sheetOf(t.options, {
          specializations: [{ id: "axe", name: "Axe", skill: "fighting", level: 1, tier: "proficiency" }],
        }),
      ),
    );
    expect(tiered.code).toBe("invalid");
    const bought = engineError(() =>
      t.act("buy", {
        actor: "brunella",
        purchases: [{ kind: "newSpecialization", name: "Axe", skill: "fighting", tier: 2 }],
      }),
    );
    expect(bought.code).toBe("invalid");
  });

  it("L13-SPEC-11 every example specialization of the book is taken at creation under its printed skill and steps that skill", () => {
    expect(EXAMPLE_SPECIALIZATIONS).toHaveLength(19);
    expect(EXAMPLE_SPECIALIZATIONS).toContainEqual({
      preset: "fantasy",
      skill: "fighting",
      name: "Tightrope walking",
    });
    for (const preset of ["fantasy", "postApocalyptic", "sciFi"] as const) {
      const t = l13Table({ skillPreset: preset, skillGeneration: "manual" }, () => ({}), false);
      const examples = EXAMPLE_SPECIALIZATIONS.filter((e) => e.preset === preset);
      const c = t.create("balanced", {
        name: "Student",
        assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" },
        skills: skills(t.options),
        specializations: examples.map((e) => ({ name: e.name, skill: e.skill })),
      });
      t.seat("student", c);
      for (const e of examples) {
        const r = t.act(
          "check",
          { actor: "student", ability: "will", skill: e.skill, difficulty: "easy", specialization: e.name },
          [2, 2, 2],
        );
        expect(r.shape[1], `${preset}: ${e.name}`).toEqual(["skill", 8]);
      }
    }
  });
});
