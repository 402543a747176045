import { useEffect, useId, useRef, useState } from 'react';
import { Button, EmptyState, Skeleton, VisuallyHidden, formatNumber } from '@bonis/design-system';
import { bus, useBus, type SessionSummary } from '@bonis/design-system/bus';
import { DB_MESSAGES } from '@bonis/supabase-client';
import { SignedOutView } from '../../../components/signed-out-view';
import { SpendPointsDialog } from '../../../components/spend-points-dialog';
import { useRoulettePrizes, type WheelPrize } from '../api/get-roulette-prizes';
import { SPIN_COST } from '../api/spin-roulette';
import { SPIN_DURATION_MS, useSpin, type Spin } from '../hooks/use-spin';
import { winTitle } from '../utils/prize-copy';
import { PrizeList, PrizeListSkeleton } from './prize-list';
import { RouletteWheel } from './roulette-wheel';
import {
  Fact,
  Facts,
  HiddenHeading,
  Intro,
  Layout,
  Notice,
  PageTitle,
  SectionTitle,
  SpinButtonRow,
  WheelColumn,
  WheelSkeleton,
} from './roulette.styles';
import { WinModal } from './win-modal';

const NO_PRIZES: readonly WheelPrize[] = [];

/** The notice of a balance under the cost (spec §5). */
export const NOT_ENOUGH_POINTS = `Necesitas ${SPIN_COST} puntos para girar`;

/**
 * A spin that would leave fewer points than this asks first; one that leaves this many or more
 * doesn't.
 */
export const LOW_BALANCE_AFTER_SPIN = 200;

/** Whether 'Girar' asks before spinning: the balance is known and the spin would leave < 200. */
export const spinNeedsConfirmation = (points: number | null) =>
  points !== null && points - SPIN_COST < LOW_BALANCE_AFTER_SPIN;

/**
 * /ruleta (spec §2): the balance (the bus's `points`, live), the cost of a spin, the wheel, the
 * prize list with probabilities and 'Girar'. The database draws the prize; the wheel then turns
 * to it. Signed out, the wheel and the prizes still show, with 'Inicia sesión para usar la
 * ruleta' and a sign-in button, drawn while the session is unknown too (the server's HTML).
 */
export function Roulette({ titleId, title }: { titleId: string; title: string }) {
  const session = useBus((state) => state.session);
  const prizes = useRoulettePrizes();
  const wheel = prizes.data ?? NO_PRIZES;

  useEffect(() => {
    if (prizes.error)
      console.error('[mfe-loyalty] loading the roulette prizes failed', prizes.error);
  }, [prizes.error]);

  return (
    <>
      <PageTitle id={titleId}>{title}</PageTitle>
      <Intro>
        Gira la ruleta con tus puntos y gana descuentos, envíos gratis y más puntos. Cada giro
        cuesta {SPIN_COST} puntos.
      </Intro>
      <Layout>
        {session ? (
          <SignedInWheel session={session} prizes={wheel} prizesState={prizes} />
        ) : (
          <WheelPanel session={session} prizes={wheel} prizesState={prizes} spin={null} />
        )}
        <section aria-labelledby="roulette-prizes-title">
          <SectionTitle id="roulette-prizes-title">Premios y probabilidades</SectionTitle>
          {prizes.data ? (
            prizes.data.length > 0 ? (
              <PrizeList prizes={prizes.data} />
            ) : (
              <EmptyState
                size="sm"
                headingAs="h3"
                icon="🎡"
                title={DB_MESSAGES.noPrizesAvailable}
                description="La ruleta vuelve pronto con nuevos premios."
              />
            )
          ) : prizes.isError ? null : (
            <div role="status" aria-live="polite">
              <VisuallyHidden>Cargando premios…</VisuallyHidden>
              <PrizeListSkeleton />
            </div>
          )}
        </section>
      </Layout>
    </>
  );
}

type PrizesState = ReturnType<typeof useRoulettePrizes>;

function SignedInWheel({
  session,
  prizes,
  prizesState,
}: {
  session: SessionSummary;
  prizes: readonly WheelPrize[];
  prizesState: PrizesState;
}) {
  const spin = useSpin({ prizes, userId: session.userId });
  return <WheelPanel session={session} prizes={prizes} prizesState={prizesState} spin={spin} />;
}

