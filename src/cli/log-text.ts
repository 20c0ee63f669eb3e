// `tabula serve`'s log lines for a person at a terminal: the same records as the JSON lines (pino
// writes those), shown as `12:01:02 info  table created table=t1 ruleset=lucky13`. Programs and
// log shippers get the JSON: when stdout is not a terminal, or with --json.

const SKIP = new Set(["level", "time", "msg", "pid", "hostname"]);

function value(v: unknown): string {
  if (typeof v === "string") return /^[^\s"=]+$/.test(v) ? v : JSON.stringify(v);
  return JSON.stringify(v) ?? String(v);
}

/** One JSON log line as readable text; a line that is not a JSON object passes through unchanged. */
export function textLogLine(line: string): string {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  if (record === null || typeof record !== "object" || Array.isArray(record)) return line;
  const r = record as Record<string, unknown>;
  const time = typeof r.time === "string" ? r.time.slice(11, 19) : "";
  const level = typeof r.level === "string" ? r.level.padEnd(5) : "";
  const fields = Object.entries(r)
    .filter(([k]) => !SKIP.has(k))
    .map(([k, v]) => `${k}=${value(v)}`);
  return `${[time, level, typeof r.msg === "string" ? r.msg : "", ...fields].filter((s) => s !== "").join(" ")}\n`;
}
