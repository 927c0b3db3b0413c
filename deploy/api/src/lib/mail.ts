/**
 * Outgoing mail: a {@link Mailer} interface with two implementations built on
 * nodemailer: {@link SmtpMailer} (SMTP_URL) and {@link OutboxMailer}, the default, which writes
 * each message as an .eml file plus an `index.json` entry under the API's data folder (tests,
 * Playwright and developers read it). {@link MailQueue} sends in the background and retries with
 * backoff, so a mail that cannot be sent never fails the user's request.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One message: recipient, subject, plain text and HTML bodies. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message; rejects when it could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections (optional). */
  close?(): void;
}

/** Default sender address (MAIL_FROM). */
export const DEFAULT_MAIL_FROM = 'Kayak Kulübü <no-reply@kayakkulubu.local>';

/** Sends through an SMTP server given as a URL, e.g. smtp://user:pass@host:587 or smtps://…. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string = DEFAULT_MAIL_FROM,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}

/** One entry of the outbox's `index.json`. */
export interface OutboxEntry {
  id: string;
  /** ISO time the message was written. */
  tarih: string;
  to: string;
  subject: string;
  /** File name of the .eml beside the index. */
  dosya: string;
  /** Plain-text body (links are readable here without parsing the .eml). */
  text: string;
}

/** Reads an outbox index (`[]` when there is none yet). */
export async function readOutboxIndex(dir: string): Promise<OutboxEntry[]> {
  const raw = await readFile(join(dir, 'index.json'), 'utf8').catch(() => '[]');
  return JSON.parse(raw) as OutboxEntry[];
}

/**
 * Writes messages into a folder: `<id>.eml` (RFC 822, built by nodemailer) and an entry in
 * `index.json`. Writes are serialised so the index never loses an entry.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private chain: Promise<void> = Promise.resolve();

  constructor(
    readonly dir: string,
    private readonly from: string = DEFAULT_MAIL_FROM,
  ) {}

  send(message: MailMessage): Promise<void> {
    const run = this.chain.then(() => this.write(message));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async write(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const info = await this.transport.sendMail({ from: this.from, ...message });
    const id = randomUUID();
    const dosya = `${id}.eml`;
    await writeFile(join(this.dir, dosya), info.message as Buffer);
    const index = await readOutboxIndex(this.dir);
    index.push({ id, tarih: new Date().toISOString(), to: message.to, subject: message.subject, dosya, text: message.text });
    const tmp = join(this.dir, `index.json.${process.pid}.tmp`);
    await writeFile(tmp, JSON.stringify(index, null, 2));
    await rename(tmp, join(this.dir, 'index.json'));
  }
}

/** Calls an enqueue callback; an exception thrown by it is dropped (the queue never fails). */
function settle(onSettled: ((error: unknown) => void) | undefined, error: unknown): void {
  try {
    onSettled?.(error);
  } catch {
    // The caller's bookkeeping must not break the queue.
  }
}

/** Minimal logger the queue reports to (Fastify's logger fits). */
export interface MailLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Retry delays of {@link MailQueue} in ms: 5 s, 30 s, 2 min, 10 min, 30 min (6 tries in all). */
export const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000] as const;

/**
 * Background sending with retries: `enqueue` never throws and never waits for the SMTP server.
 * A failed try is logged and repeated after the next delay; after the last one the message is
 * logged as lost. Pending retries are kept in memory (a restart drops them).
 */
export class MailQueue {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly mailer: Mailer,
    private readonly log: MailLog,
    private readonly delaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {}

  /**
   * Queues a message; the first try starts at once.
   * @param onSettled optional: called once, after the message was handed over (`null`) or given
   *   up (the last error); not called when the queue is closed first
   */
  enqueue(message: MailMessage, onSettled?: (error: unknown) => void): void {
    this.attempt(message, 0, onSettled);
  }

  private attempt(message: MailMessage, n: number, onSettled?: (error: unknown) => void): void {
    if (this.closed) return;
    const run = this.mailer.send(message).then(
      () => settle(onSettled, null),
      (err: unknown) => {
        const delay = this.delaysMs[n];
        if (delay === undefined || this.closed) {
          this.log.error({ err, to: message.to, subject: message.subject, tries: n + 1 }, 'e-posta gönderilemedi, vazgeçildi');
          settle(onSettled, err ?? new Error('e-posta gönderilemedi'));
          return;
        }
        this.log.warn({ err, to: message.to, subject: message.subject, tries: n + 1, retryInMs: delay }, 'e-posta gönderilemedi, tekrar denenecek');
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.attempt(message, n + 1, onSettled);
        }, delay);
        timer.unref();
        this.timers.add(timer);
      },
    );
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  /** Resolves once no try is running and no retry is waiting (tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      if (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
      else await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Stops retrying (pending retries are dropped) and closes the mailer. */
  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.mailer.close?.();
  }
}
