import type { ReactNode } from 'react';

/** A page section with an optional heading, subtitle and call to action. */
export function Section({ id, title, subtitle, cta, tone, children }: {
  id: string;
  title?: string;
  subtitle?: string;
  cta?: { label: string; href: string } | null;
  tone?: 'sand' | 'plain';
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section className={tone === 'sand' ? 'block block--sand' : 'block'} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title || cta ? (
          <div className="block__head">
            <div>
              {title ? <h2 id={headingId} className="block__title">{title}</h2> : null}
              {subtitle ? <p className="block__subtitle">{subtitle}</p> : null}
            </div>
            {cta ? <a className="block__cta" href={cta.href}>{cta.label} <span aria-hidden="true">→</span></a> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
