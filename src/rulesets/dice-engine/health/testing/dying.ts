// A dying character's vitals and the checks a run of happenings made, shared by the death tests.
// Not shipped (tsconfig.build excludes testing/).

import { hpStun } from "../../damage/testing/fixtures.js";
import type { Happening } from "../log.js";
import type { DeathTally, VitalsInput } from "../vitals.js";

export const fresh: DeathTally = {
  successes: 0,
  failures: 0,
  stabilised: false,
  nextCheckAt: null,
  resuscitationTried: false,
};

/** At 0 HP, unconscious and dying, the next death check at 10 unless `death` says otherwise. */
export const dying = (death: Partial<DeathTally> = {}, extra: Partial<VitalsInput> = {}): VitalsInput => ({
  ...hpStun(0, 3, 0, 6),
  unconscious: { cause: "dying", since: 0, until: null },
  death: { ...fresh, nextCheckAt: 10, ...death },
  ...extra,
});

/** The checks among the happenings, in order. */
export const checksIn = (h: readonly Happening[]) => h.flatMap((x) => (x.kind === "check" ? [x.check] : []));
