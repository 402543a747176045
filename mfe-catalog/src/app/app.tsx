import { Route, Routes } from 'react-router-dom';
import { RoutePlaceholder } from '@bonis/design-system';
import { ContentPageView } from '../features/content-pages/components/content-page';
import { CONTENT_PATHS, type ContentPath } from '../features/content-pages/content';
import { routes } from './routes';

const isContentPath = (path: string): path is ContentPath =>
  (CONTENT_PATHS as readonly string[]).includes(path);

/**
 * The remote's root component, exposed as `./App`. The shell renders it (outside any route
 * of its own) for every URL this remote owns, so the paths here are absolute.
 */
export default function App() {
  return (
    <Routes>
      {routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            isContentPath(route.path) ? (
              <ContentPageView path={route.path} title={route.title} remote={__BONIS_BUILD__.app} />
            ) : (
              <RoutePlaceholder
                remote={__BONIS_BUILD__.app}
                route={route.path}
                title={route.title}
                release={__BONIS_BUILD__.release}
              />
            )
          }
        />
      ))}
    </Routes>
  );
}
