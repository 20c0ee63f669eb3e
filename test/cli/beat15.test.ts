// The CLI adapter (src/cli/rulesets/beat15.ts), run through the project's argument parser with the
// same error-to-exit-code mapping as `tabula` itself. It lives here until the adapter is registered
// in src/cli/commands/check.ts; then these cases belong in test/cli.

import { describe, expect, it } from "vitest";
import { parseArgs, UsageError } from "../../src/cli/args.js";
import { bufferIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { Verb } from "../../src/cli/rulesets/adapter.js";
import { beat15Cli } from "../../src/cli/rulesets/beat15.js";
import { DiceError } from "../../src/dice/index.js";
import { EngineError } from "../../src/engine/errors.js";
import { jsonBody } from "./json.js";

function cli(verb: Verb, ...argv: string[]) {
  const v = beat15Cli[verb]!;
  const io = bufferIo();
  let code: number;
  try {
    code = v.run(parseArgs(["beat15", ...argv], { ...v.options }), io);
  } catch (e) {
    if (e instanceof UsageError || e instanceof EngineError || e instanceof DiceError) {
      io.err(e.message);
      code = 2;
    } else throw e;
  }
  const out = io.stdout();
  return { code, out, err: io.stderr(), json: () => jsonBody(out) };
}

describe("tabula check beat15", () => {
  it("B15-CORE-1 rolls d20 + stat + modifiers against a target, as JSON", () => {
    const r = cli("check", "--stat", "3", "--target", "12", "--modifier", "2,-1", "--faces", "9", "--json");
    expect(r.code).toBe(0);
    expect(r.json()).toEqual({
      ruleset: "beat15",
      success: true,
      total: 13,
      target: 12,
      dice: [{ role: "d20", size: 20, faces: [9] }],
      seed: null,
    });
  });

  it("B15-TN-6 --steps -2 moves the target two rungs down (a value starting with a dash)", () => {
    const r = cli("check", "--stat", "0", "--target", "6", "--steps", "-2", "--faces", "3", "--json");
    expect(r.json()).toMatchObject({ target: 3, success: true });
    expect(
      cli("check", "--stat", "0", "--difficulty", "attack", "--steps", "2", "--faces", "3", "--json").json()
        .target,
    ).toBe(21);
  });

  it("B15-CORE-2 --odds prints the exact chance: d20 + 4 vs 15 is 1/2", () => {
    expect(cli("check", "--stat", "4", "--target", "15", "--odds", "--json").json()).toEqual({
      ruleset: "beat15",
      chance: 0.5,
    });
    expect(cli("check", "--stat", "4", "--difficulty", "simple", "--odds").out).toBe(
      "chance of success 65.0000% (13/20) against 12 (Simple)\n",
    );
  });

  it("B15-RND-2 fractional modifiers stay exact: 10 + 3/2 + 0.5 meets 12", () => {
    expect(
      cli("check", "--stat", "0", "--target", "12", "--modifier", "3/2,0.5", "--faces", "10", "--json").json()
        .total,
    ).toBe(12);
  });

  it("B15-TN-10 / B15-IMP-2 bad input exits 2 with a message naming the problem", () => {
    const off = cli("check", "--stat", "0", "--target", "14", "--faces", "10");
    expect(off.code).toBe(2);
    expect(off.err).toMatch(/12 and 15/);
    const impossible = cli("check", "--stat", "0", "--difficulty", "impossible", "--faces", "20");
    expect(impossible.code).toBe(2);
    expect(impossible.err).toMatch(/Impossible/);
    expect(
      cli("check", "--stat", "0", "--difficulty", "impossible", "--allow-impossible", "--faces", "20").code,
    ).toBe(0);
    expect(cli("check", "--stat", "x", "--target", "12").code).toBe(2);
    expect(cli("check", "--stat", "1").code).toBe(2);
    expect(cli("check", "--stat", "1", "--difficulty", "hard").err).toMatch(/simple, challenging/);
    expect(cli("check", "--stat", "1", "--target", "12", "--faces", "21").code).toBe(2);
    expect(cli("check", "--stat", "1", "--target", "12", "--options", '{"nope":1}').err).toMatch(/nope/);
  });

  it("prints a readable line without --json, and the seed", () => {
    const r = cli("check", "--stat", "2", "--target", "15", "--seed", "7");
    expect(r.out).toMatch(
      /^(success|failure): \d+ against 15 \(Simple\), margin [+-]\d+ \((just|clear|dramatic)\)\n {2}d20 \d+ stat \+2\nseed 7\n$/,
    );
    expect(cli("check", "--stat", "2", "--target", "15", "--seed", "7").out).toBe(r.out);
  });
});

describe("tabula contest beat15", () => {
  it("B15-CON-3 --odds gives first-roll win/tie/lose and winEventually for --group 2,2 --vs 3", () => {
    const r = cli("contest", "--group", "2,2", "--vs", "3", "--odds", "--json");
    expect(r.code).toBe(0);
    const j = r.json();
    // Like every other JSON output, it names the ruleset.
    expect(Object.keys(j)).toEqual(["ruleset", "win", "tie", "lose", "winEventually"]);
    expect(j.ruleset).toBe("beat15");
    expect(j.win + j.tie + j.lose).toBeCloseTo(1, 12);
    expect(j.winEventually).toBeCloseTo(j.win / (j.win + j.lose), 12);
  });

  it("B15-GRP-1 (book) the pair's 15 and 7 → 17 beats 16", () => {
    const j = cli("contest", "--group", "0,0", "--vs", "0", "--faces", "15,7,16", "--json").json();
    expect(j).toMatchObject({ ruleset: "beat15", winner: "group", rerolls: 0 });
    expect(j.rounds[0]).toEqual({
      group: { faces: [15, 7], totals: ["15", "7"], groupBonus: 2, value: 17 },
      vs: { faces: [16], totals: ["16"], groupBonus: 0, value: 16 },
    });
  });

  it("B15-CON-3 a tie is rerolled and shown", () => {
    const r = cli("contest", "--group", "0", "--vs", "0", "--faces", "9,9,4,12");
    expect(r.out).toBe(
      "roll: group 9 (d20 9; totals 9) vs opposing side 9 (d20 9; totals 9)\nreroll 1: group 4 (d20 4; totals 4) vs opposing side 12 (d20 12; totals 12)\nthe opposing side wins\n",
    );
  });

  it("bad input exits 2", () => {
    expect(cli("contest", "--group", "2,x", "--vs", "3").code).toBe(2);
    expect(cli("contest", "--vs", "3").code).toBe(2);
    expect(cli("contest", "--group", "1", "--vs", "1", "--faces", "3").code).toBe(2);
  });
});

describe("tabula supply beat15", () => {
  it("B15-SUP-3 rolls the die and prints what it becomes: d8 showing 3 → d6", () => {
    expect(cli("supply", "--die", "d8", "--faces", "3", "--json").json()).toMatchObject({
      ruleset: "beat15",
      die: "d8",
      faces: [3],
      becomes: "d6",
      steppedDown: true,
    });
    expect(cli("supply", "--die", "d8", "--faces", "4").out).toBe("d8 rolled 4: stays d8\n");
    expect(cli("supply", "--die", "d4", "--faces", "3").out).toBe(
      "d4 rolled 3: becomes empty (out of supplies)\n",
    );
  });

  it("B15-SUP-3 --odds gives the step-down chance 3/sides", () => {
    expect(cli("supply", "--die", "d10", "--odds", "--json").json()).toEqual({
      ruleset: "beat15",
      die: "d10",
      stepDown: 0.3,
      becomes: { d10: 0.7, d8: 0.3 },
    });
  });

  it("B15-SUP-4 an empty supply cannot be rolled; a bad die exits 2", () => {
    const r = cli("supply", "--die", "empty", "--faces", "4");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/out of supplies/);
    expect(cli("supply", "--die", "d20").code).toBe(2);
    expect(cli("supply", "--die", "d6", "--faces", "7").code).toBe(2);
  });
});

