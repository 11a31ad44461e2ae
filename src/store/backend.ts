// Storage backends hold one JSON string per channel and offer compare-and-set, the basis of "no lost update".

export interface DocumentBackend {
  readonly kind: 'redis' | 'sqlite';
  get(key: string): Promise<string | undefined>;
  /**
   * Writes `next` only if the stored value is still `expected` (undefined = absent).
   * Returns false when another writer got there first; the caller reloads and retries.
   */
  compareAndSet(key: string, expected: string | undefined, next: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Keys under this backend's namespace (tests, load test checks). */
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
