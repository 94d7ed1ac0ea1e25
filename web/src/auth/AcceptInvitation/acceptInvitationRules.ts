import type { MessageId } from '../../app/i18n/catalogues/en-US.js';

export type AcceptField = 'firstName' | 'lastName' | 'password' | 'passwordConfirmation';
export type AcceptValues = Record<AcceptField, string>;

/** The server's limits (api/src/invitations/invitations.service.ts), mirrored so most mistakes show before sending. */
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1000;

/** Client-side checks of the accept form: the message id per field that fails (empty when all pass). */
export function validateAcceptForm(values: AcceptValues): Partial<Record<AcceptField, MessageId>> {
  const errors: Partial<Record<AcceptField, MessageId>> = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (!firstName) errors.firstName = 'acceptInvitation.firstNameRequired';
  else if (firstName.length > NAME_MAX_LENGTH) errors.firstName = 'acceptInvitation.firstNameTooLong';
  if (!lastName) errors.lastName = 'acceptInvitation.lastNameRequired';
  else if (lastName.length > NAME_MAX_LENGTH) errors.lastName = 'acceptInvitation.lastNameTooLong';
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'acceptInvitation.passwordTooShort';
  else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = 'acceptInvitation.passwordTooLong';
  if (values.passwordConfirmation !== values.password) errors.passwordConfirmation = 'acceptInvitation.passwordMismatch';
  return errors;
}

/** What the page shows after a failed acceptance. */
export type AcceptOutcome =
  | { kind: 'invalidLink' }
  | { kind: 'errors'; form: string | null; fields: Partial<Record<AcceptField, string>> };

type FailedResult =
  | { readonly __typename: 'ValidationError'; readonly message: string; readonly fieldErrors: readonly { readonly path: string; readonly message: string }[] }
  | { readonly __typename: 'NotFoundError'; readonly message: string }
  | { readonly __typename: 'ConflictError'; readonly message: string }
  | { readonly __typename: '%other' };

const SERVER_FIELDS: readonly AcceptField[] = ['firstName', 'lastName', 'password'];

/**
 * Maps a failed AcceptInvitationResult: validation errors on the matching fields (paths like 'password' or
 * 'input.password'), a link that stopped working to the invalid-link state, the rest above the form.
 */
export function acceptInvitationOutcome(result: FailedResult, unexpected: string): AcceptOutcome {
  switch (result.__typename) {
    case 'NotFoundError':
      return { kind: 'invalidLink' };
    case 'ConflictError':
      return { kind: 'errors', form: result.message, fields: {} };
    case 'ValidationError': {
      const fields: Partial<Record<AcceptField, string>> = {};
      const unplaced: string[] = [];
      for (const error of result.fieldErrors) {
        const last = error.path.split('.').pop() ?? '';
        const field = (SERVER_FIELDS as readonly string[]).includes(last) ? (last as AcceptField) : null;
        if (field) fields[field] ??= error.message;
        else unplaced.push(error.message);
      }
      const form = unplaced.length ? unplaced.join(' ') : Object.keys(fields).length ? null : result.message || unexpected;
      return { kind: 'errors', form, fields };
    }
    default:
      return { kind: 'errors', form: unexpected, fields: {} };
  }
}
