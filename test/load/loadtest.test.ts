// The load test, small and bounded, in CI: two processes, shared channels on Redis, every log replayed exactly.
import { describe, expect, test } from 'vitest';
import { loadTest } from '../../bench/loadtest.js';

describe('load test', () => {
  test('GIVEN 2 processes × 3 players × 18 mixed commands on 2 channels THEN every command ran, none failed unexpectedly, and each channel equals its sequential replay', async () => {
    const report = await loadTest({ players: 3, channels: 2, commands: 18, seconds: 60 });
    expect(report.commands).toBe(2 * 3 * 18);
    expect(report.unexpected).toEqual([]);
    expect(report.channels).toHaveLength(2);
    for (const channel of report.channels) {
      expect(channel.logEntries).toBeGreaterThan(10);
      expect(channel.replayMatches, channel.channel).toBe(true);
    }
  }, 120_000);
});
