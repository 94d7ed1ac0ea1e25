import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import type { SaveThemeInput } from '../support/gql/graphql.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';

const Theme = graphql(`
  query ThemeRead {
    theme {
      isCustom primary primaryDark primaryLight selectedKnowledgeGraph followUp followUpDark followUpLight font
      maxLogoHeight chartColors defaultChartColors maxLogoBytes
      logoFull { mimeType byteSize dataUrl }
      logoShort { mimeType byteSize }
      contrastWarnings { mode roles ratio }
    }
  }
`);
const Save = graphql(`
  mutation ThemeSave($input: SaveThemeInput!) {
    saveTheme(input: $input) {
      __typename
      ... on SaveThemeSuccess { theme { isCustom primary primaryDark primaryLight followUpDark followUpLight chartColors maxLogoHeight logoFull { mimeType byteSize } logoShort { mimeType } } }
      ... on ValidationError { fieldErrors { path message } }
      ... on PermissionDeniedError { message }
    }
  }
`);
const Reset = graphql(`
  mutation ThemeReset {
    resetTheme { __typename ... on ResetThemeSuccess { theme { isCustom primary logoFull { mimeType } } } ... on PermissionDeniedError { message } }
  }
`);

let t: TestApp;
let admin: string;
let creator: string;
let viewer: string;
let other: string;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 1)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
const base: SaveThemeInput = {
  primary: 'rgb(255, 0, 0)',
  secondary: '#1f2a44',
  followUp: '#00AA00',
  chatIconBackground: 'blue',
  headerLogoBackground: '#fff',
  accent: '#6c5ce7',
  accentLight: '#ede9fe',
  font: '#1f2937',
  fontLight: '#4b5563',
  secondaryLight: '#e5e7eb',
  maxLogoHeight: 30,
  chartColors: ['#2e8dd5', 'hsl(0, 100%, 50%)'],
};

beforeAll(async () => {
  t = await startTestApp();
  const p = t.db.prisma;
  const org = await createOrg(p, { name: 'Acme' });
  admin = await signInCookie(t, (await createTestUser(p, org.id, 'CREATOR', { isSuperUser: true })).email);
  creator = await signInCookie(t, (await createTestUser(p, org.id, 'CREATOR')).email);
  viewer = await signInCookie(t, (await createTestUser(p, org.id, 'VIEWER')).email);
  other = await signInCookie(t, (await createTestUser(p, (await createOrg(p)).id, 'ADMIN', { isSuperUser: true })).email);
});
afterAll(() => t.close());

