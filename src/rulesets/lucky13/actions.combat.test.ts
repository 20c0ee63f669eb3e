// Attacks and initiative through the ruleset's actions: pools built from character sheets, faces
// injected attacker first, then defender, then the damage die; initiative in the order participants
// are listed, roll-offs after.

import { describe, expect, it } from "vitest";
import type { DieRecord } from "../../engine/roll.js";
import { oddsOf } from "../../engine/table.js";
import { engineRefusal } from "../../engine/testing/refusal.js";
import { derive, type L13Character, type L13Options } from "./character/index.js";
import { lucky13 } from "./ruleset.js";
import { options, session, sheet, table } from "./testing/table.js";

const withReflex = (o: L13Options, name: string, reflex: string) =>
  sheet(o, { name, abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex } });

function s0() {
  return session(table(options()));
}

const engineError = engineRefusal;

const group = (dice: DieRecord[], g: string) => dice.filter((d) => d.group === g);
const shape = (dice: DieRecord[]) => dice.map((d) => [d.role, d.sides]);
const BOOK_FACES = [4, 5, 7, 2, 6, 4, 6];
const bookAttack = { attacker: "brunella", defender: "casimir" };

describe("attack action: the book's fight", () => {
  it("L13-CMB-1 L13-CMB-5 L13-CMB-4 Brunella hits Casimir: 16 against 12, margin 4, Damage d10 6 + 4 = 10", () => {
    const s = session(table(options()));
    const r = s.act("attack", bookAttack, BOOK_FACES);
    expect(r.used).toBe(7);
    expect(shape(group(r.roll!.dice, "attacker"))).toEqual([
      ["ability", 8],
      ["skill", 6],
      ["accuracy", 8],
    ]);
    expect(shape(group(r.roll!.dice, "defender"))).toEqual([
      ["ability", 6],
      ["skill", 10],
      ["defense", 6],
    ]);
    expect(shape(group(r.roll!.dice, "damage"))).toEqual([["damage", 10]]);
    expect(r.outcome).toMatchObject({ attackTotal: 16, defenseTotal: 12, hit: true, margin: 4, damage: 10 });
    expect(r.roll!.partition).toBe("hit");
  });

  it("L13-HP-6 L13-ABIL-5 L13-ARM-2 the damage is applied at once: Casimir 30 → 20 HP, Pulse d8 → d6, Reflex still d6", () => {
    const s = session(table(options()));
    const r = s.act("attack", bookAttack, BOOK_FACES);
    expect(r.events.map((e) => e.type)).toEqual(["roll", "character.changed"]);
    const casimir = s.character("casimir");
    expect(casimir.hp).toBe(20);
    const d = derive(casimir, options());
    expect(d).toMatchObject({ pulse: "d6", permanentPulse: "d8", status: "ok", unconscious: false });
    expect(casimir.abilities.reflex).toBe("d6");
    expect(casimir.armor).toBe("d6");
  });

  it("L13-CMB-2 a tie, 14 against 14, is a miss: no damage die thrown, nobody changed", () => {
    const s = session(table(options()));
    const r = s.act("attack", bookAttack, [4, 5, 5, 3, 7, 4]);
    expect(r.outcome).toMatchObject({ attackTotal: 14, defenseTotal: 14, hit: false, margin: 0, damage: 0 });
    expect(r.used).toBe(6);
    expect(r.roll!.partition).toBe("miss");
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
    expect(s.character("casimir").hp).toBe(30);
  });

  it("L13-CMB-3 a hit by one: 13 against 12 gives margin 1 and the Damage die + 1", () => {
    const s = session(table(options()));
    const r = s.act("attack", bookAttack, [4, 5, 4, 2, 6, 4, 6]);
    expect(r.outcome).toMatchObject({ hit: true, margin: 1, damage: 7 });
    expect(s.character("casimir").hp).toBe(23);
  });

  it("L13-CMB-7 L13-CMB-8 unarmed: no Accuracy or Damage die, damage = margin; unarmored Brunella rolls two dice", () => {
    const s = session(table(options()));
    const r = s.act("attack", { attacker: "casimir", defender: "brunella", weapon: "unarmed" }, [5, 8, 5, 5]);
    expect(shape(group(r.roll!.dice, "attacker"))).toEqual([
      ["ability", 6],
      ["skill", 10],
    ]);
    expect(shape(group(r.roll!.dice, "defender"))).toEqual([
      ["ability", 8],
      ["skill", 6],
    ]);
    expect(group(r.roll!.dice, "damage")).toEqual([]);
    expect(r.outcome).toMatchObject({ attackTotal: 13, defenseTotal: 10, hit: true, margin: 3, damage: 3 });
    expect(r.used).toBe(4);
    expect(s.character("brunella").hp).toBe(17);
  });

  it("L13-CMB-9 L13-CMB-8 armor d6 and an energy shield d8: the defender rolls the larger, d8, and only one", () => {
    const o = options();
    const tessa = sheet(o, { name: "Tessa", armor: "d6", defenses: [{ name: "Energy shield", die: "d8" }] });
    const s = session(table(o, { tessa }));
    const r = s.act("attack", { attacker: "brunella", defender: "tessa" }, [4, 5, 7, 2, 3, 5, 6]);
    expect(shape(group(r.roll!.dice, "defender"))).toEqual([
      ["ability", 6],
      ["skill", 6],
      ["defense", 8],
    ]);
    expect(r.outcome).toMatchObject({ attackTotal: 16, defenseTotal: 10, margin: 6, damage: 12 });
    expect(s.character("tessa").hp).toBe(8);
  });

  it("L13-WPN-4 a ranged-tagged weapon attacks exactly as the same dice tagged melee; only the dice differ the outcome", () => {
    const o = options();
    const armed = (tags: string[], accuracy = "d8") =>
      sheet(o, { name: "Archer", weapons: [{ name: "Bow", accuracy, damage: "d10", tags }] });
    const play = (tags: string[]) => {
      const s = session(table(o, { archer: armed(tags) }));
      const r = s.act("attack", { attacker: "archer", defender: "casimir" }, BOOK_FACES);
      return {
        r,
        odds: oddsOf(lucky13, table(o, { archer: armed(tags) }), "attack", {
          attacker: "archer",
          defender: "casimir",
        }),
        hp: s.character("casimir").hp,
      };
    };
    const melee = play(["melee"]);
    for (const tags of [["ranged"], ["ranged", "range:30m", "two-handed"], []]) {
      const other = play(tags);
      expect(other.r.roll!.outcome, tags.join(",")).toEqual(melee.r.roll!.outcome);
      expect(other.r.roll!.dice).toEqual(melee.r.roll!.dice);
      expect(other.odds).toEqual(melee.odds);
      expect(other.hp).toBe(melee.hp);
    }
    // The comparison can tell weapons apart: a smaller Accuracy die does change the odds.
    const d4 = oddsOf(lucky13, table(o, { archer: armed(["melee"], "d4") }), "attack", {
      attacker: "archer",
      defender: "casimir",
    });
    expect(d4).not.toEqual(melee.odds);
  });

  it("L13-WPN-1 a weapon named by the attacker must be theirs", () => {
    const e = engineError(() => s0().act("attack", { ...bookAttack, weapon: "Mace" }, BOOK_FACES));
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["weapon"]);
  });
});

