import { useTranslation } from 'react-i18next';
import { usePage } from '../render/PageContext';
import { definePage } from './types';

function HomeView() {
  const { t } = useTranslation();
  const { href } = usePage();
  return (
    <section className="hero">
      <div className="container hero__inner">
        <h1 className="hero__title">{t('home.heroTitle')}</h1>
        <p className="hero__subtitle">{t('home.heroSubtitle')}</p>
        <a className="button button--primary button--large" href={href('travels') ?? '/'}>{t('home.explore')}</a>
      </div>
    </section>
  );
}

/** Home page (routing key "index"). */
export const homePage = definePage({
  pageType: 'home',
  async load() {
    return {};
  },
  meta(_data, { c }) {
    return { title: c.get('i18n').t('meta.defaultTitle') };
  },
  View: HomeView,
});
