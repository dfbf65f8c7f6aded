import { describe, expect, it } from 'vitest';
import type { Resource } from './resource.schema';
import {
  RESOURCE_PALETTE,
  buildResourceTree,
  chooseDesignation,
  flattenTree,
  hasLocationDesignation,
  partlySelected,
  rootsChosenTwice,
  searchTree,
  splitVisible,
  toggleTreeSelection,
  truncateDesignationLabel,
} from './resource-tree';

let nextId = 1;
const node = (path: string, parent: number | null, type = 'region'): Resource => ({
  resource_id: nextId++,
  parent_resource_id: parent,
  path,
  hierarchy_id: 1,
  hierarchy_map_type: type,
  value: path.split('|').at(-1) ?? path,
});

// Missouri › Central › Columbia Yard / Jefferson City Yard; Missouri › KC › KC Yard; Divisions › Civil
const missouri = node('Missouri', null);
const central = node('Missouri|Central', missouri.resource_id, 'district');
const columbia = node('Missouri|Central|Columbia Yard', central.resource_id, 'location');
const jeff = node('Missouri|Central|Jefferson City Yard', central.resource_id, 'location');
const kc = node('Missouri|Kansas City', missouri.resource_id, 'district');
const kcYard = node('Missouri|Kansas City|KC Yard', kc.resource_id, 'location');
const divisions = node('Divisions', null, 'division');
const civil = node('Divisions|Heavy Civil', divisions.resource_id, 'division');
const tree = buildResourceTree([civil, kcYard, missouri, central, columbia, jeff, kc, divisions]);

describe('the reporting designation tree', () => {
  it('builds children, depths and one colour per top-level node, cyclically', () => {
    expect(tree.roots).toEqual([divisions.resource_id, missouri.resource_id]);
    expect(tree.nodes.get(columbia.resource_id)?.depth).toBe(2);
    expect(tree.nodes.get(columbia.resource_id)?.color).toBe(RESOURCE_PALETTE[1]);
    expect(tree.nodes.get(civil.resource_id)?.color).toBe(RESOURCE_PALETTE[0]);
    const many = buildResourceTree(Array.from({ length: 9 }, (_, i) => node(`Root ${i}`, null)));
    const colors = many.roots.map((id) => many.nodes.get(id)?.color);
    expect(colors[7]).toBe(RESOURCE_PALETTE[0]);
    expect(colors[8]).toBe(RESOURCE_PALETTE[1]);
  });

  it('selecting a node selects its descendants; ancestors show selected descendants', () => {
    const selected = toggleTreeSelection(tree, new Set(), central.resource_id);
    expect([...selected].sort()).toEqual(
      [central.resource_id, columbia.resource_id, jeff.resource_id].sort(),
    );
    expect([...partlySelected(tree, selected)]).toEqual([missouri.resource_id]);
    const less = toggleTreeSelection(tree, selected, central.resource_id);
    expect(less.size).toBe(0);
    expect(partlySelected(tree, less).size).toBe(0);
    // Deselecting one child recomputes: the parent is no longer fully chosen by itself.
    const one = toggleTreeSelection(tree, new Set(), columbia.resource_id);
    expect([...partlySelected(tree, one)].sort()).toEqual(
      [central.resource_id, missouri.resource_id].sort(),
    );
  });

  it('keeps one designation per top-level root', () => {
    let chosen = chooseDesignation(tree, [], columbia.resource_id);
    chosen = chooseDesignation(tree, chosen, civil.resource_id);
    expect(chosen).toEqual([columbia.resource_id, civil.resource_id]);
    chosen = chooseDesignation(tree, chosen, kcYard.resource_id);
    expect(chosen).toEqual([civil.resource_id, kcYard.resource_id]);
    expect(chooseDesignation(tree, chosen, kcYard.resource_id)).toEqual([civil.resource_id]);
    expect(rootsChosenTwice(['Missouri|A', 'Divisions|B', 'Missouri|C'])).toEqual(['Missouri']);
  });

  it('is valid only with a location designation', () => {
    expect(hasLocationDesignation(tree, [civil.resource_id])).toBe(false);
    expect(hasLocationDesignation(tree, [civil.resource_id, jeff.resource_id])).toBe(true);
  });

  it('truncates labels to the last two segments with an ellipsis', () => {
    expect(truncateDesignationLabel('Missouri|Central|Columbia Yard')).toBe(
      '… / Central / Columbia Yard',
    );
    expect(truncateDesignationLabel('Missouri|Central')).toBe('Missouri / Central');
    expect(truncateDesignationLabel('Missouri')).toBe('Missouri');
    expect(splitVisible(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], hidden: 1 });
  });

  it('searches case-insensitively and keeps the matches’ ancestors', () => {
    const found = searchTree(tree, 'YARD');
    expect(found && [...found].sort()).toEqual(
      [
        missouri.resource_id,
        central.resource_id,
        columbia.resource_id,
        jeff.resource_id,
        kc.resource_id,
        kcYard.resource_id,
      ].sort(),
    );
    expect(searchTree(tree, 'nowhere')?.size).toBe(0);
    expect(searchTree(tree, '  ')).toBeNull();
    const rows = flattenTree(tree, searchTree(tree, 'jefferson')).map((n) => n.label);
    expect(rows).toEqual(['Missouri', 'Central', 'Jefferson City Yard']);
    const collapsed = flattenTree(tree, null, new Set([missouri.resource_id])).map((n) => n.label);
    expect(collapsed).toEqual(['Divisions', 'Heavy Civil', 'Missouri']);
  });
});
