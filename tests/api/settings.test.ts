import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createKg, createOrg, createTestUser, signInCookie } from '../support/factories.js';

const Settings = graphql(`
  query SettingsRead {
    organizationSettings { defaultNumberFormat { locale pattern example decimalSeparator groupingSeparator } modelOverrideId isLlmDataAccessAllowed }
  }
`);
const Formats = graphql(`query SettingsFormats { numberFormats { locale pattern minimumFractionDigits maximumFractionDigits example } }`);
const Models = graphql(`query SettingsModels { modelOptions { id name isDefault } }`);
const Update = graphql(`
  mutation SettingsUpdate($input: UpdateOrganizationSettingsInput!) {
    updateOrganizationSettings(input: $input) {
      __typename
      ... on UpdateOrganizationSettingsSuccess { settings { defaultNumberFormat { locale pattern example } modelOverrideId isLlmDataAccessAllowed } }
      ... on ValidationError { fieldErrors { path message } }
      ... on PermissionDeniedError { message }
    }
  }
`);
const KgLlm = graphql(`
  mutation SettingsKgLlm($kgId: ID!, $allowed: Boolean!) {
    updateKnowledgeGraphLlmDataAccess(input: { kgId: $kgId, isLlmDataAccessAllowed: $allowed }) {
      __typename
      ... on UpdateKnowledgeGraphLlmDataAccessSuccess { knowledgeGraph { name isLlmDataAccessAllowed } }
      ... on ValidationError { fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on PermissionDeniedError { message }
    }
  }
`);

let t: TestApp;
let admin: string;
let superCreator: string;
let creator: string;
let viewer: string;
let other: string;
let kgId: string;

beforeAll(async () => {
  t = await startTestApp({ config: { modelOptions: [{ id: 'big', name: 'Big model' }, { id: 'small', name: 'Small model' }] } });
  const p = t.db.prisma;
  const org = await createOrg(p, { name: 'Acme' });
  admin = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN', { isSuperUser: true })).email);
  superCreator = await signInCookie(t, (await createTestUser(p, org.id, 'CREATOR', { isSuperUser: true })).email);
  creator = await signInCookie(t, (await createTestUser(p, org.id, 'CREATOR')).email);
  viewer = await signInCookie(t, (await createTestUser(p, org.id, 'VIEWER')).email);
  other = await signInCookie(t, (await createTestUser(p, (await createOrg(p)).id, 'ADMIN', { isSuperUser: true })).email);
  kgId = Buffer.from(`KnowledgeGraph:${(await createKg(p, org.id, 'Sales')).id}`).toString('base64');
});
afterAll(() => t.close());

