import { useState } from 'react';
import { Button, Group, Input, SimpleGrid, Text } from '@mantine/core';
import type { PimProduct } from '@fleet/domain';
import { Flyout } from '../../../components/dialogs/flyout';
import {
  DesignationList,
  EditDesignationFlyout,
  ProductSearchPanel,
} from '../../../components/catalogue';
import { useResourceTree } from '../../../lib/catalogue-api/resource-tree';
import type { AssetCreateForm } from './form-type';

const fieldError = (error: unknown): string | undefined =>
  typeof error === 'string' ? error : undefined;

/**
 * The asset's catalogue product (spec 2 §3 Product: its make, model and year then come from
 * it) and its reporting designations, chosen with the catalogue's own panel and flyout.
 */
export function CatalogueFields({
  form,
  onProduct,
}: {
  form: AssetCreateForm;
  onProduct: (product: PimProduct | null) => void;
}) {
  const [product, setProduct] = useState<PimProduct | null>(null);
  const [isChoosingProduct, setChoosingProduct] = useState(false);
  const [isChoosingDesignations, setChoosingDesignations] = useState(false);
  const resources = useResourceTree();
  const chosen = (resources.data ?? []).filter((resource) =>
    form.values.resource_ids.includes(resource.resource_id),
  );
  const chooseProduct = (next: PimProduct | null) => {
    setProduct(next);
    form.setFieldValue('product_id', next?.id ?? null);
    onProduct(next);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Input.Wrapper label="Product" error={fieldError(form.errors.product_id)}>
        <Group gap="xs" mt={4} wrap="nowrap">
          <Text size="sm" c={product ? undefined : 'dimmed'} data-testid="chosen-product">
            {product ? product.name : 'None: make, model and year as typed'}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => setChoosingProduct(true)}>
            {product ? 'Change' : 'Choose product'}
          </Button>
          {product && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              onClick={() => chooseProduct(null)}
            >
              Clear
            </Button>
          )}
        </Group>
      </Input.Wrapper>
      <Input.Wrapper label="Reporting designation" error={fieldError(form.errors.resource_ids)}>
        <Group gap="xs" mt={4} wrap="nowrap">
          <DesignationList resources={chosen} />
          <Button size="compact-sm" variant="light" onClick={() => setChoosingDesignations(true)}>
            {chosen.length > 0 ? 'Change' : 'Choose'}
          </Button>
        </Group>
      </Input.Wrapper>
      <Flyout
        opened={isChoosingProduct}
        onClose={() => setChoosingProduct(false)}
        title="Choose product"
        size="70%"
      >
        {isChoosingProduct && (
          <ProductSearchPanel
            inFlyout
            selectedProductId={product?.id ?? null}
            onSelect={(next) => {
              chooseProduct(next);
              setChoosingProduct(false);
            }}
          />
        )}
      </Flyout>
      <EditDesignationFlyout
        opened={isChoosingDesignations}
        onClose={() => setChoosingDesignations(false)}
        initialSelected={form.values.resource_ids}
        onUpdate={(ids) => {
          form.setFieldValue('resource_ids', ids);
          setChoosingDesignations(false);
        }}
      />
    </SimpleGrid>
  );
}
