// Starting a fight in the GM's order over the wire: on a Beat-15 table (initiative "gm") only the GM
// may send startEncounter; bad orders come back as errors naming the field; a table whose ruleset
// rolls initiative refuses it and keeps its own start.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./support/client.js";
import {
  type Created,
  createTable,
  joinTable,
  pgliteDir,
  post,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

const manual = (name: string, stats: Record<string, number>) => ({
  type: "character.create",
  id: name.toLowerCase(),
  method: "manual",
  input: { name, stats, items: [] },
});

describe("a GM-ordered encounter on a Beat-15 table", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;
  let gm: TestClient;
  let player: TestClient;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
    const r = await post(`${srv.url}/api/tables`, {
      name: "Bridge",
      ruleset: "beat15",
      gm: { name: "Gemma" },
    });
    expect(r.status).toBe(201);
    created = r.body as unknown as Created;
    const p = await joinTable(srv.url, created, "Ash");
    gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    player = await TestClient.join(srv.wsUrl, created.table.id, p.token);
    const stats = { might: 1, agility: 3, wits: 2, presence: 0 };
    expect((await player.intent(manual("Wren", stats))).type).toBe("ack");
    expect((await gm.intent({ ...manual("Bryn", stats), owner: null })).type).toBe("ack");
  });

  afterAll(async () => {
    await Promise.all([gm, player].map((c) => c?.close()));
    await srv?.stop();
    dir?.remove();
  });

  it("refuses a player's start: the order is the GM's", async () => {
    const r = await player.intent({ type: "engine", engine: "startEncounter", participants: ["wren"] });
    expect(r).toMatchObject({ type: "error", code: "forbidden", path: ["engine"] });
  });

  it("answers an empty, unknown or doubled order with the field at fault", async () => {
    const start = (participants: unknown) =>
      gm.intent({ type: "engine", engine: "startEncounter", participants });
    expect(await start([])).toMatchObject({ type: "error", code: "invalid", path: ["participants"] });
    expect(await start(["wren", "zed"])).toMatchObject({
      type: "error",
      code: "not_found",
      path: ["participants", 1],
      message: expect.stringContaining("no character 'zed'"),
    });
    expect(await start(["bryn", "bryn"])).toMatchObject({
      type: "error",
      code: "invalid",
      path: ["participants", 1],
      message: expect.stringContaining("twice"),
    });
    expect(await start("wren")).toMatchObject({ type: "error", code: "invalid", path: ["participants"] });
  });

  it("starts in the GM's order; the player whose turn it is moves it on; the GM undoes", async () => {
    const ack = await gm.intent({ type: "engine", engine: "startEncounter", participants: ["wren", "bryn"] });
    expect(ack.type).toBe("ack");
    const [, last] = ack.seq as [number, number];
    await player.seen(last);
    const started = player.events().find((e) => (e.event as { type: string }).type === "encounter.started");
    expect(started?.event).toMatchObject({ encounter: { model: "gm", order: ["wren", "bryn"] } });
    // Wren's turn: her player ends it; then it is Bryn's (the GM's) turn, not hers.
    expect((await player.intent({ type: "engine", engine: "nextTurn" })).type).toBe("ack");
    expect(await player.intent({ type: "engine", engine: "nextTurn" })).toMatchObject({
      type: "error",
      code: "forbidden",
    });
    expect((await gm.intent({ type: "undo" })).type).toBe("ack");
    expect((await gm.intent({ type: "engine", engine: "endEncounter" })).type).toBe("ack");
  });
});

describe("a rolled-initiative table", () => {
  it("refuses startEncounter and points at the ruleset's initiative action", async () => {
    const dir = await pgliteDir();
    const srv = await startTestServer({ dataDir: dir.path });
    try {
      const created = await createTable(srv.url);
      const gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
      const r = await gm.intent({ type: "engine", engine: "startEncounter", participants: ["x"] });
      expect(r).toMatchObject({
        type: "error",
        code: "refused",
        message: expect.stringContaining("initiative"),
      });
      await gm.close();
    } finally {
      await srv.stop();
      dir.remove();
    }
  });
});
