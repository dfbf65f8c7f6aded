import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES,
  categoryPathLabel,
  type PimFacetId,
  type PimFilters,
  type PimProduct,
} from '@fleet/domain';
import { usePimCategories } from '../../lib/catalogue-api/search-pim-categories';
import { NO_PIM_FILTERS, usePimProducts } from '../../lib/catalogue-api/search-pim-products';

export interface ProductSearchPanelProps {
  /** Seeds the search (a product's name, or the legacy "year make model"). */
  initialQuery?: string;
  /** In a flyout the results fill the viewport less 350px; elsewhere at most 500px (spec 2 §9). */
  inFlyout?: boolean;
  selectedProductId?: number | null;
  onSelect: (product: PimProduct) => void;
  /** Shows the 'Add new product' link. */
  onAddProduct?: () => void;
}

type FilterKey = 'category' | 'manufacturer' | 'model' | 'year';
const FACET_OF: Record<Exclude<FilterKey, 'category'>, PimFacetId> = {
  manufacturer: 'Manufacturer',
  model: 'Model',
  year: 'Year',
};

/** The chosen single values as the search's filters. */
function toFilters(chosen: Record<FilterKey, string | null>): PimFilters {
  return {
    ...NO_PIM_FILTERS,
    category: chosen.category ? [Number(chosen.category)] : [],
    manufacturer: chosen.manufacturer ? [Number(chosen.manufacturer)] : [],
    model: chosen.model ? [chosen.model] : [],
    year: chosen.year ? [Number(chosen.year)] : [],
  };
}

const NO_CHOICE: Record<FilterKey, string | null> = {
  category: null,
  manufacturer: null,
  model: null,
  year: null,
};

/**
 * spec 2 §2 "Product search panel": a search box (300 ms debounce) and the Category,
 * Manufacturer, Model and Year filters, 'Clear filters', the 'Products found' count and the
 * results, more loading when the last one comes into view. Choosing a product calls onSelect.
 */
export function ProductSearchPanel({
  initialQuery = '',
  inFlyout = false,
  selectedProductId = null,
  onSelect,
  onAddProduct,
}: ProductSearchPanelProps) {
  const [text, setText] = useState(initialQuery);
  const [query] = useDebouncedValue(text, CATALOGUE_LIMITS.productSearchDebounceMs);
  const [chosen, setChosen] = useState(NO_CHOICE);
  const filters = useMemo(() => toFilters(chosen), [chosen]);
  const products = usePimProducts(query, filters);
  const categories = usePimCategories();
  const first = products.data?.pages[0];
  const items = useMemo(
    () => products.data?.pages.flatMap((page) => page.items) ?? [],
    [products.data],
  );

  const options = (facet: PimFacetId) =>
    (first?.facets.find((f) => f.facet_id === facet)?.entries ?? []).map((entry) => ({
      value: entry.value,
      label: `${entry.label} (${entry.count})`,
    }));
  const categoryOptions = (categories.data ?? [])
    .filter((category) => category.has_products)
    .map((category) => ({ value: String(category.id), label: categoryPathLabel(category.path) }));
  const choose = (key: FilterKey) => (value: string | null) =>
    setChosen((current) => ({ ...current, [key]: value }));
  const hasFilters = Object.values(chosen).some((value) => value !== null);

  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search products"
        placeholder="Search by manufacturer, model or variant"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Select
          label="Category"
          placeholder="Any"
          searchable
          clearable
          data={categoryOptions}
          value={chosen.category}
          onChange={choose('category')}
        />
        {(Object.keys(FACET_OF) as Array<keyof typeof FACET_OF>).map((key) => (
          <Select
            key={key}
            label={FACET_OF[key]}
            placeholder="Any"
            searchable
            clearable
            data={options(FACET_OF[key])}
            value={chosen[key]}
            onChange={choose(key)}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {first ? `${first.totals.total_items} ${CATALOGUE_MESSAGES.productsFound}` : ' '}
        </Text>
        <Group gap="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!hasFilters}
            onClick={() => setChosen(NO_CHOICE)}
          >
            {CATALOGUE_MESSAGES.clearFilters}
          </Button>
          {onAddProduct && (
            <Anchor component="button" type="button" size="sm" onClick={onAddProduct}>
              {CATALOGUE_MESSAGES.addNewProduct}
            </Anchor>
          )}
        </Group>
      </Group>
      <ProductResults
        items={items}
        isLoading={products.isPending}
        isError={products.isError}
        isFetchingMore={products.isFetchingNextPage}
        maxHeight={inFlyout ? 'calc(100vh - 350px)' : 500}
        selectedProductId={selectedProductId}
        onSelect={onSelect}
        onLastVisible={() => {
          if (products.hasNextPage && !products.isFetchingNextPage) void products.fetchNextPage();
        }}
      />
    </Stack>
  );
}

interface ProductResultsProps {
  items: PimProduct[];
  isLoading: boolean;
  isError: boolean;
  isFetchingMore: boolean;
  maxHeight: number | string;
  selectedProductId: number | null;
  onSelect: (product: PimProduct) => void;
  onLastVisible: () => void;
}

function ProductResults(props: ProductResultsProps) {
  const { items, maxHeight, selectedProductId, onSelect, onLastVisible } = props;
  const box = useRef<HTMLDivElement>(null);
  const last = useRef<HTMLButtonElement>(null);
  const onLastVisibleRef = useRef(onLastVisible);
  useEffect(() => {
    onLastVisibleRef.current = onLastVisible;
  });

  useEffect(() => {
    const target = last.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLastVisibleRef.current();
      },
      { root: box.current },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [items.length]);

  if (props.isLoading) return <Loader size="sm" aria-label="Loading products" />;
  if (props.isError)
    return <Text c="red">The products could not be loaded. Please try again.</Text>;
  if (items.length === 0) return <Text c="dimmed">{CATALOGUE_MESSAGES.noResults}</Text>;
  return (
    <Box ref={box} mah={maxHeight} style={{ overflowY: 'auto' }} data-testid="product-results">
      {items.map((product, index) => (
        <UnstyledButton
          key={product.id}
          ref={index === items.length - 1 ? last : undefined}
          onClick={() => onSelect(product)}
          aria-pressed={product.id === selectedProductId}
          w="100%"
          px="sm"
          py={6}
          style={{
            borderBottom: '1px solid var(--mantine-color-gray-2)',
            background:
              product.id === selectedProductId ? 'var(--mantine-color-blue-0)' : undefined,
          }}
        >
          <Text size="sm" fw={500}>
            {product.name}
          </Text>
          <Text size="xs" c="dimmed">
            {categoryPathLabel(product.category_path)}
          </Text>
        </UnstyledButton>
      ))}
      {props.isFetchingMore && <Loader size="xs" m="xs" aria-label="Loading more products" />}
    </Box>
  );
}
