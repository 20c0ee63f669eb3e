// What this browser remembers: the member token for each table it sits at (under the same key as
// the server's minimal join page), the invite link for tables it runs, and a short list of recent
// tables for the start page.

export interface RecentTable {
  id: string;
  name: string;
  ruleset: string;
  /** The overlay's name when the table plays one (known to the browser that created it). */
  overlay?: string;
  role: "gm" | "player";
  as: string;
  at: number;
}

const tokenKey = (table: string) => `tabula:${table}`;
const inviteKey = (table: string) => `tabula:invite:${table}`;
const RECENT = "tabula:recent";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const session = {
  token: (table: string): string | null => storage()?.getItem(tokenKey(table)) ?? null,
  setToken(table: string, token: string): void {
    storage()?.setItem(tokenKey(table), token);
  },
  forget(table: string): void {
    storage()?.removeItem(tokenKey(table));
    storage()?.removeItem(inviteKey(table));
    session.setRecent(session.recent().filter((t) => t.id !== table));
  },
  invite: (table: string): string | null => storage()?.getItem(inviteKey(table)) ?? null,
  setInvite(table: string, url: string): void {
    storage()?.setItem(inviteKey(table), url);
  },
  recent(): RecentTable[] {
    try {
      const raw = JSON.parse(storage()?.getItem(RECENT) ?? "[]") as unknown;
      return Array.isArray(raw) ? (raw as RecentTable[]).filter((t) => typeof t?.id === "string") : [];
    } catch {
      return [];
    }
  },
  setRecent(list: RecentTable[]): void {
    storage()?.setItem(RECENT, JSON.stringify(list.slice(0, 12)));
  },
  remember(t: Omit<RecentTable, "at">): void {
    const before = session.recent().find((x) => x.id === t.id);
    const rest = session.recent().filter((x) => x.id !== t.id);
    // The overlay's name is known only where the table was created: keep it.
    const overlay = t.overlay ?? before?.overlay;
    session.setRecent([{ ...t, ...(overlay ? { overlay } : {}), at: Date.now() }, ...rest]);
  },
};

/** A member token is `MEMBER-ID.SECRET`. */
export function memberIdOf(token: string): string {
  return token.split(".")[0] ?? "";
}
