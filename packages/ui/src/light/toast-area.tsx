import { X } from 'lucide';
import { LightIcon } from './icon';
import { useTranslation } from '@aliento/i18n';
import { toast, useToasts } from '@aliento/core';
import './toast-area.css';

/** The toast area every host renders (the shell, a remote's standalone dev host): top right, success green, error red, 300 x 75 px each. Plain CSS: it is on every page. */
export function ToastArea() {
  const items = useToasts();
  const { t } = useTranslation();
  return (
    <div aria-label={t('toast.region')} role="region" className="al-toasts">
      {items.map((item) => (
        <div key={item.id} role={item.kind === 'error' ? 'alert' : 'status'} data-kind={item.kind} className="al-toast">
          <p>{item.text}</p>
          <button type="button" aria-label={t('toast.close')} onClick={() => toast.dismiss(item.id)}>
            <LightIcon icon={X} aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
