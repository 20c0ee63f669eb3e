// Every refusal the server sends is data: {type:"error", code, path, message, intentId}. This turns
// whatever was thrown (the server's own refusals, the engine's, the dice notation's, the store's)
// into that shape. Anything unexpected becomes "internal" with a plain message: its details go to
// the log, not to the client.

import { DiceError } from "../dice/index.js";
import { EngineError } from "../engine/errors.js";
import { StoreError } from "../store/index.js";

export type ServerErrorCode =
  | "bad_json" // not JSON, or not an object
  | "too_large" // a message over the size limit
  | "rate_limited" // too many messages too fast
  | "unknown_intent" // a `type` the server does not know
  | "unauthorized" // no hello yet, or a bad token
  | "forbidden" // a member acting beyond their rights
  | "stale" // a base sequence number the table has moved past
  | "bad_seq" // a sequence number the table never reached
  | "shutting_down"
  | "too_costly" // exact odds over the server's budget or time limit
  | "unsupported_media_type" // an upload that is not a PNG, JPEG or WebP by its content
  | "busy" // an odds question while this connection's last one runs, or every odds worker taken
  | "internal";

export type ErrorCode = ServerErrorCode | EngineError["code"] | StoreError["code"];

export class ServerError extends Error {
  constructor(
    readonly code: ServerErrorCode | EngineError["code"],
    message: string,
    readonly path: (string | number)[] = [],
  ) {
    super(message);
    this.name = "ServerError";
  }
}

export interface ErrorReply {
  type: "error";
  code: ErrorCode;
  path: (string | number)[];
  message: string;
  intentId: string | null;
}

/** Whether the failure is the client's (answered as is) rather than the server's (logged). */
export function isExpected(e: unknown): boolean {
  return (
    e instanceof ServerError || e instanceof EngineError || e instanceof DiceError || e instanceof StoreError
  );
}

/**
 * The reply for a failure. `prefix` is where the failing input sat in the message (e.g. ["params"]
 * for an action's parameters, ["notation"] for a roll), so the path points into what was sent.
 */
export function errorReply(
  e: unknown,
  intentId: string | null,
  prefix: (string | number)[] = [],
): ErrorReply {
  if (e instanceof ServerError)
    return { type: "error", code: e.code, path: e.path, message: e.message, intentId };
  if (e instanceof EngineError)
    return { type: "error", code: e.code, path: [...prefix, ...e.path], message: e.message, intentId };
  if (e instanceof DiceError)
    return { type: "error", code: "invalid", path: prefix, message: e.message, intentId };
  if (e instanceof StoreError)
    return { type: "error", code: e.code, path: [...prefix, ...e.path], message: e.message, intentId };
  return { type: "error", code: "internal", path: [], message: "the server failed to handle this", intentId };
}
