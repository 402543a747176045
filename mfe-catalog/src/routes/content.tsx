import { ContentPageView } from '../features/content-pages/components/content-page';
import type { ContentPath } from '../features/content-pages/content';

/**
 * A content page's screen (`/help`, `/terms`…): the footer's pages are text of
 * `features/content-pages/content.ts` and come with the App chunk, so the screen is already
 * there (no chunk of its own to download).
 */
export function contentScreen(path: ContentPath, title: string) {
  function ContentRoute() {
    return <ContentPageView path={path} title={title} remote={__BONIS_BUILD__.app} />;
  }
  const screen = Promise.resolve({ default: ContentRoute });
  return () => screen;
}
