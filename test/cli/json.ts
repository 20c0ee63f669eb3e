// The CLI's JSON envelope, checked once for every --json output the CLI tests read.

import { expect } from "vitest";

/**
 * Parses one `--json` output, checks its envelope (`format: "tabula.<command>[.<mode>]"`,
 * `version: 1`) and returns the rest, the command's own fields.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read the fields they assert on
export function jsonBody(text: string, format?: string): any {
  const { format: f, version, ...body } = JSON.parse(text) as Record<string, unknown>;
  expect(f).toMatch(/^tabula\.[a-z-]+(\.[a-z-]+)*$/);
  if (format !== undefined) expect(f).toBe(`tabula.${format}`);
  expect(version).toBe(1);
  return body;
}
