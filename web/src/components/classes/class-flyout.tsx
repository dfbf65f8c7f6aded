import { useState, type FormEvent } from 'react';
import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { z } from 'zod';
import {
  CLASSES_MESSAGES,
  canManageClassModels,
  equipmentClassCreateBody,
  type EquipmentClass,
  type ModelsListItem,
} from '@fleet/domain';
import { useAccess } from '../../lib/access-provider';
import { isApiError } from '../../lib/api-client';
import { categoryTree, useCategories } from '../../lib/classes-api/categories';
import {
  useCreateEquipmentClass,
  useLinkModel,
  useUpdateEquipmentClass,
} from '../../lib/classes-api/class-writes';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../lib/toasts';
import { DialogActions } from '../dialogs/dialog-actions';
import { Flyout } from '../dialogs/flyout';
import { failureMessage, showFailureToast } from './class-failures';
import { ClassPhotoField, type ClassPhotoState } from './class-photo-field';
import { ModelMultiSelect } from './model-multi-select';

export interface ClassFlyoutProps {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  /** The class to edit; none to add one. */
  equipmentClass?: EquipmentClass | undefined;
  /** The category a new class starts in (the bulk edit's chosen one). */
  initialCategoryId?: number | null;
  onSaved?: (saved: EquipmentClass) => void;
}

/** spec 2 §2 Add Class flyout (400px, spec 2 §9), and the same form to edit a class. */
export function ClassFlyout(props: ClassFlyoutProps) {
  const title = props.equipmentClass ? `Edit ${props.equipmentClass.name}` : 'Add Class';
  return (
    <Flyout opened={props.opened} onClose={props.onClose} title={title} size="400px">
      {props.opened && <ClassForm {...props} />}
    </Flyout>
  );
}

interface ClassValues extends Record<string, unknown> {
  class_name: string;
  category_id: string | null;
  description: string;
  primary_photo_id: number | null;
}

/** The create payload's schema over the form's values: the category chosen as a string. */
const classForm = equipmentClassCreateBody.extend({
  category_id: z
    .string({ error: CLASSES_MESSAGES.required })
    .min(1, CLASSES_MESSAGES.required)
    .transform(Number),
  primary_photo_id: z.number().nullable(),
});
type ClassBody = z.output<typeof classForm>;

function ClassForm(props: ClassFlyoutProps) {
  const { onClose, companyId, equipmentClass: editing, initialCategoryId, onSaved } = props;
  const { company, ctx } = useAccess();
  const categories = useCategories();
  const create = useCreateEquipmentClass(companyId);
  const update = useUpdateEquipmentClass(companyId);
  const link = useLinkModel();
  const [photo, setPhoto] = useState<ClassPhotoState>({
    photoId: editing?.photo?.photo_id ?? null,
    isUploading: false,
  });
  const [triedWhileUploading, setTriedWhileUploading] = useState(false);
  const [models, setModels] = useState<ModelsListItem[]>([]);
  // spec 2 §5, §6: models go in a class only by the internal company's app admin.
  const mayAddModels = !editing && canManageClassModels(company.company_id, ctx.securityLevelId);
  const categoryId = editing?.category_id ?? initialCategoryId ?? null;
  const { form, failure, showServerError } = useZodForm<ClassValues, ClassBody>(classForm, {
    initialValues: {
      class_name: editing?.name ?? '',
      category_id: categoryId === null ? null : String(categoryId),
      description: editing?.description ?? '',
      primary_photo_id: editing?.photo?.photo_id ?? null,
    },
  });

  const assignModels = async (saved: EquipmentClass) => {
    if (models.length === 0) return;
    const results = await Promise.allSettled(
      models.map((m) =>
        link.mutateAsync({
          equipment_class_id: saved.equipment_class_id,
          equipment_model_id: m.equipment_model_id,
        }),
      ),
    );
    if (results.some((r) => r.status === 'rejected')) {
      showFailureToast(CLASSES_MESSAGES.modelsAssignFailed);
    }
  };

  const submit = form.onSubmit((body) => {
    if (photo.isUploading) return;
    const fail = (error: unknown, fallback: string) => {
      showServerError(error);
      if (isApiError(error) && error.message === CLASSES_MESSAGES.classNameInUse) {
        form.setFieldError('class_name', CLASSES_MESSAGES.classNameInUse);
      }
      showFailureToast(failureMessage(error, fallback));
    };
    const withPhoto = { ...body, primary_photo_id: photo.photoId };
    if (editing) {
      update.mutate(
        { classId: editing.equipment_class_id, body: withPhoto },
        {
          onSuccess: (saved) => {
            showSuccessToast(CLASSES_MESSAGES.classUpdated(saved.name));
            onSaved?.(saved);
            onClose();
          },
          onError: (error) => fail(error, CLASSES_MESSAGES.classUpdateFailed),
        },
      );
      return;
    }
    create.mutate(withPhoto, {
      onSuccess: (saved) => {
        showSuccessToast(CLASSES_MESSAGES.classCreated(saved.equipment_class_id));
        // The class is made either way; models that could not be linked are said in a toast.
        void assignModels(saved).finally(() => {
          onSaved?.(saved);
          onClose();
        });
      },
      onError: (error) => fail(error, CLASSES_MESSAGES.classCreateFailed),
    });
  });
  // spec 2 §5: never while the photo is still uploading; a try says 'Uploading file...'.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (photo.isUploading) setTriedWhileUploading(true);
    submit(event);
  };

  const photoError =
    triedWhileUploading && photo.isUploading
      ? CLASSES_MESSAGES.uploading
      : (form.errors.primary_photo_id as string | undefined);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Class name"
          required
          data-autofocus
          {...form.getInputProps('class_name')}
        />
        <Select
          label="Category"
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
          required
          searchable
          data={categoryTree(categories.data ?? []).map(({ category, depth }) => ({
            value: String(category.category_id),
            label: depth === 0 ? category.name : `  ${category.name}`,
          }))}
          {...form.getInputProps('category_id')}
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <ClassPhotoField
          current={
            editing?.photo
              ? {
                  photoId: editing.photo.photo_id,
                  url: editing.photo.small ?? editing.photo.medium,
                  filename: editing.photo.filename,
                }
              : null
          }
          onChange={setPhoto}
          error={photoError}
        />
        {mayAddModels && <ModelMultiSelect label="Models" value={models} onChange={setModels} />}
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel={editing ? 'Save' : 'Add Class'}
          isPending={create.isPending || update.isPending || link.isPending}
        />
      </Stack>
    </form>
  );
}
