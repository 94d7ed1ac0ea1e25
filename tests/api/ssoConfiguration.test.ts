// JWT and embedding configuration, the mapping simulator and impact: validation, plan gating, authorization, isolation.
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';
import { signInSingleSignOnUser } from '../../api/src/sso/provisioning.service.js';
import { evaluateMappings, emptyMappings, type IncomingAttributes } from '../../api/src/sso/mappings/index.js';

const JwtQuery = graphql(`
  query SsoConfigJwt {
    jwtConfiguration {
      __typename
      ... on JwtConfiguration { isEnabled parameterMode parameterName defaultParameterName publicKey jwksUrl signInUrl userAttributeMappings { email { value condition description } roles { value } } }
      ... on Error { message }
    }
  }
`);
const UpdateJwt = graphql(`
  mutation SsoConfigUpdateJwt($input: UpdateJwtConfigurationInput!) {
    updateJwtConfiguration(input: $input) {
      __typename
      ... on UpdateJwtConfigurationSuccess { message jwtConfiguration { isEnabled parameterMode parameterName publicKey jwksUrl userAttributeMappings { roles { value condition description } } } }
      ... on ValidationError { fieldErrors { path message } }
      ... on Error { message }
    }
  }
`);
const EmbeddingQuery = graphql(`
  query SsoConfigEmbedding { embeddingConfiguration { __typename ... on EmbeddingConfiguration { isEnabled allowedOrigins cspFrameAncestors } ... on Error { message } } }
`);
const UpdateEmbedding = graphql(`
  mutation SsoConfigUpdateEmbedding($input: UpdateEmbeddingConfigurationInput!) {
    updateEmbeddingConfiguration(input: $input) {
      __typename
      ... on UpdateEmbeddingConfigurationSuccess { message embeddingConfiguration { isEnabled allowedOrigins cspFrameAncestors } }
      ... on ValidationError { fieldErrors { path message } }
      ... on Error { message }
    }
  }
`);
const Simulate = graphql(`
  query SsoConfigSimulate($input: SimulateUserAttributeMappingsInput!) {
    simulateUserAttributeMappings(input: $input) {
      __typename
      ... on MappingSimulation {
        subject
        attributes { name values }
        type { value mappingIndex }
        firstName { value mappingIndex }
        email { value mappingIndex }
        language { value mappingIndex }
        tenant { externalId mappingIndex tenant { name } }
        roles { name mappingIndex role { name } }
        warnings { attribute index message }
      }
      ... on ValidationError { fieldErrors { path message } }
      ... on Error { message }
    }
  }
`);
const Impact = graphql(`
  query SsoConfigImpact($input: UserAttributeMappingsImpactInput!) {
    userAttributeMappingsImpact(input: $input) {
      __typename
      ... on UserAttributeMappingsImpact {
        checkedUserCount
        changes { user { email } gainedRoles { name } lostRoles { name } typeBefore typeAfter }
        usersWithoutAttributes { email }
      }
      ... on Error { message }
    }
  }
`);

const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
const weakKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

let t: TestApp;
let orgId: string;
const cookies: Record<'superAdmin' | 'superCreator' | 'admin' | 'creator' | 'viewer' | 'starter' | 'other', string> = {} as never;

const jwtInput = (over: Record<string, unknown> = {}) =>
  ({ isEnabled: true, parameterMode: 'URL', parameterName: null, publicKey, jwksUrl: null, userAttributeMappings: {}, ...over }) as never;

beforeAll(async () => {
  t = await startTestApp();
  const p = t.db.prisma;
  const org = await createOrg(p, { name: 'Acme', isEnterprise: true, usesTenants: true });
  orgId = org.id;
  cookies.superAdmin = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN', { isSuperUser: true })).email);
  cookies.superCreator = await signInCookie(t, (await createTestUser(p, org.id, 'CREATOR', { isSuperUser: true })).email);
  cookies.admin = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN')).email);
  cookies.creator = await signInCookie(t, (await createTestUser(p, org.id, 'CREATOR')).email);
  cookies.viewer = await signInCookie(t, (await createTestUser(p, org.id, 'VIEWER')).email);
  const starter = await createOrg(p, { name: 'Starter' });
  cookies.starter = await signInCookie(t, (await createTestUser(p, starter.id, 'ADMIN', { isSuperUser: true })).email);
  const other = await createOrg(p, { name: 'Other', isEnterprise: true });
  cookies.other = await signInCookie(t, (await createTestUser(p, other.id, 'ADMIN', { isSuperUser: true })).email);
  await p.role.createMany({ data: [{ orgId, name: 'Sales' }, { orgId, name: 'Finance' }] });
  await p.tenant.create({ data: { orgId, externalId: 'acme-ch', name: 'Acme Switzerland' } });
});
afterAll(() => t.close());

