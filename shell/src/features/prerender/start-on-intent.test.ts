import { startOnIntent } from './start-on-intent';

const PICTURE = (lng: string, hidden = false) => `
  <div data-prerender="${lng}"${hidden ? ' hidden' : ''}>
    <header>
      <a href="/signin">Iniciar sesión</a>
      <button type="button" data-testid="language-switch">English</button>
      <button type="button" aria-label="Menú" aria-expanded="false" aria-controls="mobile-menu"></button>
      <div id="mobile-menu" hidden><nav><a href="/care-seekers">Para pacientes</a></nav></div>
    </header>
    <footer><button type="button">Política de privacidad</button></footer>
  </div>`;

const stops: (() => void)[] = [];

function landing(lng: 'es' | 'en' = 'es') {
  document.documentElement.setAttribute('data-landing', lng);
  document.body.innerHTML = `<div id="root">${PICTURE('es', lng !== 'es')}${PICTURE('en', lng !== 'en')}</div>`;
  const start = jest.fn();
  const reload = jest.fn();
  stops.push(startOnIntent(start, window, reload));
  const shown = document.querySelector<HTMLElement>(`[data-prerender="${lng}"]`)!;
  return { start, reload, shown, root: document.getElementById('root')! };
}

/** What start.tsx does when the live page commits: the live page in, the picture out. */
function goLive(root: HTMLElement, onPrivacy = jest.fn(), onMenu = jest.fn()) {
  const live = document.createElement('div');
  live.innerHTML = PICTURE('x').replace(' data-prerender="x"', '');
  live.querySelector('footer button')!.addEventListener('click', onPrivacy);
  live.querySelector('[aria-controls="mobile-menu"]')!.addEventListener('click', onMenu);
  root.append(live);
  for (const node of root.querySelectorAll('[data-prerender]')) node.remove();
  return { onPrivacy, onMenu };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  localStorage.clear();
  document.documentElement.removeAttribute('data-landing');
});

describe("the landing's app starts at the visitor's first intent", () => {
  it('starts nothing while the visitor only reads, then once, at the first key, touch or scroll', () => {
    const { start } = landing();
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start it for a tap on a link to another page (the page is leaving)', () => {
    const { start, shown } = landing();
    shown.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    shown.querySelector('footer button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('switches the language on the picture as the app does: stores the other language and reloads', () => {
    const { reload, shown } = landing('en');
    shown.querySelector<HTMLElement>('[data-testid="language-switch"]')!.click();
    expect(localStorage.getItem('lng')).toBe('es');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("opens and closes the picture's menu at once, and opens the live page's menu if it is open when that comes", async () => {
    const { shown, root, start } = landing();
    const button = shown.querySelector<HTMLElement>('[aria-controls="mobile-menu"]')!;
    button.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(shown.querySelector('#mobile-menu')).not.toHaveAttribute('hidden');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    button.click();
    expect(shown.querySelector('#mobile-menu')).toHaveAttribute('hidden');
    button.click();
    const { onMenu, onPrivacy } = goLive(root);
    await flush();
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(onPrivacy).not.toHaveBeenCalled();
  });

  it('marks any other button busy and presses it again on the live page, once', async () => {
    const { shown, root } = landing();
    const privacy = shown.querySelector<HTMLElement>('footer button')!;
    privacy.click();
    expect(privacy).toHaveAttribute('aria-busy', 'true');
    const { onPrivacy, onMenu } = goLive(root);
    await flush();
    expect(onPrivacy).toHaveBeenCalledTimes(1);
    expect(onMenu).not.toHaveBeenCalled();
    // the live page's own buttons are the app's from then on
    root.querySelector<HTMLElement>('footer button')!.click();
    expect(onPrivacy).toHaveBeenCalledTimes(2);
  });

  it('presses nothing on a live page whose button is not the one the visitor pressed', async () => {
    const { shown, root } = landing();
    shown.querySelector<HTMLElement>('footer button')!.click();
    const live = document.createElement('div');
    live.innerHTML = '<button type="button">English</button><button type="button">Otro</button><footer><button>Contacto</button></footer>';
    const pressed = jest.fn();
    live.querySelectorAll('button').forEach((b) => b.addEventListener('click', pressed));
    root.append(live);
    for (const node of root.querySelectorAll('[data-prerender]')) node.remove();
    await flush();
    expect(pressed).not.toHaveBeenCalled();
  });

  it("reads a copy of the head's early remotes.json answer, so none is left in flight, and leaves the answer to the app", async () => {
    const text = jest.fn(() => Promise.resolve('{}'));
    const answer = { clone: jest.fn(() => ({ text })) } as unknown as Response;
    const page = window as Window & { __alientoRemotes?: Promise<Response> };
    page.__alientoRemotes = Promise.resolve(answer);
    landing();
    await flush();
    expect(text).toHaveBeenCalledTimes(1);
    expect(page.__alientoRemotes).toBeDefined();
    delete page.__alientoRemotes;
  });
});
