// A character's current target (issue 16: an action form starts "from the acting character's state
// (its weapons, its stats, the current target)"), read from the log as the browser receives it.
// Every example of every shipped action made against someone (a defender, opponent or victim) is
// resolved on its ruleset's fixtures with several seeds, folded into log records as the server
// sends them, and must name that defender: for the GM, who gets every record whole, and for a
// player when the defender is a secret NPC (the records run through the server's own veil), where
// a hit names it by the change it makes and a miss names nobody unless this browser sent it.

import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../src/dice/index.js";
import { apply, type TableEvent } from "../../src/engine/events.js";
import type { TableState } from "../../src/engine/state.js";
import { idCounter, resolveAction } from "../../src/engine/table.js";
import { registry } from "../../src/rulesets/index.js";
import { rulesetInfo } from "../../src/server/http/ruleset-info.js";
import { veiledEvent, veilRecords } from "../../src/server/visibility.js";
import type { EventRecord } from "../../src/store/records.js";
import {
  AGAINST_PARAMS,
  actionsAgainst,
  firstNamedOther,
  mergeTargets,
  targetsFromLog,
} from "../../web/src/lib/current-target.js";
import type { LogItem } from "../../web/src/lib/fold.js";
import type { GameEvent, LogRecord } from "../../web/src/lib/protocol.js";

const SEEDS = 6;

/** One intent's events as the GM's browser gets them. */
function gmItem(intent: number, events: readonly unknown[]): LogItem {
  return {
    intent,
    records: events.map((event, i) => ({
      seq: intent * 100 + i,
      intent,
      author: "gm",
      visibility: "public" as const,
      event: event as GameEvent,
    })),
  };
}

/** The same intent as a player gets it, through the server's veil (src/server/visibility.ts). */
function playerItem(
  intent: number,
  events: readonly unknown[],
  before: TableState,
  after: TableState,
  ruleset: ReturnType<typeof registry.get>,
): LogItem {
  const stored: EventRecord[] = events.map((event, i) => ({
    seq: intent * 100 + i,
    intent,
    visibility: "public",
    author: "gm",
    event,
  }));
  veilRecords(stored, before, after, ruleset);
  const records: LogRecord[] = stored.map((r) => {
    const v = veiledEvent(r);
    if (v && "hidden" in v) return { seq: r.seq, intent, hidden: true };
    return {
      seq: r.seq,
      intent,
      author: r.author,
      visibility: "public",
      event: (v ? v.event : r.event) as GameEvent,
    };
  });
  return { intent, records };
}

const fold = (state: TableState, events: readonly unknown[], ruleset: ReturnType<typeof registry.get>) =>
  events.reduce<TableState>((s, e) => apply(s, e as TableEvent, ruleset.reduce), state);

/** The character id a parameter names (a place in the encounter stands for its character). */
function characterOf(state: TableState, id: unknown): string | null {
  if (typeof id !== "string") return null;
  if (Object.hasOwn(state.characters, id)) return id;
  return state.encounter?.participants.find((p) => p.id === id)?.character ?? null;
}

