import { act, render, screen } from '@testing-library/react';
import { toast } from '@aliento/core';
import { initI18n } from '@aliento/i18n';
import { ToastArea } from './toast-area';

describe('ToastArea', () => {
  it('renders success toasts as status and errors as alerts, top right', () => {
    void initI18n('es').changeLanguage('es'); // the kit's tests do not use @aliento/testing (built on the kit)
    render(<ToastArea />);
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
