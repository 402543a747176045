import { Link as RouterLink } from 'react-router';
import { Button, Link, Modal } from '@bonis/design-system';
import type { SpinResult } from '@bonis/supabase-client';
import { paths } from '../../../config/paths';
import { isBonusPrize, winNote, winTitle } from '../utils/prize-copy';
import { WinBody, WinIcon } from './roulette.styles';

/**
 * The win modal: the prize the database drew, its description and what it means (points in
 * the balance; a bonus in 'Mis bonos' for checkout, 30 days).
 */
export function WinModal({ result, onClose }: { result: SpinResult; onClose: () => void }) {
  const { prize } = result;
  return (
    <Modal
      open
      onClose={onClose}
      title={winTitle(prize.name)}
      description={prize.description ?? undefined}
      footer={
        <>
          {isBonusPrize(prize.type) && (
            <Link component={RouterLink} to={paths.rewards.getHref()}>
              Ver mis bonos
            </Link>
          )}
          <Button onClick={onClose}>Seguir jugando</Button>
        </>
      }
    >
      <WinBody>
        <WinIcon aria-hidden="true">{prize.icon}</WinIcon>
        <p>{winNote(result)}</p>
      </WinBody>
    </Modal>
  );
}
