/** A calls request the server turns down: the status and the message the person reads. */
export class CallRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** The message of a refusal that names no rule (not your community, not your device, ...). */
export const FORBIDDEN = 'Forbidden';
