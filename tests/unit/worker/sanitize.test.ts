import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../worker/render/sanitize';

const hostile = [
  '<p>Ciao<script>alert(1)</script></p>',
  '<img src=x onerror=alert(1)><strong>Offerta</strong>',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="//evil.example/x">clic</a>',
  '<p onclick="alert(1)" style="background:url(x)">testo</p>',
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>fine',
];

describe('sanitizeHtml (CMS rich text)', () => {
  it('keeps structure and safe links, and opens new tabs with noopener', () => {
    expect(sanitizeHtml('<p><strong>Primavera</strong> in <a href="/offerte">gruppo</a></p>')).toBe('<p><strong>Primavera</strong> in <a href="/offerte">gruppo</a></p>');
    expect(sanitizeHtml('<a href="https://caravan.travel" target="_blank">x</a>')).toBe('<a href="https://caravan.travel" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml(null)).toBe('');
  });

  it('strips scripts, handlers, styles, frames and unsafe links, the second time as the first (kept per isolate)', () => {
    for (let round = 0; round < 2; round++) {
      const clean = hostile.map(sanitizeHtml);
      expect(clean.join('\n')).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|style=|\/\/evil|<img/i);
      expect(clean[0]).toBe('<p>Ciao</p>');
      expect(clean[5]).toBe('fine');
    }
  });

  it('sanitises long rich text too (past what is kept)', () => {
    const long = `<p>${'parola '.repeat(4000)}</p><script>alert(1)</script>`;
    expect(long.length).toBeGreaterThan(16_384);
    expect(sanitizeHtml(long)).toBe(`<p>${'parola '.repeat(4000)}</p>`);
  });
});
