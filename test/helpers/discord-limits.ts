// Discord's message limits, checked on a handler's Reply or on the JSON the bot sent: every problem is named.
import type { Reply } from '../../src/reply.js';

export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  embedTotal: 6000,
  attachments: 10,
  attachmentDescription: 1024,
  rows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
} as const;

interface EmbedLike {
  readonly title?: string;
  readonly description?: string;
  readonly fields?: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  readonly footer?: { readonly text?: string };
}

/** Discord counts characters as UTF-16 code units are not what users see; it counts code points. */
const len = (text: string | undefined) => [...(text ?? '')].length;

function embedProblems(embeds: readonly EmbedLike[]): string[] {
  const problems: string[] = [];
  if (embeds.length > LIMITS.embeds) problems.push(`${embeds.length} embeds`);
  let total = 0;
  embeds.forEach((e, i) => {
    total += len(e.title) + len(e.description) + len(e.footer?.text);
    if (len(e.title) > LIMITS.embedTitle) problems.push(`embed ${i} title ${len(e.title)}`);
    if (len(e.description) > LIMITS.embedDescription) problems.push(`embed ${i} description ${len(e.description)}`);
    if ((e.fields?.length ?? 0) > LIMITS.fields) problems.push(`embed ${i} has ${e.fields?.length} fields`);
    for (const f of e.fields ?? []) {
      total += len(f.name) + len(f.value);
      if (len(f.name) > LIMITS.fieldName) problems.push(`embed ${i} field name ${len(f.name)}`);
      if (len(f.value) > LIMITS.fieldValue) problems.push(`embed ${i} field "${f.name}" value ${len(f.value)}`);
    }
  });
  if (total > LIMITS.embedTotal) problems.push(`embeds total ${total}`);
  return problems;
}

/** What a Reply would break, before the front end clips anything: an empty list means it fits whole. */
export function replyLimitProblems(reply: Reply): string[] {
  const problems = embedProblems(reply.embeds ?? []);
  if (len(reply.content) > LIMITS.content) problems.push(`content ${len(reply.content)}`);
  if (reply.publicNote !== undefined && len(reply.publicNote) > LIMITS.content) problems.push(`public note ${len(reply.publicNote)}`);
  if ((reply.files?.length ?? 0) > LIMITS.attachments) problems.push(`${reply.files?.length} files`);
  for (const f of reply.files ?? []) if (len(f.description) > LIMITS.attachmentDescription) problems.push(`file ${f.name} description`);
  const buttons = reply.buttons ?? [];
  if (buttons.length > LIMITS.rows * LIMITS.buttonsPerRow) problems.push(`${buttons.length} buttons`);
  for (const b of buttons) if (len(b.label) > LIMITS.buttonLabel) problems.push(`button label ${b.label}`);
  return problems;
}

export interface SentMessage {
  readonly content?: string;
  readonly embeds?: readonly unknown[];
  readonly components?: ReadonlyArray<{ readonly components: ReadonlyArray<{ readonly label?: string }> }>;
}

/** What a message the bot sent breaks; `files` is the number of files uploaded with it. */
export function messageLimitProblems(message: SentMessage, files: number): string[] {
  const problems = embedProblems((message.embeds ?? []) as EmbedLike[]);
  if (len(message.content) > LIMITS.content) problems.push(`content ${len(message.content)}`);
  if (files > LIMITS.attachments) problems.push(`${files} files`);
  const rows = message.components ?? [];
  if (rows.length > LIMITS.rows) problems.push(`${rows.length} rows`);
  for (const row of rows) {
    if (row.components.length > LIMITS.buttonsPerRow) problems.push(`a row of ${row.components.length}`);
    for (const c of row.components) if (len(c.label) > LIMITS.buttonLabel) problems.push(`button label ${c.label}`);
  }
  return problems;
}

/** The front end marks a cut with a trailing ellipsis; a reply that fits never needs one. */
export function looksClipped(text: string | undefined): boolean {
  return /…$/.test(text ?? '');
}
