export {
  QuantityStepper,
  resolveQuantity,
  type QuantityStepperProps,
  type QuantityStepperSize,
} from './quantity-stepper';
