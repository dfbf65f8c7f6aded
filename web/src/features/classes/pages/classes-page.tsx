import { useMemo, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import {
  CLASSES_MESSAGES,
  canManageClassModels,
  isAdminOrManager,
  type Category,
  type EquipmentClass,
} from '@fleet/domain';
import { CategoryFlyout } from '../../../components/classes/category-flyout';
import { ClassFlyout } from '../../../components/classes/class-flyout';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useCategories } from '../../../lib/classes-api/categories';
import { useEquipmentClasses } from '../../../lib/classes-api/equipment-classes';
import { CategorySection, type CategoryActions } from '../components/category-section';
import { ClassModelsFlyout } from '../components/class-models-flyout';
import { DeleteCategoryDialog, DeleteClassDialog } from '../components/delete-dialogs';
import { classSections } from '../model/class-sections';

/** Which flyout is open, and for what. */
type Editing =
  | { kind: 'category'; category?: Category }
  | { kind: 'class'; equipmentClass?: EquipmentClass; categoryId?: number }
  | null;

/**
 * Company > Classes & categories (spec 2 §2 Add Class and Add Category flyouts, §7): the
 * company's categories with their classes and assets; managers and admins add, change and
 * delete them, the internal company's admin puts catalogue models in classes.
 */
export function ClassesPage() {
  const { ctx, company } = useAccess();
  const companyId = company.company_id;
  const canWrite = isAdminOrManager(ctx.securityLevelId) && !ctx.readOnly;
  const canModels = canWrite && canManageClassModels(companyId, ctx.securityLevelId);
  const categories = useCategories();
  const classes = useEquipmentClasses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingClass, setDeletingClass] = useState<EquipmentClass | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<Category | null>(null);
  const [modelsOf, setModelsOf] = useState<number | null>(null);
  const sections = useMemo(
    () => classSections(categories.data ?? [], classes.data ?? []),
    [categories.data, classes.data],
  );
  const actions: CategoryActions | null = canWrite
    ? {
        onEdit: (equipmentClass) => setEditing({ kind: 'class', equipmentClass }),
        onDelete: setDeletingClass,
        onModels: canModels ? (cls) => setModelsOf(cls.equipment_class_id) : undefined,
        onEditCategory: (category) => setEditing({ kind: 'category', category }),
        onDeleteCategory: setDeletingCategory,
        onAddClass: (category) => setEditing({ kind: 'class', categoryId: category.category_id }),
      }
    : null;
  const isLoading = categories.isPending || classes.isPending;
  const failed = categories.isError || classes.isError;
  const close = () => setEditing(null);

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <PageHeader
          title="Classes & categories"
          description="Group the company’s assets: categories (one level of sub-categories) hold equipment classes."
        />
        {canWrite && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ kind: 'category' })}
            >
              Add Category
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ kind: 'class' })}
            >
              Add Class
            </Button>
          </Group>
        )}
      </Group>
      {failed && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {categories.isError
            ? CLASSES_MESSAGES.categoriesFetchFailed
            : CLASSES_MESSAGES.classesFetchFailed}
        </Alert>
      )}
      {isLoading && !failed && <Skeleton h={160} radius="md" aria-label="Loading classes" />}
      {!isLoading && !failed && sections.length === 0 && (
        <Text c="dimmed">
          No categories yet.{canWrite ? ' Add a category, then the classes in it.' : ''}
        </Text>
      )}
      {!failed &&
        sections.map((section) => (
          <CategorySection
            key={section.category?.category_id ?? 'none'}
            section={section}
            actions={actions}
          />
        ))}
      <CategoryFlyout
        opened={editing?.kind === 'category'}
        onClose={close}
        companyId={companyId}
        category={editing?.kind === 'category' ? editing.category : undefined}
      />
      <ClassFlyout
        opened={editing?.kind === 'class'}
        onClose={close}
        companyId={companyId}
        equipmentClass={editing?.kind === 'class' ? editing.equipmentClass : undefined}
        initialCategoryId={editing?.kind === 'class' ? (editing.categoryId ?? null) : null}
      />
      <DeleteClassDialog
        companyId={companyId}
        target={deletingClass}
        onClose={() => setDeletingClass(null)}
      />
      <DeleteCategoryDialog
        companyId={companyId}
        target={deletingCategory}
        onClose={() => setDeletingCategory(null)}
      />
      <ClassModelsFlyout
        equipmentClass={classes.data?.find((c) => c.equipment_class_id === modelsOf) ?? null}
        onClose={() => setModelsOf(null)}
      />
    </Stack>
  );
}
