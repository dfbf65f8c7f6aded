import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerWebClient } from './web-client';

describe('the web client files', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-web-dist-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    // A build as an older config made it: every bundle beside its source map.
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fleet</title>');
    fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js'), 'console.log(1);');
    fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js.map'), '{"sources":["main.tsx"]}');
    fs.writeFileSync(path.join(webDist, 'assets/index-abc123.css.MAP'), '{"sources":[]}');
    app = Fastify();
    await registerWebClient(app, loadConfig({ WEB_DIST: webDist }).webDist);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the page and its scripts', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(1);');
  });

  it('never serves a source map, however it is asked for', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.css.MAP',
      '/assets/index-abc123.js.%6Dap',
      '/assets/../assets/index-abc123.js.map',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('sources');
    }
  });

  it('serves nothing when the client is not built', async () => {
    const bare = Fastify();
    await registerWebClient(bare, path.join(webDist, 'missing'));
    expect((await bare.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    await bare.close();
  });
});
