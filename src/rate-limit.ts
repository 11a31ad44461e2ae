// A per-user token bucket: a burst of commands is fine, a flood gets a friendly "slow down".
import { UserError } from './errors.js';

export interface RateLimitOptions {
  /** Commands a user may send at once. */
  readonly burst: number;
  /** Commands regained per second. */
  readonly perSecond: number;
  readonly now?: () => number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly now: () => number;

  constructor(private readonly options: RateLimitOptions = { burst: 8, perSecond: 1 }) {
    this.now = options.now ?? Date.now;
  }

  /** Takes one token for the user, or throws a UserError saying when to try again. */
  take(userId: string): void {
    const now = this.now();
    const bucket = this.buckets.get(userId) ?? { tokens: this.options.burst, at: now };
    const tokens = Math.min(this.options.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.options.perSecond);
    if (tokens < 1) {
      const wait = Math.ceil((1 - tokens) / this.options.perSecond);
      this.buckets.set(userId, { tokens, at: now });
      throw new UserError('rate-limit', `Easy there — you're sending commands faster than Salvo takes them. Try again in ${wait} s.`);
    }
    this.buckets.set(userId, { tokens: tokens - 1, at: now });
    // Forget idle users so the map cannot grow without bound.
    if (this.buckets.size > 10_000) {
      for (const [id, b] of this.buckets) if (now - b.at > 60_000) this.buckets.delete(id);
    }
  }
}
