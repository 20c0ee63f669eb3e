// Rules of the roll itself proven at the table (issue 21): the `check`, `contest`, `extended` and
// `attack` actions played as intents with scripted faces, asserting the roll record the log shows
// and the state after. Stats, criticals, advantage, degrees, training, rounding and contests.
// Cast (examples.ts): Wren Int 3, Agi 2, Dex 2, Cha 1, Str −1, End −1, untrained, Perception 2;
// Ilse Agi 2 (Proficient), Int 2; Bruno Str 3 (Proficient), End 2, Agi 1.

import { describe, expect, it } from "vitest";
import { diceEngine } from "../ruleset.js";
import { equip, out, Play, refusal, TOWER, table } from "./testing/play.js";

type Outcome = Record<string, unknown>;
const check = (p: Play, params: Record<string, unknown>, faces: number[]) =>
  p.act("check", params, faces).roll!.outcome as Outcome;

describe("stats and focuses at the table", () => {
  it("DE-STAT-1 each of the eight stats is rolled with the character's own value; a ninth is refused by field", () => {
    const p = new Play();
    const wren = {
      charisma: 1,
      convince: 0,
      logic: 0,
      intuition: 3,
      agility: 2,
      dexterity: 2,
      strength: -1,
      endurance: -1,
    };
    for (const [stat, value] of Object.entries(wren)) {
      const o = check(p, { actor: "wren", stat }, [5, 4]);
      expect([stat, o.statValue, o.total]).toEqual([stat, value, 9 + value]);
    }
    const e = refusal(() => p.act("check", { actor: "wren", stat: "luck" }, []));
    expect(e.path).toEqual(["stat"]);
  });

  it("DE-FOCUS-3 a focus adds to a check but never to an attack roll", () => {
    const p = new Play();
    // Wren's Perception 2: 5 + 4 + Int 3 + 2 = 14 on a check; 12 on an attack roll.
    const plain = check(p, { actor: "wren", stat: "intuition", focus: "perception" }, [5, 4]);
    expect([plain.focusBonus, plain.total]).toEqual([2, 14]);
    const attack = check(p, { actor: "wren", stat: "intuition", focus: "perception", attack: true }, [5, 4]);
    expect([attack.focusBonus, attack.total]).toEqual([0, 12]);
    expect(attack.sources).toContain("Perception 2: focuses never add to attacks");
  });
});

