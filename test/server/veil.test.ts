// What players get of a secret character, decided in visibility.ts as records enter a table's log:
// for an NPC of every shipped ruleset (built by its NPC facet), the sheet becomes a veil with at most
// a wound word; its rolls lose dice and numbers; its conditions and the notes naming it are kept
// from players unless the GM shows conditions; characters that are not secret pass untouched.
// Pure: a TableLog in memory, no server (secret-npcs.test.ts runs the same over real WebSockets).

import { describe, expect, it } from "vitest";
import { describeEvent } from "../../src/engine/describe.js";
import type { TableEvent } from "../../src/engine/events.js";
import { emptyState } from "../../src/engine/state.js";
import { registry } from "../../src/rulesets/index.js";
import { TableLog } from "../../src/server/table-log.js";
import { isVeiledSheet, veiledEvent } from "../../src/server/visibility.js";
import type { EventRecord } from "../../src/store/index.js";

function logOf(rulesetId: string) {
  const ruleset = registry.get(rulesetId)!;
  const log = new TableLog(ruleset, emptyState(ruleset.id, {}));
  let intent = 0;
  const commit = (...events: TableEvent[]): EventRecord[] => {
    intent++;
    const records = events.map((event, i) => ({
      seq: log.head + 1 + i,
      intent,
      visibility: "public" as const,
      author: "gm",
      event: JSON.parse(JSON.stringify(event)) as unknown,
    }));
    log.append(records);
    return records;
  };
  return { ruleset, log, commit };
}

describe.each(registry.list().map((r) => r.id))("a secret NPC in %s", (id) => {
  const { ruleset, commit } = logOf(id);
  const o = ruleset.parseOptions({});
  const facet = ruleset.npc!;
  const data = ruleset.character.parse(facet.build(facet.statblock.parse(facet.example), "Ogre", o), o);
  const health = facet.health(data, o);

  it("reaches players as a veil: no sheet, and a wound word only where the ruleset keeps HP", () => {
    const [added] = commit({
      type: "character.added",
      character: { id: "ogre", name: "Ogre", owner: null, data, secret: { show: "wound" } },
    });
    const v = veiledEvent(added!) as { event: { character: { name: string; data: unknown } } };
    expect(v.event.character.name).toBe("Ogre");
    expect(isVeiledSheet(v.event.character.data)).toBe(true);
    expect(v.event.character.data).toEqual(
      health ? { veiled: true, show: "wound", wound: "unhurt" } : { veiled: true, show: "wound" },
    );
  });

  it("loses its roll's dice and numbers; keeps who rolled and the outcome's name", () => {
    const [r] = commit({
      type: "roll",
      roll: {
        id: "roll-1",
        action: "attack",
        actor: "ogre",
        summary: "Ogre attacks Wren: 17 vs 12, hit by 5",
        dice: [
          { role: "attack", sides: 20, faces: [17], value: 17, kept: true, exploded: false, imploded: false },
        ],
        outcome: { total: 17, margin: 5 },
        partition: "hit",
      },
    });
    expect(veiledEvent(r!)).toEqual({
      event: {
        type: "roll",
        roll: {
          id: "roll-1",
          action: "attack",
          actor: "ogre",
          summary: "Ogre: attack, hit",
          dice: [],
          outcome: {},
          partition: "hit",
        },
      },
    });
  });

  it("names the action of a veiled roll in words, never by its key", () => {
    const [r] = commit({
      type: "roll",
      roll: {
        id: "roll-2",
        action: "martialThrow",
        actor: "ogre",
        summary: "Ogre throws Wren: 14 vs 9",
        dice: [],
        outcome: { total: 14 },
        partition: "success",
      },
    });
    expect(veiledEvent(r!)).toMatchObject({ event: { roll: { summary: "Ogre: martial throw, success" } } });
  });

  it("leaves no word of what it carries in a visible character's change lines", () => {
    // Found by the session walk: Wren's damage line named the ghoul's secret weapon.
    const wren = ruleset.character.parse(facet.build(facet.statblock.parse(facet.example), "Wren", o), o);
    commit({ type: "character.added", character: { id: "wren", name: "Wren", owner: null, data: wren } });
    const [changed] = commit({
      type: "character.changed",
      id: "wren",
      data: wren,
      changes: ["Wren takes 1 damage (Ogre's Saltbane Hook): Health 7 → 6", "Wren is prone"],
    });
    expect(veiledEvent(changed!)).toEqual({
      event: {
        type: "character.changed",
        id: "wren",
        data: JSON.parse(JSON.stringify(wren)),
        changes: ["Wren: Health 7 → 6, by Ogre", "Wren is prone"],
      },
    });
  });

  it("keeps its conditions and notes naming it from players, unless the GM shows conditions", () => {
    const [cond] = commit({
      type: "condition.added",
      condition: { id: "k1", target: "ogre", name: "Stunned", rating: null, duration: null, source: null },
    });
    expect(veiledEvent(cond!)).toEqual({ hidden: true });
    const [note] = commit({ type: "note.opened", id: "combat:ogre", kind: "x", text: "t", data: {} });
    expect(veiledEvent(note!)).toEqual({ hidden: true });
    // "ogre" is not "ogre-2": a whole-token match.
    commit({
      type: "character.added",
      character: { id: "ogre-2", name: "Other", owner: null, data },
    });
    const [other] = commit({ type: "note.opened", id: "combat:ogre-2", kind: "x", text: "t", data: {} });
    expect(veiledEvent(other!)).toBeUndefined();
    const [shown, cond2] = commit(
      { type: "character.secrecy", id: "ogre", secret: { show: "conditions" } },
      {
        type: "condition.added",
        condition: { id: "k2", target: "ogre", name: "Prone", rating: null, duration: null, source: null },
      },
    );
    expect(veiledEvent(shown!)).toBeUndefined();
    expect(veiledEvent(cond2!)).toBeUndefined();
  });

  it("shows the sheet again, in the same intent, when the GM lifts the secret", () => {
    const [lift, sheet] = commit(
      { type: "character.secrecy", id: "ogre", secret: null },
      { type: "character.changed", id: "ogre", data, changes: ["shown to the players"] },
    );
    expect(veiledEvent(lift!)).toBeUndefined();
    expect(veiledEvent(sheet!)).toBeUndefined();
  });
});

describe("the log's words for secret characters", () => {
  const names = { character: (id: string) => (id === "g2" ? "Goblin 2" : id), member: (id: string) => id };
  it("says how hurt a veiled character looks, and nothing when players see nothing", () => {
    const veiled = { veiled: true, show: "wound", wound: "bloodied" };
    expect(describeEvent({ type: "character.changed", id: "g2", data: veiled, changes: [] }, names)).toBe(
      "Goblin 2 looks bloodied",
    );
    expect(
      describeEvent(
        { type: "character.changed", id: "g2", data: { veiled: true, show: "nothing" }, changes: [] },
        names,
      ),
    ).toBe("");
  });
  it("names what players see when the GM keeps a character secret, in words", () => {
    expect(describeEvent({ type: "character.secrecy", id: "g2", secret: { show: "wound" } }, names)).toBe(
      "The GM keeps Goblin 2 secret: players see its name and how hurt it looks",
    );
    expect(describeEvent({ type: "character.secrecy", id: "g2", secret: null }, names)).toBe(
      "The GM shows Goblin 2 to the players",
    );
  });
});
