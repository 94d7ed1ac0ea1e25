// Domain failures. Mutations list the ones they can return; the errors plugin turns them into union members.
import { GraphQLError } from 'graphql';
import type { z } from 'zod';

export type FieldError = { path: string; message: string };

export class ValidationError extends Error {
  constructor(
    readonly fieldErrors: FieldError[],
    message = 'Some fields are not valid.',
  ) {
    super(message);
    this.name = 'ValidationError';
  }

  /** One error on one input field. */
  static on(path: string, message: string) {
    return new ValidationError([{ path, message }]);
  }
}

export class NotFoundError extends Error {
  constructor(message = 'Not found.') {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class PermissionDeniedError extends Error {
  constructor(message = 'You do not have permission to do this.') {
    super(message);
    this.name = 'PermissionDeniedError';
  }
}

export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

export class PlanLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanLimitError';
  }
}

export class FeatureNotOnPlanError extends Error {
  constructor(message = 'This feature is not included in your plan.') {
    super(message);
    this.name = 'FeatureNotOnPlanError';
  }
}

export class InvalidCredentialsError extends Error {
  constructor() {
    // One message for unknown e-mail and wrong password alike: no user enumeration.
    super('The e-mail address or the password is not correct.');
    this.name = 'InvalidCredentialsError';
  }
}

/** The request carries no valid session or token; the web app signs out on this code. */
export const unauthenticated = () =>
  new GraphQLError('You are not signed in.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });

export const forbidden = (message = 'You do not have permission to do this.') =>
  new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

/** Parses input with a zod schema, or throws a ValidationError whose paths are relative to the input. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue; // the first message per field is the one a form shows
    seen.add(path);
    fieldErrors.push({ path, message: issue.message });
  }
  throw new ValidationError(fieldErrors);
}