describe("attack action: modifiers", () => {
  it("L13-CMB-11 L13-ADV-4 Brunella buys Broadsword (Fighting) and attacks with Fighting d8 instead of d6", () => {
    const s = s0();
    s.act("buy", {
      actor: "brunella",
      purchases: [{ kind: "newSpecialization", name: "Broadsword", skill: "fighting" }],
    });
    expect(s.character("brunella").ap).toBe(6);
    const r = s.act(
      "attack",
      { ...bookAttack, attackerModifiers: { specialization: "Broadsword" } },
      [4, 5, 7, 2, 6, 4, 6],
    );
    expect(shape(group(r.roll!.dice, "attacker"))).toEqual([
      ["ability", 8],
      ["skill", 8],
      ["accuracy", 8],
    ]);
    expect(s.character("brunella").skills.fighting).toBe("d6");
  });

  it("L13-CMB-11 L13-BKG-2 a background in combat gives advantage on the Reflex slot only", () => {
    const s = s0();
    const r = s.act(
      "attack",
      { attacker: "casimir", defender: "brunella", attackerModifiers: { background: true } },
      [2, 5, 8, 3, 4, 5, 4],
    );
    const attacker = group(r.roll!.dice, "attacker");
    expect(attacker.map((d) => [d.role, d.faces[0], d.kept])).toEqual([
      ["ability", 2, false],
      ["ability", 5, true],
      ["skill", 8, true],
      ["accuracy", 3, true],
    ]);
    expect(r.outcome).toMatchObject({ attackTotal: 16, defenseTotal: 9, margin: 7, damage: 11 });
  });

  it("L13-CMB-12 L13-CMB-10 situational steps on named slots: darkness −1 Accuracy, cover +1 Defensive die", () => {
    const s = s0();
    const r = s.act(
      "attack",
      {
        ...bookAttack,
        attackerModifiers: { steps: [{ slot: "accuracy", steps: -1, label: "darkness" }] },
        defenderModifiers: {
          steps: [{ slot: "defense", steps: 1, label: "behind cover" }],
          advantage: ["high ground"],
        },
      },
      [4, 5, 5, 2, 3, 6, 3, 2],
    );
    expect(shape(group(r.roll!.dice, "attacker"))).toEqual([
      ["ability", 8],
      ["skill", 6],
      ["accuracy", 6],
    ]);
    const defender = group(r.roll!.dice, "defender");
    expect(defender.map((d) => [d.role, d.sides, d.kept])).toEqual([
      ["ability", 6, false],
      ["ability", 6, true],
      ["skill", 10, true],
      ["defense", 8, true],
    ]);
    expect(r.outcome).toMatchObject({ attackTotal: 14, defenseTotal: 12, hit: true, margin: 2, damage: 4 });
  });

  it("L13-CMB-12 the situational modifiers are recorded on the roll with their labels", () => {
    const r = s0().act(
      "attack",
      {
        ...bookAttack,
        attackerModifiers: { steps: [{ slot: "accuracy", steps: -1, label: "darkness" }] },
        defenderModifiers: { steps: [{ slot: "defense", steps: 1, label: "behind cover" }] },
      },
      [4, 5, 5, 2, 3, 6, 7],
    );
    // Today the labels reach no part of the log: not the dice, the outcome or the summary.
    const text = JSON.stringify(r.roll);
    expect(text).toContain("darkness");
    expect(text).toContain("behind cover");
  });

  it("L13-CMB-12 a step on a slot the pool does not have is invalid", () => {
    const e = engineError(() =>
      s0().act(
        "attack",
        { ...bookAttack, defenderModifiers: { steps: [{ slot: "accuracy", steps: 1, label: "x" }] } },
        BOOK_FACES,
      ),
    );
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["steps"]);
  });
});

