// The forecast at the table: the encounter's fighters as the state holds them become the group
// fight's sides (PCs against the GM's characters), the forecast agrees with a group fight run on the
// same character files, and the state's current HP counts.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { emptyState, type TableState } from "../../src/engine/state.js";
import { registry } from "../../src/rulesets/index.js";
import { forecast, forecastSides } from "../../src/sim/forecast.js";
import { simulateGroup } from "../../src/sim/group.js";

const load = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../examples/encounter/${name}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>[];

/** A table mid-encounter: the party files owned by a player, the foes the GM's. */
function table(ruleset: string, party: unknown[], foes: unknown[]): TableState {
  const s = emptyState(ruleset, {});
  const participants: NonNullable<TableState["encounter"]>["participants"] = [];
  const add = (data: unknown, i: number, owner: string | null) => {
    const id = `${owner ? "pc" : "npc"}${i}`;
    const name = (data as { name: string }).name;
    s.characters[id] = { id, name, owner, data };
    participants.push({ id: `p-${id}`, character: id, name, initiative: 10 - i, tick: 0, group: null });
  };
  for (const [i, d] of party.entries()) add(d, i, "player-1");
  for (const [i, d] of foes.entries()) add(d, i, null);
  s.encounter = {
    id: "e1",
    model: "rolled",
    participants,
    order: participants.map((p) => p.id),
    current: 1,
    round: 2,
    time: 0,
    budgetPerTurn: null,
    budget: null,
  };
  return s;
}

describe.each(["lucky13", "beat15", "lucidity", "objects"])("forecast (%s)", (id) => {
  const ruleset = registry.get(id);
  const party = load(`${id}-party`);
  const foes = load(`${id}-foes`);
  // Objects fights are slow (many dice per attack): fewer runs keep the test short.
  const runs = id === "objects" ? 30 : 400;

  it("splits the encounter into the party (owned) and the foes (the GM's), noting the ignored order", () => {
    const sides = forecastSides(table(id, party, foes));
    expect(sides.party.map((f) => f.name)).toEqual(party.map((c) => c.name));
    expect(sides.foes.map((f) => f.name)).toEqual(foes.map((c) => c.name));
    expect(sides.party[0]!.data).toBe(party[0]);
    expect(sides.notes.join(" ")).toMatch(/fresh initiative/);
  });

  it("agrees with a group fight on the same files, seed and runs, and leaves the state alone", () => {
    const state = table(id, party, foes);
    const before = JSON.stringify(state);
    const f = forecast(ruleset, state, { runs, seed: "forecast-seed" });
    const g = simulateGroup(ruleset, {
      party,
      foes,
      tactics: [{ focus: "weakest" }, { focus: "weakest" }],
      runs,
      seed: "forecast-seed",
    });
    expect(f.winRate).toEqual(g.sides[0]!.winRate);
    expect(f.pcs).toEqual(
      g.combatants.filter((c) => c.side === 0).map((c) => ({ name: c.name, dropRate: c.dropRate })),
    );
    expect(JSON.stringify(state)).toBe(before);
    const joins = f.whatIf.filter((w) => w.kind === "joins");
    expect(joins.map((w) => w.name)).toEqual([...new Set(foes.map((c) => c.name as string))]);
    const more = simulateGroup(ruleset, {
      party,
      foes: [...foes, foes[0]],
      tactics: [{ focus: "weakest" }, { focus: "weakest" }],
      runs,
      seed: "forecast-seed",
    });
    expect(joins[0]!.winRate).toEqual(more.sides[0]!.winRate);
    expect(f.whatIf.filter((w) => w.kind === "leaves").length).toBe(foes.length > 1 ? foes.length : 0);
  });
});

describe("forecast reads current HP from the state", () => {
  it("a badly hurt Lucky 13 party wins less often", () => {
    const ruleset = registry.get("lucky13");
    const party = load("lucky13-party");
    const foes = load("lucky13-foes");
    const hurt = party.map((c) => ({ ...c, hp: 2 }));
    const fresh = forecast(ruleset, table("lucky13", party, foes), { runs: 2000, seed: "hp" });
    const low = forecast(ruleset, table("lucky13", hurt, foes), { runs: 2000, seed: "hp" });
    expect(low.winRate.high).toBeLessThan(fresh.winRate.low);
  });

  it("refuses a table without an encounter or without both sides", () => {
    const s = table("lucky13", load("lucky13-party"), []);
    expect(() => forecastSides(s)).toThrow(/player characters and the GM's foes/);
    s.encounter = null;
    expect(() => forecastSides(s)).toThrow(/no encounter/);
  });
});
