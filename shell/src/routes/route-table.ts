import { matchRoutes } from 'react-router-dom';
import { routeTable, type OwnedRoute } from './owned-routes';

export { routeTable, type OwnedRoute };

/** The route of the table that owns `pathname`, or undefined (not found). */
export function ownerOf(pathname: string): OwnedRoute | undefined {
  const matches = matchRoutes(routeTable as OwnedRoute[], pathname);
  return matches?.[0]?.route;
}
