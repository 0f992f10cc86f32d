/**
 * The static files' headers: the shell's strict Content-Security-Policy (the inline script by its hash, the
 * remotes' and API's origins from remotes.json, the third parties the product loads), caching and CORS per file,
 * and the local static server (bin/serve.mjs) sending them on every answer.
 */
const { spawn, spawnSync } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { fileHeaders, inlineScriptHashes, permissionsPolicy, preconnectLink, shellCsp, shellPageHeaders } = require('./security-headers.cjs');

const REMOTES = {
  api: 'https://api.aliento.example',
  remotes: { marketing: 'https://cdn.aliento.example/marketing/remoteEntry.js', admin: 'https://admin.aliento.example/remoteEntry.js' },
};
const PAGE = '<html><head><script>var a = 1;</script><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const sha = (s) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
const directive = (csp, name) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? null;

describe('the shell page policy', () => {
  it('hashes exactly the inline scripts, not the loaded ones', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha('var a = 1;')]);
  });

  it('allows the hashed script and the deployed origins, never inline scripts', () => {
    const csp = shellCsp({ remotesJson: REMOTES, scriptHashes: inlineScriptHashes(PAGE), videoHost: 'https://8x8.vc' });
    const script = directive(csp, 'script-src');
    expect(script).toEqual(
      expect.arrayContaining([
        "'self'",
        sha('var a = 1;'),
        'https://cdn.aliento.example',
        'https://admin.aliento.example',
        'https://js.stripe.com',
        'https://8x8.vc',
      ]),
    );
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script.join(' ')).not.toMatch(/googletagmanager/);
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(['https://api.aliento.example', 'https://api.stripe.com']));
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(['https://api.aliento.example', 'data:', 'blob:']));
    expect(directive(csp, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://8x8.vc', 'https://calendly.com']),
    );
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('adds Google Analytics only when it is configured', () => {
    const csp = shellCsp({ remotesJson: REMOTES, scriptHashes: [], analytics: true });
    expect(directive(csp, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(csp, 'frame-src')).toContain('https://meet.jit.si');
  });

  it('tells the browser to connect to the API (with CORS) and to each remote origin once, before the scripts ask', () => {
    const sameCdn = { ...REMOTES, remotes: { ...REMOTES.remotes, directory: 'https://cdn.aliento.example/directory/remoteEntry.js' } };
    expect(preconnectLink(sameCdn)).toBe(
      '<https://api.aliento.example>; rel=preconnect; crossorigin, <https://cdn.aliento.example>; rel=preconnect, <https://admin.aliento.example>; rel=preconnect',
    );
    expect(shellPageHeaders({ remotesJson: REMOTES, scriptHashes: [] }).Link).toBe(preconnectLink(REMOTES));
  });

  it('lets the video host use the camera and microphone in its frame', () => {
    expect(permissionsPolicy('https://8x8.vc/some/path')).toContain('camera=(self "https://8x8.vc")');
  });
});

describe('file headers', () => {
  it('caches hashed files for a year and revalidates entry points; remotes.json is never stored', () => {
    expect(fileHeaders('912.a1b2c3d4e5.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(fileHeaders('assets/portrait.0badc0de.webp')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const entry of ['remoteEntry.js', 'main.js', 'index.html', 'mf-manifest.json', 'privacy.pdf']) {
      expect([entry, fileHeaders(entry)['Cache-Control']]).toEqual([entry, 'no-cache']);
    }
    expect(fileHeaders('remotes.json')['Cache-Control']).toBe('no-store');
    expect(fileHeaders('main.js')).toMatchObject({
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
});

describe('the local static server', () => {
  let dir;
  let child;
  let base;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-serve-'));
    fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
    fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(REMOTES));
    fs.writeFileSync(path.join(dir, 'csp-hashes.json'), JSON.stringify({ scriptHashes: inlineScriptHashes(PAGE) }));
    child = spawn(process.execPath, [path.join(__dirname, '..', 'bin', 'serve.mjs'), dir, '--port', '0', '--spa'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    base = await new Promise((resolve) =>
      child.stdout.on('data', (d) => {
        const m = /at (http:\/\/\S+)/.exec(String(d));
        if (m) resolve(m[1]);
      }),
    );
  });
  afterAll(() => {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends the shell's policy on its pages and routes, and the file headers on everything, a 404 included", async () => {
    const page = await fetch(`${base}/dashboard/admin`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy');
    expect(directive(csp, 'script-src')).toContain(sha('var a = 1;'));
    expect(directive(csp, 'script-src')).toContain('https://cdn.aliento.example');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('link')).toBe(preconnectLink(REMOTES));
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = await fetch(`${base}/main.js`);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(script.headers.get('content-security-policy')).toBeNull();
    const missing = await fetch(`${base}/nothing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${base}/remotes.json`)).headers.get('cache-control')).toBe('no-store');
  });

  it('prints the same headers for a deployment (write-headers.mjs)', () => {
    const run = spawnSync(process.execPath, [path.join(__dirname, '..', 'bin', 'write-headers.mjs'), dir, '--shell'], {
      encoding: 'utf8',
      env: { ...process.env, VIDEO_HOST: 'https://8x8.vc', GA_ID: '' },
    });
    expect(run.status).toBe(0);
    const { routes, files } = JSON.parse(run.stdout);
    expect(directive(routes['Content-Security-Policy'], 'script-src')).toEqual(expect.arrayContaining([sha('var a = 1;'), 'https://8x8.vc']));
    expect(files['/index.html']['Content-Security-Policy']).toBe(routes['Content-Security-Policy']);
    expect(files['/main.js']).not.toHaveProperty('Content-Security-Policy');
    expect(files['/remotes.json']['Cache-Control']).toBe('no-store');
  });
});
