// Player-typed text echoed in a reply: shown as typed, never as markdown, links, spoilers or terminal codes.

const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * Escapes every markdown character Discord reads (so `[x](url)` can't become a masked link, `||x||` a spoiler or
 * a fence a code block), folds line breaks, and drops control and format characters (ANSI escapes, bidi overrides).
 */
export function escapePlayerText(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(CONTROL_OR_INVISIBLE, '')
    .replace(/[\\*_~`|<>[\]()#@:-]/g, '\\$&');
}

/** Player text inside an inline code span, where escapes show literally: a backtick would end the span, so it is swapped. */
export function inlineCode(text: string): string {
  return `\`${text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(CONTROL_OR_INVISIBLE, '')
    .replaceAll('`', "'")}\``;
}
