// The built-in 'Mechs offered by `/unit add`: one light pair, a medium, a heavy and an assault.
import type { SalvoMechFile } from '../json-format.js';
import { atlas } from './atlas.js';
import { catapult } from './catapult.js';
import { commando } from './commando.js';
import { hunchback } from './hunchback.js';
import { locust } from './locust.js';

export interface TemplateEntry {
  readonly id: string;
  readonly weightClass: 'light' | 'medium' | 'heavy' | 'assault';
  readonly file: SalvoMechFile;
}

export const TEMPLATES: readonly TemplateEntry[] = [
  { id: 'locust', weightClass: 'light', file: locust },
  { id: 'commando', weightClass: 'light', file: commando },
  { id: 'hunchback', weightClass: 'medium', file: hunchback },
  { id: 'catapult', weightClass: 'heavy', file: catapult },
  { id: 'atlas', weightClass: 'assault', file: atlas },
];
