// Exact odds off the event loop (issue 15, point 3): a player's odds questions run in the server's
// worker pool, one at a time per connection, refused before starting when the action's own cost
// estimate is over the server's budget, and another table's rolls are answered while players
// ask heavy questions. Against the real server on PGlite; the worker is the built dist/ one. The
// contest's ten characters are one seated player's (Pia's), since a player is answered only for
// what they could roll themselves (odds-permission.test.ts); her several connections flood.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oddsOf } from "../../src/engine/table.js";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  character,
  createTable,
  joinTable,
  pgliteDir,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

const NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"];

/** A Lucky 13 contest among the first `n` characters: its cost grows about as n²·3ⁿ. */
function contest(n: number) {
  return {
    sides: NAMES.slice(0, n).map((name) => ({
      actor: name.toLowerCase(),
      ability: "pulse",
      skill: "fighting",
    })),
  };
}

const answerTo = (intentId: string) => (m: Message) =>
  (m.type === "odds" || m.type === "error") && m.intentId === intentId;

describe("odds in the worker pool", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let arena: Created;
  let quiet: Created;
  /** Pia's token on every connection: one seated player flooding from several tabs. */
  let players: { id: string; token: string }[];

  beforeAll(async () => {
    dir = await pgliteDir();
    // One thread and two waiting, so a question that reaches the pool while another runs is
    // `busy`: what is refused earlier than that was decided before the pool.
    // No time limit to speak of: on a busy machine a nine-sided contest may take many seconds.
    srv = await startTestServer(
      { dataDir: dir.path },
      { oddsWorkers: 1, oddsQueue: 2, oddsTimeoutMs: 600_000 },
    );
    arena = await createTable(srv.url, "Arena");
    quiet = await createTable(srv.url, "Quiet table");
    const pia = await joinTable(srv.url, arena, "Pia");
    const gm = await TestClient.join(srv.wsUrl, arena.table.id, arena.gm.token);
    for (const name of NAMES)
      expect(await gm.intent({ ...character(name), owner: pia.id })).toMatchObject({ type: "ack" });
    await gm.close();
    players = [pia, pia, pia, pia];
  }, 120_000);

  afterAll(async () => {
    await srv?.stop();
    dir?.remove();
  });

  it("answers with exactly the outcomes oddsOf gives on the table's state", async () => {
    const p = await TestClient.join(srv.wsUrl, arena.table.id, players[0]!.token);
    const g = await TestClient.join(srv.wsUrl, arena.table.id, arena.gm.token);
    const table = (await srv.server.hub.acquire(arena.table.id))!;
    try {
      for (const [action, params] of [
        ["check", { actor: "ada", ability: "reflex", skill: "fighting", difficulty: "moderate" }],
        ["contest", contest(3)],
      ] as const) {
        p.send({ type: "odds", intentId: `same-${action}`, action, params });
        const answer = await p.next(answerTo(`same-${action}`));
        expect(answer, JSON.stringify(answer)).toMatchObject({ type: "odds", action });
        // Through JSON, as the client sees it.
        const direct = JSON.parse(JSON.stringify(oddsOf(table.log.ruleset, table.log.state, action, params)));
        expect(answer.outcomes).toEqual(direct);
      }
      // The worker's refusals keep their code and path (asked by the GM: a player naming a
      // character that is not theirs is refused before the pool, odds-permission.test.ts).
      g.send({
        type: "odds",
        intentId: "nobody",
        action: "contest",
        params: { sides: [{ actor: "zed", ability: "pulse", skill: "fighting" }, contest(1).sides[0]] },
      });
      expect(await g.next(answerTo("nobody"))).toMatchObject({ type: "error", path: ["sides", 0, "actor"] });
    } finally {
      srv.server.hub.release(arena.table.id);
      await p.close();
      await g.close();
    }
  });

  it("answers a second question from the same connection `busy` while the first is worked out", async () => {
    const p = await TestClient.join(srv.wsUrl, arena.table.id, players[0]!.token);
    p.send({ type: "odds", intentId: "first", action: "contest", params: contest(8) });
    p.send({ type: "odds", intentId: "second", action: "contest", params: contest(2) });
    const second = await p.next(answerTo("second"));
    expect(second).toMatchObject({ type: "error", code: "busy" });
    expect(second.message).toMatch(/"first" is still being worked out; wait for its answer/);
    expect(await p.next(answerTo("first"))).toMatchObject({ type: "odds", action: "contest" });
    // Once answered, the connection may ask again.
    p.send({ type: "odds", intentId: "third", action: "contest", params: contest(2) });
    expect(await p.next(answerTo("third"))).toMatchObject({ type: "odds" });
    await p.close();
  });

  it("refuses a question over the budget as too_costly before it reaches the pool", async () => {
    const [a, b, c, d] = await Promise.all(
      players.map((pl) => TestClient.join(srv.wsUrl, arena.table.id, pl.token)),
    );
    // Fill the one thread and its waiting room: anything that reached the pool now would be `busy`.
    for (const [i, x] of [a, b, c].entries())
      x!.send({ type: "odds", intentId: `fill-${i}`, action: "contest", params: contest(8) });
    // A connection's messages are handled in order: once its pong is back, its question is in the pool.
    await Promise.all([a, b, c].map((x) => x!.send({ type: "ping", intentId: "after" })));
    await Promise.all([a, b, c].map((x) => x!.next((m) => m.type === "pong")));
    d!.send({ type: "odds", intentId: "full", action: "contest", params: contest(2) });
    expect(await d!.next(answerTo("full"))).toMatchObject({ type: "error", code: "busy" });
    // The ten-sided contest (about a second of work at the default budget's rate) is refused by its estimate.
    d!.send({ type: "odds", intentId: "ten", action: "contest", params: contest(10) });
    const ten = await d!.next(answerTo("ten"));
    expect(ten).toMatchObject({ type: "error", code: "too_costly", path: ["params"] });
    expect(ten.message).toMatch(/this server's limit is .* \(oddsBudget\)/);
    // The questions already running were not disturbed.
    for (const [i, x] of [a, b, c].entries())
      expect(await x!.next(answerTo(`fill-${i}`), 60_000)).toMatchObject({ type: "odds" });
    await Promise.all([a, b, c, d].map((x) => x!.close()));
  });

  it("answers another table's roll while players flood heavy odds questions", async () => {
    // Three players: with one thread and two waiting, every first question is taken.
    const flooders = await Promise.all(
      players.slice(0, 3).map((pl) => TestClient.join(srv.wsUrl, arena.table.id, pl.token)),
    );
    const gm = await TestClient.join(srv.wsUrl, quiet.table.id, quiet.gm.token);
    // Each asks a nine-sided contest (several hundred ms of work each) and keeps asking: all but
    // the first of a burst are `busy`.
    flooders.forEach((f, i) => {
      for (let k = 0; k < 5; k++)
        f.send({ type: "odds", intentId: `flood-${i}-${k}`, action: "contest", params: contest(9) });
    });
    const heavy = flooders.map((f, i) => f.next(answerTo(`flood-${i}-0`), 120_000));
    const roll = await gm.intent({ type: "roll", notation: "2d6", label: "meanwhile" });
    expect(roll).toMatchObject({ type: "ack" });
    // The roll was answered while the heavy questions were still being worked out (on the event
    // loop, they would all have been answered before the server even read the roll).
    const answeredByThen = flooders.filter((f) => f.messages.some((m) => m.type === "odds")).length;
    expect(answeredByThen).toBeLessThan(flooders.length);
    for (const f of flooders)
      expect(f.messages.filter((m) => m.type === "error" && m.code === "busy").length).toBeGreaterThanOrEqual(
        4,
      );
    for (const h of await Promise.all(heavy)) expect(h).toMatchObject({ type: "odds" });
    await Promise.all([...flooders, gm].map((x) => x.close()));
  });
});
