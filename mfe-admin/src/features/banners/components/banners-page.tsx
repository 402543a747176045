import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Skeleton,
  SkeletonText,
  formatDate,
} from '@bonis/design-system';
import { bus } from '@bonis/design-system/bus';
import { getSupabase, productImageUrl } from '@bonis/supabase-client';
import {
  ReadOnlyNote,
  errorMessage,
  useRealtimeInvalidate,
  useUndoableDelete,
  useLoadErrorToast,
} from '../../../components/admin-kit';
import {
  bannerKeys,
  bannerName,
  liveBannerId,
  useBanners,
  type BannerRow,
} from '../api/get-banners';
import { readOnlyNotice, useBackOfficeRole, useCan } from '../../../lib/permissions';
import { useSetBannerActive } from '../api/set-banner-active';
import { BannerFormDialog } from './banner-form-dialog';
import {
  Actions,
  Body,
  Card,
  Description,
  Details,
  Frame,
  FrameEmpty,
  List,
  Stack,
  TitleRow,
  Toolbar,
} from './banners.styles';

export const LOAD_ERROR = 'No se pudieron cargar los banners';
export const DELETE_ERROR = 'No se pudo eliminar el banner';
export const TOGGLE_ERROR = 'No se pudo actualizar el estado del banner';
export const DELETE_QUESTION = '¿Estás seguro de eliminar este banner?';

const toast = (title: string, tone: 'success' | 'error', description?: string) =>
  bus.getState().toastRequested({ title, description, tone });

function BannerImage({ banner }: { banner: BannerRow }) {
  const url = productImageUrl(getSupabase(), banner.image_url);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Frame>
      {url && failed !== url ? (
        // decorative: the card's heading names the banner
        <img src={url} alt="" loading="lazy" onError={() => setFailed(url)} />
      ) : (
        <FrameEmpty>Imagen no disponible</FrameEmpty>
      )}
    </Frame>
  );
}

function LoadingList() {
  return (
    <List aria-label="Cargando banners" aria-busy="true">
      {[0, 1].map((key) => (
        <Card key={key}>
          <Frame>
            <Skeleton shape="rect" height="100%" />
          </Frame>
          <div>
            <Skeleton width="40%" />
            <SkeletonText lines={2} />
          </div>
        </Card>
      ))}
    </List>
  );
}

interface BannerCardProps {
  banner: BannerRow;
  name: string;
  live: boolean;
  toggling: boolean;
  /** 'Mostrar'/'Ocultar' and 'Editar' (none: the role may not change banners) */
  onToggle?: () => void;
  onEdit?: () => void;
  /** 'Eliminar' (none: the role may not delete) */
  onDelete?: () => void;
}

