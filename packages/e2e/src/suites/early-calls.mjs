/**
 * Render-as-you-fetch (issue 22): a signed-in screen's first API calls start with the shell, beside the screen's
 * code, and the screen uses those answers instead of asking again. Each first call reaches the API once.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ctx, DEMO, openAs } from '../lib/context.mjs';
import { newPage } from '../lib/browser.mjs';
import { bookViaApi, registerClient, settled, therapistByEmail } from '../lib/directory-helpers.mjs';

/** How many times the page asked the API for this path (with its query), and when first, among all its requests. */
function asked(page, pathWithQuery) {
  const url = `${ctx.urls.api}${pathWithQuery}`;
  return { count: page.requests.filter((r) => r === url).length, first: page.requests.indexOf(url) };
}

describe('early calls', () => {
  it("a client's appointments: the list, plan, hold and receipts are asked for once, before the screen's code has loaded", async () => {
    const client = await registerClient('Elena');
    const { id: therapistId } = await therapistByEmail(DEMO.therapist);
    await bookViaApi(client, therapistId);
    const page = await newPage(ctx.browser, { locale: 'en-US', width: 390, height: 844 });
    await openAs(page, client.token, '/dashboard/appointments', { lng: 'en' });
    await page
      .getByRole('region', { name: 'Upcoming sessions' })
      .getByText(/with Valentina Rojas/)
      .waitFor();
    await page.getByRole('region', { name: 'Receipts' }).waitFor();
    await settled(page);
    const calls = [
      `/api/appointments/client/${client.id}`,
      `/api/subscriptions/client/${client.id}`,
      '/api/appointments/holds/mine',
      '/api/payments/receipts/mine?limit=50',
    ];
    for (const call of calls) assert.equal(asked(page, call).count, 1, `${call} asked once`);
    // the list was asked for before the appointments remote's first chunk beyond its entry
    const remoteChunk = page.requests.findIndex((r) => r.startsWith(ctx.urls.appointments) && !r.endsWith('remoteEntry.js') && r.endsWith('.js'));
    assert.ok(remoteChunk > 0, 'the remote loaded its code');
    assert.ok(asked(page, calls[0]).first < remoteChunk, 'the list call started before the screen code');
    assert.deepEqual(page.pageErrors, []);
    await page.context().close();
  });

  it("a client's therapists list and a therapist's page ask for their data once", async () => {
    const client = await registerClient('Lidia');
    const { id: therapistId } = await therapistByEmail(DEMO.therapist);
    const page = await newPage(ctx.browser, { locale: 'es-MX', width: 1280, height: 900 });
    await openAs(page, client.token, '/dashboard/therapists', { lng: 'es' });
    await page.getByRole('region', { name: 'Terapeutas' }).getByRole('heading', { name: 'Valentina Rojas' }).waitFor();
    await settled(page);
    for (const call of ['/api/therapists?approved=true', `/api/favorites/user/${client.id}`, `/api/subscriptions/client/${client.id}`]) {
      assert.equal(asked(page, call).count, 1, `${call} asked once`);
    }
    const detail = await newPage(ctx.browser, { locale: 'es-MX', width: 390, height: 844 });
    await openAs(detail, client.token, `/dashboard/therapists/${therapistId}`, { lng: 'es' });
    await detail.getByRole('heading', { level: 1, name: 'Valentina Rojas' }).waitFor();
    await detail.getByRole('button', { name: /^Próxima hora libre: / }).waitFor();
    await settled(detail);
    for (const call of [`/api/therapists/${therapistId}`, `/api/therapists/${therapistId}/booking`, `/api/favorites/user/${client.id}`]) {
      assert.equal(asked(detail, call).count, 1, `${call} asked once`);
    }
    assert.deepEqual([...page.pageErrors, ...detail.pageErrors], []);
    await page.context().close();
    await detail.context().close();
  });
});
