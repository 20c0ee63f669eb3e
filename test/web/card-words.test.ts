// Every ruleset's roll cards and log lines, as the table shows them, read as words: each shipped
// action's examples are resolved on the ruleset's fixtures with a few seeds, and the card's summary,
// outcome badge, outcome fields and event lines are checked for raw keys (camelCase, `kind:value`),
// bare booleans and character ids where a name belongs (issue 16).

import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../src/dice/index.js";
import { describeEvent, describeOutcome, partitionText } from "../../src/engine/describe.js";
import type { TableState } from "../../src/engine/state.js";
import { idCounter, resolveAction } from "../../src/engine/table.js";
import { registry } from "../../src/rulesets/index.js";

const CAMEL = /\b[a-z]+[A-Z][a-zA-Z]*\b/;
const COLON_KEY = /\b[a-zA-Z]+:[a-zA-Z0-9]+\b/;
const BOOLEAN = /\b(true|false)\b/;
const SEEDS = 4;

/** The names the web table uses: a character by its name, a member by id (the fixtures have none). */
function namesOf(state: TableState) {
  return {
    member: (id: string | null) => id ?? "",
    character: (id: string | null) =>
      id !== null && Object.hasOwn(state.characters, id) ? state.characters[id]!.name : (id ?? ""),
  };
}

/** What a card shows for one resolution: text lines, each with where it came from. */
function cardTexts(rulesetId: string, action: string, params: unknown, seed: number): [string, string][] {
  const ruleset = registry.get(rulesetId);
  const state = ruleset.fixtures(ruleset.parseOptions({}));
  let r: ReturnType<typeof resolveAction>;
  try {
    r = resolveAction(ruleset, state, action, params, rngSource(Rng.fromSeed(seed)), idCounter());
  } catch {
    return []; // an example refused on this seed's path shows an error, not a card
  }
  const n = namesOf(state);
  const out: [string, string][] = [];
  if (r.roll) {
    out.push(["summary", r.roll.summary]);
    out.push(["partition", partitionText(r.roll.partition, n)]);
    for (const l of describeOutcome(r.roll.outcome, n)) {
      out.push([`outcome ${l.key} label`, l.label]);
      if (l.value !== "") out.push([`outcome ${l.key} value`, l.value]);
    }
  }
  for (const e of r.events) out.push([`event ${e.type}`, describeEvent(e as never, n)]);
  return out;
}

describe("roll cards and log lines in words, every shipped ruleset", () => {
  for (const ruleset of registry.list()) {
    it(`${ruleset.id}: no raw keys, bare booleans or yes/no values on any example's card`, () => {
      const problems: string[] = [];
      let lines = 0;
      for (const [name, a] of Object.entries(ruleset.actions))
        a.examples.forEach((params, i) => {
          for (let seed = 0; seed < SEEDS; seed++)
            for (const [where, text] of cardTexts(ruleset.id, name, params, seed)) {
              lines++;
              const at = `${name} example ${i + 1} seed ${seed} ${where}: ${text}`;
              if (CAMEL.test(text)) problems.push(`camelCase key in ${at}`);
              if (COLON_KEY.test(text)) problems.push(`colon key in ${at}`);
              if (BOOLEAN.test(text)) problems.push(`bare boolean in ${at}`);
              if (where.endsWith("value") && /^(yes|no)$/.test(text)) problems.push(`a bare yes/no in ${at}`);
            }
        });
      expect(lines).toBeGreaterThan(20);
      expect([...new Set(problems)]).toEqual([]);
    });
  }

  it("say a true field as a sentence, and a contest's partition by the winner's name", () => {
    const n = {
      member: (id: string | null) => id ?? "",
      character: (id: string | null) => (id === "casimir" ? "Casimir" : (id ?? "")),
    };
    expect(describeOutcome({ attackerDilemma: true, hit: true, steppedDown: true }, n)).toEqual([
      { key: "attackerDilemma", label: "Dilemma: the attacker chooses", value: "" },
      { key: "hit", label: "Hit", value: "" },
      { key: "steppedDown", label: "The supply die steps down", value: "" },
    ]);
    expect(describeOutcome({ dvType: "normal", multiples: 1, winner: 1 }, n)).toEqual([]);
    expect(describeOutcome({ dvType: "touch", multiples: 2 }, n)).toEqual([
      { key: "dvType", label: "against", value: "touch DV" },
      { key: "multiples", label: "damage multiplied", value: "×2" },
    ]);
    expect(partitionText("1:casimir", n)).toBe("Casimir wins");
    expect(partitionText("win:captors", n)).toBe("captors wins");
    expect(partitionText("onTarget", n)).toBe("on target");
    expect(partitionText("zeroHp", n)).toBe("zero HP");
    expect(partitionText("casimir + bruno", n)).toBe("Casimir + bruno");
    expect(
      describeEvent(
        {
          type: "condition.added",
          condition: { name: "trait:fireBreathing", target: "casimir", rating: 3, duration: null },
        },
        n,
      ),
    ).toBe("Casimir is fire breathing (trait) 3");
  });
});
