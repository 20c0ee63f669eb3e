// The table view's shared pieces: the store, its latest snapshot, and helpers every panel uses.

import { createContext, useContext } from "react";
import type { CharacterEntry } from "../../../src/engine/state.js";
import type { TableSnapshot, TableStore } from "../lib/table-store.js";

export interface TableCtx {
  store: TableStore;
  snap: TableSnapshot;
  isGm: boolean;
  /** Characters this member may act for: their own, or every one for the GM. */
  mine: CharacterEntry[];
  nameOfMember(id: string | null): string;
  nameOfCharacter(id: string | null): string;
  /** Shows a short message at the bottom of the screen. */
  toast(message: string, kind?: "ok" | "error"): void;
}

export const TableContext = createContext<TableCtx | null>(null);

export function useTable(): TableCtx {
  const t = useContext(TableContext);
  if (!t) throw new Error("useTable outside a table");
  return t;
}
