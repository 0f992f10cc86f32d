import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@aliento/testing';
import { CheckoutModal } from './checkout-modal';

// The card step's code is fetched on its own (while the plans show). The first fetch fails here, as on a dropped
// connection; the next one (the retry) gets it.
let mockCardCodeFailures = 1;
jest.mock('./local-card-form', () => {
  if (mockCardCodeFailures > 0) {
    mockCardCodeFailures -= 1;
    throw new Error('Loading chunk 287 failed.');
  }
  return jest.requireActual('./local-card-form');
});

test('a card step whose code cannot be fetched says so in the dialog, keeps the chosen plan, and a retry brings the form', async () => {
  const user = userEvent.setup();
  renderWithProviders(<CheckoutModal open onClose={() => undefined} onPurchased={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Compra sesiones' });
  await user.click(await screen.findByRole('radio', { name: /Paquete de 4 sesiones/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar el formulario de pago. Revisa tu conexión e inténtalo de nuevo.');
  // still the plan the person chose, in the still open dialog
  expect(dialog).toHaveTextContent('Paquete de 4 sesiones');
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));

  expect(await screen.findByLabelText(/^Número de tarjeta/)).toBeInTheDocument();
  expect(screen.queryByText(/No pudimos cargar el formulario de pago/)).not.toBeInTheDocument();
});
