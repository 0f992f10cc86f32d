#!/usr/bin/env node
/**
 * Records real Strapi 5 answers for the API's CMS tests (test/fixtures/strapi/). Run by hand, never in CI: it
 * installs Strapi 5 with SQLite (~700 MB) in a temporary folder, defines the `articles` collection the README
 * documents, creates articles through Strapi's own HTTP API (admin registration, locales, public permissions,
 * an API token, an image upload, markdown and Blocks content in es and en) and saves what `/api/articles`
 * answers to the requests our API makes, in Strapi 5's default format and in the v4 format
 * (`Strapi-Response-Format: v4`, the shape a Strapi 4 server answers).
 *
 *   node packages/api/scripts/strapi-fixtures.mjs [--dir <folder to reuse>] [--port 5537]
 *
 * Phase 1 defines `content` as "Rich text (Markdown)"; phase 2 switches the same field to "Rich text (Blocks)",
 * as a site moving to Strapi 5's editor does, so the recorded list mixes both kinds of article.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { articleSchema, BLOCKS_ARTICLE, MARKDOWN_ARTICLES, pngImage, projectFiles, STRAPI_VERSION } from './strapi-project.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dir = arg('--dir', null) ?? mkdtempSync(join(tmpdir(), 'aliento-strapi-'));
const port = Number(arg('--port', process.env.STRAPI_PORT ?? '5537'));
const base = `http://127.0.0.1:${port}`;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'strapi');
const log = (...m) => console.log('[strapi-fixtures]', ...m);

/** The requests our API sends (services/cms), recorded per locale and format. */
const LIST = (locale, page = 1, pageSize = 25) =>
  `/api/articles?locale=${locale}&populate=image&sort=publishedAt%3Adesc&pagination%5Bpage%5D=${page}&pagination%5BpageSize%5D=${pageSize}`;
const SLUG = (locale, slug) => `${LIST(locale)}&filters%5Bslug%5D%5B%24eq%5D=${encodeURIComponent(slug)}`;

function install() {
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(projectFiles())) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  if (existsSync(join(dir, 'node_modules', '@strapi', 'strapi'))) return log('reusing', dir);
  log(`installing Strapi ${STRAPI_VERSION} in ${dir} (a few minutes)`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
}

