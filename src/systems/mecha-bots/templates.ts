// Built-in Bots, written in the text layout so they double as examples of it.
import { UserError } from '../../errors.js';
import type { UnitTemplate } from '../types.js';
import type { BotData } from './components.js';
import { parseLayout } from './layout.js';
import { SCIENTIST_TEMPLATE_ID } from './scientist.js';

interface BotTemplate extends UnitTemplate {
  readonly layout: string;
}

/**
 * The wiki's sample Bot (curufea.com mechabotssample): a full chassis. Every outer location has 2 Protect + 2 Resist
 * armour and one mobility counter (3 speed, 3 type: Legs); a 3-damage, 3-range weapon across FL, F and FR; a +4
 * accuracy, 3-range sensor across FL, FR and BR; five boiler counters in the back three locations powering 19 of 20.
 */
const SAMPLE = `
name: Sample Bot
W1: Steam Cannon
S1: Periscope Array
B1: Boiler
A1: Forward Plate
A2: Forward Right Plate
A3: Backward Right Plate
A4: Back Plate
A5: Backward Left Plate
A6: Forward Left Plate
F:  M1s  A1P  A1R  W1d  W1d  A1R  A1P
FR: M2t  A2P  A2R  A2R  S1r  W1d  A2P
BR: M3s  A3P  A3R  A3R  B1   S1r  A3P
B:  M4t  B1   A4P  A4R  A4R  A4P  B1
BL: M5s  B1   B1   A5P  A5R  A5R  A5P
FL: M6t  A6P  W1r  S1r  A6R  A6R  A6P
C:  *    W1r  S1a  S1a  S1a  S1a  W1r
`;

/** A lighter, faster design: an all-round central gun, a forward sensor, thin armour and a four-counter boiler. */
const SCRAPPER = `
name: Scrapper
W1: Rivet Gun
S1: Lamp Eye
B1: Boiler
A1: Nose Plate
A2: Tail Plate
F:  S1r  A1P  A1R  .    S1a  S1r  A1P
FR: M1s  .    .    .    .    .    .
BR: M2s  .    .    .    B1   B1   B1
B:  M3t  B1   A2R  A2P  .    .    .
BL: M4s  .    .    .    .    .    .
FL: M5t  .    .    .    .    .    .
C:  *    W1d  W1d  W1r  W1r  W1r  S1a
`;

const TEMPLATES: readonly BotTemplate[] = [
  {
    id: 'sample',
    name: 'Sample Bot',
    description: 'The rules wiki sample: full chassis, 3-damage gun to the front, +4 sensor',
    layout: SAMPLE,
  },
  { id: 'scrapper', name: 'Scrapper', description: 'Light and quick: all-round 2-damage rivet gun, +2 forward sensor', layout: SCRAPPER },
];

export const BOT_TEMPLATES: readonly UnitTemplate[] = TEMPLATES.map(({ id, name, description }) => ({
  id,
  name,
  ...(description ? { description } : {}),
}));

export function templateLayout(id: string): string {
  const template = TEMPLATES.find((t) => t.id === id.trim().toLowerCase());
  if (!template) {
    throw new UserError(
      'unknown-template',
      `No Mecha Bots template \`${id}\`. Templates: ${TEMPLATES.map((t) => `\`${t.id}\``).join(', ')}, and \`${SCIENTIST_TEMPLATE_ID}\` for a Mad Scientist.`,
    );
  }
  return template.layout;
}

export function botFromTemplate(id: string): BotData {
  return parseLayout(templateLayout(id)).data;
}
