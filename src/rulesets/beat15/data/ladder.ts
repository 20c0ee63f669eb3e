// The difficulty ladder (B15-TN-3..6): target numbers in steps of 3, from 3 to "39+", four of them
// named. Which names cover the unnamed rungs is a table choice (option `difficultyBands`).

/** One rung of the ladder is worth this many points. */
export const STEP = 3;

/** The printed rungs, lowest first; the top one is written "39+" and the ladder may go on above it. */
export const PRINTED_LADDER = [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39] as const;

export const LOWEST_PRINTED_STEP = 3;
export const TOP_PRINTED_STEP = 39;

export const BAND_IDS = ["simple", "challenging", "strenuous", "impossible"] as const;
export type BandId = (typeof BAND_IDS)[number];

/** The rung each named difficulty sits on. */
export const NAMED_STEPS: Readonly<Record<BandId, number>> = {
  simple: 12,
  challenging: 21,
  strenuous: 30,
  impossible: 39,
};

/** How the names read at the table; "Impossible" keeps the book's quotation marks. */
export const BAND_LABELS: Readonly<Record<BandId, string>> = {
  simple: "Simple",
  challenging: "Challenging",
  strenuous: "Strenuous",
  impossible: '"Impossible"',
};

export const BAND_MODES = ["at-or-above", "grouped"] as const;
export type BandMode = (typeof BAND_MODES)[number];

/**
 * The highest target number each band covers when the names head the rows beneath them
 * (`grouped`): Simple 3–12, Challenging 15–21, Strenuous 24–30, "Impossible" 33 and up.
 */
export const GROUPED_BAND_TOPS: readonly [BandId, number][] = [
  ["simple", 12],
  ["challenging", 21],
  ["strenuous", 30],
];
