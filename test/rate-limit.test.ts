// The per-user rate limit lets a burst through, refuses a flood politely, and refills with time.
import { describe, expect, test } from 'vitest';
import { RateLimiter } from '../src/rate-limit.js';

describe('RateLimiter', () => {
  test('GIVEN a burst of 3 at 1/s THEN the 4th is refused, other users are unaffected, and a second later one more passes', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 3, perSecond: 1, now: () => now });
    limiter.take('a');
    limiter.take('a');
    limiter.take('a');
    expect(() => limiter.take('a')).toThrow("Easy there — you're sending commands faster than Salvo takes them. Try again in 1 s.");
    limiter.take('b');
    now = 1000;
    limiter.take('a');
    expect(() => limiter.take('a')).toThrow(/Try again in 1 s/);
  });
});
