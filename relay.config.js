// Relay compiler and babel-plugin-relay configuration (artifacts colocated in __generated__).
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
};

// relay-compiler loads this file with require(); under "type":"module" that yields {__esModule, default},
// so the object is also exported as the CommonJS value.
export { config as 'module.exports' };
export default config;
