// Seeded rolls pinned to what they gave before the fast seeded roll and the lazy result tree
// existed (recorded with the explaining roller alone): the same seed must give the same dice,
// the same tree and the same JSON, whatever path roll() takes to get there.
// Each row: notation, seed, total, the dice as `tabula roll` shows them (cut at 60 characters;
// `!` exploded, `r` rerolled, parentheses dropped), and the first 16 hex digits of the SHA-256
// of JSON.stringify(result).

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type DieResult, Rng, rngSource, roll } from "../../src/dice/index.js";

const GOLDEN: [string, number | string, number, string, string][] = [
  ["1d20+5", 1, 20, "15", "52c8cdf9b115ad31"],
  ["1d20+5", 42, 9, "4", "e23edf88ecca4ef6"],
  ["1d20+5", "table-7", 8, "3", "a0179872252e6ef3"],
  ["4d6kh3", 1, 12, "5 (1) 3 4", "ebc6528b01e9aba0"],
  ["4d6kh3", 42, 10, "2 4 (1) 4", "8fd99e1c8a1064b6"],
  ["4d6kh3", "table-7", 17, "(1) 6 5 6", "a106453cb0e20333"],
  ["10d10!kh3", 1, 29, "(8) (1) (4) (6) 10! (4) 10! (5) (1) (2) 9 (1)", "ae20af592f5f0028"],
  ["10d10!kh3", 42, 23, "(2) 7 (1) (6) 7 (6) (6) 9 (7) (5)", "5b84ae4f42bc99f7"],
  ["10d10!kh3", "table-7", 30, "(2) 10! (8) (9) 10! (2) (1) (5) 10! (5) (3) (9) (4)", "7e3143f07554e685"],
  ["{4d6+3d8}kh1", 1, 8, "(5) (1) (3) (4) 8 (3) (8)", "a845eab84c0583f9"],
  ["{4d6+3d8}kh1", 42, 6, "(2) (4) (1) (4) 6 (5) (5)", "3cb94297506a2030"],
  ["{4d6+3d8}kh1", "table-7", 8, "(1) (6) (5) (6) 8 (1) (1)", "a0c1792594a2e451"],
  ["8d6>=5", 1, 3, "5 1 3 4 6 2 6 3", "3ac4fba06d322402"],
  ["8d6>=5", 42, 2, "2 4 1 4 5 4 4 5", "9a686d585f87a40f"],
  ["8d6>=5", "table-7", 4, "1 6 5 6 6 1 1 3", "ddcb06925a7aa59e"],
  ["100d20", 1, 1000, "15 1 8 11 19 7 20 9 2 3 18 1 6 1 5 14 17 16 20 1 14 19 5 ...", "e4e93bab4916ca25"],
  ["100d20", 42, 1091, "4 13 2 12 14 12 12 17 14 10 4 18 9 14 1 17 5 15 8 5 10 4 ...", "b315aee43764503e"],
  [
    "100d20",
    "table-7",
    1058,
    "3 20 16 18 19 3 1 10 19 10 5 18 8 16 11 20 20 16 3 11 13 ...",
    "22209926feb44793",
  ],
  ["3d6!!p{2}r1", 1, 12, "5 3r 4", "66d495dcad36eed3"],
  ["3d6!!p{2}r1", 42, 10, "2 4 4r", "a0ce4c463d4955a6"],
  ["3d6!!p{2}r1", "table-7", 31, "10!r 13!r 8!", "c408d1d35b34ab49"],
  ["2d20kl1 + 1d4[fire]", 1, 3, "(15) 1 2", "18e11894e92eaaa3"],
  ["2d20kl1 + 1d4[fire]", 42, 5, "4 (13) 1", "3aad42a30824186f"],
  ["2d20kl1 + 1d4[fire]", "table-7", 7, "3 (20) 4", "8f8f1192189d946e"],
  ["6d6>=5f1", 1, 1, "5 1 3 4 6 2", "262d0a0a8308d892"],
  ["6d6>=5f1", 42, 0, "2 4 1 4 5 4", "3e49a9b74e49b8ad"],
  ["6d6>=5f1", "table-7", 2, "1 6 5 6 6 1", "6a1c1c8936c932f9"],
  ["4d6ro<3min2max5", 1, 17, "5 3r 4 5", "7afcf7010d451fc3"],
  ["4d6ro<3min2max5", 42, 17, "4r 4r 5 4", "3fe47a83bf07b8e1"],
  ["4d6ro<3min2max5", "table-7", 20, "5r 5 5 5", "245981e3c01d3580"],
  ["4dF", 1, 0, "1 -1 0 0", "e758da2a92e39262"],
  ["4dF", 42, -2, "-1 0 -1 0", "330285f6218868b1"],
  ["4dF", "table-7", 2, "-1 1 1 1", "61cfd491fca6a34e"],
  ["d%cs>=95cf<=5", 1, 71, "71", "64de3342898dc55a"],
  ["d%cs>=95cf<=5", 42, 20, "20", "14d4b8978c5db4d6"],
  ["d%cs>=95cf<=5", "table-7", 14, "14", "d71abd534194250d"],
  ["d{1,1,2,3}", 1, 2, "2", "50f0cda090124f01"],
  ["d{1,1,2,3}", 42, 1, "1", "18926fb12e1fa51f"],
  ["d{1,1,2,3}", "table-7", 1, "1", "18926fb12e1fa51f"],
  ["(1d4)d(1d6+1)!", 1, 9, "3 1 1 2! 2! 1 2! 1", "2b0a3f21038cc1f3"],
  ["(1d4)d(1d6+1)!", 42, 1, "1 4 1", "c4f8aa9f142dd85e"],
  ["(1d4)d(1d6+1)!", "table-7", 6, "1 6 6", "d0b0e1c8f223947e"],
  ["{2d6!, 1d8r<3}dh1s", 1, 4, "4 5 1", "bb3ba243619a0efe"],
  ["{2d6!, 1d8r<3}dh1s", 42, 5, "5r 2 4", "8baca894f3d827f4"],
  ["{2d6!, 1d8r<3}dh1s", "table-7", 7, "7 1 6! 5", "1f60ccdc642272a5"],
  ["{3d6, 2d8}>=5f1", 1, 2, "5 1 3 5 8", "b6c27b0fda176b85"],
  ["{3d6, 2d8}>=5f1", 42, 2, "2 4 1 5 6", "f982a67389d622f1"],
  ["{3d6, 2d8}>=5f1", "table-7", 2, "1 6 5 7 8", "cbc1d6e0e1c1e65c"],
  ["floor(3d6/2) - max(1d4, 2)", 1, 1, "5 1 3 3", "396fe0d300840c2b"],
  ["floor(3d6/2) - max(1d4, 2)", 42, 0, "2 4 1 3", "971e31a45378168a"],
  ["floor(3d6/2) - max(1d4, 2)", "table-7", 2, "1 6 5 4", "f7b0894ce31423d5"],
  [
    "20d1000r<=999",
    1,
    20000,
    "1000r 1000r 1000r 1000r 1000r 1000r 1000r 1000r 1000r 100...",
    "56079cdeb877fed8",
  ],
  [
    "20d1000r<=999",
    42,
    20000,
    "1000r 1000r 1000r 1000r 1000r 1000r 1000r 1000r 1000r 100...",
    "8739f38ff75914c6",
  ],
  [
    "20d1000r<=999",
    "table-7",
    20000,
    "1000r 1000r 1000r 1000r 1000r 1000r 1000r 1000r 1000r 100...",
    "36153a89c87c2dc7",
  ],
  ["100d6kh20", 1, 114, "5 (1) (3) (4) 6 (2) 6 (3) (1) (1) 6 (1) (2) (1) (2) 5 6 5...", "f8c2a27fca28df5b"],
  ["100d6kh20", 42, 113, "(2) (4) (1) (4) 5 (4) (4) 5 5 (3) (2) 6 (3) 5 (1) 5 (2) 5...", "f87dd3b7ae398a8d"],
  [
    "100d6kh20",
    "table-7",
    118,
    "(1) 6 5 6 6 (1) (1) (3) 6 (3) (2) 6 (3) 5 (4) 6 6 (5) (1)...",
    "55c182e862e51ef3",
  ],
  ["4d6min2.5", 1, 14.5, "5 2.5 3 4", "4c8cdff4c98cc150"],
  ["4d6min2.5", 42, 13, "2.5 4 2.5 4", "f0848c8abc99edff"],
  ["4d6min2.5", "table-7", 19.5, "2.5 6 5 6", "57e28d5006277b9b"],
  ["5d10dh2sd", 1, 11, "(10) (8) 6 4 1", "a2cf2de6d7e4fd73"],
  ["5d10dh2sd", 42, 9, "(7) (7) 6 2 1", "2cc09eb135b76c0f"],
  ["5d10dh2sd", "table-7", 19, "(10) (10) 9 8 2", "f5a833844f5998c0"],
  ["10d6!p>=5", 1, 38, "5! 0 3 4 6! 1 6! 2 1 1 6! 0 2 1", "9b75791ecbe45ba6"],
  ["10d6!p>=5", 42, 49, "2 4 1 4 5! 3 4 5! 4! 2 2 6! 2 5! 0", "f3370ae7a785f33f"],
  ["10d6!p>=5", "table-7", 70, "1 6! 4! 5! 5! 0 1 3 6! 2 2 6! 2 5! 3 6! 5! 4! 0 4", "547ba355de683f4b"],
];

function diceText(dice: DieResult[]): string {
  const text = dice
    .map((d) => {
      let s = String(d.value);
      if (d.exploded) s += "!";
      if (d.rerolled) s += "r";
      return d.kept ? s : `(${s})`;
    })
    .join(" ");
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const hash = (x: unknown) => createHash("sha256").update(JSON.stringify(x)).digest("hex").slice(0, 16);

describe("seeded rolls give what they always gave", () => {
  it.each(GOLDEN)("%s with seed %s", (text, seed, total, dice, json) => {
    // Read the total before the tree (the fast pass alone), then the tree, then the JSON.
    const r = roll(text, rngSource(Rng.fromSeed(seed)));
    expect(r.total).toBe(total);
    expect(diceText(r.dice)).toBe(dice);
    expect(hash(r)).toBe(json);
  });
});
