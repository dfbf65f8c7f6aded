import type { UseMutationResult } from '@tanstack/react-query';
import { CLASSES_MESSAGES, type Category, type EquipmentClass } from '@fleet/domain';
import { failureMessage, showFailureToast } from '../../../components/classes/class-failures';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useDeleteCategory } from '../../../lib/classes-api/category-writes';
import { useDeleteEquipmentClass } from '../../../lib/classes-api/class-writes';
import { showSuccessToast } from '../../../lib/toasts';

interface DeleteProps<T> {
  companyId: number;
  /** What to delete; null: the dialog is closed. */
  target: T | null;
  onClose: () => void;
}

interface RecordDeleteProps {
  /** The record's name and id; null: the dialog is closed. */
  target: { id: number; name: string } | null;
  noun: 'class' | 'category';
  remove: UseMutationResult<void, Error, number>;
  failed: string;
  deleted: (name: string) => string;
  text: string;
  onClose: () => void;
}

/**
 * The confirm dialog both deletes share: the server's refusal (or spec 2 §8's sentence) shows
 * in the dialog and as a toast; success toasts and closes.
 */
function RecordDeleteDialog({
  target,
  noun,
  remove,
  failed,
  deleted,
  text,
  onClose,
}: RecordDeleteProps) {
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={target !== null}
      title={`Delete ${target?.name ?? noun}?`}
      confirmLabel={`Delete ${noun}`}
      danger
      isPending={remove.isPending}
      failure={remove.isError ? failureMessage(remove.error, failed) : null}
      onCancel={close}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: () => {
            showSuccessToast(deleted(target.name));
            close();
          },
          onError: (error) => showFailureToast(failureMessage(error, failed)),
        });
      }}
    >
      {text}
    </ConfirmDialog>
  );
}

/** Deleting a class (spec 2 §7): refused while assets are in it. */
export function DeleteClassDialog({ companyId, target, onClose }: DeleteProps<EquipmentClass>) {
  return (
    <RecordDeleteDialog
      target={target && { id: target.equipment_class_id, name: target.name }}
      noun="class"
      remove={useDeleteEquipmentClass(companyId)}
      failed={CLASSES_MESSAGES.classDeleteFailed}
      deleted={CLASSES_MESSAGES.classDeleted}
      text="The class and its model links are removed. A class that still has assets cannot be deleted: move them to another class first."
      onClose={onClose}
    />
  );
}

/** Deleting a category deactivates it; refused while sub-categories, classes or assets use it. */
export function DeleteCategoryDialog({ companyId, target, onClose }: DeleteProps<Category>) {
  return (
    <RecordDeleteDialog
      target={target && { id: target.category_id, name: target.name }}
      noun="category"
      remove={useDeleteCategory(companyId)}
      failed={CLASSES_MESSAGES.categoryDeleteFailed}
      deleted={CLASSES_MESSAGES.categoryDeleted}
      text="The category leaves every list and its name can be used again. A category still used by sub-categories, classes or assets cannot be deleted."
      onClose={onClose}
    />
  );
}
