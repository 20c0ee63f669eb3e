// Optimised Recovery pinned: each refusal's words and field, the halving rounded up (whole hours and
// odd initiative), the new end measured from the period's start, and waking at once when it is over
// (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { hpStun } from "../damage/testing/fixtures.js";
import { shortenUnconsciousness } from "./recovery.js";
import { INITIATIVE_PER_HOUR, parseVitals, type Unconscious, type Vitals } from "./vitals.js";

const H = INITIATIVE_PER_HOUR;
const asleep = (unconscious: Unconscious, extra: Partial<Vitals> = {}): Vitals =>
  parseVitals({ ...hpStun(2, 3, 0, 6), unconscious, ...extra });

describe("Optimised Recovery", () => {
  it("DE-PERK-69: the refusals name the field and the reason", () => {
    const refused = (v: Vitals) => {
      const r = shortenUnconsciousness(v, 0);
      return r.ok ? null : r.error;
    };
    expect(refused(asleep({ cause: "stun", since: 0, until: H }, { dead: true }))).toEqual({
      code: "refused",
      path: ["dead"],
      message: "the character is dead",
    });
    expect(refused(parseVitals(hpStun(2, 3, 0, 6)))).toEqual({
      code: "refused",
      path: ["unconscious"],
      message: "the character is awake: there is no recovery time to shorten",
    });
    expect(refused(asleep({ cause: "stun", since: 0, until: null }))).toEqual({
      code: "refused",
      path: ["unconscious", "until"],
      message:
        "unconscious (stun) with no set time to wake: only the 1d6 hours after 0 Stun or after stabilising are shortened",
    });
    // A timed period of a cause the perk does not halve (the GM's, here) is refused too.
    expect(refused(asleep({ cause: "other", since: 0, until: 2 * H }))).toEqual({
      code: "refused",
      path: ["unconscious", "until"],
      message:
        "unconscious (other) with no set time to wake: only the 1d6 hours after 0 Stun or after stabilising are shortened",
    });
    expect(refused(asleep({ cause: "stun", since: 0, until: 4 * H, shortened: true }))).toEqual({
      code: "refused",
      path: ["unconscious", "shortened"],
      message: "its recovery time has already been halved by Optimised Recovery",
    });
  });

  it("DE-PERK-69: 5 hours become 3, counted from the start of the period, once", () => {
    const r = shortenUnconsciousness(asleep({ cause: "stun", since: 100, until: 100 + 5 * H }), 200);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.hours).toEqual({ from: 5, to: 3 });
    expect(r.happenings).toEqual([{ kind: "unconscious", at: 200, cause: "stun", until: 100 + 3 * H }]);
    expect(r.vitals.unconscious).toEqual({ cause: "stun", since: 100, until: 100 + 3 * H, shortened: true });
    expect(shortenUnconsciousness(r.vitals, 300).ok).toBe(false);
  });

  it("DE-PERK-69: a period not in whole hours is halved in initiative, rounded up", () => {
    const r = shortenUnconsciousness(asleep({ cause: "stun", since: 0, until: 7201 }), 0);
    expect(r.ok && r.hours).toEqual({ from: 7201 / H, to: 3601 / H });
    expect(r.ok && r.vitals.unconscious?.until).toBe(3601);
    const even = shortenUnconsciousness(asleep({ cause: "stun", since: 10, until: 10 + 7202 }), 0);
    expect(even.ok && even.vitals.unconscious?.until).toBe(10 + 3601);
  });

  it("DE-PERK-69, DE-DEATH-6: a late medic wakes a stabilised ally at once, with its 1 Stun, at the new end", () => {
    const stabilised = parseVitals({
      ...hpStun(0, 3, 0, 6),
      unconscious: { cause: "stabilised", since: 0, until: 4 * H },
      death: { successes: 3, failures: 1, stabilised: true, nextCheckAt: null },
    });
    const r = shortenUnconsciousness(stabilised, 2 * H);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.hours).toEqual({ from: 4, to: 2 });
    expect(r.happenings).toEqual([
      { kind: "unconscious", at: 2 * H, cause: "stabilised", until: 2 * H },
      { kind: "healed", at: 2 * H, what: "stun", amount: 1, source: "stabilised" },
      { kind: "woke", at: 2 * H, cause: "stabilised" },
    ]);
    expect(r.vitals.unconscious).toBeNull();
    expect(r.vitals.track).toMatchObject({ hp: 0, stun: 1 });
    // One initiative earlier it still sleeps.
    const early = shortenUnconsciousness(stabilised, 2 * H - 1);
    expect(early.ok && early.vitals.unconscious).toEqual({
      cause: "stabilised",
      since: 0,
      until: 2 * H,
      shortened: true,
    });
    expect(early.ok && early.happenings).toHaveLength(1);
  });
});
