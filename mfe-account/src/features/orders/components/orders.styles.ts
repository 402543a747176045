import { Link } from 'react-router';
import { styled } from 'styled-components';
import { media, vars } from '@bonis/design-system';

export {
  CardHeader as SectionHeader,
  StateError as ErrorMessage,
  StateMessage as Message,
  TextLink,
} from '../../../components/page-parts.styles';

/* --- the /orders page --- */

export const CountLine = styled.p`
  margin: 0 0 ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-weight: 700;
`;

export const OrderList = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0 0 ${vars.space[8]};
  padding: 0;
  list-style: none;
  transition: opacity ${vars.duration.normal} ${vars.easing.standard};

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const SkeletonList = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

/* --- an order's card --- */

export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

export const OrderTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** The order number in a card's title: a link to the order's own page. */
export const TitleLink = styled(Link)`
  border-radius: 2px;
  color: inherit;
  text-decoration: underline;
  text-decoration-color: ${vars.color.borderStrong};
  text-underline-offset: 0.18em;

  &:hover {
    text-decoration-color: currentColor;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Muted = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** Payment method and total: label above value, side by side from the first breakpoint. */
export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]} ${vars.space[8]};
  margin: ${vars.space[4]} 0;

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export const Total = styled.dd`
  font-size: ${vars.fontSize.lg};
`;

export const Details = styled.div`
  margin-top: ${vars.space[4]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};

  &[hidden] {
    display: none;
  }
`;

export const DetailsTitle = styled.h3`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize.md};
`;

export const Lines = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[4]};
  padding: 0;
  list-style: none;
`;

/** Name and quantity on the left, the line's total on the right; wraps under 320 px. */
export const Line = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 ${vars.space[3]};
  padding: ${vars.space[2]} 0;
  border-bottom: 1px dashed ${vars.color.border};

  & > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
`;

export const LineName = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const LineMeta = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;

  ${media.md} {
    max-width: 360px;
    margin-left: auto;
  }

  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
  }
  dt[data-total],
  dd[data-total] {
    padding-top: ${vars.space[2]};
    border-top: 1px solid ${vars.color.border};
    color: ${vars.color.text};
    font-weight: 800;
  }
`;

export const Delivery = styled.p`
  margin: ${vars.space[4]} 0 0;
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const PanelMessage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[4]};

  & > p {
    margin: 0;
  }
`;

/* --- the profile's recent orders --- */

export const RecentList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RecentRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[3]} 0;
  border-bottom: 1px solid ${vars.color.border};

  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    border-bottom: 0;
  }
`;

export const RecentNumber = styled.span`
  display: block;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const RecentTotal = styled.strong`
  margin-left: auto;
  font-size: ${vars.fontSize.md};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${vars.space[4]};
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;

/* --- an order's own page --- */

export const Notice = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0 0 ${vars.space[6]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border-inline-start: 4px solid ${vars.color.info};
  background: ${vars.color.surfaceSunken};
  overflow-wrap: anywhere;

  &[data-tone='success'] {
    border-inline-start-color: ${vars.color.success};
  }
  &[data-tone='warning'] {
    border-inline-start-color: ${vars.color.warning};
  }
  &[data-tone='danger'] {
    border-inline-start-color: ${vars.color.danger};
  }

  & > a {
    justify-self: start;
  }
`;

export const OrderPageGrid = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  align-items: start;

  & > * {
    min-width: 0;
  }

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

export const Recipient = styled.address`
  display: grid;
  gap: ${vars.space[1]};
  margin: ${vars.space[4]} 0;
  font-style: normal;
  overflow-wrap: anywhere;
`;

/* --- an order's timeline --- */

/** The steps, one under the other, joined by a line; readable at 320 px. */
export const Steps = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A step: its dot on the line, then its name, when, and its detail (the tracking number). */
export const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 1.5rem minmax(0, 1fr);
  column-gap: ${vars.space[3]};
  padding-bottom: ${vars.space[4]};
  overflow-wrap: anywhere;

  & > :not(:first-child) {
    grid-column: 2;
  }

  /* the line to the next step */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 1.25rem;
    bottom: 0;
    left: calc(0.75rem - 1px);
    width: 2px;
    background: ${vars.color.border};
  }

  /* green between two steps reached */
  &[data-state='done']:has(+ [data-state='done'])::before {
    background: ${vars.color.success};
  }

  &:last-child {
    padding-bottom: 0;
  }
`;

export const StepMarker = styled.span`
  grid-row: 1 / span 3;
  width: 1rem;
  height: 1rem;
  margin: 0.2rem 0 0 0.25rem;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: 50%;
  background: ${vars.color.surface};

  [data-state='done'] > & {
    border-color: ${vars.color.success};
    background: ${vars.color.success};
  }

  [data-kind='cancelled'] > &,
  [data-kind='refunded'] > & {
    border-color: ${vars.color.danger};
    background: ${vars.color.danger};
  }

  [aria-current='step'] > & {
    box-shadow: 0 0 0 4px ${vars.color.successSoft};
  }

  [aria-current='step'][data-kind='cancelled'] > &,
  [aria-current='step'][data-kind='refunded'] > & {
    box-shadow: 0 0 0 4px ${vars.color.dangerSoft};
  }
`;

export const StepLabel = styled.span`
  font-weight: 700;

  [data-state='pending'] > & {
    color: ${vars.color.textMuted};
    font-weight: 600;
  }
`;

export const StepDetail = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  &[data-detail] {
    color: ${vars.color.text};
  }
`;

/** The order page's side column: the timeline, then delivery and payment. */
export const SideColumn = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

/* --- an order's actions --- */

/** 'Ver recibo', 'Volver a comprar', 'Cancelar pedido', and what 'Volver a comprar' did. */
export const ActionBar = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0 0 ${vars.space[6]};
`;

export const ActionButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const ReorderNotice = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  border-inline-start: 4px solid ${vars.color.info};
  background: ${vars.color.surfaceSunken};
  overflow-wrap: anywhere;

  &[data-tone='success'] {
    border-inline-start-color: ${vars.color.success};
  }
  &[data-tone='warning'] {
    border-inline-start-color: ${vars.color.warning};
  }

  & > a {
    justify-self: start;
  }
`;

/* --- 'Mis pagos' --- */

export const PaymentList = styled.ul`
  display: grid;
  margin: 0 0 ${vars.space[6]};
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border};
`;

/** What it paid and when, the status, the amount, 'Ver recibo': wraps under 320 px. */
export const PaymentRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};

  & > div {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

export const PaymentName = styled.span`
  display: block;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const PaymentAmount = styled.strong`
  margin-left: auto;
  font-size: ${vars.fontSize.md};
  white-space: nowrap;
`;

/** An order number that never breaks at its hyphen ('BON-' on one line, digits on the next). */
export const Unbroken = styled.span`
  white-space: nowrap;
`;
