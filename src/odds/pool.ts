// A small fixed pool of worker threads for odds too heavy for the thread that serves Discord. Each query has a hard
// time budget; past it its worker is terminated (the only way to stop synchronous work) and a fresh one takes its place.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { UserError, type UserErrorId } from '../errors.js';
import type { OddsResult, OddsTask, ResultOf } from './tasks.js';
import type { WorkerReply } from './worker.js';

export interface OddsPoolOptions {
  /** Worker threads; default ODDS_WORKERS, else 2 (one on a single core). */
  readonly size?: number;
  /**
   * Milliseconds from asking to answer, queueing included; default ODDS_BUDGET_MS, else 2,000. The clock starts once
   * some worker has loaded, since thread start-up is not the query's doing.
   */
  readonly budgetMs?: number;
  /** Queries waiting for a worker beyond which new ones are refused at once. */
  readonly maxQueue?: number;
  /** Old-generation heap per worker: a query that outgrows it kills only its worker. */
  readonly heapMb?: number;
}

type Job = {
  readonly id: number;
  readonly budgetMs: number;
  readonly task: OddsTask;
  readonly resolve: (result: OddsResult) => void;
  readonly reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
};

type Slot = { worker: Worker; ready: boolean; job?: Job };

const fromEnv = (name: string): number | undefined => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** Source runs through tsx, which a new thread must register itself; the compiled build loads plain JavaScript. */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./worker-boot.mjs', import.meta.url)
  : new URL('./worker.js', import.meta.url);

export class OddsPool {
  readonly size: number;
  readonly budgetMs: number;
  private readonly maxQueue: number;
  private readonly heapMb: number;
  private readonly slots: Slot[] = [];
  /** A loaded worker kept aside, so a cancelled query's replacement is ready at once rather than after start-up. */
  private spare: Slot | undefined;
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Queries stopped at their budget, for the bench and tests. */
  cancelled = 0;

  constructor(options: OddsPoolOptions = {}) {
    this.size = options.size ?? fromEnv('ODDS_WORKERS') ?? Math.max(1, Math.min(2, availableParallelism() - 1));
    this.budgetMs = options.budgetMs ?? fromEnv('ODDS_BUDGET_MS') ?? 2000;
    this.maxQueue = options.maxQueue ?? 8 * this.size;
    this.heapMb = options.heapMb ?? 512;
  }

  /**
   * Resolves with the task's result; rejects with a UserError when refused, cancelled or the worker failed on input.
   * `budgetMs` overrides the pool's budget for this one query.
   */
  run<T extends OddsTask>(task: T, options: { budgetMs?: number } = {}): Promise<ResultOf<T>> {
    return this.enqueue(task, options) as Promise<ResultOf<T>>;
  }

  private enqueue(task: OddsTask, options: { budgetMs?: number }): Promise<OddsResult> {
    if (this.closed) return Promise.reject(new Error('odds pool closed'));
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(new UserError('rate-limit', 'Odds are busy with other heavy questions right now; try again in a few seconds.'));
    }
    this.fill();
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, budgetMs: options.budgetMs ?? this.budgetMs, task, resolve, reject });
      this.startClocks();
      this.pump();
      this.holdProcess();
    });
  }

  /** Resolves once every worker has loaded, so a benchmark or test does not time thread start-up. */
  async warm(): Promise<void> {
    this.fill();
    await Promise.all(
      [...this.slots, ...(this.spare ? [this.spare] : [])].map((slot) =>
        slot.ready ? undefined : new Promise<void>((resolve) => slot.worker.once('message', () => resolve())),
      ),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('odds pool closed'));
    for (const slot of this.slots) {
      if (!slot.job) continue;
      clearTimeout(slot.job.timer);
      slot.job.reject(new Error('odds pool closed'));
      slot.job = undefined;
    }
    const spare = this.spare ? [this.spare] : [];
    this.spare = undefined;
    await Promise.all([...this.slots.splice(0), ...spare].map((slot) => slot.worker.terminate()));
  }

  /** Workers keep the process alive only while a query waits on them, so a console run exits when it is done. */
  private holdProcess(): void {
    const busy = this.queue.length > 0 || this.slots.some((slot) => slot.job);
    for (const slot of this.slots) {
      if (busy) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  private fill(): void {
    while (this.slots.length < this.size) this.slots.push(this.spawn());
    this.spare ??= this.spawn();
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.heapMb } });
    // Idle workers must not keep a console run or a test process alive (holdProcess refs them while busy).
    worker.unref();
    const slot: Slot = { worker, ready: false };
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (error) => this.onCrash(slot, error));
    worker.on('exit', () => this.onCrash(slot, new Error('odds worker exited')));
    return slot;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      job.timer ??= this.clock(job);
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if ('ready' in reply) {
      slot.ready = true;
      this.startClocks();
      this.pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== reply.id) return;
    this.finish(slot, job);
    if ('result' in reply) job.resolve(reply.result);
    else if ('userError' in reply) job.reject(new UserError(reply.userError.identifier as UserErrorId, reply.userError.message));
    else job.reject(new Error(`odds worker failed: ${reply.failure}`));
    this.pump();
    this.holdProcess();
  }

  private finish(slot: Slot, job: Job): void {
    clearTimeout(job.timer);
    slot.job = undefined;
  }

  private clock(job: Job): NodeJS.Timeout {
    return setTimeout(() => this.expire(job), job.budgetMs);
  }

  private startClocks(): void {
    if (!this.slots.some((slot) => slot.ready)) return;
    for (const job of this.queue) job.timer ??= this.clock(job);
  }

  /**
   * Past the budget a running query is mid-computation and cannot be interrupted, so its worker is terminated and
   * replaced; a query still waiting for a worker is simply dropped from the queue.
   */
  private expire(job: Job): void {
    const seconds = (job.budgetMs / 1000).toLocaleString('en-US');
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      this.holdProcess();
      job.reject(
        new UserError(
          'rate-limit',
          `Odds are busy with other heavy questions: yours waited ${seconds} s and was dropped. Try again in a moment.`,
        ),
      );
      return;
    }
    const slot = this.slots.find((candidate) => candidate.job === job);
    if (!slot) return;
    this.cancelled++;
    this.replace(slot);
    job.reject(
      new UserError('limit', `That needed more than ${seconds} s to work out exactly, so it was stopped. Try fewer or smaller dice.`, {
        cancelled: true,
        budgetMs: job.budgetMs,
      }),
    );
  }

  private onCrash(slot: Slot, error: Error): void {
    if (this.closed) return;
    if (slot === this.spare) {
      this.spare = undefined;
      return;
    }
    if (!this.slots.includes(slot)) return;
    const job = slot.job;
    this.replace(slot);
    if (!job) return;
    clearTimeout(job.timer);
    const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
    job.reject(
      outOfMemory ? new UserError('limit', 'That needs more memory than one question may use. Try fewer or smaller dice.') : error,
    );
  }

  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    const old = slot.worker;
    old.removeAllListeners();
    // A terminated worker may still report an error; nobody listens to it any more.
    old.on('error', () => {});
    void old.terminate();
    if (index >= 0) {
      this.slots[index] = this.spare ?? this.spawn();
      this.spare = this.spawn();
    }
    this.pump();
    this.holdProcess();
  }
}

/** Whether `error` is a query stopped at its budget (not refused, not failed): it may yet be estimated. */
export function isCancelled(error: unknown): error is UserError {
  return error instanceof UserError && error.context?.cancelled === true;
}

let shared: OddsPool | undefined;

/** The process's one pool, started on first use. */
export function oddsPool(): OddsPool {
  shared ??= new OddsPool();
  return shared;
}
