// Storage backends hold one JSON document per channel beside its append-only log, and write both in one atomic step.

/** Log entries to append with a write, and how many of the newest must be kept (a backend may trim older ones lazily). */
export interface LogAppend {
  readonly entries: ReadonlyArray<{ readonly seq: number; readonly json: string }>;
  readonly keep: number;
}

export interface DocumentBackend {
  readonly kind: 'redis' | 'sqlite';
  get(key: string): Promise<string | undefined>;
  /**
   * Writes `next` only if the stored value is still `expected` (undefined = absent), appending `log` to the key's log in
   * the same atomic step, so a crash can never leave state and log out of step.
   * Returns false when another writer got there first; the caller reloads and retries.
   */
  compareAndSet(key: string, expected: string | undefined, next: string, log?: LogAppend): Promise<boolean>;
  /** The key's log entries, oldest first; may include older entries not yet trimmed. */
  readLog(key: string): Promise<string[]>;
  /** Removes the document and its log. */
  delete(key: string): Promise<void>;
  /** Document keys under this backend's namespace (tests, load test checks). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** Thrown when the backing store cannot be reached: the reply says nothing changed. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Runs a storage call, turning any failure into StorageUnavailableError so handlers can say "nothing changed". */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
}
