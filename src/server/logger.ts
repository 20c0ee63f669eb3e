// Structured logs: one JSON object per line. Secrets never reach them: callers do not pass tokens,
// and as a second guard any field whose name looks like a secret is replaced before writing.

export type Level = "debug" | "info" | "warn" | "error";

const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEY = /token|secret|invite|seed|password|authorization|cookie/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = SECRET_KEY.test(k) ? "[redacted]" : redact(v, depth + 1);
  return out;
}

export function jsonLogger(
  write: (line: string) => void,
  level: Level = "info",
  base: Record<string, unknown> = {},
): Logger {
  const emit = (l: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (RANK[l] < RANK[level]) return;
    const record = redact({ ...base, ...fields }) as Record<string, unknown>;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...record })}\n`);
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
    child: (f) => jsonLogger(write, level, { ...base, ...f }),
  };
}

export const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  child: () => silentLogger,
};
