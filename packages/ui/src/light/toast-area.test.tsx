import { act, screen } from '@testing-library/react';
import { toast } from '@aliento/core';
import { renderWithProviders } from '@aliento/testing';
import { ToastArea } from './toast-area';

describe('ToastArea', () => {
  it('renders success toasts as status and errors as alerts, top right', () => {
    renderWithProviders(<ToastArea />);
    act(() => {
      toast.success('successfully updated');
      toast.error('Error: Something failed');
    });
    expect(screen.getByRole('status')).toHaveTextContent('successfully updated');
    expect(screen.getByRole('status')).toHaveAttribute('data-kind', 'success');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Something failed');
    expect(screen.getByRole('alert')).toHaveAttribute('data-kind', 'error');
  });
});
