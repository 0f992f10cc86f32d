import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTimeZone, toastStore } from '@aliento/core';
import { addDays, todayIn } from '@aliento/calendar';
import type { Appointment } from '@aliento/contracts/appointments';
import type { Slot } from '@aliento/contracts/scheduling';
import { clientToken, http, HttpResponse, apiPath, server } from '@aliento/testing';
import { CLIENT_ID, HOUR, makeAppointment, makeSubscription, THERAPIST_ID } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

/** Mexico City keeps UTC-6 all year: 9:00 there is 15:00 UTC. */
const ZONE = 'America/Mexico_City';
const at = (days: number, hour: number, minute = 0) =>
  `${addDays(todayIn(ZONE), days)}T${String(hour + 6).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
const SLOTS: Slot[] = [
  { startTime: at(4, 9), endTime: at(4, 9, 45) },
  { startTime: at(4, 11), endTime: at(4, 11, 45) },
  { startTime: at(5, 10), endTime: at(5, 10, 45) },
];
const dayLabel = (days: number, language: 'es' | 'en') => {
  const text = new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'full' }).format(
    new Date(`${addDays(todayIn(ZONE), days)}T12:00:00Z`),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
};

let list: Appointment[];
let moves: unknown[];
let answer: (body: { appointmentId: string; startTime: string }) => Response;

beforeEach(() => {
  setTimeZone(ZONE);
  moves = [];
  const session = makeAppointment('Sesión Aliento · 45 min', 72 * HOUR, { source: 'builtin' });
  list = [session];
  answer = (body) => {
    const moved: Appointment = {
      ...session,
      calendlyAppointment: {
        name: session.calendlyAppointment!.name,
        startTime: body.startTime,
        endTime: new Date(Date.parse(body.startTime) + 45 * 60_000).toISOString(),
      },
    };
    return HttpResponse.json(moved);
  };
  server.use(
    http.get(apiPath('/api/appointments/holds/mine'), () => HttpResponse.json({ hold: null })),
    http.get(apiPath(`/api/appointments/client/${CLIENT_ID}`), () => HttpResponse.json(list)),
    http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(makeSubscription())),
    http.get(apiPath(`/api/therapists/${THERAPIST_ID}/slots`), () => HttpResponse.json({ timeZone: ZONE, slots: SLOTS })),
    http.post(apiPath('/api/appointments/reschedule'), async ({ request }) => {
      const body = (await request.json()) as { appointmentId: string; startTime: string };
      moves.push(body);
      return answer(body);
    }),
  );
});

async function openDialog(language: 'es' | 'en', name: RegExp) {
  renderApp({ token: clientToken(), language });
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('changing the time of a session', () => {
  it('moves an upcoming session to another open time of the same therapist, keeping the credit (es)', async () => {
    const dialog = await openDialog('es', /^Cambiar la hora$/);
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Cambiar la hora de tu sesión' })).toBeInTheDocument();
    expect(d.getByText(/^Ahora: .*, con Lucía Méndez\.$/)).toBeInTheDocument();
    expect(d.getByText(/Conservas tu crédito/)).toBeInTheDocument();
    expect(d.getByText('Horarios en hora estándar central (Mexico City).')).toBeInTheDocument();
    await userEvent.click(await d.findByRole('button', { name: new RegExp(`^${dayLabel(4, 'es')}:`) }));
    await userEvent.click(within(d.getByRole('group', { name: dayLabel(4, 'es') })).getByRole('button', { name: /11:00/ }));
    const confirm = d.getByRole('button', { name: 'Confirmar el cambio' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(d.getByText(/^Nueva hora: /)).toHaveTextContent('11:00');
    await userEvent.click(confirm);
    await waitFor(() => expect(moves).toEqual([{ appointmentId: list[0]._id, startTime: at(4, 11) }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastStore.getState().items.map((t) => t.text)).toEqual([
      expect.stringMatching(/^Listo: tu sesión ahora es el .*11:00–11:45\. Te enviamos la invitación actualizada\.$/),
    ]);
    // the list shows the new time at once
    expect(screen.getByText('11:00–11:45')).toBeInTheDocument();
  });

  it('says so when the time was just taken, and shows the open times again (en)', async () => {
    answer = () => HttpResponse.json({ message: 'That time is no longer available.', code: 'slotTaken' }, { status: 409 });
    const dialog = await openDialog('en', /^Change the time$/);
    const d = within(dialog);
    await userEvent.click(await d.findByRole('button', { name: /^Next open time: / }));
    await userEvent.click(await d.findByRole('button', { name: 'Confirm the change' }));
    expect(await d.findByRole('alert')).toHaveTextContent('That time is no longer available.');
    expect(d.queryByRole('button', { name: 'Confirm the change' })).not.toBeInTheDocument();
    // Keep it as it is: nothing moved
    await userEvent.click(d.getByRole('button', { name: 'Keep it as it is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered inside the 24 hours, for a Calendly booking, or once a cancellation was asked for', async () => {
    list = [
      makeAppointment('Mañana', 20 * HOUR, { source: 'builtin' }),
      makeAppointment('En Calendly', 72 * HOUR, { source: 'calendly' }),
      makeAppointment('Pedida', 72 * HOUR, { requestCancellation: true, refundStatus: 'PENDING' }),
    ];
    renderApp({ token: clientToken(), language: 'en' });
    await screen.findByRole('heading', { name: 'Mañana' });
    expect(screen.queryByRole('button', { name: 'Change the time' })).not.toBeInTheDocument();
  });
});

describe('the confirmation after booking', () => {
  it('shows the session in the words of the mail, says the invitation was mailed, and offers add-to-calendar', async () => {
    renderApp({ token: clientToken(), language: 'en', state: { booked: true, bookedId: list[0]._id } });
    const title = await screen.findByText("You're all set! Your appointment is booked. You'll find it under your upcoming sessions.");
    const box = within(title.closest('[role="status"]') as HTMLElement);
    expect(await box.findByText(/, Central Standard Time \(Mexico City\)$/)).toBeInTheDocument();
    expect(box.getByText('With Lucía Méndez · 45 minutes by video')).toBeInTheDocument();
    expect(box.getByText('We sent the calendar invitation to ana@example.com.')).toBeInTheDocument();
    const google = box.getByRole('link', { name: 'Google Calendar' });
    expect(new URL(google.getAttribute('href')!).searchParams.get('text')).toBe('Therapy session with Lucía Méndez (Aliento)');
    expect(google).toHaveAttribute('target', '_blank');
    expect(box.getByRole('link', { name: 'Outlook' })).toHaveAttribute('href', expect.stringContaining('outlook.live.com'));
    expect(box.getByRole('button', { name: 'Download .ics' })).toBeInTheDocument();
    // it stays until closed
    await userEvent.click(box.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('We sent the calendar invitation to ana@example.com.')).not.toBeInTheDocument();
  });

  it('goes away once the session it confirms is cancelled (es)', async () => {
    server.use(
      http.post(apiPath('/api/appointments/request'), () =>
        HttpResponse.json({ ...list[0], cancelled: true, requestCancellation: true, refundStatus: 'AUTO_REFUNDED' }),
      ),
    );
    renderApp({ token: clientToken(), language: 'es', state: { booked: true, bookedId: list[0]._id } });
    await screen.findByText(`Te enviamos la invitación de calendario a ana@example.com.`);
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar cancelación' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, solicitar cancelación' }));
    await screen.findByText('Cancelada · crédito devuelto');
    expect(screen.queryByText('Te enviamos la invitación de calendario a ana@example.com.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^¡Listo! Tu cita quedó agendada/)).not.toBeInTheDocument();
  });
});
