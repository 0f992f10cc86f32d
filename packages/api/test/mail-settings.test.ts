/** Mail settings and the retry schedule: the greeting name, durations from the environment, backoff with jitter. */
import { hostname } from 'node:os';
import { loadConfig } from '../src/config';
import { transportUrl } from '../src/mail/outbox';
import { errorSummary, isPermanentFailure, retryDelayMs } from '../src/mail/retry';

describe('SMTP greeting name', () => {
  it("is SMTP_NAME, else MAIL_FROM's domain, else PUBLIC_WEB_URL's host; never the machine's hostname", () => {
    expect(loadConfig({ SMTP_NAME: 'mx.aliento.org', MAIL_FROM: 'Aliento <no-reply@aliento.org>' }).mail.smtpName).toBe('mx.aliento.org');
    expect(loadConfig({ MAIL_FROM: 'Aliento <No-Reply@Correo.Aliento.org>' }).mail.smtpName).toBe('correo.aliento.org');
    expect(loadConfig({ MAIL_FROM: 'no-reply@aliento.org' }).mail.smtpName).toBe('aliento.org');
    expect(loadConfig({ MAIL_FROM: 'Aliento', PUBLIC_WEB_URL: 'https://www.aliento.org/' }).mail.smtpName).toBe('www.aliento.org');
    expect(loadConfig({}).mail.smtpName).not.toBe(hostname());
  });

  it('goes to nodemailer with bounded timeouts, unless SMTP_URL sets its own', () => {
    const url = new URL(transportUrl('smtp://user:p%40ss@smtp.example:587', 'aliento.org'));
    expect(url.searchParams.get('name')).toBe('aliento.org');
    expect(Number(url.searchParams.get('socketTimeout'))).toBeLessThan(5 * 60_000);
    expect(url.password).toBe('p%40ss');
    expect(new URL(transportUrl('smtp://smtp.example?name=own.example', 'aliento.org')).searchParams.get('name')).toBe('own.example');
  });
});

describe('retry settings', () => {
  it('default to retries for 48 hours, from 30 s up to an hour apart, an alert after 15 minutes at most hourly', () => {
    expect(loadConfig({}).mail).toMatchObject({
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      retryForMs: 48 * 3_600_000,
      pollMs: 15_000,
      alertAfterMs: 900_000,
      alertEveryMs: 3_600_000,
    });
  });

  it('read fractions (tests use short ones) and ignore nonsense', () => {
    const mail = loadConfig({
      MAIL_RETRY_BASE_SECONDS: '0.5',
      MAIL_RETRY_HOURS: '24',
      MAIL_ALERT_AFTER_MINUTES: 'soon',
      MAIL_POLL_SECONDS: '-1',
    }).mail;
    expect(mail).toMatchObject({ retryBaseMs: 500, retryForMs: 24 * 3_600_000, alertAfterMs: 900_000, pollMs: 15_000 });
  });

  it('back off exponentially with jitter, capped, and spread over a day reach a few dozen attempts', () => {
    const cfg = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    expect(retryDelayMs(1, cfg, () => 1)).toBe(30_000);
    expect(retryDelayMs(1, cfg, () => 0)).toBe(15_000);
    expect(retryDelayMs(4, cfg, () => 1)).toBe(240_000);
    expect(retryDelayMs(40, cfg, () => 1)).toBe(3_600_000);
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3_600_000) elapsed += retryDelayMs(++attempts, cfg, () => 0.75);
    expect(attempts).toBeGreaterThan(20);
    expect(attempts).toBeLessThan(40);
  });

  it('treat only a 5xx about the message or recipient as final, and mask addresses in errors', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 451 })).toBe(false);
    expect(isPermanentFailure({ code: 'EAUTH', responseCode: 535 })).toBe(false);
    expect(isPermanentFailure({ code: 'ESOCKET' })).toBe(false);
    expect(errorSummary(new Error('550 <rosa@example.com>: mailbox\nunavailable'))).toBe('550 <address>: mailbox unavailable');
  });
});
