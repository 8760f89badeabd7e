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
  children: NavItem[];
}

/** A call-to-action button of the mobile menu. */
export interface NavCta {
  label: string;
  href: string;
  style: 'primary' | 'outline';
  track?: string;
}
