// Binomial probabilities for the keep/drop recurrence, stable for large counts.

let lnFact = new Float64Array([0, 0]);

function lnFactorial(n: number): number {
  if (n >= lnFact.length) {
    const next = new Float64Array(Math.max(n + 1, lnFact.length * 2));
    next.set(lnFact);
    for (let i = lnFact.length; i < next.length; i++) next[i] = next[i - 1]! + Math.log(i);
    lnFact = next;
  }
  return lnFact[n]!;
}

/**
 * Writes P(J = j) for J ~ Binomial(r, q) and j = 0 … upTo into `out`; returns their sum.
 * Uses the recurrence from P(J = 0) while that does not underflow, else logarithms.
 */
export function binomialHead(r: number, q: number, upTo: number, out: Float64Array): number {
  const last = Math.min(upTo, r);
  let sum = 0;
  if (q <= 0) {
    out[0] = 1;
    for (let j = 1; j <= last; j++) out[j] = 0;
    return 1;
  }
  if (q >= 1) {
    for (let j = 0; j <= last; j++) out[j] = j === r ? 1 : 0;
    return last === r ? 1 : 0;
  }
  const p0 = (1 - q) ** r;
  if (p0 > 1e-250) {
    const ratio = q / (1 - q);
    let p = p0;
    for (let j = 0; j <= last; j++) {
      out[j] = p;
      sum += p;
      p = (p * (r - j) * ratio) / (j + 1);
    }
    return sum;
  }
  const lq = Math.log(q);
  const l1q = Math.log1p(-q);
  const lr = lnFactorial(r);
  for (let j = 0; j <= last; j++) {
    const p = Math.exp(lr - lnFactorial(j) - lnFactorial(r - j) + j * lq + (r - j) * l1q);
    out[j] = p;
    sum += p;
  }
  return sum;
}
