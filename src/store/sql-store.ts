// The store over any `Sql`: the same statements for PGlite and PostgreSQL.

import { createHash, randomUUID } from "node:crypto";
import { COMMIT_CALL, commitParams } from "./commit-sql.js";
import { StoreError } from "./errors.js";
import { parseExport, type TableExport } from "./export-format.js";
import { GroupCommit } from "./group-commit.js";
import { dropStaleImports, NOT_IMPORTING, writeImportInSteps } from "./import-steps.js";
import { migrate } from "./migrations.js";
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
import { eventRecord, intentRecord, memberRecord, seedPeriodRecord, tableRecord } from "./rows.js";
import type { Sql, SqlRunner } from "./sql.js";
import type { CommitNotice, Store } from "./store.js";
import { exportTable, type PreparedImport, prepareImport } from "./table-export.js";
import { secretMatches, splitToken } from "./tokens.js";

export interface SqlStoreOptions {
  /** The NOTIFY channel for commits (per schema, so test runs sharing a database do not meet). */
  channel?: string;
}

export class SqlStore implements Store {
  readonly instanceId = randomUUID();
  readonly kind: Store["kind"];
  readonly shared: boolean;
  private readonly channel: string;
  private readonly batcher: GroupCommit;
  /** The last import batch written or waiting: imports write one batch at a time, in turn. */
  private importLane: Promise<void> = Promise.resolve();

  private constructor(
    private readonly sql: Sql,
    opts: SqlStoreOptions,
  ) {
    this.kind = sql.dialect;
    this.shared = sql.shared;
    this.channel = opts.channel ?? "tabula_commits";
    this.batcher = new GroupCommit(
      (batch) => this.commitBatch(this.sql, batch, this.shared ? this.channel : null),
      // PGlite runs one statement at a time; PostgreSQL can work on a few batches at once.
      this.shared ? 4 : 1,
    );
  }

  static async open(sql: Sql, opts: SqlStoreOptions = {}): Promise<SqlStore> {
    try {
      await migrate(sql);
      // An import a crash cut short is deleted: on a database only this process uses, every one
      // (nothing is importing yet); on a shared one, those silent long enough to be dead.
      await dropStaleImports(sql, !sql.shared);
    } catch (e) {
      await sql.close().catch(() => {});
      throw e;
    }
    return new SqlStore(sql, opts);
  }

  async createTable(
    t: NewTable,
    first: Omit<CommitInput, "tableId" | "expectedHead">,
  ): Promise<CommitResult> {
    return this.sql.transaction(async (tx) => {
      const exists = await tx.query("SELECT 1 FROM tabula_tables WHERE id = $1", [t.id]);
      if (exists.length > 0) throw new StoreError("conflict", `a table '${t.id}' exists`, ["id"]);
      await tx.query(
        `INSERT INTO tabula_tables (id, name, ruleset, options, period, rng, invite_hash, overlay)
         VALUES ($1, $2, $3, $4::jsonb, 1, $5::jsonb, $6, $7::jsonb)`,
        [
          t.id,
          t.name,
          t.ruleset,
          JSON.stringify(t.options ?? {}),
          JSON.stringify(t.rng),
          t.inviteHash,
          t.overlay === undefined ? null : JSON.stringify(t.overlay),
        ],
      );
      await tx.query(
        "INSERT INTO tabula_seed_periods (table_id, period, commitment, seed, start_seq) VALUES ($1, 1, $2, $3, 1)",
        [t.id, t.seed.commitment, t.seed.seed],
      );
      await tx.query(
        "INSERT INTO tabula_members (table_id, id, role, name, token_hash) VALUES ($1, $2, $3, $4, $5)",
        [t.id, t.gm.id, t.gm.role, t.gm.name, t.gm.tokenHash],
      );
      const [r] = await this.commitBatch(tx, [{ ...first, tableId: t.id, expectedHead: 0 }], null);
      return r!;
    });
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const rows = await this.sql.query(`SELECT * FROM tabula_tables WHERE id = $1 AND ${NOT_IMPORTING}`, [id]);
    return rows[0] ? tableRecord(rows[0]) : null;
  }

