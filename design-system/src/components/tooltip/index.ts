export { Tooltip, type TooltipPlacement, type TooltipProps } from './tooltip';
