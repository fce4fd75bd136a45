/** A chat request the service turns down: the status and the message the person reads. */
export class ChatRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}
