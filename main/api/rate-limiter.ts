/** A token bucket: `burst` calls at once, refilled at `perSecond`. The clock is injectable for tests. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * One token bucket per network address. A bucket left alone long enough to be full again is the
 * same as a new one, so it is dropped: the map holds only addresses that called recently.
 */
export class AddressBuckets {
  private readonly buckets = new Map<string, { bucket: TokenBucket; last: number }>();
  private lastSweep: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.lastSweep = now();
  }

  take(address: string): boolean {
    const t = this.now();
    const refillMs = (this.burst / this.perSecond) * 1000;
    if (t - this.lastSweep > refillMs) {
      for (const [a, e] of this.buckets) if (t - e.last > refillMs) this.buckets.delete(a);
      this.lastSweep = t;
    }
    let e = this.buckets.get(address);
    if (!e) {
      e = { bucket: new TokenBucket(this.perSecond, this.burst, this.now), last: t };
      this.buckets.set(address, e);
    }
    e.last = t;
    return e.bucket.take();
  }

  /** How many addresses hold a bucket now (for tests). */
  get size(): number {
    return this.buckets.size;
  }
}
