export { bus, createBus, useBus, type Bus, type BusEvents, type BusState } from './bus';
