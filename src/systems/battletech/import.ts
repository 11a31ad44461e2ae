// `/unit import` and `/unit add` for 'Mechs: MegaMek .mtf files, Salvo JSON files and the built-in templates.
import { UserError } from '../../errors.js';
import type { ImportedUnit, UnitTemplate } from '../types.js';
import { buildMech, type MechSpec } from './build.js';
import { jsonOrigin, looksLikeSalvoJson, parseSalvoJson } from './json-format.js';
import { looksLikeMtf, mtfOrigin, parseMtf } from './mtf.js';
import { TEMPLATES, type TemplateEntry, templateText } from './templates.js';
import type { MechData } from './types.js';

/** Longer files are refused before parsing (a real .mtf is a few kilobytes). */
export const MAX_FILE_CHARS = 200_000;

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

function templateEntry(id: string): TemplateEntry {
  const entry = TEMPLATES.find((t) => t.id === id.trim().toLowerCase());
  if (!entry) {
    throw new UserError(
      'unknown-template',
      `No BattleTech template \`${id}\`. Templates: ${TEMPLATES.map((t) => `\`${t.id}\``).join(', ')}.`,
    );
  }
  return entry;
}

/** A fresh 'Mech from a built-in template: its .mtf file, imported as `/unit import` would. */
export function mechFromTemplate(id: string): MechData {
  const entry = templateEntry(id);
  return importMech(entry.fileName, templateText(entry)).data;
}

/** A template's file read as a specification, for building variants of it. */
export function templateSpec(id: string): MechSpec {
  const entry = templateEntry(id);
  return parseMtf(entry.fileName, templateText(entry)).spec;
}

let listed: readonly UnitTemplate[] | undefined;

/** The templates as `/unit add` lists them, their names and tonnage read from their files. */
export function templateList(): readonly UnitTemplate[] {
  listed ??= TEMPLATES.map((t) => {
    const { chassis, model, tonnage } = templateSpec(t.id);
    return { id: t.id, name: `${chassis} ${model}`, description: `${t.weightClass}, ${tonnage} t` };
  });
  return listed;
}
