// Which actions a player may take on their own character without a roll: each ruleset's list of
// self-service actions (spending their own experience), and nothing on someone else's character.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../src/dice/index.js";
import { emptyState } from "../../src/engine/state.js";
import { idCounter, resolveAction } from "../../src/engine/table.js";
import { lucky13 } from "../../src/rulesets/lucky13/ruleset.js";
import { options, sheet, table } from "../../src/rulesets/lucky13/testing/table.js";
import type { Execution } from "../../src/server/intents.js";
import { authorize, authorizeOutcome } from "../../src/server/permissions.js";
import type { Intent } from "../../src/server/protocol.js";

function ctx(ruleset: string) {
  const state = emptyState(ruleset, {});
  state.characters.mine = { id: "mine", name: "Mine", owner: "p1", data: {} };
  state.characters.theirs = { id: "theirs", name: "Theirs", owner: "p2", data: {} };
  return {
    state,
    author: { id: "p1", role: "player" as const, name: "Pat" },
    ruleset: { id: ruleset, character: {} },
    freeCharacterEditing: false,
  };
}

const buy = (actor: string) => ({ type: "action", action: "buy", params: { actor } }) as unknown as Intent;
const changedOf = (id: string): Execution => ({
  events: [{ type: "character.changed", id, data: {}, changes: [] }],
  visibility: "public",
  roll: null,
});

describe("player self-service actions", () => {
  it.each(["lucky13", "dice-engine", "objects"])("%s: a player may buy for their own character", (id) => {
    expect(() => authorizeOutcome(ctx(id), buy("mine"), changedOf("mine"))).not.toThrow();
  });

  it.each(["lucky13", "dice-engine", "objects"])("%s: but not for someone else's", (id) => {
    expect(() => authorizeOutcome(ctx(id), buy("theirs"), changedOf("theirs"))).toThrow(/not your character/);
  });

  it("an action not on the ruleset's list stays the GM's", () => {
    const award = { type: "action", action: "award", params: { actor: "mine" } } as unknown as Intent;
    expect(() => authorizeOutcome(ctx("dice-engine"), award, changedOf("mine"))).toThrow(/only the GM/);
  });
});

describe("GM actions that throw dice", () => {
  it("a player may not give their own character a Lucky 13 impairment, named or rolled", () => {
    const o = options({ impairmentCatalog: [{ name: "Limp" }, { name: "Stutter" }] });
    const state = table(o, { mine: sheet(o, { name: "Mine" }) });
    state.characters.mine = { ...state.characters.mine!, owner: "p1" };
    const c = { ...ctx("lucky13"), state };
    for (const params of [{ target: "mine", impairment: "Limp" }, { target: "mine" }]) {
      const r = resolveAction(lucky13, state, "impair", params, facesSource([2]), idCounter());
      const intent = { type: "action", action: "impair", params } as unknown as Intent;
      const x: Execution = { events: r.events, visibility: "public", roll: r.roll };
      expect(() => authorizeOutcome(c, intent, x), JSON.stringify(params)).toThrow(/only the GM/);
    }
  });
});

describe("another character's reaction is that character's player's (DE-PERK-48, DE-PERK-59)", () => {
  const attack = (params: object) =>
    ({
      type: "action",
      action: "attack",
      params: { attacker: "mine", weapon: "Hammer", ...params },
    }) as unknown as Intent;

  it("a player's attack may not make someone else's character parry or step in", () => {
    const c = ctx("dice-engine");
    expect(() => authorize(c, attack({ defender: "theirs", parried: true }))).toThrow(
      "Martial Parry is the defender's to take: their player readies it with the interrupt action before the attack, or the GM declares it",
    );
    expect(() => authorize(c, attack({ defender: "theirs", interceptor: "theirs" }))).toThrow(
      "Get Down Mr President is the interceptor's to take: their player readies it with the interrupt action before the attack, or the GM declares it",
    );
    try {
      authorize(c, attack({ defender: "theirs", parried: true }));
    } catch (e) {
      expect(e).toMatchObject({ code: "forbidden", path: ["params", "parried"] });
    }
  });

  it("but may for their own character, may leave them out, and the GM may declare them", () => {
    const c = ctx("dice-engine");
    expect(() => authorize(c, attack({ defender: "mine", parried: true }))).not.toThrow();
    expect(() => authorize(c, attack({ defender: "theirs", interceptor: "mine" }))).not.toThrow();
    expect(() => authorize(c, attack({ defender: "theirs", parried: false }))).not.toThrow();
    const gm = { ...c, author: { ...c.author, role: "gm" as const } };
    expect(() =>
      authorize(gm, attack({ attacker: "theirs", defender: "theirs", parried: true })),
    ).not.toThrow();
  });

  it("the flags mean nothing to another ruleset's attack", () => {
    expect(() => authorize(ctx("objects"), attack({ defender: "theirs", parried: true }))).not.toThrow();
  });
});
