// Two `tabula serve` processes on one PostgreSQL serve the same table: an intent sent to one
// reaches the clients of the other (LISTEN/NOTIFY), and the database gives all events one order.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDatabase,
  dropDatabase,
  postgresReachable,
  skipMessage,
  uniqueName,
} from "../store/support/postgres.js";
import { type Message, TestClient } from "./support/client.js";
import {
  type Created,
  character,
  checkOf,
  createTable,
  joinTable,
  type ServeProcess,
  spawnServe,
} from "./support/harness.js";

const available = await postgresReachable();
if (!available) console.warn(skipMessage("the two-instance test"));

describe.skipIf(!available)("two servers on one PostgreSQL", () => {
  const dbName = uniqueName("tabula_instances");
  let servers: ServeProcess[] = [];
  let created: Created;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    const url = await createDatabase(dbName);
    // The first one migrates the fresh database; the second finds it done.
    servers.push(await spawnServe(["--database-url", url]));
    servers.push(await spawnServe(["--database-url", url]));
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    for (const s of servers) s.child.kill("SIGTERM");
    await Promise.all(servers.map((s) => s.exited));
    servers = [];
    await dropDatabase(dbName);
  });

  it("passes intents between the servers' clients in one order", async () => {
    const [a, b] = servers as [ServeProcess, ServeProcess];
    created = await createTable(a.url);
    const p1 = await joinTable(b.url, created, "Ash");
    const p2 = await joinTable(a.url, created, "Birch");
    const gm = await TestClient.join(a.wsUrl, created.table.id, created.gm.token);
    const onB = await TestClient.join(b.wsUrl, created.table.id, p1.token);
    const onA = await TestClient.join(a.wsUrl, created.table.id, p2.token);
    clients.push(gm, onB, onA);

    // An intent sent to B reaches a client of A, and the other way round.
    const made = await onB.intent(character("Wren"));
    expect(made.type).toBe("ack");
    await gm.seen((made.seq as number[])[1]!);
    expect((await onA.intent(character("Kestrel"))).type).toBe("ack");

    // Both servers take intents for the same table at once: every one lands, in a single order.
    const sent: Promise<Message>[] = [];
    for (let i = 0; i < 25; i++) {
      sent.push(onB.intent(checkOf("wren")));
      sent.push(onA.intent(checkOf("kestrel")));
      sent.push(gm.intent({ type: "roll", notation: "2d6", visibility: i % 5 === 0 ? "gm" : "public" }));
    }
    const acks = await Promise.all(sent);
    expect(acks.filter((m) => m.type !== "ack")).toEqual([]);
    const last = Math.max(...acks.map((m) => (m.seq as number[])[1]!));
    await Promise.all([gm, onA, onB].map((c) => c.seen(last)));
    const seqs = (c: TestClient) => c.events().map((e) => e.seq as number);
    const expected = Array.from({ length: last }, (_, i) => i + 1);
    for (const c of [gm, onA, onB]) expect(seqs(c)).toEqual(expected);
    // Where both may see an event, they see the same event under the same number.
    const visible = (c: TestClient) =>
      new Map(
        c
          .events()
          .filter((e) => !e.hidden)
          .map((e) => [e.seq, e.event]),
      );
    const gmView = visible(gm);
    for (const c of [onA, onB]) for (const [seq, event] of visible(c)) expect(gmView.get(seq)).toEqual(event);
    // Each ack's sequence numbers are its own: no two intents share one.
    const owned = acks.flatMap((m) => {
      const [from, to] = m.seq as number[];
      return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
    });
    expect(new Set(owned).size).toBe(owned.length);
  });

  it("lets a client reconnect to the other server and catch up there", async () => {
    const [, b] = servers as [ServeProcess, ServeProcess];
    const gm = clients[0]!;
    const lastSeen = gm.events().at(-1)!.seq as number;
    const more = await clients[2]!.intent(checkOf("kestrel"));
    const again = await TestClient.join(b.wsUrl, created.table.id, created.gm.token, lastSeen);
    clients.push(again);
    const [from, to] = more.seq as [number, number];
    expect(again.events().map((e) => e.seq)).toEqual(
      Array.from({ length: to - from + 1 }, (_, i) => from + i),
    );
  });
});
