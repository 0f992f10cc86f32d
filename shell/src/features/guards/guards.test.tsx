import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@aliento/core';
import { renderWithProviders } from '@aliento/testing';
import { RequireApproved } from './guards';

function SigninProbe() {
  const { state } = useLocation();
  return <p data-testid="from">{(state as { from?: string } | null)?.from}</p>;
}

describe('RequireApproved', () => {
  it('sends a visitor without a token to sign-in with the whole address to come back to (a mail link to one appointment)', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/signin" element={<SigninProbe />} />
        <Route
          path="/dashboard/*"
          element={
            <RequireApproved>
              <p>dashboard</p>
            </RequireApproved>
          }
        />
      </Routes>,
      { route: '/dashboard/appointments?x=1#appointment-42', token: '' },
    );
    expect(await screen.findByTestId('from')).toHaveTextContent('/dashboard/appointments?x=1#appointment-42');
  });
});
