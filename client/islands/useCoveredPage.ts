import { useCallback, useEffect, useMemo, useRef } from 'react';
import { coverPage, type Cover } from '../page/coveredPage';

/**
 * The page covered while an island's modal dialog is open (../page/coveredPage.ts): `cover`
 * before `showModal()`, `uncover` from the dialog's close event. An island taken off the page
 * uncovers it.
 */
export function useCoveredPage(cover: Cover): { cover: () => void; uncover: () => void } {
  const release = useRef<(() => void) | null>(null);
  const covered = useCallback(() => {
    release.current ??= coverPage(cover);
  }, [cover]);
  const uncover = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);
  useEffect(() => uncover, [uncover]);
  return useMemo(() => ({ cover: covered, uncover }), [covered, uncover]);
}
