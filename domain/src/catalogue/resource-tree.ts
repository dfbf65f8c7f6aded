import { LOCATION_MAP_TYPE, type Resource } from './resource.schema';

/**
 * The reporting designation tree's rules (spec 2 §4 "Tree selection", §5 "Reporting designation
 * picker", "Tree search", §9 label truncation and palette), pure so the web picker and its tests
 * share them. Paths are the values from the root, '|'-joined.
 */

export const PATH_SEPARATOR = '|';

/** spec 2 §3: each top-level node is given a colour from 7, cyclically. */
export const RESOURCE_PALETTE = [
  '#1c7ed6',
  '#2f9e44',
  '#e8590c',
  '#9c36b5',
  '#0c8599',
  '#c2255c',
  '#5f3dc4',
] as const;

export interface TreeNode {
  id: number;
  parentId: number | null;
  label: string;
  path: string;
  mapType: string;
  depth: number;
  children: number[];
  /** The top-level node this one is under (itself for a top-level node). */
  rootId: number;
  color: string;
}

export interface ResourceTree {
  nodes: Map<number, TreeNode>;
  /** Top-level ids in path order. */
  roots: number[];
}

export const pathSegments = (path: string): string[] =>
  path.split(PATH_SEPARATOR).filter((segment) => segment !== '');

/** The top-level prefix of a path: its first segment. */
export const topLevelOf = (path: string): string => pathSegments(path)[0] ?? '';

/** Builds the tree from the flat list; a node whose parent is missing is treated as a root. */
export function buildResourceTree(resources: readonly Resource[]): ResourceTree {
  const sorted = [...resources].sort((a, b) => a.path.localeCompare(b.path));
  const ids = new Set(sorted.map((r) => r.resource_id));
  const nodes = new Map<number, TreeNode>();
  for (const r of sorted) {
    const parentId =
      r.parent_resource_id !== null && ids.has(r.parent_resource_id) ? r.parent_resource_id : null;
    nodes.set(r.resource_id, {
      id: r.resource_id,
      parentId,
      label: r.value,
      path: r.path,
      mapType: r.hierarchy_map_type,
      depth: 0,
      children: [],
      rootId: r.resource_id,
      color: RESOURCE_PALETTE[0],
    });
  }
  const roots: number[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node.id);
    else roots.push(node.id);
  }
  roots.forEach((rootId, index) => {
    const color = RESOURCE_PALETTE[index % RESOURCE_PALETTE.length] ?? RESOURCE_PALETTE[0];
    const stack: Array<{ id: number; depth: number }> = [{ id: rootId, depth: 0 }];
    while (stack.length > 0) {
      const next = stack.pop();
      const node = next && nodes.get(next.id);
      if (!next || !node) continue;
      node.depth = next.depth;
      node.rootId = rootId;
      node.color = color;
      for (const child of node.children) stack.push({ id: child, depth: next.depth + 1 });
    }
  });
  return { nodes, roots };
}

/** Every id below a node (not the node itself). */
export function descendantsOf(tree: ResourceTree, id: number): number[] {
  const out: number[] = [];
  const stack = [...(tree.nodes.get(id)?.children ?? [])];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined) continue;
    out.push(next);
    stack.push(...(tree.nodes.get(next)?.children ?? []));
  }
  return out;
}

/** The ids above a node, nearest first. */
export function ancestorsOf(tree: ResourceTree, id: number): number[] {
  const out: number[] = [];
  let parentId = tree.nodes.get(id)?.parentId ?? null;
  while (parentId !== null) {
    out.push(parentId);
    parentId = tree.nodes.get(parentId)?.parentId ?? null;
  }
  return out;
}

/**
 * The multi-selection tree (spec 2 §4 "Tree selection"): selecting a node selects it and all its
 * descendants; deselecting removes them. Ancestors are not selected; `partlySelected` marks them.
 */
export function toggleTreeSelection(
  tree: ResourceTree,
  selected: ReadonlySet<number>,
  id: number,
): Set<number> {
  const next = new Set(selected);
  const affected = [id, ...descendantsOf(tree, id)];
  if (selected.has(id)) for (const one of affected) next.delete(one);
  else for (const one of affected) next.add(one);
  return next;
}

/** The ancestors of selected nodes that are not themselves selected ("has selected descendants"). */
export function partlySelected(tree: ResourceTree, selected: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  for (const id of selected) {
    for (const ancestor of ancestorsOf(tree, id)) if (!selected.has(ancestor)) out.add(ancestor);
  }
  return out;
}

/**
 * The reporting designation picker (spec 2 §5): one designation per top-level root. Choosing one
 * replaces any other under the same top-level prefix; choosing the chosen one clears it.
 */
export function chooseDesignation(
  tree: ResourceTree,
  selected: readonly number[],
  id: number,
): number[] {
  const node = tree.nodes.get(id);
  if (!node) return [...selected];
  if (selected.includes(id)) return selected.filter((one) => one !== id);
  const root = topLevelOf(node.path);
  const kept = selected.filter((one) => {
    const other = tree.nodes.get(one);
    return other !== undefined && topLevelOf(other.path) !== root;
  });
  return [...kept, id];
}

/** spec 2 §5: at least one chosen designation is of type location. */
export const hasLocationDesignation = (tree: ResourceTree, selected: readonly number[]): boolean =>
  selected.some((id) => tree.nodes.get(id)?.mapType === LOCATION_MAP_TYPE);

/**
 * The designations that break "one per top-level root", as the root's name for each extra one:
 * the server refuses such a set with CATALOGUE_MESSAGES.onePerRoot.
 */
export function rootsChosenTwice(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const path of paths) {
    const root = topLevelOf(path);
    if (seen.has(root)) twice.add(root);
    seen.add(root);
  }
  return [...twice];
}

export const ELLIPSIS = '…';
export const LABEL_SEPARATOR = ' / ';

/** spec 2 §9: the last 2 segments, prefixed with an ellipsis when the path has more than 2. */
export function truncateDesignationLabel(path: string): string {
  const segments = pathSegments(path);
  if (segments.length <= 2) return segments.join(LABEL_SEPARATOR);
  return [ELLIPSIS, ...segments.slice(-2)].join(LABEL_SEPARATOR);
}

/** The read-only list: the first `max` labels and how many more a '+N' badge stands for. */
export function splitVisible<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}

/**
 * spec 2 §5 "Tree search": a case-insensitive substring of a node's value. The answer keeps the
 * matches and their ancestors (so they show in place); null for an empty query (show all).
 */
export function searchTree(tree: ResourceTree, query: string): Set<number> | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  const visible = new Set<number>();
  for (const node of tree.nodes.values()) {
    if (!node.label.toLowerCase().includes(needle)) continue;
    visible.add(node.id);
    for (const ancestor of ancestorsOf(tree, node.id)) visible.add(ancestor);
  }
  return visible;
}

/** The nodes to draw, depth-first in path order, limited to `visible` when a search is on. */
export function flattenTree(
  tree: ResourceTree,
  visible: ReadonlySet<number> | null,
  collapsed: ReadonlySet<number> = new Set(),
): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (ids: readonly number[]) => {
    for (const id of ids) {
      const node = tree.nodes.get(id);
      if (!node || (visible && !visible.has(id))) continue;
      out.push(node);
      // A search opens every branch holding a match.
      if (visible || !collapsed.has(id)) walk(node.children);
    }
  };
  walk(tree.roots);
  return out;
}
