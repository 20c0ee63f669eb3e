// Vibration Awareness (DE-PERK-16/17): an action of 5 initiative that raises the Vibrosense rating
// for the next 10 initiative, by 5 plus `vibrationAwarenessBonusPerRank` for each rank past the first.

export function vibrationAwarenessBonus(rank: number, o: { vibrationAwarenessBonusPerRank: number }): number {
  return rank <= 0 ? 0 : 5 + o.vibrationAwarenessBonusPerRank * (rank - 1);
}

/** DE-PERK-16: activated at tracker time `at`: the new initiative, the raised rating and when it ends. */
export function activateVibrationAwareness(
  at: number,
  rating: number,
  rank: number,
  o: { vibrationAwarenessBonusPerRank: number; vibrationAwarenessEndsOnAction: boolean },
): { initiative: number; rating: number; until: number; endsOnAction: boolean } {
  return {
    initiative: at + 5,
    rating: rating + vibrationAwarenessBonus(rank, o),
    until: at + 10,
    endsOnAction: o.vibrationAwarenessEndsOnAction,
  };
}
