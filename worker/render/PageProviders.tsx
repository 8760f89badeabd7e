import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AccountLinksProvider } from '../../client/account/links';
import { FlagsProvider } from '../../flags/react';
import type { AppEnv } from '../context';
import { PageContext, type PageContextValue } from './PageContext';

/**
 * What a page's components and islands read from context, on the server as in the browser
 * (client/hydrate.tsx gives islands the same flags, copy and account links from the boot
 * data): a full page and a fragment render under the same providers.
 */
export function PageProviders({ c, page, children }: { c: Context<AppEnv>; page: PageContextValue; children: ReactNode }) {
  return (
    <PageContext.Provider value={page}>
      <FlagsProvider value={c.get('flags')}>
        <I18nextProvider i18n={c.get('i18n')}>
          <AccountLinksProvider value={page.accountLinks}>{children}</AccountLinksProvider>
        </I18nextProvider>
      </FlagsProvider>
    </PageContext.Provider>
  );
}
