import { googleCalendarUrl, icsFile, outlookCalendarUrl, type CalendarEvent } from './calendar-links';

const EVENT: CalendarEvent = {
  id: '00000000-0000-4000-8000-0000000000aa',
  title: 'Sesión Aliento con Valentina Rojas',
  start: '2030-03-05T15:00:00.000Z',
  end: '2030-03-05T15:45:00.000Z',
  details: 'Tu sesión de 45 minutos por video; entra desde Mis citas, 10 minutos antes.',
  location: 'https://meet.jit.si/aliento-abc',
};

describe('add-to-calendar', () => {
  it("opens Google Calendar's new event with the time in UTC, the title, the details and the room", () => {
    const url = new URL(googleCalendarUrl(EVENT));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20300305T150000Z/20300305T154500Z');
    expect(url.searchParams.get('text')).toBe(EVENT.title);
    expect(url.searchParams.get('details')).toBe(EVENT.details);
    expect(url.searchParams.get('location')).toBe(EVENT.location);
  });

  it("opens Outlook's new event with ISO times", () => {
    const url = new URL(outlookCalendarUrl(EVENT));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('startdt')).toBe('2030-03-05T15:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2030-03-05T15:45:00.000Z');
    expect(url.searchParams.get('subject')).toBe(EVENT.title);
  });

  it('writes an .ics with the UID of the mailed invitation, escaped text and folded lines', () => {
    const ics = icsFile(
      { ...EVENT, details: 'Línea uno; dos, tres\nY una segunda línea bastante larga para que haga falta doblarla en dos.' },
      new Date('2030-03-01T00:00:00Z'),
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:00000000-0000-4000-8000-0000000000aa@aliento',
        'DTSTAMP:20300301T000000Z',
        'DTSTART:20300305T150000Z',
        'DTEND:20300305T154500Z',
        'SUMMARY:Sesión Aliento con Valentina Rojas',
        'DESCRIPTION:Línea uno\\; dos\\, tres\\nY una segunda línea bastante larga para que haga falta doblarla en dos.',
        'LOCATION:https://meet.jit.si/aliento-abc',
      ]),
    );
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
