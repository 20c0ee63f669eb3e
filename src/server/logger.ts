// Structured logs: one JSON object per line, written by pino. Every module logs through the small
// `Logger` interface below (message first, then fields), so none of them depends on pino itself.
// Secrets never reach the logs: callers do not pass tokens, and as a second guard any field whose
// name looks like a secret (at any depth, in fields and in a child logger's fields) is replaced before
// writing. pino's own `redact` wants fixed paths; ours is by name, wherever the field sits.

import { pino, stdTimeFunctions } from "pino";

export type Level = "debug" | "info" | "warn" | "error";

const SECRET_KEY = /token|secret|invite|seed|password|authorization|cookie/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** `value` with every field named like a secret replaced, and errors as plain name/message/stack. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = SECRET_KEY.test(k) ? "[redacted]" : redact(v, depth + 1);
  return out;
}

function wrap(p: pino.Logger): Logger {
  // pino takes the fields first; an empty object is left out so the line holds only the message.
  const at =
    (l: Level) =>
    (msg: string, fields?: Record<string, unknown>): void => {
      if (fields) p[l](fields, msg);
      else p[l](msg);
    };
  return {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    child: (f) => wrap(p.child(redact(f) as Record<string, unknown>)),
  };
}

/**
 * A logger writing one JSON line per record to `write`: `{"level":"info","time":"…ISO…",…fields,
 * "msg":"…"}`. Lines are written synchronously, in order, so a crash loses none already logged.
 */
export function jsonLogger(
  write: (line: string) => void,
  level: Level = "info",
  base: Record<string, unknown> = {},
): Logger {
  const p = pino(
    {
      level,
      base: null,
      messageKey: "msg",
      timestamp: stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => redact(fields) as Record<string, unknown>,
      },
      // Our `redact` above already turns errors into plain objects; pino's serializer stays off so
      // an `error` field is written as we shaped it.
      serializers: {},
    },
    { write },
  );
  return wrap(Object.keys(base).length > 0 ? p.child(redact(base) as Record<string, unknown>) : p);
}

export const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  child: () => silentLogger,
};
