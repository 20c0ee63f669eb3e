// `tabula serve` as people run it: a child process that answers /health, and on SIGTERM finishes
// the commits under way, acknowledges them, and exits with 0. Nothing is committed unacknowledged.

import { describe, expect, it } from "vitest";
import { TestClient } from "./support/client.js";
import { character, checkOf, createTable, joinTable, pgliteDir, spawnServe } from "./support/harness.js";

describe("tabula serve", () => {
  it("serves, then shuts down gracefully on SIGTERM without losing an acknowledged intent", async () => {
    const dir = await pgliteDir();
    try {
      const first = await spawnServe(["--data", dir.path]);
      const health = await (await fetch(`${first.url}/health`)).json();
      expect(health).toMatchObject({ status: "ok", store: "pglite" });
      const created = await createTable(first.url);
      const ash = await joinTable(first.url, created, "Ash");
      const c = await TestClient.join(first.wsUrl, created.table.id, ash.token);
      const made = await c.intent(character("Wren"));
      const before = (made.seq as number[])[1]!;
      // A burst of intents, and SIGTERM as soon as the first is acknowledged.
      for (let i = 0; i < 200; i++) c.send({ ...checkOf("wren"), intentId: `burst-${i}` });
      await c.next((m) => m.type === "ack" && String(m.intentId).startsWith("burst-"));
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      const acks = c.messages.filter((m) => m.type === "ack" && String(m.intentId).startsWith("burst-"));
      const refused = c.messages.filter((m) => m.type === "error" && m.code === "shutting_down");
      expect(acks.length).toBeGreaterThan(0);
      expect(acks.length + refused.length).toBeLessThanOrEqual(200);
      expect(first.logs.some((l) => l.includes('"msg":"stopped"'))).toBe(true);
      // No token ever reaches the logs.
      const logs = first.logs.join("\n");
      for (const secret of [created.gm.token, ash.token, created.invite.code])
        expect(logs).not.toContain(secret.split(".").at(-1));

      // After a restart the log holds exactly the acknowledged intents, nothing more.
      const second = await spawnServe(["--data", dir.path]);
      try {
        const again = await TestClient.join(second.wsUrl, created.table.id, ash.token);
        const head = again.messages.find((m) => m.type === "welcome")!.head as number;
        const ackedEvents = acks.reduce(
          (n, m) => n + (m.seq as number[])[1]! - (m.seq as number[])[0]! + 1,
          0,
        );
        expect(head).toBe(before + ackedEvents);
        await again.close();
      } finally {
        second.child.kill("SIGTERM");
        expect(await second.exited).toBe(0);
      }
    } finally {
      dir.remove();
    }
  });

  it("refuses a data folder another server is using", async () => {
    const dir = await pgliteDir();
    try {
      const first = await spawnServe(["--data", dir.path]);
      await expect(spawnServe(["--data", dir.path])).rejects.toThrow(/in use by another process/);
      first.child.kill("SIGTERM");
      await first.exited;
    } finally {
      dir.remove();
    }
  });
});
