import { useEffect, useState } from 'react';
import { Button, Group as Row, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { BULK_EDIT_MESSAGES, MESSAGES, TOAST_MS, isAdminOrManager } from '@fleet/domain';
import { ClassFlyout } from '../../../components/classes/class-flyout';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { useCategories } from '../../../lib/classes-api/categories';
import { useEquipmentClasses } from '../../../lib/classes-api/equipment-classes';
import { useCompanyBranches } from '../../../lib/company-branches';
import { useBulkUpdateFields } from '../api/bulk-edit';
import { BulkEditLayout } from '../components/bulk-edit-layout';
import { useBulkEdit } from '../hooks/use-bulk-edit';
import { useMayBulkEdit } from '../hooks/use-may-bulk-edit';
import { classErrorOf, fieldsBodyOf, type FieldChoices } from '../model/bulk-edit-model';

const idOf = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * /inventory/bulk-edit-details (spec 2 §2 "Bulk edit pages", §5 "Bulk edit assets"): one branch,
 * category and class for the assets selected on the inventory.
 */
export function BulkEditDetailsPage() {
  const { ctx, company } = useAccess();
  const mayEdit = useMayBulkEdit();
  // spec 2 §5 'select or add a class': adding one is for those the classes page lets add classes.
  const mayAddClass = isAdminOrManager(ctx.securityLevelId) && !ctx.readOnly;
  const [isAddingClass, setIsAddingClass] = useState(false);
  const edit = useBulkEdit(BULK_EDIT_MESSAGES.updateFailed);
  const save = useBulkUpdateFields();
  const [choices, setChoices] = useState<FieldChoices>({
    branchId: null,
    categoryId: null,
    classId: null,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const branches = useCompanyBranches();
  const categories = useCategories(mayEdit);
  // spec 2 §5: the class options are the chosen category's only.
  const classes = useEquipmentClasses(choices.categoryId, mayEdit && choices.categoryId !== null);

  useEffect(() => {
    if (branches.isError) {
      notifications.show({
        id: 'bulk-edit-branches',
        color: 'red',
        message: MESSAGES.branchesFetchFailed,
        autoClose: TOAST_MS.default,
      });
    }
  }, [branches.isError]);

  if (!mayEdit) return <UnauthorizedPage />;

  const choose = (next: Partial<FieldChoices>) => {
    setNotice(null);
    setChoices((current) => ({ ...current, ...next }));
  };
  const classOptions = (classes.data ?? [])
    .filter((found) => found.category_id === choices.categoryId)
    .map((found) => ({ value: String(found.equipment_class_id), label: found.name }));

  const onSave = () => {
    const body = fieldsBodyOf(edit.assetIds, choices);
    // spec 2 §5: nothing is sent when no branch, category or class is chosen.
    if (!body) {
      if (!classErrorOf(choices)) setNotice(BULK_EDIT_MESSAGES.nothingChosen);
      return;
    }
    save.mutate(body, { onSuccess: edit.onResult, onError: edit.onError });
  };

  return (
    <BulkEditLayout
      title="Edit details"
      description="Give the selected assets one branch, category and class. Fields left empty stay as they are."
      edit={edit}
      notice={notice}
      isSaving={save.isPending}
      onSave={onSave}
    >
      <Select
        label="Branch"
        placeholder="Keep each asset’s branch"
        clearable
        searchable
        data={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        value={choices.branchId === null ? null : String(choices.branchId)}
        onChange={(value) => choose({ branchId: idOf(value) })}
      />
      <Select
        label="Category"
        placeholder="Keep each asset’s category"
        clearable
        searchable
        data={(categories.data ?? []).map((c) => ({ value: String(c.category_id), label: c.name }))}
        value={choices.categoryId === null ? null : String(choices.categoryId)}
        // A class belongs to one category: another category clears it.
        onChange={(value) => choose({ categoryId: idOf(value), classId: null })}
      />
      <Stack gap={6}>
        <Select
          label="Class"
          placeholder={choices.categoryId === null ? 'Choose a category first' : 'Choose a class'}
          description="Classes of the chosen category."
          clearable
          searchable
          disabled={choices.categoryId === null}
          data={classOptions}
          value={choices.classId === null ? null : String(choices.classId)}
          onChange={(value) => choose({ classId: idOf(value) })}
          error={classErrorOf(choices)}
          nothingFoundMessage="This category has no classes yet."
        />
        {mayAddClass && (
          <Row justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => setIsAddingClass(true)}
            >
              Add a class
            </Button>
          </Row>
        )}
      </Stack>
      <ClassFlyout
        opened={isAddingClass}
        onClose={() => setIsAddingClass(false)}
        companyId={company.company_id}
        initialCategoryId={choices.categoryId}
        // The new class is the choice; its category too, should another be picked in the flyout.
        onSaved={(saved) =>
          choose({ categoryId: saved.category_id, classId: saved.equipment_class_id })
        }
      />
    </BulkEditLayout>
  );
}