describe("attack action: the dying and the dead", () => {
  it("L13-DEATH-1 a dying character can neither check nor attack; nothing is thrown", () => {
    const s = s0();
    s.act("damage", { target: "casimir", amount: 30 });
    expect(derive(s.character("casimir"), options()).status).toBe("dying");
    const attack = engineError(() => s.act("attack", { attacker: "casimir", defender: "brunella" }, []));
    expect(attack.code).toBe("refused");
    expect(attack.path).toEqual(["attacker"]);
    const check = engineError(() =>
      s.act("check", { actor: "casimir", ability: "intellect", skill: "sneaking", difficulty: "easy" }, []),
    );
    expect(check.code).toBe("refused");
    expect(check.path).toEqual(["actor"]);
    expect(s.table.log.filter((e) => e.event.type === "roll")).toHaveLength(0);
  });

  it("L13-DEATH-10 L13-DEATH-5 an unconscious defender rolls the normal pool; 10 damage from 0 HP kills (d8: −8)", () => {
    const s = s0();
    s.act("damage", { target: "casimir", amount: 30 });
    const r = s.act("attack", bookAttack, BOOK_FACES);
    expect(shape(group(r.roll!.dice, "defender"))).toEqual([
      ["ability", 6],
      ["skill", 10],
      ["defense", 6],
    ]);
    expect(r.outcome).toMatchObject({ attackTotal: 16, defenseTotal: 12, damage: 10 });
    expect(s.character("casimir").hp).toBe(-10);
    expect(derive(s.character("casimir"), options()).status).toBe("dead");
  });

  it("L13-DEATH-10 with unconsciousDefense defensiveDieOnly the unconscious defender rolls only armor", () => {
    const s = session(table(options({ unconsciousDefense: "defensiveDieOnly" })));
    s.act("damage", { target: "casimir", amount: 30 });
    const r = s.act("attack", bookAttack, [4, 5, 7, 4, 6]);
    expect(shape(group(r.roll!.dice, "defender"))).toEqual([["defense", 6]]);
    expect(r.outcome).toMatchObject({ defenseTotal: 4, margin: 12, damage: 18 });
  });

  it("L13-DEATH-6 a dead defender cannot be attacked", () => {
    const s = s0();
    s.act("damage", { target: "casimir", amount: 40 });
    const e = engineError(() => s.act("attack", bookAttack, BOOK_FACES));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["defender"]);
  });
});

