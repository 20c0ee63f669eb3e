import type { OddsTable } from "../../../src/engine/facets/odds-table.js";
import type { Overlay } from "./model.js";

export interface OddsTableRequest {
  id: number;
  overlay: Overlay | null;
  base: string;
}

export type OddsTableReply =
  | { id: number; ok: true; table: OddsTable }
  | { id: number; ok: false; message: string };
