import { appointmentName } from './appointment-name';

describe('appointmentName', () => {
  test("a built-in session is named in the reader's language, whichever language the list came in", () => {
    expect(appointmentName('Sesión Aliento · 45 min', 'en')).toBe('Aliento session · 45 min');
    expect(appointmentName('Sesión Aliento · 45 min', 'en-US')).toBe('Aliento session · 45 min');
    expect(appointmentName('Aliento session · 45 min', 'es')).toBe('Sesión Aliento · 45 min');
    expect(appointmentName('Sesión Aliento · 45 min', 'es')).toBe('Sesión Aliento · 45 min');
  });

  test('a Calendly event keeps its own name; no name stays empty', () => {
    expect(appointmentName('Consulta inicial 50 min', 'en')).toBe('Consulta inicial 50 min');
    expect(appointmentName('', 'en')).toBe('');
    expect(appointmentName(null, 'es')).toBe('');
  });
});