describe("attack action: labels and NPCs change nothing", () => {
  it("L13-GEN-2 Reflex renamed Agility and exploding renamed burst: the book's attack is identical", () => {
    const plain = s0().act("attack", bookAttack, BOOK_FACES);
    const o = options({ labels: { abilities: { reflex: "Agility" }, terms: { exploding: "burst" } } });
    expect(o.labels.abilities.reflex).toBe("Agility");
    const s = session(table(o));
    const renamed = s.act("attack", bookAttack, BOOK_FACES);
    expect(renamed.outcome).toEqual(plain.outcome);
    expect(renamed.roll!.dice).toEqual(plain.roll!.dice);
    expect(renamed.outcome).toMatchObject({ hit: true, margin: 4, damage: 10 });
    expect(s.character("casimir").hp).toBe(20);
  });

  it("L13-GEN-3 the npc flag changes no roll: the same faces give the same attack, check and initiative", () => {
    const o = options();
    const pcs = table(o);
    const npcs = table(o);
    for (const id of ["brunella", "casimir"]) {
      const entry = npcs.characters[id]!;
      npcs.characters[id] = { ...entry, data: { ...(entry.data as L13Character), npc: true } };
    }
    const runs = [pcs, npcs].map((state) => {
      const s = session(state);
      const init = s.act(
        "initiative",
        { participants: [{ character: "casimir" }, { character: "brunella" }] },
        [3, 6],
      );
      const attack = s.act("attack", bookAttack, BOOK_FACES);
      s.act("nextTurn", {});
      const check = s.act(
        "check",
        {
          actor: "casimir",
          ability: "pulse",
          skill: "fighting",
          difficulty: "moderate",
          assists: ["brunella"],
        },
        [4, 1, 3, 2],
      );
      return {
        order: init.outcome.order,
        attack: attack.outcome,
        check: check.outcome,
        dice: check.roll!.dice,
        hp: s.character("casimir").hp,
      };
    });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[0]!.hp).toBe(20);
  });
});

