import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

interface FakeSmtp {
  port: number;
  /** Each message's DATA as received. */
  messages: string[];
  /** Recipients the server refuses with 550. */
  refuse: Set<string>;
  close(): Promise<void>;
}

/** Just enough of SMTP (RFC 5321) for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: string[] = [];
  const refuse = new Set<string>();
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.test\r\n');
        else if (verb === 'RCPT' && [...refuse].some((to) => line.includes(to))) {
          socket.write('550 No such mailbox here\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    messages,
    refuse,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** FLEET_SMTP_URL: invitations are handed to a mail server and logged without their token. */
describe.skipIf(isPostgresUnavailable())('company admin: email through SMTP', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let admin: string;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({
      email: {
        kind: 'smtp',
        url: `smtp://127.0.0.1:${smtp.port}`,
        from: 'Fleet <fleet@example.test>',
      },
    });
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const invite = (email: string) =>
    t.call(admin, {
      method: 'POST',
      url: '/api/company-admin/invitations',
      payload: { email, first_name: 'Casey', last_name: 'Mail', security_level_id: 5 },
    });
  const outbox = async () =>
    (await t.call(admin, { method: 'GET', url: '/api/company-admin/emails' })).json<
      Array<{
        to_address: string;
        provider: string;
        status: string;
        body: string;
        error: string | null;
      }>
    >();

  it('sends the invitation through the server and keeps the log without the link’s token', async () => {
    expect((await invite('casey@example.test')).statusCode).toBe(201);
    // Quoted-printable may fold long lines with soft breaks ('=' at a line's end).
    const sent = smtp.messages
      .map((message) => message.replace(/=\r\n/g, ''))
      .find((message) => message.includes('casey@example.test'));
    const token = /#\/invitation\/([\w-]{43})/.exec(sent ?? '')?.[1];
    expect(token, sent).toBeDefined();
    const [logged] = await outbox();
    expect(logged).toMatchObject({
      to_address: 'casey@example.test',
      provider: 'smtp',
      status: 'sent',
    });
    expect(logged?.body).not.toContain(token);
    // The link the server delivered works.
    const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${token}` });
    expect(preview.json().email).toBe('casey@example.test');
  });

  it('withdraws the invitation when the server refuses, and logs why', async () => {
    smtp.refuse.add('nobody@example.test');
    const refused = await invite('nobody@example.test');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toMatch(/^The invitation email could not be sent\./);
    const [logged] = await outbox();
    expect(logged).toMatchObject({ to_address: 'nobody@example.test', status: 'failed' });
    expect(logged?.error).toMatch(/550/);
    const pending = (
      await t.call(admin, { method: 'GET', url: '/api/company-admin/invitations' })
    ).json<Array<{ email: string }>>();
    expect(pending.map((row) => row.email)).not.toContain('nobody@example.test');
    // Sending again is simply inviting again.
    smtp.refuse.clear();
    expect((await invite('nobody@example.test')).statusCode).toBe(201);
  });
});
