import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';

const Track = graphql(`
  mutation ActionsTrack($name: AnalyticsEventName!, $properties: JSON) {
    trackEvent(input: { name: $name, properties: $properties }) {
      __typename
      ... on TrackEventSuccess { recorded }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
`);
const Prefs = graphql(`
  mutation ActionsPrefs($language: String!) {
    updateViewerPreferences(input: { language: $language }) {
      __typename
      ... on UpdateViewerPreferencesSuccess { user { language } }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
`);
const Language = graphql(`query ActionsLanguage { viewer { user { language } } }`);
const Config = graphql(`query ActionsConfig { appConfig { brandColor defaultLanguageId documentationUrl languages { id name } } }`);

let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await startTestApp({ config: { documentationUrl: 'https://docs.example.test' } });
  const org = await createOrg(t.db.prisma);
  const user = await createTestUser(t.db.prisma, org.id, 'VIEWER');
  userId = user.id;
  cookie = await signInCookie(t, user.email);
});
afterAll(() => t.close());

describe('trackEvent', () => {
  it('records the event for the viewer', async () => {
    const res = await t.gql(Track, { name: 'PAGE_VIEWED', properties: { page: 'studio-home' } }, { cookie });
    expect(res.data?.trackEvent).toEqual({ __typename: 'TrackEventSuccess', recorded: true });
    const events = await t.db.prisma.analyticsEvent.findMany({ where: { userId } });
    expect(events.map((e) => [e.name, e.properties])).toEqual([['PAGE_VIEWED', { page: 'studio-home' }]]);
  });

  it('refuses nested properties', async () => {
    const res = await t.gql(Track, { name: 'PAGE_VIEWED', properties: { page: { nested: true } } }, { cookie });
    expect(res.data?.trackEvent.__typename).toBe('ValidationError');
  });

  it('needs a signed-in caller', async () => {
    const res = await t.gql(Track, { name: 'PAGE_VIEWED' });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateViewerPreferences', () => {
  it('saves a supported language and the next request sees it', async () => {
    const res = await t.gql(Prefs, { language: 'de-DE' }, { cookie });
    expect(res.data?.updateViewerPreferences).toEqual({ __typename: 'UpdateViewerPreferencesSuccess', user: { language: 'de-DE' } });
    expect((await t.gql(Language, {}, { cookie })).data?.viewer.user.language).toBe('de-DE');
  });

  it('refuses an unsupported language on the language field', async () => {
    const res = await t.gql(Prefs, { language: 'xx-XX' }, { cookie });
    expect(res.data?.updateViewerPreferences).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'language', message: 'Choose one of the supported languages.' }],
    });
  });
});

describe('appConfig', () => {
  it('is public and lists the five languages', async () => {
    const res = await t.gql(Config, {});
    expect(res.data?.appConfig).toEqual({
      brandColor: '#2e8dd5',
      defaultLanguageId: 'en-US',
      documentationUrl: 'https://docs.example.test',
      languages: [
        { id: 'en-US', name: 'English' },
        { id: 'de-DE', name: 'Deutsch' },
        { id: 'fr-FR', name: 'Français' },
        { id: 'it-IT', name: 'Italiano' },
        { id: 'pt-BR', name: 'Português (Brasil)' },
      ],
    });
  });
});
