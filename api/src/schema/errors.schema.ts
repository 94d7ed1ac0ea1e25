// GraphQL shapes of the domain errors: every one implements the Error interface.
import { builder } from '../builder.js';
import {
  ConflictError,
  FeatureNotOnPlanError,
  InvalidCredentialsError,
  NotFoundError,
  PermissionDeniedError,
  PlanLimitError,
  ValidationError,
  type FieldError,
} from '../errors.js';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'A domain failure a mutation can return.',
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description: 'A problem with one input field.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Dotted path inside the input, e.g. "email" or "users.2.email".' }),
    message: t.exposeString('message'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldErrorRef], resolve: (e) => e.fieldErrors }) }),
});

builder.objectType(NotFoundError, { name: 'NotFoundError', interfaces: [ErrorInterface] });
builder.objectType(PermissionDeniedError, { name: 'PermissionDeniedError', interfaces: [ErrorInterface] });
builder.objectType(ConflictError, { name: 'ConflictError', interfaces: [ErrorInterface] });
builder.objectType(PlanLimitError, { name: 'PlanLimitError', interfaces: [ErrorInterface] });
builder.objectType(FeatureNotOnPlanError, {
  name: 'FeatureNotOnPlanError',
  description: 'The feature needs another plan (the Enterprise plan for SSO and embedding).',
  interfaces: [ErrorInterface],
});
builder.objectType(InvalidCredentialsError, { name: 'InvalidCredentialsError', interfaces: [ErrorInterface] });