describe('theme', () => {
  it('serves the default theme to every user until one is saved', async () => {
    const res = await t.gql(Theme, {}, { cookie: viewer });
    expect(res.data?.theme).toEqual({
      isCustom: false,
      primary: '#2e8dd5',
      primaryDark: '#1f6498',
      primaryLight: '#58a4de',
      selectedKnowledgeGraph: '#d8eaf7',
      followUp: '#f59e0b',
      followUpDark: '#ac6f07',
      followUpLight: '#f7b13c',
      font: '#1f2937',
      maxLogoHeight: 22,
      chartColors: ['#2e8dd5', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#64748b'],
      defaultChartColors: ['#2e8dd5', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#64748b'],
      maxLogoBytes: 1048580,
      logoFull: null,
      logoShort: null,
      contrastWarnings: expect.any(Array),
    });
  });

  it('validates colours, the logo height, chart colours and logos, and changes nothing', async () => {
    const res = await t.gql(
      Save,
      {
        input: {
          ...base,
          secondary: 'notacolour',
          maxLogoHeight: 0,
          chartColors: ['#000', 'nope'],
        },
      },
      { cookie: admin },
    );
    expect(res.data?.saveTheme).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { path: 'secondary', message: 'Enter a valid colour.' },
        { path: 'maxLogoHeight', message: 'The minimum is 1.' },
        { path: 'chartColors.1', message: 'Enter a valid colour.' },
      ],
    });
    expect((await t.gql(Save, { input: { ...base, chartColors: [] } }, { cookie: admin })).data?.saveTheme).toMatchObject({
      fieldErrors: [{ path: 'chartColors', message: 'Keep at least one chart colour.' }],
    });
    // A 2 MB logo reaches validation (the request limit is 8 MB) and is refused on its field.
    const tooBig = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    const logos = await t.gql(
      Save,
      {
        input: {
          ...base,
          logoFull: { mimeType: 'image/png', base64: tooBig.toString('base64') },
          logoShort: { mimeType: 'image/png', base64: Buffer.from('just some text, not an image').toString('base64') },
        },
      },
      { cookie: admin },
    );
    expect(logos.data?.saveTheme).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { path: 'logoFull', message: 'The image must not exceed 1048580 bytes.' },
        { path: 'logoShort', message: 'Only image files are allowed.' },
      ],
    });
    const pdf = await t.gql(Save, { input: { ...base, logoFull: { mimeType: 'application/pdf', base64: PNG.toString('base64') } } }, { cookie: admin });
    expect(pdf.data?.saveTheme).toMatchObject({ fieldErrors: [{ path: 'logoFull', message: 'Only image files are allowed.' }] });
    expect((await t.gql(Theme, {}, { cookie: admin })).data?.theme.isCustom).toBe(false);
  });

  it('saves with derived colours computed; a logo left out is kept, null removes it', async () => {
    const exactLimit = Buffer.concat([PNG, Buffer.alloc(1048580 - PNG.length)]);
    const res = await t.gql(
      Save,
      { input: { ...base, logoFull: { mimeType: 'image/png', base64: exactLimit.toString('base64') }, logoShort: { mimeType: 'image/svg+xml', base64: SVG.toString('base64') } } },
      { cookie: admin },
    );
    expect(res.data?.saveTheme).toEqual({
      __typename: 'SaveThemeSuccess',
      theme: {
        isCustom: true,
        primary: '#ff0000',
        primaryDark: '#b30000',
        primaryLight: '#ff3333',
        followUpDark: '#005d00',
        followUpLight: '#00dd00',
        chartColors: ['#2e8dd5', '#ff0000'],
        maxLogoHeight: 30,
        logoFull: { mimeType: 'image/png', byteSize: 1048580 },
        logoShort: { mimeType: 'image/svg+xml' },
      },
    });
    const kept = await t.gql(Save, { input: { ...base, primary: '#2e8dd5', logoShort: null } }, { cookie: admin });
    expect(kept.data?.saveTheme).toMatchObject({ theme: { primary: '#2e8dd5', logoFull: { byteSize: 1048580 }, logoShort: null } });
    // every user of the organization gets it; another organization does not
    const asViewer = (await t.gql(Theme, {}, { cookie: viewer })).data!.theme;
    expect(asViewer).toMatchObject({ isCustom: true, primary: '#2e8dd5', maxLogoHeight: 30 });
    expect(asViewer.logoFull?.dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    expect((await t.gql(Theme, {}, { cookie: other })).data?.theme.isCustom).toBe(false);
  });

  it('warns about text/background pairs below WCAG AA', async () => {
    await t.gql(Save, { input: { ...base, font: '#dddddd' } }, { cookie: admin });
    const warnings = (await t.gql(Theme, {}, { cookie: admin })).data!.theme.contrastWarnings;
    expect(warnings.map((w) => `${w.mode} ${w.roles}`)).toContain('LIGHT font on background');
    expect(warnings.find((w) => w.roles === 'font on background')!.ratio).toBeLessThan(4.5);
  });

  it('is changed by super users only and resets to the default', async () => {
    for (const cookie of [creator, viewer]) {
      expect((await t.gql(Save, { input: base }, { cookie })).data?.saveTheme).toEqual({ __typename: 'PermissionDeniedError', message: 'Only super users may do this.' });
      expect((await t.gql(Reset, {}, { cookie })).data?.resetTheme).toEqual({ __typename: 'PermissionDeniedError', message: 'Only super users may do this.' });
    }
    expect((await t.gql(Reset, {}, { cookie: admin })).data?.resetTheme).toEqual({
      __typename: 'ResetThemeSuccess',
      theme: { isCustom: false, primary: '#2e8dd5', logoFull: null },
    });
  });
});
