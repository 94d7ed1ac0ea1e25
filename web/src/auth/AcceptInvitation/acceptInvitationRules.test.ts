import { describe, expect, it } from 'vitest';
import { acceptInvitationOutcome, validateAcceptForm } from './acceptInvitationRules.js';

const valid = { firstName: 'Bea', lastName: 'Baker', password: 'correct-horse', passwordConfirmation: 'correct-horse' };

describe('validateAcceptForm', () => {
  it('passes a complete form', () => {
    expect(validateAcceptForm(valid)).toEqual({});
  });

  it('mirrors the server rules: trimmed names 1–100, password 10–1000, the confirmation equal', () => {
    expect(validateAcceptForm({ firstName: '  ', lastName: '', password: 'short', passwordConfirmation: 'shorter' })).toEqual({
      firstName: 'acceptInvitation.firstNameRequired',
      lastName: 'acceptInvitation.lastNameRequired',
      password: 'acceptInvitation.passwordTooShort',
      passwordConfirmation: 'acceptInvitation.passwordMismatch',
    });
    const long = 'x'.repeat(101);
    const huge = 'p'.repeat(1001);
    expect(validateAcceptForm({ firstName: long, lastName: ` ${'y'.repeat(100)} `, password: huge, passwordConfirmation: huge })).toEqual({
      firstName: 'acceptInvitation.firstNameTooLong',
      password: 'acceptInvitation.passwordTooLong',
    });
    expect(validateAcceptForm({ ...valid, password: 'p'.repeat(10), passwordConfirmation: 'p'.repeat(10) })).toEqual({});
  });
});

describe('acceptInvitationOutcome', () => {
  it('puts validation errors on the matching fields, by the last path segment', () => {
    const outcome = acceptInvitationOutcome(
      {
        __typename: 'ValidationError',
        message: 'Some fields are not valid.',
        fieldErrors: [
          { path: 'firstName', message: 'Enter your first name.' },
          { path: 'input.password', message: 'The password needs at least 10 characters.' },
        ],
      },
      'Unexpected',
    );
    expect(outcome).toEqual({
      kind: 'errors',
      form: null,
      fields: { firstName: 'Enter your first name.', password: 'The password needs at least 10 characters.' },
    });
  });

  it('shows errors of other paths, conflicts and unknown results above the form', () => {
    expect(
      acceptInvitationOutcome(
        { __typename: 'ValidationError', message: 'Invalid.', fieldErrors: [{ path: 'token', message: 'The invitation link is incomplete.' }] },
        'Unexpected',
      ),
    ).toEqual({ kind: 'errors', form: 'The invitation link is incomplete.', fields: {} });
    expect(acceptInvitationOutcome({ __typename: 'ConflictError', message: 'A user with this e-mail address already exists.' }, 'Unexpected')).toEqual({
      kind: 'errors',
      form: 'A user with this e-mail address already exists.',
      fields: {},
    });
    expect(acceptInvitationOutcome({ __typename: '%other' }, 'Unexpected')).toEqual({ kind: 'errors', form: 'Unexpected', fields: {} });
  });

  it('turns a link that stopped working into the invalid-link state', () => {
    expect(acceptInvitationOutcome({ __typename: 'NotFoundError', message: 'This invitation is not valid any more.' }, 'Unexpected')).toEqual({
      kind: 'invalidLink',
    });
  });
});
