import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, server, http, HttpResponse, apiPath, therapistToken } from '@aliento/testing';
import type { Availability } from '@aliento/contracts/scheduling';
import { settingsRoutes, THERAPIST_ID, toasts } from '../../../testing/fixtures';
import { browserTimeZone } from '@aliento/core';

const route = '/dashboard/settings?tab=availability';

function answer(availability: Availability | 404) {
  const slotQueries: URLSearchParams[] = [];
  const puts: unknown[] = [];
  server.use(
    http.get(apiPath(`/api/therapists/${THERAPIST_ID}/availability`), () =>
      availability === 404 ? HttpResponse.json({ message: 'Not found.' }, { status: 404 }) : HttpResponse.json(availability),
    ),
    http.get(apiPath(`/api/therapists/${THERAPIST_ID}/slots`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      slotQueries.push(query);
      return HttpResponse.json({
        timeZone: query.get('timeZone') ?? 'UTC',
        slots: [
          { startTime: '2026-03-02T14:00:00.000Z', endTime: '2026-03-02T14:45:00.000Z' },
          { startTime: '2026-03-02T15:00:00.000Z', endTime: '2026-03-02T15:45:00.000Z' },
        ],
      });
    }),
    http.put(apiPath(`/api/therapists/${THERAPIST_ID}/availability`), async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      return HttpResponse.json(body);
    }),
  );
  return { slotQueries, puts };
}

const mondayMorning: Availability = { timeZone: 'America/Bogota', weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] };

describe('settings: availability', () => {
  it('shows the saved hours and the next free slots in the page language and the therapist time zone', async () => {
    const { slotQueries } = answer(mondayMorning);
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'es' });

    expect(await screen.findByLabelText(/Zona horaria/)).toHaveValue('America/Bogota');
    const monday = screen.getByRole('listitem', { name: 'Lunes' });
    expect(within(monday).getByLabelText('Hora de inicio, Lunes')).toHaveValue('09:00');
    expect(within(monday).getByLabelText('Hora de fin, Lunes')).toHaveValue('12:00');
    expect(within(screen.getByRole('listitem', { name: 'Martes' })).getByText('Sin horario')).toBeInTheDocument();

    const slots = await screen.findByRole('list', { name: 'Tus próximos espacios libres' });
    const items = within(slots)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/lunes, 2 de marzo/);
    expect(items[0]).toMatch(/\b0?9:00\s*–\s*0?9:45/);
    expect(slotQueries[0].get('timeZone')).toBe('America/Bogota');
    const from = Date.parse(slotQueries[0].get('from') ?? '');
    expect(Date.parse(slotQueries[0].get('to') ?? '') - from).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('adds windows, changes the time zone and saves the whole week, then refreshes the preview', async () => {
    const user = userEvent.setup();
    const { puts, slotQueries } = answer(mondayMorning);
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'es' });
    await screen.findByLabelText('Hora de inicio, Lunes');
    await screen.findByRole('list', { name: 'Tus próximos espacios libres' });

    await user.click(screen.getByRole('button', { name: 'Agregar horario el Lunes' }));
    await user.click(screen.getByRole('button', { name: 'Agregar horario el Miércoles' }));
    const wednesday = screen.getByRole('listitem', { name: 'Miércoles' });
    expect(within(wednesday).getByLabelText('Hora de inicio, Miércoles')).toHaveValue('09:00');
    fireEvent.change(within(wednesday).getByLabelText('Hora de fin, Miércoles'), { target: { value: '15:30' } });
    await user.selectOptions(screen.getByLabelText(/Zona horaria/), 'America/Mexico_City');
    await user.click(screen.getByRole('button', { name: 'Guardar disponibilidad' }));

    await waitFor(() => expect(toasts()).toContain('success: Tu disponibilidad se guardó con éxito'));
    expect(puts).toEqual([
      {
        timeZone: 'America/Mexico_City',
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '12:00', end: '13:00' },
          { weekday: 3, start: '09:00', end: '15:30' },
        ],
      },
    ]);
    await waitFor(() => expect(slotQueries).toHaveLength(2));
    expect(slotQueries[1].get('timeZone')).toBe('America/Mexico_City');
  });

  it('removes a window and saves an empty week (English)', async () => {
    const user = userEvent.setup();
    const { puts } = answer(mondayMorning);
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Remove hours from 09:00 to 12:00 on Monday' }));
    expect(within(screen.getByRole('listitem', { name: 'Monday' })).getByText('Unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(toasts()).toContain('success: successfully updated'));
    expect(puts).toEqual([{ timeZone: 'America/Bogota', weekly: [] }]);
  });

  it.each([
    [
      'es',
      'Lunes',
      'Hora de fin, Lunes',
      'Guardar disponibilidad',
      'La hora de fin debe ser después de la de inicio',
      'Agregar horario el Lunes',
      'Este horario se cruza con otro del mismo día',
    ],
    [
      'en',
      'Monday',
      'End time, Monday',
      'Save availability',
      'The end time must be after the start time',
      'Add hours on Monday',
      'These hours overlap other hours on the same day',
    ],
  ] as const)('refuses (%s) an end before its start and overlapping hours', async (language, day, endLabel, save, endText, add, overlapText) => {
    const user = userEvent.setup();
    const { puts } = answer(mondayMorning);
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language });
    const end = await screen.findByLabelText(endLabel);
    fireEvent.change(end, { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(endText)).toBeInTheDocument();

    fireEvent.change(end, { target: { value: '12:00' } });
    await user.click(screen.getByRole('button', { name: add }));
    const starts = within(screen.getByRole('listitem', { name: day })).getAllByLabelText(
      new RegExp(day === 'Lunes' ? 'Hora de inicio' : 'Start time'),
    );
    fireEvent.change(starts[1], { target: { value: '11:00' } });
    await user.click(screen.getByRole('button', { name: save }));
    // both windows that overlap are flagged
    expect(await screen.findAllByText(overlapText)).toHaveLength(2);
    expect(puts).toHaveLength(0);
  });

  it('starts from the browser time zone with no hours when nothing is saved, and says so when saving fails', async () => {
    const user = userEvent.setup();
    answer(404);
    server.use(http.put(apiPath(`/api/therapists/${THERAPIST_ID}/availability`), () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'en' });
    expect(await screen.findByLabelText(/Time zone/)).toHaveValue(browserTimeZone());
    expect(screen.queryByText(/couldn't load your saved availability/)).not.toBeInTheDocument();
    for (const zone of ['America/Mexico_City', 'America/Bogota', 'America/New_York', 'America/Los_Angeles', 'America/Caracas']) {
      expect(within(screen.getByLabelText(/Time zone/)).getByRole('option', { name: new RegExp(zone.split('/')[1].replace('_', ' ')) })).toHaveValue(
        zone,
      );
    }
    await user.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(toasts()).toContain("error: We couldn't save your availability. Please try again."));
    expect(screen.getByLabelText('Start time, Friday')).toHaveValue('09:00');
  });

  it('keeps a saved time zone that is not in the common list', async () => {
    answer({ timeZone: 'Asia/Tokyo', weekly: [] });
    renderWithProviders(settingsRoutes(), { route, token: therapistToken(), language: 'en' });
    expect(await screen.findByLabelText(/Time zone/)).toHaveValue('Asia/Tokyo');
  });
});
