import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { body, call, createTestContext } from '../test/helpers';
import { newMember } from '../test/members';
import { MailQueue, type MailLog, type MailMessage, type Mailer } from './mail';
import { emailConfirmMail, passwordChangedMail, passwordResetMail } from './mail-templates';

const user = { id: '0b0c3f6e-8a8e-4b8e-9a57-3d3f0e4e2a11', ad: 'Ayşe <b>', email: 'ayse@example.com' };
const message: MailMessage = { to: 'ayse@example.com', subject: 'Deneme', text: 'metin', html: '<p>metin</p>' };

function recordingLog(): MailLog & { warns: number; errors: number } {
  const log = { warns: 0, errors: 0, warn: () => void (log.warns += 1), error: () => void (log.errors += 1) };
  return log;
}

describe('templates', () => {
  it('Turkish HTML and text with the link on PUBLIC_URL; names are escaped in HTML', () => {
    const m = emailConfirmMail('https://kulup.example.com', user, 'abc');
    expect(m.subject).toBe('Kayak Kulübü: e-posta adresinizi onaylayın');
    expect(m.text).toContain(`https://kulup.example.com/hesap/email-onayla?userId=${user.id}&token=abc`);
    expect(m.html).toContain('Ayşe &lt;b&gt;');
    expect(m.html).not.toContain('<b>');
    expect(m.html).toContain('lang="tr"');
    expect(passwordResetMail('https://kulup.example.com/', user, 'xyz').text).toContain(`https://kulup.example.com/sifre-sifirlama?userId=${user.id}&token=xyz`);
    expect(passwordChangedMail('http://localhost:3000', user).text).toContain('şifresi değiştirildi');
  });
});

describe('MailQueue', () => {
  it('retries a failed send with backoff until it goes through, logging each failure', async () => {
    const sent: MailMessage[] = [];
    let failures = 2;
    const flaky: Mailer = {
      send: async (m) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('SMTP kapalı');
        }
        sent.push(m);
      },
    };
    const log = recordingLog();
    const queue = new MailQueue(flaky, log, [10, 20, 40]);
    queue.enqueue(message);
    await queue.idle();
    expect(sent).toEqual([message]);
    expect(log.warns).toBe(2);
    expect(log.errors).toBe(0);
  });

  it('gives up after the last delay and logs an error; enqueue never throws', async () => {
    const log = recordingLog();
    let tries = 0;
    const broken = new MailQueue({ send: () => Promise.reject(new Error(`kapalı ${(tries += 1)}`)) }, log, [5, 5]);
    expect(() => broken.enqueue(message)).not.toThrow();
    await broken.idle();
    expect(tries).toBe(3);
    expect(log.warns).toBe(2);
    expect(log.errors).toBe(1);
  });

  it('a mail that cannot be sent never fails the request: sign-up answers 201 and the mail arrives on a retry', async () => {
    const sent: MailMessage[] = [];
    // Every mail fails its first two attempts and goes on the third: counted per mail, not timed,
    // so a slow sign-up on a busy machine cannot use up the retries before the server is back.
    const attempts = new Map<string, number>();
    const mailer: Mailer = {
      send: async (m) => {
        const key = `${m.to} ${m.subject}`;
        attempts.set(key, (attempts.get(key) ?? 0) + 1);
        if (attempts.get(key)! <= 2) throw new Error('SMTP kapalı');
        sent.push(m);
      },
    };
    const t = await createTestContext({ mailer, mailRetryDelaysMs: [50, 50, 50, 50, 50, 50] });
    try {
      const m = await newMember(t, 'postayok');
      expect(m.id).toBeTruthy();
      const reset = await call(t.app, { method: 'POST', url: '/api/hesap/sifre-sifirlama-talep', payload: { email: m.email } });
      expect(reset.statusCode).toBe(200);
      expect(body(reset).basarili).toBe(true);
      await vi.waitFor(() => expect(sent.map((x) => x.to)).toEqual([m.email, m.email]), { timeout: 10_000 });
      expect([...attempts.values()]).toEqual([3, 3]);
    } finally {
      await t.close();
    }
  });
});

describe('SMTP (SMTP_URL) against a real in-process SMTP server', () => {
  it('the confirmation mail of a sign-up arrives with the recipient, subject and link', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const t = await createTestContext({ smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://kulup.example.com' });
    try {
      const m = await newMember(t, 'smtpuye');
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000 });
      const mail = received[0]!;
      expect(mail.to).toEqual([m.email]);
      // Headers are MIME-encoded (UTF-8); the subject decodes to the template's.
      const subject = /^Subject: (.+(?:\r?\n[ \t].+)*)/m.exec(mail.raw)![1]!;
      const decoded = subject
        .split(/\r?\n[ \t]/)
        .map((w) => w.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) => Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')))
        .join('');
      expect(decoded.replace(/\s+/g, ' ')).toBe('Kayak Kulübü: e-posta adresinizi onaylayın');
      const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(unfolded).toContain(`https://kulup.example.com/hesap/email-onayla?userId=${m.id}&token=`);
      expect(await t.mails()).toEqual([]); // nothing went to the local outbox
    } finally {
      await t.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
