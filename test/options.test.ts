// OptionBag reads typed options the same way for both front ends, with a clear message when one is wrong.
import { describe, expect, test } from 'vitest';
import { MAX_ATTACHMENT_BYTES, OptionBag } from '../src/options.js';

describe('OptionBag', () => {
  const bag = new OptionBag({ name: 'Atlas', count: 3, text: ' 7 ', flag: true, word: 'yes', direction: 'REAR' });

  test('GIVEN values THEN typed getters return them', () => {
    expect(bag.string('name')).toBe('Atlas');
    expect(bag.integer('count')).toBe(3);
    expect(bag.integer('text')).toBe(7);
    expect(bag.boolean('flag')).toBe(true);
    expect(bag.boolean('word')).toBe(true);
    expect(bag.choice('direction', ['front', 'rear'] as const)).toBe('rear');
    expect(bag.string('missing')).toBeUndefined();
  });

  test.each([
    [() => bag.string('missing', true), 'Missing option `missing`.'],
    [() => bag.integer('name'), 'Option `name` must be a whole number, not `Atlas`.'],
    [() => bag.boolean('name'), 'Option `name` must be true or false, not `Atlas`.'],
    [() => bag.choice('name', ['front', 'rear']), 'Option `name` must be one of `front`, `rear`; got `Atlas`.'],
  ])('GIVEN a wrong option THEN a UserError explains it (%#)', (read, message) => {
    expect(read).toThrow(message);
  });

  test('GIVEN an attachment over the size limit THEN it is refused before reading', () => {
    let read = false;
    const big = new OptionBag({
      file: {
        name: 'huge.mtf',
        size: MAX_ATTACHMENT_BYTES + 1,
        read: async () => {
          read = true;
          return Buffer.alloc(0);
        },
      },
    });
    expect(() => big.attachment('file')).toThrow(
      `The file \`huge.mtf\` is ${MAX_ATTACHMENT_BYTES + 1} bytes; the limit is ${MAX_ATTACHMENT_BYTES} bytes.`,
    );
    expect(read).toBe(false);
  });
});
