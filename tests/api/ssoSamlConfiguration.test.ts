// The SAML configuration API (spec 01 §2.8, §3–§8): reading with Meridian's SP data, validation on field paths,
// the authentication test through a real IdP (tests/support/testIdp.ts), the save rule after a test, plan gating,
// authorization for every user type and isolation between organizations.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';
import { readAutoPostForm, readRedirectRequest, startTestIdp, type TestIdp } from '../support/testIdp.js';
import type { Organization } from '../../api/src/generated/prisma/client.js';

const Configuration = graphql(`
  query SamlConfigurationRead {
    samlConfiguration {
      __typename
      ... on SamlConfiguration {
        isEnabled
        idpMetadata
        maxAuthenticationLifetime
        userAttributeMappings { email { value condition description } roles { value condition description } type { value condition } }
        serviceProvider { entityId acsUrl metadataUrl metadataDownloadUrl }
      }
      ... on FeatureNotOnPlanError { message }
    }
  }
`);
const Save = graphql(`
  mutation SamlConfigurationSave($input: SaveSamlConfigurationInput!) {
    saveSamlConfiguration(input: $input) {
      __typename
      ... on SaveSamlConfigurationSuccess { configuration { isEnabled maxAuthenticationLifetime } }
      ... on ValidationError { fieldErrors { path message } }
      ... on Error { message }
    }
  }
`);
const StartTest = graphql(`
  mutation SamlTestStart($input: StartSamlTestInput!) {
    startSamlTest(input: $input) {
      __typename
      ... on StartSamlTestSuccess { testId testUrl }
      ... on ValidationError { fieldErrors { path message } }
      ... on Error { message }
    }
  }
`);
const TestResult = graphql(`
  query SamlTestResultRead($id: ID!) {
    samlTestResult(id: $id) {
      __typename
      ... on SamlTest {
        id
        result {
          user { providerKey type firstName lastName email languageId roleIds }
          tenant { name externalId }
          attributes { name values }
          errorMessage
        }
      }
      ... on Error { message }
    }
  }
`);

type Mapping = { value?: string | null; condition?: string | null; description?: string | null };
const mappings = (type: string): Record<string, Mapping[]> => ({
  email: [{ value: '${email}' }],
  firstName: [{ value: '${givenName}' }],
  lastName: [{ value: '${sn}' }],
  type: [{ value: type }],
  language: [{ value: 'fr-FR' }],
  roles: [{ value: 'kg-${groups}' }],
  tenant: [{ value: '${customer}', description: 'the customer' }],
});
const NOT_CREATOR = 'Your updated user is not a creator. You cannot save the configuration since you would subsequently lose access to Studio.';

let t: TestApp;
let idp: TestIdp;
let org: Organization;
let starter: Organization;
let otherOrg: Organization;
const cookies: Record<string, string> = {};
let retailRoleId: string;

const draft = (type = 'CREATOR') => ({ idpMetadata: idp.metadataXml, maxAuthenticationLifetime: 7200, userAttributeMappings: mappings(type) });
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

/** Runs the test popup like a browser: test URL → IdP → ACS; returns the ACS page and the message it posts. */
async function runTestPopup(testUrl: string, cookie: string) {
  const start = await fetch(testUrl, { headers: { cookie }, redirect: 'manual' });
  expect(start.status).toBe(302);
  const request = readRedirectRequest(start.headers.get('location')!);
  const form = readAutoPostForm(await (await fetch(start.headers.get('location')!)).text());
  const acs = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
  const html = await acs.text();
  const script = /<script nonce="([^"]+)">\(function\(\)\{var m=(.*?);if\(window\.opener\)\{window\.opener\.postMessage\(m,("[^"]*")\)/.exec(html);
  return { request, acs, html, nonce: script?.[1], message: script ? JSON.parse(script[2]) : null, targetOrigin: script ? JSON.parse(script[3]) : null };
}

