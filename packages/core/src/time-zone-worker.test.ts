/** The browser's zone as the start-up worker read it (shell/public/index.html readies ICU on a thread of its own). */
type TimeZoneModule = typeof import('./time-zone');

function freshModule(): TimeZoneModule {
  let mod: TimeZoneModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<TimeZoneModule>('./time-zone');
  });
  return mod!;
}

const page = globalThis as { __alientoTimeZone?: unknown };

afterEach(() => {
  delete page.__alientoTimeZone;
  jest.restoreAllMocks();
});

it("is the page's first reading: the main thread does not ask Intl for it", () => {
  page.__alientoTimeZone = 'America/Lima';
  const intl = jest.spyOn(Intl, 'DateTimeFormat');
  const { browserTimeZone, currentTimeZone } = freshModule();
  expect(browserTimeZone()).toBe('America/Lima');
  expect(currentTimeZone()).toBe('America/Lima');
  expect(intl).not.toHaveBeenCalled();
});

it('is read from Intl where no worker answered (or before it did)', () => {
  const { browserTimeZone } = freshModule();
  expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
});

it('a minute later the zone is read again from the browser (a device that changed zone), not the start-up answer', () => {
  page.__alientoTimeZone = 'America/Lima';
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  const { browserTimeZone } = freshModule();
  expect(browserTimeZone()).toBe('America/Lima');
  now.mockReturnValue(1_000_000 + 61_000);
  expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
});
