export { Card, type CardElement, type CardPadding, type CardProps, type CardVariant } from './card';
