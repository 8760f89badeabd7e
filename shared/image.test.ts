import { describe, expect, it } from 'vitest';
import { fallbackImage, imageUrl, pickVariant, sanitiseImageName, type ImageResource } from './image';

const photo: ImageResource = {
  id: 1234,
  baseUrl: 'https://img.example.com',
  seoName: 'Perù: Machu Picchu al tramonto!',
  altText: 'Machu Picchu',
  title: null,
  type: 'jpg',
  size: 204800,
};

describe('sanitiseImageName', () => {
  it('lowercases, strips accents and dashes everything else', () => {
    expect(sanitiseImageName('Perù: Machu Picchu al tramonto!')).toBe('peru-machu-picchu-al-tramonto');
    expect(sanitiseImageName('  Ærø -- Čadca__Ñandú ')).toBe('r-cadca-nandu');
    expect(sanitiseImageName('İstanbul')).toBe('istanbul');
  });

  it("falls back to 'image'", () => {
    expect(sanitiseImageName('')).toBe('image');
    expect(sanitiseImageName('東京')).toBe('image');
    expect(sanitiseImageName('---')).toBe('image');
    expect(sanitiseImageName(null)).toBe('image');
  });
});

describe('imageUrl', () => {
  it('serves non-SVG images as WebP under the webp folder by default', () => {
    expect(imageUrl(photo)).toBe('https://img.example.com/webp/1234/peru-machu-picchu-al-tramonto.webp');
  });

  it('uses the size folder when asked', () => {
    expect(imageUrl(photo, 'desktop')).toBe('https://img.example.com/desktop/1234/peru-machu-picchu-al-tramonto.webp');
    expect(imageUrl(photo, 'mobile')).toBe('https://img.example.com/mobile/1234/peru-machu-picchu-al-tramonto.webp');
    expect(imageUrl(photo, 'thumb')).toBe('https://img.example.com/thumb/1234/peru-machu-picchu-al-tramonto.webp');
  });

  it('keeps SVG as SVG', () => {
    expect(imageUrl({ ...photo, type: 'svg', seoName: 'Logo' })).toBe('https://img.example.com/webp/1234/logo.svg');
    expect(imageUrl({ ...photo, type: 'image/svg+xml', seoName: 'Logo' }, 'thumb')).toBe(
      'https://img.example.com/thumb/1234/logo.svg',
    );
  });

  it('does not double the slash after the base', () => {
    expect(imageUrl({ ...photo, baseUrl: '/img/' })).toBe('/img/webp/1234/peru-machu-picchu-al-tramonto.webp');
  });

  it('falls back for missing resources and unsafe ids', () => {
    expect(imageUrl(null)).toBe('/img/fallback/landscape.webp');
    expect(imageUrl(undefined, 'thumb')).toBe('/img/fallback/landscape.webp');
    expect(imageUrl({ ...photo, id: '../../etc' })).toBe('/img/fallback/landscape.webp');
    expect(imageUrl({ ...photo, id: '' })).toBe('/img/fallback/landscape.webp');
  });

  it('ignores an unknown size', () => {
    expect(imageUrl(photo, '../x' as 'thumb')).toBe('https://img.example.com/webp/1234/peru-machu-picchu-al-tramonto.webp');
  });
});

describe('fallbackImage', () => {
  it('has a landscape and a portrait default', () => {
    expect(fallbackImage('landscape')).toBe('/img/fallback/landscape.webp');
    expect(fallbackImage('portrait')).toBe('/img/fallback/portrait.webp');
    expect(fallbackImage()).toBe('/img/fallback/landscape.webp');
  });
});

describe('pickVariant', () => {
  const desktop = { ...photo, id: 1 };
  const mobile = { ...photo, id: 2 };
  const withVariants = { ...photo, desktop, mobile };

  it('switches at 1024 px', () => {
    expect(pickVariant(withVariants, 1023)).toBe(mobile);
    expect(pickVariant(withVariants, 1024)).toBe(desktop);
    expect(pickVariant(withVariants, 375)).toBe(mobile);
  });

  it('uses the resource itself when the variant is missing', () => {
    expect(pickVariant(photo, 375)).toBe(photo);
    expect(pickVariant({ ...photo, desktop: null }, 1280).id).toBe(photo.id);
  });

  it('treats an unknown width as desktop', () => {
    expect(pickVariant(withVariants, Number.NaN)).toBe(desktop);
  });
});
