import { useEffect, useId, useRef, type ReactNode } from 'react';
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

/** A native modal dialog (focus trap, Escape, backdrop) opened and closed from React state. */
export function Dialog({ open, onClose, title, size = 'small', children, name }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
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
