import { builder } from '../builder.js';
import type { Config } from '../config.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.js';

const LanguageRef = builder.objectRef<{ id: string; name: string }>('Language').implement({
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name', { description: 'The name in the language itself.' }) }),
});

const AppConfigRef = builder.objectRef<Config>('AppConfig').implement({
  description: 'Public settings of this Meridian installation.',
  fields: (t) => ({
    documentationUrl: t.string({ nullable: true, resolve: (c) => c.documentationUrl ?? null }),
    communityUrl: t.string({ nullable: true, resolve: (c) => c.communityUrl ?? null }),
    brandColor: t.exposeString('brandColor'),
    languages: t.field({ type: [LanguageRef], resolve: () => [...LANGUAGES] }),
    defaultLanguageId: t.string({ resolve: () => DEFAULT_LANGUAGE }),
  }),
});

builder.queryField('appConfig', (t) =>
  t.field({
    type: AppConfigRef,
    description: 'Public configuration for the login page and the shell (no sign-in needed).',
    resolve: (_root, _args, ctx) => ctx.config,
  }),
);
