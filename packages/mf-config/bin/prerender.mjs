#!/usr/bin/env node
/**
 * Prerenders the landing page (`/`) into the shell's index.html after a production build, so a visitor on a slow
 * phone reads it before any JavaScript has run, and the frames of /signin, /registration and the public pages
 * written in the code (PAGES) into <path>/index.html, so their largest paint does not wait for the JavaScript either. It serves the built shell and marketing remote, renders `/` in
 * Chromium in Spanish and in English, and writes both snapshots (plus the CSS the page injected) into
 * shell/dist/index.html; the untouched page is kept as app.html, the history fallback for every other route.
 * An inline script in the head shows the snapshot of the visitor's language, or none (signed-in visitors, other
 * paths); the shell then renders the same page over it once the marketing remote has loaded (start.tsx).
 * Without Chromium (a machine that only runs `pnpm start`) it prints a notice and leaves the build as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import securityHeaders from '../src/security-headers.cjs';
import frameRoutes from '../src/frame-routes.cjs';
import { portsAt, repoRoot, startStack } from './stack.mjs';

const { CSP_HASHES_FILE, inlineScriptHashes } = securityHeaders;
const { FRAMES_FILE } = frameRoutes;
const require = createRequire(import.meta.url);
/** The build's own TypeScript rule (swc), for a frame's painter. */
const swcRule = () => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
});

