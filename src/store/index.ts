// The store: durable tables, members, characters and event logs, on PGlite or PostgreSQL.

export { StoreError, type StoreErrorCode } from "./errors.js";
export { parseExport, type TableExport, tableExportSchema } from "./export-format.js";
export { MIGRATIONS, migrate } from "./migrations.js";
export { describeStore, openStore, type StoreConfig } from "./open.js";
export { openPglite, StoreLockedError } from "./pglite.js";
export {
  DEFAULT_STORE_MEMORY_MIB,
  MAX_STORE_MEMORY_MIB,
  MIN_STORE_MEMORY_MIB,
  pgliteMemory,
} from "./pglite-memory.js";
export { openPostgres } from "./postgres.js";
export type * from "./records.js";
export type { Sql, SqlRunner, SqlValue } from "./sql.js";
export { SqlStore } from "./sql-store.js";
export type { CommitNotice, Store } from "./store.js";
export { type PreparedImport, prepareImport } from "./table-export.js";
export { hashSecret, joinToken, newId, newSecret, secretMatches, splitToken } from "./tokens.js";