async function startTest(cookie: string, input = draft()) {
  const res = await t.gql(StartTest, { input }, { cookie });
  if (res.data?.startSamlTest.__typename !== 'StartSamlTestSuccess') throw new Error(JSON.stringify(res));
  return res.data.startSamlTest;
}

beforeAll(async () => {
  t = await startTestApp();
  t.config.publicUrl = t.url;
  idp = await startTestIdp();
  org = await createOrg(t.db.prisma, { isEnterprise: true, planName: 'Enterprise', usesTenants: true });
  starter = await createOrg(t.db.prisma);
  otherOrg = await createOrg(t.db.prisma, { isEnterprise: true, planName: 'Enterprise' });
  retailRoleId = (await t.db.prisma.role.create({ data: { orgId: org.id, name: 'kg-retail' } })).id;
  await t.db.prisma.tenant.create({ data: { orgId: org.id, externalId: 'acme', name: 'Acme Inc.' } });
  const users = {
    superAdmin: await createTestUser(t.db.prisma, org.id, 'ADMIN', { isSuperUser: true }),
    superCreator: await createTestUser(t.db.prisma, org.id, 'CREATOR', { isSuperUser: true }),
    admin: await createTestUser(t.db.prisma, org.id, 'ADMIN'),
    creator: await createTestUser(t.db.prisma, org.id, 'CREATOR'),
    viewer: await createTestUser(t.db.prisma, org.id, 'VIEWER'),
    starterSuper: await createTestUser(t.db.prisma, starter.id, 'ADMIN', { isSuperUser: true }),
    otherSuper: await createTestUser(t.db.prisma, otherOrg.id, 'ADMIN', { isSuperUser: true }),
  };
  for (const [name, user] of Object.entries(users)) cookies[name] = await signInCookie(t, user.email);
});

afterAll(async () => {
  await idp?.close();
  await t?.close();
});

beforeEach(() => {
  idp.user = {
    nameId: 'sam@idp',
    attributes: { email: ['sam@example.test'], givenName: ['Sam'], sn: ['Sample'], groups: ['retail', 'finance'], customer: ['acme'] },
  };
  idp.loginResponseOptions = {};
});

describe('reading the configuration', () => {
  it('gives the defaults and Meridian\'s service provider data read from its metadata document', async () => {
    const res = await t.gql(Configuration, {}, { cookie: cookies.superAdmin });
    const metadataUrl = `${t.url}/auth/saml/${org.id}/metadata.xml`;
    expect(res.data?.samlConfiguration).toEqual({
      __typename: 'SamlConfiguration',
      isEnabled: false,
      idpMetadata: '',
      maxAuthenticationLifetime: 28800,
      userAttributeMappings: { email: [], roles: [], type: [] },
      serviceProvider: { entityId: metadataUrl, acsUrl: `${t.url}/auth/saml/${org.id}/acs`, metadataUrl, metadataDownloadUrl: `${metadataUrl}?download` },
    });
  });
});

