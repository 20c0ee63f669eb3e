// Beat-15 overlays: a fixed stat list added (and trimmed), stats renamed, task types with their
// starting targets added and removed, options, the errors, and the contract suite.

import { describe, expect, it } from "vitest";
import { rulesetContract } from "../../src/engine/testing/contract.js";
import type { B15Options } from "../../src/rulesets/beat15/character/options.js";
import { build, create, errorAt, resolve } from "./helpers.js";

const STATS = [
  { id: "might", label: "Might" },
  { id: "agility", label: "Agility" },
  { id: "wits", label: "Wits" },
  { id: "presence", label: "Presence" },
];

const heist = (extra: Record<string, unknown> = {}) => ({
  base: "beat15",
  id: "heist",
  name: "Heist",
  rename: { stats: { agility: "Finesse" } },
  options: { naturalTwentyAutoSuccess: true, taskTargets: { attack: 15, stealth: 15, climb: 12 } },
  add: { stats: STATS, tasks: [{ id: "safecracking", target: 18 }] },
  remove: { tasks: ["climb"] },
  ...extra,
});

rulesetContract(build(heist()), { seeds: 100, samples: 600 });

describe("a Beat-15 overlay", () => {
  const r = build(heist());
  const o = r.parseOptions({}) as B15Options;

  it("fixes the stat list, labels the renamed stat and sets the task targets", () => {
    expect(o.stats).toEqual(STATS);
    expect(o.statLabels).toEqual({ agility: "Finesse" });
    expect(o.taskTargets).toEqual({ attack: 15, stealth: 15, safecracking: 18 });
    expect(o.naturalTwentyAutoSuccess).toBe(true);
    expect(r.derived?.terms.stats).toEqual({
      might: "Might",
      agility: "Finesse",
      wits: "Wits",
      presence: "Presence",
    });
  });

  it("takes the new stat name in a check and shows it", () => {
    for (const stat of ["Finesse", "finesse", "agility"]) {
      const res = resolve(r, "check", { actor: "wren", stat, target: { task: "safecracking" } });
      expect(JSON.stringify(res.roll)).toContain("Finesse");
      expect(res.roll!.summary).not.toContain("Agility");
    }
  });

  it("takes the new stat name in creation input and shows it on the sheet", () => {
    const c = create(r, "manual", { stats: { might: 1, finesse: 3, wits: 2, presence: 0 } });
    expect((c as { stats: Record<string, number> }).stats.agility).toBe(3);
    expect(r.character.describe(c as never, o).join("\n")).toContain("Finesse");
  });

  it("removes stats from the list, dropping their labels", () => {
    const preset = build({
      base: "beat15",
      id: "lucky-seven",
      name: "Lucky seven",
      options: { statPreset: "six-plus-luck" },
      remove: { stats: ["luck"] },
      rename: { stats: { "stat-1": "Grit" } },
    });
    const p = preset.parseOptions({}) as B15Options;
    expect(p.stats?.map((s) => s.id)).toEqual(["stat-1", "stat-2", "stat-3", "stat-4", "stat-5", "stat-6"]);
    expect(p.statLabels).toEqual({ "stat-1": "Grit" });
  });
});

describe("Beat-15 overlay errors", () => {
  it("renaming stats needs a fixed stat list, and says so", () => {
    const e = errorAt({ base: "beat15", id: "x", name: "X", rename: { stats: { might: "Brawn" } } }, [
      "rename",
      "stats",
      "might",
    ]);
    expect(e.message).toContain("it has none under these options");
  });

  it("an unknown stat lists the stats", () => {
    expect(
      errorAt(heist({ rename: { stats: { luck: "Fortune" } } }), ["rename", "stats", "luck"]).message,
    ).toContain("might, agility, wits, presence");
  });

  it("removing a task the base does not have lists its tasks; attack and stealth stay", () => {
    expect(errorAt(heist({ remove: { tasks: ["swim"] } }), ["remove", "tasks", 0]).message).toContain(
      "attack, stealth, climb",
    );
    expect(errorAt(heist({ remove: { tasks: ["stealth"] } }), ["remove", "tasks", 0]).code).toBe(
      "not_removable",
    );
  });

  it("a task target off the ladder is refused by the base, under options", () => {
    const e = errorAt(heist({ add: { stats: STATS, tasks: [{ id: "jump", target: 16 }] } }), [
      "options",
      "taskTargets",
      "jump",
    ]);
    expect(e.code).toBe("invalid_options");
    expect(e.message).toContain("multiple of 3");
  });
});
