// A server killed with SIGKILL under load loses nothing it acknowledged and leaves nothing half
// written: every acknowledged intent is in the log after a restart, whole, with the events the
// clients were sent, and the log's sequence has no gap.

import { afterAll, describe, expect, it } from "vitest";
import { parseExport } from "../../src/store/index.js";
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
  pgliteDir,
  type ServeProcess,
  spawnServe,
} from "./support/harness.js";

interface Acked {
  table: string;
  intent: number;
  seq: [number, number];
  /** What the author was sent live for those sequence numbers. */
  events: Message[];
}

const TABLES = 3;
const LOAD_MS = 1500;

async function setUp(server: ServeProcess) {
  const tables: { created: Created; tokens: { token: string; char: string }[] }[] = [];
  for (let t = 0; t < TABLES; t++) {
    const created = await createTable(server.url, `crash ${t}`);
    const tokens: { token: string; char: string }[] = [];
    for (const name of ["Ash", "Birch"]) {
      const m = await joinTable(server.url, created, name);
      const c = await TestClient.join(server.wsUrl, created.table.id, m.token);
      expect((await c.intent(character(`${name}${t}`))).type).toBe("ack");
      await c.close();
      tokens.push({ token: m.token, char: `${name.toLowerCase()}${t}` });
    }
    tables.push({ created, tokens });
  }
  return tables;
}

/** Every client sends intents back to back until the server dies; returns what was acknowledged. */
async function load(server: ServeProcess, tables: Awaited<ReturnType<typeof setUp>>, killAfterMs: number) {
  const acked: Acked[] = [];
  const runners: Promise<void>[] = [];
  let stop = false;
  for (const { created, tokens } of tables) {
    const players = [{ token: created.gm.token, char: null as string | null }, ...tokens];
    for (const p of players) {
      const c = await TestClient.join(server.wsUrl, created.table.id, p.token);
      runners.push(
        (async () => {
          for (let i = 0; !stop; i++) {
            const intent = p.char && i % 2 === 0 ? checkOf(p.char) : { type: "roll", notation: "3d6+2" };
            const reply = await c.intent(intent).catch(() => null);
            if (!reply) return; // the server died under this intent: it was never acknowledged
            if (reply.type !== "ack") continue;
            const [from, to] = reply.seq as [number, number];
            const events = c.events().filter((e) => (e.seq as number) >= from && (e.seq as number) <= to);
            acked.push({ table: created.table.id, intent: reply.intent as number, seq: [from, to], events });
          }
        })(),
      );
    }
  }
  await new Promise((r) => setTimeout(r, killAfterMs));
  server.child.kill("SIGKILL");
  await server.exited;
  stop = true;
  await Promise.all(runners);
  return acked;
}

async function checkAfterRestart(
  server: ServeProcess,
  tables: Awaited<ReturnType<typeof setUp>>,
  acked: Acked[],
) {
  for (const { created } of tables) {
    const gm = await TestClient.join(server.wsUrl, created.table.id, created.gm.token);
    const log = gm.events();
    const head = (gm.messages.find((m) => m.type === "welcome")!.head as number) ?? 0;
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: head }, (_, i) => i + 1));
    for (const a of acked.filter((x) => x.table === created.table.id)) {
      const stored = log.slice(a.seq[0] - 1, a.seq[1]);
      expect(stored.every((e) => e.intent === a.intent)).toBe(true);
      expect(stored).toEqual(a.events);
    }
    // The export holds together: every intent has all its events, and the head is the last one.
    const res = await fetch(`${server.url}/api/tables/${created.table.id}/export`, {
      headers: { authorization: `Bearer ${created.gm.token}` },
    });
    const x = parseExport(await res.json());
    expect(x.table.head).toBe(head);
    // Play goes on.
    expect((await gm.intent({ type: "roll", notation: "d6" })).type).toBe("ack");
    await gm.close();
  }
}

describe("a server killed with SIGKILL under load", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("keeps every acknowledged event, whole, on PGlite", async () => {
    const dir = await pgliteDir();
    cleanups.push(() => dir.remove());
    const first = await spawnServe(["--data", dir.path]);
    const tables = await setUp(first);
    const acked = await load(first, tables, LOAD_MS);
    expect(acked.length).toBeGreaterThan(50);
    const second = await spawnServe(["--data", dir.path]);
    cleanups.push(async () => {
      second.child.kill("SIGTERM");
      await second.exited;
    });
    await checkAfterRestart(second, tables, acked);
    console.info(
      `crash test (pglite): ${acked.length} intents acknowledged before SIGKILL, all found whole after restart`,
    );
  });

  it("keeps every acknowledged event, whole, on PostgreSQL", async () => {
    if (!(await postgresReachable())) {
      console.warn(skipMessage("the PostgreSQL crash test"));
      return;
    }
    const name = uniqueName("tabula_crash");
    const url = await createDatabase(name);
    cleanups.push(() => dropDatabase(name));
    const first = await spawnServe(["--database-url", url]);
    const tables = await setUp(first);
    const acked = await load(first, tables, LOAD_MS);
    expect(acked.length).toBeGreaterThan(50);
    const second = await spawnServe(["--database-url", url]);
    cleanups.push(async () => {
      second.child.kill("SIGTERM");
      await second.exited;
    });
    await checkAfterRestart(second, tables, acked);
    console.info(
      `crash test (postgres): ${acked.length} intents acknowledged before SIGKILL, all found whole after restart`,
    );
  });
});