describe('validation on field paths', () => {
  const save = (input: Record<string, unknown>, cookie = cookies.superAdmin) =>
    t.gql(Save, { input: { isEnabled: true, ...draft(), ...input } as never }, { cookie });
  const fieldErrors = async (input: Record<string, unknown>) => {
    const res = await save(input);
    expect(res.data?.saveSamlConfiguration.__typename).toBe('ValidationError');
    return (res.data?.saveSamlConfiguration as { fieldErrors: { path: string; message: string }[] }).fieldErrors;
  };

  it('checks the identity provider metadata', async () => {
    const cases: [string, string][] = [
      ['', 'The identity provider metadata is required.'],
      ['not xml at all <', 'The metadata is not well-formed XML (document type declarations are not allowed).'],
      [`<!DOCTYPE x [<!ENTITY e "boom">]>${idp.metadataXml.replace(/^<\?xml[^>]*>\s*/, '')}`, 'The metadata is not well-formed XML (document type declarations are not allowed).'],
      [
        (await (await fetch(`${t.url}/auth/saml/${org.id}/metadata.xml`)).text()),
        'The metadata does not describe an identity provider (no IDPSSODescriptor in an EntityDescriptor).',
      ],
      [idp.metadataXml.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, ''), 'The metadata has no signing certificate.'],
      [idp.metadataXml.replace(/<ds:X509Certificate>[^<]*</, '<ds:X509Certificate>bm90IGEgY2VydA==<'), 'A signing certificate in the metadata is not a valid X.509 certificate.'],
      [idp.metadataXml.replace(/<md:SingleSignOnService[^>]*\/>/g, ''), 'The metadata has no single sign-on location with the HTTP-Redirect or HTTP-POST binding.'],
      [idp.metadataXml.replace(/Location="[^"]*"/g, 'Location="ftp://idp.example/sso"'), 'The single sign-on location must be an http or https URL.'],
      [idp.metadataXml.replace(/ entityID="[^"]*"/, ''), 'The metadata has no entityID.'],
    ];
    for (const [idpMetadata, message] of cases) expect(await fieldErrors({ idpMetadata })).toEqual([{ path: 'idpMetadata', message }]);
  });

  it('checks the maximum authentication lifetime', async () => {
    expect(await fieldErrors({ maxAuthenticationLifetime: 0 })).toEqual([
      { path: 'maxAuthenticationLifetime', message: 'The maximum authentication lifetime must be at least 1 second.' },
    ]);
    expect(await fieldErrors({ maxAuthenticationLifetime: 400 * 86_400 })).toEqual([
      { path: 'maxAuthenticationLifetime', message: 'The maximum authentication lifetime must not exceed 31622400 seconds (a year).' },
    ]);
  });

  it('checks the mappings with the shared rules, on userAttributeMappings paths', async () => {
    const errors = await fieldErrors({
      userAttributeMappings: { ...mappings('CREATOR'), email: [{ value: '' }], roles: [{ value: 'x', condition: '' }, { value: 'y', condition: 'groups = "a"' }] },
    });
    expect(errors.map((e) => e.path)).toEqual(['userAttributeMappings.email.0.value', 'userAttributeMappings.roles.0.condition', 'userAttributeMappings.roles.1.condition']);
    expect(errors[0].message).toBe('The value is required.');
  });

  it('lets SAML be saved off with blank metadata, and validates the test draft the same way', async () => {
    const off = await save({ isEnabled: false, idpMetadata: '   ' });
    expect(off.data?.saveSamlConfiguration).toEqual({ __typename: 'SaveSamlConfigurationSuccess', configuration: { isEnabled: false, maxAuthenticationLifetime: 7200 } });
    const res = await t.gql(StartTest, { input: { ...draft(), idpMetadata: '' } }, { cookie: cookies.superAdmin });
    expect(res.data?.startSamlTest).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'idpMetadata', message: 'The identity provider metadata is required.' }],
      message: 'Some fields are not valid.',
    });
  });
});

