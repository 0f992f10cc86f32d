import { server, http, HttpResponse, apiPath, TEST_API } from './testing/msw';

async function freshConfig() {
  let mod: typeof import('./config') | undefined;
  await jest.isolateModulesAsync(async () => {
    (await import('./api')).configureApi(TEST_API);
    mod = await import('./config');
  });
  return mod!;
}

describe('runtime configuration', () => {
  it('reads /api/config in the visitor language and keeps the defaults for what it does not send', async () => {
    window.localStorage.setItem('lng', 'en');
    let language: string | null = null;
    server.use(
      http.get(apiPath('/api/config'), ({ request }) => {
        language = request.headers.get('x-language');
        return HttpResponse.json({ payments: { mode: 'stripe', publishableKey: 'pk_test_1' }, videoHost: 'https://video.example' });
      }),
    );
    const { loadRuntimeConfig, getRuntimeConfig, configStore } = await freshConfig();
    const config = await loadRuntimeConfig();
    expect(language).toBe('en');
    expect(config.payments).toEqual({ mode: 'stripe', publishableKey: 'pk_test_1' });
    expect(getRuntimeConfig().scheduling).toEqual({ calendly: false, calendlyConnect: false });
    expect(configStore.getState().loaded).toBe(true);
  });

  it('tries twice, then keeps the embedded defaults when the API cannot answer', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('/api/config'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    const { loadRuntimeConfig, DEFAULT_CONFIG, configStore } = await freshConfig();
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_CONFIG);
    expect(calls).toBe(2);
    expect(configStore.getState().loaded).toBe(true);
  });
});
