import { Icon } from '../../../client/ui/Icon';

/** Social networks the footer links to, from the layout's contacts book. */
export const socialNetworks = ['facebook', 'instagram', 'tiktok', 'youtube', 'facebookGroup'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** A social network glyph (decorative; the link carries the label). */
export function SocialIcon({ name }: { name: SocialNetwork }) {
  return <Icon name={name} size={22} />;
}
