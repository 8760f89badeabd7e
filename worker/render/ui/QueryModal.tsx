import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ModalSize = 'small' | 'medium' | 'normal';

/**
 * A dialog opened by the query parameters `modal`, `type` and `layout` (SPEC §2). Rendered
 * closed in the page; client/ui/queryModals.ts opens it when the URL asks for it
 * and removes the three parameters when it closes.
 */
export function QueryModal({ type, title, size = 'normal', children }: { type: string; title: string; size?: ModalSize; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = `modal-${type}-title`;
  return (
    <dialog className={`modal modal--${size} query-modal`} data-query-modal={type} aria-labelledby={titleId}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{title}</h2>
        <button type="button" className="modal__close" data-modal-close="" aria-label={t('a11y.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}

/** Href that opens a query modal on the current page. */
export function modalHref(type: string, layout?: string): string {
  const params = new URLSearchParams({ modal: type, type });
  if (layout) params.set('layout', layout);
  return `?${params.toString()}`;
}
