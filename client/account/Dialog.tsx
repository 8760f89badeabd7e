import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: 'small' | 'medium';
  children: ReactNode;
  /** data-dialog attribute, for tests and styling. */
  name?: string;
}

/**
 * A native modal dialog (focus trap, Escape, backdrop) opened and closed from React state. Not in
 * the page until first opened: a list of departures would otherwise carry a closed dialog per
 * button (issue 12: HTML weight); once opened it stays, so closing hands focus back as usual.
 */
export function Dialog({ open, onClose, title, size = 'small', children, name }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // A dialog that asks for something starts in its first field, not on × (a visitor types at once).
      dialog.querySelector<HTMLElement>('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  if (!opened) return null;
  return (
    <dialog
      ref={ref}
      className={`modal modal--${size} account-dialog`}
      aria-labelledby={titleId}
      data-dialog={name}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{title}</h2>
        <button type="button" className="modal__close" aria-label={t('a11y.close')} onClick={onClose}>×</button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
