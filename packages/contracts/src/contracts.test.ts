import { messages, translateMessage } from './messages';
import { PLANS } from './plans';
import { PLAN_CODES, SPECIALTIES } from './enums';
import { COUNTRIES, DEFAULT_COUNTRY } from './countries';
import { countryNameSchema, emailSchema, requiredText, text } from './common';
import { BOOKING_HORIZON_DAYS } from './scheduling';
import { resetPasswordFormSchema } from './auth';
import { intakeRequestSchema } from './intake';

describe('contracts', () => {
  it('has every message in Spanish and English', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.es).sort());
    expect(translateMessage('invalidEmail', 'en')).toBe('invalid email address');
    expect(translateMessage('emailsDoNotMatch', 'en')).toBe('email addresses do not match');
  });

  it('prices the plans as the spec does', () => {
    expect(PLAN_CODES.map((c) => [c, PLANS[c].credits, PLANS[c].amountCents])).toEqual([
      ['PLAN_FREE', 1, 0],
      ['PLAN_ONE', 1, 5000],
      ['PLAN_COUPLES', 1, 6000],
      ['PLAN_FOUR', 4, 18000],
      ['PLAN_TEN', 10, 40000],
    ]);
  });

  it('lists about 240 countries with the default among them', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(countryNameSchema.safeParse(DEFAULT_COUNTRY).success).toBe(true);
    expect(countryNameSchema.safeParse('Narnia').success).toBe(false);
  });

  it('names the 15 specialty codes', () => {
    expect(SPECIALTIES).toHaveLength(15);
  });

  it('carries message keys in its issues (reset confirmation must match)', () => {
    const r = resetPasswordFormSchema.safeParse({ password: 'una-clave-larga', confirmPassword: 'otra-clave-larga' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPassword', 'mustMatchInitialPassword']]);
  });

  it('requires at least 3 years of experience in the intake', () => {
    const r = intakeRequestSchema.safeParse({ yearsOfExperience: 2 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === 'yearsOfExperience')?.message).toBe('minYears');
  });

  it('refuses control characters in every text with one message key; multi-line texts keep line feeds and tabs', () => {
    expect(
      text()
        .safeParse('a\u0000b')
        .error?.issues.map((i) => i.message),
    ).toEqual(['invalidCharacters']);
    for (const c of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\n', '\t', '\r']) {
      expect([c, text().safeParse(`x${c}y`).success]).toEqual([c, false]);
    }
    expect(text({ multiline: true }).safeParse('Hola,\n\tgracias').success).toBe(true);
    expect(text({ multiline: true }).safeParse('a\u0000').success).toBe(false);
    expect(requiredText().safeParse(' \u0000 ').error?.issues[0].message).toBe('invalidCharacters');
    expect(emailSchema.safeParse('ana\u0000@example.com').success).toBe(false);
    expect(text().safeParse('Ñandú 🌿 “ok”').success).toBe(true);
  });

  it('states the booking horizon in both languages as the constant says', () => {
    expect(messages.en.slotBeyondHorizon).toContain(`${BOOKING_HORIZON_DAYS} days`);
    expect(messages.es.slotBeyondHorizon).toContain(`${BOOKING_HORIZON_DAYS} días`);
  });
});
