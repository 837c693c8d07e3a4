// A refused upload or download: the HTTP status and the message the person reads. The functions
// answer it with lib/security/errorHandler's problem shape ({ error }); `retryAfterSeconds`, when
// set, becomes the Retry-After header (an upload over the daily quota).
export class FileRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'FileRequestError'
  }
}

/** The client went away before the answer: nothing of its upload may be kept. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client disconnected before the upload was answered')
    this.name = 'ClientGoneError'
  }
}
