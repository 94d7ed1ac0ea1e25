import { createServer } from 'node:http';

/** The service token the fake dbt Cloud accepts. */
export const FAKE_DBT_TOKEN = 'dbtc_e2e_metadata_token';

/** A dbt Cloud API stand-in on 127.0.0.1: GET /api/v2/accounts/ answers 200 for FAKE_DBT_TOKEN, 401 otherwise. */
export function startFakeDbtCloud(port: number): string {
  const server = createServer((req, res) => {
    const ok = req.method === 'GET' && req.url === '/api/v2/accounts/' && req.headers.authorization === `Token ${FAKE_DBT_TOKEN}`;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { data: [{ id: 1, name: 'E2E account' }] } : { status: { code: 401 } }));
  });
  server.on('error', (error) => console.error('fake dbt Cloud failed', error));
  server.listen(port, '127.0.0.1');
  // Playwright's main process must still exit when the run ends.
  server.unref();
  return `http://127.0.0.1:${port}`;
}
