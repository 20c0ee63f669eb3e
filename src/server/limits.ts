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
  /** Largest HTTP body (an import may be large). */
  maxBodyBytes: number;
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
}

export const DEFAULT_LIMITS: Limits = {
  maxMessageBytes: 16 * 1024,
  messagesPerSecond: 20,
  burst: 60,
  maxRateViolations: 200,
  helloTimeoutMs: 10_000,
  maxBufferedBytes: 8 * 1024 * 1024,
  maxBodyBytes: 32 * 1024 * 1024,
  // A group of six joining and reconnecting is far below this; a script creating tables is not.
  addressRequestsPerMinute: 120,
  addressBurst: 60,
  // The dice layer's own ceiling for one question (about a second of work).
  oddsBudget: diceLimits.ODDS_BUDGET,
  oddsTimeoutMs: 5000,
  // One thread on a two-core host leaves the other core to the event loop.
  oddsWorkers: Math.max(1, Math.min(4, availableParallelism() - 1)),
  oddsQueue: 16,
};