describe("a character's current target, from the log", () => {
  let hitsSeenByPlayers = 0;
  for (const ruleset of registry.list()) {
    it(`${ruleset.id}: every action made against someone names its defender, for the GM and (on a hit) a player`, () => {
      const against = actionsAgainst(rulesetInfo(ruleset).actions);
      expect(against.size, `${ruleset.id} has actions made against someone`).toBeGreaterThan(0);
      let checked = 0;
      let playerHits = 0;
      const problems: string[] = [];
      for (const name of against) {
        ruleset.actions[name]!.examples.forEach((params, i) => {
          for (let seed = 0; seed < SEEDS; seed++) {
            const state = ruleset.fixtures(ruleset.parseOptions({}));
            let r: ReturnType<typeof resolveAction>;
            try {
              r = resolveAction(ruleset, state, name, params, rngSource(Rng.fromSeed(seed)), idCounter());
            } catch {
              continue; // refused on this seed's path: no roll, nothing to name
            }
            const p = params as Record<string, unknown>;
            const defender = AGAINST_PARAMS.map((k) => characterOf(state, p[k])).find((x) => x !== null);
            const actor = characterOf(state, r.roll?.actor);
            if (!r.roll || !defender || !actor || actor === defender) continue;
            const at = `${name} example ${i + 1} seed ${seed}`;
            checked++;

            const gm = targetsFromLog([gmItem(7, r.events)], new Set(), state, against);
            if (gm.get(actor)?.target !== defender)
              problems.push(`GM: ${at}: ${gm.get(actor)?.target ?? "nobody"} for ${defender}`);
            // Taken back: it names nobody.
            expect(targetsFromLog([gmItem(7, r.events)], new Set([7]), state, against).get(actor)).toBe(
              undefined,
            );

            // The defender a secret NPC, seen by a player.
            const secretState: TableState = {
              ...state,
              characters: {
                ...state.characters,
                [defender]: { ...state.characters[defender]!, secret: { show: "wound" } },
              },
            };
            const after = fold(secretState, r.events, ruleset);
            const item = playerItem(8, r.events, secretState, after, ruleset);
            const seen = targetsFromLog([item], new Set(), after, against).get(actor);
            const changed = r.events.some(
              (e) =>
                (e as { type: string; id?: string }).type === "character.changed" &&
                characterOf(state, (e as { id?: string }).id) === defender,
            );
            if (seen !== undefined && seen.target !== defender)
              problems.push(`player: ${at}: ${seen.target} named for ${defender}`);
            if (changed) {
              playerHits++;
              if (seen?.target !== defender) problems.push(`player: ${at}: a hit names nobody`);
            }
            // What this browser sent fills in what the player's log cannot say.
            const merged = mergeTargets(
              new Map(seen ? [[actor, seen]] : []),
              new Map([[actor, { target: defender, intent: 8 }]]),
              new Set(),
              { intents: new Set([8]) },
            );
            expect(merged.get(actor)?.target).toBe(defender);
          }
        });
      }
      expect(problems).toEqual([]);
      expect(checked, `${ruleset.id}: examples resolved`).toBeGreaterThan(0);
      hitsSeenByPlayers += playerHits;
    });
  }

  it("has checked a player's view of some hits (the veiled change names the target)", () => {
    expect(hitsSeenByPlayers).toBeGreaterThan(0);
  });

  it("reads whole names: Goblin 1 is not in Goblin 12, the actor's longer name hides a shorter one", () => {
    const state = {
      characters: {
        g1: { id: "g1", name: "Goblin 1" },
        g12: { id: "g12", name: "Goblin 12" },
        wren: { id: "wren", name: "Wren Hale" },
        w: { id: "w", name: "Wren" },
      },
    } as unknown as TableState;
    expect(firstNamedOther("Wren Hale misses Goblin 12: 9 against 11", "wren", state)).toBe("g12");
    expect(firstNamedOther("Goblin 12 hits Goblin 1 with a club", "g12", state)).toBe("g1");
    expect(firstNamedOther("Wren Hale's attack", "wren", state)).toBe(null);
    expect(firstNamedOther("Goblin 1 hits Wren's shield", "g1", state)).toBe("w");
  });

  it("keeps the later of the log's target and the one this browser sent; ignores one taken back", () => {
    const log = new Map([["wren", { target: "g1", intent: 5 }]]);
    const sent = new Map([["wren", { target: "g2", intent: 9 }]]);
    const intents = new Set([5, 9]);
    expect(mergeTargets(log, sent, new Set(), { intents }).get("wren")?.target).toBe("g2");
    expect(mergeTargets(log, sent, new Set([9]), { intents }).get("wren")?.target).toBe("g1");
    // Not in this log yet (the acknowledgement came first): the log's stands.
    expect(mergeTargets(log, sent, new Set(), { intents: new Set([5]) }).get("wren")?.target).toBe("g1");
    const older = new Map([["wren", { target: "g2", intent: 3 }]]);
    expect(mergeTargets(log, older, new Set(), { intents: new Set([3, 5]) }).get("wren")?.target).toBe("g1");
  });

  it("takes the last action against someone; a heal on a friend does not move the target", () => {
    const state = {
      characters: {
        wren: { id: "wren", name: "Wren" },
        mara: { id: "mara", name: "Mara" },
        g1: { id: "g1", name: "Goblin 1" },
        g2: { id: "g2", name: "Goblin 2" },
      },
      encounter: null,
    } as unknown as TableState;
    const roll = (action: string, summary: string) => ({
      type: "roll",
      roll: { id: "r", action, actor: "wren", summary, dice: [], outcome: {}, partition: "hit" },
    });
    const against = new Set(["attack"]);
    const log = [
      gmItem(1, [roll("attack", "Wren hits Goblin 1 with a sword")]),
      gmItem(2, [roll("attack", "Wren misses Goblin 2")]),
      gmItem(3, [
        roll("heal", "Wren heals Mara"),
        { type: "character.changed", id: "mara", data: {}, changes: [] },
      ]),
    ];
    expect(targetsFromLog(log, new Set(), state, against).get("wren")).toEqual({ target: "g2", intent: 2 });
    expect(targetsFromLog(log, new Set([2]), state, against).get("wren")).toEqual({
      target: "g1",
      intent: 1,
    });
    // A summary that names nobody (a player's view of a roll against a secret NPC): the change says.
    const veiled = [
      gmItem(4, [
        roll("attack", "Wren: attack, hit"),
        { type: "character.changed", id: "wren", data: {}, changes: [] },
        { type: "character.changed", id: "g1", data: { veiled: true }, changes: [] },
      ]),
    ];
    expect(targetsFromLog(veiled, new Set(), state, against).get("wren")?.target).toBe("g1");
  });
});
