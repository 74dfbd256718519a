import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveFake } from '../serve-fake';
import { startFakeSmtp } from './start-fake-smtp';

// Manual runs: PORT=2525 HTTP_PORT=2526 OUT_DIR=./data/fake-smtp npx tsx fakes/smtp/main.ts
// then start LeadScout with SMTP_URL=smtp://127.0.0.1:2525. Like a mailbox provider: SMTP_USERS=ana@x.test:secret
// (comma-separated user:password pairs) requires AUTH, STARTTLS=1 offers it, TLS_PORT=2465 adds implicit TLS. Every message is printed, saved as an .eml file
// (with its attachments next to it) and listed as JSON on http://127.0.0.1:HTTP_PORT/__fake/messages.
const outDir = process.env.OUT_DIR ?? join('data', 'fake-smtp');
mkdirSync(outDir, { recursive: true });

const users = process.env.SMTP_USERS
  ? Object.fromEntries(
      process.env.SMTP_USERS.split(',').map((pair) => [
        pair.slice(0, pair.indexOf(':')),
        pair.slice(pair.indexOf(':') + 1),
      ]),
    )
  : undefined;
const fake = await startFakeSmtp({
  port: Number(process.env.PORT ?? 2525),
  users,
  starttls: process.env.STARTTLS === '1',
  implicitTlsPort: process.env.TLS_PORT ? Number(process.env.TLS_PORT) : undefined,
  onMessage: (message) => {
    const stem = `${message.receivedAt.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 6)}`;
    writeFileSync(join(outDir, `${stem}.eml`), message.raw);
    for (const attachment of message.attachments) {
      writeFileSync(
        join(outDir, `${stem}-${attachment.filename.replace(/[^\w.-]+/g, '_')}`),
        attachment.content,
      );
    }
    console.log(
      `✉  ${message.envelopeTo.join(', ')} · "${message.subject}"` +
        (message.attachments.length ? ` · ${message.attachments.map((a) => a.filename).join(', ')}` : '') +
        ` → ${join(outDir, `${stem}.eml`)}`,
    );
  },
});

const httpPort = Number(process.env.HTTP_PORT ?? fake.port + 1);
const send = (status: number, body: unknown) => Response.json(body, { status });
const http = await serveFake(
  (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/__fake/health') return send(200, { ok: true });
    if (pathname === '/__fake/messages' && request.method === 'GET') {
      return send(
        200,
        fake.messages.map(({ raw: _raw, attachments, ...rest }) => ({
          ...rest,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            bytes: a.content.length,
          })),
        })),
      );
    }
    if (pathname === '/__fake/messages' && request.method === 'DELETE') {
      fake.reset();
      return send(200, { ok: true });
    }
    return send(404, { error: 'not found' });
  },
  { port: httpPort },
);

console.log(
  `Fake SMTP on ${fake.url} (set SMTP_URL to it); messages saved in ${outDir}, listed on ${http.url}/__fake/messages`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([http.close(), fake.close()]).then(() => process.exit(0));
  });
}
