// What this browser prefers, kept in localStorage: for now, whether to show the generic builder
// and sheet even where a ruleset has its own (a plainer view, and a way round a broken one).

import { useSyncExternalStore } from "react";

const GENERIC = "tabula:generic-ui";
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(GENERIC) === "1";
  } catch {
    return false;
  }
}

export function setGenericUi(on: boolean): void {
  try {
    if (on) localStorage.setItem(GENERIC, "1");
    else localStorage.removeItem(GENERIC);
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
  for (const f of listeners) f();
}

export function useGenericUi(): boolean {
  return useSyncExternalStore((f) => {
    listeners.add(f);
    return () => listeners.delete(f);
  }, read);
}
