import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, apiPath } from '@aliento/testing';
import { USERS, renderAdmin } from '../../../testing/admin-fixtures';

// The edit form's code is fetched on demand; while `mockOffline` holds, fetching it fails like a lost chunk.
let mockOffline = true;
jest.mock('./credentials-form', () => {
  if (mockOffline) throw new Error('Loading chunk credentials-form failed.');
  return jest.requireActual('./credentials-form');
});

describe('User Credentials when the edit form cannot be fetched', () => {
  it('tells the admin in their language and opens the form on retry', async () => {
    // React reports the failure its boundary caught on the console: expected here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiPath('/api/admin/users'), () => HttpResponse.json(USERS)));
    renderAdmin({ language: 'es' });
    const list = await screen.findByRole('list', { name: 'Usuarios' });
    await userEvent.click(within(list).getByRole('button', { name: /Mariana López/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar esta sección. Revisa tu conexión e inténtalo de nuevo.');

    mockOffline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('Mariana');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
