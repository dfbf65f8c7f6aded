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

/**
 * Deleting a class (spec 2 §7): refused while assets are in it. The refusal (the server's
 * sentence, or spec 2 §8's) shows in the dialog and as a toast.
 */
export function DeleteClassDialog({ companyId, target, onClose }: DeleteProps<EquipmentClass>) {
  const remove = useDeleteEquipmentClass(companyId);
  const failure = remove.isError
    ? failureMessage(remove.error, CLASSES_MESSAGES.classDeleteFailed)
    : null;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={target !== null}
      title={`Delete ${target?.name ?? 'class'}?`}
      confirmLabel="Delete class"
      danger
      isPending={remove.isPending}
      failure={failure}
      onCancel={close}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.equipment_class_id, {
          onSuccess: () => {
            showSuccessToast(CLASSES_MESSAGES.classDeleted(target.name));
            close();
          },
          onError: (error) =>
            showFailureToast(failureMessage(error, CLASSES_MESSAGES.classDeleteFailed)),
        });
      }}
    >
      {`The class and its model links are removed. A class that still has assets cannot be deleted: move them to another class first.`}
    </ConfirmDialog>
  );
}

/** Deleting a category deactivates it; refused while sub-categories, classes or assets use it. */
export function DeleteCategoryDialog({ companyId, target, onClose }: DeleteProps<Category>) {
  const remove = useDeleteCategory(companyId);
  const failure = remove.isError
    ? failureMessage(remove.error, CLASSES_MESSAGES.categoryDeleteFailed)
    : null;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={target !== null}
      title={`Delete ${target?.name ?? 'category'}?`}
      confirmLabel="Delete category"
      danger
      isPending={remove.isPending}
      failure={failure}
      onCancel={close}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.category_id, {
          onSuccess: () => {
            showSuccessToast(CLASSES_MESSAGES.categoryDeleted(target.name));
            close();
          },
          onError: (error) =>
            showFailureToast(failureMessage(error, CLASSES_MESSAGES.categoryDeleteFailed)),
        });
      }}
    >
      {`The category leaves every list and its name can be used again. A category still used by sub-categories, classes or assets cannot be deleted.`}
    </ConfirmDialog>
  );
}
