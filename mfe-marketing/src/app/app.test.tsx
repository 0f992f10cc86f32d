import { screen, waitFor, within } from '@testing-library/react';
import { configStore, DEFAULT_CONFIG } from '@aliento/core';
import { renderApp } from '../testing/render-app';
import userEvent from '@testing-library/user-event';
import { resetGtagForTests } from '../features/analytics/lib/gtag';
import { CONSENT_STORAGE_KEY } from '../features/analytics/lib/consent';

afterEach(() => {
  configStore.setState({ config: DEFAULT_CONFIG, loaded: false });
  resetGtagForTests();
});

const HEADLINES: Array<[string, string, string]> = [
  ['/', 'Terapia en español, con alguien que te entiende', 'Therapy in Spanish, with someone who understands you'],
  ['/care-seekers', 'Un espacio seguro para hablar de lo que sientes', 'A safe space to talk about how you feel'],
  ['/providers', 'Acompaña a tu comunidad desde donde estés', 'Support your community from wherever you are'],
  ['/about-us', 'Creemos que la salud mental también habla español', 'We believe mental health speaks Spanish too'],
  ['/contact', 'Estamos aquí para escucharte', 'We are here to listen'],
  ['/no-such-page', 'No encontramos esta página', "We couldn't find this page"],
];

