import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  FormField,
  Skeleton,
  TextField,
  VisuallyHidden,
  formatDate,
} from '@bonis/design-system';
import { bus, type ToastRequest } from '@bonis/design-system/bus';
import {
  shopperMessage,
  toastMessage,
  useActiveBonuses,
  useUnclaimedPrizes,
  type ShopperBonus,
  type UnclaimedPrize,
} from '@bonis/supabase-client/queries';
import { quoteQueryOptions } from '../../../api/quote';
import {
  appliedBenefitText,
  applicableBonuses,
  applicablePrizes,
  asCode,
  benefitText,
  discountChoice,
  discountKey,
  type AppliedDiscount,
} from '../utils/discount';
import {
  Applied,
  CodeRow,
  Muted,
  Notice,
  OptionItem,
  OptionList,
  OptionName,
  OptionText,
  Section,
  SectionTitle,
  SmallText,
  Step,
  Subtitle,
} from './checkout.styles';

const CODE_APPLIED: ToastRequest = {
  title: '¡Código aplicado!',
  description: 'Descuento aplicado correctamente',
};

export interface DiscountsSectionProps {
  userId: string;
  /** the range chosen so far (the preview prices the order as it stands) */
  slotId: string | null;
  /** the discount applied, if any */
  discount: AppliedDiscount | null;
  onApply: (discount: AppliedDiscount) => void;
  onRemove: () => void;
}

/** One bonus or prize the shopper can apply. */
interface DiscountOption {
  discount: AppliedDiscount;
  name: string;
  roulette: boolean;
  benefit: string;
  /** the '¡Bono aplicado!' toast's description */
  appliedText: string;
  expiresAt: string | null;
}

function bonusOption(bonus: ShopperBonus): DiscountOption {
  return {
    discount: { kind: 'bonus', id: bonus.id, label: bonus.bonus_name },
    name: bonus.bonus_name,
    roulette: bonus.roulette_win_id !== null,
    benefit: benefitText(bonus.bonus_type, bonus.bonus_value),
    appliedText: appliedBenefitText(bonus.bonus_type, bonus.bonus_value),
    expiresAt: bonus.expires_at,
  };
}

function prizeOption(prize: UnclaimedPrize): DiscountOption {
  return {
    discount: { kind: 'prize', id: prize.id, label: prize.prize_name },
    name: prize.prize_name,
    roulette: true,
    benefit: benefitText(prize.prize_type, prize.prize_value),
    appliedText: appliedBenefitText(prize.prize_type, prize.prize_value),
    expiresAt: prize.expires_at,
  };
}

/**
 * 4) Descuentos y bonos: a code (uppercased as typed) or one of the shopper's bonuses and
 * roulette prizes, one at a time (spec §4). Each is checked by pricing the order with it
 * (`preview_checkout`): the database's refusal is the toast ('Código inválido - …'); accepted,
 * it becomes part of the quote. While one is applied the code field and the list are disabled,
 * and 'Quitar' removes it ('Descuento removido') and clears the code field.
 */
