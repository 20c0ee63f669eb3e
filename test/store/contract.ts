// The store contract: every backend runs these same tests (each backend's test file is a few lines
// that open it). They speak only through the Store interface.

import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CommitInput,
  hashSecret,
  joinToken,
  type NewTable,
  newId,
  newSecret,
  type Store,
  StoreError,
} from "../../src/store/index.js";

export interface Backend {
  open(): Promise<Store>;
  /** Drops what the run created. */
  cleanup?(): Promise<void>;
}

const RNG = { algorithm: "xoshiro128**", state: [1, 2, 3, 4] };

function newTable(): { table: NewTable; gmToken: string; invite: string } {
  const gmSecret = newSecret();
  const invite = newSecret();
  const gmId = newId("m");
  const seed = newSecret();
  return {
    table: {
      id: newId("t"),
      name: "The mine job",
      ruleset: "lucky13",
      options: { mode: "cinematic" },
      inviteHash: hashSecret(invite),
      rng: RNG,
      seed: { commitment: hashSecret(seed), seed },
      gm: { id: gmId, role: "gm", name: "Ada", tokenHash: hashSecret(gmSecret) },
    },
    gmToken: joinToken(gmId, gmSecret),
    invite,
  };
}

const first = (gm: string): Omit<CommitInput, "tableId" | "expectedHead"> => ({
  intent: { author: null, kind: "create", payload: {}, rngAfter: null },
  events: [
    { visibility: "public", event: { type: "seedCommitted", period: 1 } },
    { visibility: "public", event: { type: "memberJoined", member: { id: gm, role: "gm" } } },
  ],
  rng: RNG,
  period: 1,
});

function roll(tableId: string, expectedHead: number, n = 1, extra: Partial<CommitInput> = {}): CommitInput {
  return {
    tableId,
    expectedHead,
    intent: { author: "m1", kind: "roll", payload: { notation: "2d6" }, rngAfter: { n: expectedHead } },
    events: Array.from({ length: n }, (_, i) => ({
      visibility: "public" as const,
      event: { type: "roll", i },
    })),
    rng: { algorithm: "xoshiro128**", state: [expectedHead + 1, 2, 3, 4] },
    period: 1,
    ...extra,
  };
}