describe("criticals at the table", () => {
  const wren = (p: Play, faces: number[], extra: Record<string, unknown> = {}) =>
    check(p, { actor: "wren", stat: "intuition", ...extra }, faces);

  it("DE-CRIT-2 one kept 10 is a semi-critical: +2", () => {
    const o = wren(new Play(), [10, 5]);
    expect(o).toMatchObject({ crit: "semiCrit", critBonus: 2, total: 10 + 5 + 3 + 2 });
  });

  it("DE-CRIT-4 two kept 10s: +4, or +2 at a table with superCritRollBonus 2", () => {
    expect(wren(new Play(), [10, 10])).toMatchObject({ crit: "superCrit", critBonus: 4, total: 27 });
    const two = wren(new Play({ superCritRollBonus: 2 }), [10, 10]);
    expect(two).toMatchObject({ crit: "superCrit", critBonus: 2, total: 25 });
  });

  it("DE-CRIT-6 one kept 1 beside a plain die: a semi-critical fail changes nothing", () => {
    const o = wren(new Play(), [1, 8], { dc: 12 });
    expect(o).toMatchObject({ crit: "semiFail", critBonus: 0, total: 12, success: true, degrees: 1 });
  });

  it("DE-CRIT-8 a 10 and a 1 cancel: no +2 and no automatic failure", () => {
    const p = new Play();
    const r = p.act("check", { actor: "wren", stat: "intuition", dc: 14 }, [10, 1]);
    expect(r.roll!.outcome).toMatchObject({ crit: "antiCrit", critBonus: 0, total: 14, success: true });
    expect(r.roll!.summary).toMatch(/rolls 14 \(anti-critical\): success/);
  });

  it("DE-CRIT-9 a super-critical check gets its +4 and still fails below the DC", () => {
    // 10 + 10 + Cha 1 + 4 = 25 against DC 26.
    const p = new Play();
    const r = p.act("check", { actor: "wren", stat: "charisma", dc: 26 }, [10, 10]);
    expect(r.roll!.outcome).toMatchObject({ crit: "superCrit", total: 25, success: false, degrees: -1 });
    expect(r.roll!.partition).toBe("failure");
  });

  it("DE-CRIT-10 the crit threshold is a parameter: at a table with critThreshold 9 a kept 9 is semi-critical", () => {
    expect(wren(new Play(), [9, 5])).toMatchObject({ crit: "none", total: 17 });
    expect(wren(new Play({ critThreshold: 9 }), [9, 5])).toMatchObject({ crit: "semiCrit", total: 19 });
  });

  it("DE-CRIT-1 DE-ADV-4 only the two kept dice are classed: a dropped 10 or 1 is no critical", () => {
    const p = new Play();
    // Disadvantage: [10, 4, 5] keeps 4 and 5 → 9 + 3 = 12, no semi-critical.
    const dis = wren(p, [10, 4, 5], { disadvantage: ["fog"] });
    expect(dis).toMatchObject({ crit: "none", critBonus: 0, total: 12, net: -1 });
    // Advantage: [1, 6, 5] keeps 6 and 5 → no semi-critical fail.
    expect(wren(p, [1, 6, 5], { advantage: ["high ground"] })).toMatchObject({ crit: "none", total: 14 });
    // Disadvantage: [10, 10, 3] keeps 10 and 3: a semi-critical, not a super.
    expect(wren(p, [10, 10, 3], { disadvantage: ["fog"] })).toMatchObject({ crit: "semiCrit", total: 18 });
    // Disadvantage: [1, 1, 9] keeps both 1s: a super-critical fail, whatever the DC.
    const fail = wren(p, [1, 1, 9], { disadvantage: ["fog"], dc: 2 });
    expect(fail).toMatchObject({ crit: "superFail", success: false });
  });

  it("DE-CRIT-1 DE-CRIT-3 DE-CRIT-5 at an attack: a max damage die is no crit, a kept 10 adds +1 damage, two 10s always hit and double", () => {
    // Wren's knife (Agility 2, Standard +1, 1d4) at Bruno, whose tower shield soaks every hit.
    const { s, dice } = table([9, 8, 4, 10, 6, 3, 10, 10, 3]);
    equip(s, "bruno", TOWER);
    const knife = { attacker: "wren", defender: "bruno", weapon: "Knife", type: "standard" };
    // 9 + 8 + 2 + 1 = 20: a hit; the d4 shows its maximum, 4, and adds nothing (DE-CRIT-1).
    expect(out(s.act("attack", knife))).toMatchObject({ hit: true, crit: "none", total: 20, damage: 4 });
    // 10 + 6 + 2 + 1 + 2 = 21: semi-critical, 3 + 1 = 4 damage (DE-CRIT-3).
    expect(out(s.act("attack", knife))).toMatchObject({ hit: true, crit: "semiCrit", total: 21, damage: 4 });
    // 10 + 10 + 2 + 1 + 4 − 40 = −13, far below the DV: hits with 1 degree, (3 + 2) × 2 = 10 (DE-CRIT-5).
    const r = s.act("attack", { ...knife, modifiers: [-40] });
    expect(out(r)).toMatchObject({ hit: true, crit: "superCrit", total: -13, dos: 1, damage: 10 });
    expect(r.roll!.partition).toBe("hit");
    expect(dice.remaining()).toBe(0);
  });
});

describe("advantage and disadvantage at the table", () => {
  const wren = (p: Play, faces: number[], extra: Record<string, unknown>) =>
    p.act("check", { actor: "wren", stat: "intuition", ...extra }, faces).roll!;

  it("DE-ADV-1 net levels add dice and keep the best or worst two; equal levels roll exactly two", () => {
    const p = new Play();
    const adv = wren(p, [3, 8, 5, 9], { advantage: [{ label: "high ground", levels: 2 }] });
    expect(adv.dice.map((d) => d.kept)).toEqual([false, true, false, true]);
    expect(adv.outcome).toMatchObject({ net: 2, kept: [9, 8], total: 17 + 3 });
    const dis = wren(p, [7, 2, 9, 4, 6], {
      advantage: ["cover"],
      disadvantage: [{ label: "storm", levels: 4 }],
    });
    expect(dis.dice).toHaveLength(5);
    expect(dis.outcome).toMatchObject({ net: -3, kept: [2, 4], total: 6 + 3 });
    const even = wren(p, [7, 2], { advantage: ["cover"], disadvantage: ["storm"] });
    expect(even.dice).toHaveLength(2);
    expect(even.outcome).toMatchObject({ net: 0, total: 12 });
  });

  it("DE-ADV-3 extra dice are d12 only with Expertise: Proficient Ilse rolls d12 d10 d10, Expert d12 d12 d12", () => {
    const p = new Play();
    const prof = p.act("check", { actor: "ilse", stat: "agility", advantage: ["aim"] }, [4, 5, 6]).roll!;
    expect(prof.dice.map((d) => d.sides)).toEqual([12, 10, 10]);
    p.edit("ilse", (c) => ({ ...c, training: { ...c.training, agility: "expert" } }));
    const expert = p.act("check", { actor: "ilse", stat: "agility", disadvantage: ["dark"] }, [4, 5, 6])
      .roll!;
    expect(expert.dice.map((d) => d.sides)).toEqual([12, 12, 12]);
    expect(expert.outcome).toMatchObject({ training: "expert", kept: [4, 5], total: 9 + 2 });
  });

  it("DE-ADV-5 equal faces: two of them are kept and the total is the same whichever", () => {
    const p = new Play();
    const r = wren(p, [7, 3, 7], { advantage: ["aim"] });
    expect(r.dice.filter((d) => d.kept)).toHaveLength(2);
    expect(r.outcome).toMatchObject({ kept: [7, 7], total: 17 });
    // Ilse's Proficient d12 and a d10 tie on 4 under disadvantage: only faces count.
    const mixed = p.act("check", { actor: "ilse", stat: "agility", disadvantage: ["dark"] }, [4, 9, 4]).roll!;
    expect(mixed.dice.filter((d) => d.kept)).toHaveLength(2);
    expect(mixed.outcome).toMatchObject({ kept: [4, 4], total: 8 + 2 });
  });
});

