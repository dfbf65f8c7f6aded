import { MAX_ID } from '@fleet/domain';

/**
 * An id argument as a lookup takes it: one no row can have (0, negative) becomes 0, which is
 * simply not found, as REST answers such an id in a path.
 */
export const idOf = (value: number): number => (value > 0 && value <= MAX_ID ? value : 0);
