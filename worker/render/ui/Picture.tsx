import { fallbackImage, imageBreakpoint, imageUrl, type ImageResource } from '../../../shared/image';

interface PictureProps {
  image: ImageResource | null | undefined;
  /** Mobile variant when it differs (SPEC §3 desktop and mobile variants). */
  mobile?: ImageResource | null;
  alt?: string;
  className?: string;
  sizes?: string;
  width: number;
  height: number;
  priority?: boolean;
  orientation?: 'landscape' | 'portrait';
}

/** Responsive image: desktop/mobile sources split at the 1024 px breakpoint, WebP URLs. */
export function Picture({ image, mobile, alt, className, width, height, priority, orientation = 'landscape' }: PictureProps) {
  if (!image) {
    return <img className={className} src={fallbackImage(orientation)} alt={alt ?? ''} width={width} height={height} loading="lazy" decoding="async" />;
  }
  const small = mobile ?? image.mobile ?? image;
  const large = image.desktop ?? image;
  return (
    <picture>
      <source media={`(max-width: ${imageBreakpoint - 1}px)`} srcSet={imageUrl(small, 'mobile')} />
      <img
        className={className}
        src={imageUrl(large, 'desktop')}
        alt={alt ?? image.altText ?? ''}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
