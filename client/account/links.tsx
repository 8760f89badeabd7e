import { createContext, useContext } from 'react';
import type { AccountLinks } from '../../shared/boot';

/**
 * The page's login link (back to this page) and legal pages, for every account island of the
 * page at once: the server renders them under this provider (worker/render/PageProviders.tsx)
 * and the client reads them from the boot data, instead of each island's props repeating them.
 */
const AccountLinksContext = createContext<AccountLinks>({ login: '/login', legal: { privacy: null, terms: null } });

export const AccountLinksProvider = AccountLinksContext.Provider;

export function useAccountLinks(): AccountLinks {
  return useContext(AccountLinksContext);
}