describe('JWT configuration', () => {
  it('starts from defaults with the standard claims mapped', async () => {
    const res = await t.gql(JwtQuery, undefined, { cookie: cookies.superAdmin });
    expect(res.data?.jwtConfiguration).toEqual({
      __typename: 'JwtConfiguration',
      isEnabled: false,
      parameterMode: 'URL',
      parameterName: null,
      defaultParameterName: 'jwt',
      publicKey: null,
      jwksUrl: null,
      signInUrl: `${t.config.publicUrl}/auth/jwt/${orgId}`,
      userAttributeMappings: { email: [{ value: '${email}', condition: null, description: null }], roles: [] },
    });
  });

  it('saves everything, trimming the parameter name', async () => {
    const roles = [{ value: 'Sales', condition: 'department == "sales"', description: 'Sales team' }];
    const res = await t.gql(UpdateJwt, { input: jwtInput({ parameterMode: 'COOKIE', parameterName: '  token ', userAttributeMappings: { roles } }) }, { cookie: cookies.superAdmin });
    expect(res.data?.updateJwtConfiguration).toEqual({
      __typename: 'UpdateJwtConfigurationSuccess',
      message: 'The JWT authentication configuration has successfully been updated',
      jwtConfiguration: { isEnabled: true, parameterMode: 'COOKIE', parameterName: 'token', publicKey: publicKey.trim(), jwksUrl: null, userAttributeMappings: { roles } },
    });
    const blank = await t.gql(UpdateJwt, { input: jwtInput({ parameterName: '   ', publicKey: null, jwksUrl: 'https://idp.example.com/jwks.json' }) }, { cookie: cookies.superAdmin });
    expect(blank.data?.updateJwtConfiguration).toMatchObject({ jwtConfiguration: { parameterName: null, publicKey: null, jwksUrl: 'https://idp.example.com/jwks.json' } });
  });

  it('answers validation errors on the form fields', async () => {
    const errorsOf = async (over: Record<string, unknown>) =>
      ((await t.gql(UpdateJwt, { input: jwtInput(over) }, { cookie: cookies.superAdmin })).data?.updateJwtConfiguration as { fieldErrors: unknown }).fieldErrors;
    const invalidKey = [{ path: 'publicKey', message: 'The RSA public key is invalid' }];
    expect(await errorsOf({ publicKey: 'not a key' })).toEqual(invalidKey);
    expect(await errorsOf({ publicKey: weakKey })).toEqual(invalidKey);
    expect(await errorsOf({ publicKey: privateKey })).toEqual(invalidKey);
    expect(await errorsOf({ publicKey: publicKey.replace('END PUBLIC KEY', 'END RSA PUBLIC KEY') })).toEqual(invalidKey);
    expect(await errorsOf({ publicKey: null, jwksUrl: 'ftp://idp.example.com/jwks' })).toEqual([{ path: 'jwksUrl', message: 'The JWKS URL is invalid' }]);
    expect(await errorsOf({ publicKey: null, jwksUrl: 'not a url' })).toEqual([{ path: 'jwksUrl', message: 'The JWKS URL is invalid' }]);
    expect(await errorsOf({ jwksUrl: 'https://idp.example.com/jwks' })).toEqual([{ path: 'jwksUrl', message: 'Send either a public key or a JWKS URL, not both.' }]);
    expect(await errorsOf({ publicKey: null })).toEqual([{ path: 'publicKey', message: 'Enter a public key or a JWKS URL.' }]);
    expect(await errorsOf({ parameterName: 'a b' })).toEqual([{ path: 'parameterName', message: 'The parameter name may contain letters, digits and _ . ~ - only.' }]);
    expect(
      await errorsOf({
        userAttributeMappings: {
          email: [{ value: '' }],
          roles: [{ value: 'A' }, { value: 'B', condition: '' }, { value: 'C', condition: 'department = "x"' }],
        },
      }),
    ).toEqual([
      { path: 'userAttributeMappings.email.0.value', message: 'The value is required.' },
      { path: 'userAttributeMappings.roles.1.condition', message: 'The condition must not be empty: remove it to apply the mapping always.' },
      { path: 'userAttributeMappings.roles.2.condition', message: "Use '==' to compare (column 12)." },
    ]);
    // Disabled without a key is a valid state (switching off before configuring).
    const off = await t.gql(UpdateJwt, { input: jwtInput({ isEnabled: false, publicKey: null }) }, { cookie: cookies.superAdmin });
    expect(off.data?.updateJwtConfiguration.__typename).toBe('UpdateJwtConfigurationSuccess');
  });
});