function WheelPanel({
  session,
  prizes,
  prizesState,
  spin,
}: {
  session: SessionSummary | null | undefined;
  prizes: readonly WheelPrize[];
  prizesState: PrizesState;
  /** null while nobody is signed in */
  spin: Spin | null;
}) {
  const points = useBus((state) => state.points);
  const notEnoughId = useId();
  const signInId = useId();
  const spinButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const phase = spin?.phase ?? 'idle';
  /** 'Girar' asked before a spin that leaves few points: the confirmation is open */
  const [confirming, setConfirming] = useState(false);

  // After the win modal closes, focus goes back to 'Girar' (or, when it is disabled now, to the
  // wheel's heading), not to the page's start: 'Girar' was disabled while the wheel turned.
  const previousPhase = useRef(phase);
  useEffect(() => {
    if (previousPhase.current === 'won' && phase === 'idle') {
      const button = spinButton.current;
      if (button && !button.disabled) button.focus();
      else headingRef.current?.focus();
    }
    previousPhase.current = phase;
  }, [phase]);

  const short = session != null && points !== null && points < SPIN_COST;
  const noPrizes = prizesState.data !== undefined && prizes.length === 0;
  const disabled = !spin || phase !== 'idle' || !prizesState.data || noPrizes || short;

  const requestSpin = () => {
    if (!spin || disabled || confirming) return;
    if (spinNeedsConfirmation(points)) setConfirming(true);
    else spin.spin();
  };

  return (
    <WheelColumn aria-labelledby="roulette-wheel-title">
      <HiddenHeading id="roulette-wheel-title" ref={headingRef} tabIndex={-1}>
        La ruleta
      </HiddenHeading>
      <Facts>
        <Fact $tone="brand">
          <dt>Tus puntos</dt>
          <dd>
            {session ? (
              points === null ? (
                <>
                  <VisuallyHidden>Cargando…</VisuallyHidden>
                  <Skeleton width={72} height={28} />
                </>
              ) : (
                formatNumber(points)
              )
            ) : (
              <SignedOutView session={session} placeholder={<Skeleton width={72} height={28} />}>
                —
              </SignedOutView>
            )}
          </dd>
        </Fact>
        <Fact>
          <dt>Costo por giro</dt>
          <dd>{formatNumber(SPIN_COST)} puntos</dd>
        </Fact>
      </Facts>

      {/* also while the session is unknown (the server's HTML, the hydration), unless the
          browser holds a session: SignedOutView */}
      <SignedOutView session={session}>
        <Notice $tone="info" id={signInId}>
          <span>{DB_MESSAGES.signInToSpin}</span>
          <Button size="sm" onClick={() => bus.getState().loginRequested('login')}>
            Iniciar sesión
          </Button>
        </Notice>
      </SignedOutView>

      {prizesState.data ? (
        <RouletteWheel
          prizes={prizes}
          rotation={spin?.rotation ?? 0}
          spinning={phase === 'spinning'}
          reducedMotion={spin?.reducedMotion ?? false}
          durationMs={SPIN_DURATION_MS}
        />
      ) : prizesState.isError ? (
        <Notice $tone="danger" role="alert">
          <span>No se pudieron cargar los premios</span>
          <Button
            size="sm"
            variant="secondary"
            loading={prizesState.isFetching}
            onClick={() => void prizesState.refetch()}
          >
            Reintentar
          </Button>
        </Notice>
      ) : (
        <WheelSkeleton aria-hidden="true">
          <Skeleton shape="circle" />
        </WheelSkeleton>
      )}

      <SpinButtonRow>
        <Button
          ref={spinButton}
          size="lg"
          fullWidth
          disabled={disabled}
          loading={phase === 'requesting' || phase === 'spinning'}
          aria-describedby={short ? notEnoughId : session === null ? signInId : undefined}
          onClick={requestSpin}
        >
          Girar
        </Button>
        {short && (
          <Notice $tone="warning" id={notEnoughId}>
            <span>
              {NOT_ENOUGH_POINTS}. Tienes {formatNumber(points)}.
            </span>
          </Notice>
        )}
      </SpinButtonRow>

      <VisuallyHidden role="status" aria-live="polite">
        {phase === 'requesting' || phase === 'spinning'
          ? 'Girando la ruleta…'
          : phase === 'won' && spin?.result
            ? winTitle(spin.result.prize.name)
            : ''}
      </VisuallyHidden>

      <SpendPointsDialog
        open={confirming}
        title="¿Girar la ruleta?"
        cost={SPIN_COST}
        balance={points}
        confirmLabel="Girar"
        onConfirm={() => spin?.spin()}
        onClose={() => setConfirming(false)}
      />

      {spin && phase === 'won' && spin.result && (
        <WinModal result={spin.result} onClose={spin.close} />
      )}
    </WheelColumn>
  );
}
