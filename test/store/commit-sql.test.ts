// The commit statement's two versions: the server sends tabula_commit_v2, which skips the parts a
// batch does not write; tabula_commit_v1 stays in the schema for a server of the previous version
// sharing the database during an upgrade, and must still commit.

import { describe, expect, it } from "vitest";
import { commitParams } from "../../src/store/commit-sql.js";
import { openPglite } from "../../src/store/pglite.js";
import type { CommitInput } from "../../src/store/records.js";
import { SqlStore } from "../../src/store/sql-store.js";

const plain = (tableId: string, expectedHead: number): CommitInput => ({
  tableId,
  expectedHead,
  intent: { author: "gm", kind: "roll", payload: { notation: "2d6" }, rngAfter: null },
  events: [{ visibility: "public", event: { type: "roll", total: 7 } }],
  rng: { s: [expectedHead] },
  period: 1,
});

describe("commit statement versions", () => {
  it("says in its fourth parameter whether any intent of the batch writes more than its events", () => {
    const extras = (batch: CommitInput[]) => commitParams(batch, null, "o")[3];
    const base = plain("t", 1);
    expect(extras([base, plain("u", 1)])).toBe(false);
    expect(extras([{ ...base, characters: { put: [], remove: [] }, members: [] }])).toBe(false);
    expect(extras([base, { ...base, characters: { put: [], remove: ["c"] } }])).toBe(true);
    expect(
      extras([{ ...base, characters: { put: [{ id: "c", owner: null, name: "C", data: {} }], remove: [] } }]),
    ).toBe(true);
    expect(extras([{ ...base, members: [{ id: "m", role: "player", name: "M", tokenHash: "h" }] }])).toBe(
      true,
    );
    expect(extras([{ ...base, seed: { reveal: { period: 1 } } }])).toBe(true);
    expect(extras([{ ...base, seed: { start: { period: 2, commitment: "c", seed: "s" } } }])).toBe(true);
  });

  it("keeps tabula_commit_v1 working for a server of the previous version", async () => {
    const sql = await openPglite(null);
    const store = await SqlStore.open(sql);
    try {
      await store.createTable(
        {
          id: "old",
          name: "Old",
          ruleset: "lucky13",
          options: {},
          inviteHash: "x",
          rng: { s: [0] },
          seed: { commitment: "c", seed: "s" },
          gm: { id: "gm", role: "gm", name: "GM", tokenHash: "h" },
        },
        { ...plain("old", 0), intent: { author: null, kind: "create", payload: {}, rngAfter: null } },
      );
      const rows = await sql.query<{ k: number; head: string }>(
        "SELECT * FROM tabula_commit_v1($1::jsonb, $2::text, $3::text)",
        commitParams([plain("old", 1)], null, "previous").slice(0, 3),
      );
      expect(rows.map((r) => [r.k, Number(r.head)])).toEqual([[0, 2]]);
      expect((await store.events("old")).map((e) => e.seq)).toEqual([1, 2]);
    } finally {
      await store.close();
    }
  });
});
