// The compact card's data for a Bot: counters lost by location, the shot's column and damage, power lost.
import { describe, expect, test } from 'vitest';
import { botChange } from '../../../src/systems/mecha-bots/change.js';
import type { BotData } from '../../../src/systems/mecha-bots/components.js';
import { bot, unit } from './helpers.js';

describe('GIVEN a Bot before and after a shot', () => {
  test('GIVEN F1 destroyed, C1 unpowered and a trace THEN one location line, the shot and the power', () => {
    const before = bot({ F: 'A1P A1P . . . . .', C: '* W1d B2 . . . .' });
    const cells = { ...before.cells };
    cells.F1 = { ...cells.F1!, destroyed: true };
    cells.C1 = { ...cells.C1!, unpowered: true };
    const after: BotData = {
      ...before,
      cells,
      lastShot: {
        attacker: 'Alpha',
        weapon: 'Gun',
        arc: 'F',
        roll: 7,
        shift: 0,
        column: 6,
        damage: 3,
        path: [],
        stoppedAt: 'F1',
        brainDestroyed: false,
        unpowered: ['C1'],
      },
    };
    expect(botChange(unit('Beta', before), unit('Beta', after), [])).toEqual({
      status: null,
      rows: [{ label: 'Forward', detail: 'F1 A1P destroyed', severity: 'destroyed' }],
      notes: [
        { text: 'Gun (Alpha): Forward column 6, 3 damage, stopped at F1', severity: 'info' },
        { text: 'Unpowered: C1', severity: 'damage' },
      ],
    });
  });

  test('GIVEN a repair and a tinker THEN what came back is noted', () => {
    const damaged = bot({ F: 'A1P A1P . . . . .', C: '* W1d B2 . . . .' });
    const cells = { ...damaged.cells };
    cells.F1 = { ...cells.F1!, destroyed: true };
    cells.C1 = { ...cells.C1!, unpowered: true };
    const before = { ...damaged, cells };
    expect(botChange(unit('Beta', before), unit('Beta', damaged), []).notes).toEqual([
      { text: 'Restored: F1', severity: 'info' },
      { text: 'Powered again: C1', severity: 'info' },
    ]);
  });

  test('GIVEN the brain destroyed THEN the status says so', () => {
    const before = bot({});
    expect(botChange(unit('Beta', before), unit('Beta', { ...before, destroyed: true }), []).status).toBe('DESTROYED: brain hit');
  });
});
