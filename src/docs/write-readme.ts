// `npm run readme:commands`: rewrites the README's generated command reference.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadCommands } from '../registry.js';
import { withCommandReference } from './command-reference.js';

const path = new URL('../../README.md', import.meta.url);
const commands = [...(await loadCommands()).values()];
writeFileSync(path, withCommandReference(readFileSync(path, 'utf8'), commands));
console.log(`README command reference updated (${commands.length} commands).`);
