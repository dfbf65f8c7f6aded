/**
 * Whether the form's values hold a field at a dotted path (`asset_id`, `items.0.name`). A field
 * whose value is null (an empty select) is still a field.
 */
export function hasFormPath(values: unknown, path: string): boolean {
  if (path === '') return false;
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      return false;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}
