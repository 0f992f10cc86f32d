/**
 * The shell's Content-Security-Policy in a real browser (issue 19): every public and dashboard route, as a visitor
 * and as each role, loads under the policy the static server sends, and the browser reports no violation (a
 * `securitypolicyviolation` event or a console message). An injected inline script is refused, so the check can fail.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiJson, ctx, DEMO, login, openAs } from '../lib/context.mjs';
import { ownPage } from '../lib/admin-helpers.mjs';
import { showIntent } from '../lib/browser.mjs';

/** A page that records every CSP violation the browser reports, from the first byte of every document. */
async function watchedPage(options) {
  const page = await ownPage(options);
  page.violations = [];
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || 'page'}:${e.lineNumber})`);
    });
  });
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) page.violations.push(`console: ${msg.text()}`);
  });
  return page;
}

/** Opens a route, waits for its remote and the network to settle, and returns the violations seen there. */
async function visit(page, path, remote) {
  const res = await page.goto(`${ctx.urls.shell}${path}`);
  await showIntent(page);
  if (remote) {
    await page.waitForSelector(`[data-remote="${remote}"]`, { timeout: 30000 }).catch(async (error) => {
      throw new Error(`${path}: the ${remote} remote did not show (${page.url()}): ${error.message}`);
    });
  }
  await page.waitForLoadState('networkidle');
  const seen = [...page.violations, ...(await page.evaluate(() => window.__violations))];
  return { res, seen };
}

/** The policy's sources for one directive. */
const sources = (csp, name) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

const PUBLIC = [
  ['/', 'marketing'],
  ['/care-seekers', 'marketing'],
  ['/providers', 'marketing'],
  ['/about-us', 'marketing'],
  ['/blog', 'marketing'],
  ['/blog/que-esperar-de-tu-primera-sesion-de-terapia', 'marketing'],
  ['/contact', 'marketing'],
  ['/signin', null],
  ['/registration', null],
];

describe('content security policy', () => {
  it('sends a strict policy: the inline script by its hash, no unsafe-inline or eval for scripts, the deployed origins', async () => {
    const res = await fetch(`${ctx.urls.shell}/dashboard/therapists`);
    const csp = res.headers.get('content-security-policy');
    assert.ok(csp, 'the shell sends a Content-Security-Policy');
    const script = sources(csp, 'script-src');
    assert.ok(
      script.some((s) => s.startsWith("'sha256-")),
      'the inline script is allowed by its hash',
    );
    assert.ok(!script.includes("'unsafe-inline'") && !script.includes("'unsafe-eval'"), `script-src ${script.join(' ')}`);
    for (const origin of [ctx.urls.marketing, ctx.urls.admin]) assert.ok(script.includes(origin), `${origin} may serve scripts`);
    assert.ok(sources(csp, 'connect-src').includes(ctx.urls.api), 'the API may be called');
    assert.deepEqual(sources(csp, 'frame-ancestors'), ["'none'"]);
  });

  it('loads every public route, the privacy PDF included, without a violation; an injected inline script is refused', async () => {
    const page = await watchedPage();
    for (const [path, remote] of PUBLIC) {
      const { res, seen } = await visit(page, path, remote);
      assert.ok(res.headers()['content-security-policy'], `${path} is served with the policy`);
      assert.deepEqual(seen, [], `${path}: ${seen.join('; ')}`);
    }
    // the privacy policy: pdf.js, its worker (from a blob: URL importing the marketing remote's file) and the PDF
    await visit(page, '/', 'marketing');
    await page.locator('footer').getByRole('button', { name: 'Política de privacidad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Política de privacidad' });
    await dialog.locator('canvas').first().waitFor({ timeout: 20000 });
    await page.waitForLoadState('networkidle');
    assert.deepEqual([...page.violations, ...(await page.evaluate(() => window.__violations))], []);

    // the policy is on: an inline script added by an attacker does not run, and the browser reports it
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true;';
      document.head.appendChild(s);
      await new Promise((r) => setTimeout(r, 100));
      return { injected: window.__injected === true, reported: window.__violations.length };
    });
    assert.deepEqual(ran, { injected: false, reported: 1 });
    await page.context().close();
  });

  it('loads every dashboard route of each role without a violation', async () => {
    const client = await login(DEMO.client);
    const therapist = await login(DEMO.therapist);
    const admin = await login(DEMO.admin);
    // a therapist's detail, with the built-in scheduler
    const [first] = await apiJson('GET', '/api/therapists?approved=true', { token: client });
    const journeys = [
      [
        client,
        [
          ['/dashboard/therapists', 'directory'],
          [`/dashboard/therapists/${first._id}`, 'directory'],
          ['/dashboard/appointments', 'appointments'],
          ['/dashboard/settings', 'settings'],
        ],
      ],
      [
        therapist,
        [
          ['/dashboard/appointments', 'appointments'],
          ['/dashboard/settings', 'settings'],
        ],
      ],
      [admin, [['/dashboard/admin', 'admin']]],
    ];
    for (const [token, routes] of journeys) {
      const page = await watchedPage({ width: 1280, height: 900 });
      await openAs(page, token, '/signin');
      for (const [path, remote] of routes) {
        const { seen } = await visit(page, path, remote);
        assert.deepEqual(seen, [], `${path}: ${seen.join('; ')}`);
      }
      if (token === admin) {
        // a user's detail and its History tab (their code arrives on demand)
        await page.getByRole('list', { name: 'Usuarios' }).getByRole('button').first().click();
        await page.getByRole('tab', { name: 'Historial' }).click();
        await page.getByRole('tabpanel').last().waitFor();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await page.evaluate(() => window.__violations), []);
      }
      assert.deepEqual(page.pageErrors, []);
      await page.context().close();
    }
  });
});
