import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hydration } from '../../shared/boot';
import { requestIslands } from '../page/lifecycle';
import { useCoveredPage } from './useCoveredPage';
import { openLanguageEvent, type NavAccount, type NavCta, type NavItem, type NavLanguage } from './nav';

/** Hydrates on the first hover, tap or focus: the header's scroll states are client/ui/headerScroll.ts. */
export const hydration: Hydration = 'interaction';

export interface MainMenuProps {
  /** The main menu's top-level entries: the desktop bar and, as accordions, the mobile menu. */
  items: NavItem[];
  /** Where the panels' entries come from when one first opens (worker/routes/api/menu.ts). */
  menuUrl: string;
  /** Call-to-action buttons added below the main menu in the mobile menu (SPEC §2). */
  ctas: NavCta[];
  language: NavLanguage;
  /** Signed-in visitor's account entries; null shows the login call to action instead. */
  account: NavAccount | null;
}

const closeDelayMs = 300;

type Tree = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; items: NavItem[] };

/** The whole menu, fetched once per page the first time a panel or the mobile menu opens. */
function useMenuTree(menuUrl: string): [Tree, () => void] {
  const [tree, setTree] = useState<Tree>({ state: 'idle' });
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setTree({ state: 'loading' });
    fetch(menuUrl, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`menu: ${response.status}`);
        const body = (await response.json()) as { items?: NavItem[] };
        if (!Array.isArray(body.items)) throw new Error('menu: no items');
        setTree({ state: 'ready', items: body.items });
      })
      .catch(() => {
        // A later opening tries again.
        requested.current = false;
        setTree({ state: 'failed' });
      });
  }, [menuUrl]);
  return [tree, load];
}

/** The item with its panel's entries once the menu has loaded. */
function withPanel(item: NavItem, tree: Tree): NavItem {
  return tree.state === 'ready' ? (tree.items.find((full) => full.id === item.id) ?? item) : item;
}

/** What a panel shows until its entries are there: a status line, or the way to the section. */
function PanelPending({ item, tree }: { item: NavItem; tree: Tree }) {
  const { t } = useTranslation();
  if (tree.state === 'failed') {
    return (
      <p className="menu-pending" role="status">
        {t('menu.unavailable')} {item.href ? <a href={item.href}>{t('menu.seeAll')}</a> : null}
      </p>
    );
  }
  return <p className="menu-pending" role="status" aria-busy="true">{t('menu.loading')}</p>;
}

function Badge({ badge }: { badge: NavItem['badge'] }) {
  const { t } = useTranslation();
  if (!badge) return null;
  return <span className={`menu-badge menu-badge--${badge.toLowerCase()}`}>{t(`menu.badge.${badge}`)}</span>;
}

function ItemLink({ item, className, onNavigate }: { item: NavItem; className?: string; onNavigate?: () => void }) {
  if (!item.href) return <span className={className}>{item.label}<Badge badge={item.badge} /></span>;
  return (
    <a
      className={className}
      href={item.href}
      target={item.external ? '_blank' : undefined}
      rel={item.external ? 'noopener noreferrer' : undefined}
      onClick={onNavigate}
    >
      {item.label}
      <Badge badge={item.badge} />
    </a>
  );
}

