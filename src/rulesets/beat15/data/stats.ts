// Stat lists as setting data (B15-INTRO-1). The draft names no stats at all: it is a core meant to be
// dressed by a setting. So the default preset, `none`, fixes no list (a character carries whatever
// stats its table uses), and `six-plus-luck` recalls the draft's predecessor ("six attributes and a
// luck stat") with neutral placeholder names a table renames through `statLabels`.

export interface StatDef {
  id: string;
  label: string;
}

export const STAT_PRESET_IDS = ["none", "six-plus-luck"] as const;
export type StatPresetId = (typeof STAT_PRESET_IDS)[number];

export const STAT_PRESETS: Readonly<Record<StatPresetId, readonly StatDef[] | null>> = {
  none: null,
  "six-plus-luck": [
    { id: "stat-1", label: "Stat 1" },
    { id: "stat-2", label: "Stat 2" },
    { id: "stat-3", label: "Stat 3" },
    { id: "stat-4", label: "Stat 4" },
    { id: "stat-5", label: "Stat 5" },
    { id: "stat-6", label: "Stat 6" },
    { id: "luck", label: "Luck" },
  ],
};

/** Stat values a sheet may hold; the draft sets no range, this only keeps input sane. */
export const STAT_LIMIT = 100;

/** Faces of the one die every check and contest rolls (B15-CORE-3). */
export const D20_FACES: readonly number[] = Array.from({ length: 20 }, (_, i) => i + 1);
