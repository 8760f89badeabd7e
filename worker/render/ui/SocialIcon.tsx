/** Social networks the footer links to, from the layout's contacts book. */
export const socialNetworks = ['facebook', 'instagram', 'tiktok', 'youtube', 'facebookGroup'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const paths: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8H17l.5-4h-4V8.8c0-.5.3-.8.5-.8Z',
  instagram: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  tiktok: 'M14 3h3.2a4.8 4.8 0 0 0 3.8 3.8V10a8 8 0 0 1-4-1.1V15a6 6 0 1 1-6-6v3.3a2.7 2.7 0 1 0 3 2.7Z',
  youtube: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3Z',
  facebookGroup: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 19c0-3 2.7-5 6-5s6 2 6 5v1H2Zm14-5c3.3 0 6 2 6 5v1h-6v-1c0-1.9-.7-3.6-2-4.8.6-.1 1.3-.2 2-.2Z',
};

/** A social network glyph (decorative; the link carries the label). */
export function SocialIcon({ name }: { name: SocialNetwork }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
