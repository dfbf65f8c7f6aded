import { useMemo, useState } from 'react';
import { Anchor, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CATALOGUE_MESSAGES,
  categoryPathLabel,
  pimProductCreate,
  productDisplayName,
  productYearChoices,
  type PimMake,
  type PimProductCreate,
} from '@fleet/domain';
import { isApiError } from '../../lib/api-client';
import { useCreatePimProduct } from '../../lib/catalogue-api/create-pim-product';
import { usePimCategories } from '../../lib/catalogue-api/search-pim-categories';
import { usePimMakes } from '../../lib/catalogue-api/search-pim-makes';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { DialogActions } from '../dialogs/dialog-actions';
import { Flyout } from '../dialogs/flyout';
import { AddManufacturerFlyout } from './add-manufacturer-flyout';

export interface AddProductFlyoutProps {
  opened: boolean;
  onClose: () => void;
  /** The new product's id and its display name. */
  onCreated: (product: { id: number; name: string }) => void;
}

// A type alias, not an interface: the zod resolver wants an indexable record.
type ProductFormValues = {
  category_id: number | null;
  manufacturer_id: number | null;
  model: string;
  variant: string;
  year: number | null;
};

/** spec 2 §2 Add Product flyout, §3 Product form fields, §5 Add Product. */
export function AddProductFlyout(props: AddProductFlyoutProps) {
  return (
    <Flyout opened={props.opened} onClose={props.onClose} title="Add Product" size="400px">
      {props.opened && <AddProductForm {...props} />}
    </Flyout>
  );
}

function AddProductForm({ onClose, onCreated }: AddProductFlyoutProps) {
  const categories = usePimCategories();
  const makes = usePimMakes('');
  const create = useCreatePimProduct();
  const [isAddingMake, setIsAddingMake] = useState(false);
  const [addedMakes, setAddedMakes] = useState<PimMake[]>([]);
  const { form, failure, showServerError } = useZodForm<ProductFormValues, PimProductCreate>(
    pimProductCreate,
    {
      initialValues: {
        category_id: null,
        manufacturer_id: null,
        model: '',
        variant: '',
        year: null,
      },
    },
  );

  const categoryOptions = useMemo(() => {
    const list = categories.data ?? [];
    const parents = new Set(list.map((c) => c.parent_id));
    // spec 2 §5: only categories with products (or children) can be chosen.
    return list.map((c) => ({
      value: String(c.id),
      label: categoryPathLabel(c.path),
      disabled: !c.has_products && !parents.has(c.id),
    }));
  }, [categories.data]);
  const makeList = useMemo(() => {
    const byId = new Map([...(makes.data ?? []), ...addedMakes].map((m) => [m.id, m]));
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [makes.data, addedMakes]);

  const values = form.getValues();
  const displayName = productDisplayName({
    year: values.year,
    manufacturer: makeList.find((m) => m.id === values.manufacturer_id)?.name ?? null,
    model: values.model,
    variant: values.variant,
    category: categories.data?.find((c) => c.id === values.category_id)?.name ?? null,
  });

  const handleSubmit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ id }) => {
        onCreated({ id, name: displayName });
        onClose();
      },
      onError: (error) =>
        isApiError(error) && error.status === 409
          ? form.setFieldError('model', error.message)
          : showServerError(error),
    }),
  );
  const numberField = (field: 'category_id' | 'manufacturer_id' | 'year') => ({
    value: values[field] === null ? null : String(values[field]),
    onChange: (value: string | null) =>
      form.setFieldValue(field, value === null ? null : Number(value)),
    error: form.errors[field],
  });

  return (
    <>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Select
            label="Category"
            required
            searchable
            data={categoryOptions}
            description={CATALOGUE_MESSAGES.categoriesWithProducts}
            {...numberField('category_id')}
          />
          <div>
            <Select
              label="Manufacturer"
              required
              searchable
              data={makeList.map((m) => ({ value: String(m.id), label: m.name }))}
              {...numberField('manufacturer_id')}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setIsAddingMake(true)}
            >
              Add manufacturer
            </Anchor>
          </div>
          <TextInput label="Model" required {...form.getInputProps('model')} />
          <Select
            label="Year"
            required
            searchable
            data={productYearChoices().map(String)}
            {...numberField('year')}
          />
          <TextInput label="Variant" {...form.getInputProps('variant')} />
          <div>
            <Text size="sm" fw={500}>
              Product name
            </Text>
            <Text
              size="sm"
              c={displayName ? undefined : 'dimmed'}
              data-testid="product-display-name"
            >
              {displayName || '--'}
            </Text>
          </div>
          <DialogActions
            failure={failure}
            onCancel={onClose}
            confirmLabel="Add Product"
            isPending={create.isPending}
          />
        </Stack>
      </form>
      <AddManufacturerFlyout
        opened={isAddingMake}
        onClose={() => setIsAddingMake(false)}
        onCreated={(make) => {
          setAddedMakes((current) => [...current, make]);
          form.setFieldValue('manufacturer_id', make.id);
        }}
      />
    </>
  );
}
