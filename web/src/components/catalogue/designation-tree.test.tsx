// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildResourceTree, type Resource } from '@fleet/domain';
import { createTestRoot } from '../../lib/testing/render';
import { DesignationTree } from './designation-tree';

const root = createTestRoot();
const { render } = root;

const r = (id: number, path: string, parent: number | null, type: string): Resource => ({
  resource_id: id,
  parent_resource_id: parent,
  path,
  hierarchy_id: 1,
  hierarchy_map_type: type,
  value: path.split('|').at(-1) ?? path,
});
const tree = buildResourceTree([
  r(1, 'Missouri', null, 'region'),
  r(2, 'Missouri|Central', 1, 'district'),
  r(3, 'Missouri|Central|Columbia Yard', 2, 'location'),
  r(4, 'Missouri|Central|Jefferson City Yard', 2, 'location'),
  r(5, 'Divisions', null, 'division'),
  r(6, 'Divisions|Heavy Civil', 5, 'division'),
]);

function Picker({ onChange }: { onChange: (ids: number[]) => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <DesignationTree
      tree={tree}
      selected={selected}
      onChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
    />
  );
}

const items = () => [...root.host.querySelectorAll('[role="treeitem"]')];
const itemNamed = (label: string) => items().find((item) => item.textContent?.includes(label));
const typeSearch = (text: string) =>
  act(() => {
    const input = root.host.querySelector('input[aria-label="Search reporting designations"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no search box');
    // React tracks the value it set: the native setter makes the change its own.
    Reflect.set(HTMLInputElement.prototype, 'value', text, input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('DesignationTree', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws every node indented 24px a level, with its root’s colour', () => {
    render(<Picker onChange={() => undefined} />);
    expect(items().map((item) => item.textContent)).toEqual([
      'Divisions',
      'Heavy Civil',
      'Missouri',
      'Central',
      'Columbia Yard · location',
      'Jefferson City Yard · location',
    ]);
    expect((itemNamed('Columbia Yard') as HTMLElement).style.paddingLeft).toBe(
      'calc(3rem * var(--mantine-scale))',
    );
  });

  it('keeps one designation per top-level root', () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const pick = (label: string) => act(() => itemNamed(label)?.querySelector('input')?.click());
    pick('Columbia Yard');
    pick('Heavy Civil');
    pick('Jefferson City Yard');
    expect(onChange).toHaveBeenLastCalledWith([6, 4]);
  });

  it('searches after 200 ms and says when nothing is found', () => {
    render(<Picker onChange={() => undefined} />);
    typeSearch('jefferson');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(items().map((item) => item.textContent)).toEqual([
      'Missouri',
      'Central',
      'Jefferson City Yard · location',
    ]);
    typeSearch('nowhere');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(root.host.querySelector('[role="status"]')?.textContent).toBe(
      "No results found for 'nowhere'",
    );
  });
});
