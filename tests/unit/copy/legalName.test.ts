/**
 * One legal name, from one place (issue 30, item 11: the emails signed "Caravan Travel S.r.l."
 * where the site said "Caravan S.r.l."). markets/company.ts holds it; copy interpolates it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalName } from '../../../markets/company';
import { marketIds } from '../../../markets/config';
import { resources } from '../../../markets/locales';
import { codeEmail } from '../../../worker/email/templates';

const root = join(__dirname, '../../..');
const companyForm = /[A-Z][\w ]{0,30}\bS\.\s?r\.\s?l\.?/g;

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

describe('the company’s legal name', () => {
  it('is "Caravan S.r.l."', () => {
    expect(legalName).toBe('Caravan S.r.l.');
  });

  it('every locale string that names the company names it the same way', () => {
    const wrong: string[] = [];
    for (const [language, bundle] of Object.entries(resources)) {
      for (const [key, text] of strings(bundle)) {
        for (const found of text.match(companyForm) ?? []) if (!found.endsWith(legalName)) wrong.push(`${language} ${key}: ${found}`);
        if (/Caravan Travel S/.test(text)) wrong.push(`${language} ${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(marketIds)('%s: the emails sign with the legal name', (market) => {
    const email = codeEmail('someone@example.com', '123456', market);
    expect(email.text).toContain(legalName);
    expect(email.html).toContain(legalName);
    expect(email.text).not.toContain('Caravan Travel');
  });

  it('no source file spells the legal form itself: it comes from markets/company.ts', () => {
    const files = ['worker', 'client', 'shared', 'markets', 'scripts', 'flags'].flatMap((dir) => sourceFiles(join(root, dir)));
    const spelled = files
      .filter((file) => !file.endsWith(join('markets', 'company.ts')))
      .filter((file) => /S\.r\.l\./.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(spelled).toEqual([]);
  });
});
