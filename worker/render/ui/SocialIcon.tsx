/** Social networks the footer links to, from the layout's contacts book. */
export const socialNetworks = ['facebook', 'instagram', 'tiktok', 'youtube', 'facebookGroup'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The glyphs' sprite: one cached file, not 2 KB of paths in every page (issue 12). */
export const socialSprite = '/icons/social.svg';

/** A social network glyph (decorative; the link carries the label). */
export function SocialIcon({ name }: { name: SocialNetwork }) {
  return (
    <svg width="22" height="22" aria-hidden="true">
      <use href={`${socialSprite}#${name}`} />
    </svg>
  );
}
