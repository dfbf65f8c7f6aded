import { Anchor } from '@mantine/core';
import { usePostToCameraPage } from '../pages/operators-app-layout';

/**
 * An asset's name that opens its card in Fleet around the frame (a 'route' message): inside
 * the frame a link would open the map within the camera page.
 */
export function AssetLink({ assetId, name }: { assetId: number; name: string }) {
  const post = usePostToCameraPage();
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      onClick={() => post({ type: 'route', path: `/assets/all/asset/${assetId}` })}
    >
      {name}
    </Anchor>
  );
}
