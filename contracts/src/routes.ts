/**
 * What the shell shows while a page's remote loads: 8 product cards ('products'), 6 category
 * cards ('categories') or a page outline ('page').
 */
export type RouteSkeleton = 'products' | 'categories' | 'page';

/**
 * One URL of a remote's route manifest (`./routes`). The shell imports the manifest when it is
 * built: its route table, document titles and link checks come from it.
 */
export interface RemoteRoute {
  /** react-router path pattern, absolute */
  path: string;
  /** the page's title in Spanish: the document title is `<title> | Boñis` (and the heading of
   * pages whose heading doesn't come from data) */
  title: string;
  /** the page may be rendered on the server: public pages true, signed-in-only pages false */
  ssr: boolean;
  /** the placeholder while this remote loads; 'page' when absent */
  skeleton?: RouteSkeleton;
}

/**
 * A remote's `./routes` expose, also exported from its package.json as
 * `@bonis/mfe-<name>/routes`: plain data, with no imports but types.
 */
export interface RouteManifestModule {
  routes: readonly RemoteRoute[];
}