describe("degrees and meet is beat at the table", () => {
  it("DE-DOS-2 DE-DOS-3 a failure reports its degrees of failure; every check says success and degrees", () => {
    const p = new Play();
    // 5 + 9 + Int 3 = 17 against DC 20: 3 degrees of failure.
    const r = p.act("check", { actor: "wren", stat: "intuition", dc: 20 }, [5, 9]).roll!;
    expect(r.outcome).toMatchObject({ total: 17, success: false, degrees: -3 });
    expect(r.summary).toMatch(/failure, 3 degrees of failure/);
    // 9 + 9 + 3 = 21 against 20: 2 degrees of success.
    const win = p.act("check", { actor: "wren", stat: "intuition", dc: 20 }, [9, 9]).roll!;
    expect(win.outcome).toMatchObject({ total: 21, success: true, degrees: 2 });
    // Without a DC nothing is judged.
    const open = p.act("check", { actor: "wren", stat: "intuition" }, [9, 9]).roll!;
    expect(open.outcome).toMatchObject({ success: null, degrees: null });
    expect(open.partition).toBe("rolled");
  });

  it("DE-DOS-4 meeting the DC is a success with 1 degree; one short fails by 1", () => {
    const p = new Play();
    const meet = p.act("check", { actor: "wren", stat: "intuition", dc: 15 }, [6, 6]).roll!;
    expect(meet.outcome).toMatchObject({ total: 15, success: true, degrees: 1 });
    expect(meet.partition).toBe("success");
    const short = p.act("check", { actor: "wren", stat: "intuition", dc: 16 }, [6, 6]).roll!;
    expect(short.outcome).toMatchObject({ success: false, degrees: -1 });
  });
});

describe("training at the table", () => {
  it("DE-PROF-1 Proficiency: the first die is a d12 and its 12 is a semi-critical", () => {
    const p = new Play();
    const r = p.act("check", { actor: "ilse", stat: "agility" }, [12, 5]).roll!;
    expect(r.dice.map((d) => d.sides)).toEqual([12, 10]);
    expect(r.outcome).toMatchObject({ training: "proficient", crit: "semiCrit", total: 12 + 5 + 2 + 2 });
    // Not in another stat: Ilse's Intuition rolls two d10s.
    const other = p.act("check", { actor: "ilse", stat: "intuition" }, [3, 5]).roll!;
    expect(other.dice.map((d) => d.sides)).toEqual([10, 10]);
  });

  it("DE-PROF-2 Expertise: both dice are d12s; 12 and 11 are a super-critical", () => {
    const p = new Play();
    p.edit("bruno", (c) => ({ ...c, training: { ...c.training, strength: "expert" } }));
    const r = p.act("check", { actor: "bruno", stat: "strength" }, [12, 11]).roll!;
    expect(r.dice.map((d) => d.sides)).toEqual([12, 12]);
    expect(r.outcome).toMatchObject({ crit: "superCrit", total: 12 + 11 + 3 + 4 });
  });
});

