// Small formatting helpers shared by the pages.

/** "playMode" → "Play mode", "hpPerPulseDie" → "Hp per pulse die". */
/** The rulebooks' abbreviations, written as the books write them ("ap" → "AP"). */
const ABBREVIATIONS = new Set(["ap", "dc", "dv", "hp", "xp", "sp", "ea", "pa", "aoe", "sv", "gm"]);

export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase()
    .split(" ")
    .map((w) => (ABBREVIATIONS.has(w) ? w.toUpperCase() : w))
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function percent(p: number, digits = 2): string {
  if (!Number.isFinite(p)) return "—";
  return `${(p * 100).toFixed(digits)}%`;
}

export function shortValue(v: unknown): string {
  if (v === null || v === undefined) return "none";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}
