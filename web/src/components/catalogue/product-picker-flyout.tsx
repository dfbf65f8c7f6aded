import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { PimProduct } from '@fleet/domain';
import { readPimProduct } from '../../lib/catalogue-api/search-pim-products';
import { Flyout } from '../dialogs/flyout';
import { AddProductFlyout } from './add-product-flyout';
import { ProductSearchPanel } from './product-search-panel';

export interface ProductPickerFlyoutProps {
  opened: boolean;
  onClose: () => void;
  /** A chosen product, or one just added with 'Add new product'. */
  onSelect: (product: PimProduct) => void;
  title?: string;
  initialQuery?: string;
  selectedProductId?: number | null;
}

/**
 * spec 2 §2 Update Product flyout (70% wide): the product search with its 'Add new product'
 * link; a product added there is chosen at once.
 */
export function ProductPickerFlyout({
  opened,
  onClose,
  onSelect,
  title = 'Update Product',
  initialQuery,
  selectedProductId = null,
}: ProductPickerFlyoutProps) {
  const [isAdding, setIsAdding] = useState(false);

  const chooseNew = async (id: number) => {
    try {
      const product = await readPimProduct(id);
      if (product) onSelect(product);
    } catch {
      notifications.show({
        color: 'red',
        message: 'The new product could not be read. Search for it.',
      });
    }
  };

  return (
    <>
      <Flyout opened={opened} onClose={onClose} title={title} size="70%">
        {opened && (
          <ProductSearchPanel
            inFlyout
            initialQuery={initialQuery}
            selectedProductId={selectedProductId}
            onSelect={onSelect}
            onAddProduct={() => setIsAdding(true)}
          />
        )}
      </Flyout>
      <AddProductFlyout
        opened={isAdding}
        onClose={() => setIsAdding(false)}
        onCreated={({ id }) => void chooseNew(id)}
      />
    </>
  );
}