export function DiscountsSection({
  userId,
  slotId,
  discount,
  onApply,
  onRemove,
}: DiscountsSectionProps) {
  const titleId = useId();
  const listTitleId = useId();
  const queryClient = useQueryClient();
  const bonuses = useActiveBonuses(userId, applicableBonuses);
  const prizes = useUnclaimedPrizes(userId, applicablePrizes);
  const [code, setCode] = useState('');
  /** what is being checked: 'code', or the bonus or prize id */
  const [checking, setChecking] = useState<string | null>(null);
  const running = useRef(false);
  const locked = discount !== null;

  useEffect(() => {
    const error = bonuses.error ?? prizes.error;
    if (error) console.error('[mfe-checkout] loading the bonuses and prizes failed', error);
  }, [bonuses.error, prizes.error]);

  const check = async (candidate: AppliedDiscount, key: string, success: ToastRequest) => {
    if (running.current) return;
    running.current = true;
    setChecking(key);
    try {
      await queryClient.fetchQuery(
        quoteQueryOptions(userId, { slotId, ...discountChoice(candidate) }),
      );
    } catch (error) {
      const message = shopperMessage(error);
      if (!message) console.error('[mfe-checkout] checking a discount failed', error);
      toastMessage(message ?? 'Error - No se pudo aplicar el descuento');
      return;
    } finally {
      running.current = false;
      setChecking(null);
    }
    onApply(candidate);
    bus.getState().toastRequested({ ...success, tone: 'success' });
  };

  const applyCode = () => {
    if (locked) return;
    const typed = code.trim();
    if (typed === '') {
      toastMessage('Error - Ingresa un código');
      return;
    }
    void check({ kind: 'code', code: typed, label: typed }, 'code', CODE_APPLIED);
  };

  const remove = () => {
    onRemove();
    setCode('');
    bus.getState().toastRequested({ title: 'Descuento removido', tone: 'info' });
  };

  const options = [
    ...(bonuses.data ?? []).map(bonusOption),
    ...(prizes.data ?? []).map(prizeOption),
  ];

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        <Step aria-hidden="true">4</Step>
        Descuentos y bonos
      </SectionTitle>

      <div role="status">
        {discount && (
          <Applied>
            <span>Descuento aplicado: {discount.label}</span>
            <Button size="sm" variant="secondary" onClick={remove}>
              Quitar
            </Button>
          </Applied>
        )}
      </div>

      <CodeRow>
        <FormField label="Código de descuento">
          <TextField
            value={code}
            disabled={locked}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setCode(asCode(event.currentTarget.value))}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              // Enter applies the code; it must not submit the order
              if (event.key !== 'Enter') return;
              event.preventDefault();
              applyCode();
            }}
          />
        </FormField>
        <Button
          variant="secondary"
          disabled={locked || (checking !== null && checking !== 'code')}
          loading={checking === 'code'}
          onClick={applyCode}
        >
          Aplicar
        </Button>
      </CodeRow>

      <div>
        <Subtitle id={listTitleId}>Tus bonos y premios</Subtitle>
        {bonuses.isPending || prizes.isPending ? (
          <div role="status">
            <VisuallyHidden>Cargando tus bonos…</VisuallyHidden>
            <Skeleton shape="rect" height={56} />
          </div>
        ) : bonuses.error || prizes.error ? (
          <Notice $tone="warning">
            No se pudieron cargar tus bonos y premios.
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                void bonuses.refetch();
                void prizes.refetch();
              }}
            >
              Reintentar
            </Button>
          </Notice>
        ) : options.length === 0 ? (
          <Muted>No tienes bonos ni premios disponibles.</Muted>
        ) : (
          <OptionList aria-labelledby={listTitleId}>
            {options.map((option) => {
              const key = discountKey(option.discount);
              const applied = discount !== null && discountKey(discount) === key;
              return (
                <OptionItem key={key} data-disabled={locked || undefined}>
                  <OptionText>
                    <OptionName>
                      {option.name}
                      {option.roulette && (
                        <Badge variant="member" size="sm">
                          Ruleta
                        </Badge>
                      )}
                      {applied && (
                        <Badge variant="activo" size="sm">
                          Aplicado
                        </Badge>
                      )}
                    </OptionName>
                    <SmallText>{option.benefit}</SmallText>
                    {option.expiresAt && (
                      <SmallText>Vence el {formatDate(option.expiresAt)}</SmallText>
                    )}
                  </OptionText>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Aplicar ${option.name}`}
                    disabled={locked || (checking !== null && checking !== key)}
                    loading={checking === key}
                    onClick={() =>
                      void check(option.discount, key, {
                        title: '¡Bono aplicado!',
                        description: option.appliedText,
                      })
                    }
                  >
                    Aplicar
                  </Button>
                </OptionItem>
              );
            })}
          </OptionList>
        )}
      </div>
    </Section>
  );
}
