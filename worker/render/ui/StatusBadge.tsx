import { useTranslation } from 'react-i18next';
import type { SalesStatus } from '../../../shared/tourStatus';

/** Sales status label with its colour (SPEC §4). */
export function StatusBadge({ status }: { status: SalesStatus }) {
  const { t } = useTranslation();
  return <span className={`status status--${status.toLowerCase().replace(/_/g, '-')}`} data-status={status}>{t(`status.${status}`)}</span>;
}