describe('the authentication test', () => {
  it('runs through the IdP in the popup, posts the result to Meridian\'s origin only, signs nobody in, and keeps the result', async () => {
    const sessions = await t.db.prisma.session.count();
    const { testId, testUrl } = await startTest(cookies.superCreator);
    expect(testUrl).toBe(`${t.url}/auth/saml/${org.id}/test/${testId}`);
    const popup = await runTestPopup(testUrl, cookies.superCreator);
    expect(popup.request.relayState).toBe(`test:${testId}`);
    expect(popup.acs.status).toBe(200);
    expect(popup.acs.headers.get('content-security-policy')).toBe(`default-src 'none'; script-src 'nonce-${popup.nonce}'; frame-ancestors 'none'`);
    expect(popup.targetOrigin).toBe(new URL(t.url).origin);
    const expected = {
      user: { providerKey: 'sam@idp', type: 'CREATOR', firstName: 'Sam', lastName: 'Sample', email: 'sam@example.test', languageId: 'fr-FR', roleIds: [globalId('Role', retailRoleId)] },
      tenant: { name: 'Acme Inc.', externalId: 'acme' },
      attributes: { email: ['sam@example.test'], givenName: ['Sam'], sn: ['Sample'], groups: ['retail', 'finance'], customer: ['acme'] },
      errorMessage: null,
    };
    expect(popup.message).toEqual({ type: 'meridian:saml-test-result', testId, result: expected });
    expect(popup.acs.headers.getSetCookie()).toEqual([]);
    expect(await t.db.prisma.session.count()).toBe(sessions);
    expect(await t.db.prisma.user.count({ where: { ssoSubject: 'sam@idp' } })).toBe(0);

    const stored = await t.gql(TestResult, { id: testId }, { cookie: cookies.superCreator });
    expect(stored.data?.samlTestResult).toEqual({
      __typename: 'SamlTest',
      id: testId,
      result: {
        ...expected,
        attributes: [
          { name: 'customer', values: ['acme'] },
          { name: 'email', values: ['sam@example.test'] },
          { name: 'givenName', values: ['Sam'] },
          { name: 'groups', values: ['retail', 'finance'] },
          { name: 'sn', values: ['Sample'] },
        ],
      },
    });
  });

  it('reports a refused answer as the test\'s error', async () => {
    idp.loginResponseOptions = { signWithForeignKey: true };
    const { testId, testUrl } = await startTest(cookies.superCreator);
    const popup = await runTestPopup(testUrl, cookies.superCreator);
    expect(popup.message).toEqual({
      type: 'meridian:saml-test-result',
      testId,
      result: { user: null, tenant: null, attributes: {}, errorMessage: 'Invalid document signature' },
    });
    expect(popup.html).toContain('The authentication test failed.');
  });

  it('is pending until the IdP answers, and only its starter may open or read it', async () => {
    const { testId, testUrl } = await startTest(cookies.superCreator);
    expect((await t.gql(TestResult, { id: testId }, { cookie: cookies.superCreator })).data?.samlTestResult).toEqual({ __typename: 'SamlTest', id: testId, result: null });
    expect((await t.gql(TestResult, { id: testId }, { cookie: cookies.superAdmin })).data?.samlTestResult).toEqual({
      __typename: 'NotFoundError',
      message: 'The authentication test was not found or has expired.',
    });
    expect((await fetch(testUrl, { redirect: 'manual' })).status).toBe(401);
    expect((await fetch(testUrl, { headers: { cookie: cookies.superAdmin }, redirect: 'manual' })).status).toBe(404);
    expect((await fetch(testUrl, { headers: { cookie: cookies.otherSuper }, redirect: 'manual' })).status).toBe(404);
    expect((await fetch(testUrl, { headers: { cookie: cookies.creator }, redirect: 'manual' })).status).toBe(403);
  });
});

