import { describe, expect, it } from 'vitest';
import { canEditAsset } from './asset-access';
import { ASSET_EDIT_MESSAGES, assetEditBody, maxModelYear } from './asset-edit.schema';

describe('who may edit an asset (spec 1 §6)', () => {
  const editor = (
    securityLevelId: number,
    more: Partial<Parameters<typeof canEditAsset>[0]> = {},
  ) => canEditAsset({ securityLevelId, readOnly: false, isEditOnlyCompany: false, ...more });

  it('gives the edit ability to admins, managers and operations', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter((level) => editor(level))).toEqual([1, 2, 6]);
  });

  it('lets every writing user of an edit-only company edit, never pending users or drivers', () => {
    const levels = [1, 2, 3, 4, 5, 6, 7].filter((level) =>
      editor(level, { isEditOnlyCompany: true }),
    );
    expect(levels).toEqual([1, 2, 4, 5, 6]);
  });

  it('never lets a read-only user edit', () => {
    expect(editor(1, { readOnly: true, isEditOnlyCompany: true })).toBe(false);
  });
});

describe('the asset edit body', () => {
  it('trims, turns blanks into none and upper-cases a VIN', () => {
    expect(
      assetEditBody.parse({
        custom_name: ' Loader 7 ',
        serial_number: '  ',
        vin: '1hgcm82633a004352',
      }),
    ).toEqual({ custom_name: 'Loader 7', serial_number: null, vin: '1HGCM82633A004352' });
  });

  it('refuses with the sentences a person reads', () => {
    const issues = (body: unknown) =>
      assetEditBody.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ custom_name: ' ' })).toEqual([ASSET_EDIT_MESSAGES.nameRequired]);
    expect(issues({ vin: 'IOQ45678901234567' })).toEqual([ASSET_EDIT_MESSAGES.vin]);
    expect(issues({ year: maxModelYear() + 1 })).toEqual([
      ASSET_EDIT_MESSAGES.year(maxModelYear()),
    ]);
    expect(issues({ marker_color: 'red' })).toEqual([ASSET_EDIT_MESSAGES.markerColor]);
    expect(issues({ asset_id: 4 })).toHaveLength(1);
  });
});