function writeSchema(contentType) {
  const file = join(dir, 'src/api/article/content-types/article/schema.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(articleSchema(contentType), null, 2) + '\n');
}

async function start() {
  if (
    await fetch(`${base}/_health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`something already listens on ${base}: choose another --port`);
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: 'fixtureKeyA,fixtureKeyB',
    ADMIN_JWT_SECRET: 'fixture-admin-jwt-secret',
    API_TOKEN_SALT: 'fixture-api-token-salt',
    TRANSFER_TOKEN_SALT: 'fixture-transfer-token-salt',
    ENCRYPTION_KEY: 'fixture-encryption-key-0123456789',
    JWT_SECRET: 'fixture-users-permissions-secret',
  };
  const child = spawn(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running = child;
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`Strapi exited:\n${output}`);
    const ok = await fetch(`${base}/_health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, output: () => output };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`Strapi did not start in 2 minutes:\n${output}`);
}

/** The Strapi process of this run, ended on any failure so no server outlives the script. */
let running = null;

async function stop(server) {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
  running = null;
}

async function call(method, path, { token, body, form, headers = {} } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: form ?? (body ? JSON.stringify(body) : undefined),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Admin account, Spanish as the default locale, English, public find/findOne, a full-access API token. */
async function setUp() {
  const admin = await call('POST', '/admin/register-admin', {
    body: { firstname: 'Fixture', lastname: 'Admin', email: 'fixtures@aliento.example', password: 'Fixture-Admin-2026' },
  });
  const adminToken = admin.data.token;
  const locales = await call('GET', '/i18n/locales', { token: adminToken });
  if (!locales.some((l) => l.code === 'es')) {
    await call('POST', '/i18n/locales', { token: adminToken, body: { name: 'Spanish (es)', code: 'es', isDefault: true } });
  }
  const { roles } = await call('GET', '/users-permissions/roles', { token: adminToken });
  const publicRole = roles.find((r) => r.type === 'public');
  const { role } = await call('GET', `/users-permissions/roles/${publicRole.id}`, { token: adminToken });
  const actions = role.permissions['api::article'].controllers.article;
  actions.find.enabled = true;
  actions.findOne.enabled = true;
  await call('PUT', `/users-permissions/roles/${publicRole.id}`, {
    token: adminToken,
    body: { name: role.name, description: role.description, type: role.type, permissions: role.permissions },
  });
  const apiToken = await call('POST', '/admin/api-tokens', {
    token: adminToken,
    body: { name: 'fixtures', description: 'writes the fixture articles', type: 'full-access', lifespan: null },
  });
  return apiToken.data.accessKey;
}

async function upload(token) {
  const form = new FormData();
  form.append('files', new Blob([pngImage(400, 300)], { type: 'image/png' }), 'respirar.png');
  form.append('fileInfo', JSON.stringify({ alternativeText: 'Persona respirando junto a una ventana', caption: '' }));
  const [file] = await call('POST', '/api/upload', { token, form });
  return file;
}

/** Creates the Spanish version (published), then each other locale of the same document. */
async function createArticle(token, article, extra = {}) {
  const created = await call('POST', '/api/articles?locale=es', { token, body: { data: { ...article.es, slug: article.slug, ...extra } } });
  for (const [locale, fields] of Object.entries(article).filter(([k]) => k !== 'es' && k !== 'slug')) {
    await call('PUT', `/api/articles/${created.data.documentId}?locale=${locale}`, {
      token,
      body: { data: { ...fields, slug: article.slug, ...extra } },
    });
  }
  return created.data;
}

const recorded = [];
async function record(name, path, headers = {}) {
  const res = await fetch(base + path, { headers });
  const body = await res.json();
  writeFileSync(join(out, `${name}.json`), JSON.stringify(body, null, 2) + '\n');
  recorded.push({ file: `${name}.json`, status: res.status, request: `GET ${path}`, headers });
  log('recorded', name, res.status, Array.isArray(body.data) ? `${body.data.length} articles` : '');
}

async function recordAll(prefix) {
  const v4 = { 'Strapi-Response-Format': 'v4' };
  for (const locale of ['es', 'en']) {
    await record(`${prefix}-v5-list-${locale}`, LIST(locale));
    await record(`${prefix}-v4-list-${locale}`, LIST(locale), v4);
  }
  await record(`${prefix}-v5-page2-es`, LIST('es', 2, 2));
  await record(`${prefix}-v5-slug-es`, SLUG('es', MARKDOWN_ARTICLES[0].slug));
  await record(`${prefix}-v5-slug-en`, SLUG('en', MARKDOWN_ARTICLES[0].slug));
  await record(`${prefix}-v5-slug-en-missing`, SLUG('en', MARKDOWN_ARTICLES[1].slug));
  await record(`${prefix}-v5-slug-es-only`, SLUG('es', MARKDOWN_ARTICLES[1].slug));
  await record(`${prefix}-v4-slug-es`, SLUG('es', MARKDOWN_ARTICLES[0].slug), v4);
  if (prefix === 'mixed') {
    await record('mixed-v5-slug-blocks-en', SLUG('en', 'pequenos-pasos'));
    await record('mixed-v4-slug-blocks-en', SLUG('en', 'pequenos-pasos'), v4);
  }
}

async function main() {
  install();
  rmSync(join(dir, '.tmp'), { recursive: true, force: true });
  rmSync(join(dir, 'public', 'uploads'), { recursive: true, force: true });
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  mkdirSync(out, { recursive: true });
  // the recordings are replaced; the folder's README stays
  for (const f of readdirSync(out).filter((name) => name.endsWith('.json'))) rmSync(join(out, f));

  writeSchema('richtext');
  let server = await start();
  const token = await setUp();
  const image = await upload(token);
  for (const [i, article] of MARKDOWN_ARTICLES.entries()) await createArticle(token, article, i === 0 ? { image: image.id } : {});
  await recordAll('markdown');
  await stop(server);

  // The editor moves to Blocks: the field changes type and a new article is written with it.
  writeSchema('blocks');
  server = await start();
  await createArticle(token, BLOCKS_ARTICLE(image), { image: image.id });
  await recordAll('mixed');
  await stop(server);

  const pkg = JSON.parse(readFileSync(join(dir, 'node_modules/@strapi/strapi/package.json'), 'utf8'));
  writeFileSync(
    join(out, 'index.json'),
    JSON.stringify(
      {
        source: `recorded from a real Strapi ${pkg.version} (SQLite) by scripts/strapi-fixtures.mjs`,
        recordedAt: new Date().toISOString(),
        base,
        fixtures: recorded,
      },
      null,
      2,
    ) + '\n',
  );
  log('done:', recorded.length, 'fixtures in', out, '(Strapi folder kept at', dir + ')');
}

main().catch((err) => {
  console.error(err);
  running?.kill('SIGTERM');
  process.exit(1);
});
