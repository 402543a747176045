export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
} from './radio-group';
