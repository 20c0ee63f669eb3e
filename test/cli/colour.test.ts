// Colour for outcomes on a terminal, and none where it would be noise: NO_COLOR, --no-color, a
// pipe, TERM=dumb, or JSON (issue 18's CLI habits).

import { describe, expect, it } from "vitest";
import { bufferIo } from "../../src/cli/io.js";
import { textLogLine } from "../../src/cli/log-text.js";
import { main } from "../../src/cli/main.js";
import { type Paint, paintOutcomes } from "../../src/cli/output.js";

const GREEN = "\x1b[32m";
const RED = "\x1b[31m";
const ESC = "\x1b[";

async function run(argv: string[], init: Parameters<typeof bufferIo>[0]) {
  const io = bufferIo(init);
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

const SUCCESS = ["check", "objects", "--pool", "3", "--difficulty", "2", "--faces", "5,6,2"];
const FAILURE = ["check", "objects", "--pool", "3", "--difficulty", "2", "--faces", "5,1,2"];

describe("colour on a terminal", () => {
  it("paints a success green and a failure red on a terminal", async () => {
    const ok = await run(SUCCESS, { isTTY: true, env: { LANG: "C.UTF-8" } });
    expect(ok.code).toBe(0);
    expect(ok.out).toContain(`${GREEN}success${ESC}39m: 2 successes against 2`);
    const bad = await run(FAILURE, { isTTY: true, env: { LANG: "C.UTF-8" } });
    expect(bad.out).toContain(`${RED}failure${ESC}39m: 1 success against 2`);
    // Only the verdict: the count of successes stays plain.
    expect(bad.out).not.toContain(`${GREEN}`);
  });

  it.each([
    ["piped", { isTTY: false, env: {} }, []],
    ["NO_COLOR", { isTTY: true, env: { NO_COLOR: "1" } }, []],
    ["--no-color", { isTTY: true, env: {} }, ["--no-color"]],
    ["TERM=dumb", { isTTY: true, env: { TERM: "dumb" } }, []],
    ["--json", { isTTY: true, env: {} }, ["--json"]],
  ] as const)("prints no escape codes when %s", async (_, init, extra) => {
    const r = await run([...SUCCESS, ...extra], { ...init, env: { ...init.env } });
    expect(r.code).toBe(0);
    expect(r.out).not.toContain(ESC);
    expect(r.out).toMatch(/success/);
  });

  it("takes --no-color anywhere on the line, for any command", async () => {
    const r = await run(["--no-color", "roll", "2d6", "--seed", "1"], { isTTY: true, env: {} });
    expect(r.code).toBe(0);
    expect(r.out).toContain("2d6 = ");
  });

  it("is offered by shell completion for every command", async () => {
    const r = await run(["completion", "bash"], {});
    expect(r.code).toBe(0);
    for (const line of r.out.split("\n").filter((l) => /^ {4}[a-z-]+\) flags=/.test(l)))
      expect(line).toContain("--no-color");
  });

  it("FORCE_COLOR turns colour on through a pipe", async () => {
    const r = await run(SUCCESS, { isTTY: false, env: { FORCE_COLOR: "1" } });
    expect(r.out).toContain(`${GREEN}success`);
  });
});

describe("which words are verdicts", () => {
  const mark: Paint = {
    success: (t) => `<ok:${t}>`,
    failure: (t) => `<no:${t}>`,
    critical: (t) => `<crit:${t}>`,
    dim: (t) => t,
  };
  it.each([
    ["failure: 1 success against 2 (d6, 5+)", "<no:failure>: 1 success against 2 (d6, 5+)"],
    ["Rook rolls DEX + Ranged (8 dice): 3 successes against 2: success", "…against 2: <ok:success>"],
    ["11 vs DC 15: failure, 4 degrees of failure", "11 vs DC 15: <no:failure>, 4 degrees of failure"],
    [
      "rolls 29 (super-critical): success, 15 degrees",
      "rolls 29 (<crit:super-critical>): <ok:success>, 15 degrees",
    ],
    ["  critical: semi", "  <crit:critical: semi>"],
    ["chance of success 64.8834%", "chance of success 64.8834%"],
    ["  critical: none", "  critical: none"],
  ])("%s", (line, want) => {
    const got = paintOutcomes(line, mark);
    if (want.startsWith("…")) expect(got.endsWith(want.slice(1))).toBe(true);
    else expect(got).toBe(want);
  });
});

describe("tabula serve's log lines at a terminal", () => {
  it("shows a JSON record as time, level, message and fields; other text unchanged", () => {
    const line = `${JSON.stringify({ level: "info", time: "2026-11-28T12:01:02.345Z", table: "t1", name: "Friday game", msg: "table created" })}\n`;
    expect(textLogLine(line)).toBe('12:01:02 info  table created table=t1 name="Friday game"\n');
    expect(textLogLine("not json\n")).toBe("not json\n");
  });
});