// Through the real entry point: what a user types and reads.
async function tabula(...argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe("tabula … beat15 through main()", () => {
  it("contest names the other side 'opposing side', never 'vs vs'", async () => {
    const r = await tabula("contest", "beat15", "--group", "2,2", "--vs", "3", "--faces", "10,4,11,15,9,12");
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        "roll: group 14 (d20 10, 4; totals 12, 6 + 2) vs opposing side 14 (d20 11; totals 14)",
        "reroll 1: group 19 (d20 15, 9; totals 17, 11 + 2) vs opposing side 15 (d20 12; totals 15)",
        "the group wins",
        "",
      ].join("\n"),
    );
    expect(r.out).not.toContain("vs vs");
  });

  it("contest --odds --json names the ruleset", async () => {
    const r = await tabula("contest", "beat15", "--group", "2,2", "--vs", "3", "--odds", "--json");
    expect(jsonBody(r.out)).toMatchObject({
      ruleset: "beat15",
      winEventually: expect.closeTo(5530 / 7639, 12),
    });
  });

  it("B15-IMP-2 an Impossible task is refused naming the CLI flag --allow-impossible, not gmPermission", async () => {
    for (const odds of [[], ["--odds"]]) {
      const r = await tabula("check", "beat15", "--stat", "3", "--difficulty", "impossible", ...odds);
      expect(r.code).toBe(2);
      expect(r.err).toBe(
        'tabula: a task starting at 39 is "Impossible": it can be rolled only if the GM allows the attempt (--allow-impossible)\n',
      );
    }
    const ok = await tabula(
      "check",
      "beat15",
      "--stat",
      "3",
      "--difficulty",
      "impossible",
      "--allow-impossible",
      "--faces",
      "20",
    );
    expect(ok.code).toBe(0);
  });

  it("B15-TN-5 --options with a bad ladderMin names the values it allows", async () => {
    const r = await tabula(
      "check",
      "beat15",
      "--stat",
      "0",
      "--target",
      "12",
      "--options",
      '{"ladderMin":5}',
    );
    expect(r.code).toBe(2);
    expect(r.err).toBe("tabula: invalid Beat-15 options: ladderMin: expected one of 3, 0, null\n");
  });
});
