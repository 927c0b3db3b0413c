/**
 * Outgoing SMS (phone confirmation): an {@link SmsSender} interface; the default
 * {@link OutboxSmsSender} appends each message to `index.json` in a local folder (tests,
 * Playwright and developers read the code there), as the mail outbox does.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Sends one SMS; rejects when it could not be handed over. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** One entry of the SMS outbox's `index.json`. */
export interface SmsOutboxEntry {
  id: string;
  tarih: string;
  to: string;
  text: string;
}

/** Reads an SMS outbox index (`[]` when there is none yet). */
export async function readSmsOutbox(dir: string): Promise<SmsOutboxEntry[]> {
  const raw = await readFile(join(dir, 'index.json'), 'utf8').catch(() => '[]');
  return JSON.parse(raw) as SmsOutboxEntry[];
}

/** Writes messages into `dir/index.json` (serialised, atomic rename). */
export class OutboxSmsSender implements SmsSender {
  private chain: Promise<void> = Promise.resolve();

  constructor(readonly dir: string) {}

  send(to: string, text: string): Promise<void> {
    const run = this.chain.then(async () => {
      await mkdir(this.dir, { recursive: true });
      const index = await readSmsOutbox(this.dir);
      index.push({ id: randomUUID(), tarih: new Date().toISOString(), to, text });
      const tmp = join(this.dir, `index.json.${process.pid}.tmp`);
      await writeFile(tmp, JSON.stringify(index, null, 2));
      await rename(tmp, join(this.dir, 'index.json'));
    });
    this.chain = run.catch(() => undefined);
    return run;
  }
}
