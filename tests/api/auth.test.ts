import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, PASSWORD, signInCookie } from '../support/factories.js';

const SignIn = graphql(`
  mutation AuthSignIn($email: String!, $password: String!) {
    signIn(input: { email: $email, password: $password }) {
      __typename
      ... on SignInSuccess { viewer { user { email type isAdmin } organization { name } } }
      ... on InvalidCredentialsError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`);

const ViewerEmail = graphql(`
  query AuthViewer { viewer { user { email } } }
`);

const SignOut = graphql(`
  mutation AuthSignOut($everywhere: Boolean) { signOut(input: { everywhere: $everywhere }) { __typename ... on SignOutSuccess { signedOut } } }
`);

let t: TestApp;
let email: string;
let orgName: string;

beforeAll(async () => {
  t = await startTestApp();
  const org = await createOrg(t.db.prisma, { name: 'Acme' });
  orgName = org.name;
  email = (await createTestUser(t.db.prisma, org.id, 'CREATOR')).email;
});
afterAll(() => t.close());

describe('signIn', () => {
  it('opens a session: http-only SameSite=Lax cookie, and the viewer in the same response', async () => {
    const res = await t.gql(SignIn, { email, password: PASSWORD });
    expect(res.errors).toBeUndefined();
    expect(res.data?.signIn).toEqual({
      __typename: 'SignInSuccess',
      viewer: { user: { email, type: 'CREATOR', isAdmin: false }, organization: { name: orgName } },
    });
    const cookie = res.cookies.find((c) => c.startsWith('meridian_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const res = await t.gql(SignIn, { email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(res.data?.signIn.__typename).toBe('SignInSuccess');
  });

  it('answers the same typed error for a wrong password and an unknown e-mail (no user enumeration)', async () => {
    const wrong = await t.gql(SignIn, { email, password: 'not the password' });
    const unknown = await t.gql(SignIn, { email: 'nobody@example.test', password: 'whatever' });
    expect(wrong.data?.signIn).toEqual({ __typename: 'InvalidCredentialsError', message: 'The e-mail address or the password is not correct.' });
    expect(unknown.data?.signIn).toEqual(wrong.data?.signIn);
    expect(wrong.cookies.some((c) => c.startsWith('meridian_session=') && !c.startsWith('meridian_session=;'))).toBe(false);
  });

  it('returns field errors for empty input', async () => {
    const res = await t.gql(SignIn, { email: ' ', password: '' });
    expect(res.data?.signIn).toEqual({
      __typename: 'ValidationError',
      message: 'Some fields are not valid.',
      fieldErrors: [
        { path: 'email', message: 'Enter your e-mail address.' },
        { path: 'password', message: 'Enter your password.' },
      ],
    });
  });

  it('refuses deleted users', async () => {
    const org = await createOrg(t.db.prisma);
    const gone = await createTestUser(t.db.prisma, org.id, 'VIEWER');
    await t.db.prisma.user.update({ where: { id: gone.id }, data: { isDeleted: true } });
    const res = await t.gql(SignIn, { email: gone.email, password: PASSWORD });
    expect(res.data?.signIn.__typename).toBe('InvalidCredentialsError');
  });
});

describe('UNAUTHENTICATED', () => {
  it('answers without a session, with the code the web app signs out on', async () => {
    const res = await t.gql(ViewerEmail, {});
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers for a forged cookie', async () => {
    const res = await t.gql(ViewerEmail, {}, { cookie: 'meridian_session=forged' });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('signOut', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = await signInCookie(t, email);
    expect((await t.gql(ViewerEmail, {}, { cookie })).data?.viewer.user.email).toBe(email);
    const out = await t.gql(SignOut, {}, { cookie });
    expect(out.data?.signOut).toEqual({ __typename: 'SignOutSuccess', signedOut: true });
    expect(out.cookies[0]).toMatch(/^meridian_session=; .*Max-Age=0/);
    expect((await t.gql(ViewerEmail, {}, { cookie })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('everywhere: ends the other sessions of the user too', async () => {
    const first = await signInCookie(t, email);
    const second = await signInCookie(t, email);
    expect((await t.gql(ViewerEmail, {}, { cookie: first })).data?.viewer.user.email).toBe(email); // now cached
    await t.gql(SignOut, { everywhere: true }, { cookie: second });
    expect((await t.gql(ViewerEmail, {}, { cookie: first })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is harmless when already signed out', async () => {
    const res = await t.gql(SignOut, {});
    expect(res.data?.signOut).toEqual({ __typename: 'SignOutSuccess', signedOut: true });
  });
});