describe('settings', () => {
  it('starts from the defaults, readable by every user', async () => {
    expect((await t.gql(Settings, {}, { cookie: viewer })).data?.organizationSettings).toEqual({
      defaultNumberFormat: { locale: 'en-US', pattern: '#,##0.##', example: '1,234,567.89', decimalSeparator: '.', groupingSeparator: ',' },
      modelOverrideId: null,
      isLlmDataAccessAllowed: false,
    });
    const formats = (await t.gql(Formats, {}, { cookie: viewer })).data!.numberFormats;
    expect(formats.slice(0, 3)).toEqual([
      { locale: 'en-US', pattern: '#,##0.##', minimumFractionDigits: 0, maximumFractionDigits: 2, example: '1,234,567.89' },
      { locale: 'en-US', pattern: '#,##0.00', minimumFractionDigits: 2, maximumFractionDigits: 2, example: '1,234,567.89' },
      { locale: 'de-DE', pattern: '#.##0,##', minimumFractionDigits: 0, maximumFractionDigits: 2, example: '1.234.567,89' },
    ]);
  });

  it('changes the number format and answers its example', async () => {
    expect((await t.gql(Update, { input: { defaultNumberFormat: { locale: 'de-DE', pattern: '#.##0,##' } } }, { cookie: admin })).data?.updateOrganizationSettings).toEqual({
      __typename: 'UpdateOrganizationSettingsSuccess',
      settings: { defaultNumberFormat: { locale: 'de-DE', pattern: '#.##0,##', example: '1.234.567,89' }, modelOverrideId: null, isLlmDataAccessAllowed: false },
    });
    expect((await t.gql(Update, { input: { defaultNumberFormat: { locale: 'xx', pattern: '#' } } }, { cookie: admin })).data?.updateOrganizationSettings).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'defaultNumberFormat', message: 'Choose one of the available number formats.' }],
    });
    // another organization keeps its own
    expect((await t.gql(Settings, {}, { cookie: other })).data?.organizationSettings.defaultNumberFormat.locale).toBe('en-US');
  });

  it('configures the model from the configured list; Default (null) clears it; admins only', async () => {
    expect((await t.gql(Models, {}, { cookie: admin })).data?.modelOptions).toEqual([
      { id: 'big', name: 'Big model', isDefault: true },
      { id: 'small', name: 'Small model', isDefault: false },
    ]);
    expect((await t.gql(Models, {}, { cookie: superCreator })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(Update, { input: { modelOverrideId: 'small' } }, { cookie: admin })).data?.updateOrganizationSettings).toMatchObject({
      settings: { modelOverrideId: 'small', defaultNumberFormat: { locale: 'de-DE' } },
    });
    expect((await t.gql(Update, { input: { modelOverrideId: 'nope' } }, { cookie: admin })).data?.updateOrganizationSettings).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'modelOverrideId', message: 'Choose one of the available models.' }],
    });
    expect((await t.gql(Update, { input: { modelOverrideId: null } }, { cookie: superCreator })).data?.updateOrganizationSettings).toEqual({
      __typename: 'PermissionDeniedError',
      message: 'Only administrators may do this.',
    });
    expect((await t.gql(Update, { input: { modelOverrideId: null } }, { cookie: admin })).data?.updateOrganizationSettings).toMatchObject({
      settings: { modelOverrideId: null },
    });
  });

  it('needs a super user to change anything', async () => {
    for (const cookie of [creator, viewer]) {
      expect((await t.gql(Update, { input: { isLlmDataAccessAllowed: true } }, { cookie })).data?.updateOrganizationSettings).toEqual({
        __typename: 'PermissionDeniedError',
        message: 'Only super users may do this.',
      });
    }
  });

  it('lets a KG allow LLM access only while the organization does', async () => {
    const refused = { __typename: 'ValidationError', fieldErrors: [{ path: 'isLlmDataAccessAllowed', message: 'Your organization does not allow third-party language models to access query results.' }] };
    expect((await t.gql(KgLlm, { kgId, allowed: true }, { cookie: creator })).data?.updateKnowledgeGraphLlmDataAccess).toEqual(refused);
    expect((await t.gql(Update, { input: { isLlmDataAccessAllowed: true } }, { cookie: superCreator })).data?.updateOrganizationSettings).toMatchObject({
      settings: { isLlmDataAccessAllowed: true },
    });
    expect((await t.gql(KgLlm, { kgId, allowed: true }, { cookie: creator })).data?.updateKnowledgeGraphLlmDataAccess).toEqual({
      __typename: 'UpdateKnowledgeGraphLlmDataAccessSuccess',
      knowledgeGraph: { name: 'Sales', isLlmDataAccessAllowed: true },
    });
    expect((await t.gql(KgLlm, { kgId, allowed: false }, { cookie: viewer })).data?.updateKnowledgeGraphLlmDataAccess.__typename).toBe('PermissionDeniedError');
    expect((await t.gql(KgLlm, { kgId, allowed: false }, { cookie: other })).data?.updateKnowledgeGraphLlmDataAccess).toEqual({
      __typename: 'NotFoundError',
      message: 'The knowledge graph was not found.',
    });
    // disallowing at the organization switches it off on the KGs
    await t.gql(Update, { input: { isLlmDataAccessAllowed: false } }, { cookie: admin });
    expect((await t.db.prisma.knowledgeGraph.findFirstOrThrow({ where: { info: { some: { name: 'Sales' } } } })).isLlmDataAccessAllowed).toBe(false);
  });
});
