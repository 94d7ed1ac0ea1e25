import pg from 'pg';

// adapter-pg cannot decode PostgreSQL's internal "char" type (OID 18), which the schema engine meets while
// introspecting pg_catalog; reporting it as text (OID 25) is lossless for those single-letter codes.
type Fixable = { fields?: { dataTypeID: number }[] };
const fix = (result: unknown) => {
  for (const r of Array.isArray(result) ? result : [result]) {
    for (const field of (r as Fixable | undefined)?.fields ?? []) if (field.dataTypeID === 18) field.dataTypeID = 25;
  }
  return result;
};

/** A pg.Client for the schema engine only: same as pg.Client, with "char" columns typed as text. */
export class CharAsTextClient extends pg.Client {
  // pg.Client.query has many overloads; this wrapper handles the callback and promise forms alike.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: unknown) => last(err, fix(res));
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const config = args[0] as { callback?: (err: unknown, res: unknown) => void } | undefined;
    if (config && typeof config === 'object' && typeof config.callback === 'function') {
      const cb = config.callback;
      config.callback = (err, res) => cb(err, fix(res));
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args) as Promise<unknown> | undefined;
    return out && typeof out.then === 'function' ? out.then(fix) : out;
  }
}
