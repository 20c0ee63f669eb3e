// The table's current targets for the panels that show or use them (the action form, the tracker):
// the log's, merged with whom this browser sent its own attacks against (lib/current-target.ts).

import { useMemo, useSyncExternalStore } from "react";
import type { RulesetInfo } from "../lib/api.js";
import {
  actionsAgainst,
  type CurrentTarget,
  mergeTargets,
  rememberedTargets,
  rememberedVersion,
  targetsFromLog,
} from "../lib/current-target.js";
import type { LogItem } from "../lib/fold.js";
import { useTable } from "./context.js";

/**
 * The log's targets, read once per snapshot of the log however many forms and rows ask (every new
 * event makes a new log array; its undone set and state come with it).
 */
const fromLogCache = new WeakMap<
  readonly LogItem[],
  { against: ReadonlySet<string>; targets: Map<string, CurrentTarget> }
>();
/** The ruleset's actions made against someone, once per ruleset info. */
const againstCache = new WeakMap<object, Set<string>>();
const NO_ACTIONS: ReadonlySet<string> = new Set();

function againstOf(info: RulesetInfo | null): ReadonlySet<string> {
  if (!info) return NO_ACTIONS;
  let s = againstCache.get(info);
  if (!s) {
    s = actionsAgainst(info.actions);
    againstCache.set(info, s);
  }
  return s;
}

export function useCurrentTargets(): Map<string, CurrentTarget> {
  const { snap } = useTable();
  const version = useSyncExternalStore(rememberedVersion.subscribe, rememberedVersion.get);
  const against = againstOf(snap.info);
  const tableId = snap.table?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for what this browser remembered
  return useMemo(() => {
    if (!snap.state) return new Map();
    let cached = fromLogCache.get(snap.log);
    if (!cached || cached.against !== against) {
      cached = { against, targets: targetsFromLog(snap.log, snap.undone, snap.state, against) };
      fromLogCache.set(snap.log, cached);
    }
    const fromLog = cached.targets;
    if (!tableId) return fromLog;
    const intents = new Set(snap.log.map((i) => i.intent));
    return mergeTargets(fromLog, rememberedTargets(tableId), snap.undone, { intents });
  }, [snap.log, snap.undone, snap.state, against, tableId, version]);
}
