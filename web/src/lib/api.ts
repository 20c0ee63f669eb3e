// The HTTP API: rulesets, creating and joining tables.

export interface RulesetSummary {
  id: string;
  name: string;
  version: string;
  actions: string[];
}

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
  [key: string]: unknown;
};

export interface OptionInfo {
  name: string;
  default: unknown;
  description: string;
  schema: JsonSchema;
}

export interface ActionInfo {
  id: string;
  summary: string;
  odds: boolean;
  params: JsonSchema;
  examples: unknown[];
}

export interface RulesetInfo {
  id: string;
  name: string;
  version: string;
  initiative: "rolled" | "ticks" | "actionsPerTurn" | "gm";
  options: OptionInfo[];
  methods: { id: string; summary: string; example: unknown }[];
  actions: ActionInfo[];
  character: { version: number; schema: unknown };
  advance: { syntax: string[] } | null;
}

export interface CreatedTable {
  /** `ruleset` is the shipped one; `overlay` names the derived ruleset the table plays, if any. */
  table: { id: string; name: string; ruleset: string; overlay?: { id: string; name: string } };
  gm: { id: string; name: string; role: "gm"; token: string };
  invite: { code: string; url: string };
  websocket: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path: (string | number)[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, "network", "the server cannot be reached");
  }
  const body = (await res.json().catch(() => null)) as
    | (T & { error?: { code: string; message: string; path: (string | number)[] } })
    | null;
  if (!res.ok || body === null) {
    const e = body?.error;
    throw new ApiError(
      res.status,
      e?.code ?? "http",
      e?.message ?? `the server answered ${res.status}`,
      e?.path,
    );
  }
  return body;
}

const post = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** What a table plays, in words: the shipped ruleset's name and the overlay it derives by, if any. */
export interface TablePlays {
  rulesetName: string;
  overlay?: { id: string; name: string };
}

export interface TableInfo {
  table: { id: string; name: string; ruleset: string; options: unknown; createdAt: string } & TablePlays;
  member: { id: string; name: string; role: "gm" | "player" };
}

export const api = {
  table: (id: string, token: string) =>
    call<TableInfo>(`/api/tables/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  rulesets: () => call<RulesetSummary[]>("/api/rulesets"),
  ruleset: (id: string) => call<RulesetInfo>(`/api/rulesets/${encodeURIComponent(id)}`),
  createTable: (body: {
    name: string;
    ruleset: string;
    /** An overlay document (docs/overlays.md): the table plays the ruleset it derives from `ruleset`. */
    overlay?: Record<string, unknown>;
    options: Record<string, unknown>;
    /** The table settings the GM starts with (src/server/tables.ts: tableSettingsBody). */
    settings?: {
      npcsSecretByDefault?: boolean;
      freeCharacterEditing?: boolean;
      dialect?: "tabula" | "roll20" | "foundry";
    };
    gm: { name: string };
  }) => call<CreatedTable>("/api/tables", post(body)),
  /** The table an invite code opens, before joining (its name and what it plays). */
  invitedTo: (id: string, invite: string) =>
    call<{ table: { id: string; name: string; ruleset: string } & TablePlays }>(
      `/api/tables/${encodeURIComponent(id)}/invite`,
      post({ invite }),
    ),
  joinTable: (id: string, invite: string, name: string) =>
    call<{ table: { id: string }; member: { id: string; name: string; role: "player"; token: string } }>(
      `/api/tables/${encodeURIComponent(id)}/join`,
      post({ invite, name }),
    ),
};
