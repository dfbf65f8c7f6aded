import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { z } from 'zod';
import { CLASSES_MESSAGES, categoryCreateBody, type Category } from '@fleet/domain';
import { isApiError } from '../../lib/api-client';
import { parentCategoryOptions, useCategories } from '../../lib/classes-api/categories';
import { useCreateCategory, useUpdateCategory } from '../../lib/classes-api/category-writes';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../lib/toasts';
import { DialogActions } from '../dialogs/dialog-actions';
import { Flyout } from '../dialogs/flyout';
import { failureMessage, showFailureToast } from './class-failures';

export interface CategoryFlyoutProps {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  /** The category to edit; none to add one. */
  category?: Category | undefined;
  onSaved?: (category: Category) => void;
}

/** spec 2 §2 Add Category flyout (400px, spec 2 §9), and the same form to edit one. */
export function CategoryFlyout(props: CategoryFlyoutProps) {
  const title = props.category ? `Edit ${props.category.name}` : 'Add Category';
  return (
    <Flyout opened={props.opened} onClose={props.onClose} title={title} size="400px">
      {props.opened && <CategoryForm {...props} />}
    </Flyout>
  );
}

interface CategoryValues extends Record<string, unknown> {
  category_name: string;
  singular_name: string;
  canonical_name: string;
  parent_category_id: string | null;
  description: string;
}

/** The create payload's schema over the form's values: the parent chosen as a string. */
const categoryForm = categoryCreateBody.extend({
  parent_category_id: z
    .string()
    .nullable()
    .transform((value) => (value ? Number(value) : null)),
});
type CategoryBody = z.output<typeof categoryForm>;

function CategoryForm({ onClose, companyId, category, onSaved }: CategoryFlyoutProps) {
  const categories = useCategories();
  const create = useCreateCategory(companyId);
  const update = useUpdateCategory(companyId);
  const { form, failure, showServerError } = useZodForm<CategoryValues, CategoryBody>(
    categoryForm,
    {
      initialValues: {
        category_name: category?.name ?? '',
        singular_name: category?.singular_name ?? '',
        canonical_name: category?.canonical_name ?? '',
        parent_category_id:
          category?.parent_category_id == null ? null : String(category.parent_category_id),
        description: category?.description ?? '',
      },
    },
  );
  // spec 2 §5: only active top-level categories may be parents (never the category itself).
  const parents = parentCategoryOptions(categories.data ?? [], category?.category_id).map((c) => ({
    value: String(c.category_id),
    label: c.name,
  }));

  /** spec 2 §8: a 409 says 'This Category name is already in use' (the name field too). */
  const fail = (error: unknown, otherwise: string) => {
    showServerError(error);
    if (isApiError(error) && error.status === 409) {
      form.setFieldError('category_name', CLASSES_MESSAGES.categoryNameInUse);
      showFailureToast(CLASSES_MESSAGES.categoryNameInUse);
    } else showFailureToast(otherwise);
  };

  const handleSubmit = form.onSubmit((body) => {
    const done = (saved: Category, message: string) => {
      showSuccessToast(message);
      onSaved?.(saved);
      onClose();
    };
    if (category) {
      update.mutate(
        { categoryId: category.category_id, body },
        {
          onSuccess: (saved) => done(saved, CLASSES_MESSAGES.categoryUpdated(saved.name)),
          onError: (error) =>
            fail(error, failureMessage(error, CLASSES_MESSAGES.categoryUpdateFailed)),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (saved) => done(saved, CLASSES_MESSAGES.categoryCreated(saved.name)),
        // Any other failure of an addition: the spec's own sentence.
        onError: (error) => fail(error, CLASSES_MESSAGES.categoryCreateFailed),
      });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Category name"
          required
          data-autofocus
          {...form.getInputProps('category_name')}
        />
        <TextInput
          label="Singular name"
          description="One of them, e.g. “Excavator” for Excavators"
          required
          {...form.getInputProps('singular_name')}
        />
        <TextInput
          label="Canonical name"
          description="The name reports and imports match on"
          required
          {...form.getInputProps('canonical_name')}
        />
        <Select
          label="Parent category"
          placeholder="None (a top-level category)"
          clearable
          searchable
          data={parents}
          nothingFoundMessage="No top-level categories"
          {...form.getInputProps('parent_category_id')}
        />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel={category ? 'Save' : 'Add Category'}
          isPending={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}
