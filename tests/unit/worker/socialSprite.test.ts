import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { socialNetworks, socialSprite } from '../../../worker/render/ui/SocialIcon';

describe('social icons sprite', () => {
  it('has a glyph for every network the footer links to', () => {
    const sprite = readFileSync(new URL(`../../../public${socialSprite}`, import.meta.url), 'utf8');
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual([...socialNetworks].sort());
  });
});