  async loadTable(id: string, afterSeq = 0): Promise<LoadedTable | null> {
    // One transaction, so the record, the generator and the events agree with each other.
    return this.sql.transaction(async (tx) => {
      const rows = await tx.query(
        `SELECT t.*, p.commitment, p.seed FROM tabula_tables t
           JOIN tabula_seed_periods p ON p.table_id = t.id AND p.period = t.period
          WHERE t.id = $1 AND t.${NOT_IMPORTING}`,
        [id],
      );
      const r = rows[0];
      if (!r) return null;
      const events = await tx.query(
        "SELECT * FROM tabula_events WHERE table_id = $1 AND seq > $2 ORDER BY seq",
        [id, afterSeq],
      );
      return {
        table: tableRecord(r),
        rng: r.rng,
        commitment: r.commitment as string,
        seed: (r.seed as string | null) ?? null,
        events: events.map(eventRecord),
      };
    });
  }

  commit(c: CommitInput): Promise<CommitResult> {
    return this.batcher.commit(c);
  }

  /** Commits a batch (one intent per table) in one statement; results in the batch's order. */
  private async commitBatch(
    runner: SqlRunner,
    batch: readonly CommitInput[],
    channel: string | null,
  ): Promise<CommitResult[]> {
    const rows = await runner.query<{ k: number; head: number; intent_no: number }>(
      COMMIT_CALL,
      commitParams(batch, channel, this.instanceId),
    );
    const done = new Map(rows.map((r) => [Number(r.k), r]));
    return Promise.all(
      batch.map(async (c, k): Promise<CommitResult> => {
        const r = done.get(k);
        if (r)
          return {
            ok: true,
            intent: Number(r.intent_no),
            firstSeq: c.expectedHead + 1,
            head: Number(r.head),
          };
        const now = await runner.query<{ head: number }>("SELECT head FROM tabula_tables WHERE id = $1", [
          c.tableId,
        ]);
        return now[0]
          ? { ok: false, reason: "moved", head: Number(now[0].head) }
          : { ok: false, reason: "missing" };
      }),
    );
  }

  async authenticate(tableId: string, token: string): Promise<MemberRecord | null> {
    const parts = splitToken(token);
    if (!parts) return null;
    const rows = await this.sql.query(
      `SELECT m.* FROM tabula_members m JOIN tabula_tables t ON t.id = m.table_id AND t.${NOT_IMPORTING}
        WHERE m.table_id = $1 AND m.id = $2`,
      [tableId, parts.memberId],
    );
    const r = rows[0];
    if (!r || !secretMatches(parts.secret, r.token_hash as string)) return null;
    return memberRecord(r);
  }

  async inviteMatches(tableId: string, code: string): Promise<boolean> {
    const rows = await this.sql.query<{ invite_hash: string }>(
      `SELECT invite_hash FROM tabula_tables WHERE id = $1 AND ${NOT_IMPORTING}`,
      [tableId],
    );
    return rows[0] !== undefined && secretMatches(code, rows[0].invite_hash);
  }

  async members(tableId: string): Promise<MemberRecord[]> {
    const rows = await this.sql.query(
      "SELECT * FROM tabula_members WHERE table_id = $1 ORDER BY joined_at, id",
      [tableId],
    );
    return rows.map(memberRecord);
  }

  async characters(tableId: string): Promise<CharacterRecord[]> {
    const rows = await this.sql.query("SELECT * FROM tabula_characters WHERE table_id = $1 ORDER BY id", [
      tableId,
    ]);
    return rows.map((r) => ({
      id: r.id as string,
      owner: (r.owner as string | null) ?? null,
      name: r.name as string,
      data: r.data,
    }));
  }

  async events(tableId: string, afterSeq = 0, limit = 1_000_000): Promise<EventRecord[]> {
    const rows = await this.sql.query(
      "SELECT * FROM tabula_events WHERE table_id = $1 AND seq > $2 ORDER BY seq LIMIT $3",
      [tableId, afterSeq, limit],
    );
    return rows.map(eventRecord);
  }

  async intents(tableId: string): Promise<IntentRecord[]> {
    const rows = await this.sql.query("SELECT * FROM tabula_intents WHERE table_id = $1 ORDER BY no", [
      tableId,
    ]);
    return rows.map(intentRecord);
  }

  async seedPeriods(tableId: string, secrets = false): Promise<SeedPeriodRecord[]> {
    const rows = await this.sql.query(
      "SELECT * FROM tabula_seed_periods WHERE table_id = $1 ORDER BY period",
      [tableId],
    );
    return rows.map((r) => seedPeriodRecord(r, secrets));
  }