function Panel({ item }: { item: NavItem }) {
  if (item.type === 'mega-menu') {
    return (
      <div className="mega-panel__grid">
        {item.children.map((column) => (
          <div key={column.id} className="mega-panel__column">
            <ItemLink item={column} className="mega-panel__heading" />
            {column.children.length ? (
              <ul>
                {column.children.map((child) => (
                  <li key={child.id}><ItemLink item={child} /></li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className={item.type === 'columns' ? 'dropdown-list dropdown-list--columns' : 'dropdown-list'}>
      {item.children.map((child) => (
        <li key={child.id}><ItemLink item={child} /></li>
      ))}
    </ul>
  );
}

function MobileItem({ item: top, tree, onNavigate }: { item: NavItem; tree: Tree; onNavigate: () => void }) {
  const item = withPanel(top, tree);
  if (item.hasPanel && !item.children.length) {
    return (
      <li>
        <details className="mobile-menu__accordion">
          <summary>{item.label}<Badge badge={item.badge} /></summary>
          <PanelPending item={item} tree={tree} />
        </details>
      </li>
    );
  }
  if (!item.children.length) return <li><ItemLink item={item} className="mobile-menu__link" onNavigate={onNavigate} /></li>;
  if (item.removeAccordionOnMobile) {
    return (
      <li className="mobile-menu__group">
        <ItemLink item={item} className="mobile-menu__heading" onNavigate={onNavigate} />
        <ul>{item.children.map((child) => <MobileItem key={child.id} item={child} tree={tree} onNavigate={onNavigate} />)}</ul>
      </li>
    );
  }
  return (
    <li>
      <details className="mobile-menu__accordion">
        <summary>{item.label}<Badge badge={item.badge} /></summary>
        <ul>
          {item.href ? <li><ItemLink item={{ ...item, children: [] }} className="mobile-menu__link mobile-menu__link--all" onNavigate={onNavigate} /></li> : null}
          {item.children.map((child) => <MobileItem key={child.id} item={child} tree={tree} onNavigate={onNavigate} />)}
        </ul>
      </details>
    </li>
  );
}

/**
 * Main menu: desktop mega menu / drop-downs (hover opens, leaving closes after 300 ms unless
 * the pointer is in the panel; click and keyboard too) and the mobile menu with its
 * call-to-action buttons. Also drives the header's scroll states (SPEC §2, §4).
 */
export function MainMenu({ items, menuUrl, ctas, language, account }: MainMenuProps) {
  const { t } = useTranslation();
  const [tree, loadTree] = useMenuTree(menuUrl);
  const [open, setOpen] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  /** The drawer's list of entries: built the first time the drawer opens, then kept. */
  const [listBuilt, setListBuilt] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const drawer = useRef<HTMLDialogElement>(null);
  /** The open drawer covers the page in part: its backdrop shows what is on the screen. */
  const coveredPage = useCoveredPage('part');
  const drawerTitle = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), closeDelayMs);
  };
  const closeAll = useCallback(() => {
    setOpen(null);
    setMobileOpen(false);
    drawer.current?.close();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(null);
    window.addEventListener('keydown', onKey);
    window.addEventListener('caravan:close-header', closeAll);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('caravan:close-header', closeAll);
    };
  }, [closeAll]);

  useEffect(() => {
    document.documentElement.dataset.menuOpen = open !== null || mobileOpen ? 'true' : 'false';
  }, [open, mobileOpen]);

  const openMobile = () => {
    loadTree();
    setMobileOpen(true);
    // What the drawer and its backdrop leave off the screen is skipped before the page goes inert.
    coveredPage.cover();
    drawer.current?.showModal();
    // The list, the first time: rendered in slices React can interrupt, after the tap's task,
    // while the drawer slides in (rendered in the tap, it made one long task on a phone with
    // the page's restyle: issue 33 item 4). Kept once built: its accordions stay as left.
    if (!listBuilt) startTransition(() => setListBuilt(true));
  };

  // The same element from one render to the next: opening and closing the drawer (its button's
  // aria-expanded) does not render the list again.
  const list = useMemo(
    () =>
      listBuilt ? (
        <nav aria-label={t('a11y.mainNavigation')}>
          <ul className="mobile-menu__list">
            {items.map((item) => <MobileItem key={item.id} item={item} tree={tree} onNavigate={closeAll} />)}
          </ul>
        </nav>
      ) : null,
    [listBuilt, items, tree, closeAll, t],
  );

  return (
    <>
      <nav className="main-nav" aria-label={t('a11y.mainNavigation')}>
        <ul className="main-nav__list">
          {items.map((item, index) => {
            if (item.type === 'link' || !(item.hasPanel || item.children.length)) {
              return <li key={item.id}><ItemLink item={item} className="main-nav__link" /></li>;
            }
            const panelId = `menu-panel-${item.id}`;
            const isOpen = open === index;
            return (
              <li
                key={item.id}
                className={isOpen ? 'main-nav__item main-nav__item--open' : 'main-nav__item'}
                onMouseEnter={() => {
                  cancelClose();
                  loadTree();
                  setOpen(index);
                }}
                onMouseLeave={scheduleClose}
              >
                <button
                  type="button"
                  className="main-nav__link main-nav__trigger"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => {
                    loadTree();
                    setOpen(isOpen ? null : index);
                  }}
                >
                  {item.label}
                  <Badge badge={item.badge} />
                  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="m2 4 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
                </button>
                <div
                  id={panelId}
                  className={item.type === 'mega-menu' ? 'mega-panel' : 'dropdown-panel'}
                  hidden={!isOpen}
                  onMouseEnter={cancelClose}
                >
                  {withPanel(item, tree).children.length ? <Panel item={withPanel(item, tree)} /> : isOpen ? <PanelPending item={item} tree={tree} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
      <button type="button" className="burger" aria-haspopup="dialog" aria-expanded={mobileOpen} onClick={openMobile}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        <span className="visually-hidden">{t('a11y.openMenu')}</span>
      </button>
      <dialog ref={drawer} className="mobile-menu" aria-labelledby={drawerTitle} onClose={() => {
        setMobileOpen(false);
        coveredPage.uncover();
      }}>
        <div className="mobile-menu__header">
          <h2 id={drawerTitle} className="mobile-menu__title">{t('menu.title')}</h2>
          <button type="button" className="modal__close" aria-label={t('a11y.close')} onClick={closeAll}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* Built when first opened; the panels' entries load then (the footer carries the key links for crawlers). */}
        <div className="mobile-menu__body">
          {list}
          <div className="mobile-menu__ctas">
            {ctas.map((cta) => (
              <a key={cta.href + cta.label} className={`button button--${cta.style}`} href={cta.href} data-track={cta.track} onClick={closeAll}>
                {cta.label}
              </a>
            ))}
          </div>
          {account ? (
            <div className="mobile-menu__account">
              <p className="mobile-menu__greeting">{account.greeting}</p>
              <ul className="mobile-menu__list">
                {account.links.map((link) => <li key={link.href}><a className="mobile-menu__link" href={link.href}>{link.label}</a></li>)}
              </ul>
              <form method="post" action={account.logoutAction}>
                <button type="submit" className="mobile-menu__link mobile-menu__logout">{t('account.logout')}</button>
              </form>
            </div>
          ) : null}
          <a
            className="mobile-menu__link mobile-menu__language"
            href="?modal=language"
            onClick={(event) => {
              event.preventDefault();
              closeAll();
              // The language modal may still be waiting for its first use.
              void requestIslands('LanguageModal').then(() => window.dispatchEvent(new Event(openLanguageEvent)));
            }}
          >
            <img src={language.icon} alt="" width={20} height={14} />
            {language.label}
          </a>
        </div>
      </dialog>
    </>
  );
}

export default MainMenu;
