// The store: one interface over both backends. Everything a table is lives here durably; the
// server keeps only a copy in memory, built from this log.

import type { TableExport } from "./export-format.js";
import type {
  AssetInfo,
  AssetRecord,
  CharacterRecord,
  CommitInput,
  CommitResult,
  EventRecord,
  IntentRecord,
  LoadedTable,
  MemberRecord,
  NewAsset,
  NewTable,
  SeedPeriodRecord,
  TableRecord,
} from "./records.js";
import type { PreparedImport } from "./table-export.js";

/** A commit announced by some server (possibly this one) on a shared database. */
export interface CommitNotice {
  tableId: string;
  head: number;
  /** The `instanceId` of the server that committed it. */
  origin: string;
}

export interface Store {
  readonly kind: "pglite" | "postgres";
  /** Whether other processes share the database (and so may commit to the same tables). */
  readonly shared: boolean;
  /** Tells this store's commits apart from other servers' in notifications. */
  readonly instanceId: string;

  /** Creates a table, its GM and its first seed period, and commits its first intent, all at once. */
  createTable(t: NewTable, first: Omit<CommitInput, "tableId" | "expectedHead">): Promise<CommitResult>;
  getTable(id: string): Promise<TableRecord | null>;
  /** The table with its secrets and events after `afterSeq` (0: the whole log). */
  loadTable(id: string, afterSeq?: number): Promise<LoadedTable | null>;
  /** Appends one intent if the head is still `expectedHead`; acknowledged only once durable. */
  commit(c: CommitInput): Promise<CommitResult>;

  /** The member a token belongs to, or null; the secret is compared in constant time. */
  authenticate(tableId: string, token: string): Promise<MemberRecord | null>;
  inviteMatches(tableId: string, code: string): Promise<boolean>;
  members(tableId: string): Promise<MemberRecord[]>;
  characters(tableId: string): Promise<CharacterRecord[]>;
  events(tableId: string, afterSeq?: number, limit?: number): Promise<EventRecord[]>;
  intents(tableId: string): Promise<IntentRecord[]>;
  /** Seed periods; an unrevealed seed comes back null unless `secrets`. */
  seedPeriods(tableId: string, secrets?: boolean): Promise<SeedPeriodRecord[]>;

  /** Keeps an uploaded asset; refuses an id the table already has (conflict) or an unknown table (not_found). */
  putAsset(a: NewAsset): Promise<AssetInfo>;
  /** The asset with its bytes, or null for an unknown id or another table's asset. */
  getAsset(tableId: string, id: string): Promise<AssetRecord | null>;
  /** The table's assets without their bytes, oldest first. */
  listAssets(tableId: string): Promise<AssetInfo[]>;
  /** Drops one asset; false when there was none. */
  deleteAsset(tableId: string, id: string): Promise<boolean>;

  exportTable(id: string, opts?: { secrets?: boolean }): Promise<TableExport | null>;
  /** Creates a table from an export with its secrets; refuses an id that exists. */
  importTable(x: TableExport): Promise<void>;
  /**
   * Creates a table from an import prepared elsewhere (prepareImport, in a worker thread), all or
   * nothing, written in batches that leave the event loop free between them; refuses an id that exists.
   */
  importPrepared(p: PreparedImport): Promise<void>;

  /** Calls `onCommit` for every commit on a shared database; `onGap` when some may have been missed. */
  subscribe(onCommit: (n: CommitNotice) => void, onGap: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