describe("initiative and join actions", () => {
  it("L13-INIT-3 two goons sharing one sheet in one group share a single roll", () => {
    const o = options();
    const s = session(table(o, { goon: withReflex(o, "Goon", "d6") }));
    const r = s.act(
      "initiative",
      {
        participants: [
          { character: "brunella" },
          { character: "goon", as: "goon-1", group: "goons" },
          { character: "goon", as: "goon-2", group: "goons" },
        ],
      },
      [5, 3],
    );
    expect(r.used).toBe(2);
    expect(r.roll!.dice).toHaveLength(2);
    expect(r.outcome).toMatchObject({ order: ["brunella", "goon-1", "goon-2"] });
    expect(r.outcome.values).toEqual({ brunella: 5, "goon-1": 3, "goon-2": 3 });
    expect(s.encounter.participants.map((p) => [p.id, p.character, p.group])).toEqual([
      ["brunella", "brunella", null],
      ["goon-1", "goon", "goons"],
      ["goon-2", "goon", "goons"],
    ]);
  });

  it("L13-INIT-3 a group mixing Reflex dice (d8 and d6) is refused before any die is thrown", () => {
    const s = s0();
    const e = engineError(() =>
      s.act(
        "initiative",
        {
          participants: [
            { character: "brunella", group: "mixed" },
            { character: "casimir", group: "mixed" },
          ],
        },
        [],
      ),
    );
    expect(e.code).toBe("refused");
    expect(e.path[0]).toBe("participants");
    expect(e.path[2]).toBe("group");
    expect(e.message).toMatch(/mixes Reflex dice/);
    expect(s.table.state.encounter).toBeNull();
  });

  const o = options();
  const cast = {
    a: withReflex(o, "A", "d10"),
    b: withReflex(o, "B", "d6"),
    c: withReflex(o, "C", "d8"),
    d: withReflex(o, "D", "d8"),
    e: withReflex(o, "E", "d4"),
  };
  const participants = ["c", "d", "b", "a", "e"].map((character) => ({ character }));

  it("L13-INIT-4 ties: the larger Reflex die goes first (A d10 before B d6, no roll), then a roll-off among the tied only", () => {
    const s = session(table(o, cast));
    // c 5, d 5, b 4, a 4, e 2; then the roll-off of c and d only: 3 and 7.
    const r = s.act("initiative", { participants }, [5, 5, 4, 4, 2, 3, 7]);
    expect(r.used).toBe(7);
    expect(r.outcome.order).toEqual(["d", "c", "a", "b", "e"]);
    expect(r.roll!.dice.filter((x) => x.group?.startsWith("roll-off")).map((x) => x.group)).toEqual([
      "roll-off: c",
      "roll-off: d",
    ]);
    // The stored initiative values are the first rolls; the roll-off only orders the tie.
    expect(s.encounter.participants.find((p) => p.id === "d")!.initiative).toBe(5);
  });

  it("L13-INIT-4 a roll-off that ties again is repeated by the same two", () => {
    const r = session(table(o, cast)).act("initiative", { participants }, [5, 5, 4, 4, 2, 6, 6, 7, 2]);
    expect(r.used).toBe(9);
    expect(r.outcome.order).toEqual(["c", "d", "a", "b", "e"]);
  });

  it("L13-INIT-5 L13-INIT-2 the order stays fixed across rounds and through injuries", () => {
    const s = s0();
    s.act("initiative", { participants: [{ character: "casimir" }, { character: "brunella" }] }, [3, 6]);
    expect(s.encounter.order).toEqual(["brunella", "casimir"]);
    const seen: [number, string][] = [];
    for (let i = 0; i < 5; i++) {
      const r = s.act("nextTurn", {}, []);
      expect(r.used).toBe(0);
      if (i === 1) s.act("damage", { target: "brunella", amount: 15 });
      seen.push([s.encounter.round, s.encounter.order[s.encounter.current]!]);
      expect(s.encounter.order).toEqual(["brunella", "casimir"]);
    }
    expect(seen).toEqual([
      [1, "casimir"],
      [2, "brunella"],
      [2, "casimir"],
      [3, "brunella"],
      [3, "casimir"],
    ]);
  });

  it("L13-DEATH-9 with secondsPerRound 6, each new round runs the dying clock 6 s: ten rounds cost 1 HP", () => {
    const six = options({ secondsPerRound: 6 });
    const s = session(table(six, { c: withReflex(six, "C", "d8") }));
    s.act("initiative", { participants: [{ character: "brunella" }, { character: "c" }] }, [6, 3]);
    s.act("damage", { target: "casimir", amount: 10 });
    s.act("damage", { target: "casimir", amount: 20 });
    expect(s.character("casimir")).toMatchObject({ hp: 0, dyingMinutes: 0 });
    const seen: [number, number][] = [];
    for (let turn = 0; turn < 20; turn++) {
      const r = s.act("nextTurn", {}, []);
      seen.push([s.encounter.round, s.character("casimir").dyingMinutes ?? 0]);
      if (turn === 19) expect(r.events.some((e) => e.type === "character.changed")).toBe(true);
    }
    // Two turns a round: the clock moves by 0.1 min at each round's start, and the tenth costs 1 HP.
    expect(seen.slice(0, 4)).toEqual([
      [1, 0],
      [2, 0.1],
      [2, 0.1],
      [3, 0.2],
    ]);
    expect(s.character("casimir")).toMatchObject({ hp: -1, dyingMinutes: 1 });
    // The book's default gives rounds no length: the same fight leaves the dying clock alone.
    const plain = session(table(o, { c: withReflex(o, "C", "d8") }));
    plain.act("initiative", { participants: [{ character: "brunella" }, { character: "c" }] }, [6, 3]);
    plain.act("damage", { target: "casimir", amount: 30 });
    for (let turn = 0; turn < 20; turn++) plain.act("nextTurn", {}, []);
    expect(plain.character("casimir")).toMatchObject({ hp: 0, dyingMinutes: 0 });
  });

  it("L13-INIT-6 a latecomer rolls on arrival and goes after existing ties; nobody already placed moves", () => {
    const late = withReflex(o, "Late", "d6");
    const later = withReflex(o, "Later", "d8");
    const s = session(table(o, { late, later }));
    s.act("initiative", { participants: [{ character: "brunella" }, { character: "casimir" }] }, [6, 3]);
    s.act("nextTurn", {});
    expect(s.encounter.order[s.encounter.current]).toBe("casimir");
    const j = s.act("join", { character: "late" }, [3]);
    expect(j.used).toBe(1);
    expect(j.outcome).toEqual({ initiative: 3 });
    expect(s.encounter.order).toEqual(["brunella", "casimir", "late"]);
    s.act("join", { character: "later" }, [6]);
    expect(s.encounter.order).toEqual(["brunella", "later", "casimir", "late"]);
    // It is still Casimir's turn although someone was inserted before him.
    expect(s.encounter.order[s.encounter.current]).toBe("casimir");
  });

  it("L13-INIT-6 joining needs a running encounter", () => {
    const e = engineError(() => s0().act("join", { character: "casimir" }, [3]));
    expect(e.code).toBe("conflict");
  });

  it("L13-INIT-7 L13-EXPL-10 cinematic: Reflex d6 [6, 4] → 10; an imploded initiative die opens a dilemma note", () => {
    const s = s0();
    const r = s.act(
      "initiative",
      { participants: [{ character: "brunella" }, { character: "casimir" }] },
      [1, 6, 4],
    );
    expect(r.outcome.values).toEqual({ brunella: 1, casimir: 10 });
    expect(r.outcome.order).toEqual(["casimir", "brunella"]);
    const notes = r.events.filter((e) => e.type === "note.opened");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "dilemma", data: { character: "brunella", roll: r.roll!.id } });
  });

  it("L13-INIT-7 gritty: the initiative die explodes once ([6, 6] → 12); off: not at all", () => {
    const gritty = session(table(options({ playMode: "gritty" }))).act(
      "initiative",
      { participants: [{ character: "brunella" }, { character: "casimir" }] },
      [2, 6, 6],
    );
    expect(gritty.outcome.values).toEqual({ brunella: 2, casimir: 12 });
    expect(gritty.used).toBe(3);
    const off = session(table(options({ playMode: "off" }))).act(
      "initiative",
      { participants: [{ character: "brunella" }, { character: "casimir" }] },
      [1, 6],
    );
    expect(off.outcome.values).toEqual({ brunella: 1, casimir: 6 });
    expect(off.events.some((e) => e.type === "note.opened")).toBe(false);
  });
});

