import { describe, expect, it } from 'vitest';
import { fieldOfPath, signInErrors } from './signInErrors.js';

const messages = { invalidCredentials: 'The email or password is incorrect.', unexpected: 'Signing in failed.' };

describe('signInErrors', () => {
  it('shows invalid credentials on the form, not on a field', () => {
    expect(signInErrors({ __typename: 'InvalidCredentialsError', message: 'server text' }, messages)).toEqual({
      form: 'The email or password is incorrect.',
      fields: {},
    });
  });

  it('puts validation errors on the matching fields', () => {
    const result = signInErrors(
      {
        __typename: 'ValidationError',
        message: 'Some fields are not valid.',
        fieldErrors: [
          { path: 'email', message: 'Enter a valid e-mail address.' },
          { path: 'input.password', message: 'Enter your password.' },
        ],
      },
      messages,
    );
    expect(result).toEqual({ form: null, fields: { email: 'Enter a valid e-mail address.', password: 'Enter your password.' } });
  });

  it('shows errors for unknown paths, or without field errors, on the form', () => {
    expect(
      signInErrors({ __typename: 'ValidationError', message: 'Invalid.', fieldErrors: [{ path: 'captcha', message: 'Solve it.' }] }, messages),
    ).toEqual({ form: 'Solve it.', fields: {} });
    expect(signInErrors({ __typename: 'ValidationError', message: 'Invalid.', fieldErrors: [] }, messages)).toEqual({ form: 'Invalid.', fields: {} });
    expect(signInErrors({ __typename: '%other' }, messages)).toEqual({ form: 'Signing in failed.', fields: {} });
  });

  it('maps dotted paths by their last segment', () => {
    expect(fieldOfPath('input.email')).toBe('email');
    expect(fieldOfPath('password')).toBe('password');
    expect(fieldOfPath('users.2.name')).toBeNull();
  });
});
