/** A resolved menu item (SPEC §3 "Menu item"), as the menu island receives it. */
export interface NavItem {
  id: number;
  label: string;
  type: 'mega-menu' | 'drop-down' | 'columns' | 'link';
  href: string | null;
  badge: 'NEW' | 'HOT' | 'SAFE' | null;
  icon: string | null;
  external: boolean;
  removeAccordionOnMobile: boolean;
  /** Its panel's entries; empty on the pages' top-level items, whose panels load on demand (/api/menu). */
  children: NavItem[];
  /** The item opens a panel (its entries come from /api/menu). */
  hasPanel?: boolean;
}

/** A call-to-action button of the mobile menu. */
export interface NavCta {
  label: string;
  href: string;
  style: 'primary' | 'outline';
  track?: string;
}

/** Window event that opens the country/language modal from elsewhere (the mobile menu). */
export const openLanguageEvent = 'caravan:open-language';

/** The country/language entry of the mobile menu (opens the language modal). */
export interface NavLanguage {
  /** e.g. "Italia · Italiano · EUR" */
  label: string;
  icon: string;
}

/** The account entries of the mobile menu: a signed-in visitor's links and logout form. */
export interface NavAccount {
  greeting: string;
  links: { label: string; href: string }[];
  logoutAction: string;
}
