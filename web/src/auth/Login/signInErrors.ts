export type SignInField = 'email' | 'password';

/** What the form shows after a failed sign-in: a message above the fields and messages on fields. */
export type SignInFormErrors = { form: string | null; fields: Partial<Record<SignInField, string>> };

type FailedResult =
  | { readonly __typename: 'InvalidCredentialsError'; readonly message: string }
  | { readonly __typename: 'ValidationError'; readonly message: string; readonly fieldErrors: readonly { readonly path: string; readonly message: string }[] }
  | { readonly __typename: '%other' };

const FIELDS: readonly SignInField[] = ['email', 'password'];

/** The form field a server path points at ('email', 'input.email'), if any. */
export function fieldOfPath(path: string): SignInField | null {
  const last = path.split('.').pop() ?? '';
  return (FIELDS as readonly string[]).includes(last) ? (last as SignInField) : null;
}

/**
 * Maps a failed SignInResult to form errors: invalid credentials inline on the form (localized),
 * validation errors on the matching Field, the rest above the form.
 */
export function signInErrors(result: FailedResult, messages: { invalidCredentials: string; unexpected: string }): SignInFormErrors {
  switch (result.__typename) {
    case 'InvalidCredentialsError':
      return { form: messages.invalidCredentials, fields: {} };
    case 'ValidationError': {
      const fields: SignInFormErrors['fields'] = {};
      const unplaced: string[] = [];
      for (const error of result.fieldErrors) {
        const field = fieldOfPath(error.path);
        if (field && !fields[field]) fields[field] = error.message;
        else if (!field) unplaced.push(error.message);
      }
      const form = unplaced.length ? unplaced.join(' ') : Object.keys(fields).length ? null : result.message || messages.unexpected;
      return { form, fields };
    }
    default:
      return { form: messages.unexpected, fields: {} };
  }
}
