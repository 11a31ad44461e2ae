// Property tests: whatever a user types, the console parser and the /roll path answer with a clear message or a result,
// never a crash or a hang, and a failed command leaves the channel unchanged (how long a reply takes is npm run bench's
// hostile-input section, on the same /roll input).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseLine } from '../../src/console/parse-line.js';
import { UserError } from '../../src/errors.js';
import { loadCommands } from '../../src/registry.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { TYPED_ROLL_RUNS, TYPED_ROLL_SEED, typedLine as typed } from '../helpers/hostile-input.js';

describe('console input properties', () => {
  test('GIVEN any typed line for any command THEN parseLine returns options or throws a UserError', async () => {
    const commands = [...(await loadCommands()).values()].map((c) => c.data.toJSON());
    fc.assert(
      fc.property(fc.constantFrom(...commands), typed, (json, rest) => {
        try {
          parseLine(`/${json.name} ${rest}`, json);
        } catch (error) {
          expect(error).toBeInstanceOf(UserError);
          expect((error as UserError).message.length).toBeGreaterThan(5);
        }
      }),
      { numRuns: 2000, seed: 20261129 },
    );
  });

  describe('through the pipeline', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness({ backend: 'sqlite' });
    });
    afterAll(async () => {
      await h.close();
    });

    test('GIVEN random /roll expressions THEN each reply is a result or a clear error, and errors change nothing', async () => {
      await fc.assert(
        fc.asyncProperty(typed, async (expression) => {
          const before = await h.store.load(h.channel);
          const reply = await h.run(`/roll expression:${JSON.stringify(expression)}`);
          if (reply.error !== undefined) {
            expect(reply.ephemeral).toBe(true);
            expect(reply.error).not.toBe('Sorry, something went wrong on our side. Nothing was changed; please try again.');
            expect((await h.store.load(h.channel)).version).toBe(before.version);
          } else {
            expect(reply.content).toMatch(/roll `[0-9a-f]{8}`/);
          }
        }),
        { numRuns: TYPED_ROLL_RUNS, seed: TYPED_ROLL_SEED },
      );
    });
  });
});
