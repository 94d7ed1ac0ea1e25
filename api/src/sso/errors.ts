/** A single sign-on attempt that cannot complete; the message is shown to the person signing in. */
export class SingleSignOnError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SingleSignOnError';
  }
}
