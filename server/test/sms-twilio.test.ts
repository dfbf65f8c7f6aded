import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '@fleet/domain';
import { makeCompanyWithAdmin, DEMO_PASSWORD } from '../src/demo/factories';
import { makeTrackedAsset } from '../src/demo/asset-factories';
import { shareLinks } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

interface Received {
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/**
 * A stand-in for Twilio's Messages API on this machine: it records each request and answers
 * as Twilio does (201 with the message's sid), or refuses as Twilio does (400 with a message).
 */
async function startStandIn() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(raw),
      });
      response.setHeader('content-type', 'application/json');
      if (state.refuse) {
        response.statusCode = 400;
        response.end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }));
        return;
      }
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        // Fleet's HTTP client keeps its connection open: drop it, so the port closes now.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const SHARE = `mutation Share($assetId: Int, $phoneNumber: String) {
  shareLocation(assetId: $assetId, phoneNumber: $phoneNumber, message: "Gate 4") { ok } }`;

describe.skipIf(isPostgresUnavailable())('the Twilio-compatible SMS provider', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let t: TestApp;
  let admin: string;
  let assetId: number;

  beforeAll(async () => {
    standIn = await startStandIn();
    t = await createTestApp({
      sms: {
        kind: 'twilio',
        baseUrl: `${standIn.url}/`,
        accountSid: 'AC0123',
        authToken: 'secret-token',
        from: '+15735550000',
      },
    });
    const { company, admin: user } = await makeCompanyWithAdmin(t.deps.db);
    const tracked = await makeTrackedAsset(t.deps.db, company.companyId, { customName: 'Dozer 5' });
    assetId = tracked.asset.assetId;
    admin = await t.login(user.email, DEMO_PASSWORD);
    const placed = await t.call(admin, {
      method: 'POST',
      url: '/api/devices/positions',
      payload: {
        positions: [
          {
            device_id: tracked.tracker.deviceSerial,
            timestamp: Date.now() - 5000,
            latitude: 38.95,
            longitude: -92.33,
          },
        ],
      },
    });
    expect(placed.json().stored).toBe(1);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const share = (phoneNumber: string) =>
    t.call(admin, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query: SHARE, variables: { assetId, phoneNumber } },
    });
  const messages = async () =>
    (await t.call(admin, { method: 'GET', url: '/api/sms-messages' })).json<
      Array<{ status: string; provider: string; body: string; error: string | null }>
    >();

  it('posts To, From and Body, form-encoded with basic auth, and logs the message as sent', async () => {
    const response = await share('5735550101');
    expect(response.json()).toEqual({ data: { shareLocation: { ok: true } } });
    expect(standIn.received).toHaveLength(1);
    const [request] = standIn.received;
    expect(request?.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`,
    );
    expect(request?.form.get('To')).toBe('+15735550101');
    expect(request?.form.get('From')).toBe('+15735550000');
    const body = request?.form.get('Body') ?? '';
    expect(body).toMatch(
      /^Gate 4\n\n.*shared the location of Dozer 5 with you: http:\/\/localhost:80\/#\/share\/[\w-]{43}\n/,
    );

    // The recipient's link works; the log keeps the message without its token.
    const token = /#\/share\/([\w-]{43})/.exec(body)?.[1] ?? '';
    const page = await t.app.inject({ method: 'GET', url: `/api/public/share/${token}` });
    expect(page.json()).toMatchObject({ title: 'Dozer 5' });
    const [logged] = await messages();
    expect(logged).toMatchObject({ status: 'sent', provider: 'http', error: null });
    expect(logged?.body).not.toContain(token);
    expect(logged?.body).toContain('/#/share/…');
  });

  it('says the message was not sent when the provider refuses it, and ends its link', async () => {
    standIn.state.refuse = true;
    const linksBefore = (await t.deps.db.select().from(shareLinks)).length;
    const response = await share('15735550102');
    // The provider failed, not Fleet nor the caller: a bad gateway, with a sentence.
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0]).toMatchObject({
      message: SHARE_MESSAGES.notSent,
      extensions: { code: 'SMS_FAILED' },
    });
    const [logged] = await messages();
    expect(logged).toMatchObject({
      status: 'failed',
      provider: 'http',
      error: "The SMS provider refused the message: The 'To' number is not valid.",
    });
    const links = await t.deps.db.select().from(shareLinks);
    expect(links).toHaveLength(linksBefore + 1);
    expect(links.every((link) => link.revokedAt === null)).toBe(false);
    const sentToken = /#\/share\/([\w-]{43})/.exec(standIn.received.at(-1)?.form.get('Body') ?? '');
    const page = await t.app.inject({ method: 'GET', url: `/api/public/share/${sentToken?.[1]}` });
    expect(page.statusCode).toBe(404);
    standIn.state.refuse = false;
  });

  it('counts an unreachable provider as a failed message, not a server error', async () => {
    await standIn.close();
    const response = await share('5735550103');
    expect(response.json().errors[0].message).toBe(SHARE_MESSAGES.notSent);
    const [logged] = await messages();
    expect(logged?.status).toBe('failed');
    expect(logged?.error).toMatch(/^The SMS provider could not be reached/);
  });
});
