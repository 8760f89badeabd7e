import { useTranslation } from 'react-i18next';
import { usePage } from '../PageContext';

/** "Trip dossier to print" on a tour page: the departure's printable dossier (worker/routes/dossier.tsx). */
export function DossierLink({ travelSlug, tourCode }: { travelSlug: string; tourCode: string }) {
  const { t } = useTranslation();
  const { href } = usePage();
  const path = href('travels-travel-tour-dossier', { travel: travelSlug, tour: tourCode });
  if (!path) return null;
  return (
    <p className="dossier-link">
      <a className="text-link" href={path} rel="nofollow">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" /><path d="M14 2v6h6M8 13h8M8 17h8" />
        </svg>
        {t('dossier.link')}
      </a>
    </p>
  );
}
