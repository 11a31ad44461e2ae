// Typed errors whose message is written for the player; everything else is a bug and is logged.

/** Stable identifiers so tests and callers can tell user errors apart without matching prose. */
export type UserErrorId =
  | 'notation'
  | 'limit'
  | 'option'
  | 'unknown-unit'
  | 'unknown-weapon'
  | 'unknown-template'
  | 'wrong-system'
  | 'import'
  | 'permission'
  | 'conflict'
  | 'storage-unavailable'
  | 'not-found'
  | 'rule'
  | 'rate-limit'
  | 'bounds';

export class UserError extends Error {
  readonly identifier: UserErrorId;
  readonly context: Record<string, unknown> | undefined;

  constructor(identifier: UserErrorId, message: string, context?: Record<string, unknown>) {
    super(message);
    this.name = 'UserError';
    this.identifier = identifier;
    this.context = context;
  }
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}
