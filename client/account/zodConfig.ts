import { z } from 'zod';

// zod probes `new Function` to speed up object parsing; the page's CSP (no 'unsafe-eval')
// refuses it and reports a violation. Parse without it in the browser.
z.config({ jitless: true });
