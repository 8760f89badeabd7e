import { rememberer } from './remember';

/** An image as the content API describes it (SPEC §3 "Image resource"). */
export interface ImageResource {
  id: string | number;
  baseUrl: string;
  seoName: string;
  altText?: string | null;
  title?: string | null;
  /** File type, e.g. 'svg', 'jpg' or a MIME type such as 'image/svg+xml'. */
  type?: string | null;
  /** File size as given by the API; not used to build URLs. */
  size?: number | null;
  desktop?: ImageResource | null;
  mobile?: ImageResource | null;
}

export type ImageSize = 'desktop' | 'mobile' | 'thumb';
export type FallbackShape = 'landscape' | 'portrait';

/** Viewport width from which the desktop variant is used (SPEC §9). */
export const imageBreakpoint = 1024;

const sanitised = rememberer(2000);

/** File name part of an image URL: lowercase ASCII, accents stripped, other runs turned into one dash; 'image' when nothing is left. */
export function sanitiseImageName(seoName: unknown): string {
  if (typeof seoName !== 'string') return 'image';
  // Every card's image writes its name in each of its sizes, on every render.
  return sanitised(seoName, () => writeImageName(seoName));
}

function writeImageName(seoName: string): string {
  const name = seoName
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name === '' ? 'image' : name;
}

function isSvg(type: string | null | undefined): boolean {
  if (typeof type !== 'string') return false;
  const value = type.trim().toLowerCase();
  return value === 'svg' || value === 'image/svg+xml';
}

// Ids are numbers or tokens; anything else could reach outside the image folder.
const safeId = /^[A-Za-z0-9_-]+$/;

/** Default images for a missing resource (SPEC §9). */
export function fallbackImage(shape: FallbackShape = 'landscape'): string {
  return shape === 'portrait' ? '/img/fallback/portrait.webp' : '/img/fallback/landscape.webp';
}

/**
 * Image URL (SPEC §9): `${baseUrl}/${size ?? 'webp'}/${id}/${name}.${ext}`, ext 'svg' for
 * SVG and 'webp' for everything else (served converted). A missing resource or an id that
 * is not a plain token gives the landscape fallback.
 */
export function imageUrl(resource: ImageResource | null | undefined, size?: ImageSize): string {
  if (!resource || typeof resource !== 'object') return fallbackImage('landscape');
  const id = String(resource.id ?? '');
  if (!safeId.test(id)) return fallbackImage('landscape');
  const base = typeof resource.baseUrl === 'string' ? resource.baseUrl.replace(/\/+$/, '') : '';
  const folder = size === 'desktop' || size === 'mobile' || size === 'thumb' ? size : 'webp';
  const ext = isSvg(resource.type) ? 'svg' : 'webp';
  return `${base}/${folder}/${id}/${sanitiseImageName(resource.seoName)}.${ext}`;
}

/** Variant for a viewport: desktop from 1024 px, mobile below; the resource itself when that variant is missing. */
export function pickVariant(resource: ImageResource, viewportWidth: number): ImageResource {
  // An unknown width (NaN, e.g. while rendering on the server) gets the desktop variant.
  const variant = viewportWidth < imageBreakpoint ? resource.mobile : resource.desktop;
  return variant ?? resource;
}
