// Typed SDK for third-party tools and for the API tests: operations written with graphql() in tests/api
// become TypedDocumentNodes under tests/support/gql (generated, not committed).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['tests/api/**/*.ts'],
  emitLegacyCommonJSImports: false,
  ignoreNoDocuments: true,
  generates: {
    'tests/support/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars: { DateTime: 'string', JSON: 'unknown' }, useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
