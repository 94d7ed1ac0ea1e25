// A tiny leveled logger writing one JSON line per event to stderr.
export type Logger = Record<'error' | 'warn' | 'info' | 'debug', (message: string, extra?: Record<string, unknown>) => void>;

const order = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 } as const;

export function createLogger(level: keyof typeof order): Logger {
  const at = (name: Exclude<keyof typeof order, 'silent'>) => (message: string, extra?: Record<string, unknown>) => {
    if (order[name] > order[level]) return;
    process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level: name, message, ...extra }) + '\n');
  };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}
