import { act, screen, waitFor, within } from '@testing-library/react';
import { BOOKING_HORIZON_DAYS } from '@aliento/contracts/scheduling';
import userEvent from '@testing-library/user-event';
import { configStore, currentTimeZone, DEFAULT_CONFIG, page, setTimeZone, toastStore } from '@aliento/core';
import { apiPath, http, HttpResponse, server } from '@aliento/testing';
import type { BookingMode } from '@aliento/contracts/calendly';
import type { Slot } from '@aliento/contracts/scheduling';
import type { SlotHold } from '@aliento/contracts/appointments';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { CLIENT_ID, IDS, THERAPISTS, byId, subscription } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { addDays, todayIn } from '@aliento/calendar';

type CalendlyHandlers = {
  onDateAndTimeSelected?: () => void;
  onEventScheduled?: (e: { data: { payload: { event: { uri: string }; invitee: { uri: string } } } }) => void;
};
const calendly: { handlers: CalendlyHandlers } = { handlers: {} };
jest.mock('react-calendly', () => ({
  InlineWidget: (props: { url: string; prefill: { name: string; email: string }; styles: { height: string } }) => (
    <div data-testid="calendly-widget" data-url={props.url} data-height={props.styles.height} data-prefill={JSON.stringify(props.prefill)} />
  ),
  useCalendlyEventListener: (handlers: CalendlyHandlers) => {
    calendly.handlers = handlers;
  },
}));

/** Mexico City keeps UTC-6 all year (no daylight saving since 2022): 9:00 there is 15:00 UTC. */
const ZONE = 'America/Mexico_City';
const dayKey = (days: number) => addDays(todayIn(ZONE), days);
const at = (days: number, hour: number, minute = 0) =>
  `${dayKey(days)}T${String(hour + 6).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
/** Tomorrow at 9:00 and 11:00, the day after at 10:00 (Mexico City). */
const SLOTS: Slot[] = [
  { startTime: at(1, 9), endTime: at(1, 9, 45) },
  { startTime: at(1, 11), endTime: at(1, 11, 45) },
  { startTime: at(2, 10), endTime: at(2, 10, 45) },
];
/** "Martes, 5 de marzo de 2030": a day's name as a calendar in that language writes it. */
const dayLabel = (days: number, language: 'es' | 'en' = 'es') => {
  const text = new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${dayKey(days)}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Chooses a free time the way a person does: its day in the calendar, then the time among that day's. */
async function chooseTime(time: RegExp, days: number, language: 'es' | 'en' = 'es') {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${dayLabel(days, language)}:`) }));
  const slot = within(screen.getByRole('group', { name: dayLabel(days, language) })).getByRole('button', { name: time });
  await userEvent.click(slot);
  return slot;
}

let sub: Subscription | null;
/** The client's live hold as GET /api/appointments/holds/mine answers it, and the holds asked for. */
let currentHold: SlotHold | null;
let holdRequests: { therapist: string; startTime: string }[];
/** When a hold made now ends (the server holds a time ten minutes). */
const HOLD_UNTIL = new Date(Date.now() + 10 * 60_000).toISOString();
let slots: Slot[];
let slotRequests: URL[];
/** What GET /api/therapists/{id}/booking answers (the server decides how each therapist is booked). */
let modes: Record<string, BookingMode>;

