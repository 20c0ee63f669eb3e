// Each side of an attack as the character makes it, by rule ID: the defender view's perks (Second
// Blade, a stance entered with an attack: DE-DV-12, DE-PERK-19, 22) and its race's immunities,
// susceptibilities, blood and AI body (DE-COND-2, 3, 19, 33). Dice are scripted faces; every value
// asserted is worked out in the comment.

import { describe, expect, it } from "vitest";
import { advance, type DeCharacter, orThrow } from "../character/index.js";
import { diceEngine } from "../ruleset.js";
import { attackNote } from "./attack-state.js";
import { defenderOf } from "./attack-view.js";
import { combatNote } from "./combat-state.js";
import { equip, out, TOWER, table } from "./testing/play.js";

describe("the defender view", () => {
  const secondBlade = {
    ilse: (c: DeCharacter) =>
      orThrow(
        advance(
          c,
          { award: { amount: 500, reason: "test" }, buy: ["perk:secondBlade"] },
          diceEngine.parseOptions({}),
        ),
      ),
  };

  it("DE-DV-12 DE-PERK-19 Second Blade raises the Normal DV the attack meets, not the Touch DV", () => {
    const { s } = table([], secondBlade);
    const attack = { attacker: "bruno", defender: "ilse", weapon: "Hammer", defenderOffHandKnives: true };
    const normal = s.odds("attack", attack);
    const plain = s.odds("attack", { ...attack, defenderOffHandKnives: false });
    expect(normal.partition.hit!).toBeLessThan(plain.partition.hit!);
    const { s: s2 } = table([9, 8, 1, 9, 8, 1], secondBlade);
    equip(s2, "ilse", { ...TOWER, skill: null });
    const r = s2.act("attack", attack);
    // 5 + End 2 + Agi 2 + Second Blade 1 = 10; a touch attack meets 9.
    expect(out(r)).toMatchObject({ dv: 10, dvType: "normal" });
    expect(out(s2.act("attack", { ...attack, touch: true }))).toMatchObject({ dv: 9, dvType: "touch" });
    expect(out(r).sources).toContain("Ilse Varn: Second Blade +1 normal DV");
    const t = defenderOf(s2.state, "ilse", diceEngine.parseOptions({}), ["defender"], {
      offHandKnives: true,
    });
    expect(t.view.dvModifiers).toEqual([{ source: "Second Blade", amount: 1, dvTypes: ["normal"] }]);
  });

  it("DE-PERK-22 DE-DV-12 a stance entered with an attack: −1 to its attacks, +1 Normal/Touch DV for 15 initiative", () => {
    const guard = {
      bruno: (c: DeCharacter) =>
        orThrow(
          advance(
            c,
            { award: { amount: 500, reason: "test" }, buy: ["skill:spearFighting", "perk:defensiveStance1"] },
            diceEngine.parseOptions({}),
          ),
        ),
    };
    // Bruno: 9 + 8 + Str 3 + Standard 1 − 1 (stance) = 20. Wren then meets DV 5 + 2 + 1 + 1 = 9.
    const { s } = table([9, 8, 3, 5, 5, 2], guard);
    equip(s, "bruno", TOWER);
    equip(s, "wren", { ...TOWER, skill: null });
    const r = s.act("attack", {
      attacker: "bruno",
      defender: "wren",
      weapon: "Hammer",
      stance: "Defensive Stance I",
    });
    expect(out(r).total).toBe(20);
    expect(attackNote(s.state, "bruno").stance).toEqual({ perk: "defensiveStance1", until: 15 });
    const back = s.act("attack", { attacker: "wren", defender: "bruno", weapon: "Knife" });
    expect(out(back).dv).toBe(9);
    expect(out(back).sources).toContain("Bruno Hale: Defensive Stance I +1 normal/touch DV");
  });

  const setting = {
    setting: {
      races: [
        {
          id: "hardLightAi",
          name: "Hard Light AI",
          baseSpeed: 6,
          size: "large",
          immunities: ["prone"],
          susceptibilities: ["electroShock"],
          canBleed: false,
        },
        { id: "titan", name: "Titan", baseSpeed: 8, size: "huge" },
      ],
    },
  };
  const race = (r: string) => (c: DeCharacter) => ({ ...c, race: r });

  it("DE-COND-2 DE-COND-3 DE-COND-33 DE-COND-19 the race's immunities, susceptibilities, blood and AI body reach the view", () => {
    const { s } = table([], { ilse: race("hardLightAi") }, setting);
    const v = defenderOf(s.state, "ilse", diceEngine.parseOptions(setting), ["defender"]);
    expect(v.body).toMatchObject({ size: "large", aiBody: "hardLight" });
    expect(v.view).toMatchObject({
      immunities: ["prone"],
      susceptibilities: ["electroShock"],
      canBleed: false,
      aiBody: "hardLight",
    });
  });

  it("DE-COND-2 DE-GRAP-2 a Prone throw on a character immune to Prone succeeds but does not stick", () => {
    // Ilse (Str −1, larger: advantage, three dice, best two) 2 + 1 + 1 → 2; Bruno 5 + 5 + 3 = 13.
    const { s } = table([2, 1, 1, 5, 5], { ilse: race("hardLightAi") }, setting);
    const r = s.act("grapple", { grappler: "bruno", target: "ilse", mode: "prone" });
    expect(r.roll!.partition).toBe("success");
    expect(r.roll!.summary).toMatch(/Ilse Varn resists Prone \(immune\)/);
    expect(combatNote(s.state, "ilse").conditions).toEqual([]);
  });
});