function BannerCard({ banner, name, live, toggling, onToggle, onEdit, onDelete }: BannerCardProps) {
  const headingId = `banner-${banner.id}`;
  return (
    <Card aria-labelledby={headingId} data-active={banner.is_active}>
      <BannerImage banner={banner} />
      <Body>
        <TitleRow>
          <h2 id={headingId}>{name}</h2>
          <Badge variant={banner.is_active ? 'activo' : 'inactivo'} size="sm">
            {banner.is_active ? 'Visible' : 'Oculto'}
          </Badge>
          {live && (
            <Badge variant="info" size="sm">
              En el Home ahora
            </Badge>
          )}
        </TitleRow>
        {banner.description ? <Description>{banner.description}</Description> : null}
        <Details>
          {banner.cta_link ? (
            <>
              <dt>Botón</dt>
              <dd>
                {banner.cta_text?.trim() || 'Ver más'} → <code>{banner.cta_link}</code>
              </dd>
            </>
          ) : null}
          <dt>Actualizado</dt>
          <dd>{formatDate(banner.updated_at, 'datetime')}</dd>
        </Details>
        {onToggle || onEdit || onDelete ? (
          <Actions>
            {onToggle ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${banner.is_active ? 'Ocultar' : 'Mostrar'} ${name}`}
                loading={toggling}
                onClick={onToggle}
              >
                {banner.is_active ? 'Ocultar' : 'Mostrar'}
              </Button>
            ) : null}
            {onEdit ? (
              <Button size="sm" variant="secondary" aria-label={`Editar ${name}`} onClick={onEdit}>
                Editar
              </Button>
            ) : null}
            {onDelete ? (
              <Button size="sm" variant="ghost" aria-label={`Eliminar ${name}`} onClick={onDelete}>
                Eliminar
              </Button>
            ) : null}
          </Actions>
        ) : null}
      </Body>
    </Card>
  );
}

/**
 * `/admin/banners` ('Banners del Home', spec §2/§4/§5): every banner, the most recently updated
 * first (the order the home's hero reads them in: the first visible one is on the home, and is
 * marked 'En el Home ahora'), with its image, title or 'Banner N', description and a
 * Visible/Oculto badge; 'Mostrar'/'Ocultar', 'Editar' (dialog) and 'Eliminar' (asks, then
 * 'Deshacer' for 5 s; the image goes from storage when no banner shows it). Live: any change to
 * a banner reads the list again. Staff ('Personal') read them: no button changes anything, and
 * the page says so (`readOnlyNotice`).
 */
export function BannersPage() {
  const queryClient = useQueryClient();
  const role = useBackOfficeRole();
  const mayEdit = useCan('catalog.edit');
  const mayDelete = useCan('records.delete');
  const { data, isPending, isError, errorUpdatedAt, refetch } = useBanners();
  useRealtimeInvalidate({
    channel: 'admin-banners',
    table: 'banner_settings',
    queryKey: bannerKeys.all,
  });

  useLoadErrorToast(errorUpdatedAt, LOAD_ERROR);

  const [dialog, setDialog] = useState<{ banner: BannerRow | null } | null>(null);
  const [deleting, setDeleting] = useState<{ banner: BannerRow; name: string } | null>(null);
  const setActive = useSetBannerActive();
  const toggling = setActive.isPending ? setActive.variables.id : null;

  const { remove, hiddenIds } = useUndoableDelete({
    table: 'banner_settings',
    errorMessage: DELETE_ERROR,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });

  const toggle = (banner: BannerRow) => {
    const active = !banner.is_active;
    setActive.mutate(
      { id: banner.id, active },
      {
        onSuccess: () =>
          active
            ? toast('Banner activado', 'success', 'Ahora es el banner que muestra el Home')
            : toast('Banner desactivado', 'success', 'Ya no se muestra en el Home'),
        onError: (error) => toast(errorMessage(error, TOGGLE_ERROR), 'error'),
      },
    );
  };

  const all = data ?? [];
  // names are numbered in the whole list, so 'Banner 2' stays 'Banner 2' while one is hidden
  const named = all.map((banner, index) => ({ banner, name: bannerName(banner, index) }));
  const shown = named.filter(({ banner }) => !hiddenIds.includes(banner.id));
  const live = liveBannerId(shown.map(({ banner }) => banner));

  let content;
  if (isPending) {
    content = <LoadingList />;
  } else if (isError && !data) {
    content = (
      <EmptyState
        title={LOAD_ERROR}
        description="Revisa tu conexión e inténtalo de nuevo."
        action={<Button onClick={() => void refetch()}>Reintentar</Button>}
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        icon="🖼️"
        title="No hay banners configurados"
        description="Sin banners, el Home muestra su portada de siempre."
        action={
          mayEdit ? (
            <Button onClick={() => setDialog({ banner: null })}>Crear el primer banner</Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <List aria-label="Banners">
        {shown.map(({ banner, name }) => (
          <BannerCard
            key={banner.id}
            banner={banner}
            name={name}
            live={banner.id === live}
            toggling={toggling === banner.id}
            onToggle={mayEdit ? () => toggle(banner) : undefined}
            onEdit={mayEdit ? () => setDialog({ banner }) : undefined}
            onDelete={mayDelete ? () => setDeleting({ banner, name }) : undefined}
          />
        ))}
      </List>
    );
  }

  return (
    <Stack>
      <Toolbar>
        <p>
          El Home muestra el banner visible actualizado más recientemente. Imagen recomendada de
          1920 × 700 px.
        </p>
        {mayEdit ? <Button onClick={() => setDialog({ banner: null })}>Nuevo banner</Button> : null}
      </Toolbar>
      {!mayEdit && !mayDelete ? <ReadOnlyNote>{readOnlyNotice(role)}</ReadOnlyNote> : null}
      {content}
      {mayEdit ? (
        <BannerFormDialog
          open={dialog !== null}
          banner={dialog?.banner ?? null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={DELETE_QUESTION}
        message={
          deleting
            ? `Se eliminará «${deleting.name}»${deleting.banner.id === live ? ' y el Home mostrará el siguiente banner visible' : ''}.`
            : undefined
        }
        confirmLabel="Eliminar"
        tone="danger"
        onConfirm={() => {
          if (deleting) remove([deleting.banner.id], deleting.name);
        }}
      />
    </Stack>
  );
}
