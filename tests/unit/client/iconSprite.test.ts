import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconNames, iconSprite } from '../../../client/ui/Icon';
import { socialNetworks } from '../../../worker/render/ui/SocialIcon';

describe('icon sprite', () => {
  const sprite = readFileSync(new URL(`../../../public${iconSprite}`, import.meta.url), 'utf8');
  const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);

  it('has a glyph for every icon name, and one for every network the footer links to', () => {
    expect(ids.sort()).toEqual([...iconNames].sort());
    for (const network of socialNetworks) expect(ids).toContain(network);
  });

  it('leaves the outline glyphs unfilled, so the <svg> using them decides (a saved heart, an active bell)', () => {
    for (const id of ['heart', 'bell']) {
      const symbol = new RegExp(`<symbol id="${id}"[^>]*>(.*?)</symbol>`).exec(sprite)![1]!;
      expect(symbol).not.toContain('fill=');
      expect(symbol).toContain('stroke="currentColor"');
    }
  });
});
