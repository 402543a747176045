import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@bonis/design-system';
import { splitMessage } from '@bonis/supabase-client/queries';
import * as S from './payment-page.styles';

export interface PurchaseClosedProps {
  /** the database's reason ('Título - Descripción'): 'El plan cambió; vuelve a elegirlo', … */
  message: string;
  /** where the shopper chooses again (/membership, /regalos) */
  backTo: string;
  /** the link's text ('Ver los planes') */
  backLabel: string;
}

/**
 * Instead of the payment form, when the purchase can't be paid (any more): the plan changed,
 * the 30 minutes to pay went by, or the plan adds nothing to the shopper's running one. The
 * database's reason, and the way back to choose again. It takes the focus: it replaces the form
 * the shopper was in.
 */
export function PurchaseClosed({ message, backTo, backLabel }: PurchaseClosedProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  const { title, description } = splitMessage(message);
  return (
    <S.Closed role="alert" ref={box} tabIndex={-1}>
      <S.ClosedTitle>{title}</S.ClosedTitle>
      {description && <p>{description}</p>}
      <Link component={RouterLink} to={backTo}>
        {backLabel}
      </Link>
    </S.Closed>
  );
}
