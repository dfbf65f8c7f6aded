/**
 * The names of the branches and groups assets belong to, by id: the map reads them as it first
 * draws, so they live here rather than in the card's panel (which loads with the first card).
 */
export interface AssetNames {
  branches: ReadonlyMap<number, string>;
  groups: ReadonlyMap<number, string>;
}

/** The names the card shows for an asset's branch and groups, by id. */
export function assetNames(
  branches: ReadonlyArray<{ id: number; name: string }> | undefined,
  groups: ReadonlyArray<{ organization_id: number; name: string }> | undefined,
): AssetNames {
  return {
    branches: new Map((branches ?? []).map((branch) => [branch.id, branch.name])),
    groups: new Map((groups ?? []).map((group) => [group.organization_id, group.name])),
  };
}
