import { Link as RouterLink } from 'react-router';
import { Badge, Button, Link, Skeleton } from '@bonis/design-system';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import { useRealtimeInvalidate } from '../../../components/admin-kit';
import { useLiveBanner } from '../api/get-live-banner';
import { settingsKeys } from '../api/get-settings';
import { SettingsSection } from './settings-section';
import { LiveBannerFigure, Muted, Thumb } from './settings.styles';

/** The banners screen (the app's route manifest owns the path; features don't import it). */
export const BANNERS_PATH = '/admin/banners';

/**
 * 'Banner' (spec §2, "banner configuration"): which banner the home's hero shows now (the most
 * recently updated visible one, live) and the way to the banners screen, where they are made,
 * shown and hidden.
 */
export function BannerSettingsSection() {
  const { data: banner, isPending, isError, refetch } = useLiveBanner();
  useRealtimeInvalidate({
    channel: 'admin-settings-banner',
    table: 'banner_settings',
    queryKey: settingsKeys.liveBanner(),
  });

  let content;
  if (isPending) {
    content = (
      <LiveBannerFigure aria-busy="true" aria-label="Cargando el banner del Home">
        <Thumb>
          <Skeleton shape="rect" height="100%" />
        </Thumb>
        <Skeleton width="60%" />
      </LiveBannerFigure>
    );
  } else if (isError) {
    content = (
      <p>
        No se pudo leer el banner del Home.{' '}
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </p>
    );
  } else if (!banner) {
    content = (
      <p>
        <Badge variant="inactivo" size="sm">
          Sin banner
        </Badge>{' '}
        Ningún banner está visible: el Home muestra su portada de siempre.
      </p>
    );
  } else {
    const url = productImageUrl(getSupabase(), banner.image_url);
    const title = banner.title.trim();
    content = (
      <LiveBannerFigure>
        <Thumb>{url ? <img src={url} alt="" /> : null}</Thumb>
        <figcaption>
          <Muted>En el Home ahora</Muted>
          <strong>{title || 'Banner sin título'}</strong>
        </figcaption>
      </LiveBannerFigure>
    );
  }

  return (
    <SettingsSection
      title="Banner"
      description="El Home muestra el banner visible actualizado más recientemente."
    >
      {content}
      <p>
        <Link component={RouterLink} to={BANNERS_PATH}>
          Gestionar banners
        </Link>
      </p>
    </SettingsSection>
  );
}
