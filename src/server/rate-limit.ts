// Token buckets: `burst` requests at once, refilled at `perSecond`. Time comes from the caller so
// tests need no clock. One bucket per WebSocket connection limits its messages; one per client
// address limits what anyone may do without a token (create, join, import, connect).

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whole seconds until a token is there again (at least 1). */
  secondsUntilNext(now: number): number {
    this.refill(now);
    if (this.tokens >= 1) return 1;
    return Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond));
  }

  /** Full again: the bucket behaves as a new one, so it may be forgotten. */
  full(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.burst;
  }
}

export type AddressVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A token bucket per client address. Addresses whose bucket is full again are forgotten once many
 * are kept, so a flood of addresses costs bounded memory; if all of them are still busy, the
 * longest-known go first (they may then start again with a full bucket, which is the lesser harm).
 */
export class AddressLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly maxAddresses = 10_000,
  ) {}

  take(address: string, now: number): AddressVerdict {
    let bucket = this.buckets.get(address);
    if (!bucket) {
      if (this.buckets.size >= this.maxAddresses) this.forget(now);
      bucket = new TokenBucket(this.perSecond, this.burst, now);
      this.buckets.set(address, bucket);
    }
    if (bucket.take(now)) return { ok: true };
    return { ok: false, retryAfterSeconds: bucket.secondsUntilNext(now) };
  }

  /** How many addresses are remembered (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  private forget(now: number): void {
    for (const [address, bucket] of this.buckets) if (bucket.full(now)) this.buckets.delete(address);
    for (const address of this.buckets.keys()) {
      if (this.buckets.size < this.maxAddresses) break;
      this.buckets.delete(address);
    }
  }
}