/** Distribution of a sum of independent uniform dice (no explosions), value → probability. */
function sumOf(sizes: number[]): Map<number, number> {
  let dist = new Map([[0, 1]]);
  for (const n of sizes) {
    const next = new Map<number, number>();
    for (const [v, p] of dist) for (let f = 1; f <= n; f++) next.set(v + f, (next.get(v + f) ?? 0) + p / n);
    dist = next;
  }
  return dist;
}

describe("attack action: odds", () => {
  it("L13-CMB-2 L13-CMB-4 with playMode off the hit chance and damage distribution equal a hand computation", () => {
    const state = table(options({ playMode: "off" }));
    const odds = oddsOf(lucky13, state, "attack", bookAttack);
    const attack = sumOf([8, 6, 8]);
    const defense = sumOf([6, 10, 6]);
    let hit = 0;
    const damage = new Map<number, number>();
    for (const [a, pa] of attack)
      for (const [d, pd] of defense)
        if (a > d) {
          hit += pa * pd;
          for (let f = 1; f <= 10; f++) {
            const v = a - d + f;
            damage.set(v, (damage.get(v) ?? 0) + (pa * pd) / 10);
          }
        }
    expect(odds.partition.hit).toBeCloseTo(hit, 12);
    expect(odds.partition.miss).toBeCloseTo(1 - hit, 12);
    const got = new Map(odds.distributions.damage!);
    expect(got.get(0)).toBeCloseTo(1 - hit, 12);
    for (const [v, p] of damage) expect(got.get(v), `damage ${v}`).toBeCloseTo(p, 12);
  });

  it("L13-DEATH-1 L13-DEATH-5 attack odds: the partition sums to 1 and dying/dead match the damage distribution", () => {
    const s = s0();
    s.act("damage", { target: "casimir", amount: 25 });
    expect(s.character("casimir").hp).toBe(5);
    const odds = oddsOf(lucky13, s.table.state, "attack", bookAttack);
    expect(odds.partition.hit! + odds.partition.miss! + odds.truncated).toBeCloseTo(1, 12);
    const dmg = odds.distributions.damage!;
    expect(dmg.reduce((t, [, p]) => t + p, 0)).toBeCloseTo(1, 9);
    expect(dmg.find(([v]) => v === 0)![1]).toBeCloseTo(odds.partition.miss!, 12);
    // From 5 HP with Pulse d8: dying at 0 … −7 (5 to 12 damage), dead at −8 or below (13+).
    const dying = dmg.filter(([v]) => v >= 5 && v <= 12).reduce((t, [, p]) => t + p, 0);
    const dead = dmg.filter(([v]) => v >= 13).reduce((t, [, p]) => t + p, 0);
    expect(dying).toBeGreaterThan(0);
    expect(dead).toBeGreaterThan(0);
    expect(odds.chances.defenderDying).toBeCloseTo(dying, 12);
    expect(odds.chances.defenderDead).toBeCloseTo(dead, 12);
    for (const v of Object.values(odds.chances)) expect(v).toBeGreaterThanOrEqual(0);
  });
});
