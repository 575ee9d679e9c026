export { useDebouncedValue } from './useDebouncedValue';
export { useLive } from './useLive';
export type { LiveState } from './useLive';
