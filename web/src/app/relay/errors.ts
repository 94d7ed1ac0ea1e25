/** A GraphQL error as sent by the server (only the parts the client reads). */
export type GraphQLErrorLike = { message: string; path?: readonly (string | number)[]; extensions?: { code?: string } };

/** Thrown into Relay when the session is missing or expired; the app has already been sent to the login page. */
export class UnauthenticatedError extends Error {
  constructor() {
    super('UNAUTHENTICATED');
    this.name = 'UnauthenticatedError';
  }
}

/** Thrown into Relay when a response carries errors and no data. */
export class GraphQLResponseError extends Error {
  readonly errors: readonly GraphQLErrorLike[];
  constructor(errors: readonly GraphQLErrorLike[]) {
    super(errors.map((e) => e.message).join('\n') || 'GraphQL request failed');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
}

/** True when any error of the response says the caller is not signed in. */
export function hasUnauthenticatedError(errors: readonly GraphQLErrorLike[] | null | undefined): boolean {
  return (errors ?? []).some((e) => e?.extensions?.code === 'UNAUTHENTICATED');
}

/** True for the error the network layer raises after sending the browser to the login page. */
export function isUnauthenticatedError(error: unknown): boolean {
  return error instanceof UnauthenticatedError || (error instanceof Error && error.name === 'UnauthenticatedError');
}
