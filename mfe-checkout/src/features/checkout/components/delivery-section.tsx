import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { Badge, Button, Skeleton, VisuallyHidden, formatCOP } from '@bonis/design-system';
import { useShippingRanges, type DeliveryRange } from '../api/get-shipping-ranges';
import { useCheckoutFormContext } from '../hooks/use-checkout-form-context';
import { useNow } from '../hooks/use-now';
import {
  deliveryDays,
  firstOpenDay,
  isRangeOpen,
  type DeliveryDay,
  keepTimesTogether,
} from '../utils/delivery-calendar';
import {
  ChoiceCard,
  ChoiceGroup,
  ChoiceLegend,
  DayGrid,
  DayLabel,
  DayName,
  Muted,
  Notice,
  RangeCost,
  RangeIcon,
  RangeList,
  RangeText,
  Section,
  SectionTitle,
  SmallText,
  Step,
} from './checkout.styles';

/** The error type of a chosen slot that closed while the page was open. */
const SLOT_EXPIRED = 'expired';
const SLOT_EXPIRED_MESSAGE = 'El horario que elegiste ya no está disponible. Elige otro.';

/**
 * 3) Método de envío: the delivery calendar. Four days in Bogotá time (Hoy 'Entrega hoy',
 * Mañana, then two weekday names), and for the day shown every active time range with its icon,
 * description and cost; a range of today that has ended is shown disabled ('Ya pasó'). Choosing
 * a range sets the form's `slotId` and `deliveryDate`. Both groups are native radios: arrow keys
 * move within a group, Tab enters and leaves it.
 */
export function DeliverySection() {
  const titleId = useId();
  const ranges = useShippingRanges();

  useEffect(() => {
    if (ranges.error)
      console.error('[mfe-checkout] loading the delivery ranges failed', ranges.error);
  }, [ranges.error]);

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        <Step aria-hidden="true">3</Step>
        Método de envío
      </SectionTitle>
      {ranges.data ? (
        ranges.data.length > 0 ? (
          <DeliveryCalendar ranges={ranges.data} />
        ) : (
          <Muted>No hay horarios de envío disponibles en este momento.</Muted>
        )
      ) : ranges.error ? (
        <Notice $tone="danger" role="alert">
          No se pudieron cargar los horarios de envío.
          <Button
            size="sm"
            variant="secondary"
            loading={ranges.isFetching}
            onClick={() => void ranges.refetch()}
          >
            Reintentar
          </Button>
        </Notice>
      ) : (
        <RangeList role="status">
          <VisuallyHidden>Cargando horarios de envío…</VisuallyHidden>
          <Skeleton shape="rect" height={72} />
          <Skeleton shape="rect" height={120} />
        </RangeList>
      )}
    </Section>
  );
}

function DeliveryCalendar({ ranges }: { ranges: readonly DeliveryRange[] }) {
  const now = useNow();
  const days = deliveryDays(now);
  const { control, setValue, setError, clearErrors } = useCheckoutFormContext();
  const slot = useController({ control, name: 'slotId' });
  const deliveryDate = useController({ control, name: 'deliveryDate' });
  const chosenRange = slot.field.value;
  const chosenDate = deliveryDate.field.value;
  const [pickedDay, setPickedDay] = useState<string | null>(chosenDate || null);
  const dayNameId = useId();

  const shownDay: DeliveryDay | undefined =
    days.find((day) => day.date === pickedDay) ?? firstOpenDay(days, ranges, now);

  const choose = (range: DeliveryRange, date: string) => {
    clearErrors('slotId');
    slot.field.onChange(range.id);
    setValue('deliveryDate', date);
  };
  const clear = () => {
    slot.field.onChange('');
    setValue('deliveryDate', '');
  };

  // A chosen slot that can't be delivered any more (today's range ended, or midnight passed, or
  // the range was switched off) is dropped, and the shopper is told (the group is marked).
  const chosen = ranges.find((range) => range.id === chosenRange);
  const stillOpen = chosen !== undefined && isRangeOpen(chosen.ends_at, chosenDate, now);
  useEffect(() => {
    if (chosenRange === '' || stillOpen) return;
    setValue('slotId', '');
    setValue('deliveryDate', '');
    setError('slotId', { type: SLOT_EXPIRED, message: SLOT_EXPIRED_MESSAGE });
  }, [chosenRange, stillOpen, setValue, setError]);

  if (!shownDay) return null;
  const invalid = Boolean(slot.fieldState.error);
  const expired = slot.fieldState.error?.type === SLOT_EXPIRED;
  const firstEnabled = ranges.find((range) => isRangeOpen(range.ends_at, shownDay.date, now));

  return (
    <>
      <ChoiceGroup>
        <ChoiceLegend>Día de entrega</ChoiceLegend>
        <DayGrid>
          {days.map((day) => {
            const id = `${dayNameId}-${day.date}`;
            return (
              <ChoiceCard key={day.date}>
                <input
                  type="radio"
                  id={id}
                  name={`${dayNameId}-day`}
                  value={day.date}
                  checked={day.date === shownDay.date}
                  onChange={() => {
                    setPickedDay(day.date);
                    // the same range that day, if it is open then; else choose again
                    if (chosen && isRangeOpen(chosen.ends_at, day.date, now)) {
                      choose(chosen, day.date);
                    } else if (chosenRange !== '') {
                      clear();
                    }
                  }}
                />
                <DayLabel htmlFor={id}>
                  <DayName>{day.label}</DayName>
                  <SmallText>{day.dateLabel}</SmallText>
                  {day.isToday && (
                    <Badge variant="info" size="sm">
                      Entrega hoy
                    </Badge>
                  )}
                </DayLabel>
              </ChoiceCard>
            );
          })}
        </DayGrid>
      </ChoiceGroup>

      <ChoiceGroup>
        <ChoiceLegend>
          Horario de entrega · {shownDay.label}, {shownDay.dateLabel}
        </ChoiceLegend>
        <RangeList>
          {ranges.map((range) => {
            const id = `${dayNameId}-range-${range.id}`;
            const open = isRangeOpen(range.ends_at, shownDay.date, now);
            return (
              <ChoiceCard key={range.id}>
                <input
                  type="radio"
                  id={id}
                  name={`${dayNameId}-range`}
                  value={range.id}
                  disabled={!open}
                  checked={range.id === chosenRange && chosenDate === shownDay.date}
                  aria-invalid={invalid || undefined}
                  ref={range.id === firstEnabled?.id ? slot.field.ref : undefined}
                  onChange={() => choose(range, shownDay.date)}
                  onBlur={slot.field.onBlur}
                />
                <label htmlFor={id}>
                  <RangeIcon aria-hidden="true">{range.icon}</RangeIcon>
                  <RangeText>
                    <strong>{keepTimesTogether(range.time_range)}</strong>
                    {range.description && <SmallText>{range.description}</SmallText>}
                  </RangeText>
                  {open ? (
                    <RangeCost>{formatCOP(range.cost)}</RangeCost>
                  ) : (
                    <Badge variant="neutral" size="sm">
                      Ya pasó
                    </Badge>
                  )}
                </label>
              </ChoiceCard>
            );
          })}
        </RangeList>
      </ChoiceGroup>
      <div role="status">{expired && <Notice $tone="warning">{SLOT_EXPIRED_MESSAGE}</Notice>}</div>
    </>
  );
}
