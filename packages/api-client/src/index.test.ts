import { endpointPath } from '@aliento/contracts/endpoint';
import { HttpResponse, apiPath, clientToken, http, server } from '@aliento/testing';
import { NO_CACHE_HEADERS, signIn } from '@aliento/core';
import { adminApi } from './admin';
import { checksCall } from './client';
import { schedulingApi } from './scheduling';
import { subscriptionsApi } from './subscriptions';

const THERAPIST = '00000000-0000-4000-8000-0000000000aa';
const slots = { timeZone: 'America/Mexico_City', slots: [{ startTime: '2026-12-01T15:00:00.000Z', endTime: '2026-12-01T15:45:00.000Z' }] };

describe('the typed API client', () => {
  it('fills the path, sends the query, the token and the headers given, and parses the answer', async () => {
    const token = clientToken();
    signIn(token);
    let seen: { url: URL; auth: string | null; cache: string | null } | undefined;
    server.use(
      http.get(apiPath('/api/therapists/:id/slots'), ({ request }) => {
        seen = { url: new URL(request.url), auth: request.headers.get('authorization'), cache: request.headers.get('cache-control') };
        return HttpResponse.json(slots);
      }),
    );
    const answer = await schedulingApi.getFreeSlots(
      { params: { id: THERAPIST }, query: { from: '2026-12-01T00:00:00.000Z', to: '2026-12-08T00:00:00.000Z' } },
      { headers: NO_CACHE_HEADERS },
    );
    expect(answer).toEqual(slots);
    expect(seen?.url.pathname).toBe(`/api/therapists/${THERAPIST}/slots`);
    expect(Object.fromEntries(seen?.url.searchParams ?? [])).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2026-12-08T00:00:00.000Z' });
    expect(seen?.auth).toBe(`Bearer ${token}`);
    expect(seen?.cache).toBe(NO_CACHE_HEADERS['Cache-Control']);
  });

  it('checks the body against the contract before sending anything', async () => {
    let called = false;
    server.use(http.put(apiPath('/api/admin/update-therapist'), () => ((called = true), HttpResponse.json({}))));
    await expect(adminApi.adminUpdateTherapist({ body: { therapistId: 'not-an-id' } as never })).rejects.toThrow();
    expect(called).toBe(false);
  });

  it('refuses an answer that breaks the contract', async () => {
    server.use(http.get(apiPath('/api/subscriptions/client/:id'), () => HttpResponse.json({ plan: 42 })));
    await expect(subscriptionsApi.getSubscription({ params: { clientId: THERAPIST } })).rejects.toThrow();
  });

  describe('in a production build', () => {
    const environment = process.env.NODE_ENV;
    beforeEach(() => {
      process.env.NODE_ENV = 'production';
    });
    afterEach(() => {
      process.env.NODE_ENV = environment;
    });

    it('checks only calls that send something: a GET answers what the API sent, without loading the schemas', async () => {
      expect(checksCall({ method: 'GET', path: '/api/x', response: true })).toBe(false);
      expect(checksCall({ method: 'POST', path: '/api/x' })).toBe(true);
      expect(checksCall({ method: 'DELETE', path: '/api/x/:id' })).toBe(true);
      let seen: URL | undefined;
      server.use(http.get(apiPath('/api/therapists/:id/slots'), ({ request }) => ((seen = new URL(request.url)), HttpResponse.json(slots))));
      const answer = await schedulingApi.getFreeSlots({
        params: { id: THERAPIST },
        query: { from: '2026-12-01T00:00:00.000Z', to: '2026-12-08T00:00:00.000Z' },
      });
      expect(answer).toEqual(slots);
      expect(seen?.pathname).toBe(`/api/therapists/${THERAPIST}/slots`);
      expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2026-12-08T00:00:00.000Z' });
    });

    it('still checks a body against the contract before sending anything', async () => {
      let called = false;
      server.use(http.put(apiPath('/api/admin/update-therapist'), () => ((called = true), HttpResponse.json({}))));
      await expect(adminApi.adminUpdateTherapist({ body: { therapistId: 'not-an-id' } as never })).rejects.toThrow();
      expect(called).toBe(false);
    });
  });

  it('encodes each path parameter and names a missing one', () => {
    expect(endpointPath('/api/users/:id', { id: 'a b/c' })).toBe('/api/users/a%20b%2Fc');
    expect(() => endpointPath('/api/users/:id', {})).toThrow('missing path parameter id');
  });
});
