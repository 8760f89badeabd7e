import { useTranslation } from 'react-i18next';
import type { ImageResource } from '../../../shared/image';
import { usePage } from '../PageContext';
import { Picture } from '../ui/Picture';
import { linkHref } from '../links';
import { obj, str, type BlockProps } from './types';

function coverImages(value: unknown): { desktop: ImageResource | null; mobile: ImageResource | null } {
  const image = obj(value);
  if (!image) return { desktop: null, mobile: null };
  const desktop = (obj(image.desktop) ?? (image.id !== undefined ? image : null)) as ImageResource | null;
  const mobile = (obj(image.mobile) ?? desktop) as ImageResource | null;
  return { desktop, mobile };
}

export { coverImages };

/** Full-width cover with title, subtitle, optional search bar and call to action. */
export function HeadingCover({ content, index }: BlockProps) {
  const { t } = useTranslation();
  const { href, market } = usePage();
  const { desktop, mobile } = coverImages(content.image);
  const cta = obj(content.cta);
  const ctaHref = cta ? linkHref(market.id, obj(cta.link) ?? cta) : null;
  const searchPath = href('search');
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section className="cover">
      <Picture image={desktop} mobile={mobile} alt="" className="cover__img" width={1600} height={1000} priority={index === 0} />
      <div className="cover__shade" />
      <div className="container cover__inner">
        <Heading className="cover__title">{str(content.title)}</Heading>
        {content.subtitle ? <p className="cover__subtitle">{str(content.subtitle)}</p> : null}
        {content.showSearchBar && searchPath ? (
          <form className="cover-search" action={searchPath} method="get" role="search">
            <label className="visually-hidden" htmlFor="cover-search-input">{t('blocks.search')}</label>
            <input id="cover-search-input" className="cover-search__input" type="search" name="textSearch" placeholder={t('blocks.searchPlaceholder')} maxLength={100} />
            <button className="button button--primary" type="submit">{t('blocks.search')}</button>
          </form>
        ) : null}
        {cta && ctaHref ? <a className="button button--primary button--large" href={ctaHref}>{str(cta.label)}</a> : null}
      </div>
    </section>
  );
}
