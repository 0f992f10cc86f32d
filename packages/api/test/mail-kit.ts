/**
 * Mail test kit: a real SMTP server (the `smtp-server` package) that parses every message it accepts with
 * `mailparser`, as a receiving mail system would, and can be stopped and started again on the same port to play an
 * outage; the short mail settings of the tests (through the environment, as in production); a log that keeps lines.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { loadConfig, type MailConfig } from '../src/config';
import type { MailLog } from '../src/mail/types';

export const TEST_MAIL_FROM = 'Aliento <no-reply@correo.aliento.test>';

/** Fast retries and a quick alert, set the way an operator sets them. */
const TEST_MAIL_ENV = {
  MAIL_FROM: TEST_MAIL_FROM,
  MAIL_RETRY_BASE_SECONDS: '0.15',
  MAIL_RETRY_MAX_SECONDS: '0.3',
  MAIL_POLL_SECONDS: '0.05',
  MAIL_ALERT_AFTER_MINUTES: '0.01', // 0.6 s
  MAIL_ALERT_EVERY_MINUTES: '10',
};

/** The mail settings `loadConfig` reads from the test environment plus `extra`. */
export const testMailConfig = (extra: Record<string, string> = {}): MailConfig => loadConfig({ ...TEST_MAIL_ENV, ...extra }).mail;

/** A line the mailer logged. */
export type LogLine = { level: 'info' | 'warn' | 'error'; fields: Record<string, unknown> | null; msg: string };

/** A logger that keeps its lines in `lines` (what an operator would read). */
export function collectingLog(lines: LogLine[]): MailLog {
  const at = (level: LogLine['level']) =>
    ((a: unknown, b?: unknown) => {
      lines.push(typeof a === 'string' ? { level, fields: null, msg: a } : { level, fields: a as Record<string, unknown>, msg: String(b) });
    }) as MailLog['info'];
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

/** One accepted message. */
export type Received = { mail: ParsedMail; raw: string; heloName: string; rcptTo: string[] };

export class TestSmtp {
  readonly received: Received[] = [];
  /** Recipients answered with a permanent 550 (mailbox unavailable). */
  readonly rejected = new Set<string>();
  port = 0;
  private server?: SMTPServer;

  /** Listens on 127.0.0.1 (on `port`, or a free one the first time). */
  async start(port = this.port): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      // no certificate here: without STARTTLS on offer nodemailer talks plain SMTP, as to a local relay
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 200,
      onRcptTo: (address, _session, callback) => {
        if (this.rejected.has(address.address)) {
          const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          return callback(err);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (mail) => {
              this.received.push({
                mail,
                raw: raw.toString('utf8'),
                heloName: session.hostNameAppearsAs,
                rcptTo: session.envelope.rcptTo.map((r) => r.address),
              });
              callback();
            },
            (err: Error) => callback(err),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  /** Stops listening: connections are refused until {@link start} runs again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages delivered to `address`. */
  to(address: string): Received[] {
    return this.received.filter((r) => r.rcptTo.includes(address));
  }
}

/** Polls `check` until it is true (or fails the test after `timeoutMs`). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
