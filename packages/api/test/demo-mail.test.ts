/** The demo outbox viewer (`/demo/mail`): served only in demo mode, readable, its links working, scripts off. */
import { clientRegistration, createTestApp, type TestApp } from './helpers';

let demo: TestApp;
beforeAll(async () => {
  demo = await createTestApp({ seed: true });
});
afterAll(async () => {
  await demo.close();
});

it('lists the mails, opens one with its link clickable, in the browser’s language, with no script allowed', async () => {
  const body = clientRegistration({ firstName: 'Lucía <b>' });
  await demo.app.inject({ method: 'POST', url: '/api/register', payload: body });
  const list = await demo.app.inject({
    method: 'GET',
    url: `/demo/mail?to=${encodeURIComponent(body.email as string)}`,
    headers: { 'accept-language': 'es-MX,es;q=0.9' },
  });
  expect(list.statusCode).toBe(200);
  expect(list.headers['content-type']).toMatch(/^text\/html/);
  expect(list.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  expect(list.headers['cache-control']).toBe('no-store');
  expect(list.body).toContain('<html lang="es">');
  expect(list.body).toContain('Buzón de demostración');
  const id = /href="\/demo\/mail\/([0-9a-f-]{36})"/.exec(list.body)?.[1];
  expect(id).toBeDefined();

  const mail = await demo.app.inject({ method: 'GET', url: `/demo/mail/${id}`, headers: { 'accept-language': 'en-US' } });
  expect(mail.statusCode).toBe(200);
  expect(mail.body).toContain('Te damos la bienvenida a Aliento');
  expect(mail.body).toMatch(/<a href="http:\/\/web\.test\/verify-email\?token=[\w-]{43}">/);
  expect(mail.body).toContain('Lucía &lt;b&gt;');
  expect(mail.body).not.toContain('<b>');
  expect(mail.body).toContain('Back to the mailbox');

  expect((await demo.app.inject({ method: 'GET', url: '/demo/mail/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  expect((await demo.app.inject({ method: 'GET', url: '/demo/mail/nope' })).statusCode).toBe(404);
});

it('is named in /api/config in demo mode, and absent otherwise', async () => {
  const config = await demo.app.inject({ method: 'GET', url: '/api/config', headers: { host: 'localhost:8080' } });
  expect(config.json().demoMailUrl).toBe('http://localhost:8080/demo/mail');
  const plain = await createTestApp();
  try {
    expect((await plain.app.inject({ method: 'GET', url: '/demo/mail' })).statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json()).not.toHaveProperty('demoMailUrl');
  } finally {
    await plain.close();
  }
});
