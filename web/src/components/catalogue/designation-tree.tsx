import { useMemo, useState } from 'react';
import { ActionIcon, Box, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES,
  chooseDesignation,
  flattenTree,
  partlySelected,
  searchTree,
  toggleTreeSelection,
  type ResourceTree,
  type TreeNode,
} from '@fleet/domain';

/** spec 2 §9: rows 26px (28px in the multi-selection tree), 24px a level, the list at most 400px. */
const ROW_HEIGHT = { single: 26, multi: 28 } as const;
const INDENT = 24;
const LIST_HEIGHT = 400;

export interface DesignationTreeProps {
  tree: ResourceTree;
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /**
   * 'per-root': the reporting designation picker, one designation per top-level root (spec 2 §5).
   * 'multi': selecting a node selects its descendants (spec 2 §4 Tree selection).
   */
  mode?: 'per-root' | 'multi';
}

/** The reporting designation tree with its search (200 ms debounce, spec 2 §5 Tree search). */
export function DesignationTree({
  tree,
  selected,
  onChange,
  mode = 'per-root',
}: DesignationTreeProps) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, CATALOGUE_LIMITS.treeSearchDebounceMs);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const visible = useMemo(() => searchTree(tree, query), [tree, query]);
  const rows = useMemo(() => flattenTree(tree, visible, collapsed), [tree, visible, collapsed]);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const partly = useMemo(() => partlySelected(tree, chosen), [tree, chosen]);

  const choose = (node: TreeNode) =>
    onChange(
      mode === 'multi'
        ? [...toggleTreeSelection(tree, chosen, node.id)]
        : chooseDesignation(tree, selected, node.id),
    );
  const toggleOpen = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const trimmed = query.trim();
  return (
    <Stack gap="xs">
      <TextInput
        aria-label="Search reporting designations"
        placeholder="Search"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {trimmed ? CATALOGUE_MESSAGES.noResultsFor(trimmed) : CATALOGUE_MESSAGES.noResults}
        </Text>
      ) : (
        <Box mah={LIST_HEIGHT} style={{ overflowY: 'auto' }} role="tree">
          {rows.map((node) => (
            <Group
              key={node.id}
              role="treeitem"
              aria-level={node.depth + 1}
              aria-selected={chosen.has(node.id)}
              gap={6}
              wrap="nowrap"
              h={ROW_HEIGHT[mode === 'multi' ? 'multi' : 'single']}
              pl={node.depth * INDENT}
            >
              {node.children.length > 0 && visible === null ? (
                <ActionIcon
                  variant="subtle"
                  size="xs"
                  color="gray"
                  aria-label={collapsed.has(node.id) ? `Open ${node.label}` : `Close ${node.label}`}
                  onClick={() => toggleOpen(node.id)}
                >
                  {collapsed.has(node.id) ? (
                    <IconChevronRight size={14} />
                  ) : (
                    <IconChevronDown size={14} />
                  )}
                </ActionIcon>
              ) : (
                <Box w={18} />
              )}
              <Box w={8} h={8} style={{ borderRadius: 4, background: node.color, flex: 'none' }} />
              {mode === 'multi' ? (
                <Checkbox
                  size="xs"
                  label={node.label}
                  checked={chosen.has(node.id)}
                  indeterminate={partly.has(node.id)}
                  onChange={() => choose(node)}
                />
              ) : (
                <Radio
                  size="xs"
                  label={<NodeLabel node={node} />}
                  checked={chosen.has(node.id)}
                  // A radio cannot be cleared by a click: the picker's rule toggles it.
                  onClick={() => choose(node)}
                  onChange={() => undefined}
                />
              )}
            </Group>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function NodeLabel({ node }: { node: TreeNode }) {
  return (
    <Text size="sm" span>
      {node.label}
      {node.mapType === 'location' && (
        <Text span size="xs" c="dimmed">
          {' '}
          · location
        </Text>
      )}
    </Text>
  );
}