beforeEach(() => {
  sub = subscription();
  currentHold = null;
  holdRequests = [];
  slots = SLOTS;
  slotRequests = [];
  modes = {};
  calendly.handlers = {};
  // the client reads times in Mexico City's zone (their choice, kept per person)
  setTimeZone(ZONE);
  server.use(
    http.get(apiPath('/api/therapists/:id'), ({ params }) => {
      const found = THERAPISTS.find((t) => t.user === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
    http.get(apiPath(`/api/favorites/user/${CLIENT_ID}`), () => HttpResponse.json({})),
    http.get(apiPath('/api/therapists/:id/slots'), ({ request }) => {
      slotRequests.push(new URL(request.url));
      return HttpResponse.json({ timeZone: 'America/Mexico_City', slots });
    }),
    http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(sub)),
    http.get(apiPath('/api/therapists/:id/booking'), ({ params }) => HttpResponse.json(modes[params.id as string] ?? { mode: 'builtin' })),
    http.get(apiPath('/api/appointments/holds/mine'), () => HttpResponse.json({ hold: currentHold })),
    http.post(apiPath('/api/appointments/holds'), async ({ request }) => {
      const body = (await request.json()) as { therapist: string; startTime: string };
      holdRequests.push(body);
      const slot = SLOTS.find((x) => x.startTime === body.startTime)!;
      currentHold = { _id: '00000000-0000-4000-8000-0000000000d1', therapist: body.therapist, ...slot, expiresAt: HOLD_UNTIL };
      return HttpResponse.json(currentHold, { status: 201 });
    }),
  );
});

afterEach(() => {
  configStore.setState({ config: DEFAULT_CONFIG });
  jest.restoreAllMocks();
});

const toasts = () => toastStore.getState().items.map((t) => `${t.kind}:${t.text}`);

async function renderDetail(id: string, language: 'es' | 'en' = 'es', hash = '') {
  renderApp(`/dashboard/therapists/${id}${hash}`, { language });
  await screen.findByRole('heading', { level: 1, name: `${byId(id).firstName} ${byId(id).lastName}` });
}

describe('Therapist detail', () => {
  it('shows the profile: image, name, heart, video placeholder, specialties, certifications, about', async () => {
    await renderDetail(IDS.lucia);
    expect(screen.getByRole('img', { name: 'Ilustración en lugar de la foto de Lucía Méndez' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorito: Lucía Méndez' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('img', { name: 'Video de presentación: muy pronto' })).toBeInTheDocument();
    expect(screen.getByText('Ansiedad')).toBeInTheDocument();
    expect(screen.getByText('Licenciada en Psicología (UNAM)')).toBeInTheDocument();
    expect(screen.getByText('Acompaño a personas que viven con ansiedad.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a terapeutas' })).toHaveAttribute('href', '/dashboard/therapists');
  });

  it.each([
    [IDS.lucia, 'es', '5 años de experiencia'],
    [IDS.carlos, 'es', '1 año de experiencia'],
    [IDS.jorge, 'en', '12 years of experience'],
    [IDS.carlos, 'en', '1 year of experience'],
  ] as const)('words the experience of %s in %s as "%s"', async (id, language, text) => {
    await renderDetail(id, language);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says when the therapist does not exist', async () => {
    renderApp('/dashboard/therapists/00000000-0000-4000-8000-0000000000d9');
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos a este terapeuta.');
  });

  it('scrolls the booking section into view when arriving at #calendly', async () => {
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView');
    await renderDetail(IDS.lucia, 'es', '#calendly');
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(spy.mock.contexts[0]).toBe(document.getElementById('calendly'));
  });

  it('keeps Book a session in reach until a time is chosen, then the confirmation takes its place', async () => {
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView');
    await renderDetail(IDS.lucia, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Book a session' }));
    expect(spy.mock.contexts.at(-1)).toBe(document.getElementById('calendly'));
    await chooseTime(/9:00/, 1, 'en');
    expect(await screen.findByRole('button', { name: 'Confirm appointment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a session' })).not.toBeInTheDocument();
  });
});

describe('Built-in scheduler', () => {
  it("shows the days up to the booking horizon in a calendar, the free ones marked, and the chosen day's times in the client's zone", async () => {
    await renderDetail(IDS.lucia);
    const booking = screen.getByRole('region', { name: 'Agenda tu sesión' });
    expect(booking).toHaveAttribute('id', 'calendly');
    const calendar = await within(booking).findByRole('table');
    // every day from today to the horizon; only the days with free times can be chosen
    const days = within(calendar).getAllByRole('button');
    expect(days).toHaveLength(BOOKING_HORIZON_DAYS + 1);
    expect(days[0]).toHaveAccessibleName(`${dayLabel(0)}: sin horarios libres`);
    expect(days[0]).toBeDisabled();
    expect(days[1]).toHaveAccessibleName(`${dayLabel(1)}: 2 horarios libres`);
    expect(days[2]).toHaveAccessibleName(`${dayLabel(2)}: 1 horario libre`);
    expect(within(calendar).getAllByRole('columnheader')).toHaveLength(7);
    // the first day with free times is open, with its times
    expect(days[1]).toHaveAttribute('aria-pressed', 'true');
    const first = within(booking).getByRole('group', { name: dayLabel(1) });
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:00', '11:00']);
    await userEvent.click(days[2]);
    const second = within(booking).getByRole('group', { name: dayLabel(2) });
    expect(
      within(second)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10:00']);
    expect(within(booking).getByText('Horarios en hora estándar central (Mexico City).')).toBeInTheDocument();

    const query = slotRequests[0].searchParams;
    expect(slotRequests[0].pathname).toBe(`/api/therapists/${IDS.lucia}/slots`);
    expect(query.get('timeZone')).toBe('America/Mexico_City');
    const horizon = (Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000;
    expect(horizon).toBe(BOOKING_HORIZON_DAYS);
  });

  it('shows the times in another time zone the client chooses, and remembers it for them', async () => {
    await renderDetail(IDS.lucia, 'en');
    const booking = await screen.findByRole('region', { name: 'Book your session' });
    await within(booking).findByRole('table');
    expect(within(booking).getByText('Times in Central Standard Time (Mexico City).')).toBeInTheDocument();
    await userEvent.click(within(booking).getByRole('button', { name: 'Change time zone' }));
    const picker = within(booking).getByRole('combobox', { name: 'Time zone' });
    expect(picker).toHaveFocus();
    expect(picker).toHaveValue('America/Mexico_City');
    // Bogotá is an hour ahead of Mexico City all year
    await userEvent.selectOptions(picker, 'America/Bogota');
    const tomorrow = within(booking).getByRole('group', { name: dayLabel(1, 'en') });
    expect(
      within(tomorrow)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/^10:00.AM$/), expect.stringMatching(/^12:00.PM$/)]);
    await userEvent.tab();
    expect(within(booking).getByText('Times in Colombia Standard Time (Bogota).')).toBeInTheDocument();
    // kept for this person: the page shows Bogotá's times again next time, and the API hears it (mails use it)
    expect(currentTimeZone()).toBe('America/Bogota');
  });

  it('moves between the free days with the arrow keys, from one Tab stop', async () => {
    await renderDetail(IDS.lucia, 'en');
    const calendar = await screen.findByRole('table');
    const tomorrow = within(calendar).getByRole('button', { name: new RegExp(`^${dayLabel(1, 'en')}:`) });
    expect(
      within(calendar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([tomorrow]);
    tomorrow.focus();
    await userEvent.keyboard('{ArrowRight}');
    const after = within(calendar).getByRole('button', { name: new RegExp(`^${dayLabel(2, 'en')}:`) });
    expect(after).toHaveFocus();
    expect(after).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: dayLabel(2, 'en') }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/^10:00.AM$/)]);
    // no free day further on: the focus stays
    await userEvent.keyboard('{ArrowRight}');
    expect(after).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tomorrow).toHaveFocus();
  });

  it('the next open time is one tap away, and the confirmation takes the focus with the time and the therapist', async () => {
    await renderDetail(IDS.lucia, 'en');
    const next = await screen.findByRole('button', { name: /^Next open time: .+9:00/ });
    await userEvent.click(next);
    const confirm = await screen.findByRole('button', { name: 'Confirm appointment' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(screen.getByText(/^You chose: .+9:00.+9:45.AM$/)).toBeInTheDocument();
    expect(screen.getByText('With Lucía Méndez · 45-minute video session')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: dayLabel(1, 'en') })).getByRole('button', { name: /9:00/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it.each([
    ['the free first session', () => subscription(), 'Your first session is free.', 'Uses your free first session.'],
    ['a pack', () => subscription({ plan: 'PLAN_FOUR', currentCredit: 3, initialCredit: 4 }), null, 'Uses 1 of your 3 sessions: 2 left after.'],
    [
      'the last session of a pack',
      () => subscription({ plan: 'PLAN_FOUR', currentCredit: 1, initialCredit: 4 }),
      null,
      'Uses your last session left.',
    ],
  ])('with %s, says which credit the booking uses and how many remain', async (_label, make, notice, uses) => {
    sub = make();
    await renderDetail(IDS.lucia, 'en');
    const booking = screen.getByRole('region', { name: 'Book your session' });
    await chooseTime(/9:00/, 1, 'en');
    expect(await within(booking).findByText(uses)).toBeInTheDocument();
    if (notice) expect(within(booking).getByText(notice)).toBeInTheDocument();
    else expect(within(booking).queryByText('Your first session is free.')).not.toBeInTheDocument();
  });

  it('books the chosen slot with the contract body and goes to appointments with the booked flag', async () => {
    let body: unknown;
    // the API answers the created appointment; parse needs its full shape
    server.use(
      http.post(apiPath(`/api/appointments/therapist/${IDS.lucia}/user/${CLIENT_ID}`), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            _id: '00000000-0000-4000-8000-0000000000b1',
            calendlyAppointment: { name: 'Sesión', startTime: SLOTS[1].startTime, endTime: SLOTS[1].endTime },
            therapist: { _id: IDS.lucia, firstName: 'Lucía', lastName: 'Méndez' },
            client: { _id: CLIENT_ID, firstName: 'Ana', lastName: 'García' },
            jitsiLink: 'https://meet.jit.si/x',
            requestCancellation: false,
            requestCancellationDate: null,
            cancelled: false,
            completed: false,
            refundStatus: 'NONE',
            createdAt: '2030-03-01T00:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    await renderDetail(IDS.lucia, 'en');
    // Intl puts narrow spaces in English ranges: match the words
    // Intl puts narrow spaces in English ranges: match the words
    const slot = await chooseTime(new RegExp(`^${dayLabel(1, 'en')}, 11:00.+11:45.AM$`), 1, 'en');
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(new RegExp(`^You chose: ${dayLabel(1, 'en')}, 11:00.+11:45.AM$`))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm appointment' }));

    expect(await screen.findByTestId('appointments')).toHaveTextContent('{"booked":true,"bookedId":"00000000-0000-4000-8000-0000000000b1"}');
    expect(body).toEqual({
      therapist: IDS.lucia,
      client: CLIENT_ID,
      clientEmail: 'ana@example.com',
      startTime: SLOTS[1].startTime,
      completed: false,
      cancelled: false,
    });
    expect(toasts()).toContain('success:Successfully scheduled appointment');
  });

  it('says the time was just taken on a 409 and refreshes the slots', async () => {
    server.use(
      http.post(apiPath(`/api/appointments/therapist/${IDS.lucia}/user/${CLIENT_ID}`), () => {
        slots = SLOTS.filter((s) => s !== SLOTS[0]);
        return HttpResponse.json({ message: 'Ese horario ya no está disponible.', code: 'slotTaken' }, { status: 409 });
      }),
    );
    await renderDetail(IDS.lucia);
    await chooseTime(/9:00/, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cita' }));
    await waitFor(() => expect(toasts()).toContain('error:Alguien acaba de reservar ese horario. Elige otro de la lista actualizada.'));
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: dayLabel(1) })).queryByRole('button', { name: /9:00/ })).not.toBeInTheDocument(),
    );
    expect(slotRequests).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Confirmar cita' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lucía Méndez' })).toBeInTheDocument();
  });

  it("shows 'Failed to schedule appointment' when creating fails and keeps the choice", async () => {
    server.use(
      http.post(apiPath(`/api/appointments/therapist/${IDS.lucia}/user/${CLIENT_ID}`), () =>
        HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    await renderDetail(IDS.lucia, 'en');
    const slot = await chooseTime(/10:00/, 2, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm appointment' }));
    await waitFor(() => expect(toasts()).toContain('error:Failed to schedule appointment'));
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('appointments')).not.toBeInTheDocument();
  });

  it('opens the purchase over the booking when the server says there is no credit left', async () => {
    server.use(
      http.post(apiPath(`/api/appointments/therapist/${IDS.lucia}/user/${CLIENT_ID}`), () =>
        HttpResponse.json({ message: 'You do not have any credits available', code: 'noCreditsAvailable' }, { status: 409 }),
      ),
    );
    await renderDetail(IDS.lucia, 'en');
    const slot = await chooseTime(/10:00/, 2, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm appointment' }));
    expect(await screen.findByRole('dialog', { name: 'Buy sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(slot).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Credit check', () => {
  it.each([
    ['no credit left', () => subscription({ currentCredit: 0 })],
    ['an inactive plan', () => subscription({ active: false })],
    ['no subscription', () => null],
  ])('with %s, choosing a time opens the plans with their prices over the booking (no navigation)', async (_label, make) => {
    sub = make();
    await renderDetail(IDS.lucia, 'en');
    const slot = await chooseTime(/10:00/, 2, 'en');
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy sessions' }));
    expect(dialog.getByText('You do not have any credits available.')).toBeInTheDocument();
    expect(dialog.getByText('Step 1 of 2: choose your plan')).toBeInTheDocument();
    expect(dialog.getAllByRole('radio')).toHaveLength(4);
    expect(within(dialog.getByRole('radio', { name: /4-session pack/ }).closest('label')!).getByText('$180')).toBeInTheDocument();
    // the booking is still there under the dialog, with the time chosen; nobody navigated
    expect(screen.getByRole('heading', { level: 1, name: 'Lucía Méndez', hidden: true })).toBeInTheDocument();
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('appointments')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('holds the chosen time while the client buys sessions, and the dialog says until when', async () => {
    sub = subscription({ currentCredit: 0 });
    await renderDetail(IDS.lucia, 'en');
    await chooseTime(/9:00/, 1, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Buy sessions' });
    expect(holdRequests).toEqual([{ therapist: IDS.lucia, startTime: SLOTS[0].startTime }]);
    const until = new Intl.DateTimeFormat('en', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(HOLD_UNTIL));
    expect(
      within(dialog).getByText(new RegExp(`^We are holding .+9:00.AM for you until ${until.replace(/\s/g, '.')} while you buy sessions`)),
    ).toBeInTheDocument();
    // the focus is inside the dialog
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('a time someone else holds or just took is said so, and the times are refreshed instead of the modal', async () => {
    sub = subscription({ currentCredit: 0 });
    server.use(
      http.post(apiPath('/api/appointments/holds'), () => {
        slots = SLOTS.filter((x) => x !== SLOTS[0]);
        return HttpResponse.json({ message: 'Someone else is finishing booking this time.', code: 'slotHeld' }, { status: 409 });
      }),
    );
    await renderDetail(IDS.lucia, 'en');
    await chooseTime(/9:00/, 1, 'en');
    await waitFor(() => expect(toasts()).toContain('error:Someone just booked that time. Please choose another one from the updated list.'));
    await waitFor(() => expect(slotRequests).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lucía Méndez' })).toBeInTheDocument();
  });

  it('coming back with a time held for this therapist, that time is chosen again', async () => {
    currentHold = { _id: '00000000-0000-4000-8000-0000000000d1', therapist: IDS.lucia, ...SLOTS[2], expiresAt: HOLD_UNTIL };
    await renderDetail(IDS.lucia, 'en');
    const slot = await within(await screen.findByRole('group', { name: dayLabel(2, 'en') })).findByRole('button', { name: /10:00/ });
    await waitFor(() => expect(slot).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Confirm appointment' })).toBeInTheDocument();
  });

  it("'Ahora no' closes the purchase and leaves the same page with the time still chosen and held, no reload (Spanish)", async () => {
    sub = subscription({ currentCredit: 0 });
    const reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
    await renderDetail(IDS.lucia, 'es');
    const slot = await chooseTime(/10:00/, 2);
    const dialog = await screen.findByRole('dialog', { name: 'Compra sesiones' });
    expect(within(dialog).getByText('No tienes créditos disponibles.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^Guardamos tu horario del .+10:00 hasta las .+ mientras compras sesiones: al pagar, tu cita queda agendada\.$/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByTestId('appointments')).not.toBeInTheDocument();
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Confirmar cita' })).toBeEnabled();
    // no credit to count in the confirmation
    expect(screen.queryByText(/^Usa /)).not.toBeInTheDocument();
    // the focus comes back to the chosen time
    await waitFor(() => expect(slot).toHaveFocus(), { timeout: 10000 });
    expect(holdRequests).toEqual([{ therapist: IDS.lucia, startTime: SLOTS[2].startTime }]);
  });

  it('lets a client with a credit go on to confirm', async () => {
    await renderDetail(IDS.lucia, 'es');
    await chooseTime(/10:00/, 2);
    expect(await screen.findByRole('button', { name: 'Confirmar cita' })).toBeEnabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('Buying sessions over the booking', () => {
  /** The payment API (local test processor) and the booking, as the server answers them; what they received. */
  function servePurchase({ declined = false, bookingTaken = null as null | (() => Response) } = {}) {
    const seen = { intents: [] as unknown[], confirmations: [] as unknown[], bookings: [] as unknown[], order: [] as string[] };
    server.use(
      http.post(apiPath('/api/stripe/create-payment-intent'), async ({ request }) => {
        seen.intents.push(await request.json());
        seen.order.push('intent');
        return HttpResponse.json(
          { id: 'pi_1', clientSecret: 'pi_1_secret', plan: 'PLAN_FOUR', amount: 18000, currency: 'usd', status: 'requires_payment_method' },
          { status: 201 },
        );
      }),
      http.post(apiPath('/api/stripe/confirm-payment-intent'), async ({ request }) => {
        seen.confirmations.push(await request.json());
        seen.order.push('pay');
        if (declined) return HttpResponse.json({ message: 'Your card was declined.', code: 'cardDeclined' }, { status: 402 });
        sub = subscription({ plan: 'PLAN_FOUR', currentCredit: 4, initialCredit: 4 });
        return HttpResponse.json({ message: 'ok', subscription: sub }, { status: 201 });
      }),
      http.post(apiPath(`/api/appointments/therapist/${IDS.lucia}/user/${CLIENT_ID}`), async ({ request }) => {
        const body = (await request.json()) as { startTime: string };
        seen.bookings.push(body);
        seen.order.push('book');
        if (bookingTaken) {
          slots = SLOTS.filter((x) => x.startTime !== body.startTime);
          return bookingTaken();
        }
        return HttpResponse.json(
          {
            _id: '00000000-0000-4000-8000-0000000000b3',
            calendlyAppointment: { name: 'Sesión', startTime: body.startTime, endTime: SLOTS[1].endTime },
            therapist: { _id: IDS.lucia, firstName: 'Lucía', lastName: 'Méndez' },
            client: { _id: CLIENT_ID, firstName: 'Ana', lastName: 'García' },
            jitsiLink: 'https://meet.jit.si/x',
            requestCancellation: false,
            requestCancellationDate: null,
            cancelled: false,
            completed: false,
            refundStatus: 'NONE',
            createdAt: '2030-03-01T00:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    return seen;
  }

  /** Chooses 11:00 tomorrow, the 4-session pack, and pays with the given test card (English). */
  async function buyWith(number: string) {
    await renderDetail(IDS.lucia, 'en');
    await chooseTime(/11:00/, 1, 'en');
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy sessions' }));
    await userEvent.click(dialog.getByRole('radio', { name: /4-session pack/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText('Step 2 of 2: your card details')).toHaveFocus();
    // the card step says shortly until when the time is held
    const until = new Intl.DateTimeFormat('en', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(HOLD_UNTIL));
    expect(dialog.getByText(`Your time is held until ${until}.`)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Name on card/), 'Ana García');
    await userEvent.type(dialog.getByLabelText(/Card number/), number);
    await userEvent.type(dialog.getByLabelText(/Expiry/), '1230');
    await userEvent.type(dialog.getByLabelText(/^CVC/), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay $180.00' }));
    return dialog;
  }

  it('hold → plans → card → paid → the held time is booked at once → appointments with the booked flag', async () => {
    sub = subscription({ currentCredit: 0 });
    const seen = servePurchase();
    await buyWith('4242424242424242');

    expect(await screen.findByTestId('appointments')).toHaveTextContent('{"booked":true,"bookedId":"00000000-0000-4000-8000-0000000000b3"}');
    expect(holdRequests).toEqual([{ therapist: IDS.lucia, startTime: SLOTS[1].startTime }]);
    expect(seen.intents).toEqual([{ plan: 'PLAN_FOUR' }]);
    expect(seen.confirmations).toEqual([{ paymentIntentId: 'pi_1', card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } }]);
    // the same booking the confirmation sends, after the payment
    expect(seen.bookings).toEqual([
      { therapist: IDS.lucia, client: CLIENT_ID, clientEmail: 'ana@example.com', startTime: SLOTS[1].startTime, completed: false, cancelled: false },
    ]);
    expect(seen.order).toEqual(['intent', 'pay', 'book']);
    expect(toasts()).toEqual(['success:Payment Successful', 'success:Successfully scheduled appointment']);
  });

  it('a declined card keeps the dialog open with the error, books nothing and leaves the time chosen', async () => {
    sub = subscription({ currentCredit: 0 });
    const seen = servePurchase({ declined: true });
    const dialog = await buyWith('4000000000000002');

    expect(await dialog.findByText(/^The payment did not go through and you were not charged/)).toBeInTheDocument();
    expect(toasts()).toEqual(['error:Failed to Submit Payment']);
    expect(screen.getByRole('dialog', { name: 'Buy sessions' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/Card number/)).toHaveValue('');
    expect(seen.bookings).toEqual([]);
    expect(screen.queryByTestId('appointments')).not.toBeInTheDocument();
  });

  it.each([
    ['taken by someone else', () => HttpResponse.json({ message: 'Ese horario ya no está disponible.', code: 'slotTaken' }, { status: 409 })],
    [
      'no longer a free time',
      () =>
        HttpResponse.json(
          { message: 'Some fields are invalid.', code: 'validationFailed', fields: { startTime: 'Ese horario ya no está disponible.' } },
          { status: 400 },
        ),
    ],
  ])('a hold lost by booking time (%s): the slot-taken message and refreshed times; the sessions bought stay', async (_label, answer) => {
    sub = subscription({ currentCredit: 0 });
    const seen = servePurchase({ bookingTaken: answer });
    await buyWith('4242424242424242');

    await waitFor(() => expect(toasts()).toContain('error:Someone just booked that time. Please choose another one from the updated list.'));
    expect(toasts()).toContain('success:Payment Successful');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: dayLabel(1, 'en') })).queryByRole('button', { name: /11:00/ })).not.toBeInTheDocument(),
    );
    expect(slotRequests).toHaveLength(2);
    expect(seen.bookings).toHaveLength(1);
    expect(screen.queryByTestId('appointments')).not.toBeInTheDocument();
    // the purchase stands: the next time chosen goes straight to its confirmation
    await chooseTime(/9:00/, 1, 'en');
    expect(await screen.findByRole('button', { name: 'Confirm appointment' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Calendly booking', () => {
  const EVENT = {
    data: {
      payload: {
        event: { uri: 'https://api.calendly.com/scheduled_events/EVT123' },
        invitee: { uri: 'https://api.calendly.com/scheduled_events/EVT123/invitees/INV456' },
      },
    },
  };
  const withCalendly = () => {
    configStore.setState({ config: { ...DEFAULT_CONFIG, scheduling: { calendly: true } } });
    modes[IDS.lucia] = { mode: 'calendly', schedulingUrl: 'https://calendly.com/lucia-mendez/45min' };
    server.use(http.get(apiPath(`/api/therapists/${IDS.lucia}`), () => HttpResponse.json({ ...byId(IDS.lucia), calendly: 'lucia-mendez' })));
  };
  const answerBooking = (status: number, json: object) => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(apiPath(`/api/appointments/therapist/${IDS.lucia}/user/${CLIENT_ID}`), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(json, { status });
      }),
    );
    return bodies;
  };

  it("embeds the server's page 780 px high, prefilled with the client, and books the scheduled event", async () => {
    withCalendly();
    const bodies = answerBooking(500, { message: 'Internal' });
    await renderDetail(IDS.lucia, 'en');
    const widget = await screen.findByTestId('calendly-widget');
    expect(widget).toHaveAttribute('data-url', 'https://calendly.com/lucia-mendez/45min');
    expect(widget).toHaveAttribute('data-height', '780px');
    expect(JSON.parse(widget.getAttribute('data-prefill')!)).toEqual({ name: 'Ana García', email: 'ana@example.com' });
    expect(slotRequests).toHaveLength(0);

    act(() => calendly.handlers.onDateAndTimeSelected?.());
    await act(async () => calendly.handlers.onEventScheduled?.(EVENT));
    await waitFor(() => expect(bodies[0]).toMatchObject({ eventId: 'EVT123', inviteeId: 'INV456', therapist: IDS.lucia, client: CLIENT_ID }));
    await waitFor(() => expect(toasts()).toContain('error:Failed to schedule appointment'));
  });

  it('says kindly that a Calendly booking the server refused was not scheduled and used no credit', async () => {
    withCalendly();
    answerBooking(400, { message: 'Some fields are invalid.', code: 'validationFailed', fields: { eventId: 'No pudimos confirmar esta reserva.' } });
    await renderDetail(IDS.lucia, 'es');
    await screen.findByTestId('calendly-widget');
    await act(async () => calendly.handlers.onEventScheduled?.(EVENT));
    await waitFor(() =>
      expect(toasts()).toContain(
        'error:No pudimos confirmar esta reserva de Calendly, así que no quedó agendada y no se usó ningún crédito. Revisa que usaste el correo de tu cuenta de Aliento e inténtalo de nuevo.',
      ),
    );
  });

  it('when Calendly could not be asked, offers to confirm the same booking again', async () => {
    withCalendly();
    const bodies = answerBooking(502, { message: 'The scheduled event could not be read.', code: 'schedulingUnavailable' });
    await renderDetail(IDS.lucia, 'en');
    await screen.findByTestId('calendly-widget');
    await act(async () => calendly.handlers.onEventScheduled?.(EVENT));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Calendly did not answer, so your appointment is not confirmed yet. No credit was used.');
    answerBooking(201, {
      _id: '00000000-0000-4000-8000-0000000000b2',
      calendlyAppointment: { name: 'Sesión', startTime: SLOTS[0].startTime, endTime: SLOTS[0].endTime },
      therapist: { _id: IDS.lucia, firstName: 'Lucía', lastName: 'Méndez' },
      client: { _id: CLIENT_ID, firstName: 'Ana', lastName: 'García' },
      jitsiLink: 'https://meet.jit.si/x',
      requestCancellation: false,
      requestCancellationDate: null,
      cancelled: false,
      completed: false,
      refundStatus: 'NONE',
      createdAt: '2030-03-01T00:00:00.000Z',
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'Confirm again' }));
    expect(await screen.findByTestId('appointments')).toHaveTextContent('{"booked":true,"bookedId":"00000000-0000-4000-8000-0000000000b2"}');
    expect(bodies[0]).toMatchObject({ eventId: 'EVT123', inviteeId: 'INV456' });
  });

  /** Pays for the 4-session pack in the dialog over the widget (the local test processor, as the server answers). */
  async function payOverWidget(dialog: ReturnType<typeof within>) {
    server.use(
      http.post(apiPath('/api/stripe/create-payment-intent'), () =>
        HttpResponse.json(
          { id: 'pi_2', clientSecret: 'pi_2_secret', plan: 'PLAN_FOUR', amount: 18000, currency: 'usd', status: 'requires_payment_method' },
          { status: 201 },
        ),
      ),
      http.post(apiPath('/api/stripe/confirm-payment-intent'), () => {
        sub = subscription({ plan: 'PLAN_FOUR', currentCredit: 4, initialCredit: 4 });
        return HttpResponse.json({ message: 'ok', subscription: sub }, { status: 201 });
      }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: /4-session pack/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.type(dialog.getByLabelText(/Name on card/), 'Ana García');
    await userEvent.type(dialog.getByLabelText(/Card number/), '4242424242424242');
    await userEvent.type(dialog.getByLabelText(/Expiry/), '1230');
    await userEvent.type(dialog.getByLabelText(/^CVC/), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay $180.00' }));
  }

  it('checks credits when a date and time is selected in the widget: without one, the plans open over the widget, which stays', async () => {
    withCalendly();
    sub = subscription({ currentCredit: 0 });
    await renderDetail(IDS.lucia, 'en');
    await screen.findByTestId('calendly-widget');
    await act(async () => calendly.handlers.onDateAndTimeSelected?.());
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy sessions' }));
    expect(dialog.getByText('You do not have any credits available.')).toBeInTheDocument();
    expect(dialog.getByText('The time you chose stays selected in the calendar: once you pay, finish booking there.')).toBeInTheDocument();
    // the page is not hidden: the profile and the widget (with the time chosen in it) are under the dialog
    expect(screen.getByRole('heading', { level: 1, name: 'Lucía Méndez', hidden: true })).toBeInTheDocument();
    expect(screen.getByTestId('calendly-widget')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Not now: the same page, the same widget
    await userEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('calendly-widget')).toBeInTheDocument();
    expect(screen.queryByTestId('appointments')).not.toBeInTheDocument();
    // choosing again checks again; once paid, the client finishes in the widget
    await act(async () => calendly.handlers.onDateAndTimeSelected?.());
    await payOverWidget(within(await screen.findByRole('dialog', { name: 'Buy sessions' })));
    await waitFor(() => expect(toasts()).toContain('success:Done, you have sessions now. Finish booking in the calendar.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('calendly-widget')).toBeInTheDocument();
  });

  it('an event scheduled without credit is booked, the same event, as soon as the sessions are bought', async () => {
    withCalendly();
    sub = subscription({ currentCredit: 0 });
    const bodies = answerBooking(409, { message: 'You do not have any credits available', code: 'noCreditsAvailable' });
    await renderDetail(IDS.lucia, 'en');
    await screen.findByTestId('calendly-widget');
    await act(async () => calendly.handlers.onEventScheduled?.(EVENT));
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy sessions' }));
    expect(dialog.getByText('Your appointment in the calendar is confirmed as soon as you pay.')).toBeInTheDocument();
    const booked = answerBooking(201, {
      _id: '00000000-0000-4000-8000-0000000000b4',
      calendlyAppointment: { name: 'Sesión', startTime: SLOTS[0].startTime, endTime: SLOTS[0].endTime },
      therapist: { _id: IDS.lucia, firstName: 'Lucía', lastName: 'Méndez' },
      client: { _id: CLIENT_ID, firstName: 'Ana', lastName: 'García' },
      jitsiLink: 'https://meet.jit.si/x',
      requestCancellation: false,
      requestCancellationDate: null,
      cancelled: false,
      completed: false,
      refundStatus: 'NONE',
      createdAt: '2030-03-01T00:00:00.000Z',
    });
    await payOverWidget(dialog);
    expect(await screen.findByTestId('appointments')).toHaveTextContent('{"booked":true,"bookedId":"00000000-0000-4000-8000-0000000000b4"}');
    expect(bodies[0]).toMatchObject({ eventId: 'EVT123', inviteeId: 'INV456' });
    expect(booked[0]).toMatchObject({ eventId: 'EVT123', inviteeId: 'INV456' });
  });

  it('uses the built-in scheduler when the server books this therapist there, Calendly username or not', async () => {
    configStore.setState({ config: { ...DEFAULT_CONFIG, scheduling: { calendly: true } } });
    server.use(http.get(apiPath(`/api/therapists/${IDS.lucia}`), () => HttpResponse.json({ ...byId(IDS.lucia), calendly: 'lucia-mendez' })));
    await renderDetail(IDS.lucia, 'en');
    expect(await screen.findByRole('button', { name: /^Next open time: / })).toBeInTheDocument();
    expect(screen.queryByTestId('calendly-widget')).not.toBeInTheDocument();
  });
});

describe('No open times yet', () => {
  it.each([
    [
      'es',
      'Aún no hay horarios abiertos',
      'Lucía Méndez todavía no publica horarios para agendar en Aliento. Vuelve a revisar pronto, o conoce a otras personas del directorio que pueden acompañarte ahora.',
      'Ver otros terapeutas',
    ],
    [
      'en',
      'No open times yet',
      'Lucía Méndez has not published times to book on Aliento yet. Check back soon, or meet others in the directory who can support you now.',
      'See other therapists',
    ],
  ] as const)('a therapist nobody can book yet shows a kind state, not an empty list or a widget (%s)', async (language, title, text, link) => {
    modes[IDS.lucia] = { mode: 'none' };
    server.use(http.get(apiPath(`/api/therapists/${IDS.lucia}`), () => HttpResponse.json({ ...byId(IDS.lucia), calendly: 'lucia-mendez' })));
    await renderDetail(IDS.lucia, language);
    const booking = screen.getByRole('region', { name: language === 'es' ? 'Agenda tu sesión' : 'Book your session' });
    const state = await within(booking).findByRole('status', { name: title });
    expect(state).toHaveTextContent(title);
    expect(state).toHaveTextContent(text);
    expect(within(state).getByRole('link', { name: link })).toHaveAttribute('href', '/dashboard/therapists');
    expect(within(booking).queryByRole('button', { name: /\d:\d\d/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('calendly-widget')).not.toBeInTheDocument();
    expect(slotRequests).toHaveLength(0);
  });
});
