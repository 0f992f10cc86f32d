/**
 * Marketing journeys (issue 7): public routes in both languages, the privacy policy modal over the real PDF,
 * the intake and contact forms against the real API (mail outbox), the blog, an axe check and screenshots.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { ctx, screenshot } from '../lib/context.mjs';
import {
  goClient,
  marketingPage,
  openPublic,
  PUBLIC_ROUTES,
  SENT,
  settleImages,
  unique,
  viewportShot,
  waitForMail,
} from '../lib/marketing-helpers.mjs';
import { showIntent, waitForLive } from '../lib/browser.mjs';

/** Ticks a Chakra checkbox the way a person does: on its visible box (the input itself is visually hidden). */
async function tick(scope, name) {
  const input = scope.getByRole('checkbox', { name });
  await input.locator('xpath=..').locator('[data-part="control"]').click();
  assert.equal(await input.isChecked(), true, `${name} ticked`);
}

const h1 = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });

describe('marketing', () => {
  it('serves the landing prerendered: readable before any JavaScript, in the visitor language, then the live page', async () => {
    // Without JavaScript: the HTML itself carries the landing (Spanish, the reference language).
    const context = await ctx.browser.newContext({ javaScriptEnabled: false, locale: 'es-MX', viewport: { width: 390, height: 844 } });
    const still = await context.newPage();
    await still.goto(`${ctx.urls.shell}/`);
    assert.equal(await h1(still, PUBLIC_ROUTES[0].es).isVisible(), true, 'the headline is painted from the HTML');
    assert.equal(await h1(still, PUBLIC_ROUTES[0].en).isVisible(), false, 'the English snapshot stays hidden');
    await context.close();
    // Any other path gets the plain page, or its own frame (/signin): never the landing.
    const other = await (await fetch(`${ctx.urls.shell}/signin`)).text();
    assert.equal(other.includes(PUBLIC_ROUTES[0].es), false, '/signin is not served the landing');
    // the blog's frame carries its heading and an empty list: its posts come from the CMS at run time (its painter
    // draws the newest one when the page opens: page-load suite)
    const blog = await (await fetch(`${ctx.urls.shell}/blog`)).text();
    assert.match(blog, /data-prerender="es"[^>]*>.*<h1[^>]*>Blog<\/h1>/s, 'the blog has its own frame, not the landing');
    assert.equal(/<article/.test(blog), false, 'with no post in it');
    // The public pages written in the code have their own picture: painted from the HTML, then the live page over it
    const care = PUBLIC_ROUTES.find((r) => r.path === '/care-seekers');
    const picture = await ctx.browser.newContext({ javaScriptEnabled: false, locale: 'es-MX', viewport: { width: 390, height: 844 } });
    const plain = await picture.newPage();
    await plain.goto(`${ctx.urls.shell}${care.path}`);
    assert.equal(await h1(plain, care.es).isVisible(), true, `${care.path} is painted from the HTML`);
    assert.equal(await h1(plain, PUBLIC_ROUTES[0].es).isVisible(), false, 'not the landing');
    await picture.close();
    const live = await marketingPage({ locale: 'en-US', width: 390, height: 844 });
    await live.goto(`${ctx.urls.shell}${care.path}`);
    await showIntent(live);
    await live.waitForFunction(() => !document.querySelector('[data-prerender]') && !document.documentElement.hasAttribute('data-handoff'));
    await h1(live, care.en).waitFor();
    assert.equal(await live.getByRole('heading', { level: 1 }).count(), 1, 'one headline once live');
    assert.deepEqual(live.consoleErrors, []);
    await live.context().close();
    // With JavaScript the shell renders the same page over the snapshot of the visitor's language: one headline,
    // the live remote, no errors.
    for (const [locale, title] of [
      ['es-MX', PUBLIC_ROUTES[0].es],
      ['en-US', PUBLIC_ROUTES[0].en],
    ]) {
      const page = await marketingPage({ locale, width: 390, height: 844 });
      await page.goto(`${ctx.urls.shell}/`);
      await waitForLive(page, 'marketing');
      await h1(page, title).waitFor();
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, `${locale}: one headline`);
      assert.deepEqual(page.consoleErrors, []);
      await page.context().close();
    }
  });

  it("starts the landing's app at the visitor's first intent; the picture's menu, language switch and buttons answer before it", async () => {
    const page = await marketingPage({ locale: 'es-MX', width: 390, height: 844 });
    const scripts = () => page.requests.filter((url) => /\.js(\?|$)/.test(url));
    // a slow phone: the app's files arrive late, so the taps below land on the picture
    await page.route(/\.js(\?|$)/, async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await r.continue();
    });
    await page.addInitScript(() => {
      window.__taps = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'click') window.__taps.push(Math.round(e.duration));
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(`${ctx.urls.shell}/`);
    await h1(page, PUBLIC_ROUTES[0].es).waitFor();
    // and nothing is left in flight (the head's early remotes.json answer is read): the network goes quiet
    await page.waitForLoadState('networkidle', { timeout: 10000 });
    await page.waitForTimeout(1000);
    assert.deepEqual(scripts(), [], 'no script is asked for while the visitor only reads');
    // the menu opens on the picture at once (its panel is in the page), and the app starts downloading
    await page.getByRole('button', { name: 'Menú' }).click();
    const panel = page.locator('#mobile-menu').filter({ visible: true });
    assert.equal(await panel.count(), 1, 'the menu is open on the picture');
    assert.equal(await panel.getByRole('link', { name: 'Iniciar sesión' }).count(), 1);
    assert.equal(await page.locator('[data-prerender]').count(), 2, 'still the picture');
    assert.ok(scripts().length > 0, 'the tap started the app');
    // a button only the app can answer: marked busy, then pressed again on the live page
    const started = Date.now();
    const privacy = page.locator('[data-prerender="es"] footer').getByRole('button', { name: 'Política de privacidad' });
    await privacy.click();
    assert.equal(await privacy.getAttribute('aria-busy'), 'true');
    await page.getByRole('dialog', { name: 'Política de privacidad' }).waitFor({ timeout: 30000 });
    const toDialog = Date.now() - started;
    assert.equal(await page.locator('[data-prerender]').count(), 0, 'the live page replaced the picture');
    // the menu the visitor opened is open on the live page too
    assert.equal(await page.locator('#root button[aria-controls="mobile-menu"]').getAttribute('aria-expanded'), 'true');
    const taps = await page.evaluate(() => window.__taps);
    console.log(
      `# the picture's menu tap: ${taps[0] ?? '< 16'} ms (Event Timing); the privacy policy, tapped before the app: ${toDialog} ms to its dialog with files 1.5 s late`,
    );
    assert.ok((taps[0] ?? 0) <= 200, `the menu answers at once: ${taps[0]} ms`);
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();

    // the language switch on the picture stores the choice and reloads, as the app's does
    const other = await marketingPage({ locale: 'es-MX', width: 390, height: 844 });
    await other.route(/\.js(\?|$)/, async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await r.continue();
    });
    await other.goto(`${ctx.urls.shell}/`);
    await other.getByRole('button', { name: 'Cambiar el idioma a inglés' }).click();
    await h1(other, PUBLIC_ROUTES[0].en).waitFor();
    assert.equal(await other.getAttribute('html', 'lang'), 'en');
    assert.equal(await other.evaluate(() => localStorage.getItem('lng')), 'en');
    assert.equal(await other.locator('[data-prerender]').count(), 2, 'the English picture, before any app');
    await other.context().close();

    // a public page without a form starts the same way; a keyboard visitor keeps their place when the live page comes
    const care = await marketingPage({ locale: 'es-MX', width: 1280, height: 800 });
    await care.goto(`${ctx.urls.shell}/care-seekers`);
    await care.waitForTimeout(1000);
    assert.deepEqual(
      care.requests.filter((url) => /\.js(\?|$)/.test(url)),
      [],
      '/care-seekers asks for no script while read',
    );
    await care.keyboard.press('Tab');
    await care.keyboard.press('Tab');
    const place = await care.evaluate(() => [document.activeElement.closest('[data-prerender]') !== null, document.activeElement.textContent]);
    assert.equal(place[0], true, 'the focus is in the picture');
    await care.waitForFunction(() => !document.querySelector('[data-prerender]') && !document.documentElement.hasAttribute('data-handoff'));
    assert.deepEqual(await care.evaluate(() => [document.activeElement !== document.body, document.activeElement.textContent]), [true, place[1]]);
    assert.deepEqual(care.consoleErrors, []);
    await care.context().close();

    // the providers' page too: its application form is inert in the picture (nothing typed is lost), and a visitor
    // scrolling down to it has started the app
    const providers = await marketingPage({ locale: 'es-MX', width: 390, height: 844 });
    await providers.goto(`${ctx.urls.shell}/providers`);
    await providers.waitForTimeout(1000);
    assert.equal(providers.requests.filter((url) => /\.js(\?|$)/.test(url)).length, 0, '/providers asks for no script while read');
    assert.equal(await providers.locator('[data-prerender="es"] form[inert]').count(), 1, 'the form waits for the app');
    await providers.mouse.wheel(0, 800);
    await providers.waitForFunction(() => !document.querySelector('[data-prerender]') && !document.documentElement.hasAttribute('data-handoff'));
    assert.equal(await providers.locator('form[inert]').count(), 0);
    assert.equal(await providers.locator('form').getByRole('textbox').first().isEditable(), true);
    await providers.context().close();
  });

  it('renders every public route with its headline in Spanish, then in English after the nav language switch', async () => {
    const page = await marketingPage({ locale: 'es-MX', width: 1280, height: 800 });
    await page.goto(`${ctx.urls.shell}/`);
    await h1(page, PUBLIC_ROUTES[0].es).waitFor();
    const nav = () => page.getByRole('navigation', { name: /Navegación principal|Main navigation/ });
    // Spanish: every page reached through the top navigation (the Blog link is there).
    for (const route of PUBLIC_ROUTES.slice(1)) {
      await nav().getByRole('link', { name: route.nav.es, exact: true }).click();
      await page.waitForURL(`**${route.path}`);
      await h1(page, route.es).waitFor();
    }
    assert.equal(await page.getAttribute('html', 'lang'), 'es');
    // The switch stores the language and reloads the page.
    await page.getByRole('button', { name: 'Cambiar el idioma a inglés' }).click();
    await page.getByRole('button', { name: 'Switch the language to Spanish' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('lng')), 'en');
    await h1(page, PUBLIC_ROUTES.at(-1).en).waitFor();
    assert.equal(await nav().getByRole('link', { name: 'Blog' }).count(), 0, 'no Blog link in English');
    for (const route of PUBLIC_ROUTES) {
      if (route.nav?.en) {
        await nav().getByRole('link', { name: route.nav.en, exact: true }).click();
        await page.waitForURL(`**${route.path}`);
      } else {
        await page.goto(`${ctx.urls.shell}${route.path}`);
      }
      await h1(page, route.en).waitFor();
    }
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    // Back to Spanish: the Blog link returns.
    await page.getByRole('button', { name: 'Switch the language to Spanish' }).click();
    await nav().getByRole('link', { name: 'Blog', exact: true }).waitFor();
    assert.deepEqual(page.pageErrors, []);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  it('keeps each page still while it loads on a phone: the footer waits below the first screen (layout shift < 0.1)', async () => {
    const article = { path: '/blog/que-esperar-de-tu-primera-sesion-de-terapia', es: 'Qué esperar de tu primera sesión de terapia en línea' };
    for (const route of [...PUBLIC_ROUTES.slice(1), article]) {
      const page = await marketingPage({ locale: 'es-MX', width: 390, height: 844 });
      // A slow phone network: every chunk after the remote's entry arrives late, so the loading state is painted.
      await page.route(/\/[0-9]+\.[0-9a-f]+\.js$/, async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await r.continue();
      });
      await page.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${ctx.urls.shell}${route.path}`);
      await h1(page, route.es).waitFor();
      await page.waitForTimeout(300);
      const shift = await page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0));
      assert.ok(shift < 0.1, `${route.path}: layout shift ${shift.toFixed(3)}`);
      await page.context().close();
    }
  });

  it('pages through the real privacy policy PDF from the footer (es) and from the intake consent label (en)', async () => {
    const page = await marketingPage({ locale: 'es-MX', width: 390, height: 844 });
    await openPublic(page, '/', 'es');
    await page.locator('footer').getByRole('button', { name: 'Política de privacidad' }).click();
    let dialog = page.getByRole('dialog', { name: 'Política de privacidad' });
    await dialog.waitFor();
    const counter = dialog.getByText(/^Página 1 de \d+$/);
    await counter.waitFor({ timeout: 20000 });
    const total = Number((await counter.textContent()).match(/de (\d+)/)[1]);
    assert.ok(total >= 2, `the policy has ${total} pages`);
    await dialog.locator('canvas').first().waitFor();
    await viewportShot(page, 'marketing-privacy-es-390');
    assert.ok(await dialog.getByRole('button', { name: 'Anterior' }).isDisabled());
    for (let p = 2; p <= total; p += 1) {
      await dialog.getByRole('button', { name: 'Siguiente' }).click();
      await dialog.getByText(`Página ${p} de ${total}`).waitFor();
      await dialog.locator('canvas').first().waitFor();
    }
    assert.equal(await dialog.getByRole('button', { name: 'Siguiente' }).count(), 0, 'no Next on the last page');
    await dialog.getByRole('button', { name: 'Anterior' }).click();
    await dialog.getByText(`Página ${total - 1} de ${total}`).waitFor();
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await dialog.getByRole('button', { name: 'Listo' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The worker came from the marketing origin, not from a CDN.
    const workers = page.requests.filter((u) => /pdf\.worker/.test(u));
    assert.ok(workers.length > 0, 'the pdf.js worker was requested');
    for (const u of workers) assert.ok(u.startsWith(ctx.urls.marketing), `worker from ${u}`);

    // English, from the consent label of the provider application; the box stays unticked.
    await openPublic(page, '/providers', 'en');
    await page.getByRole('button', { name: 'privacy policy', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Privacy policy' });
    const counterEn = dialog.getByText(/^Page 1 of \d+$/);
    await counterEn.waitFor({ timeout: 20000 });
    const totalEn = Number((await counterEn.textContent()).match(/of (\d+)/)[1]);
    await dialog.locator('canvas').first().waitFor();
    await viewportShot(page, 'marketing-privacy-en-390');
    // one document per language: the English reader fetched another file than the Spanish one
    const pdfs = [...new Set(page.requests.filter((u) => /\.pdf(\?|$)/.test(u)))];
    assert.equal(pdfs.length, 2, `one policy file per language: ${pdfs.join(', ')}`);
    for (let p = 2; p <= totalEn; p += 1) {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText(`Page ${p} of ${totalEn}`).waitFor();
    }
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('checkbox', { name: /I am over 18/ }).isChecked(), false);
    assert.deepEqual(page.pageErrors, []);
    assert.deepEqual(page.consoleErrors, []);
    assert.deepEqual(page.failedRequests, []);
    await page.context().close();
  });

  it('submits the provider application to the real API: success, staff mail in the outbox, form reset; validation under a touched field', async () => {
    const page = await marketingPage({ locale: 'es-MX', width: 390, height: 844 });
    await openPublic(page, '/providers', 'es');
    const form = page.locator('form[aria-labelledby="intake-title"]');
    const field = (label) => form.getByLabel(new RegExp(`^${label}`));

    // A touched empty required field shows its message (and nothing was sent).
    await field('Nombre').focus();
    await field('Nombre').blur();
    await form.getByText('Obligatorio').first().waitFor();
    // Years below the minimum.
    await field('Años de experiencia').fill('2');
    await field('Años de experiencia').blur();
    await form
      .getByRole('alert')
      .filter({ hasText: /3 años/ })
      .waitFor();

    const id = unique();
    const email = `solicitante-${id}@example.com`;
    await field('Nombre').fill('Rocío');
    await field('Apellido').fill(`Solís ${id}`);
    await field('Correo electrónico').fill(email);
    await field('Confirma tu correo electrónico').fill(email);
    await field('Teléfono').fill('+1 713 555 0100');
    await field('Número de WhatsApp').fill('+52 55 5555 0100');
    await field('Nacionalidad').selectOption({ label: 'México' });
    await field('Género').selectOption({ label: 'Femenino' });
    await field('Años de experiencia').fill('7');
    await field('Área de especialidad').fill('Ansiedad, duelo y terapia de pareja');
    await field('Certificaciones y licencias').fill('Licencia LPC en Texas');
    for (const name of ['Personas', 'Parejas', 'Grupos']) await tick(form, name);
    // Submitting without consent shows the consent message.
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: /términos de uso/ })
      .waitFor();
    await tick(form, /Tengo más de 18 años/);
    await screenshot(page, 'marketing-intake-filled-es-390');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    // the form gives way to a confirmation that says what happens next, with the focus on it
    const received = page.getByRole('status').filter({ has: page.getByRole('heading', { name: SENT.intake('Rocío') }) });
    await received.waitFor();
    assert.match(await received.innerText(), new RegExp(`te escribirá a ${email.replace(/[.]/g, '\\.')}`));
    assert.equal(await received.evaluate((el) => el === document.activeElement), true);
    assert.equal(await form.isVisible(), false);
    await screenshot(page, 'marketing-intake-sent-es-390');

    const mail = await waitForMail((m) => m.subject.includes(`Solís ${id}`));
    assert.match(mail.text, new RegExp(email.replace(/[.]/g, '\\.')));
    assert.match(mail.text, /Años de experiencia: 7/);
    assert.match(mail.text, /parejas sí/);
    // Another application starts from the spec defaults.
    await received.getByRole('button', { name: 'Enviar otra solicitud' }).click();
    assert.equal(await field('Nombre').inputValue(), '');
    assert.equal(await field('Correo electrónico').inputValue(), '');
    assert.equal(await field('Años de experiencia').inputValue(), '3');
    assert.equal(await field('Nacionalidad').inputValue(), 'United States of America');
    assert.equal(await form.getByRole('checkbox', { name: /Tengo más de 18 años/ }).isChecked(), false);
    assert.equal(await form.getByRole('alert').count(), 0);
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it('sends the contact form in English: validation, success, reset, and the message in the outbox', async () => {
    const page = await marketingPage({ locale: 'en-US', width: 1280, height: 800 });
    await openPublic(page, '/contact', 'en');
    const field = (label) => page.getByLabel(new RegExp(`^${label}`));
    await field('How can we help you').focus();
    await field('How can we help you').blur();
    await page.getByText('please enter information regarding inquiry').waitFor();
    const box = await field('How can we help you').boundingBox();
    assert.ok(box.height >= 200, `text area is ${box.height}px high`);

    const id = unique();
    const email = `contact-${id}@example.com`;
    await field('First name').fill('Daniel');
    await field('Last name').fill(`Ortega ${id}`);
    await field('Email').fill(email);
    await field('Confirm email').fill(`x${email}`);
    await field('Confirm email').blur();
    await page
      .getByRole('alert')
      .filter({ hasText: /do not match/ })
      .waitFor();
    await field('Confirm email').fill(email);
    await field('How can we help you').fill('Do you offer sessions for teenagers with their parents?');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const thanks = page.getByRole('status').filter({ has: page.getByRole('heading', { name: SENT.contact('Daniel') }) });
    await thanks.waitFor();
    assert.match(await thanks.innerText(), /within 24 business hours/);
    const mail = await waitForMail((m) => m.subject.includes(`Ortega ${id}`));
    assert.match(mail.text, /teenagers with their parents/);
    assert.match(mail.text, /Idioma: en/);
    await thanks.getByRole('button', { name: 'Send another message' }).click();
    assert.equal(await field('First name').inputValue(), '');
    assert.equal(await field('How can we help you').inputValue(), '');
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it('lists the seeded articles as whole-card links and opens an article with its time to read, image and rendered content', async () => {
    const page = await marketingPage({ locale: 'es-MX', width: 1280, height: 800 });
    await openPublic(page, '/blog', 'es');
    const list = page.getByTestId('blog-list');
    const cards = list.getByRole('article');
    await cards.first().waitFor();
    assert.ok((await cards.count()) >= 5, 'the five seeded articles');
    const card = cards.filter({ hasText: 'Qué esperar de tu primera sesión' });
    await card.getByText(/min de lectura/).waitFor();
    const cardBox = await card.boundingBox();
    assert.equal(Math.round(cardBox.height), 520);
    const img = card.getByRole('img');
    const imgBox = await img.boundingBox();
    assert.deepEqual([Math.round(imgBox.width), Math.round(imgBox.height)], [350, 250]);
    // The whole card is the link: click the middle of its image (not the title).
    await card.click({ position: { x: 175, y: 125 } });
    await page.waitForURL('**/blog/que-esperar-de-tu-primera-sesion-de-terapia');
    const article = page.getByRole('article');
    await h1(page, 'Qué esperar de tu primera sesión de terapia en línea').waitFor();
    await article.getByText(/^\d+ min de lectura$/).waitFor();
    const hero = article.getByRole('img').first();
    await hero.waitFor();
    assert.ok(await hero.evaluate((el) => el.complete && el.naturalWidth > 0), 'the article image loaded');
    // Markdown became headings, lists or paragraphs (no raw markdown syntax left).
    assert.ok((await article.getByRole('heading', { level: 2 }).count()) > 0, 'markdown headings');
    assert.ok((await article.locator('p').count()) > 2, 'markdown paragraphs');
    assert.equal(await article.getByText(/^#+ /).count(), 0);
    await screenshot(page, 'marketing-article-es-1280');
    await article.getByRole('link', { name: 'Volver al blog' }).click();
    await cards.first().waitFor();
    assert.deepEqual(page.pageErrors, []);
    assert.deepEqual(page.failedRequests, []);
    await page.context().close();
  });

  it('has no serious or critical axe violations on the landing page (es, phone and desktop)', async () => {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ]) {
      const page = await marketingPage({ locale: 'es-MX', width, height });
      await openPublic(page, '/', 'es');
      await h1(page, PUBLIC_ROUTES[0].es).waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const bad = violations.filter((v) => ['serious', 'critical'].includes(v.impact));
      assert.deepEqual(
        bad.map((v) => `${v.id} (${v.impact}) @${width}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );
      await page.context().close();
    }
  });

  it('takes phone and desktop screenshots of every public page in Spanish and English', async () => {
    for (const lng of ['es', 'en']) {
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ]) {
        const page = await marketingPage({ locale: lng === 'es' ? 'es-MX' : 'en-US', width, height });
        await openPublic(page, '/', lng);
        for (const route of PUBLIC_ROUTES) {
          await goClient(page, route.path);
          await h1(page, route[lng]).waitFor();
          if (route.path === '/blog') await page.getByTestId('blog-list').getByRole('article').first().waitFor();
          await settleImages(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 0, `${route.path} ${lng} ${width}: ${overflow}px horizontal overflow`);
          await screenshot(page, `marketing-${route.name}-${lng}-${width}`);
        }
        assert.deepEqual(page.pageErrors, []);
        await page.context().close();
      }
    }
  });
});
