export { tokens } from './tokens';
