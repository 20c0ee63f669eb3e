// Reading physical dice (DE-ROLL-1). A d10 printed 0–9 reads "0" as 10; a percentile d10 printed
// 00–90 reads "00" as 10 and "10"…"90" as 1…9. Checks always use the 1–10 reading.

/** DE-ROLL-1: the 1–10 value of a printed d10 face ("0"–"9", or "00"–"90" on a tens die). */
export function readD10Face(printed: string): number {
  const s = printed.trim();
  if (/^[0-9]$/.test(s)) return s === "0" ? 10 : Number(s);
  if (/^[0-9]0$/.test(s)) return s === "00" ? 10 : Number(s) / 10;
  throw new RangeError(`"${printed}" is not a d10 face`);
}
