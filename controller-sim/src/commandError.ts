/** A refusal, sent as `{ success: false, error: { code, message } }` (Home Assistant's codes). */
export class CommandError extends Error {
  constructor(
    readonly code: 'invalid_format' | 'not_found' | 'unknown_command' | 'unknown_error',
    message: string,
  ) {
    super(message);
  }
}

export const invalidFormat = (message: string) => new CommandError('invalid_format', message);
