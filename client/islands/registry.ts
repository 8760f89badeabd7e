import type { ComponentType } from 'react';
import type { IslandName } from './names';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

/** One lazy chunk per island; esbuild splits each import into its own file. */
export const islandLoaders: Record<IslandName, Loader> = {
  LanguageModal: () => import('./LanguageModal') as unknown as ReturnType<Loader>,
  GeoRedirect: () => import('./GeoRedirect') as unknown as ReturnType<Loader>,
  MainMenu: () => import('./MainMenu') as unknown as ReturnType<Loader>,
  BannerBar: () => import('./BannerBar') as unknown as ReturnType<Loader>,
  AutoSubmit: () => import('./AutoSubmit') as unknown as ReturnType<Loader>,
  SearchWidget: () => import('./SearchWidget') as unknown as ReturnType<Loader>,
  ModalController: () => import('./ModalController') as unknown as ReturnType<Loader>,
  TourCalendar: () => import('./TourCalendar') as unknown as ReturnType<Loader>,
  AccountMenu: () => import('./AccountMenu') as unknown as ReturnType<Loader>,
  WishlistButton: () => import('./WishlistButton') as unknown as ReturnType<Loader>,
  NotifyMe: () => import('./NotifyMe') as unknown as ReturnType<Loader>,
  GroupInfoGate: () => import('./GroupInfoGate') as unknown as ReturnType<Loader>,
  WishlistPage: () => import('./WishlistPage') as unknown as ReturnType<Loader>,
  LogoutCountdown: () => import('./LogoutCountdown') as unknown as ReturnType<Loader>,
  AiSearchForm: () => import('./AiSearchForm') as unknown as ReturnType<Loader>,
  AiSearchRating: () => import('./AiSearchRating') as unknown as ReturnType<Loader>,
  FiltersModal: () => import('./FiltersModal') as unknown as ReturnType<Loader>,
  ResultsRegion: () => import('./ResultsRegion') as unknown as ReturnType<Loader>,
};
