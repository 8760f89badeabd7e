import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../markets/paths';
import { definePage, type PageType } from './types';

interface SectionData {
  routeName: RouteName;
}

function SectionView({ data }: { data: SectionData }) {
  const { t } = useTranslation();
  return (
    <section className="page-heading">
      <div className="container">
        <h1>{t(`routes.${data.routeName}`)}</h1>
        <p className="page-heading__lead">{t('meta.defaultDescription')}</p>
      </div>
    </section>
  );
}

/** A page identified only by its route name: heading and lead in the market language. */
export function sectionPage(pageType: PageType, middleware?: readonly string[]) {
  return definePage<SectionData>({
    pageType,
    middleware,
    async load({ routeName }) {
      return { routeName };
    },
    meta(data, { c }) {
      return { title: c.get('i18n').t(`routes.${data.routeName}`) };
    },
    View: SectionView,
  });
}
