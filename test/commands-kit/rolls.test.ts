// /verify's comparison of a replayed /roll with the logged one, across display changes.
import { expect, test } from 'vitest';
import { sameRollResult } from '../../src/commands-kit/rolls.js';

test.each([
  ['the same text', '3d6: [1, 2, 3] = **6**', '3d6: [1, 2, 3] = **6**', true],
  ['an older display of the same totals', '10d6r1: [1×2 4×8] = **34**', '10d6r: [1, 4, 4, 4, 4, 4, 4, 4, 4, 1] = **34**', true],
  ['a grand total added', 'd6 #1: [1] = **1**\nd6 #2: [2] = **2**\nTotal of 2: **3**', 'd6 #1: [1] = **1**\nd6 #2: [2] = **2**', true],
  ['a different total', '3d6: [1, 2, 3] = **6**', '3d6: [1, 2, 4] = **7**', false],
  ['totals in another order', 'd6: [1] = **1**\nd6: [2] = **2**', 'd6: [2] = **2**\nd6: [1] = **1**', false],
  ['a logged text with no totals', '3d6: [1, 2, 3] = **6**', 'something else', false],
])('GIVEN %s THEN the results match: %s', (_, replayed, logged, same) => {
  expect(sameRollResult(replayed, logged)).toBe(same);
});
