/**
 * The idle warning: a modal alert dialog (the page behind is inert), focus on "Stay signed in", Tab kept inside,
 * Escape counts as staying, and focus goes back where it was when the dialog closes.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@aliento/i18n';
import { clockText, durationText } from './duration';
import { NS } from './i18n';

interface IdleDialogProps {
  secondsLeft: number;
  idleSeconds: number;
  onStay: () => void;
  onSignOut: () => void;
}

export function IdleDialog({ secondsLeft, idleSeconds, onStay, onSignOut }: IdleDialogProps) {
  const { t, i18n } = useTranslation(NS);
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const node = dialog.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    try {
      node?.showModal();
    } catch {
      node?.setAttribute('open', ''); // no modal dialogs here: still shown, still trapped below
    }
    stay.current?.focus();
    return () => {
      if (node?.open && typeof node.close === 'function') node.close();
      before?.focus();
    };
  }, []);

  // Tab and Shift+Tab cycle through the dialog's two buttons only
  const trap = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    e.preventDefault();
    buttons[(at + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length]?.focus();
  };

  return (
    <dialog
      ref={dialog}
      className="al-idle"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="al-idle-title"
      aria-describedby="al-idle-body"
      onKeyDown={trap}
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
    >
      <h2 id="al-idle-title" className="al-h3">
        {t('idle.title')}
      </h2>
      <p id="al-idle-body">{t('idle.body', { duration: durationText(idleSeconds, i18n.language) })}</p>
      {/* updated every second: read on demand, not announced each time */}
      <p role="timer" aria-live="off" className="al-idle-time">
        {t('idle.countdown', { time: clockText(secondsLeft) })}
      </p>
      <div className="al-idle-actions">
        <button type="button" className="al-btn al-btn-outline-plain" onClick={onSignOut}>
          {t('idle.signOut')}
        </button>
        <button ref={stay} type="button" className="al-btn al-btn-brand" onClick={onStay}>
          {t('idle.stay')}
        </button>
      </div>
    </dialog>
  );
}
