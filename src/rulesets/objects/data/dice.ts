// The dice table: which die a table rolls and the face each die must reach (OBJ-DICE-1, OBJ-ALT-1),
// and the one difficulty the book names (OBJ-ROLL-5).

export const DIE_TYPES = ["d4", "d6", "d8", "d10", "d12", "d20", "d24", "d30", "d100"] as const;
export type DieType = (typeof DIE_TYPES)[number];

export interface DieTarget {
  sides: number;
  /** The face a die must show or beat to count as a success. */
  targetNumber: number;
  /** The chance the book prints next to it, kept for display; the exact one is computed. */
  statedChance: string;
}

/** The book's target number per die. d100 is 70 by default; `d100TargetNumber` may make it 71. */
export const DIE_TARGETS: Readonly<Record<DieType, DieTarget>> = {
  d4: { sides: 4, targetNumber: 4, statedChance: "25%" },
  d6: { sides: 6, targetNumber: 5, statedChance: "(the default)" },
  d8: { sides: 8, targetNumber: 7, statedChance: "25%" },
  d10: { sides: 10, targetNumber: 8, statedChance: "30%" },
  d12: { sides: 12, targetNumber: 9, statedChance: "33%" },
  d20: { sides: 20, targetNumber: 15, statedChance: "30%" },
  d24: { sides: 24, targetNumber: 17, statedChance: "33%" },
  d30: { sides: 30, targetNumber: 21, statedChance: "33%" },
  d100: { sides: 100, targetNumber: 70, statedChance: "30%" },
};

/** The target number of a die size the table knows, or null (OBJ-ALT-3: others need one set). */
export function targetForSides(sides: number): number | null {
  const entry = Object.values(DIE_TARGETS).find((d) => d.sides === sides);
  return entry ? entry.targetNumber : null;
}

/** OBJ-ROLL-5: only a difficulty of one success has a name. */
export function difficultyLabel(difficulty: number): string | null {
  return difficulty === 1 ? "trivial" : null;
}