const dist = path.join(repoRoot, 'shell', 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE = Number(process.env.PRERENDER_PORT_BASE ?? 4700);
const ports = portsAt(BASE);

/**
 * The pages written with a snapshot: the landing, and the frames of the screens people open most before signing in
 * (issue 22): its file, and what shows the page is rendered. A frame is a picture of the screen until the live one
 * replaces it (shell/src/features/prerender/handoff.tsx): its controls are disabled and it is inert meanwhile.
 */
const PAGES = [
  // the landing is the whole page in its picture (links, words): its app starts at the visitor's first intent
  { path: '/', file: 'index.html', ready: '[data-remote="marketing"] h1', intent: true },
  { path: '/signin', file: 'signin/index.html', ready: 'main form', frame: true },
  { path: '/registration', file: 'registration/index.html', ready: 'main h1', frame: true },
  // the public pages whose words are in the code; those that are read first are whole in their picture too, and start
  // their app as the landing does (their form, the providers' application, inert until then); the contact page, a
  // form first, is a frame
  ...['/care-seekers', '/providers', '/about-us', '/contact'].map((route) => ({
    path: route,
    file: `${route.slice(1)}/index.html`,
    ready: '[data-remote="marketing"] h1',
    frame: true,
    intent: route !== '/contact',
  })),
  // the blog's articles come from the CMS at run time: its frame is drawn without them (heading, an empty list), and its
  // painter fills in the first card from the API's answer when the page opens
  {
    path: '/blog',
    file: 'blog/index.html',
    ready: '[data-remote="marketing"] h1',
    frame: true,
    holdApi: true,
    painter: 'mfe-marketing/src/frame/first-article.entry.ts',
  },
  // the signed-in screens people open most: a frame per role that uses the page (its nav differs), drawn from the code
  // alone (no API answers: headings, intros and skeletons, nothing of anyone's data)
  // the therapists list's frame also paints the client's first card itself, before the app's code (its `painter`)
  {
    path: '/dashboard/therapists',
    file: 'dashboard/therapists/index.html',
    ready: 'main h1',
    frame: true,
    roles: [['ROLE_CLIENT']],
    painter: 'mfe-directory/src/frame/first-card.entry.ts',
  },
  // a therapist's page, one frame for every therapist (drawn at an id no one has; served for /dashboard/therapists/<id>
  // by the routes of frames.json): the back link and the loading state, then its painter draws the photo and name
  {
    path: '/dashboard/therapists/:id',
    draw: '/dashboard/therapists/00000000-0000-4000-8000-000000000000',
    file: 'dashboard/therapists/_id/index.html',
    ready: '[data-remote="directory"] [role="status"]',
    frame: true,
    roles: [['ROLE_CLIENT']],
    painter: 'mfe-directory/src/frame/therapist-photo.entry.ts',
  },
  ...['/dashboard/appointments', '/dashboard/settings'].map((route) => ({
    path: route,
    file: `${route.slice(1)}/index.html`,
    ready: 'main h1',
    frame: true,
    roles: [['ROLE_CLIENT'], ['ROLE_THERAPIST']],
  })),
  { path: '/dashboard/admin', file: 'dashboard/admin/index.html', ready: 'main h1', frame: true, roles: [['ROLE_ADMIN']] },
];

/** A picture that is the whole page starts its app at the visitor's first intent: the script that waits for it. */
const START_ON_INTENT = 'shell/src/features/prerender/start-on-intent.entry.ts';

/** Who a signed-in frame is drawn for: claims of nobody (no name, no e-mail), signed by nothing: never sent anywhere. */
const FRAME_PERSON = { id: 'frame', email: 'frame@invalid', firstName: 'Frame', lastName: 'Frame', approved: true, emailVerified: true };
const frameToken = (roles) => {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...FRAME_PERSON, roles, exp })}.frame`;
};
/** The key a signed-in frame carries (data-role) and the head script computes from the visitor's token (index.html). */
const roleKey = (roles) => [...roles].sort().join(' ');

async function snapshot(browser, url, language, { ready, frame = false, roles = null, holdApi = false }) {
  const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'es-MX', viewport: { width: 390, height: 844 } });
  const token = roles ? frameToken(roles) : null;
  await context.addInitScript(
    ([lng, t]) => {
      window.localStorage.setItem('lng', lng);
      if (t) window.localStorage.setItem('token', t);
    },
    [language, token],
  );
  // a signed-in frame: the API never answers, so the screen stays as it first shows (heading, intro, skeletons)
  if (roles || holdApi) await context.route(/\/(api|uploads)\//, () => undefined);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 30000 });
  if (roles || holdApi) await page.waitForTimeout(1000);
  else await page.waitForLoadState('networkidle').catch(() => undefined);
  if (frame) {
    await page.evaluate(() => {
      for (const control of document.querySelectorAll('#root input, #root button, #root select, #root textarea'))
        control.setAttribute('disabled', '');
      // what the screen reads from the visitor's device (their time zone): kept in its place, left blank in a picture
      for (const own of document.querySelectorAll('#root [data-frame-blank]')) {
        own.setAttribute('style', `${own.getAttribute('style') ?? ''};visibility:hidden`);
        own.setAttribute('aria-hidden', 'true');
      }
    });
  }
  const result = await page.evaluate(async () => ({
    html: document.getElementById('root').innerHTML,
    // the UI kit's global styles (tokens, resets), kept under their mark: the live kit finds them in the page and does
    // not put the same 39 KB of CSS in it a second time
    kitGlobals: document.querySelector('head style[data-aliento-global]')?.textContent ?? '',
    styles: [
      // Chakra's styles (emotion) are inserted as rules into empty <style> elements in a production build: their text
      // is read from the rules, or the frame would paint unstyled until the live screen replaces it.
      ...[...document.querySelectorAll('head style:not([data-aliento-global])')].map((s) =>
        s.textContent || !s.sheet ? s.textContent : [...s.sheet.cssRules].map((rule) => rule.cssText).join('\n'),
      ),
      // The production CSS files of the shell and of the marketing chunks (mini-css-extract-plugin).
      ...(await Promise.all([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => fetch(l.href).then((r) => r.text())))),
    ],
  }));
  await context.close();
  return result;
}

/** The CSS the page loaded beyond the template's inline styles (the shell's and the landing's CSS files). */
const pageCss = (styles, template) => [...new Set(styles)].filter((css) => css && !template.includes(css)).join('\n');

/** The snapshot page inlines the CSS it needs, so its first paint waits for no stylesheet request. */
const withoutStylesheetLinks = (html) => html.replace(/<link [^>]*rel="stylesheet"[^>]*>/g, '');

/**
 * The history fallback (the routes without a picture: a therapist's page, the blog) carries the shell's own CSS inline
 * too (under 2 KiB compressed): its first paint waits for no stylesheet request either.
 */
const withStylesheetsInline = (html) =>
  html.replace(/<link href="\/([^"]+\.css)" rel="stylesheet"\s*\/?>/g, (link, file) => {
    const css = path.join(dist, file);
    return fs.existsSync(css) ? `<style>${fs.readFileSync(css, 'utf8')}</style>` : link;
  });

/**
 * A frame's painter (a remote's module that fills its frame with the visitor's first data, e.g.
 * mfe-directory/src/frame/first-card.ts), compiled into one small script the page carries inline in its head: its
 * calls start while the page is parsed, and it draws once the frame is there, before the app's files have arrived.
 */
const compiled = new Map();
function painterScript(entry) {
  if (!compiled.has(entry)) compiled.set(entry, compilePainter(entry));
  return compiled.get(entry);
}

async function compilePainter(entry) {
  const { default: webpack } = await import('webpack');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-painter-'));
  const compiler = webpack({
    mode: 'production',
    context: repoRoot,
    entry: path.join(repoRoot, entry),
    target: ['web', 'es2020'],
    devtool: false,
    output: { path: out, filename: 'painter.js', iife: true },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [swcRule()] },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  if (stats.hasErrors()) throw new Error(`${entry}: ${stats.toString('errors-only')}`);
  const code = fs.readFileSync(path.join(out, 'painter.js'), 'utf8').trim();
  fs.rmSync(out, { recursive: true, force: true });
  if (/<\/script/i.test(code)) throw new Error(`${entry}: the compiled painter holds "</script"`);
  return code;
}

async function main() {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) throw new Error('shell/dist/index.html is missing: build first');
  if (!fs.existsSync(chromiumPath)) {
    console.log(`prerender: no Chromium at ${chromiumPath}; the landing page is served without a prerendered snapshot`);
    return;
  }
  const appHtml = path.join(dist, 'app.html');
  const template = fs.existsSync(appHtml) ? fs.readFileSync(appHtml, 'utf8') : fs.readFileSync(index, 'utf8');
  fs.writeFileSync(appHtml, template);
  fs.writeFileSync(index, template); // render from the plain page, never from an older snapshot
  for (const { file } of PAGES.filter((p) => p.frame)) fs.rmSync(path.join(dist, file), { force: true });
  const { chromium } = await import('playwright-core');
  const stack = await startStack({ api: false, ports });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const written = [];
    for (const {
      path: route,
      draw = route,
      file,
      ready,
      frame = false,
      roles: frameRoles = null,
      holdApi = false,
      intent = false,
      painter = intent ? START_ON_INTENT : null,
    } of PAGES) {
      const url = `${stack.urls.shell}${draw}`;
      const inert = frame && !intent ? ' inert' : '';
      const frames = [];
      const styles = [];
      let kitGlobals = '';
      for (const roles of frameRoles ?? [null]) {
        const role = roles ? ` data-role="${roleKey(roles)}"` : '';
        for (const language of ['es', 'en']) {
          const shot = await snapshot(browser, url, language, { ready, frame, roles, holdApi });
          if (roles && /frame@invalid|\bFrame\b/.test(shot.html)) throw new Error(`${route}: the frame shows its token's claims`);
          // a picture that is the whole page keeps its forms inert: what would be typed into them before the app is
          // there would be lost (a visitor scrolling down to one has started the app already)
          const html = intent ? shot.html.replace(/<form\b/g, '<form inert') : shot.html;
          frames.push(`<div data-prerender="${language}"${language === 'en' ? ' lang="en"' : ''}${role}${inert}>${html}</div>`);
          styles.push(...shot.styles);
          kitGlobals ||= shot.kitGlobals;
        }
      }
      // a signed-in page shows the frame of the visitor's roles only (the head script writes them in html[data-role])
      const roleCss = (frameRoles ?? [])
        .map((roles) => `html:not([data-role='${roleKey(roles)}']) [data-prerender][data-role='${roleKey(roles)}'] { display: none; }`)
        .join(' ');
      const page = withoutStylesheetLinks(template)
        .replace('<html lang="es">', route === '/' ? '<html lang="es">' : `<html lang="es" data-prerendered="${route}">`)
        .replace(
          '</head>',
          `${kitGlobals ? `<style data-aliento-global>${kitGlobals}</style>\n` : ''}<style data-prerender-css>${pageCss(styles, template)}${roleCss}</style>\n</head>`,
        )
        .replace('<div id="root"></div>', `<div id="root">${frames.join('')}</div>`)
        // at the end of the head: after the script that chooses the frame and asks for remotes.json (the painter reads
        // both), so its calls start while the rest of the page is parsed
        .replace('</head>', painter ? `<script>${await painterScript(painter)}</script>\n</head>` : '</head>');
      if (!page.includes('data-prerender="es"')) throw new Error('the shell template has no <div id="root"></div>');
      if (route !== '/' && !page.includes(`data-prerendered="${route}"`)) throw new Error('the shell template has no <html lang="es">');
      const target = path.join(dist, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, page);
      written.push(page);
      console.log(`prerender: ${route} written to shell/dist/${file} (${(page.length / 1024).toFixed(0)} KiB, ${frames.length} frames)`);
    }
    fs.writeFileSync(appHtml, withStylesheetsInline(template));
    // the frames of paths with a parameter, for the server (serve.mjs, a CDN's rewrite rules: docs/deploy.md)
    const routes = Object.fromEntries(PAGES.filter((p) => p.path.includes('/:')).map((p) => [p.path, `/${p.file}`]));
    fs.writeFileSync(path.join(dist, FRAMES_FILE), JSON.stringify({ routes }, null, 2) + '\n');
    // the pages' inline scripts, hashed again from the files as written (the snapshots and the history fallback)
    const scriptHashes = [...new Set([...written.flatMap(inlineScriptHashes), ...inlineScriptHashes(template)])];
    fs.writeFileSync(path.join(dist, CSP_HASHES_FILE), JSON.stringify({ scriptHashes }, null, 2) + '\n');
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error) => {
  console.error('prerender failed:', error);
  process.exit(1);
});
