import { styled } from 'styled-components';
import { Link, SkeletonText, vars } from '@bonis/design-system';
import { useQuery } from '@tanstack/react-query';
import { storeSettingsQuery } from '@bonis/supabase-client/queries';
import { contactLines } from '../lib/store-info';

const Contact = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};

  div {
    display: contents;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The store's contact details from `app_settings` (email, phone, WhatsApp) as links; a
 * skeleton while they load; a plain Spanish sentence when they can't be read or none is set.
 */
export function StoreContact() {
  const { data, isPending, error } = useQuery(storeSettingsQuery());
  if (isPending) return <SkeletonText lines={2} />;
  const lines = data ? contactLines(data) : [];
  if (error || lines.length === 0) {
    return (
      <p>
        Los datos de contacto no están disponibles en este momento. Inténtalo de nuevo más tarde.
      </p>
    );
  }
  return (
    <Contact>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>
            <Link href={line.href} external={line.href.startsWith('https:')}>
              {line.value}
            </Link>
          </dd>
        </div>
      ))}
    </Contact>
  );
}