describe('saving enabled after a test', () => {
  const saveEnabled = (cookie: string, testId: string | null, input = draft()) => t.gql(Save, { input: { isEnabled: true, ...input, testId } }, { cookie });

  it("is refused when the tested user would be neither admin nor creator, with the spec's message", async () => {
    const { testId, testUrl } = await startTest(cookies.superCreator, draft('VIEWER'));
    expect((await runTestPopup(testUrl, cookies.superCreator)).message.result.user.type).toBe('VIEWER');
    expect((await saveEnabled(cookies.superCreator, testId, draft('VIEWER'))).data?.saveSamlConfiguration).toEqual({ __typename: 'ConflictError', message: NOT_CREATOR });
    // Also for an admin who relies on that test implicitly.
    const { testId: adminTest, testUrl: adminUrl } = await startTest(cookies.superAdmin, draft('VIEWER'));
    await runTestPopup(adminUrl, cookies.superAdmin);
    expect(adminTest).toBeTruthy();
    expect((await saveEnabled(cookies.superAdmin, null, draft('VIEWER'))).data?.saveSamlConfiguration).toEqual({ __typename: 'ConflictError', message: NOT_CREATOR });
    expect((await t.db.prisma.samlConfiguration.findUnique({ where: { orgId: org.id } }))?.isEnabled ?? false).toBe(false);
  });

  it('needs a finished, successful test of the same configuration', async () => {
    const pending = await startTest(cookies.superCreator);
    expect((await saveEnabled(cookies.superCreator, pending.testId)).data?.saveSamlConfiguration).toEqual({
      __typename: 'ValidationError',
      message: 'Some fields are not valid.',
      fieldErrors: [{ path: 'testId', message: 'The test has not finished yet.' }],
    });
    await runTestPopup(pending.testUrl, cookies.superCreator);
    const changed = { ...draft(), maxAuthenticationLifetime: 60 };
    expect((await saveEnabled(cookies.superCreator, pending.testId, changed)).data?.saveSamlConfiguration).toMatchObject({
      fieldErrors: [{ path: 'testId', message: 'The configuration changed since the test. Please test it again.' }],
    });
    expect((await saveEnabled(cookies.superCreator, 'no-such-test')).data?.saveSamlConfiguration).toMatchObject({
      fieldErrors: [{ path: 'testId', message: 'The test was not found or has expired. Please test the configuration again.' }],
    });
    expect((await saveEnabled(cookies.superCreator, null, changed)).data?.saveSamlConfiguration).toMatchObject({
      fieldErrors: [{ path: 'testId', message: 'Test the configuration before saving it enabled.' }],
    });
    idp.loginResponseOptions = { audience: 'https://elsewhere.example' };
    const failed = await startTest(cookies.superCreator);
    await runTestPopup(failed.testUrl, cookies.superCreator);
    expect((await saveEnabled(cookies.superCreator, failed.testId)).data?.saveSamlConfiguration).toMatchObject({
      fieldErrors: [{ path: 'testId', message: 'The test failed. Please correct the configuration and test it again.' }],
    });
  });

  it('saves after a passing test; admins may save without one', async () => {
    const { testId, testUrl } = await startTest(cookies.superCreator);
    await runTestPopup(testUrl, cookies.superCreator);
    expect((await saveEnabled(cookies.superCreator, testId)).data?.saveSamlConfiguration).toEqual({
      __typename: 'SaveSamlConfigurationSuccess',
      configuration: { isEnabled: true, maxAuthenticationLifetime: 7200 },
    });
    const admin = await saveEnabled(cookies.superAdmin, null, { ...draft('ADMIN'), maxAuthenticationLifetime: 3600 });
    expect(admin.data?.saveSamlConfiguration).toEqual({ __typename: 'SaveSamlConfigurationSuccess', configuration: { isEnabled: true, maxAuthenticationLifetime: 3600 } });
    const read = await t.gql(Configuration, {}, { cookie: cookies.superCreator });
    expect(read.data?.samlConfiguration).toMatchObject({
      isEnabled: true,
      idpMetadata: idp.metadataXml.trim(),
      maxAuthenticationLifetime: 3600,
      userAttributeMappings: { email: [{ value: '${email}', condition: null, description: null }], type: [{ value: 'ADMIN', condition: null }] },
    });
    // Switching off saves at once, without a test.
    expect((await t.gql(Save, { input: { isEnabled: false, ...draft() } }, { cookie: cookies.superCreator })).data?.saveSamlConfiguration).toMatchObject({
      configuration: { isEnabled: false },
    });
  });
});

