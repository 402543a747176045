import { useId, type ReactNode, type Ref } from 'react';
import {
  Hint,
  IconBox,
  Label,
  Placeholder,
  Root,
  Trend,
  Value,
  type StatCardTone,
  type StatTrendDirection,
} from './stat-card.styles';

export type { StatCardTone, StatTrendDirection };

export interface StatTrend {
  direction: StatTrendDirection;
  /** what the trend says in words, e.g. '+12 % frente al mes anterior' */
  label: string;
}

export interface StatCardProps {
  /** e.g. 'Total de productos' */
  label: string;
  /** already formatted by the caller, e.g. `formatCOP(total)` or `formatNumber(count)` */
  value: ReactNode;
  /** decorative */
  icon?: ReactNode;
  trend?: StatTrend;
  /** a short note under the value, e.g. '3 con stock bajo' */
  hint?: ReactNode;
  /** 'warning' draws the card's border in the warning colour (e.g. low stock) */
  tone?: StatCardTone;
  /** the value is being fetched */
  loading?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const arrows: Record<StatTrendDirection, string> = { up: '↑', down: '↓', neutral: '→' };

/** One figure of the admin dashboard: label, value, icon and an optional trend or hint. */
export function StatCard({
  label,
  value,
  icon,
  trend,
  hint,
  tone = 'default',
  loading = false,
  className,
  ref,
}: StatCardProps) {
  const labelId = useId();
  return (
    <Root
      ref={ref}
      className={className}
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      $tone={tone}
      data-variant={tone}
      data-state={loading ? 'loading' : 'ready'}
    >
      <Label id={labelId}>{label}</Label>
      {icon !== undefined && icon !== null && <IconBox aria-hidden="true">{icon}</IconBox>}
      <Value>{loading ? <Placeholder aria-label="Cargando" role="img" /> : value}</Value>
      {trend && !loading && (
        <Trend $direction={trend.direction} data-variant={trend.direction}>
          <span aria-hidden="true">{arrows[trend.direction]}</span>
          {trend.label}
        </Trend>
      )}
      {hint !== undefined && hint !== null && !loading && <Hint>{hint}</Hint>}
    </Root>
  );
}
