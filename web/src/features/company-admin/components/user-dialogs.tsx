import { Text } from '@mantine/core';
import type { CompanyAdminUser, Invitation } from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { showSuccessToast } from '../../../lib/toasts';
import { useWithdrawInvitation } from '../api/invitations';
import { useUpdateUser } from '../api/users';
import { refusalOf } from './refusal';
import { fullName } from './user-columns';

/** Deactivate (sessions end at once, sign-in refused) or reactivate a user. */
export function ActiveDialog({
  person,
  onClose,
}: {
  person: CompanyAdminUser | null;
  onClose: () => void;
}) {
  const update = useUpdateUser();
  const name = person ? fullName(person) : '';
  const isDeactivating = person?.active ?? true;
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={person !== null}
      title={isDeactivating ? `Deactivate ${name}?` : `Reactivate ${name}?`}
      confirmLabel={isDeactivating ? 'Deactivate' : 'Reactivate'}
      danger={isDeactivating}
      isPending={update.isPending}
      failure={refusalOf(update.error)}
      onCancel={close}
      onConfirm={() => {
        if (!person) return;
        update.mutate(
          { userId: person.user_id, patch: { active: !person.active } },
          {
            onSuccess: () => {
              showSuccessToast(
                isDeactivating ? `${name} was deactivated.` : `${name} can sign in again.`,
              );
              close();
            },
          },
        );
      }}
    >
      <Text size="sm">
        {isDeactivating
          ? `${name} is signed out everywhere at once and cannot sign in until reactivated. Their records stay.`
          : `${name} can sign in again with their password, with the same level as before.`}
      </Text>
    </ConfirmDialog>
  );
}

/** Withdraw an invitation: its link stops working. */
export function WithdrawDialog({
  invitation,
  onClose,
}: {
  invitation: Invitation | null;
  onClose: () => void;
}) {
  const withdraw = useWithdrawInvitation();
  const close = () => {
    withdraw.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={invitation !== null}
      title={`Withdraw the invitation to ${invitation?.email ?? ''}?`}
      confirmLabel="Withdraw"
      danger
      isPending={withdraw.isPending}
      failure={refusalOf(withdraw.error)}
      onCancel={close}
      onConfirm={() => {
        if (!invitation) return;
        withdraw.mutate(invitation.invitation_id, {
          onSuccess: () => {
            showSuccessToast(`The invitation to ${invitation.email} was withdrawn.`);
            close();
          },
        });
      }}
    >
      <Text size="sm">The link in the email stops working. You can invite them again later.</Text>
    </ConfirmDialog>
  );
}
