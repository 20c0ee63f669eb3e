// Rules whose other tests were only below the table (issue 21), played through the actions: the
// printed ladder as the check action accepts it (B15-TN-3), the whole supply chain walked by the
// supply action (B15-SUP-1), and Stress and Vitality on the sheet a Session shows (B15-RND-4).

import { describe, expect, it } from "vitest";
import { Session } from "../../../engine/session.js";
import type { TableState } from "../../../engine/state.js";
import type { B15Character } from "../character/index.js";
import { beat15 } from "../ruleset.js";
import { errorOf, run, table } from "./testing.js";

describe("rules at the table", () => {
  it("B15-TN-3 the check action takes every multiple of 3 from 3 to 39 as a target, and refuses 14 naming 12 and 15", () => {
    for (let tn = 3; tn <= 39; tn += 3) {
      const r = run(
        table(),
        "check",
        // 39 is the "Impossible" rung: rolled only with the GM's leave (B15-TN-4).
        { stat: 0, target: { base: tn }, ...(tn === 39 ? { gmPermission: true } : {}) },
        [10],
      );
      expect(r.outcome.success, `TN ${tn}`).toBe(10 >= tn);
    }
    const e = errorOf(() => run(table(), "check", { stat: 0, target: { base: 14 } }, [10]));
    expect(e.message).toMatch(/nearest rungs are 12 and 15/);
  });

  it("B15-SUP-1 a kit walks d12 → d10 → d8 → d6 → d4 → Empty, one size per low roll, then has no supply to roll", () => {
    let s: TableState = table();
    const wren = s.characters.wren!;
    const data = wren.data as B15Character;
    s = {
      ...s,
      characters: {
        ...s.characters,
        wren: {
          ...wren,
          data: {
            ...data,
            items: data.items.map((i) => (i.name === "Healer's kit" ? { ...i, supplyDie: "d12" } : i)),
          },
        },
      },
    };
    const seen: string[] = [];
    for (let k = 0; k < 5; k++) {
      const r = run(s, "supply", { actor: "wren", item: "Healer's kit" }, [1]);
      seen.push(`${r.outcome.from}→${r.outcome.to}`);
      s = r.after;
    }
    expect(seen).toEqual(["d12→d10", "d10→d8", "d8→d6", "d6→d4", "d4→empty"]);
    expect(errorOf(() => run(s, "supply", { actor: "wren", item: "Healer's kit" }, [1])).path).toEqual([
      "item",
    ]);
  });

  it("B15-RND-4 a table naming Stress and Vitality inputs shows floor(a/2 + b/2) on the sheet; a table without shows none", () => {
    const ex = table();
    const cole = ex.characters.cole!.data as B15Character & { stats: Record<string, number> };
    const named = new Session(beat15, {
      options: { stressInputs: ["might", "wits"], vitalityInputs: ["might", "agility"] },
    });
    named.addCharacter("cole", cole);
    const d = named.sheet("cole") as { stress: number | null; vitality: number | null };
    const { might = 0, wits = 0, agility = 0 } = cole.stats;
    expect(d.stress).toBe(Math.floor(might / 2 + wits / 2));
    expect(d.vitality).toBe(Math.floor(might / 2 + agility / 2));
    const plain = new Session(beat15, {});
    plain.addCharacter("cole", cole);
    expect(plain.sheet("cole")).toMatchObject({ stress: null, vitality: null });
  });
});
