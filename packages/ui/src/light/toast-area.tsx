import { useEffect, useRef } from 'react';
import { X } from 'lucide';
import { LightIcon } from './icon';
import { useTranslation } from '@aliento/i18n';
import { toast, toastClock, useToasts } from '@aliento/core';
import './toast-area.css';

/**
 * The toast area every host renders (the shell, a remote's standalone dev host): success green, error red; at the
 * bottom on phones and below the top bar on wider screens, clear of the controls. Successes are announced politely,
 * errors at once. A toast waits while pointed at or focused; `page` (the path) ends the earlier page's toasts.
 * Plain CSS: it is on every page.
 */
export function ToastArea({ page }: { page?: string }) {
  const items = useToasts();
  const { t } = useTranslation();
  const shownPage = useRef(page);
  useEffect(() => {
    if (page === shownPage.current) return;
    shownPage.current = page;
    toastClock.endPage();
  }, [page]);
  return (
    <div aria-label={t('toast.region')} role="region" className="al-toasts">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          aria-live={item.kind === 'error' ? 'assertive' : 'polite'}
          data-kind={item.kind}
          className="al-toast"
          onMouseEnter={() => toastClock.pause(item.id)}
          onMouseLeave={() => toastClock.resume(item.id)}
          onFocus={() => toastClock.pause(item.id)}
          onBlur={() => toastClock.resume(item.id)}
        >
          <p>{item.text}</p>
          <button type="button" aria-label={t('toast.close')} onClick={() => toast.dismiss(item.id)}>
            <LightIcon icon={X} aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
