import { usePage } from '../PageContext';
import { linkHref } from '../links';
import { Picture } from '../ui/Picture';
import { coverImages } from './HeadingCover';
import { obj, str, type BlockProps } from './types';

/** A featured trip: big photo, label, title and a link to the trip page. */
export function TravelCover({ content, index }: BlockProps) {
  const { market, href } = usePage();
  const { desktop, mobile } = coverImages(content.image);
  const cta = obj(content.cta);
  const target = (cta && linkHref(market.id, obj(cta.link) ?? cta)) || (content.travelSlug ? href('travels-travel', { travel: str(content.travelSlug) }) : null);
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section className="block">
      <div className="container">
        <div className="feature">
          <Picture image={desktop} mobile={mobile} alt="" className="feature__img" width={1600} height={1000} priority={index === 0} />
          <div className="feature__body">
            {content.label ? <p className="feature__label">{str(content.label)}</p> : null}
            <Heading className="feature__title">{str(content.title)}</Heading>
            {content.subtitle ? <p className="feature__subtitle">{str(content.subtitle)}</p> : null}
            {target && cta ? <a className="button button--primary" href={target}>{str(cta.label)}</a> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
