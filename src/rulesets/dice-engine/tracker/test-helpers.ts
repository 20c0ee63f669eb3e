// Small helpers for the tracker tests: unwrap a Result or fail the test with its refusal.

import { expect } from "vitest";
import { DEFAULT_TRACKER_OPTIONS, type TrackerOptions } from "./options.js";
import type { Result, RuleError } from "./result.js";
import { startTracker, type Tracker } from "./tracker.js";

export function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`unexpected refusal at ${r.error.path.join(".")}: ${r.error.message}`);
  return r.value;
}

export function refusal<T>(r: Result<T>): RuleError {
  expect(r.ok).toBe(false);
  return (r as { ok: false; error: RuleError }).error;
}

export const O: TrackerOptions = DEFAULT_TRACKER_OPTIONS;

/** A tracker from "id: initiative" pairs. */
export function tracker(values: Record<string, number>): Tracker {
  return must(startTracker(Object.entries(values).map(([id, initiative]) => ({ id, initiative }))));
}

export const init = (t: Tracker, id: string): number => t.entries.find((e) => e.id === id)!.initiative;
