import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../lib/url-state/table-url-state';
import type { InstalledDevice } from './device-kind';
import {
  compareInstalledOn,
  compareNames,
  deviceTableDefaults,
  deviceTableSchema,
  selectDevices,
  timeOf,
  type DeviceTableState,
} from './device-table-state';

interface Device extends InstalledDevice {
  id: number;
  serial: string;
}

const device = (id: number, serial: string, assetName: string | null = null): Device => ({
  id,
  serial,
  asset: assetName === null ? null : { asset_id: 100 + id, custom_name: assetName },
});

const schema = deviceTableSchema(['serial', 'asset']);
const defaults = deviceTableDefaults<'serial' | 'asset'>({ id: 'serial', desc: false });

describe('a device table in the URL', () => {
  it('opens with no search, every device, on page 1 of 10, in the order it is given', () => {
    expect(defaults).toEqual({
      q: '',
      show: 'all',
      sort: { id: 'serial', desc: false },
      page: 1,
      size: 10,
    });
  });

  it('reads the search, the installation filter, the sort and the page', () => {
    const params = new URLSearchParams('q=pu&show=not-installed&sort=asset.desc&page=2&size=20');
    expect(readUrlState(params, schema, defaults)).toEqual({
      q: 'pu',
      show: 'not-installed',
      sort: { id: 'asset', desc: true },
      page: 2,
      size: 20,
    });
    expect(
      readUrlState(new URLSearchParams('show=broken&sort=vendor.asc'), schema, defaults),
    ).toEqual(defaults);
  });

  it('writes the parameters in the order links have used: q, show, sort, page, size', () => {
    const state: DeviceTableState<'serial' | 'asset'> = {
      q: 'pu',
      show: 'installed',
      sort: { id: 'asset', desc: true },
      page: 2,
      size: 20,
    };
    expect(writeUrlState(new URLSearchParams(), schema, defaults, state).toString()).toBe(
      'q=pu&show=installed&sort=asset.desc&page=2&size=20',
    );
  });
});

describe('selectDevices', () => {
  const devices = [
    device(1, 'DEMO10', 'PU-0010'),
    device(2, 'DEMO2', 'PU-0002'),
    device(3, 'SPARE-1'),
    device(4, 'MY-PHONE-1', 'Excavator 7'),
  ];
  const bySerial = {
    searchText: (d: Device) => `${d.serial} ${d.asset?.custom_name ?? ''}`,
    compare: (a: Device, b: Device) => compareNames(a.serial, b.serial),
  };
  const select = (q: string, show: 'all' | 'installed' | 'not-installed' = 'all') =>
    selectDevices(devices, { q, show }, bySerial).map((d) => d.serial);

  it('keeps every device in the order given when nothing is searched', () => {
    expect(select('')).toEqual(['DEMO2', 'DEMO10', 'MY-PHONE-1', 'SPARE-1']);
  });

  it('searches what the kind says, every word, in any case', () => {
    expect(select('pu-0002')).toEqual(['DEMO2']);
    expect(select(' phone  EXCAV ')).toEqual(['MY-PHONE-1']);
    expect(select('demo spare')).toEqual([]);
  });

  it('filters installed and not installed devices', () => {
    expect(select('', 'not-installed')).toEqual(['SPARE-1']);
    expect(select('', 'installed')).toEqual(['DEMO2', 'DEMO10', 'MY-PHONE-1']);
    expect(select('demo', 'not-installed')).toEqual([]);
  });

  it('leaves the list it was given as it was', () => {
    const before = devices.map((d) => d.serial);
    select('');
    expect(devices.map((d) => d.serial)).toEqual(before);
  });
});

describe('the shared orders', () => {
  it('reads names as people read numbers, whatever the case', () => {
    expect(['b-10', 'B-2', 'a-1'].sort(compareNames)).toEqual(['a-1', 'B-2', 'b-10']);
  });

  it('puts devices on no asset first, then orders by the asset’s name', () => {
    const sorted = [device(1, 'A', 'Loader 10'), device(2, 'B'), device(3, 'C', 'loader 9')].sort(
      compareInstalledOn,
    );
    expect(sorted.map((d) => d.serial)).toEqual(['B', 'C', 'A']);
  });

  it('puts a device that never reported before every moment', () => {
    expect(timeOf(null)).toBe(-Infinity);
    expect(timeOf(undefined)).toBe(-Infinity);
    expect(timeOf('2026-11-20T10:00:00.000Z')).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
  });
});
