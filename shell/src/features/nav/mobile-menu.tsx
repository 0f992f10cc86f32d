import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide';
import { LightIcon } from '@aliento/ui/light';
import { useTranslation } from '@aliento/i18n';

/**
 * The menu below the desktop breakpoint (lg): a button that opens the links as a vertical list. Esc closes it and
 * gives the focus back to the button.
 */
export function MobileMenu({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className="al-phone-only">
      <button
        ref={button}
        type="button"
        className="al-btn al-btn-ghost al-icon-btn"
        aria-label={open ? t('nav.closeMenu') : t('nav.menu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <LightIcon icon={X} aria-hidden /> : <LightIcon icon={Menu} aria-hidden />}
      </button>
      {/* in the page while closed (hidden), so the prerendered landing's picture opens it before its app has started
          (prerender/start-on-intent.ts) */}
      <div id="mobile-menu" className="al-menu-panel" hidden={!open}>
        <nav aria-label={t('nav.menu')}>{children(() => setOpen(false))}</nav>
      </div>
    </div>
  );
}