export function storeContract(name: string, backend: Backend): void {
  describe(`store contract: ${name}`, () => {
    let store: Store;
    // Opening PGlite on a new folder runs initdb and syncs the folder: seconds, more on a busy machine.
    beforeAll(async () => {
      store = await backend.open();
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      await backend.cleanup?.();
    });

    async function created() {
      const t = newTable();
      const r = await store.createTable(t.table, first(t.table.gm.id));
      expect(r).toMatchObject({ ok: true, intent: 1, firstSeq: 1, head: 2 });
      return t;
    }

    it("creates a table with its GM, first seed period and first intent in one go", async () => {
      const { table } = await created();
      const rec = await store.getTable(table.id);
      expect(rec).toMatchObject({
        id: table.id,
        name: "The mine job",
        ruleset: "lucky13",
        head: 2,
        lastIntent: 1,
      });
      expect(rec?.options).toEqual({ mode: "cinematic" });
      const loaded = await store.loadTable(table.id);
      expect(loaded?.rng).toEqual(RNG);
      expect(loaded?.commitment).toBe(table.seed.commitment);
      expect(loaded?.events.map((e) => e.seq)).toEqual([1, 2]);
      expect(await store.members(table.id)).toMatchObject([{ id: table.gm.id, role: "gm", name: "Ada" }]);
      await expect(store.createTable(table, first(table.gm.id))).rejects.toBeInstanceOf(StoreError);
    });

    it("gives strictly increasing sequence numbers and refuses a commit built on a stale head", async () => {
      const { table } = await created();
      const a = await store.commit(roll(table.id, 2, 3));
      expect(a).toEqual({ ok: true, intent: 2, firstSeq: 3, head: 5 });
      const stale = await store.commit(roll(table.id, 2, 1));
      expect(stale).toEqual({ ok: false, reason: "moved", head: 5 });
      const b = await store.commit(roll(table.id, 5, 1));
      expect(b).toMatchObject({ ok: true, intent: 3, firstSeq: 6, head: 6 });
      const events = await store.events(table.id);
      expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(events.map((e) => e.intent)).toEqual([1, 1, 2, 2, 2, 3]);
      expect((await store.intents(table.id)).map((i) => [i.no, i.firstSeq, i.eventCount])).toEqual([
        [1, 1, 2],
        [2, 3, 3],
        [3, 6, 1],
      ]);
      expect(await store.commit(roll("no-such-table", 0))).toEqual({ ok: false, reason: "missing" });
      expect((await store.loadTable(table.id, 4))?.events.map((e) => e.seq)).toEqual([5, 6]);
      expect((await store.loadTable(table.id))?.rng).toEqual({
        algorithm: "xoshiro128**",
        state: [6, 2, 3, 4],
      });
    });

    it("lets exactly one of two racing commits on the same head through", async () => {
      const { table } = await created();
      const results = await Promise.all(Array.from({ length: 6 }, () => store.commit(roll(table.id, 2, 2))));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect((await store.getTable(table.id))?.head).toBe(4);
      expect(await store.events(table.id)).toHaveLength(4);
    });

    it("writes nothing of a commit that fails half-way", async () => {
      const { table } = await created();
      const bad = roll(table.id, 2, 2);
      bad.events[1] = { visibility: "everyone" as never, event: {} };
      await expect(store.commit(bad)).rejects.toThrow();
      expect((await store.getTable(table.id))?.head).toBe(2);
      expect(await store.events(table.id)).toHaveLength(2);
      expect(await store.intents(table.id)).toHaveLength(1);
    });

    it("checks tokens and invite codes by their hash", async () => {
      const { table, gmToken, invite } = await created();
      expect(await store.authenticate(table.id, gmToken)).toMatchObject({ id: table.gm.id, role: "gm" });
      const [id, secret] = gmToken.split(".") as [string, string];
      const flipped = `${id}.${secret[0] === "A" ? "B" : "A"}${secret.slice(1)}`;
      expect(await store.authenticate(table.id, flipped)).toBeNull();
      expect(await store.authenticate(table.id, "garbage")).toBeNull();
      expect(await store.authenticate("other", gmToken)).toBeNull();
      expect(await store.inviteMatches(table.id, invite)).toBe(true);
      expect(await store.inviteMatches(table.id, newSecret())).toBe(false);
      const exported = JSON.stringify(await store.exportTable(table.id, { secrets: true }));
      expect(exported).not.toContain(secret);
      expect(exported).not.toContain(invite);
    });

    it("adds members and keeps characters with their owner in the same commit as the events", async () => {
      const { table } = await created();
      const playerSecret = newSecret();
      const r = await store.commit(
        roll(table.id, 2, 1, {
          members: [{ id: "mp1", role: "player", name: "Bo", tokenHash: hashSecret(playerSecret) }],
          characters: {
            put: [
              { id: "wren", owner: "mp1", name: "Wren", data: { hp: 20 } },
              { id: "goon", owner: null, name: "Goon", data: { hp: 5 } },
            ],
            remove: [],
          },
        }),
      );
      expect(r.ok).toBe(true);
      expect(await store.authenticate(table.id, joinToken("mp1", playerSecret))).toMatchObject({
        role: "player",
      });
      await store.commit(
        roll(table.id, 3, 1, {
          characters: {
            put: [{ id: "wren", owner: "mp1", name: "Wren", data: { hp: 12 } }],
            remove: ["goon"],
          },
        }),
      );
      expect(await store.characters(table.id)).toEqual([
        { id: "wren", owner: "mp1", name: "Wren", data: { hp: 12 } },
      ]);
    });

    it("writes every part of a batch that mixes plain intents with ones writing characters, members and seeds", async () => {
      // Asked in one tick, the three commits go to the database as one statement (group commit);
      // the plain one alone would take the statement without the character, member and seed parts.
      const [plain, people, seeds] = [await created(), await created(), await created()];
      const next = newSecret();
      const results = await Promise.all([
        store.commit(roll(plain.table.id, 2, 1)),
        store.commit(
          roll(people.table.id, 2, 1, {
            members: [{ id: "mp9", role: "player", name: "Cy", tokenHash: hashSecret(next) }],
            characters: { put: [{ id: "cy", owner: "mp9", name: "Cy", data: { hp: 9 } }], remove: [] },
          }),
        ),
        store.commit(
          roll(seeds.table.id, 2, 1, {
            period: 2,
            seed: { reveal: { period: 1 }, start: { period: 2, commitment: hashSecret(next), seed: next } },
          }),
        ),
      ]);
      expect(results.map((r) => r.ok)).toEqual([true, true, true]);
      expect((await store.getTable(plain.table.id))?.head).toBe(3);
      expect(await store.characters(people.table.id)).toEqual([
        { id: "cy", owner: "mp9", name: "Cy", data: { hp: 9 } },
      ]);
      expect((await store.members(people.table.id)).map((m) => m.id)).toContain("mp9");
      expect((await store.seedPeriods(seeds.table.id)).map((p) => [p.period, p.revealedSeq])).toEqual([
        [1, 3],
        [2, null],
      ]);
      expect(await store.characters(plain.table.id)).toEqual([]);
    });

    it("keeps an unrevealed seed secret and publishes it on reveal", async () => {
      const { table } = await created();
      expect(await store.seedPeriods(table.id)).toMatchObject([{ period: 1, seed: null, startSeq: 1 }]);
      const next = newSecret();
      await store.commit(
        roll(table.id, 2, 2, {
          period: 2,
          seed: { reveal: { period: 1 }, start: { period: 2, commitment: hashSecret(next), seed: next } },
        }),
      );
      const periods = await store.seedPeriods(table.id);
      expect(periods).toEqual([
        { period: 1, commitment: table.seed.commitment, seed: table.seed.seed, startSeq: 1, revealedSeq: 3 },
        { period: 2, commitment: hashSecret(next), seed: null, startSeq: 3, revealedSeq: null },
      ]);
      expect((await store.seedPeriods(table.id, true))[1]?.seed).toBe(next);
      expect((await store.getTable(table.id))?.period).toBe(2);
    });

    it("keeps a table's assets by table and id, with their bytes, type, sides and hash", async () => {
      const a = await created();
      const b = await created();
      const bytes = new Uint8Array(3000).map((_, i) => (i * 7 + 3) % 256);
      const info = await store.putAsset({
        tableId: a.table.id,
        id: "bg1",
        type: "image/png",
        width: 640,
        height: 480,
        bytes,
      });
      expect(info).toMatchObject({
        tableId: a.table.id,
        id: "bg1",
        type: "image/png",
        width: 640,
        height: 480,
      });
      expect(info.size).toBe(3000);
      expect(info.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
      const got = await store.getAsset(a.table.id, "bg1");
      expect(got && Buffer.from(got.bytes).equals(Buffer.from(bytes))).toBe(true);
      expect(got?.sha256).toBe(info.sha256);
      // Another table's asset and a made-up id answer alike.
      expect(await store.getAsset(b.table.id, "bg1")).toBeNull();
      expect(await store.getAsset(a.table.id, "nope")).toBeNull();
      await expect(
        store.putAsset({ tableId: a.table.id, id: "bg1", type: "image/webp", width: 1, height: 1, bytes }),
      ).rejects.toMatchObject({ code: "conflict" });
      await expect(
        store.putAsset({ tableId: "t_missing", id: "x", type: "image/png", width: 1, height: 1, bytes }),
      ).rejects.toMatchObject({ code: "not_found" });
      await store.putAsset({
        tableId: a.table.id,
        id: "bg2",
        type: "image/jpeg",
        width: 2,
        height: 3,
        bytes: new Uint8Array(0),
      });
      const list = await store.listAssets(a.table.id);
      expect(list.map((x) => x.id).sort()).toEqual(["bg1", "bg2"]);
      expect(list.every((x) => !("bytes" in x))).toBe(true);
      expect(await store.listAssets(b.table.id)).toEqual([]);
      expect(await store.deleteAsset(b.table.id, "bg1")).toBe(false);
      expect(await store.deleteAsset(a.table.id, "bg1")).toBe(true);
      expect(await store.getAsset(a.table.id, "bg1")).toBeNull();
      expect((await store.listAssets(a.table.id)).map((x) => x.id)).toEqual(["bg2"]);
    });

    it("exports a table and imports it back whole", async () => {
      const { table, gmToken } = await created();
      await store.commit(
        roll(table.id, 2, 2, {
          characters: { put: [{ id: "wren", owner: null, name: "Wren", data: { hp: 20 } }], remove: [] },
        }),
      );
      const full = await store.exportTable(table.id, { secrets: true });
      expect(full?.secrets?.rng).toEqual({ algorithm: "xoshiro128**", state: [3, 2, 3, 4] });
      const open = await store.exportTable(table.id);
      expect(open?.secrets).toBeNull();
      expect(open?.intents.every((i) => i.rngAfter === null)).toBe(true);
      expect(JSON.stringify(open)).not.toContain(table.seed.seed);

      await expect(store.importTable(full!)).rejects.toMatchObject({ code: "conflict" });
      await expect(store.importTable(open!)).rejects.toMatchObject({ code: "invalid", path: ["secrets"] });
      const copyId = newId("t");
      await store.importTable({ ...full!, table: { ...full!.table, id: copyId } });
      const again = await store.exportTable(copyId, { secrets: true });
      const strip = (x: typeof full) => ({ ...x, exportedAt: "", table: { ...x!.table, id: "" } });
      expect(strip(again)).toEqual(strip(full));
      expect(await store.authenticate(copyId, gmToken)).toMatchObject({ role: "gm" });
      expect(await store.commit(roll(copyId, 4, 1))).toMatchObject({ ok: true, firstSeq: 5 });
    });

    it("refuses a broken export, naming the field", async () => {
      const { table } = await created();
      const full = (await store.exportTable(table.id, { secrets: true }))!;
      const broken = {
        ...full,
        table: { ...full.table, id: newId("t") },
        events: [{ ...full.events[0]!, seq: 7 }],
      };
      await expect(store.importTable(broken)).rejects.toMatchObject({
        code: "invalid",
        path: ["events", 0, "seq"],
      });
      await expect(store.importTable({ ...full, format: "other" } as never)).rejects.toMatchObject({
        code: "invalid",
        path: ["format"],
      });
      expect(await store.getTable(broken.table.id)).toBeNull();
    });

    it("announces commits to subscribers when the database is shared", async () => {
      const { table } = await created();
      const seen: number[] = [];
      const stop = await store.subscribe(
        (n) => {
          if (n.tableId === table.id) seen.push(n.head);
        },
        () => {},
      );
      await store.commit(roll(table.id, 2, 1));
      await store.commit(roll(table.id, 3, 2));
      await new Promise((r) => setTimeout(r, 300));
      await stop();
      expect(seen).toEqual(store.shared ? [3, 5] : []);
    });
  });
}
