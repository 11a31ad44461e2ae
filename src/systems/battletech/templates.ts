// The built-in 'Mechs offered by `/unit add`: one light pair, a medium, a heavy and an assault. Each is a MegaMek .mtf
// file among the example units in assets/units/battletech/, read by the importer `/unit import` uses (import.ts), so a
// template cannot disagree with it. The files are the project's own data, read once on first use.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface TemplateEntry {
  readonly id: string;
  readonly weightClass: 'light' | 'medium' | 'heavy' | 'assault';
  /** Its file in assets/units/battletech/. */
  readonly fileName: string;
}

export const TEMPLATES: readonly TemplateEntry[] = [
  { id: 'locust', weightClass: 'light', fileName: 'Locust LCT-1V.mtf' },
  { id: 'commando', weightClass: 'light', fileName: 'Commando COM-2D.mtf' },
  { id: 'hunchback', weightClass: 'medium', fileName: 'Hunchback HBK-4G.mtf' },
  { id: 'catapult', weightClass: 'heavy', fileName: 'Catapult CPLT-C1.mtf' },
  { id: 'atlas', weightClass: 'assault', fileName: 'Atlas AS7-D.mtf' },
];

// From src/systems/battletech/ under tsx, from dist/src/systems/battletech/ when compiled: assets/ is at the root.
const UNIT_DIRS = ['../../../assets/units/battletech/', '../../../../assets/units/battletech/'].map((relative) =>
  fileURLToPath(new URL(relative, import.meta.url)),
);

const texts = new Map<string, string>();

/** The text of a template's .mtf file. */
export function templateText(entry: TemplateEntry): string {
  let text = texts.get(entry.id);
  if (text === undefined) {
    const dir = UNIT_DIRS.find((candidate) => existsSync(`${candidate}${entry.fileName}`));
    if (dir === undefined) throw new Error(`BattleTech template file ${entry.fileName} is missing from assets/units/battletech/`);
    text = readFileSync(`${dir}${entry.fileName}`, 'utf8');
    texts.set(entry.id, text);
  }
  return text;
}
