import type { ReactNode } from 'react';
import type { BootData } from '../../shared/boot';
import { bootElementId } from '../../shared/boot';
import { consentModeScript, type ConsentChoice } from '../../shared/consent';
import { assets } from './assets';
import type { Head } from './head';
import { serializeForScript } from './serialize';

/** The element that ends a page's shell (the footer): the browser paints once it is parsed. */
export const shellEndId = 'site-footer';

interface DocumentProps {
  lang: string;
  head: Head;
  nonce: string;
  /** Called once, after the body's content rendered. */
  boot: () => BootData;
  /** The visitor's cookie choice, for the Consent Mode signals the page starts with. */
  consent: ConsentChoice | null;
  bodyClass?: string;
  /** Header over the page's cover until scrolled (set here so hydration shifts nothing). */
  transparentHeader?: boolean;
  children: ReactNode;
}

/** The HTML document: head (SEO, hreflang, preloads), body, boot data and the client entry. */
export function Document({ lang, head, nonce, boot, consent, bodyClass, transparentHeader, children }: DocumentProps) {
  return (
    <html lang={lang} data-transparent-header={transparentHeader ? 'true' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Consent Mode default (and a returning visitor's update) before any other script. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentModeScript(consent) }} />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="robots" content={head.robots} />
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.alternates.map((alt) => (
          <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
        ))}
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {head.image ? <meta property="og:image" content={head.image} /> : null}
        <meta name="theme-color" content="#14213d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        {/* No paint until the page's shell has been parsed, up to the footer (Chromium 124+;
            others ignore it): a first paint halfway through the HTML showed parts that the rest
            then pushed about (the booking box placed above the trip on a phone, the cookie
            banner growing), layout shifts of up to 0.28 in Lighthouse. Streamed parts (reviews,
            related trips) come after the footer and are not waited for. */}
        <link rel="expect" href={`#${shellEndId}`} {...{ blocking: 'render' }} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {head.preloadImages.map((image) => (
          <link key={image.href + (image.media ?? '')} rel="preload" as="image" href={image.href} media={image.media} />
        ))}
        {head.linkedData ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: serializeForScript(head.linkedData) }}
          />
        ) : null}
      </head>
      <body className={bodyClass}>
        {children}
        <BootScript boot={boot} nonce={nonce} />
        <script type="module" src={assets.entry} nonce={nonce} />
      </body>
    </html>
  );
}

/** The boot data script; a component of its own so its value is computed where it is rendered. */
function BootScript({ boot, nonce }: { boot: () => BootData; nonce: string }) {
  return <script id={bootElementId} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeForScript(boot()) }} />;
}
