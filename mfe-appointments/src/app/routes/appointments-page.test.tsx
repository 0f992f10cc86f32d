import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configStore, currentTimeZone, DEFAULT_CONFIG, setTimeZone, toastStore, page } from '@aliento/core';
import type { Appointment } from '@aliento/contracts/appointments';
import type { VideoJoinResponse } from '@aliento/contracts/video';
import { adminToken, clientToken, http, HttpResponse, apiPath, makeToken, makeTherapistProfile, server, therapistToken } from '@aliento/testing';
import { CLIENT_ID, HOUR, makeAppointment, makeSubscription, MINUTE, THERAPIST_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { PAST_PAGE } from './appointments-page';
import { formatAppointmentTime } from '../../features/appointments/lib/format-appointment-time';
import type { JitsiMeetExternalApiConstructor } from '../../features/video-room/lib/jitsi-types';

// every render of an appointment's card
const mockItemRenders = { count: 0 };
jest.mock('../../features/appointments/components/appointment-item', () => {
  const actual = jest.requireActual<typeof import('../../features/appointments/components/appointment-item')>(
    '../../features/appointments/components/appointment-item',
  );
  return {
    ...actual,
    AppointmentItem: (props: Parameters<typeof actual.AppointmentItem>[0]) => (mockItemRenders.count++, actual.AppointmentItem(props)),
  };
});

// jsdom cannot reload: the page's reload is observed instead
const reloadPage = jest.spyOn(page, 'reload').mockImplementation(() => undefined);

const toastTexts = (kind: 'success' | 'error') =>
  toastStore
    .getState()
    .items.filter((t) => t.kind === kind)
    .map((t) => t.text);

function serveClient(list: Appointment[]) {
  server.use(
    http.get(apiPath('/api/appointments/holds/mine'), () => HttpResponse.json({ hold: null })),
    http.get(apiPath(`/api/appointments/client/${CLIENT_ID}`), () => HttpResponse.json(list)),
    http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(makeSubscription())),
  );
}

function serveTherapist(list: Appointment[]) {
  server.use(http.get(apiPath(`/api/appointments/therapist/${THERAPIST_ID}`), () => HttpResponse.json(list)));
}

/** The list item (card) of an appointment, found by its name. */
async function item(name: string) {
  const heading = await screen.findByRole('heading', { name });
  const li = heading.closest('li');
  if (!li) throw new Error(`no list item for ${name}`);
  return within(li);
}

function fixtures() {
  return {
    normal: makeAppointment('Primera consulta', 48 * HOUR),
    requested: makeAppointment('Seguimiento', 72 * HOUR, {
      requestCancellation: true,
      requestCancellationDate: new Date().toISOString(),
      refundStatus: 'PENDING',
    }),
    // a cancelled session's room is closed: the API sends no link
    cancelled: makeAppointment('Sesión cancelada', 96 * HOUR, {
      cancelled: true,
      requestCancellation: true,
      refundStatus: 'AUTO_REFUNDED',
      jitsiLink: null,
    }),
    past: makeAppointment('Sesión pasada', -3 * HOUR),
    noRecord: makeAppointment('Sin registro', HOUR, { calendlyAppointment: null }),
  };
}

// a client's page also lists their receipts (features/receipts has its own tests): none, unless a test says so
beforeEach(() => server.use(http.get(apiPath('/api/payments/receipts/mine'), () => HttpResponse.json({ receipts: [] }))));

afterEach(() => {
  delete window.JitsiMeetExternalAPI;
  // the camera check's stand-ins (jsdom has neither)
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  delete (window as { AudioContext?: unknown }).AudioContext;
  document.head.querySelectorAll('script[src$="external_api.js"]').forEach((s) => s.remove());
  configStore.setState({ config: DEFAULT_CONFIG });
  jest.useRealTimers();
});

