// How many rolls a seeded sampling comparison throws.
//
// Under `npm run mutate` (scripts/mutate.mjs sets TABULA_MUTATE_RULESET) it is a tenth: every
// surviving mutant reruns each test that reaches its code, and the 100,000–200,000-roll comparisons
// of odds.test.ts and roll.test.ts made a run of roll.ts, joint.ts and odds.ts take hours. Their
// bounds follow n (5 standard errors, chi-square over bins of at least 50 expected rolls), so fewer
// rolls only make them less sharp: a mutant that only the full count would catch counts as a
// survivor, never the other way round.
export function samples(n: number): number {
  return process.env.TABULA_MUTATE_RULESET ? Math.ceil(n / 10) : n;
}
