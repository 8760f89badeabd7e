import { describe, expect, it } from 'vitest';
import { createChatbotOpener, type ChatbotModule } from '../../../client/ui/chatbot';
import { createScriptLoader, isAllowedScriptSrc } from '../../../client/ui/salesChat';
import type { i18n } from 'i18next';

describe('sales chat loader (on demand, once)', () => {
  it('injects a provider script once however often the chat is asked for; a failure may be retried', async () => {
    const injected: string[] = [];
    let fail = true;
    const load = createScriptLoader(async (src) => {
      injected.push(src);
      if (fail) throw new Error('offline');
    });
    await expect(load('https://chat.example/loader.js')).rejects.toThrow();
    fail = false;
    await Promise.all([load('https://chat.example/loader.js'), load('https://chat.example/loader.js')]);
    await load('https://chat.example/loader.js');
    expect(injected).toEqual(['https://chat.example/loader.js', 'https://chat.example/loader.js']);
  });

  it('only https or same-origin scripts', () => {
    expect(isAllowedScriptSrc('https://chat.example/x.js', 'http://it.localhost:8787')).toBe(true);
    expect(isAllowedScriptSrc('/vendor/chat.js', 'http://it.localhost:8787')).toBe(true);
    expect(isAllowedScriptSrc('http://chat.example/x.js', 'https://www.caravan.it')).toBe(false);
    expect(isAllowedScriptSrc('javascript:alert(1)', 'https://www.caravan.it')).toBe(false);
  });
});

describe('chatbot modal (lazy chunk)', () => {
  it('loads its chunk on first open only', async () => {
    let loads = 0;
    let opened = 0;
    const module = { openChatbotModal: () => void opened++ } as unknown as ChatbotModule;
    const open = createChatbotOpener(async () => ({}) as i18n, async () => {
      loads++;
      return module;
    });
    expect(loads).toBe(0);
    await open();
    await open();
    expect(loads).toBe(1);
    expect(opened).toBe(2);
  });
});
