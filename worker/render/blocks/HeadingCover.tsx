import { useTranslation } from 'react-i18next';
import { useFlags } from '../../../flags/react';
import { Island } from '../Island';
import { searchWidgetProps } from '../searchWidget';
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
  const page = usePage();
  const { market } = page;
  const widget = searchWidgetProps(page, 'cover');
  const { t } = useTranslation();
  // Under the search bar, where the market has the AI search (Italy: the ai-search flag, SPEC §2).
  const aiSearchPath = useFlags().aiSearch() ? widget?.aiSearchPath : null;
  const { desktop, mobile } = coverImages(content.image);
  const cta = obj(content.cta);
  const ctaHref = cta ? linkHref(market.id, obj(cta.link) ?? cta) : null;
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section className="cover">
      <Picture image={desktop} mobile={mobile} alt="" className="cover__img" width={1600} height={1000} priority={index === 0} />
      <div className="cover__shade" />
      <div className="container cover__inner">
        <Heading className="cover__title">{str(content.title)}</Heading>
        {content.subtitle ? <p className="cover__subtitle">{str(content.subtitle)}</p> : null}
        {content.showSearchBar && widget ? <Island name="SearchWidget" props={widget} /> : null}
        {content.showSearchBar && aiSearchPath ? <p className="cover__ai"><a className="widget-ai-link" href={aiSearchPath}>{t('widget.tryAi')}</a></p> : null}
        {cta && ctaHref ? <a className="button button--primary button--large" href={ctaHref}>{str(cta.label)}</a> : null}
      </div>
    </section>
  );
}
