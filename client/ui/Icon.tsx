/** The sprite of glyphs repeated on pages (public/icons/ui.svg), cached once by the browser. */
export const iconSprite = '/icons/ui.svg';

export const iconNames = ['heart', 'bell', 'confirmed', 'facebook', 'instagram', 'tiktok', 'youtube', 'facebookGroup', 'photos'] as const;
export type IconName = (typeof iconNames)[number];

/**
 * A decorative glyph of the sprite: a departure row's heart, bell and confirmed badge were
 * 600 bytes of paths each time (issue 12). `fill` fills the outline glyphs (heart and bell).
 */
export function Icon({ name, size, fill }: { name: IconName; size: number; fill?: 'currentColor' | 'none' }) {
  return (
    <svg width={size} height={size} aria-hidden="true" fill={fill}>
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}
