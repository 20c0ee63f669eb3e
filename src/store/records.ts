// What the store keeps, as plain data. The store knows nothing of rules or of the server: events,
// payloads, options and character data are opaque JSON here.

export type Role = "gm" | "player";

/**
 * Who sees an event: everybody, the GMs and its author, its author alone, or a whisper: its author,
 * the members listed after `whisper:` (ids joined by commas) and the GMs. The recipients live in
 * the visibility text itself so the store keeps them in the one column it already has.
 */
export type Visibility = "public" | "gm" | "self" | WhisperVisibility;
export type WhisperVisibility = `whisper:${string}`;

export interface TableRecord {
  id: string;
  name: string;
  ruleset: string;
  options: unknown;
  /** The overlay that derives the table's ruleset from `ruleset`, when it plays a derived one. */
  overlay?: unknown;
  createdAt: string;
  /** The sequence number of the last committed event (0 for none). */
  head: number;
  lastIntent: number;
  /** The current seed period. */
  period: number;
}

export interface MemberRecord {
  id: string;
  role: Role;
  name: string;
  joinedAt: string;
}

export interface NewMember {
  id: string;
  role: Role;
  name: string;
  tokenHash: string;
}

export interface CharacterRecord {
  id: string;
  /** The member who controls it; null for the GM's own characters. */
  owner: string | null;
  name: string;
  data: unknown;
}

export interface EventRecord {
  seq: number;
  intent: number;
  visibility: Visibility;
  author: string | null;
  event: unknown;
}

export interface IntentRecord {
  no: number;
  /** The member who sent it; null for the server itself (table creation, import). */
  author: string | null;
  kind: string;
  payload: unknown;
  period: number;
  /** The generator's state after the intent, when it threw dice; null when it threw none. */
  rngAfter: unknown | null;
  firstSeq: number;
  eventCount: number;
}

export interface SeedPeriodRecord {
  period: number;
  /** SHA-256 of the seed, published when the period starts. */
  commitment: string;
  /** The seed, once revealed; null while secret (or when an export leaves secrets out). */
  seed: string | null;
  startSeq: number;
  revealedSeq: number | null;
}

/** One intent's worth of writing: all of it lands, or none of it. */
export interface CommitInput {
  tableId: string;
  /** The head the writer built on; if another writer moved it on, nothing is written. */
  expectedHead: number;
  intent: { author: string | null; kind: string; payload: unknown; rngAfter: unknown | null };
  events: { visibility: Visibility; event: unknown }[];
  /** The table's generator state after this intent. */
  rng: unknown;
  /** The seed period the intent belongs to (and the table's period afterwards). */
  period: number;
  characters?: { put: CharacterRecord[]; remove: string[] };
  members?: NewMember[];
  seed?: {
    /** Publishes the seed of a period that ends here. */
    reveal?: { period: number };
    /** Starts a new period, committed by its hash. */
    start?: { period: number; commitment: string; seed: string };
  };
}

export type CommitResult =
  | { ok: true; intent: number; firstSeq: number; head: number }
  | { ok: false; reason: "moved"; head: number }
  | { ok: false; reason: "missing" };

export interface NewTable {
  id: string;
  name: string;
  ruleset: string;
  options: unknown;
  /** An overlay document deriving the played ruleset from `ruleset` (opaque JSON here). */
  overlay?: unknown;
  inviteHash: string;
  rng: unknown;
  seed: { commitment: string; seed: string };
  gm: NewMember;
}

/** Everything needed to run a table: its record, secrets and whole log. */
export interface LoadedTable {
  table: TableRecord;
  rng: unknown;
  /** The current period's commitment, and its seed (secret until revealed). */
  commitment: string;
  seed: string | null;
  events: EventRecord[];
}

export type AssetType = "image/png" | "image/jpeg" | "image/webp";

/** An uploaded image as the store keeps it (checked by content before it is put). */
export interface NewAsset {
  tableId: string;
  id: string;
  type: AssetType;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** An asset without its bytes: what lists and limits need. */
export interface AssetInfo {
  tableId: string;
  id: string;
  type: AssetType;
  width: number;
  height: number;
  /** Length of the bytes. */
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  createdAt: string;
}

export interface AssetRecord extends AssetInfo {
  bytes: Uint8Array;
}
