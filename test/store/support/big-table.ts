// A table with a long log, made through the store, and its export with secrets: enough rows for
// several import batches of each kind that has many (test/store/import-*.test.ts).

import { expect } from "vitest";
import {
  type CommitInput,
  hashSecret,
  joinToken,
  newId,
  newSecret,
  type Store,
  type TableExport,
} from "../../../src/store/index.js";

export const RNG = { algorithm: "xoshiro128**", state: [1, 2, 3, 4] };
export const INTENTS = 6;
export const EVENTS_PER_INTENT = 200;

export interface BigTable {
  export: TableExport;
  /** The GM's token and the invite code, which still work on every copy imported from the export. */
  gmToken: string;
  invite: string;
}

/** Creates a table on `store` (the table `id` if given), with INTENTS × EVENTS_PER_INTENT events. */
export async function bigTable(store: Store, id = newId("t")): Promise<BigTable> {
  const gm = newId("m");
  const gmSecret = newSecret();
  const invite = newSecret();
  const seed = newSecret();
  await store.createTable(
    {
      id,
      name: "A long evening",
      ruleset: "lucky13",
      options: {},
      inviteHash: hashSecret(invite),
      rng: RNG,
      seed: { commitment: hashSecret(seed), seed },
      gm: { id: gm, role: "gm", name: "Ada", tokenHash: hashSecret(gmSecret) },
    },
    {
      intent: { author: null, kind: "create", payload: {}, rngAfter: null },
      events: [{ visibility: "public", event: { type: "seedCommitted", period: 1 } }],
      rng: RNG,
      period: 1,
    },
  );
  for (let k = 0; k < INTENTS; k++) {
    const head = 1 + k * EVENTS_PER_INTENT;
    const c: CommitInput = {
      tableId: id,
      expectedHead: head,
      intent: { author: gm, kind: "roll", payload: { notation: "2d6", k }, rngAfter: { n: head } },
      events: Array.from({ length: EVENTS_PER_INTENT }, (_, i) => ({
        visibility: "public" as const,
        // Some text in each, so the batches are bounded by size as well as by count.
        event: { type: "roll", i, label: `roll ${i} of intent ${k}: ${"é".repeat(i % 40)}` },
      })),
      rng: { algorithm: "xoshiro128**", state: [head + 1, 2, 3, 4] },
      period: 1,
    };
    expect(await store.commit(c)).toMatchObject({ ok: true });
  }
  return {
    export: (await store.exportTable(id, { secrets: true }))!,
    gmToken: joinToken(gm, gmSecret),
    invite,
  };
}

/** A commit of one public event on a table whose head is `head`. */
export function oneEvent(tableId: string, head: number): CommitInput {
  return {
    tableId,
    expectedHead: head,
    intent: { author: null, kind: "roll", payload: { notation: "d6" }, rngAfter: null },
    events: [{ visibility: "public", event: { type: "roll", head } }],
    rng: RNG,
    period: 1,
  };
}
