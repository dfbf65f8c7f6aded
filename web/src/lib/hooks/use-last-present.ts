import { useState } from 'react';

/**
 * The value, or the last one that was not null: a dialog keeps showing its subject while it
 * fades out after the page cleared it.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
