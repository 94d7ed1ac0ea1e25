// Prisma's schema engine as WebAssembly: migrations are created and applied offline through a driver adapter,
// with no downloaded engine binary (see README, design notes).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

type Bg = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');
export type SchemaEngine = Awaited<ReturnType<Bg['SchemaEngine']['new']>>;

let bgModule: Promise<Bg> | undefined;

/** Loads and instantiates the wasm module once per process. */
function loadWasm(): Promise<Bg> {
  bgModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bg = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as Bg & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const wasmBytes = await readFile(bgPath.replace(/\.js$/, '.wasm'));
    const { instance } = await WebAssembly.instantiate(wasmBytes, { './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    return bg;
  })();
  return bgModule;
}

/** Opens a schema engine over the given adapter factory with the Prisma schema text. */
export async function openSchemaEngine(factory: SqlMigrationAwareDriverAdapterFactory, schemaText: string): Promise<SchemaEngine> {
  const bg = await loadWasm();
  const log = () => undefined;
  return bg.SchemaEngine.new({ datamodels: [['schema.prisma', schemaText]] }, log, bindMigrationAwareSqlAdapterFactory(factory));
}
