// Limits: what one client may cost the server.

import { availableParallelism } from "node:os";
import { limits as diceLimits } from "../dice/index.js";

export interface Limits {
  /** Largest message accepted; larger ones get a `too_large` error and are dropped. */
  maxMessageBytes: number;
  /** Messages per second a connection may send on average, and in one burst. */
  messagesPerSecond: number;
  burst: number;
  /** A connection that keeps breaking the rate limit this many times in a row is closed. */
  maxRateViolations: number;
  /** Time to send `hello` after connecting. */
  helloTimeoutMs: number;
  /** A client that lets this much pile up unread is too slow and is disconnected. */
  maxBufferedBytes: number;
  /** Largest HTTP body other than an import's (a table to create, a join). */
  maxBodyBytes: number;
  /**
   * Largest import (POST /api/tables/import). Imports are also limited per client address more
   * tightly than other requests, and checked in `importWorkers` threads with `importQueue` more
   * waiting (http/import-pool.ts); past that, `busy`.
   */
  maxImportBytes: number;
  importsPerMinute: number;
  importBurst: number;
  importWorkers: number;
  importQueue: number;
  /**
   * What one client address may do without a token, per minute on average and in one burst:
   * create, join or import a table (any POST) and open a WebSocket. 0 per minute: no limit.
   */
  addressRequestsPerMinute: number;
  addressBurst: number;
  /**
   * Exact odds run in worker threads (odds-pool.ts), never on the event loop. A question whose
   * estimated cost (the dice layer's units: elementary operations, about 3e8 a second) is over
   * `oddsBudget` is refused as `too_costly` before it starts; one still running after
   * `oddsTimeoutMs` is cut off (its thread ends) and answered `too_costly` too.
   */
  oddsBudget: number;
  oddsTimeoutMs: number;
  /** Worker threads for odds, and questions that may wait for one; past both, `busy`. */
  oddsWorkers: number;
  oddsQueue: number;
  /**
   * Uploaded images (scene backgrounds, assets.ts): the largest file, the most pixels one may have
   * (a browser decodes it whole, 4 bytes a pixel), and what one table may hold in number and bytes.
   * An upload also draws from the address bucket above.
   */
  maxAssetBytes: number;
  maxAssetPixels: number;
  maxAssetsPerTable: number;
  maxTableAssetBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxMessageBytes: 16 * 1024,
  messagesPerSecond: 20,
  burst: 60,
  maxRateViolations: 200,
  helloTimeoutMs: 10_000,
  maxBufferedBytes: 8 * 1024 * 1024,
  maxBodyBytes: 64 * 1024,
  // The largest realistic export: a six-hour evening of a GM and five players, 4,311 intents
  // (checks and labelled rolls) played through the real server, is 4.5 MB (4,548,308 bytes):
  //   test/server/http-import.test.ts, `TABULA_EVENING=1 npx vitest run test/server/http-import.test.ts`
  // A few times that leaves room for longer campaigns without letting one upload cost much.
  maxImportBytes: 16 * 1024 * 1024,
  // Imports are rare (moving a table between servers) and costly: a few a minute per address.
  importsPerMinute: 6,
  importBurst: 3,
  importWorkers: 1,
  importQueue: 4,
  // A group of six joining and reconnecting is far below this; a script creating tables is not.
  addressRequestsPerMinute: 120,
  addressBurst: 60,
  // The dice layer's own ceiling for one question (about a second of work).
  oddsBudget: diceLimits.ODDS_BUDGET,
  oddsTimeoutMs: 5000,
  // One thread on a two-core host leaves the other core to the event loop.
  oddsWorkers: Math.max(1, Math.min(4, availableParallelism() - 1)),
  oddsQueue: 16,
  // A 4096 × 4096 battle map is about 2-4 MB as JPEG or WebP; 5 MiB leaves room for a PNG of that.
  maxAssetBytes: 5 * 1024 * 1024,
  // 40 million pixels decode to 160 MB in a browser: a phone still copes.
  maxAssetPixels: 40_000_000,
  maxAssetsPerTable: 40,
  // Kept under the import limit once base64 (4/3) is added, with room left for the log.
  maxTableAssetBytes: 8 * 1024 * 1024,
};