describe('embedding configuration', () => {
  it('saves normalised origins and gives them as the frame-ancestors string', async () => {
    const res = await t.gql(
      UpdateEmbedding,
      { input: { isEnabled: true, allowedOrigins: [' https://App.example.com/ ', '', 'https://*.partner.example', 'http://localhost:5173'] } },
      { cookie: cookies.superAdmin },
    );
    expect(res.data?.updateEmbeddingConfiguration).toEqual({
      __typename: 'UpdateEmbeddingConfigurationSuccess',
      message: 'The embedding configuration has successfully been updated',
      embeddingConfiguration: {
        isEnabled: true,
        allowedOrigins: ['https://app.example.com', 'https://*.partner.example', 'http://localhost:5173'],
        cspFrameAncestors: 'https://app.example.com https://*.partner.example http://localhost:5173',
      },
    });
    expect((await t.gql(EmbeddingQuery, undefined, { cookie: cookies.superAdmin })).data?.embeddingConfiguration).toMatchObject({ isEnabled: true });
  });

  it('reports each bad origin on its index', async () => {
    const res = await t.gql(
      UpdateEmbedding,
      { input: { isEnabled: true, allowedOrigins: ['https://ok.example', 'ftp://x.example', 'https://ok.example', 'https://a.*.example', 'https://x.example/path'] } },
      { cookie: cookies.superAdmin },
    );
    expect(res.data?.updateEmbeddingConfiguration).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { path: 'allowedOrigins.1', message: 'The origin must start with http:// or https://.' },
        { path: 'allowedOrigins.2', message: 'This origin is already in the list.' },
        { path: 'allowedOrigins.3', message: 'A wildcard is allowed only as the whole leftmost label, e.g. https://*.example.com.' },
        { path: 'allowedOrigins.4', message: 'An origin has no path, query or fragment: keep only scheme, host and port.' },
      ],
      message: 'Some fields are not valid.',
    });
    const empty = await t.gql(UpdateEmbedding, { input: { isEnabled: true, allowedOrigins: [] } }, { cookie: cookies.superAdmin });
    expect(empty.data?.updateEmbeddingConfiguration).toMatchObject({ fieldErrors: [{ path: 'allowedOrigins', message: 'Add at least one allowed origin to enable embedding.' }] });
  });
});

