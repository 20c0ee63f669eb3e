// The GM changes the table's settings during play (table.settings): whether new NPCs start secret,
// whether players edit their whole character files, the dice dialect. Over real WebSockets against a
// real server on PGlite; each setting is checked by what it changes afterwards, not only by its event.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  createTable,
  joinTable,
  pgliteDir,
  startTestServer,
  type TestServer,
} from "./support/harness.js";

/** Only in the NPC's sheet: if a player's frame holds it, the sheet reached them. */
const WEAPON = "Rusty Settings Cleaver";
const GOBLIN = {
  will: "d4",
  charm: "d4",
  pulse: "d8",
  intellect: "d4",
  reflex: "d10",
  combat: "d10",
  weapon: WEAPON,
  accuracy: "d10",
  damage: "d12",
};

describe("table settings changed during play", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;
  let gm: TestClient;
  let ash: TestClient;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer({ dataDir: dir.path });
    created = await createTable(srv.url, "Settings night");
    const a = await joinTable(srv.url, created, "Ash");
    gm = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    ash = await TestClient.join(srv.wsUrl, created.table.id, a.token);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([gm, ash].map((c) => c?.close()));
    await srv?.stop();
    dir?.remove();
  });

  const ok = (m: Message) => expect(m.type, JSON.stringify(m)).toBe("ack");
  const lastSeq = (m: Message) => (m.seq as number[]).at(-1)!;

  it("refuses a player, an empty change and a change to what is already so, naming the setting", async () => {
    expect(await ash.intent({ type: "table.settings", npcsSecretByDefault: true })).toMatchObject({
      type: "error",
      code: "forbidden",
    });
    expect(await gm.intent({ type: "table.settings" })).toMatchObject({ type: "error", code: "invalid" });
    expect(await gm.intent({ type: "table.settings", npcsSecretByDefault: false })).toMatchObject({
      type: "error",
      code: "refused",
      path: ["npcsSecretByDefault"],
    });
    expect(await gm.intent({ type: "table.settings", npcsSecretByDefault: "yes" })).toMatchObject({
      type: "error",
      code: "invalid",
    });
  });

  it("makes the NPCs added after it secret, and not those before", async () => {
    const open = await gm.intent({ type: "npc.add", name: "Orc", count: 1, statblock: GOBLIN });
    ok(open);
    await ash.seen(lastSeq(open));
    expect(JSON.stringify(ash.messages)).toContain(WEAPON);

    const set = await gm.intent({ type: "table.settings", npcsSecretByDefault: true });
    ok(set);
    await ash.seen(lastSeq(set));
    const frame = ash.messages.find((m) => m.type === "event" && m.seq === lastSeq(set))!;
    expect(frame.event).toMatchObject({
      type: "tableSettings",
      settings: { npcsSecretByDefault: true, freeCharacterEditing: false },
    });

    const from = ash.messages.length;
    const secret = await gm.intent({ type: "npc.add", name: "Goblin", count: 2, statblock: GOBLIN });
    ok(secret);
    await ash.seen(lastSeq(secret));
    const after = JSON.stringify(ash.messages.slice(from));
    expect(after).toContain("Goblin 1");
    expect(after).not.toContain(WEAPON);
    // The GM still sees the sheet.
    await gm.seen(lastSeq(secret));
    expect(JSON.stringify(gm.messages)).toContain(WEAPON);
  });

  it("lets players edit their whole character file once the GM allows it", async () => {
    const made = await ash.intent({
      type: "character.create",
      id: "wren",
      method: "balanced",
      input: {
        name: "Wren",
        assignment: { will: "d6", charm: "d6", pulse: "d10", intellect: "d4", reflex: "d8" },
      },
    });
    ok(made);
    await ash.seen(lastSeq(made));
    const added = ash.messages
      .filter((m) => m.type === "event")
      .map((m) => m.event as { type: string; character?: { id: string; data: Record<string, unknown> } })
      .find((e) => e.type === "character.added" && e.character?.id === "wren")!;
    const rich = { ...added.character!.data, ap: 9999 };
    expect(await ash.intent({ type: "character.put", id: "wren", character: rich })).toMatchObject({
      type: "error",
      code: "forbidden",
      path: ["character", "ap"],
    });
    ok(await gm.intent({ type: "table.settings", freeCharacterEditing: true }));
    ok(await ash.intent({ type: "character.put", id: "wren", character: rich }));
  });
});
