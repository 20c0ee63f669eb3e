// The GM's forecast over the wire (issue 19): a Lucky 13 table mid-fight (the party hurt), played in
// the server's worker pool. The GM gets the forecast src/sim/forecast.ts gives on the same state,
// seed and runs; a player is refused like any GM-only request and sees nothing of it; nothing is
// logged and the table's generator is where it was; the same seed gives the same forecast.

import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng, type RngState, rngSource, roll as rollDice } from "../../src/dice/index.js";
import { registry } from "../../src/rulesets/index.js";
import { FORECAST_SEED } from "../../src/server/forecast.js";
import { forecast, forecastSides } from "../../src/sim/forecast.js";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  createTable,
  joinTable,
  pgliteDir,
  ROOT,
  startTestServer,
  type TestServer,
  tempDir,
} from "./support/harness.js";

const load = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../examples/encounter/${name}.json`, import.meta.url), "utf8"),
  ) as (Record<string, unknown> & { hp: number })[];

const answerTo = (intentId: string) => (m: Message) =>
  (m.type === "forecast" || m.type === "error") && m.intentId === intentId;

/** A forecast is played on a shared two-core host: it may wait its turn behind other tests. */
const WAIT = 120_000;

describe("the GM's forecast", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;
  let gm: TestClient;
  let player: TestClient;
  const party = load("lucky13-party");
  const foes = load("lucky13-foes");

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path }, { oddsWorkers: 1, oddsTimeoutMs: 600_000 });
    created = await createTable(srv.url, "Warehouse");
    const pia = await joinTable(srv.url, created, "Pia");
    gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    player = await TestClient.join(srv.wsUrl, created.table.id, pia.token);
    const put = (data: Record<string, unknown>, i: number, owner: string | null) =>
      gm.intent({
        type: "character.put",
        id: `${owner ? "pc" : "foe"}${i}`,
        character: data,
        owner,
      });
    for (const [i, c] of party.entries()) expect(await put(c, i, pia.id)).toMatchObject({ type: "ack" });
    for (const [i, c] of foes.entries()) expect(await put(c, i, null)).toMatchObject({ type: "ack" });
  }, WAIT);

  afterAll(async () => {
    await Promise.all([gm, player].map((c) => c?.close()));
    await srv?.stop();
    dir?.remove();
  });

  it("answers a table with no encounter with what is missing", async () => {
    gm.send({ type: "forecast", intentId: "none" });
    expect(await gm.next(answerTo("none"), WAIT)).toMatchObject({
      type: "error",
      code: "invalid",
      path: ["encounter"],
      message: expect.stringMatching(/no encounter/),
    });
  });

  it("gives the GM the forecast of the half-fought encounter, the same as the simulator's", async () => {
    const ids = [...party.map((_, i) => `pc${i}`), ...foes.map((_, i) => `foe${i}`)];
    const start = await gm.intent({
      type: "action",
      action: "initiative",
      params: { participants: ids.map((character) => ({ character })) },
    });
    expect(start.type, JSON.stringify(start)).toBe("ack");
    // Half-fought: Brunella has lost most of her HP, Casimir some.
    for (const [id, hp] of [
      ["pc0", 4],
      ["pc1", 9],
    ] as const) {
      const r = await gm.intent({
        type: "character.put",
        id,
        character: { ...party[Number(id.slice(2))], hp },
      });
      expect(r).toMatchObject({ type: "ack" });
    }
    gm.send({ type: "forecast", intentId: "f1", runs: 60, seed: "table-seed" });
    const m = await gm.next(answerTo("f1"), WAIT);
    expect(m.type, JSON.stringify(m)).toBe("forecast");
    const table = (await srv.server.hub.acquire(created.table.id))!;
    try {
      const want = forecast(registry.get("lucky13"), table.log.state, { runs: 60, seed: "table-seed" });
      const got = m.forecast as Record<string, unknown>;
      expect(got).toMatchObject({
        runs: 60,
        seed: "table-seed",
        quick: false,
        party: party.map((c) => c.name),
        foes: foes.map((c) => c.name),
        winRate: want.winRate,
        pcs: want.pcs,
        whatIf: want.whatIf,
      });
      expect(got.notes).toEqual(want.notes);
      // What the GM is sent carries names and chances, never a character's data.
      expect(JSON.stringify(got)).not.toMatch(/"hp"|"weapons"|"abilities"/);
      // The hurt party: Brunella at 4 HP drops more often than Bertha at full health.
      const drop = (n: string) => want.pcs.find((p) => p.name === n)!.dropRate;
      expect(drop("Brunella")).toBeGreaterThan(drop("Bertha"));
    } finally {
      srv.server.hub.release(created.table.id);
    }
  });

  it("agrees with the CLI's group fight on the same sides, seed and runs", async () => {
    gm.send({ type: "forecast", intentId: "cli", runs: 60, seed: "cli-seed", whatIfs: false });
    const m = await gm.next(answerTo("cli"), WAIT);
    expect(m.type, JSON.stringify(m)).toBe("forecast");
    const got = m.forecast as { winRate: unknown; pcs: { name: string; dropRate: number }[] };
    const table = (await srv.server.hub.acquire(created.table.id))!;
    const files = tempDir("tabula-forecast-cli-");
    try {
      // The sides as the forecast takes them from the state (the hurt HP included), as files.
      const sides = forecastSides(table.log.state);
      const partyFile = join(files.path, "party.json");
      const foesFile = join(files.path, "foes.json");
      writeFileSync(partyFile, JSON.stringify(sides.party.map((f) => f.data)));
      writeFileSync(foesFile, JSON.stringify(sides.foes.map((f) => f.data)));
      expect(sides.party.map((f) => (f.data as { hp: number }).hp)).toEqual([4, 9, party[2]!.hp]);
      const options = table.log.state.options;
      const out = execFileSync(
        process.execPath,
        [
          join(ROOT, "bin/tabula.js"),
          "sim",
          "encounter",
          "lucky13",
          partyFile,
          foesFile,
          "--runs",
          "60",
          "--seed",
          "cli-seed",
          "--json",
          ...(options && Object.keys(options).length > 0 ? ["--options", JSON.stringify(options)] : []),
        ],
        { encoding: "utf8" },
      );
      const cli = JSON.parse(out) as {
        fights: number;
        sides: { winRate: unknown }[];
        combatants: { name: string; side: number; dropRate: number }[];
      };
      expect(cli.fights).toBe(60);
      expect(got.winRate).toEqual(cli.sides[0]!.winRate);
      expect(got.pcs).toEqual(
        cli.combatants.filter((c) => c.side === 0).map((c) => ({ name: c.name, dropRate: c.dropRate })),
      );
    } finally {
      files.remove();
      srv.server.hub.release(created.table.id);
    }
  });

  it("refuses a player as it refuses any GM-only request, and sends the player nothing of it", async () => {
    const before = player.messages.length;
    player.send({ type: "forecast", intentId: "p1" });
    expect(await player.next(answerTo("p1"), WAIT)).toEqual({
      type: "error",
      code: "forbidden",
      path: ["type"],
      message: "only the GM can ask for a forecast",
      intentId: "p1",
    });
    // The same code, path and wording as another GM-only request from the player.
    const other = await player.intent({ type: "seed.reveal" });
    expect(other).toMatchObject({
      type: "error",
      code: "forbidden",
      path: ["type"],
      message: "only the GM can reveal the seed",
    });
    expect(player.messages.slice(before).some((x) => x.type === "forecast")).toBe(false);
    expect(player.raw.some((t) => t.includes('"type":"forecast"'))).toBe(false);
  });

  it("logs nothing and leaves the table's generator where it was", async () => {
    const table = (await srv.server.hub.acquire(created.table.id))!;
    try {
      const rngOf = () => (table as unknown as { rng: { state(): RngState } }).rng.state();
      const head = table.head;
      const rng = rngOf();
      const events = gm.events().length;
      gm.send({ type: "forecast", intentId: "quiet", runs: 30 });
      expect((await gm.next(answerTo("quiet"), WAIT)).type).toBe("forecast");
      expect(table.head).toBe(head);
      expect(rngOf()).toEqual(rng);
      // The next roll after it is the one the generator would have thrown without it: the table's
      // generator ends where a copy of it, untouched by the forecast, ends after the same roll.
      const roll = await gm.intent({ type: "roll", notation: "1d1000000" });
      expect(roll).toMatchObject({ type: "ack" });
      await gm.seen(table.head);
      expect(gm.events().length).toBe(events + 1);
      const without = Rng.fromState(rng);
      rollDice("1d1000000", rngSource(without));
      expect(rngOf()).toEqual(without.state());
    } finally {
      srv.server.hub.release(created.table.id);
    }
  });

  it("is the same for the same seed, and by default quick on the fixed seed", async () => {
    const ask = async (id: string, body: Record<string, unknown>) => {
      gm.send({ type: "forecast", intentId: id, ...body });
      const m = await gm.next(answerTo(id), WAIT);
      expect(m.type, JSON.stringify(m)).toBe("forecast");
      return m.forecast as Record<string, unknown>;
    };
    const a = await ask("d1", {});
    const b = await ask("d2", {});
    expect(b).toEqual(a);
    expect(a).toMatchObject({ quick: true, seed: FORECAST_SEED });
    expect(a.runs).toBeGreaterThanOrEqual(20);
    expect((a.whatIf as unknown[]).length).toBeGreaterThan(0);
    const c = await ask("d3", { runs: 40, seed: "other", whatIfs: false });
    expect(c).toMatchObject({ runs: 40, seed: "other", whatIf: [], quick: false });
  });

  it("refuses too many fights, a bad seed, and a second forecast while one is played", async () => {
    gm.send({ type: "forecast", intentId: "big", runs: 2001 });
    expect(await gm.next(answerTo("big"), WAIT)).toMatchObject({
      type: "error",
      code: "invalid",
      path: ["runs"],
    });
    gm.send({ type: "forecast", intentId: "odd", seed: 7 });
    expect(await gm.next(answerTo("odd"), WAIT)).toMatchObject({
      type: "error",
      code: "invalid",
      path: ["seed"],
    });
    gm.send({ type: "forecast", intentId: "extra", runs: 10, cheat: true });
    expect(await gm.next(answerTo("extra"), WAIT)).toMatchObject({ type: "error", code: "invalid" });
    // Sent together: the second reaches the server while the first is played in the worker.
    gm.send({ type: "forecast", intentId: "first", runs: 200 });
    gm.send({ type: "forecast", intentId: "second", runs: 10 });
    expect(await gm.next(answerTo("second"), WAIT)).toMatchObject({
      type: "error",
      code: "busy",
      message: expect.stringMatching(/still being worked out/),
    });
    expect((await gm.next(answerTo("first"), WAIT)).type).toBe("forecast");
  });
});

describe("a forecast over the server's time limit", () => {
  it(
    "is stopped and answered too_costly, naming runs",
    async () => {
      const dir = await pgliteDir();
      // A limit no forecast of 2,000 fights each (about 14,000 fights) can keep.
      const srv = await startTestServer({ dataDir: dir.path }, { oddsWorkers: 1, oddsTimeoutMs: 1 });
      try {
        const created = await createTable(srv.url, "Slow");
        const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
        const [pc, foe] = [load("lucky13-party")[0]!, load("lucky13-foes")];
        const ok = async (m: Record<string, unknown>) => expect((await gm.intent(m)).type).toBe("ack");
        await ok({ type: "character.put", id: "pc", character: pc, owner: created.gm.id });
        for (const [i, c] of foe.entries())
          await ok({ type: "character.put", id: `foe${i}`, character: c, owner: null });
        // The GM's own character stands for the party here: owned by a member, so a PC.
        await ok({
          type: "action",
          action: "initiative",
          params: { participants: ["pc", "foe0", "foe1", "foe2"].map((character) => ({ character })) },
        });
        gm.send({ type: "forecast", intentId: "long", runs: 2000 });
        expect(await gm.next(answerTo("long"), 40_000)).toMatchObject({
          type: "error",
          code: "too_costly",
          path: ["runs"],
          message: expect.stringMatching(/took longer than this server allows/),
        });
        await gm.close();
      } finally {
        await srv.stop();
        dir.remove();
      }
    },
    WAIT,
  );
});
