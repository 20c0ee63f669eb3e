// The choices a form offers for an attack: the wielder's weapons, then the chosen weapon's attack
// types, then that type's ratings (from the ruleset's fixture table, whose characters are armed).

import { describe, expect, it } from "vitest";
import { diceEngine } from "../ruleset.js";
import { weaponChoices } from "./weapon-choices.js";

const options = diceEngine.parseOptions({});
const state = diceEngine.fixtures(options);
const values = (list: { value: string | number }[] | undefined) => list?.map((c) => c.value);

describe("weapon choices for a form", () => {
  it("offers the attacker's weapons and the Unarmed Strike everyone has", () => {
    const c = weaponChoices(state, { attacker: "bruno" }, "attacker", true);
    expect(values(c.weapon)).toEqual(["Hammer", "Unarmed Strike"]);
    expect(c.type).toBeUndefined();
  });

  it("then the attack types of the chosen weapon (by name or id, any case), then a rated type's ratings", () => {
    const types = weaponChoices(state, { attacker: "bruno", weapon: "hammer" }, "attacker", true);
    expect(types.type).toEqual([
      { value: "standard", label: "Standard" },
      { value: "heavy", label: "Heavy" },
    ]);
    const ratings = weaponChoices(
      state,
      { attacker: "bruno", weapon: "Hammer", type: "heavy" },
      "attacker",
      true,
    );
    expect(ratings.rating).toEqual([{ value: 2, label: "Heavy:[2]" }]);
    expect(
      weaponChoices(state, { attacker: "bruno", weapon: "Hammer", type: "standard" }, "attacker", true)
        .rating,
    ).toBeUndefined();
  });

  it("offers nothing until it knows the wielder, and only weapons where types are not asked for", () => {
    expect(weaponChoices(state, {}, "attacker", true)).toEqual({});
    expect(weaponChoices(state, { attacker: "nobody" }, "attacker", true)).toEqual({});
    expect(Object.keys(weaponChoices(state, { actor: "bruno", weapon: "Hammer" }, "actor", false))).toEqual([
      "weapon",
    ]);
  });

  it("is what the attack, reload and takedown actions offer", () => {
    const ctx = { state, options };
    expect(values(diceEngine.actions.attack!.choices!(ctx, { attacker: "bruno" }).weapon)).toContain(
      "Hammer",
    );
    expect(values(diceEngine.actions.reload!.choices!(ctx, { actor: "bruno" }).weapon)).toContain("Hammer");
    expect(values(diceEngine.actions.takedown!.choices!(ctx, { performer: "bruno" }).weapon)).toContain(
      "Hammer",
    );
  });
});
