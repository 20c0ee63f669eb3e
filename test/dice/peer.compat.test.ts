// rpg-dice-roller's own test notations (shared/peers/rpg-dice-roller-notations.json, taken from its
// tests/ and rolled with 5.5.1): every one its tests treat as valid means the same in Tabula,
// judged by distribution (Tabula's exact odds against seeded rolls of the peer), except the few
// listed below with the reason, which the README's notation section lists too. Every one its tests
// treat as invalid is refused, or accepted with the documented meaning listed below.

import { describe, expect, it } from "vitest";
import { tryParse } from "../../src/dice/index.js";
import { comparePeer, peerNotations } from "./helpers/peer.js";

const ROLLS = 1000;

/** Valid for the peer, different in Tabula on purpose. Keep in step with README.md. */
const DIFFERENCES: Record<string, string> = {
  "4d%!<>45":
    "exact odds over budget (too_costly): explosions on anything but 45 on a d100 make chains too long to work out; it rolls",
  "360d%!!p<50": "exact odds over budget (too_costly); it rolls",
  d40601k1: "exact odds over budget (too_costly); it rolls",
  d9999999999: "Tabula's limit: a die has at most 1,000,000 sides",
  "999d9999999999": "Tabula's limit: a die has at most 1,000,000 sides",
  "dF.1!!<=1":
    "an unlimited explosion that every face sets off is refused (never_stops); the peer stops after 1000 throws",
  "42d2!=6!!>4!p<5": "an explosion given twice is refused: the peer silently keeps only the last one",
  "3d(5/2)": "a die's sides must come out whole (2.5 sides is refused); the peer rolls 1..2.5",
  "12dFu":
    "12 unique dice cannot all differ on a die with 3 values: refused (never_stops); the peer gives up after 1000 throws and keeps a repeat",
};

/** Invalid for the peer, accepted by Tabula with a documented meaning. */
const ACCEPTED: Record<string, string> = {
  "0d6": "a pool of no dice totals 0 (rules build pools from numbers)",
  "-4d6": "the negation of 4d6",
  "6d6dl": "a keep/drop count may be left out: it is 1 (d6dl is 6d6dl1)",
  "{6d6}dl": "a keep/drop count may be left out: it is 1",
  "{6d6, 2d10}dl": "a keep/drop count may be left out: it is 1",
  "{12dF.1}k": "a keep/drop count may be left out: it is 1",
  "{6d6}kl": "a keep/drop count may be left out: it is 1",
  "{12dF.1, 4d10}k": "a keep/drop count may be left out: it is 1",
  "{6d6, 2d10}kh": "a keep/drop count may be left out: it is 1",
  "2d6f<=3>4":
    "modifiers apply in fixed phases whatever order they are written in, so a failure point may come before the success point",
};

const notations = peerNotations();

describe.skipIf(notations === null)("rpg-dice-roller's own test notations", () => {
  it("every valid notation means the same in Tabula's default dialect, apart from the listed differences", () => {
    const differ: string[] = [];
    const stale: string[] = [];
    let same = 0;
    notations!.valid.forEach((text, i) => {
      const v = comparePeer(text, ROLLS, 7000 + i);
      if (v.kind === "same") {
        same++;
        if (text in DIFFERENCES) stale.push(text);
      } else if (!(text in DIFFERENCES)) {
        differ.push(`${text}: ${v.kind} ${"message" in v ? v.message : v.why}`);
      }
    });
    console.log(
      `rpg-dice-roller valid notations with the same meaning: ${same} of ${notations!.valid.length}`,
    );
    expect(differ).toEqual([]);
    expect(stale).toEqual([]);
  });

  it("every invalid notation is refused, or accepted with a documented meaning", () => {
    const accepted = notations!.invalid.filter((t) => tryParse(t).ok && !(t in ACCEPTED));
    expect(accepted).toEqual([]);
  });
});
