import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FRAME_MESSAGES } from '@fleet/domain';
import { useAccess } from '../../../lib/access-provider';

/** A frame route whose address nobody has set: what it is for, and where an admin sets it. */
export function FrameNotSet({ title }: { title: string }) {
  const { ctx } = useAccess();
  const isAdmin = ctx.securityLevelId === 1 && !ctx.readOnly;
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Text fw={600}>{FRAME_MESSAGES.notSet(title)}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {FRAME_MESSAGES.notSetHint}
      </Text>
      {isAdmin && (
        <Anchor component={Link} to="/company-admin/frames" mt="sm" display="inline-block">
          Set the address
        </Anchor>
      )}
    </Paper>
  );
}
