import { Link } from 'react-router';
import { styled } from 'styled-components';
import { vars } from '@bonis/design-system';
import { chromeLinks } from '../chrome/nav-data';

const Wrapper = styled.section`
  text-align: center;
  padding: ${vars.space[10]} ${vars.space[4]};
`;

/** The spec's not-found page: '404 / Oops! Page not found' with a link home. */
export function NotFound() {
  return (
    <Wrapper aria-labelledby="not-found-title">
      <h1 id="not-found-title">404</h1>
      <p>Oops! Page not found</p>
      <Link to={chromeLinks.home}>Volver al inicio</Link>
    </Wrapper>
  );
}