describe('plan gating', () => {
  it('answers FeatureNotOnPlanError for every SAML configuration call off the Enterprise plan', async () => {
    const cookie = cookies.starterSuper;
    const message = 'Single sign-on and embedding are available on the Enterprise plan.';
    expect((await t.gql(Configuration, {}, { cookie })).data?.samlConfiguration).toEqual({ __typename: 'FeatureNotOnPlanError', message });
    expect((await t.gql(Save, { input: { isEnabled: false, ...draft() } }, { cookie })).data?.saveSamlConfiguration).toEqual({ __typename: 'FeatureNotOnPlanError', message });
    expect((await t.gql(StartTest, { input: draft() }, { cookie })).data?.startSamlTest).toEqual({ __typename: 'FeatureNotOnPlanError', message });
    expect((await t.gql(TestResult, { id: 'any' }, { cookie })).data?.samlTestResult).toEqual({ __typename: 'FeatureNotOnPlanError', message });
    expect(await t.db.prisma.samlConfiguration.count({ where: { orgId: starter.id } })).toBe(0);
  });
});

describe('authorization', () => {
  it('lets only super users use the SAML configuration, whatever their type', async () => {
    for (const who of ['admin', 'creator', 'viewer']) {
      const cookie = cookies[who];
      const read = await t.gql(Configuration, {}, { cookie });
      expect(read.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const result = await t.gql(TestResult, { id: 'any' }, { cookie });
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(Save, { input: { isEnabled: false, ...draft() } }, { cookie })).data?.saveSamlConfiguration).toEqual({
        __typename: 'PermissionDeniedError',
        message: 'Only super users may do this.',
      });
      expect((await t.gql(StartTest, { input: draft() }, { cookie })).data?.startSamlTest).toEqual({
        __typename: 'PermissionDeniedError',
        message: 'Only super users may do this.',
      });
    }
    for (const cookie of [cookies.superAdmin, cookies.superCreator]) {
      expect((await t.gql(Configuration, {}, { cookie })).data?.samlConfiguration.__typename).toBe('SamlConfiguration');
    }
    expect(await t.db.prisma.samlTest.count({ where: { createdBy: { isSuperUser: false } } })).toBe(0);
  });

  it('asks anonymous callers to sign in', async () => {
    for (const res of [
      await t.gql(Configuration, {}),
      await t.gql(TestResult, { id: 'any' }),
      await t.gql(Save, { input: { isEnabled: false, ...draft() } }),
      await t.gql(StartTest, { input: draft() }),
    ]) {
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('isolation between organizations', () => {
  it("keeps each organization's configuration, tests and endpoints apart", async () => {
    const mine = await t.gql(Configuration, {}, { cookie: cookies.otherSuper });
    expect(mine.data?.samlConfiguration).toMatchObject({ isEnabled: false, idpMetadata: '', serviceProvider: { acsUrl: `${t.url}/auth/saml/${otherOrg.id}/acs` } });
    const { testId } = await startTest(cookies.superCreator);
    expect((await t.gql(TestResult, { id: testId }, { cookie: cookies.otherSuper })).data?.samlTestResult.__typename).toBe('NotFoundError');
    // Another organization's super user cannot start org's test through their own organization's path either.
    const viaOwnPath = await fetch(`${t.url}/auth/saml/${otherOrg.id}/test/${testId}`, { headers: { cookie: cookies.otherSuper }, redirect: 'manual' });
    expect(viaOwnPath.status).toBe(404);
    await t.gql(Save, { input: { isEnabled: false, ...draft(), maxAuthenticationLifetime: 99 } }, { cookie: cookies.otherSuper });
    const rows = await t.db.prisma.samlConfiguration.findMany({ where: { orgId: { in: [org.id, otherOrg.id] } }, orderBy: { maxAuthenticationLifetime: 'asc' } });
    expect(rows.map((r) => [r.orgId, r.maxAuthenticationLifetime])).toContainEqual([otherOrg.id, 99]);
    expect(rows.find((r) => r.orgId === org.id)?.maxAuthenticationLifetime).not.toBe(99);
  });
});
