import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, toastStore, TOAST_DURATION_MS } from '@aliento/core';
import { initI18n } from '@aliento/i18n';
import { ToastArea } from './toast-area';

// the kit's tests do not use @aliento/testing (built on the kit)
void initI18n('es').changeLanguage('es');

describe('ToastArea', () => {
  it('renders success toasts as status and errors as alerts, top right', () => {
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

describe('ToastArea, as people use it', () => {
  beforeEach(() => {
    for (const item of toastStore.getState().items) toast.dismiss(item.id);
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps a toast while the pointer is on it, and lets it go after', () => {
    render(<ToastArea />);
    act(() => void toast.error('Error: No pudimos guardar tus cambios.'));
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar');
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a toast while the keyboard is on its close button', () => {
    render(<ToastArea />);
    act(() => void toast.success('Perfil actualizado.'));
    act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).focus());
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByRole('status')).toHaveTextContent('Perfil actualizado.');
    act(() => screen.getByRole('button', { name: 'Cerrar aviso' }).blur());
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces successes politely and errors at once', () => {
    render(<ToastArea />);
    act(() => {
      toast.success('Perfil actualizado.');
      toast.error('Error: sin conexión');
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('ends the toasts of the page left behind', () => {
    const { rerender } = render(<ToastArea page="/dashboard/settings" />);
    act(() => void toast.error('Error: en ajustes'));
    act(() => void jest.advanceTimersByTime(1500));
    rerender(<ToastArea page="/dashboard/therapists" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
