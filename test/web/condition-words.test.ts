// The initiative tracker's condition badges in words (issue 16): every condition a shipped ruleset
// can put on someone (what every action example adds on its fixtures with several seeds, and the
// catalogues those come from: the Dice Engine's conditions, the Objects traits' failures and
// granted traits, the Lucidity wounds) reads as the ruleset's name, never the key it is filed
// under, and its title says the rating and what is left of it in words (was "gm-controlled 3r",
// "trait:fireBreathing 30m", a Lucidity wound's "4320m").

import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../src/dice/index.js";
import { describeEvent } from "../../src/engine/describe.js";
import type { Condition } from "../../src/engine/state.js";
import { idCounter, resolveAction } from "../../src/engine/table.js";
import { CORE_CONDITIONS } from "../../src/rulesets/dice-engine/conditions/catalog.js";
import { registry } from "../../src/rulesets/index.js";
import { WOUNDS } from "../../src/rulesets/lucidity/data/wounds.js";
import { DEFENDING } from "../../src/rulesets/objects/actions/attack.js";
import { DROWNING } from "../../src/rulesets/objects/actions/care.js";
import { ENRAGED, GM_CONTROLLED } from "../../src/rulesets/objects/actions/traits.js";
import { GRANTED_TRAIT_PREFIX } from "../../src/rulesets/objects/character/traits.js";
import { TRAITS } from "../../src/rulesets/objects/data/traits.js";
import {
  conditionBadge,
  conditionInSentence,
  conditionLabel,
  durationWords,
  withConditionWords,
} from "../../web/src/lib/condition-words.js";

const SEEDS = 4;
/** What a badge may never show: camelCase, kind:value, a lower-case key joined by - or _, "3r". */
const RAW = [
  /\b[a-z]+[A-Z][a-zA-Z]*\b/,
  /\b[a-zA-Z]+:[a-zA-Z0-9]+\b/,
  /\b[a-z]+[-_][a-z]+\b/,
  /\b\d+[rtmd]\b/,
  /\b(true|false|null|undefined)\b/,
];

/** Condition names each ruleset's actions add, resolving every example on its fixtures. */
function addedByActions(rulesetId: string): Set<string> {
  const ruleset = registry.get(rulesetId);
  const names = new Set<string>();
  const visit = (e: unknown) => {
    const x = e as { type?: string; events?: unknown[]; condition?: { name?: unknown } };
    if (x?.type === "group") for (const y of x.events ?? []) visit(y);
    if (x?.type === "condition.added" && typeof x.condition?.name === "string") names.add(x.condition.name);
  };
  const fixtures = ruleset.fixtures(ruleset.parseOptions({}));
  for (const c of fixtures.conditions) names.add(c.name);
  for (const [name, a] of Object.entries(ruleset.actions))
    for (const params of a.examples)
      for (let seed = 0; seed < SEEDS; seed++) {
        try {
          const state = ruleset.fixtures(ruleset.parseOptions({}));
          const r = resolveAction(ruleset, state, name, params, rngSource(Rng.fromSeed(seed)), idCounter());
          r.events.forEach(visit);
        } catch {
          // refused on this seed's path
        }
      }
  return names;
}

/** Every condition name of every shipped ruleset: from its actions and from its catalogues. */
function everyCondition(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const r of registry.list()) out.set(r.id, addedByActions(r.id));
  const de = out.get("dice-engine")!;
  for (const c of Object.values(CORE_CONDITIONS)) de.add(c.name);
  const objects = out.get("objects")!;
  for (const n of [ENRAGED, GM_CONTROLLED, DEFENDING, DROWNING]) objects.add(n);
  for (const t of TRAITS) {
    objects.add(`${GRANTED_TRAIT_PREFIX}${t.id}`);
    for (const roll of Object.values(t.rolls ?? {})) {
      objects.add(roll.onFailure);
      if (roll.ends) objects.add(roll.ends);
    }
  }
  const lucidity = out.get("lucidity")!;
  for (const w of WOUNDS) lucidity.add(w.name);
  return out;
}

const DURATIONS: (Condition["duration"] & object)[] = [
  { unit: "round", remaining: 1 },
  { unit: "round", remaining: 3 },
  { unit: "turn", remaining: 2 },
  { unit: "tick", remaining: 7 },
  { unit: "minute", remaining: 45 },
  { unit: "minute", remaining: 90 },
  { unit: "minute", remaining: 4320 },
  { unit: "minute", remaining: 1440 * 7 + 300 },
];

