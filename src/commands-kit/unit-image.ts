// A unit's sheet as an attachment: a file name safe for Discord and alt text saying whose sheet it is and what it holds.
import type { ReplyFile } from '../reply.js';
import type { GameSystem, UnitRecord } from '../systems/types.js';

/** Discord allows 1,024; a screen reader wants one line. */
const ALT_TEXT_MAX = 300;

function fileSafe(name: string): string {
  return name.replace(/[^a-z0-9_-]+/gi, '_').slice(0, 40) || 'unit';
}

/** The one-line summary: system, unit, then the first line of its description without markdown. */
export function unitAltText(system: Pick<GameSystem, 'name' | 'describeUnit'>, unit: UnitRecord): string {
  const first = system.describeUnit(unit).split('\n')[0] ?? '';
  const plain = first.replace(/[*_`~|]/g, '').trim();
  const text = `${system.name} sheet of ${unit.name}${plain ? `: ${plain}` : ''}`;
  return [...text].length <= ALT_TEXT_MAX ? text : `${[...text].slice(0, ALT_TEXT_MAX - 1).join('')}…`;
}

export async function unitSheetFile(
  system: GameSystem,
  unit: UnitRecord,
  highlight?: Parameters<GameSystem['renderUnit']>[1],
  pending?: Parameters<GameSystem['renderUnit']>[2],
): Promise<ReplyFile> {
  return {
    name: `${fileSafe(unit.name)}.png`,
    data: await system.renderUnit(unit, highlight, pending),
    description: unitAltText(system, unit),
  };
}