describe('client', () => {
  test('a list that cannot load is announced, and Try again loads it', async () => {
    const f = fixtures();
    let failing = true;
    server.use(
      http.get(apiPath(`/api/appointments/client/${CLIENT_ID}`), () => (failing ? HttpResponse.error() : HttpResponse.json([f.normal]))),
      http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(makeSubscription())),
    );
    renderApp({ token: clientToken(), language: 'en' });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent("We couldn't load your appointments. Check your connection and try again.");
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Primera consulta' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a mail link to one appointment (#appointment-<id>) brings that appointment into view with the focus on it', async () => {
    const f = fixtures();
    serveClient([f.normal, f.requested]);
    renderApp({ token: clientToken(), language: 'es', route: `/dashboard/appointments#appointment-${f.requested._id}` });
    const heading = await screen.findByRole('heading', { name: 'Seguimiento' });
    await waitFor(() => expect(document.activeElement).toBe(heading.closest('li')));
    expect(document.activeElement).toHaveAttribute('id', `appointment-${f.requested._id}`);
  });

  test('lists upcoming and past sessions with date, time, the therapist and the actions per state (es)', async () => {
    const f = fixtures();
    serveClient([f.past, f.cancelled, f.requested, f.noRecord, f.normal]);
    renderApp({ token: clientToken(), language: 'es' });

    const upcoming = within(await screen.findByRole('region', { name: 'Próximas sesiones' }));
    const past = within(screen.getByRole('region', { name: 'Sesiones anteriores' }));
    expect(upcoming.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Primera consulta', 'Seguimiento', 'Sesión cancelada']);
    expect(past.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sesión pasada']);
    // No scheduling record: ignored for clients.
    expect(screen.queryByText('Sesión de terapia')).not.toBeInTheDocument();

    const start = new Date(f.normal.calendlyAppointment!.startTime);
    const end = new Date(f.normal.calendlyAppointment!.endTime);
    const normal = await item('Primera consulta');
    expect(normal.getByText(new Intl.DateTimeFormat('es', { dateStyle: 'full' }).format(start))).toBeInTheDocument();
    const hm = new Intl.DateTimeFormat('es', { hour: 'numeric', minute: '2-digit' });
    expect(normal.getByText(`${hm.format(start)}–${hm.format(end)}`)).toBeInTheDocument();
    expect(normal.getByText('con Lucía Méndez')).toBeInTheDocument();
    // two days ahead: the room opens 10 minutes before the start, and the button says when
    const joinLater = normal.getByRole('button', { name: 'Unirme a la sesión' });
    expect(joinLater).toBeDisabled();
    expect(joinLater).toHaveAccessibleDescription('Disponible en 1 d 23 h');
    expect(normal.getByRole('button', { name: 'Solicitar cancelación' })).toBeInTheDocument();

    const requested = await item('Seguimiento');
    expect(requested.getByText('Cancelación solicitada · esperando una decisión')).toBeInTheDocument();
    expect(requested.queryByRole('button', { name: 'Solicitar cancelación' })).not.toBeInTheDocument();
    expect(requested.getByRole('button', { name: 'Unirme a la sesión' })).toBeInTheDocument();

    const cancelled = await item('Sesión cancelada');
    // one status that says what happened to the credit, no second line
    expect(cancelled.getByText('Cancelada · crédito devuelto')).toBeInTheDocument();
    expect(cancelled.queryByText(/^Cancelada$/)).not.toBeInTheDocument();
    expect(cancelled.queryAllByRole('button')).toHaveLength(0);

    expect((await item('Sesión pasada')).queryAllByRole('button')).toHaveLength(0);
  });

  test("a built-in session is named in the reader's language; a Calendly event keeps its own name", async () => {
    const builtIn = makeAppointment('Sesión Aliento · 45 min', 48 * HOUR);
    const calendly = makeAppointment('Consulta inicial', 72 * HOUR);
    serveClient([builtIn, calendly]);
    renderApp({ token: clientToken(), language: 'en' });
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming sessions' }));
    await upcoming.findByRole('heading', { name: 'Aliento session · 45 min' });
    expect(upcoming.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Aliento session · 45 min', 'Consulta inicial']);
    expect(screen.queryByText('Sesión Aliento · 45 min')).not.toBeInTheDocument();
  });

  test('a load failure with a server message shows "Error: " + message and a retry', async () => {
    server.use(
      http.get(apiPath(`/api/appointments/client/${CLIENT_ID}`), () => HttpResponse.json({ message: 'Forbidden here' }, { status: 403 })),
      http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(null)),
    );
    renderApp({ token: clientToken(), language: 'en' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(toastTexts('error')).toEqual(['Error: Forbidden here']);
  });

  test('a refund decided while the page stayed open shows in the plan when the client comes back to the page', async () => {
    serveClient([]);
    let credits = 0;
    server.use(http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(makeSubscription({ currentCredit: credits }))));
    renderApp({ token: clientToken(), language: 'es' });
    expect(await screen.findByText('Sin plan')).toBeInTheDocument();
    credits = 1; // an admin approved a refund meanwhile
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('Te queda 1 sesión')).toBeInTheDocument();
  });

  test('with 24 hours or more of notice the session is cancelled at once: credit back in the plan, no room to join', async () => {
    const f = fixtures();
    serveClient([f.normal]);
    let body: unknown = null;
    let credits = 0;
    server.use(
      http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(makeSubscription({ currentCredit: credits }))),
      http.post(apiPath('/api/appointments/request'), async ({ request }) => {
        body = await request.json();
        credits = 1;
        return HttpResponse.json({
          ...f.normal,
          requestCancellation: true,
          requestCancellationDate: new Date().toISOString(),
          cancelled: true,
          refundStatus: 'AUTO_REFUNDED',
          jitsiLink: null,
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    expect(await screen.findByText('No Plan')).toBeInTheDocument();

    await user.click((await item('Primera consulta')).getByRole('button', { name: 'Request Cancellation' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/24 hours or more away: if you cancel now, the session is cancelled right away and your credit goes back/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/stays reserved/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, request cancellation' }));

    const updated = await item('Primera consulta');
    expect(await updated.findByText('Cancelled · credit returned')).toBeInTheDocument();
    expect(updated.queryAllByRole('button')).toHaveLength(0);
    expect(body).toEqual({ appointmentId: f.normal._id });
    await waitFor(() => expect(toastTexts('success')).toContain('Your session is cancelled and your credit is back in your plan.'));
    expect(await screen.findByText('1 session left')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  test('later, the request waits: the session stays reserved and joinable, awaiting cancellation', async () => {
    const soon = makeAppointment('Mañana temprano', 2 * HOUR);
    serveClient([soon]);
    let body: unknown;
    server.use(
      http.post(apiPath('/api/appointments/request'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...soon, requestCancellation: true, requestCancellationDate: new Date().toISOString(), refundStatus: 'PENDING' });
      }),
    );
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'es' });
    await user.click((await item('Mañana temprano')).getByRole('button', { name: 'Solicitar cancelación' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tu sesión sigue reservada hasta que tu terapeuta confirme la cancelación.')).toBeInTheDocument();
    // the reason is optional; written, it goes with the request
    await user.type(within(dialog).getByRole('textbox', { name: '¿Quieres contarnos por qué? (opcional)' }), 'Me surgió una cita médica');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, solicitar cancelación' }));
    await waitFor(() => expect(body).toEqual({ appointmentId: soon._id, reason: 'Me surgió una cita médica' }));
    const updated = await item('Mañana temprano');
    expect(await updated.findByText('Cancelación solicitada · esperando una decisión')).toBeInTheDocument();
    expect(updated.getByRole('button', { name: 'Unirme a la sesión' })).toBeInTheDocument();
    await waitFor(() => expect(toastTexts('success')).toContain('Enviamos tu solicitud de cancelación.'));
  });

  test('with less than 24 hours of notice the client is told an admin decides; keeping the session sends nothing', async () => {
    const soon = makeAppointment('Mañana temprano', 2 * HOUR);
    serveClient([soon]);
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'es' });

    await user.click((await item('Mañana temprano')).getByRole('button', { name: 'Solicitar cancelación' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Faltan menos de 24 horas.*Un administrador revisará/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/tu crédito regresa a tu plan/)).not.toBeInTheDocument();
    // No handler for /api/appointments/request: a request would fail the test.
    await user.click(within(dialog).getByRole('button', { name: 'Conservar mi sesión' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  test('a failed cancellation request shows "Error: " + the server message', async () => {
    const f = fixtures();
    serveClient([f.normal]);
    server.use(http.post(apiPath('/api/appointments/request'), () => HttpResponse.json({ message: 'Too late' }, { status: 409 })));
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    await user.click((await item('Primera consulta')).getByRole('button', { name: 'Request Cancellation' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, request cancellation' }));
    await waitFor(() => expect(toastTexts('error')).toEqual(['Error: Too late']));
    // The dialog stays open so the client can try again or keep the session.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep my session' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await item('Primera consulta')).queryByText(/Cancellation requested/)).not.toBeInTheDocument();
  });
});

describe('time zone', () => {
  test('the times of an appointment follow a change of the time zone', async () => {
    const { normal } = fixtures();
    serveClient([normal]);
    const record = normal.calendlyAppointment!;
    const timeIn = (zone: string) => formatAppointmentTime(record.startTime, record.endTime, 'en', zone)!.time;
    renderApp({ token: clientToken(), language: 'en' });
    const card = await item('Primera consulta');
    expect(card.getByText(timeIn(currentTimeZone()))).toBeInTheDocument();
    const far = currentTimeZone() === 'Asia/Tokyo' ? 'America/Los_Angeles' : 'Asia/Tokyo';
    act(() => setTimeZone(far));
    expect(await card.findByText(timeIn(far))).toBeInTheDocument();
  });
});

describe('the plan card', () => {
  test('arriving after the list, the balance does not render the appointments again', async () => {
    const { normal, requested } = fixtures();
    serveClient([normal, requested]);
    let answer: () => void = () => undefined;
    const balance = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), async () => {
        await balance;
        return HttpResponse.json(makeSubscription({ plan: 'PLAN_FOUR', currentCredit: 3 }));
      }),
    );
    renderApp({ token: clientToken(), language: 'en' });
    await item('Seguimiento');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rendered = mockItemRenders.count;
    answer();
    const card = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await card.findByText('3 sessions left')).toBeInTheDocument();
    expect(mockItemRenders.count).toBe(rendered);
    expect(await item('Primera consulta')).toBeTruthy();
  });

  test('says the balance could not be read instead of No Plan, and Try again reads it', async () => {
    let failing = true;
    serveClient([]);
    server.use(
      http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () =>
        failing
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json(makeSubscription({ plan: 'PLAN_FOUR', currentCredit: 3 })),
      ),
    );
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    const card = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(await card.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('We could not load your session balance.');
    expect(card.queryByText('No Plan')).not.toBeInTheDocument();
    failing = false;
    await user.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('3 sessions left')).toBeInTheDocument();
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a time held while buying sessions', () => {
  const LUCIA = '00000000-0000-4000-8000-0000000000a1';
  const hold = {
    _id: '00000000-0000-4000-8000-0000000000d1',
    therapist: LUCIA,
    startTime: new Date(Date.now() + 48 * HOUR).toISOString(),
    endTime: new Date(Date.now() + 48 * HOUR + 45 * 60_000).toISOString(),
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  };

  function serveHold(credit: number) {
    let current: typeof hold | null = hold;
    const calls: { booked: unknown[]; released: string[] } = { booked: [], released: [] };
    serveClient([]);
    server.use(
      http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () =>
        HttpResponse.json(makeSubscription({ plan: 'PLAN_FOUR', currentCredit: credit })),
      ),
      http.get(apiPath('/api/appointments/holds/mine'), () => HttpResponse.json({ hold: current })),
      http.get(apiPath(`/api/therapists/${LUCIA}`), () =>
        HttpResponse.json({ ...makeTherapistProfile(), user: LUCIA, firstName: 'Lucía', lastName: 'Méndez' }),
      ),
      http.post(apiPath(`/api/appointments/therapist/${LUCIA}/user/${CLIENT_ID}`), async ({ request }) => {
        calls.booked.push(await request.json());
        current = null;
        return HttpResponse.json(makeAppointment('Sesión Aliento', 48 * HOUR), { status: 201 });
      }),
      http.delete(apiPath(`/api/appointments/holds/${hold._id}`), () => {
        calls.released.push(hold._id);
        current = null;
        return HttpResponse.json({ hold: null });
      }),
    );
    return calls;
  }

  test('with a credit, one tap books the held time without looking for it again', async () => {
    const calls = serveHold(4);
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    const card = within(await screen.findByRole('region', { name: 'A time is held for you' }));
    expect(await card.findByText(/with Lucía Méndez/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Confirm appointment' }));
    await waitFor(() => expect(calls.booked).toHaveLength(1));
    expect(calls.booked[0]).toEqual({
      therapist: LUCIA,
      client: CLIENT_ID,
      clientEmail: expect.any(String),
      startTime: hold.startTime,
      completed: false,
      cancelled: false,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'A time is held for you' })).not.toBeInTheDocument());
    expect(toastTexts('success')).toContain('Your session is booked.');
  });

  test('without a credit it says to buy sessions first; Release frees the time', async () => {
    const calls = serveHold(0);
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'es' });
    const card = within(await screen.findByRole('region', { name: 'Tienes un horario apartado' }));
    expect(card.getByText(/Compra sesiones para poder confirmarlo/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Confirmar cita' })).toBeDisabled();
    await user.click(card.getByRole('button', { name: 'Liberar horario' }));
    await waitFor(() => expect(calls.released).toEqual([hold._id]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tienes un horario apartado' })).not.toBeInTheDocument());
    expect(calls.booked).toHaveLength(0);
  });
});

describe('therapist', () => {
  test('a long past list shows the latest page; "Ver sesiones más antiguas" adds the next, the focus on its first item', async () => {
    const total = PAST_PAGE * 2 + 3;
    // one session a day, the latest yesterday
    const past = Array.from({ length: total }, (_, i) => makeAppointment(`Pasada ${i + 1}`, -(i + 1) * 24 * HOUR));
    serveTherapist([...past].reverse());
    renderApp({ token: therapistToken(), language: 'es' });
    const region = within(await screen.findByRole('region', { name: 'Sesiones anteriores' }));
    const names = () => region.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await waitFor(() => expect(names()).toHaveLength(PAST_PAGE));
    expect(names()).toEqual(past.slice(0, PAST_PAGE).map((a) => a.calendlyAppointment?.name));
    expect(region.getByText(`Ves ${PAST_PAGE} de ${total} sesiones anteriores`)).toBeInTheDocument();

    await userEvent.click(region.getByRole('button', { name: 'Ver sesiones más antiguas' }));
    await waitFor(() => expect(names()).toHaveLength(PAST_PAGE * 2));
    expect(document.activeElement).toBe(region.getByRole('heading', { name: `Pasada ${PAST_PAGE + 1}` }).closest('li'));
    await userEvent.click(region.getByRole('button', { name: 'Ver sesiones más antiguas' }));
    await waitFor(() => expect(names()).toHaveLength(total));
    expect(region.queryByRole('button', { name: 'Ver sesiones más antiguas' })).not.toBeInTheDocument();
    expect(region.queryByText(/^Ves \d+ de/)).not.toBeInTheDocument();
  });

  test("a mail's link to an old session shows the past list as far as that session, with the focus on it (en)", async () => {
    const past = Array.from({ length: PAST_PAGE * 3 }, (_, i) => makeAppointment(`Old ${i + 1}`, -(i + 1) * 24 * HOUR));
    const linked = past[PAST_PAGE * 2 + 4]!;
    serveTherapist(past);
    renderApp({ token: therapistToken(), language: 'en', route: `/dashboard/appointments#appointment-${linked._id}` });
    const region = within(await screen.findByRole('region', { name: 'Past sessions' }));
    const target = (await region.findByRole('heading', { name: linked.calendlyAppointment!.name })).closest('li');
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(region.getAllByRole('heading', { level: 3 })).toHaveLength(PAST_PAGE * 2 + 5);
    expect(region.getByText(`Showing ${PAST_PAGE * 2 + 5} of ${PAST_PAGE * 3} past sessions`)).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Show older sessions' })).toBeInTheDocument();
  });

  test('sees client names, "Client asked to cancel: accept" on requested items, and no plan card (en)', async () => {
    const f = fixtures();
    serveTherapist([f.normal, { ...f.requested, cancellationReason: 'A family matter' }, f.cancelled, f.past, f.noRecord]);
    renderApp({ token: therapistToken(), language: 'en' });
    expect((await item('Seguimiento')).getByText('Reason: A family matter')).toBeInTheDocument();

    const normal = await item('Primera consulta');
    expect(normal.getByText('with Ana García')).toBeInTheDocument();
    expect(normal.getByRole('button', { name: 'Join Meeting' })).toBeInTheDocument();
    expect(normal.queryByRole('button', { name: /Cancellation/ })).not.toBeInTheDocument();

    const requested = await item('Seguimiento');
    expect(requested.getByRole('button', { name: 'Client asked to cancel: accept' })).toBeInTheDocument();
    expect(requested.getByText('Cancellation requested · the time is still reserved')).toBeInTheDocument();
    expect(requested.queryByText(/waiting for a decision/)).not.toBeInTheDocument();

    const cancelled = await item('Sesión cancelada');
    expect(cancelled.getByText('Cancelled · credit returned to the client')).toBeInTheDocument();
    expect(cancelled.queryAllByRole('button')).toHaveLength(0);
    // Therapists keep items without a scheduling record.
    expect((await item('Therapy session')).getByText('Date to be confirmed')).toBeInTheDocument();

    expect(screen.queryByRole('heading', { name: 'Your plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  test('accepting a cancellation asks first, naming the session and what happens, then posts it and shows Cancelled', async () => {
    const f = fixtures();
    serveTherapist([f.requested]);
    let body: unknown = null;
    server.use(
      http.post(apiPath('/api/appointments/accept'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...f.requested, cancelled: true, jitsiLink: null });
      }),
    );
    const user = userEvent.setup();
    renderApp({ token: therapistToken(), language: 'en' });
    const requested = await item('Seguimiento');
    expect(requested.getByText('Cancellation requested · the time is still reserved')).toBeInTheDocument();
    // going back sends nothing (no handler would fail the test otherwise: body stays null)
    await user.click(requested.getByRole('button', { name: 'Client asked to cancel: accept' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Accept the cancellation?' })).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(body).toBeNull();

    await user.click(requested.getByRole('button', { name: 'Client asked to cancel: accept' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Accept the cancellation?' }));
    const start = new Date(f.requested.calendlyAppointment!.startTime);
    expect(dialog.getByText(/^Seguimiento · .* · with Ana García$/)).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(start),
    );
    expect(dialog.getByText('The session is cancelled and the time is free for others again.')).toBeInTheDocument();
    expect(dialog.getByText("Our team will decide whether the client's credit is returned.")).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes, accept the cancellation' }));
    const updated = await item('Seguimiento');
    expect(await updated.findByText('Cancelled · our team decides on the credit')).toBeInTheDocument();
    expect(updated.queryAllByRole('button')).toHaveLength(0);
    await waitFor(() => expect(toastTexts('success')).toContain('You accepted the cancellation: the time is free again.'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(body).toEqual({ appointmentId: f.requested._id });
  });

  test.each([
    [
      'es',
      {
        auto: 'Cancelada · crédito devuelto al cliente',
        refunded: 'Cancelada · crédito devuelto al cliente',
        pending: 'Cancelación solicitada · el horario sigue reservado',
        declined: 'Cancelación solicitada · sin devolución · el horario sigue reservado',
        confirmedDeclined: 'Cancelada · sin devolución',
        confirm: 'El cliente pidió cancelar: aceptar',
      },
    ],
    [
      'en',
      {
        auto: 'Cancelled · credit returned to the client',
        refunded: 'Cancelled · credit returned to the client',
        pending: 'Cancellation requested · the time is still reserved',
        declined: 'Cancellation requested · no refund · the time is still reserved',
        confirmedDeclined: 'Cancelled · no refund',
        confirm: 'Client asked to cancel: accept',
      },
    ],
  ] as const)('sees a clear state for each cancellation case (%s)', async (language, text) => {
    const cancelledCase = (name: string, refundStatus: Appointment['refundStatus']) =>
      // the link is kept on purpose: a cancelled session never offers Join, whatever the API sends
      makeAppointment(name, 30 * HOUR, { requestCancellation: true, cancelled: true, refundStatus });
    const requestedCase = (name: string, refundStatus: Appointment['refundStatus']) =>
      makeAppointment(name, 5 * HOUR, { requestCancellation: true, refundStatus });
    serveTherapist([
      cancelledCase('Auto', 'AUTO_REFUNDED'),
      cancelledCase('Refunded', 'REFUNDED'),
      cancelledCase('Confirmed declined', 'DECLINED'),
      requestedCase('Pending', 'PENDING'),
      requestedCase('Declined', 'DECLINED'),
    ]);
    renderApp({ token: therapistToken(), language });
    for (const [name, state] of [
      ['Auto', text.auto],
      ['Refunded', text.refunded],
      ['Confirmed declined', text.confirmedDeclined],
    ] as const) {
      const card = await item(name);
      expect(card.getByText(state)).toBeInTheDocument();
      // a session that is off has no room to join and nothing to confirm
      expect(card.queryAllByRole('button')).toHaveLength(0);
    }
    for (const [name, state] of [
      ['Pending', text.pending],
      ['Declined', text.declined],
    ] as const) {
      const card = await item(name);
      expect(card.getByText(state)).toBeInTheDocument();
      expect(card.getByRole('button', { name: text.confirm })).toBeInTheDocument();
    }
  });

  test('a confirmation that gets no response shows the error text', async () => {
    const f = fixtures();
    serveTherapist([f.requested]);
    server.use(http.post(apiPath('/api/appointments/accept'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderApp({ token: therapistToken(), language: 'en' });
    await user.click((await item('Seguimiento')).getByRole('button', { name: 'Client asked to cancel: accept' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, accept the cancellation' }));
    await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
    expect(toastTexts('error')[0]).not.toMatch(/^Error: /);
    // no API message to quote: the toast names the failure (the request's network error), never an empty text
    expect(toastTexts('error')).toEqual([expect.stringMatching(/network error/i)]);
  });
});

describe('roles', () => {
  test('a therapist who is also a client sees both: their sessions as a therapist, then as a client with the plan', async () => {
    const user = userEvent.setup();
    const f = fixtures();
    serveTherapist([f.normal]);
    server.use(
      http.get(apiPath(`/api/appointments/client/${THERAPIST_ID}`), () => HttpResponse.json([makeAppointment('Mi propia terapia', 24 * HOUR)])),
      http.get(apiPath(`/api/subscriptions/client/${THERAPIST_ID}`), () => HttpResponse.json(makeSubscription())),
    );
    renderApp({ token: makeToken({ id: THERAPIST_ID, roles: ['ROLE_THERAPIST', 'ROLE_CLIENT'] }), language: 'es' });

    const switcher = within(await screen.findByRole('group', { name: 'Ver mis citas' }));
    expect(switcher.getByRole('button', { name: 'Como terapeuta' })).toHaveAttribute('aria-pressed', 'true');
    await item('Primera consulta');
    expect(screen.queryByRole('heading', { name: 'Tu plan' })).not.toBeInTheDocument();

    await user.click(switcher.getByRole('button', { name: 'Como cliente' }));
    expect(switcher.getByRole('button', { name: 'Como cliente' })).toHaveAttribute('aria-pressed', 'true');
    await item('Mi propia terapia');
    expect(screen.queryByRole('heading', { name: 'Primera consulta' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tu plan' })).toBeInTheDocument();
  });

  test('an admin is offered no plan or purchase the server would refuse, and is pointed to Administration', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/api/appointments/client/:id'), () => ((asked += 1), HttpResponse.json([]))),
      http.get(apiPath('/api/subscriptions/client/:id'), () => ((asked += 1), HttpResponse.json({ message: 'Forbidden' }, { status: 403 }))),
    );
    renderApp({ token: adminToken(), language: 'en' });
    expect(await screen.findByText(/As an admin you have no appointments of your own/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Administration' })).toHaveAttribute('href', '/dashboard/admin');
    expect(screen.queryByRole('heading', { name: 'Your plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show my appointments' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });
});

describe('navigation state', () => {
  test('booked: the success banner shows for 5 seconds, then disappears; the state is cleared', async () => {
    jest.useFakeTimers();
    serveClient([]);
    renderApp({ token: clientToken(), language: 'es', state: { booked: true } });
    expect(await screen.findByText(/Tu cita quedó agendada/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('nav-state')).toHaveTextContent('null'));
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText(/Tu cita quedó agendada/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(/Tu cita quedó agendada/)).not.toBeInTheDocument();
  });

  test('without the flag there is no banner', async () => {
    serveClient([]);
    renderApp({ token: clientToken(), language: 'es' });
    expect(await screen.findByText('No tienes sesiones próximas por ahora.')).toBeInTheDocument();
    expect(screen.queryByText(/Tu cita quedó agendada/)).not.toBeInTheDocument();
  });

  test('displayModal opens the plan-upgrade modal and the state is cleared', async () => {
    serveClient([]);
    renderApp({ token: clientToken(), language: 'en', state: { displayModal: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Buy sessions' });
    expect(within(dialog).getByText('Step 1 of 2: choose your plan')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('nav-state')).toHaveTextContent('null'));
  });
});

describe('join meeting', () => {
  const APP_ID = 'vpaas-magic-cookie-0123456789abcdef0123456789abcdef';

  /** What the API answers for a room (8x8 JaaS unless told otherwise). */
  function videoJoin(room: Appointment, overrides: Partial<VideoJoinResponse> = {}): VideoJoinResponse {
    const name = (room.jitsiLink ?? '').split('/').pop() as string;
    return {
      provider: 'jaas',
      domain: '8x8.vc',
      scriptUrl: `https://8x8.vc/${APP_ID}/external_api.js`,
      roomName: `${APP_ID}/${name}`,
      jwt: 'eyJhbGciOiJSUzI1NiJ9.eyJyb29tIjoiYWxpZW50byJ9.c2lnbmF0dXJl',
      displayName: 'Ana García',
      moderator: false,
      link: `https://8x8.vc/${APP_ID}/${name}?jwt=eyJhbGciOiJSUzI1NiJ9.eyJyb29tIjoiYWxpZW50byJ9.c2lnbmF0dXJl`,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 45 * 60_000).toISOString(),
      ...overrides,
    };
  }

  function serveJoin(room: Appointment, answer: VideoJoinResponse | { status: number; body: Record<string, string> }) {
    const calls: string[] = [];
    server.use(
      http.get(apiPath(`/api/appointments/${room._id}/video`), ({ request }) => {
        calls.push(request.headers.get('authorization') ?? '');
        return 'status' in answer ? HttpResponse.json(answer.body, { status: answer.status }) : HttpResponse.json(answer);
      }),
    );
    return calls;
  }

  /** Past the camera and microphone check (jsdom has no mediaDevices: the check says so and lets one enter). */
  async function enterRoom(user: ReturnType<typeof userEvent.setup>, language: 'es' | 'en') {
    const check = within(
      await screen.findByRole('region', { name: language === 'es' ? 'Revisa tu cámara y tu micrófono' : 'Check your camera and microphone' }),
    );
    await user.click(check.getByRole('button', { name: language === 'es' ? 'Entrar a la sesión' : 'Join the session' }));
  }

  /** A stand-in for Jitsi's IFrame API that records what the page gave it. */
  function fakeJitsi() {
    const listeners: Record<string, () => void> = {};
    const iframe = document.createElement('iframe');
    const dispose = jest.fn();
    const executeCommand = jest.fn();
    const Api = jest.fn().mockImplementation((_domain: string, options: { parentNode: HTMLElement }) => {
      options.parentNode.appendChild(iframe);
      return {
        addListener: (event: string, fn: () => void) => {
          listeners[event] = fn;
        },
        getIFrame: () => iframe,
        dispose,
        executeCommand,
      };
    });
    window.JitsiMeetExternalAPI = Api as unknown as JitsiMeetExternalApiConstructor;
    return { Api, listeners, iframe, dispose, executeCommand };
  }

  test('when the video script cannot load: a clear message and a link opening the room in a new tab', async () => {
    const room = makeAppointment('Primera consulta', 5 * MINUTE);
    serveClient([room]);
    const join = videoJoin(room);
    serveJoin(room, join);
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'es' });
    await user.click((await item('Primera consulta')).getByRole('button', { name: 'Unirme a la sesión' }));
    await enterRoom(user, 'es');

    expect(await screen.findByText('Preparando la sala de video…')).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector(`script[src="${join.scriptUrl}"]`)).not.toBeNull());
    fireEvent.error(document.head.querySelector(`script[src="${join.scriptUrl}"]`)!);

    expect(await screen.findByText('No pudimos abrir la sala de video dentro de esta página.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Abrir la sala en una pestaña nueva/ });
    // the new tab needs the token too
    expect(link).toHaveAttribute('href', join.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  test('JaaS: the IFrame gets the AppID-prefixed room, the token and the name, 720 px high; ready-to-close clears it and reloads', async () => {
    const room = makeAppointment('Sesión en video', 5 * 60_000, { jitsiLink: `https://8x8.vc/${APP_ID}/aliento-7f3a9c` });
    serveClient([room]);
    const join = videoJoin(room);
    const calls = serveJoin(room, join);
    const { Api, listeners, iframe, dispose, executeCommand } = fakeJitsi();

    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    await user.click((await item('Sesión en video')).getByRole('button', { name: 'Join Meeting' }));
    await enterRoom(user, 'en');

    await waitFor(() => expect(Api).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([expect.stringMatching(/^Bearer /)]);
    expect(Api).toHaveBeenCalledWith(
      '8x8.vc',
      expect.objectContaining({
        roomName: `${APP_ID}/aliento-7f3a9c`,
        jwt: join.jwt,
        userInfo: { displayName: 'Ana García' },
        height: 720,
        width: '100%',
        lang: 'en',
      }),
    );
    expect(screen.getByTestId('video-room')).toContainElement(iframe);
    expect(iframe.getAttribute('allow')).toMatch(/camera; microphone/);
    expect(iframe).toHaveAttribute('title', 'Aliento video room');
    expect(screen.getByText('You may wait a few moments in the waiting room until your therapist lets you in.')).toBeInTheDocument();
    expect(screen.queryByText(/demo room/)).not.toBeInTheDocument();
    // a client cannot run the lobby
    expect(listeners.videoConferenceJoined).toBeUndefined();
    expect(executeCommand).not.toHaveBeenCalled();

    act(() => listeners.readyToClose());
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your video session' })).not.toBeInTheDocument());
    expect(dispose).toHaveBeenCalled();
  });

  test('the therapist joins as moderator and turns the lobby on as soon as they are in', async () => {
    const room = makeAppointment('Sesión en video', 5 * 60_000, { jitsiLink: `https://8x8.vc/${APP_ID}/aliento-5d1e` });
    serveTherapist([room]);
    serveJoin(room, videoJoin(room, { moderator: true, displayName: 'Lucía Méndez' }));
    const { Api, listeners, executeCommand } = fakeJitsi();
    const user = userEvent.setup();
    renderApp({ token: therapistToken(), language: 'es' });
    await user.click((await item('Sesión en video')).getByRole('button', { name: 'Unirme a la sesión' }));
    await enterRoom(user, 'es');
    await waitFor(() => expect(Api).toHaveBeenCalledWith('8x8.vc', expect.objectContaining({ userInfo: { displayName: 'Lucía Méndez' } })));
    expect(screen.getByText(/la sala de espera se activa/)).toBeInTheDocument();
    act(() => listeners.videoConferenceJoined());
    expect(executeCommand).toHaveBeenCalledWith('toggleLobby', true);
  });

  /** A camera and microphone the browser grants: two tracks that record being stopped. */
  function grantMedia(level: number) {
    const tracks = [
      { kind: 'video', stop: jest.fn() },
      { kind: 'audio', stop: jest.fn() },
    ];
    const stream = { getTracks: () => tracks, getVideoTracks: () => [tracks[0]], getAudioTracks: () => [tracks[1]] };
    const getUserMedia = jest.fn().mockResolvedValue(stream);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    // the analyser hears a steady wave `level` away from silence (128)
    const close = jest.fn().mockResolvedValue(undefined);
    class FakeAudioContext {
      createAnalyser() {
        return { fftSize: 0, getByteTimeDomainData: (samples: Uint8Array) => samples.fill(128 + level) };
      }
      createMediaStreamSource() {
        return { connect: jest.fn() };
      }
      close = close;
    }
    Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: FakeAudioContext });
    return { getUserMedia, tracks, stream, close };
  }

  test('the room names its session and checks camera and microphone first: entering stops the preview, then the room loads', async () => {
    const room = makeAppointment('Sesión en video', 5 * MINUTE, { jitsiLink: `https://8x8.vc/${APP_ID}/aliento-91ab` });
    serveClient([room]);
    const calls = serveJoin(room, videoJoin(room));
    const { Api } = fakeJitsi();
    // 16 of 128 away from silence: a meter at half
    const media = grantMedia(16);
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'es' });
    await user.click((await item('Sesión en video')).getByRole('button', { name: 'Unirme a la sesión' }));

    const start = new Date(room.calendlyAppointment!.startTime);
    const day = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long' }).format(start);
    const time = new Intl.DateTimeFormat('es', { hour: 'numeric', minute: '2-digit' }).format(start);
    expect(screen.getByText(`Sesión con Lucía Méndez · ${day}, ${time}`)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tu sesión en video' })).getByText('Sesión en video')).toBeInTheDocument();

    const check = within(await screen.findByRole('region', { name: 'Revisa tu cámara y tu micrófono' }));
    await waitFor(() => expect((check.getByTestId('camera-preview') as HTMLVideoElement).srcObject).toBe(media.stream));
    expect(media.getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    const meter = check.getByRole('meter', { name: 'Nivel de tu micrófono' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', '50'));
    // nothing of the room yet: no call for the way in, no Jitsi
    expect(calls).toEqual([]);
    expect(Api).not.toHaveBeenCalled();

    await user.click(check.getByRole('button', { name: 'Entrar a la sesión' }));
    await waitFor(() => expect(Api).toHaveBeenCalledTimes(1));
    for (const track of media.tracks) {
      expect(track.stop).toHaveBeenCalled();
      expect(track.stop.mock.invocationCallOrder[0]).toBeLessThan(Api.mock.invocationCallOrder[0]);
    }
    expect(media.close).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Revisa tu cámara y tu micrófono' })).not.toBeInTheDocument();
  });

  test('when the camera and microphone are not allowed it says so, and one can enter anyway', async () => {
    const room = makeAppointment('Sesión Aliento · 45 min', 5 * MINUTE);
    serveClient([room]);
    serveJoin(room, videoJoin(room));
    const { Api } = fakeJitsi();
    const getUserMedia = jest.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    await user.click((await item('Aliento session · 45 min')).getByRole('button', { name: 'Join Meeting' }));
    // the room names the built-in session in the reader's language too
    expect(within(screen.getByRole('region', { name: 'Your video session' })).getByText('Aliento session · 45 min')).toBeInTheDocument();
    const check = within(await screen.findByRole('region', { name: 'Check your camera and microphone' }));
    expect(await check.findByText(/You did not allow the camera or the microphone\. You can join anyway/)).toBeInTheDocument();
    expect(check.queryByTestId('camera-preview')).not.toBeInTheDocument();
    await user.click(check.getByRole('button', { name: 'Join the session' }));
    await waitFor(() => expect(Api).toHaveBeenCalledTimes(1));
  });

  test('before its window a session cannot be joined: the button is disabled and counts down, and nothing is asked', async () => {
    const later = makeAppointment('Sesión del jueves', 2 * HOUR + 15 * MINUTE);
    serveClient([later]);
    const calls = serveJoin(later, videoJoin(later));
    renderApp({ token: clientToken(), language: 'en' });
    const join = (await item('Sesión del jueves')).getByRole('button', { name: 'Join Meeting' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription('Opens in 2 h 5 min');
    fireEvent.click(join);
    expect(screen.queryByRole('heading', { name: 'Your video session' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('the countdown follows the minutes and the button enables itself when the window opens, without a reload', async () => {
    reloadPage.mockClear();
    jest.useFakeTimers();
    // the room opens in 1 min 30 s
    const soon = makeAppointment('Sesión del jueves', 11 * MINUTE + 30_000);
    serveClient([soon]);
    renderApp({ token: clientToken(), language: 'es' });
    const join = (await item('Sesión del jueves')).getByRole('button', { name: 'Unirme a la sesión' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription('Disponible en 2 min');
    act(() => jest.advanceTimersByTime(31_000));
    expect(join).toHaveAccessibleDescription('Disponible en 1 min');
    act(() => jest.advanceTimersByTime(58_000));
    expect(join).toBeDisabled();
    act(() => jest.advanceTimersByTime(2_000));
    expect(join).toBeEnabled();
    expect(join).not.toHaveAccessibleDescription();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  test('in the window, a refusal from the server (its clock decides) shows its reason and no room loads', async () => {
    const room = makeAppointment('Sesión del jueves', 5 * MINUTE);
    serveClient([room]);
    serveJoin(room, {
      status: 409,
      body: {
        code: 'videoTooEarly',
        message: 'La sala se abre 10 minutos antes de que empiece la sesión. Vuelve un poco antes de la hora de tu sesión.',
      },
    });
    const { Api } = fakeJitsi();
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'es' });
    await user.click((await item('Sesión del jueves')).getByRole('button', { name: 'Unirme a la sesión' }));
    await enterRoom(user, 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent('La sala se abre 10 minutos antes de que empiece la sesión.');
    expect(Api).not.toHaveBeenCalled();
    expect(screen.queryByText('Preparando la sala de video…')).not.toBeInTheDocument();
  });

  test('the demo room on meet.jit.si says what it is for: a short try, not a real 45-minute session', async () => {
    const room = makeAppointment('Demo', 0);
    serveClient([room]);
    serveJoin(
      room,
      videoJoin(room, {
        provider: 'demo',
        domain: 'meet.jit.si',
        scriptUrl: 'https://meet.jit.si/external_api.js',
        roomName: 'aliento-demo',
        jwt: null,
        link: room.jitsiLink ?? undefined,
      }),
    );
    const { Api } = fakeJitsi();
    const user = userEvent.setup();
    renderApp({ token: clientToken(), language: 'en' });
    await user.click((await item('Demo')).getByRole('button', { name: 'Join Meeting' }));
    await enterRoom(user, 'en');
    await waitFor(() => expect(Api).toHaveBeenCalledTimes(1));
    const options = Api.mock.calls[0][1] as Record<string, unknown>;
    expect(options.roomName).toBe('aliento-demo');
    expect(options).not.toHaveProperty('jwt');
    expect(screen.getByText(/This is a demo room on meet.jit.si/)).toHaveTextContent('not for a real 45-minute session');
  });
});
