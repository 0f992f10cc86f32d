import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { usePrivacyModal } from '../../../lib/privacy-modal-store';

// react-pdf and pdf.js do not run in jsdom: a Document that "loads" a 3-page file and a Page that names its number.
jest.mock('react-pdf', () => ({
  Document: ({ file, onLoadSuccess, children }: { file: string; onLoadSuccess: (doc: { numPages: number }) => void; children: ReactNode }) => {
    const { useEffect } = jest.requireActual<typeof import('react')>('react');
    useEffect(() => {
      onLoadSuccess({ numPages: 3 });
      // loads once, as the real Document does
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return (
      <div data-testid="pdf-document" data-file={file}>
        {children}
      </div>
    );
  },
  Page: ({ pageNumber }: { pageNumber: number }) => <div data-testid="pdf-page">PDF page {pageNumber}</div>,
  pdfjs: { GlobalWorkerOptions: {} },
}));
jest.mock('../lib/pdf-worker', () => ({}));
// one document per language (the real files are stubbed alike in jest)
jest.mock('../lib/policy-files', () => ({ policyFileFor: (language: string) => `privacy-policy-${language}.pdf` }));

afterEach(() => usePrivacyModal.getState().hide());

describe('privacy policy modal', () => {
  it('opens from the footer and pages through the PDF with Previous, Next and Done on the last page', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/', 'en');
    // The landing's English texts load on demand.
    await user.click(await screen.findByRole('button', { name: 'Privacy policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(dialog).toBeInTheDocument();
    expect(await screen.findByText('PDF page 1')).toBeInTheDocument();
    // an English reader opens the English document, not the Spanish one
    expect(screen.getByTestId('pdf-document')).toHaveAttribute('data-file', 'privacy-policy-en.pdf');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('PDF page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('PDF page 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('PDF page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the intake consent label in Spanish without ticking the consent box', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/providers', 'es');
    const link = await screen.findByRole('button', { name: 'política de privacidad' }, { timeout: 5000 });
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByTestId('pdf-document')).toHaveAttribute('data-file', 'privacy-policy-es.pdf');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: /Tengo más de 18 años/ })).not.toBeChecked();
  });
});
