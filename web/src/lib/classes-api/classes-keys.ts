/** Query keys of categories, equipment classes and catalogue models (class pages, bulk edit). */
export const classesKeys = {
  all: ['classes'] as const,
  categories: () => [...classesKeys.all, 'categories'] as const,
  equipmentClasses: () => [...classesKeys.all, 'equipment-classes'] as const,
  equipmentClassList: (categoryId: number | null) =>
    [...classesKeys.equipmentClasses(), categoryId ?? 'all'] as const,
  models: (query: string, page: number) => [...classesKeys.all, 'models', query, page] as const,
};
