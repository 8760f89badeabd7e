import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../../worker/render/serialize';

describe('serializeForScript', () => {
  it('leaves nothing a script element or an HTML parser would act on, and parses back to the same value', () => {
    const value = { text: '</script><!-- a & b --> <script>alert(1)</script>', lines: 'one\u2028two\u2029three', plain: 'Caravan' };
    const out = serializeForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(out).toContain('\\u0026');
    expect(JSON.parse(out)).toEqual(value);
  });

  it('is plain JSON when there is nothing to escape', () => {
    expect(serializeForScript({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
  });
});
