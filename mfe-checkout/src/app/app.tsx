import { Route, Routes } from 'react-router-dom';
import { RoutePlaceholder } from '@bonis/design-system';
import { routes } from './routes';

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
            <RoutePlaceholder
              remote={__BONIS_BUILD__.app}
              route={route.path}
              title={route.title}
              release={__BONIS_BUILD__.release}
            />
          }
        />
      ))}
    </Routes>
  );
}