  async putAsset(a: NewAsset): Promise<AssetInfo> {
    const sha256 = createHash("sha256").update(a.bytes).digest("hex");
    return this.sql.transaction(async (tx) => {
      const table = await tx.query(`SELECT 1 FROM tabula_tables WHERE id = $1 AND ${NOT_IMPORTING}`, [
        a.tableId,
      ]);
      if (table.length === 0) throw new StoreError("not_found", `no table '${a.tableId}'`, ["tableId"]);
      const exists = await tx.query("SELECT 1 FROM tabula_assets WHERE table_id = $1 AND id = $2", [
        a.tableId,
        a.id,
      ]);
      if (exists.length > 0) throw new StoreError("conflict", `an asset '${a.id}' exists`, ["id"]);
      const rows = await tx.query(
        `INSERT INTO tabula_assets (table_id, id, type, width, height, bytes, size, sha256)
         VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'), $7, $8) RETURNING ${ASSET_INFO}`,
        // Base64 in text: the one parameter type both backends (and PGlite's worker thread) carry alike.
        [
          a.tableId,
          a.id,
          a.type,
          a.width,
          a.height,
          Buffer.from(a.bytes).toString("base64"),
          a.bytes.length,
          sha256,
        ],
      );
      return assetInfo(rows[0]!);
    });
  }

  async getAsset(tableId: string, id: string): Promise<AssetRecord | null> {
    const rows = await this.sql.query(
      `SELECT ${ASSET_INFO}, encode(bytes, 'base64') AS bytes64 FROM tabula_assets WHERE table_id = $1 AND id = $2`,
      [tableId, id],
    );
    const r = rows[0];
    if (!r) return null;
    // PostgreSQL's base64 breaks lines every 76 characters; Buffer.from skips the breaks.
    return { ...assetInfo(r), bytes: new Uint8Array(Buffer.from(String(r.bytes64), "base64")) };
  }

  async listAssets(tableId: string): Promise<AssetInfo[]> {
    const rows = await this.sql.query(
      `SELECT ${ASSET_INFO} FROM tabula_assets WHERE table_id = $1 ORDER BY created_at, id`,
      [tableId],
    );
    return rows.map(assetInfo);
  }

  async deleteAsset(tableId: string, id: string): Promise<boolean> {
    const rows = await this.sql.query(
      "DELETE FROM tabula_assets WHERE table_id = $1 AND id = $2 RETURNING id",
      [tableId, id],
    );
    return rows.length > 0;
  }

  exportTable(id: string, opts: { secrets?: boolean } = {}): Promise<TableExport | null> {
    return this.sql.transaction((tx) => exportTable(tx, id, opts.secrets ?? false));
  }

  async importTable(x: TableExport): Promise<void> {
    return this.importPrepared(prepareImport(parseExport(x)));
  }

  importPrepared(p: PreparedImport): Promise<void> {
    return writeImportInSteps(this.sql, p, (batch) => this.inImportLane(batch));
  }

  /**
   * Runs one import batch when its turn comes. Imports take turns, one batch in flight for the
   * whole store, and each batch waits for a gap in the members' commits (at most IMPORT_YIELD_MS):
   * measured with bench/hostile.js, three 4 MB imports written side by side held another table's
   * rolls up to 100-200 ms behind their batches on both stores; in turn, in the gaps, a roll waits
   * for one small batch at most.
   */
  private inImportLane<T>(batch: () => Promise<T>): Promise<T> {
    const run = this.importLane.then(async () => {
      // A turn of the event loop first: PGlite on the loop answers without ever yielding to it.
      await new Promise((turned) => setImmediate(turned));
      await this.batcher.idle(IMPORT_YIELD_MS);
      return batch();
    });
    this.importLane = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  async subscribe(onCommit: (n: CommitNotice) => void, onGap: () => void): Promise<() => Promise<void>> {
    if (!this.shared) return async () => {};
    return this.sql.listen(
      this.channel,
      (payload) => {
        const [tableId, head, origin] = payload.split(" ");
        if (tableId && head && origin) onCommit({ tableId, head: Number(head), origin });
      },
      onGap,
    );
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}

/** How long an import batch waits for a gap in the members' commits before it goes anyway. */
const IMPORT_YIELD_MS = 100;

const ASSET_INFO = "table_id, id, type, width, height, size, sha256, created_at";

function assetInfo(r: Record<string, unknown>): AssetInfo {
  const created = r.created_at;
  return {
    tableId: String(r.table_id),
    id: String(r.id),
    type: r.type as AssetInfo["type"],
    width: Number(r.width),
    height: Number(r.height),
    size: Number(r.size),
    sha256: String(r.sha256),
    createdAt: created instanceof Date ? created.toISOString() : String(created),
  };
}
