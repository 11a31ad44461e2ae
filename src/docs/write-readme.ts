// `npm run readme:commands`: rewrites the README's generated blocks (command reference, quick-starts, dice notation).
import { readFileSync, writeFileSync } from 'node:fs';
import { loadCommands } from '../registry.js';
import { withCommandReference } from './command-reference.js';
import { withHelpBlocks } from './help-markdown.js';

const path = new URL('../../README.md', import.meta.url);
const commands = [...(await loadCommands()).values()];
writeFileSync(path, withHelpBlocks(withCommandReference(readFileSync(path, 'utf8'), commands)));
console.log(`README command reference, quick-starts and dice notation updated (${commands.length} commands).`);
