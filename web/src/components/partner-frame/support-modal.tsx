import { Anchor, Loader, Modal, Stack, Text } from '@mantine/core';
import { useAccess } from '../../lib/access-provider';
import { useCompanyAdmins } from '../../lib/company-admins';
import { userName } from '../../lib/company-users';

/**
 * spec 1 §2 "An 'open support' message opens the support chat". Fleet has no chat of its own:
 * it opens this dialog, which names the company's admins (the people who run Fleet and the
 * partner tools for the company) with their email and phone (docs/FRAMES.md "Support").
 */
export function SupportModal({
  opened,
  onClose,
  about,
}: {
  opened: boolean;
  onClose: () => void;
  about: string;
}) {
  const { company } = useAccess();
  const admins = useCompanyAdmins(company.company_id, opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Support" centered>
      <Stack gap="sm">
        <Text size="sm">
          Need help with {about}? Your company’s Fleet admins set it up and can help:
        </Text>
        {admins.isPending && <Loader size="sm" />}
        {admins.isError && <Text c="red">The admins could not be listed. Try again later.</Text>}
        {admins.data?.map((admin) => (
          <Stack key={admin.user_id} gap={0}>
            <Text fw={600}>{userName(admin)}</Text>
            <Anchor href={`mailto:${admin.email}`} size="sm">
              {admin.email}
            </Anchor>
            {admin.phone_number && (
              <Anchor href={`tel:${admin.phone_number}`} size="sm">
                {admin.phone_number}
              </Anchor>
            )}
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
