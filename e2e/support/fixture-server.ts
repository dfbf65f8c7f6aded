import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { root } from './fleet-process';

/**
 * Serves e2e/fixtures on 127.0.0.1 at a port of its own: another origin than Fleet's, as a
 * partner tool framed by Fleet has (docs/FRAMES.md). Read `origin` inside tests.
 */
export function useFixtureOrigin(): { readonly origin: string } {
  let server: http.Server | undefined;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const name = path.basename(new URL(request.url ?? '/', 'http://x').pathname);
      const file = path.join(root, 'e2e/fixtures', name);
      if (!name.endsWith('.html') || !fs.existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return {
    get origin() {
      if (!origin) throw new Error('the fixture server is not started yet');
      return origin;
    },
  };
}
