import { awaitHandoff, handOffPrerender, replacePicture } from './handoff';

afterEach(() => {
  document.documentElement.removeAttribute('data-handoff');
  document.body.innerHTML = '';
  jest.useRealTimers();
});

function page() {
  document.body.innerHTML = '<div id="root"><div data-prerender="es"><h1>Inicia sesión</h1></div></div>';
  return document.getElementById('root') as HTMLElement;
}

describe('prerendered frame hand-off', () => {
  it("hands off when a remote's page puts its heading in the live page (no wrapper around it)", async () => {
    const root = page();
    awaitHandoff(8000);
    const live = root.appendChild(document.createElement('div'));
    live.innerHTML = '<main><div aria-busy="true"></div></main>';
    await Promise.resolve();
    expect(root.querySelector('[data-prerender]')).not.toBeNull();
    expect(document.documentElement).toHaveAttribute('data-handoff', 'pending');
    live.querySelector('main')!.innerHTML = '<h1>Para quien busca terapia</h1>';
    await Promise.resolve();
    expect(root.querySelector('[data-prerender]')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-handoff');
  });

  it('hands off at once when the live page shows an alert (a screen that could not load)', async () => {
    const root = page();
    awaitHandoff(8000);
    const live = root.appendChild(document.createElement('div'));
    live.innerHTML = '<main><div role="alert"><h2>No pudimos cargar esta sección</h2></div></main>';
    await Promise.resolve();
    expect(root.querySelector('[data-prerender]')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-handoff');
  });

  it("a frame filled with the visitor's first card waits for the live list's card, not only its heading", async () => {
    const root = page();
    root.querySelector('[data-prerender]')!.setAttribute('data-handoff-when', 'main ul > li > article');
    awaitHandoff(8000);
    const live = root.appendChild(document.createElement('div'));
    live.innerHTML = '<main><h1>Encuentra a tu terapeuta</h1><div role="status">Cargando terapeutas…</div></main>';
    await Promise.resolve();
    expect(root.querySelector('[data-prerender]')).not.toBeNull(); // the card stays instead of a spinner
    live.querySelector('main')!.insertAdjacentHTML('beforeend', '<ul><li><article aria-label="Lucía Fernández"></article></li></ul>');
    await Promise.resolve();
    expect(root.querySelector('[data-prerender]')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-handoff');
  });

  it('shows the live page anyway when the screen does not come in time', () => {
    jest.useFakeTimers();
    const root = page();
    awaitHandoff(8000);
    jest.advanceTimersByTime(8000);
    expect(root.querySelector('[data-prerender]')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-handoff');
  });

  it('leaves a page without a frame alone', () => {
    document.body.innerHTML = '<div id="root"><p>live</p></div>';
    handOffPrerender();
    expect(document.body.innerHTML).toBe('<div id="root"><p>live</p></div>');
  });

  it("the landing's picture hands the focus to the same control of the live page", () => {
    document.body.innerHTML =
      '<div id="root"><div data-prerender="es"><a href="/">Aliento</a><button>Menú</button><a href="/signin">Iniciar sesión</a></div>' +
      '<header><a href="/">Aliento</a><button>Menú</button><a href="/signin">Iniciar sesión</a></header></div>';
    document.querySelectorAll<HTMLElement>('[data-prerender] a')[1].focus();
    replacePicture();
    expect(document.querySelector('[data-prerender]')).toBeNull();
    expect(document.activeElement).toBe(document.querySelectorAll('header a')[1]);
  });

  it('a picture without the focus leaves the focus where it was', () => {
    document.body.innerHTML =
      '<input aria-label="fuera" /><div id="root"><div data-prerender="es"><button>Menú</button></div><button>Menú</button></div>';
    document.querySelector<HTMLElement>('input')!.focus();
    replacePicture();
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('a public page handed off by its screen gives the focus to the same link of the live page', async () => {
    const root = page();
    root.firstElementChild!.insertAdjacentHTML('beforeend', '<a href="/">Aliento</a><a href="/contact">Contacto</a>');
    root.querySelectorAll<HTMLElement>('[data-prerender] a')[1].focus();
    awaitHandoff(8000);
    const live = root.appendChild(document.createElement('div'));
    live.innerHTML = '<main><h1>Para quien busca terapia</h1><a href="/">Aliento</a><a href="/contact">Contacto</a></main>';
    await Promise.resolve();
    expect(root.querySelector('[data-prerender]')).toBeNull();
    expect(document.activeElement).toBe(live.querySelectorAll('a')[1]);
  });
});
