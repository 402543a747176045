/**
 * One URL of the remote's route manifest (`./routes`, see the README's contract). The shell
 * imports the manifest when it is built: its route table, document titles and link checks
 * come from it.
 */
export interface RemoteRoute {
  /** react-router path pattern, absolute */
  path: string;
  /** the page's title in Spanish: the document title is `<title> | Boñis` (and the heading of
   * pages whose heading doesn't come from data) */
  title: string;
  /** the page may be rendered on the server: public pages true, signed-in-only pages false */
  ssr: boolean;
  /**
   * what the shell shows while this remote loads: 8 product cards ('products'), 6 category
   * cards ('categories') or a page outline ('page', the default)
   */
  skeleton?: 'products' | 'categories' | 'page';
}
