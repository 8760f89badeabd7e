import { imageBreakpoint, imageUrl, type ImageResource } from '../../shared/image';
import type { PreloadImage } from './head';

/**
 * Preloads of a responsive cover: the mobile file below the 1024 px breakpoint, the desktop
 * file above, so a phone never downloads the desktop cover (Picture renders the same split).
 */
export function coverPreloads(image: ImageResource | null | undefined, mobile?: ImageResource | null): PreloadImage[] {
  if (!image) return [];
  return [
    { href: imageUrl(mobile ?? image.mobile ?? image, 'mobile'), media: `(max-width: ${imageBreakpoint - 1}px)` },
    { href: imageUrl(image.desktop ?? image, 'desktop'), media: `(min-width: ${imageBreakpoint}px)` },
  ];
}
