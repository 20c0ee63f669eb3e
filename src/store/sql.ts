// The little a store needs from a SQL connection, so the same statements run on both backends:
// PGlite (PostgreSQL compiled to WebAssembly, in this process) and a real PostgreSQL through `pg`.

/**
 * A parameter value. JSON goes in as text and is cast with `::jsonb` in the statement; bytes go in
 * as `bytea` (an import's batches of rows: convert_from($n::bytea, 'UTF8')::jsonb).
 */
export type SqlValue = string | number | boolean | null | Uint8Array;

export interface SqlRunner {
  query<R = Record<string, unknown>>(text: string, params?: readonly SqlValue[]): Promise<R[]>;
}

export interface Sql extends SqlRunner {
  readonly dialect: "pglite" | "postgres";
  /**
   * Whether other processes may use the same database. Only then do commits announce themselves
   * with NOTIFY: PGlite lives inside one process, so there is nobody to tell.
   */
  readonly shared: boolean;
  /** Runs `fn` inside BEGIN … COMMIT on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * Listens on a channel. `onReconnect` is called when a lost listening connection comes back,
   * since notifications sent while it was away are gone and the listener must catch up by reading.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Quotes an identifier (a schema or channel name) for the few statements that cannot take a parameter. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
