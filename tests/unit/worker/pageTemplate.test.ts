import { describe, expect, it } from 'vitest';
import { cutTemplate, fillTemplate } from '../../../worker/render/pageTemplate';

const page = (nonce: string, boot: string) =>
  `<html><head><script nonce="${nonce}">a()</script><style nonce="${nonce}">p{}</style></head><body><p>nonce="old+/==x" is text, not an attribute</p>` +
  `<script id="__caravan" type="application/json" nonce="${nonce}">${boot}</script><script type="module" nonce="${nonce}" src="/e.js"></script></body></html>`;

describe('stored page template', () => {
  it('gives back the page with another nonce on every element and other boot data', () => {
    const template = cutTemplate(page('old+/==', '{"a":1}'), 'old+/==')!;
    expect(fillTemplate(template, 'new123==', '{"b":"\\u003c/script\\u003e"}')).toBe(page('new123==', '{"b":"\\u003c/script\\u003e"}'));
  });

  it('keeps the page as rendered when filled with its own nonce and boot data', () => {
    const html = page('n1', '{"resources":{"a":"x"}}');
    expect(fillTemplate(cutTemplate(html, 'n1')!, 'n1', '{"resources":{"a":"x"}}')).toBe(html);
  });

  it('refuses a page without a nonce or without boot data (it is not stored)', () => {
    expect(cutTemplate(page('n1', '{}'), undefined)).toBeNull();
    expect(cutTemplate('<html><body>error</body></html>', 'n1')).toBeNull();
    expect(cutTemplate('<script id="__caravan" type="application/json">{}', 'n1')).toBeNull();
  });
});
