// An odds worker thread: runs each task the pool posts and posts back its result or its player-facing error.
import { parentPort } from 'node:worker_threads';
import { isUserError } from '../errors.js';
import { type OddsTask, runTask } from './tasks.js';

export type WorkerReply =
  | { readonly ready: true }
  | { readonly id: number; readonly result: ReturnType<typeof runTask> }
  | { readonly id: number; readonly userError: { readonly identifier: string; readonly message: string } }
  | { readonly id: number; readonly failure: string };

const port = parentPort;
if (!port) throw new Error('src/odds/worker.ts runs only as a worker thread');
const post = (reply: WorkerReply) => port.postMessage(reply);
port.on('message', ({ id, task }: { id: number; task: OddsTask }) => {
  try {
    post({ id, result: runTask(task) });
  } catch (error) {
    if (isUserError(error)) post({ id, userError: { identifier: error.identifier, message: error.message } });
    else post({ id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
post({ ready: true });
