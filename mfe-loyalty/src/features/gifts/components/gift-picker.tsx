import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Price,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  VisuallyHidden,
} from '@bonis/design-system';
import { useGiftPlans, type GiftPlan } from '../api/get-gift-plans';
import {
  COUPON_GIFTS,
  durationLabel,
  giftItemLabel,
  isMembershipGift,
  type GiftItem,
} from '../utils/gift-items';
import {
  Benefits,
  FieldError,
  Notice,
  NoticeRow,
  OptionBody,
  OptionCard,
  OptionMeta,
  OptionName,
  Options,
} from './gifts.styles';

export const GIFT_TABS = [
  { value: 'membresias', label: 'Membresías' },
  { value: 'cupones', label: 'Cupones' },
] as const;
type GiftTab = (typeof GIFT_TABS)[number]['value'];

const tabOf = (item: GiftItem | ''): GiftTab =>
  item !== '' && !isMembershipGift(item) ? 'cupones' : 'membresias';

/** What each radio card gets from the picker. */
interface RadioProps {
  name: string;
  value: GiftItem;
  checked: boolean;
  onChange: () => void;
  invalid: boolean;
  /** the id of the picker's error, while it shows */
  errorId: string | undefined;
}

export interface GiftPickerProps {
  value: GiftItem | '';
  onChange: (item: GiftItem) => void;
  /** the form's message when no item is picked */
  error?: string;
  /**
   * receives what react-hook-form focuses when the item is missing: the picked radio, else
   * the first of the open tab
   */
  focusRef: (target: { focus: () => void } | null) => void;
}

/**
 * The item: tabs 'Membresías' (mensual and anual, priced by `membership_plans`) and 'Cupones'
 * ($ 50.000, $ 100.000, $ 200.000), each a group of radio cards (arrow keys move within a
 * group, as the platform does; arrow keys move between the tabs). One item for the whole form.
 */
export function GiftPicker({ value, onChange, error, focusRef }: GiftPickerProps) {
  const [tab, setTab] = useState<GiftTab>(() => tabOf(value));
  const root = useRef<HTMLDivElement>(null);
  const name = useId();
  const errorId = useId();

  useEffect(() => {
    focusRef({
      focus: () => {
        const radios = root.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
        const list = radios ? Array.from(radios) : [];
        (list.find((radio) => radio.checked) ?? list[0])?.focus();
      },
    });
    return () => focusRef(null);
  }, [focusRef]);

  const radio = (item: GiftItem): RadioProps => ({
    name,
    value: item,
    checked: value === item,
    onChange: () => onChange(item),
    invalid: Boolean(error),
    errorId: error ? errorId : undefined,
  });

  return (
    <div ref={root}>
      <Tabs value={tab} onValueChange={(next) => setTab(next as GiftTab)}>
        <TabList aria-label="Tipo de regalo" fitted>
          {GIFT_TABS.map((entry) => (
            <Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="membresias">
          <MembershipOptions radio={radio} />
        </TabPanel>
        <TabPanel value="cupones">
          <Options>
            <legend>Elige un cupón</legend>
            {COUPON_GIFTS.map((coupon) => (
              <GiftOption
                key={coupon.value}
                {...radio(coupon.value)}
                title={giftItemLabel(coupon.value)}
                meta="Para usar en toda la tienda, en una compra"
                price={<Price price={coupon.amount} size="sm" />}
              />
            ))}
          </Options>
        </TabPanel>
      </Tabs>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </div>
  );
}

function MembershipOptions({ radio }: { radio: (item: GiftItem) => RadioProps }) {
  const plans = useGiftPlans();
  useEffect(() => {
    if (plans.error)
      console.error('[mfe-loyalty] loading the membership plans failed', plans.error);
  }, [plans.error]);

  if (!plans.data) {
    if (plans.isError) {
      return (
        <Notice $tone="danger" role="alert" style={{ marginTop: 16 }}>
          <NoticeRow>
            <span>No se pudieron cargar las membresías</span>
            <Button
              size="sm"
              variant="secondary"
              loading={plans.isFetching}
              onClick={() => void plans.refetch()}
            >
              Reintentar
            </Button>
          </NoticeRow>
        </Notice>
      );
    }
    return (
      <Options aria-busy="true">
        <legend>Elige una membresía</legend>
        <VisuallyHidden role="status">Cargando membresías…</VisuallyHidden>
        <Skeleton shape="rect" height={180} />
        <Skeleton shape="rect" height={180} />
      </Options>
    );
  }

  const monthly = plans.data.find((plan) => plan.membership_type === 'mensual');
  return (
    <Options>
      <legend>Elige una membresía</legend>
      {plans.data.map((plan) => (
        <GiftOption
          key={plan.membership_type}
          {...radio(plan.membership_type)}
          title={`Membresía ${plan.name}`}
          meta={durationLabel(plan.duration_days)}
          price={<PlanPrice plan={plan} monthly={monthly} />}
          benefits={plan.benefits}
        />
      ))}
    </Options>
  );
}

/**
 * A plan's price; the annual one with its original price, 12 × the monthly plan's, struck
 * through and the savings line (ARCHITECTURE §5).
 */
function PlanPrice({ plan, monthly }: { plan: GiftPlan; monthly: GiftPlan | undefined }) {
  const original = plan.membership_type === 'anual' && monthly ? monthly.price * 12 : null;
  return <Price price={plan.price} originalPrice={original} size="sm" />;
}

function GiftOption({
  name,
  value,
  checked,
  onChange,
  invalid,
  errorId,
  title,
  meta,
  price,
  benefits,
}: RadioProps & {
  title: string;
  meta: string;
  price: ReactNode;
  benefits?: readonly string[];
}) {
  const id = useId();
  return (
    <OptionCard $checked={checked} $invalid={invalid} data-state={checked ? 'checked' : undefined}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-title`}
        aria-describedby={[
          `${id}-price`,
          `${id}-meta`,
          benefits?.length ? `${id}-benefits` : undefined,
          errorId,
        ]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={invalid || undefined}
      />
      <OptionBody>
        <OptionName id={`${id}-title`}>{title}</OptionName>
        <span id={`${id}-price`}>{price}</span>
        <OptionMeta id={`${id}-meta`}>{meta}</OptionMeta>
      </OptionBody>
      {benefits && benefits.length > 0 && (
        <Benefits id={`${id}-benefits`} aria-label="Beneficios">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </Benefits>
      )}
    </OptionCard>
  );
}

/** The price of an item, for the summary. */
export function itemPrice(item: GiftItem, plans: readonly GiftPlan[] | undefined): number | null {
  if (isMembershipGift(item)) {
    return plans?.find((plan) => plan.membership_type === item)?.price ?? null;
  }
  return COUPON_GIFTS.find((coupon) => coupon.value === item)?.amount ?? null;
}