describe('marketing pages', () => {
  it.each(HEADLINES)('%s shows its headline in Spanish and English', async (route, esTitle, enTitle) => {
    const first = renderApp(route, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: esTitle })).toBeInTheDocument();
    first.unmount();
    renderApp(route, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: enTitle })).toBeInTheDocument();
  });

  it('landing: the hero books a free session, with how it works, benefits, testimonials and the guarantee', async () => {
    renderApp('/', 'es');
    const ctas = screen.getAllByRole('link', { name: 'Reserva tu sesión gratis' });
    expect(ctas.length).toBeGreaterThanOrEqual(1);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toContainElement(ctas[0]);
    expect(screen.getByRole('img', { name: /Una mujer latina sonríe/ })).toBeInTheDocument();
    const steps = within(screen.getByRole('heading', { name: 'Cómo funciona' }).closest('section') as HTMLElement);
    expect(steps.getAllByRole('listitem')).toHaveLength(3);
    expect(steps.getByText('Cuéntanos sobre ti')).toBeInTheDocument();
    for (const benefit of ['Precios accesibles', 'Atención de calidad', 'Tu cultura primero', 'Comodidad', 'Seguridad y confidencialidad']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
    for (const claim of ['Primera sesión gratis', 'Sesiones de 45 minutos', 'Terapeutas con al menos 3 años de experiencia']) {
      expect(screen.getByText(claim)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Satisfacción garantizada' })).toBeInTheDocument();
    expect(screen.getByText('M. G.')).toBeInTheDocument();
    expect(screen.getByText('18 de febrero de 2025')).toBeInTheDocument();
    expect(screen.getByText('J. M.')).toBeInTheDocument();
  });

  it('landing: shows every price in US dollars in English, with savings and the 45-minute length', () => {
    renderApp('/', 'en');
    const plan = (code: string) => within(screen.getByTestId(`plan-${code}`));
    expect(plan('PLAN_FREE').getByText('Free')).toBeInTheDocument();
    expect(plan('PLAN_FREE').getByText('A $50 value')).toBeInTheDocument();
    expect(plan('PLAN_ONE').getByText('$50')).toBeInTheDocument();
    expect(plan('PLAN_COUPLES').getByText('$60')).toBeInTheDocument();
    expect(plan('PLAN_FOUR').getByText('$180')).toBeInTheDocument();
    expect(plan('PLAN_FOUR').getByText('Save $20')).toBeInTheDocument();
    expect(plan('PLAN_TEN').getByText('$400')).toBeInTheDocument();
    expect(plan('PLAN_TEN').getByText('Save $100')).toBeInTheDocument();
    expect(plan('PLAN_TEN').getByText(/10 sessions · 45 minutes per session/)).toBeInTheDocument();
    expect(screen.getByText('February 18, 2025')).toBeInTheDocument();
  });

  it('landing: shows prices the Spanish way', () => {
    renderApp('/', 'es');
    const money = (n: number) =>
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 })
        .format(n)
        .replace(/\s/g, ' ');
    expect(within(screen.getByTestId('plan-PLAN_ONE')).getByText(money(50))).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-PLAN_FOUR')).getByText(`Ahorras ${money(20)}`)).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-PLAN_FREE')).getByText(`Valor de ${money(50)}`)).toBeInTheDocument();
  });

  it('care seekers: lists what makes us unique and books a free session', async () => {
    renderApp('/care-seekers', 'en');
    expect(await screen.findByRole('heading', { name: 'What makes us unique' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book your free session' })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('img', { name: /A Latino man talks with his therapist/ })).toBeInTheDocument();
  });

  it('providers: lists why to join', async () => {
    renderApp('/providers', 'en');
    for (const why of ['Free to join', 'Focus on what you love', 'Work flexibility', 'Supplemental income', 'Increase your knowledge']) {
      expect(await screen.findByRole('heading', { name: why })).toBeInTheDocument();
    }
    expect(screen.getByText('Fill out the form and we will contact you within 24 hours.')).toBeInTheDocument();
  });

  it('about us: shows the mission, the promise list and a book button', async () => {
    renderApp('/about-us', 'es');
    expect(await screen.findByRole('heading', { name: 'Nuestra misión' })).toBeInTheDocument();
    for (const p of ['Precios accesibles', 'Seguridad y confidencialidad', 'Comodidad', 'La calidad primero', 'Tu cultura primero']) {
      expect(screen.getByRole('heading', { name: p })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Reserva tu sesión gratis' })).toHaveAttribute('href', '/registration');
  });

  it('not found: offers the way home', async () => {
    renderApp('/nada/aqui', 'es');
    expect(await screen.findByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});

describe('footer', () => {
  it('shows the crisis notice in Spanish with 911, 988 in Spanish and the Spanish-language line', () => {
    renderApp('/', 'es');
    const notice = screen.getByTestId('crisis-notice');
    expect(notice).toHaveTextContent('llama al 911');
    expect(notice).toHaveTextContent('Línea de Prevención del Suicidio y Crisis 988 en español');
    expect(notice).toHaveTextContent('marca 2 o di «español»');
    expect(screen.getByRole('link', { name: /Llamar al 911/ })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: /Llamar al 988/ })).toHaveAttribute('href', 'tel:988');
  });

  it('shows the crisis notice in English with 911 and the 988 Suicide & Crisis Lifeline', async () => {
    renderApp('/contact', 'en');
    await screen.findByRole('heading', { level: 1, name: 'We are here to listen' });
    const notice = screen.getByTestId('crisis-notice');
    expect(notice).toHaveTextContent('life-threatening situation');
    expect(notice).toHaveTextContent('call 911');
    expect(notice).toHaveTextContent('988 Suicide & Crisis Lifeline');
  });

  it('links to contact and the privacy policy, and shows the remote version', () => {
    renderApp('/', 'en');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByRole('button', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-version')).toHaveTextContent('0.0.0-test');
    expect(document.querySelector('[data-remote="marketing"]')).toHaveAttribute('data-version', '0.0.0-test');
  });
});

describe('analytics', () => {
  const pageViews = () =>
    (window.dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)).filter((a) => a[0] === 'event' && a[1] === 'page_view');

  it('loads nothing without an analytics id', () => {
    renderApp('/', 'es');
    expect(document.querySelector('script[data-analytics]')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('with an analytics id, asks first and loads nothing before the visitor agrees', async () => {
    configStore.setState({ config: { ...DEFAULT_CONFIG, analyticsId: 'G-TEST123' }, loaded: true });
    renderApp('/', 'es');
    const banner = await screen.findByRole('region', { name: '¿Nos dejas medir las visitas?' });
    expect(document.querySelector('script[data-analytics]')).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'No, gracias' }));
    expect(screen.queryByRole('region', { name: '¿Nos dejas medir las visitas?' })).not.toBeInTheDocument();
    expect(document.querySelector('script[data-analytics]')).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  });

  it('remembers a refusal: no question and no measuring on the next visit', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    configStore.setState({ config: { ...DEFAULT_CONFIG, analyticsId: 'G-TEST123' }, loaded: true });
    renderApp('/', 'en');
    expect(screen.queryByRole('region', { name: 'May we measure visits?' })).not.toBeInTheDocument();
    expect(document.querySelector('script[data-analytics]')).toBeNull();
  });

  it('loads GA4 and reports the page view once the visitor agrees (and remembers it)', async () => {
    configStore.setState({ config: { ...DEFAULT_CONFIG, analyticsId: 'G-TEST123' }, loaded: true });
    renderApp('/', 'en');
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'May we measure visits?' })).getByRole('button', { name: 'Yes, I agree' }),
    );
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(document.querySelector('script[data-analytics]')).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(pageViews()[0][2]).toMatchObject({ page_path: '/' });
  });
});
