import { act, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { i18next, initI18n, registerNamespace, useTranslation } from './index';

/** A screen showing one text of a namespace, counting its renders. */
function Reader({ ns, k, onRender }: { ns: string; k: string; onRender: () => void }) {
  const { t } = useTranslation(ns);
  onRender();
  const memoised = useMemo(() => t(k), [t, k]);
  return (
    <p>
      <span data-testid="text">{t(k)}</span>
      <span data-testid="memoised">{memoised}</span>
    </p>
  );
}

describe('useTranslation', () => {
  it('re-renders a screen only when texts of its own namespaces are added', () => {
    initI18n('es');
    registerNamespace('mine', { es: { hello: 'Hola' }, en: { hello: 'Hello' } });
    let renders = 0;
    render(<Reader ns="mine" k="hello" onRender={() => (renders += 1)} />);
    const before = renders;

    act(() => registerNamespace('another-remote', { es: { bye: 'Adiós' }, en: { bye: 'Bye' } }));
    expect(renders).toBe(before);

    act(() => registerNamespace('mine', { es: { later: 'Después' }, en: { later: 'Later' } }));
    expect(renders).toBeGreaterThan(before);
  });

  it('shows texts that arrive after the screen rendered, memoised ones too', async () => {
    initI18n('es');
    let arrive: (texts: object) => void = () => undefined;
    const spanish = new Promise<object>((resolve) => (arrive = resolve));
    i18next.removeResourceBundle('es', 'arriving');
    registerNamespace('arriving', { es: () => spanish, en: { greeting: 'Hi' } });
    render(<Reader ns="arriving" k="greeting" onRender={() => undefined} />);
    expect(screen.getByTestId('text')).toHaveTextContent('greeting');

    await act(async () => {
      arrive({ greeting: 'Hola, qué gusto' });
      await spanish;
    });
    expect(screen.getByTestId('text')).toHaveTextContent('Hola, qué gusto');
    expect(screen.getByTestId('memoised')).toHaveTextContent('Hola, qué gusto');
  });
});