describe("the tracker's condition badges in words", () => {
  const all = everyCondition();

  it("finds conditions in every ruleset that has them", () => {
    for (const id of ["dice-engine", "objects", "lucidity"])
      expect(all.get(id)!.size, `${id}'s conditions`).toBeGreaterThan(3);
    expect(all.get("objects")!.has(GM_CONTROLLED)).toBe(true);
  });

  for (const [rulesetId, names] of all)
    it(`${rulesetId}: every condition's badge and title read as words`, () => {
      const problems: string[] = [];
      for (const name of names)
        for (const rating of [null, 2])
          for (const duration of [null, ...DURATIONS]) {
            const b = conditionBadge({ name, rating, duration });
            for (const [where, text] of [
              ["badge", b.text],
              ["title", b.title],
            ] as const)
              for (const raw of RAW)
                if (raw.test(text)) problems.push(`${name} (${where}): "${text}" matches ${raw}`);
            if (!b.title.startsWith(conditionLabel(name))) problems.push(`${name}: title "${b.title}"`);
            if (rating !== null && !b.title.includes(`rating ${rating}`))
              problems.push(`${name}: the title does not say the rating: "${b.title}"`);
            if (!/( left|until removed)$/.test(b.title)) problems.push(`${name}: "${b.title}" says no time`);
            // The log's line for it, as the roll log and the undo button read it.
            const line = describeEvent(
              withConditionWords({
                type: "group",
                events: [
                  {
                    type: "condition.added",
                    condition: { id: "c1", target: "wren", name, rating, duration, source: null },
                  },
                ],
              }),
              { member: (id) => id ?? "", character: (id) => (id === "wren" ? "Wren" : (id ?? "")) },
            );
            for (const raw of RAW)
              if (raw.test(line)) problems.push(`${name} (log): "${line}" matches ${raw}`);
          }
      expect(problems).toEqual([]);
    });

  it("says a coded name and a key by the words they stand for", () => {
    expect(conditionLabel("trait:fireBreathing")).toBe("Fire breathing (trait)");
    expect(conditionLabel("gm-controlled")).toBe("GM controlled");
    expect(conditionLabel("Burning")).toBe("Burning");
    expect(conditionLabel("Minor Wound")).toBe("Minor Wound");
    expect(conditionLabel("shaken")).toBe("Shaken");
    expect(
      conditionBadge({ name: "gm-controlled", rating: null, duration: { unit: "round", remaining: 3 } }),
    ).toEqual({
      text: "GM controlled · 3 rounds",
      title: "GM controlled, 3 rounds left",
    });
    expect(conditionBadge({ name: "Bleeding", rating: 2, duration: null })).toEqual({
      text: "Bleeding 2",
      title: "Bleeding, rating 2, until removed",
    });
  });

  it("writes a key in the log's sentence in words, and leaves names in words alone", () => {
    expect(conditionInSentence("gm-controlled")).toBe("GM controlled");
    expect(conditionInSentence("Burning")).toBe("Burning");
    expect(conditionInSentence("shaken")).toBe("shaken");
    const line = describeEvent(
      withConditionWords({
        type: "condition.added",
        condition: {
          id: "c1",
          target: "wren",
          name: "gm-controlled",
          rating: 2,
          duration: { unit: "round", remaining: 3 },
          source: null,
        },
      }),
      { member: (id) => id ?? "", character: () => "Wren" },
    );
    expect(line).toBe("Wren is GM controlled 2 for 3 rounds");
  });

  it("says long times in days and hours, not minutes", () => {
    expect(durationWords({ unit: "minute", remaining: 4320 })).toBe("3 days");
    expect(durationWords({ unit: "minute", remaining: 1440 + 240 })).toBe("1 day 4 hours");
    expect(durationWords({ unit: "minute", remaining: 90 })).toBe("1 hour 30 minutes");
    expect(durationWords({ unit: "minute", remaining: 1 })).toBe("1 minute");
    expect(durationWords({ unit: "tick", remaining: 1 })).toBe("1 tick");
    expect(durationWords({ unit: "round", remaining: 0 })).toBe("0 rounds");
  });
});
