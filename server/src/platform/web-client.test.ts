import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { HASHED_CACHE, UNHASHED_CACHE, registerWebClient } from './web-client';

const SCRIPT = 'console.log("a hashed bundle");'.repeat(50);

describe('the web client files', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-web-dist-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    // A build as an older config made it: every bundle beside its source map.
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fleet</title>');
    fs.writeFileSync(path.join(webDist, 'assets/index-abc123.js'), 'console.log(1);');
    // A bundle as the build leaves it: with its brotli and gzip copies.
    fs.writeFileSync(path.join(webDist, 'assets/app-def456.js'), SCRIPT);
    fs.writeFileSync(
      path.join(webDist, 'assets/app-def456.js.br'),
      zlib.brotliCompressSync(SCRIPT),
    );
    fs.writeFileSync(path.join(webDist, 'assets/app-def456.js.gz'), zlib.gzipSync(SCRIPT));
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

  it('sends the compressed copy the browser accepts, and says it varies by that', async () => {
    const url = '/assets/app-def456.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep hashed files for a year and revalidate the page', async () => {
    const script = await app.inject({ url: '/assets/app-def456.js' });
    expect(script.headers['cache-control']).toBe(HASHED_CACHE);
    expect(HASHED_CACHE).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe(UNHASHED_CACHE);
      expect(UNHASHED_CACHE).toBe('no-cache');
    }
  });

  it('has no routes of its own for the compressed copies', async () => {
    for (const url of ['/assets/app-def456.js.br', '/assets/app-def456.js.gz']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
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
