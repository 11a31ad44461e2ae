// `/unit import` and `/unit add` for 'Mechs: MegaMek .mtf files, Salvo JSON files and the built-in templates.
import { UserError } from '../../errors.js';
import type { ImportedUnit } from '../types.js';
import { buildMech } from './build.js';
import { jsonOrigin, looksLikeSalvoJson, parseSalvoJson, validateSpec } from './json-format.js';
import { looksLikeMtf, mtfOrigin, parseMtf } from './mtf.js';
import { TEMPLATES } from './templates/index.js';
import type { MechData } from './types.js';

const MAX_FILE_CHARS = 200_000;

export function importMech(fileName: string, text: string): ImportedUnit<MechData> {
  if (text.length > MAX_FILE_CHARS)
    throw new UserError('import', `\`${fileName}\` is too long for a 'Mech file (${text.length} characters).`);
  if (looksLikeSalvoJson(text)) {
    const { spec, name } = parseSalvoJson(fileName, text);
    const { data, warnings } = buildMech(spec, jsonOrigin(fileName));
    return { data, warnings, suggestedName: name ?? `${spec.chassis} ${spec.model}`.trim() };
  }
  if (looksLikeMtf(text)) {
    const parsed = parseMtf(fileName, text);
    const { data, warnings } = buildMech(parsed.spec, mtfOrigin(fileName, parsed.lines));
    return { data, warnings: [...parsed.warnings, ...warnings], suggestedName: `${parsed.spec.chassis} ${parsed.spec.model}`.trim() };
  }
  throw new UserError(
    'import',
    `\`${fileName}\` is neither a MegaMek .mtf 'Mech file (with \`Mass:\` and \`Center Torso:\` sections) nor a Salvo 'Mech JSON file.`,
  );
}

export function mechFromTemplate(id: string): MechData {
  const entry = TEMPLATES.find((t) => t.id === id.trim().toLowerCase());
  if (!entry) {
    throw new UserError(
      'unknown-template',
      `No BattleTech template \`${id}\`. Templates: ${TEMPLATES.map((t) => `\`${t.id}\``).join(', ')}.`,
    );
  }
  return buildMech(validateSpec(`${entry.id} template`, entry.file), jsonOrigin(`${entry.id} template`)).data;
}
