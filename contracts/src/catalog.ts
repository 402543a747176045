import type { ExposedComponent } from './exposed';
import type { PrefetchModule } from './prefetch';
import type { RouteManifestModule, RoutedApp } from './routes';

/** `catalog/SearchBox`: the header's product search. */
export interface SearchBoxProps {
  /** called after the box navigated (to a product or to /search), e.g. to close a drawer */
  onNavigate?: () => void;
  /** what the shopper already typed in the shell's stand-in, kept when this box replaces it */
  initialText?: string;
  /** take the focus when mounted (the stand-in it replaces had it), caret at the end */
  autoFocus?: boolean;
}

/** The main categories that have a mega-menu (categories.slug). */
export type MegaMenuCategory = 'perros' | 'gatos' | 'accesorios' | 'servicios' | 'promociones';

/** 'panel': columns side by side for the desktop popover; 'stacked': one column for the drawer */
export type MegaMenuLayout = 'panel' | 'stacked';

/** `catalog/MegaMenu`: one category's mega-menu content. */
export interface MegaMenuProps {
  /** the main category whose menu to show (categories.slug) */
  category: MegaMenuCategory;
  /** 'panel': columns side by side for the desktop popover; 'stacked': one column for the drawer */
  layout?: MegaMenuLayout;
  /** called when a link is followed, so the shell can close its popover or drawer */
  onNavigate?: () => void;
}

/** `catalog/FooterNewsletter`: the footer's newsletter form. */
export interface FooterNewsletterProps {
  /** what the shopper already typed in the shell's stand-in, kept when this form replaces it */
  initialEmail?: string;
  /** take the focus when mounted (the stand-in it replaces had it) */
  autoFocus?: boolean;
}

/** What mfe-catalog exposes (its `src/expose.ts`), by expose name without './'. */
export interface CatalogExposes {
  /**
   * the storefront's pages: home, listings, product, categories, content pages; it says
   * whether a `/:slug` is a category (`resolveRoute`)
   */
  App: RoutedApp;
  routes: RouteManifestModule;
  SearchBox: ExposedComponent<SearchBoxProps>;
  MegaMenu: ExposedComponent<MegaMenuProps>;
  FooterNewsletter: ExposedComponent<FooterNewsletterProps>;
  prefetch: PrefetchModule;
}
