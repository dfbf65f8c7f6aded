import { Select, SimpleGrid } from '@mantine/core';
import { useCategories } from '../../../lib/classes-api/categories';
import { useEquipmentClasses } from '../../../lib/classes-api/equipment-classes';
import type { AssetCreateForm } from './form-type';

/**
 * Category and class (spec 2 §3): the class list follows the chosen category; a class chosen
 * first brings its category along (the server derives it too).
 */
export function ClassFields({ form }: { form: AssetCreateForm }) {
  const categoryId = form.values.category_id === null ? null : Number(form.values.category_id);
  const categories = useCategories();
  const classes = useEquipmentClasses(categoryId);
  const category = form.getInputProps('category_id');
  const equipmentClass = form.getInputProps('equipment_class_id');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Category"
        placeholder={categories.isPending ? 'Loading categories…' : 'No category'}
        searchable
        clearable
        data={(categories.data ?? []).map((c) => ({ value: String(c.category_id), label: c.name }))}
        {...category}
        onChange={(value) => {
          form.setFieldValue('category_id', value);
          form.setFieldValue('equipment_class_id', null);
        }}
      />
      <Select
        label="Class"
        placeholder={classes.isPending ? 'Loading classes…' : 'No class'}
        searchable
        clearable
        data={(classes.data ?? []).map((c) => ({
          value: String(c.equipment_class_id),
          label: c.name,
        }))}
        {...equipmentClass}
        onChange={(value) => {
          form.setFieldValue('equipment_class_id', value);
          const chosen = classes.data?.find((c) => String(c.equipment_class_id) === value);
          if (chosen?.category_id != null && form.values.category_id === null) {
            form.setFieldValue('category_id', String(chosen.category_id));
          }
        }}
      />
    </SimpleGrid>
  );
}
