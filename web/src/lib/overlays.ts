// Overlays this browser keeps for playing at a table: the designer's "Play this at a table" saves
// one here, an upload on the start page does too, and the start page offers them beside the
// shipped rulesets. Each is checked again (by the designer's own code) before a table is made.

export interface SavedOverlay {
  id: string;
  name: string;
  base: string;
  doc: Record<string, unknown>;
}

const KEY = "tabula:overlays";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isSaved = (x: unknown): x is SavedOverlay =>
  x !== null &&
  typeof x === "object" &&
  typeof (x as SavedOverlay).id === "string" &&
  typeof (x as SavedOverlay).name === "string" &&
  typeof (x as SavedOverlay).base === "string" &&
  typeof (x as SavedOverlay).doc === "object";

export function savedOverlays(): SavedOverlay[] {
  try {
    const raw = JSON.parse(storage()?.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(raw) ? raw.filter(isSaved) : [];
  } catch {
    return [];
  }
}

/** Keeps an overlay (the newest first, one per id) and returns what was kept. */
export function saveOverlay(doc: Record<string, unknown>): SavedOverlay {
  const saved: SavedOverlay = {
    id: String(doc.id ?? "overlay"),
    name: String(doc.name ?? doc.id ?? "overlay"),
    base: String(doc.base ?? ""),
    doc,
  };
  const rest = savedOverlays().filter((o) => o.id !== saved.id);
  storage()?.setItem(KEY, JSON.stringify([saved, ...rest].slice(0, 20)));
  return saved;
}

/**
 * An overlay's text checked by the designer's own code (fetched on first use, so the start page's
 * script stays small): the document, or the first problem with the field it names.
 */
export async function checkOverlayText(
  text: string,
): Promise<
  { ok: true; doc: Record<string, unknown>; name: string; base: string } | { ok: false; message: string }
> {
  const { checkText } = await import("../designer/model.js");
  const checked = checkText(text);
  if (!checked.ok) {
    const p = checked.problems[0];
    return { ok: false, message: p ? `${p.path}: ${p.message}` : "not a valid overlay" };
  }
  return {
    ok: true,
    doc: checked.overlay,
    name: checked.ruleset.name,
    base: String(checked.overlay.base ?? ""),
  };
}