describe('mapping simulator', () => {
  const mappings = {
    tenant: [{ value: '${customer}' }],
    type: [{ value: 'CREATOR', condition: '"studio" in groups' }, { value: 'VIEWER' }],
    firstName: [{ value: '${nickname}' }, { value: '${given_name}' }],
    email: [{ value: '${email}' }],
    language: [{ value: '${locale}' }],
    roles: [{ value: 'Sales', condition: 'department == "sales"' }, { value: '${groups}' }],
  };

  it('decodes a JWT without verifying it and tells which mapping produced each field', async () => {
    const token = await new SignJWT({ given_name: 'Jo', email: 'Jo@Acme.test', groups: ['studio', 'Finance'], department: 'sales', customer: 'acme-ch', locale: 'xx' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('jo-sub')
      .sign(new TextEncoder().encode('anything: the signature is not checked'));
    const res = await t.gql(Simulate, { input: { source: 'JWT', text: token, userAttributeMappings: mappings } }, { cookie: cookies.superAdmin });
    const sim = res.data?.simulateUserAttributeMappings as Record<string, unknown>;
    expect(sim).toMatchObject({
      __typename: 'MappingSimulation',
      subject: 'jo-sub',
      type: { value: 'CREATOR', mappingIndex: 0 },
      firstName: { value: 'Jo', mappingIndex: 1 },
      email: { value: 'jo@acme.test', mappingIndex: 0 },
      language: { value: 'en-US', mappingIndex: null },
      tenant: { externalId: 'acme-ch', mappingIndex: 0, tenant: { name: 'Acme Switzerland' } },
      roles: [
        { name: 'Sales', mappingIndex: 0, role: { name: 'Sales' } },
        { name: 'studio', mappingIndex: 1, role: null },
        { name: 'Finance', mappingIndex: 1, role: { name: 'Finance' } },
      ],
      warnings: [{ attribute: 'language', index: 0, message: "'xx' is not a supported language." }],
    });
    expect(sim.attributes).toContainEqual({ name: 'groups', values: ['studio', 'Finance'] });
  });

  it('reads a JSON object of attributes and refuses what is not one', async () => {
    const res = await t.gql(Simulate, { input: { source: 'JSON', text: '{"email":"a@b.test","department":["x"]}', userAttributeMappings: mappings } }, { cookie: cookies.superAdmin });
    expect(res.data?.simulateUserAttributeMappings).toMatchObject({ subject: null, email: { value: 'a@b.test' }, type: { value: 'VIEWER', mappingIndex: 1 }, roles: [] });
    for (const [source, text, message] of [
      ['JSON', '[1]', 'The JSON must be an object of attributes.'],
      ['JSON', '{', 'The text is not valid JSON.'],
      ['JWT', 'abc', 'The text is not a JWT.'],
    ] as const) {
      const bad = await t.gql(Simulate, { input: { source, text, userAttributeMappings: {} } }, { cookie: cookies.superAdmin });
      expect(bad.data?.simulateUserAttributeMappings).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ path: 'text', message }] });
    }
  });

  it('reads a pasted SAML assertion', async () => {
    const xml = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"><saml:Subject><saml:NameID>ana@acme.test</saml:NameID></saml:Subject>
      <saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>ana@acme.test</saml:AttributeValue></saml:Attribute>
      <saml:Attribute Name="groups"><saml:AttributeValue>studio</saml:AttributeValue><saml:AttributeValue>Sales</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion>`;
    const res = await t.gql(Simulate, { input: { source: 'SAML_ASSERTION', text: xml, userAttributeMappings: mappings } }, { cookie: cookies.superAdmin });
    expect(res.data?.simulateUserAttributeMappings).toMatchObject({
      subject: 'ana@acme.test',
      type: { value: 'CREATOR', mappingIndex: 0 },
      email: { value: 'ana@acme.test', mappingIndex: 0 },
      roles: [{ name: 'studio', role: null }, { name: 'Sales', mappingIndex: 1, role: { name: 'Sales' } }],
    });
    const bad = await t.gql(Simulate, { input: { source: 'SAML_ASSERTION', text: '<root/>', userAttributeMappings: {} } }, { cookie: cookies.superAdmin });
    expect(bad.data?.simulateUserAttributeMappings).toMatchObject({ fieldErrors: [{ path: 'text', message: 'The text is not a SAML assertion.' }] });
  });

  it('lists the single sign-on users who would gain or lose roles with changed mappings', async () => {
    const current = { ...emptyMappings(), email: [{ value: '${email}', condition: null, description: null }], roles: [{ value: '${groups}', condition: null, description: null }] };
    const signIn = (subject: string, attributes: IncomingAttributes) =>
      signInSingleSignOnUser(t.app.services, orgId, { subject, attributes, mapped: evaluateMappings(current, attributes, { usesTenants: true }) });
    await signIn('u1', { email: ['u1@acme.test'], groups: ['Sales'] });
    await signIn('u2', { email: ['u2@acme.test'], groups: ['Finance'], department: ['sales'] });
    await signIn('u3', { email: ['u3@acme.test'], groups: [] });
    const legacy = await signIn('u4', { email: ['u4@acme.test'] });
    await t.db.prisma.$executeRaw`UPDATE "User" SET "ssoAttributes" = NULL WHERE id = ${legacy.user.id}`;

    const changed = { email: [{ value: '${email}' }], roles: [{ value: 'Sales', condition: 'department == "sales"' }] };
    const res = await t.gql(Impact, { input: { userAttributeMappings: changed } }, { cookie: cookies.superAdmin });
    expect(res.data?.userAttributeMappingsImpact).toEqual({
      __typename: 'UserAttributeMappingsImpact',
      checkedUserCount: 3,
      changes: [
        { user: { email: 'u1@acme.test' }, gainedRoles: [], lostRoles: [{ name: 'Sales' }], typeBefore: 'VIEWER', typeAfter: 'VIEWER' },
        { user: { email: 'u2@acme.test' }, gainedRoles: [{ name: 'Sales' }], lostRoles: [{ name: 'Finance' }], typeBefore: 'VIEWER', typeAfter: 'VIEWER' },
      ],
      usersWithoutAttributes: [{ email: 'u4@acme.test' }],
    });
  });
});

const SsoState = graphql(`query SsoConfigState { viewer { organization { isSingleSignOnEnabled } } }`);

describe('organization SSO state', () => {
  it('follows the JWT switch for every member, and is off outside the Enterprise plan', async () => {
    const state = async (cookie: string) => (await t.gql(SsoState, undefined, { cookie })).data?.viewer.organization.isSingleSignOnEnabled;
    await t.gql(UpdateJwt, { input: jwtInput({ isEnabled: false }) }, { cookie: cookies.superAdmin });
    expect(await state(cookies.viewer)).toBe(false);
    await t.gql(UpdateJwt, { input: jwtInput() }, { cookie: cookies.superAdmin });
    expect(await state(cookies.viewer)).toBe(true);
    expect(await state(cookies.starter)).toBe(false);
  });
});

describe('plan gating, authorization and isolation', () => {
  const calls = {
    jwtConfiguration: (cookie: string) => t.gql(JwtQuery, undefined, { cookie }).then((r) => r.data?.jwtConfiguration),
    updateJwtConfiguration: (cookie: string) => t.gql(UpdateJwt, { input: jwtInput() }, { cookie }).then((r) => r.data?.updateJwtConfiguration),
    embeddingConfiguration: (cookie: string) => t.gql(EmbeddingQuery, undefined, { cookie }).then((r) => r.data?.embeddingConfiguration),
    updateEmbeddingConfiguration: (cookie: string) =>
      t.gql(UpdateEmbedding, { input: { isEnabled: false, allowedOrigins: [] } }, { cookie }).then((r) => r.data?.updateEmbeddingConfiguration),
    simulateUserAttributeMappings: (cookie: string) =>
      t.gql(Simulate, { input: { source: 'JSON', text: '{}', userAttributeMappings: {} } }, { cookie }).then((r) => r.data?.simulateUserAttributeMappings),
    userAttributeMappingsImpact: (cookie: string) =>
      t.gql(Impact, { input: { userAttributeMappings: {} } }, { cookie }).then((r) => r.data?.userAttributeMappingsImpact),
  };

  it.each(Object.keys(calls) as (keyof typeof calls)[])('%s: FeatureNotOnPlanError off the Enterprise plan', async (name) => {
    expect(await calls[name](cookies.starter)).toEqual({ __typename: 'FeatureNotOnPlanError', message: 'Single sign-on and embedding are available on the Enterprise plan.' });
  });

  it.each(Object.keys(calls) as (keyof typeof calls)[])('%s: super users only', async (name) => {
    for (const who of ['admin', 'creator', 'viewer'] as const) {
      expect(await calls[name](cookies[who])).toEqual({ __typename: 'PermissionDeniedError', message: 'Only super users may do this.' });
    }
    expect((await calls[name](cookies.superCreator))?.__typename).not.toMatch(/Error$/);
  });

  it('keeps each organization to its own configuration', async () => {
    expect(await calls.jwtConfiguration(cookies.other)).toMatchObject({ isEnabled: false, publicKey: null });
    expect(await calls.embeddingConfiguration(cookies.other)).toEqual({ __typename: 'EmbeddingConfiguration', isEnabled: false, allowedOrigins: [], cspFrameAncestors: '' });
    const impact = await calls.userAttributeMappingsImpact(cookies.other);
    expect(impact).toEqual({ __typename: 'UserAttributeMappingsImpact', checkedUserCount: 0, changes: [], usersWithoutAttributes: [] });
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    const res = await t.gql(JwtQuery);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
