import { Anchor, Box, Center, Stack, Text } from '@mantine/core';
import { Outlet, useOutletContext } from 'react-router';
import { canOpenPath } from '@fleet/domain';
import { FullPageLoader } from '../../../components/full-page-loader';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { useFramedPage, type FramedMessage } from '../../../lib/framed-page';

type Post = (message: FramedMessage) => void;

/**
 * Fleet's own operators app (docs/CAMERAS.md "The camera page"): the pages the camera page
 * frames, without the side navigation. It starts once the page around it answered the frame
 * protocol's `init`, and speaks to it only through that protocol.
 */
export function OperatorsAppLayout() {
  const { ctx } = useAccess();
  const framed = useFramedPage();
  if (!canOpenPath(ctx, '/camera')) return <UnauthorizedPage />;
  if (framed.state.kind === 'alone') {
    return (
      <Center h="100vh">
        <Stack align="center" gap="xs">
          <Text>This page opens inside Fleet’s Camera page.</Text>
          <Anchor href="#/camera">Open the Camera page</Anchor>
        </Stack>
      </Center>
    );
  }
  if (framed.state.kind === 'waiting') return <FullPageLoader />;
  return (
    <Box p="md">
      <Outlet context={framed.post satisfies Post} />
    </Box>
  );
}

/** What a page of the operators app posts to the camera page around it. */
export function usePostToCameraPage(): Post {
  return useOutletContext<Post>();
}
