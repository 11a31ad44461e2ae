// How tests start TypeScript child processes: node with tsx's loader, resolved from this repo so any cwd works.
import { pathToFileURL } from 'node:url';

export const TSX_LOADER = pathToFileURL(new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).pathname).href;

/** Arguments for `node` to run a .ts file. */
export function tsxArgs(file: string, ...args: string[]): string[] {
  return ['--import', TSX_LOADER, file, ...args];
}
