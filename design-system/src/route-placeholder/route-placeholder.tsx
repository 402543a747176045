import { styled } from 'styled-components';
import { vars } from '../tokens';

export interface RoutePlaceholderProps {
  /** workspace folder of the remote serving the page, e.g. `mfe-catalog` */
  remote: string;
  /** route pattern, e.g. `/product/:id` */
  route: string;
  /** page heading in Spanish */
  title: string;
  /** release label of the remote's build */
  release: string;
}

const Section = styled.section`
  max-width: 960px;
  margin: ${vars.space[10]} auto;
  padding: ${vars.space[6]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

const Meta = styled.p`
  color: ${vars.color.textMuted};
  margin: ${vars.space[2]} 0 0;
`;

/**
 * A page that only names the remote and route serving it. Used while a route's real
 * screen is still to be built, so routing and federation can be seen working end to end.
 */
export function RoutePlaceholder({ remote, route, title, release }: RoutePlaceholderProps) {
  return (
    <Section data-remote={remote} data-route={route} aria-labelledby="route-placeholder-title">
      <h1 id="route-placeholder-title">{title}</h1>
      <Meta>
        Servido por <strong>{remote}</strong> · ruta <code>{route}</code>
      </Meta>
      <Meta>Versión {release}</Meta>
    </Section>
  );
}
