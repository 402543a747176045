export interface RemoteRoute {
  /** react-router path pattern, absolute */
  path: string;
  /** page heading, in Spanish */
  title: string;
}
