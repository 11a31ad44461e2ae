// A reply of many lines that may outgrow one message: whole lines in embeds, and anything beyond in an attached file.
import type { Reply, ReplyEmbed } from '../reply.js';

const CONTENT_MAX = 2000;
const DESCRIPTION_MAX = 4096;
/** Discord allows 6,000 characters over all of a message's embeds; the margin covers the titles. */
const EMBEDS_TOTAL_MAX = 5800;
const EMBEDS_MAX = 10;

/**
 * `header` then every line, never cut mid-line: as plain content when it fits, else packed into embeds; lines that
 * fit nowhere go whole into `fileName`, and the header says so.
 */
export function linesReply(header: string, lines: readonly string[], fileName: string): Pick<Reply, 'content' | 'embeds' | 'files'> {
  const plain = [header, ...lines].join('\n');
  if ([...plain].length <= CONTENT_MAX) return { content: plain };
  const embeds: ReplyEmbed[] = [];
  let description = '';
  let total = 0;
  let shown = 0;
  for (const line of lines) {
    const size = [...line].length + 1;
    if (total + size > EMBEDS_TOTAL_MAX || size > DESCRIPTION_MAX) break;
    if (description !== '' && [...description].length + size > DESCRIPTION_MAX) {
      if (embeds.length + 1 >= EMBEDS_MAX) break;
      embeds.push({ description });
      description = '';
    }
    description = description === '' ? line : `${description}\n${line}`;
    total += size;
    shown++;
  }
  if (description !== '') embeds.push({ description });
  if (shown === lines.length) return { content: header, embeds };
  return {
    content: `${header}\n-# The first ${shown}; all ${lines.length} are in the attached ${fileName}.`,
    embeds,
    files: [
      {
        name: fileName,
        data: Buffer.from(`${plain}\n`),
        description: `${header.replace(/[*_`]/g, '')}: all ${lines.length} lines as text`,
      },
    ],
  };
}
