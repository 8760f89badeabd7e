import { useEffect, useState } from 'react';
import type { Hydration } from '../../shared/boot';

/** Hydrates on the first hover, tap, focus or key press (a click before that is replayed). */
export const hydration: Hydration = 'interaction';

export interface PrintButtonProps {
  /** Localised label ("Print"). */
  label: string;
}

/**
 * The trip dossier's print button (issue 14 item 8): opens the browser's print dialog (print or
 * save as PDF). Rendered disabled on the server, enabled once hydrated, so it never looks
 * clickable without the script that makes it work.
 */
export function PrintButton({ label }: PrintButtonProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button type="button" className="button button--primary dossier__print" disabled={!hydrated} onClick={() => window.print()}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 9V3h12v6" /><rect x="6" y="14" width="12" height="7" /><path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      </svg>
      {label}
    </button>
  );
}

export default PrintButton;