describe("contests and extended checks at the table", () => {
  it("DE-CONT-2 the side that starts the opposed action is the attacker and wins ties, whichever character it is", () => {
    const p = new Play();
    // Wren 5 + 4 + Int 3 = 12; Ilse 6 + 4 + Int 2 = 12. The defender's dice come first.
    const a = p.act(
      "contest",
      { attacker: { actor: "wren", stat: "intuition" }, defender: { character: "ilse", stat: "intuition" } },
      [6, 4, 5, 4],
    ).roll!;
    expect(a.outcome).toMatchObject({ winner: "attacker", attacker: { actor: "wren", total: 12 } });
    expect(a.partition).toBe("attacker");
    expect(a.dice.map((d) => d.group)).toEqual([
      "defender: Ilse Varn",
      "defender: Ilse Varn",
      "attacker: Wren Adair",
      "attacker: Wren Adair",
    ]);
    // Roles swapped, same totals: Ilse started it now, and the tie is hers.
    const b = p.act(
      "contest",
      { attacker: { actor: "ilse", stat: "intuition" }, defender: { character: "wren", stat: "intuition" } },
      [5, 4, 6, 4],
    ).roll!;
    expect(b.outcome).toMatchObject({ winner: "attacker", attacker: { actor: "ilse", total: 12 } });
    expect(b.summary).toMatch(/Ilse Varn succeeds/);
  });

  it("DE-EXT-2 DE-ROUND-1 each roll adds one tally mark, whatever its margin; failure at half the SV rounded up", () => {
    const p = new Play();
    const note = () => p.state.notes["extended:door"]!.data as Record<string, unknown>;
    // SV 3: failure at ceil(3 / 2) = 2 failures (rounded down it would be 1).
    // Round 1: Wren 10 + 9 + 3 + 2 = 24 against DC 12 (13 degrees) is one success; Ilse 2 + 3 + 2 = 7 one failure.
    p.act(
      "extended",
      {
        id: "door",
        task: "force the door",
        sv: 3,
        dc: 12,
        duration: 5,
        rolls: [
          { actor: "wren", stat: "intuition" },
          { actor: "ilse", stat: "intuition" },
        ],
      },
      [10, 9, 2, 3],
    );
    expect(note()).toMatchObject({ successes: 1, failures: 1, status: "ongoing", rounds: 1, elapsed: 5 });
    // Round 2: Wren fails (3 + 2 + 3 = 8): the second failure ends it.
    p.act("extended", { id: "door", rolls: [{ actor: "wren", stat: "intuition" }] }, [3, 2]);
    expect(note()).toMatchObject({ successes: 1, failures: 2, status: "failed", rounds: 2, elapsed: 10 });
  });

  it("DE-ROUND-4 a Spray counts whole fives: 9 shots give +1 (+2 only with countingRounding ceil)", () => {
    // Bruno's DV 8. 2 + 3 + Dex 2 + 1 = 8: 1 degree, 1 hit of 1d6 (4).
    const { s } = table([2, 3, 4]);
    equip(s, "bruno", TOWER);
    const spray = {
      attacker: "wren",
      weapon: "Machine Pistol",
      type: "spray",
      rating: 10,
      ammo: 10,
      targets: [{ defender: "bruno", shots: 9, distance: 8 }],
    };
    expect(out(s.act("attack", spray)).targets).toMatchObject([
      { total: 8, dv: 8, dos: 1, hits: 1, damage: 4 },
    ]);
    // 2 + 3 + 2 + 2 = 9: 2 degrees, 2 hits, one d6 (4) times 2.
    const ceil = table([2, 3, 4], {}, { countingRounding: "ceil" });
    equip(ceil.s, "bruno", TOWER);
    expect(out(ceil.s.act("attack", spray)).targets).toMatchObject([
      { total: 9, dos: 2, hits: 2, damage: 8 },
    ]);
    expect(ceil.dice.remaining()).toBe(0);
  });
});

describe("dice expressions at the table", () => {
  it("DE-ROLL-2 the initiative formula is an NdX+<stat> expression rolled with the table's dice; a d20 is refused", () => {
    const p = new Play({ initiativeFormula: "2d4+logic" });
    // Ilse: 3 + 2 + Logic 1 = 6; Bruno: 4 + 1 + Logic −1 = 4.
    const r = p.act(
      "initiative",
      { participants: [{ character: "ilse" }, { character: "bruno" }] },
      [3, 2, 4, 1],
    );
    const ticks = Object.fromEntries(p.state.encounter!.participants.map((x) => [x.id, x.tick]));
    expect(ticks).toEqual({ ilse: 6, bruno: 4 });
    expect(r.roll!.dice.map((d) => d.sides)).toEqual([4, 4, 4, 4]);
    expect(() => diceEngine.parseOptions({ initiativeFormula: "1d20+logic" })).toThrow(/d20/);
  });
});
