// Who may ask the odds of what (issue 15, point 3): an `odds` question is answered only where its
// sender could send the same action as an intent (src/server/odds-permission.ts). For each case the
// question and the intent are sent side by side and must be refused with the same code and path,
// or both go through. On the session-4 code a player got the odds of any character's roll.
// Against the real server on PGlite in memory; the odds worker is the built dist/ one.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  character,
  checkOf,
  createTable,
  joinTable,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

const sideOf = (actor: string) => ({ actor, ability: "pulse", skill: "fighting" });

describe("odds questions are checked as the intent would be", () => {
  let srv: TestServer;
  let table: Created;
  let pia: TestClient;
  let gm: TestClient;
  let n = 0;

  beforeAll(async () => {
    srv = await startTestServer({ dataDir: null });
    table = await createTable(srv.url, "Odds permissions");
    const seat = await joinTable(srv.url, table, "Pia");
    gm = await TestClient.join(srv.wsUrl, table.table.id, table.gm.token);
    // Ada is Pia's; Bo is the GM's NPC.
    expect(await gm.intent({ ...character("Ada"), owner: seat.id })).toMatchObject({ type: "ack" });
    expect(await gm.intent({ ...character("Bo"), owner: null })).toMatchObject({ type: "ack" });
    pia = await TestClient.join(srv.wsUrl, table.table.id, seat.token);
  }, 60_000);

  afterAll(async () => {
    await pia?.close();
    await gm?.close();
    await srv?.stop();
  });

  async function odds(c: TestClient, action: string, params: unknown): Promise<Message> {
    const intentId = `odds-${++n}`;
    c.send({ type: "odds", intentId, action, params });
    return c.next((m) => (m.type === "odds" || m.type === "error") && m.intentId === intentId, 60_000);
  }

  /** The question's answer and the intent's, for the same action and parameters. */
  async function both(c: TestClient, action: string, params: unknown) {
    const asked = await odds(c, action, params);
    const sent = await c.intent({ type: "action", action, params });
    return { asked, sent };
  }

  const refusals: [string, string, unknown, (string | number)[]][] = [
    ["a check for the GM's NPC", "check", checkOf("bo").params, ["params", "actor"]],
    [
      "a contest with a side that is not hers",
      "contest",
      { sides: [sideOf("ada"), sideOf("bo")] },
      ["params", "sides", 1, "actor"],
    ],
    ["a prototype name as the actor", "check", checkOf("constructor").params, ["params", "actor"]],
    // Her own character, but awarding points is the GM's: known only from the action's outcome.
    ["an award to her own character", "award", { actor: "ada", amount: 5, reason: "x" }, ["action"]],
  ];

  for (const [what, action, params, path] of refusals) {
    it(`refuses a player ${what} as the intent is refused`, async () => {
      const { asked, sent } = await both(pia, action, params);
      expect(sent, JSON.stringify(sent)).toMatchObject({ type: "error", code: "forbidden", path });
      expect(asked, JSON.stringify(asked)).toMatchObject({ type: "error", code: "forbidden", path });
      expect(asked.message).toBe(sent.message);
    });
  }

  it("answers a player about her own character's check and contest, as she may roll them", async () => {
    const check = await both(pia, "check", checkOf("ada").params);
    expect(check.sent).toMatchObject({ type: "ack" });
    expect(check.asked).toMatchObject({ type: "odds", action: "check" });
    expect(Object.keys(check.asked.outcomes as object).length).toBeGreaterThan(0);
    const contest = await both(pia, "contest", { sides: [sideOf("ada"), sideOf("ada")] });
    expect(contest.sent.type).toBe(contest.asked.type === "odds" ? "ack" : "error");
  });

  it("answers the GM about any character", async () => {
    expect(await odds(gm, "check", checkOf("bo").params)).toMatchObject({ type: "odds", action: "check" });
    expect(await odds(gm, "contest", { sides: [sideOf("ada"), sideOf("bo")] })).toMatchObject({
      type: "odds",
      action: "contest",
    });
  });
});
