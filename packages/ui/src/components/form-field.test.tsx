import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { Input } from '@chakra-ui/react';
import type { Language } from '@aliento/core';
import { initI18n } from '@aliento/i18n';
import { UiProvider } from '../providers';
import { FormField } from './form-field';
import { CountrySelect } from './country-select';

/** The kit's own render: its provider and the page language (the kit's tests do not use @aliento/testing, built on it). */
function renderWithProviders(ui: ReactElement, { language = 'es' }: { language?: Language } = {}) {
  void initI18n(language).changeLanguage(language);
  return render(<UiProvider>{ui}</UiProvider>);
}

describe('FormField', () => {
  it('shows the error under the field, announced, and flags the field', () => {
    renderWithProviders(
      <FormField label="Correo electrónico" error="correo electrónico no válido" hint="Nunca lo compartimos">
        <Input name="email" />
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('correo electrónico no válido');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Nunca lo compartimos')).not.toBeInTheDocument();
  });

  it('shows the reassuring hint while there is no error', () => {
    renderWithProviders(
      <FormField label="Teléfono" hint="Solo lo usaremos para tus citas">
        <Input name="phone" />
      </FormField>,
    );
    expect(screen.getByText('Solo lo usaremos para tus citas')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CountrySelect', () => {
  it('labels countries in the page language and keeps the stored English name as the value', () => {
    renderWithProviders(<CountrySelect aria-label="País" defaultValue="Mexico" />, { language: 'es' });
    const select = screen.getByLabelText('País') as HTMLSelectElement;
    expect(select.value).toBe('Mexico');
    expect(screen.getByRole('option', { name: 'México' })).toHaveAttribute('value', 'Mexico');
    expect(screen.getByRole('option', { name: 'Estados Unidos' })).toHaveAttribute('value', 'United States of America');
    expect(select.options.length).toBeGreaterThan(200);
  });

  it('labels them in English too', () => {
    renderWithProviders(<CountrySelect aria-label="Country" />, { language: 'en' });
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveAttribute('value', 'Germany');
  });
});
