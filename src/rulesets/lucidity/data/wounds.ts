// The 0-Health table (LUC-ZERO-6): degree of failure of the Lucidity (CON) roll → result. Healing
// windows are in days (null: never heals naturally). Degree 5 or more starts the death sequence.

export const WOUND_KINDS = ["minor-wound", "wound", "major-wound", "disability"] as const;
export type WoundKind = (typeof WOUND_KINDS)[number];

export interface WoundDef {
  kind: WoundKind;
  degree: number;
  name: string;
  heals: string;
  /** Whole days, inclusive; null when it never heals by itself. */
  days: readonly [number, number] | null;
}

export const WOUNDS: readonly WoundDef[] = [
  { kind: "minor-wound", degree: 1, name: "Minor Wound", heals: "2–3 days", days: [2, 3] },
  { kind: "wound", degree: 2, name: "Wound", heals: "1–2 weeks", days: [7, 14] },
  { kind: "major-wound", degree: 3, name: "Major Wound", heals: "1–3 months", days: [30, 90] },
  { kind: "disability", degree: 4, name: "Disability", heals: "never naturally", days: null },
];

/** From this degree on, the character dies after one final turn (LUC-ZERO-7). */
export const DEATH_DEGREE = 5;

export function woundByKind(kind: WoundKind): WoundDef {
  return WOUNDS.find((w) => w.kind === kind)!;
}

export const MINUTES_PER_DAY = 24 * 60;
