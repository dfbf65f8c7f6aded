import {
  COMPANY_ADMIN_MESSAGES as SAY,
  isSecurityLevelId,
  type Invitation,
  type InvitationCreate,
  type InvitationPreview,
  type User,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { hashToken, newAccessToken, type AuthContext } from '../../platform/auth';
import { AppError, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { assertPasswordStrong, personalWords } from '../../platform/password-strength';
import { requireAdmin } from '../../platform/tenancy';
import { startSession } from '../auth/auth.service';
import { findCompany } from '../companies/companies.repo';
import { sendCompanyEmail } from '../email/email.service';
import { toUserDto } from '../users/user-dto';
import { findUser, findUserByEmail, insertUser } from '../users/users.repo';
import { invitationEmail, invitationLink } from './invitation-email';
import * as repo from './invitations.repo';

const nowOf = (deps: AppDeps): Date => new Date(deps.now?.() ?? Date.now());

function statusOf(row: repo.InvitationRow, now: Date): Invitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

function toDto(row: repo.InvitationRow, inviter: string | null, now: Date): Invitation {
  if (!isSecurityLevelId(row.securityLevelId)) throw new Error('invitation with a bad level');
  return {
    invitation_id: row.invitationId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    security_level_id: row.securityLevelId,
    status: statusOf(row, now),
    invited_by: inviter,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(' ') || null;

/** Open and expired invitations (not accepted, not withdrawn): admins and managers read them. */
export async function listInvitations(deps: AppDeps, auth: AuthContext): Promise<Invitation[]> {
  const now = nowOf(deps);
  const rows = await repo.listPendingInvitations(deps.db, auth.companyId);
  return rows.map((row) => toDto(row.invitation, fullName(row.firstName, row.lastName), now));
}

/**
 * Invites someone (admins): an invitation whose link goes out by email (the outbox by default).
 * One open invitation per address; an address that already has a user is refused. A message
 * the mail server refuses withdraws its invitation, so the admin can simply send it again.
 */
export async function inviteUser(
  deps: AppDeps,
  auth: AuthContext,
  requestOrigin: string,
  input: InvitationCreate,
): Promise<Invitation> {
  requireAdmin(auth);
  if (await findUserByEmail(deps.db, input.email)) throw conflict(SAY.emailTaken);
  const now = nowOf(deps);
  const token = newAccessToken();
  const row = await deps.db
    .transaction(async (tx) => {
      await repo.revokeExpiredInvitations(tx, input.email, now);
      return repo.insertInvitation(tx, {
        companyId: auth.companyId,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        securityLevelId: input.security_level_id,
        tokenHash: hashToken(token),
        invitedBy: auth.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.config.invitationMs),
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(SAY.invitationOpen);
      throw error;
    });

  const [company, inviter] = await Promise.all([
    findCompany(deps.db, auth.companyId),
    findUser(deps.db, auth.companyId, auth.userId),
  ]);
  const inviterName = fullName(inviter?.firstName, inviter?.lastName) ?? 'Your admin';
  const link = invitationLink(deps.config.publicUrl ?? requestOrigin, token);
  const email = invitationEmail({
    firstName: input.first_name,
    companyName: company?.name ?? 'your company',
    inviterName,
    level: input.security_level_id,
    link,
    days: deps.config.invitationMs / 86_400_000,
  });
  const outcome = await sendCompanyEmail(deps, deps.db, {
    companyId: auth.companyId,
    to: input.email,
    subject: email.subject,
    text: email.text,
    loggedText: email.text.replace(token, '…'),
    purpose: 'invitation',
    createdBy: auth.userId,
  });
  if (outcome.status === 'failed') {
    await repo.revokeInvitation(deps.db, auth.companyId, row.invitationId, now);
    throw new AppError('INTERNAL', 502, `The invitation email could not be sent. ${outcome.error}`);
  }
  return toDto(row, inviterName, now);
}

/** Withdraws an invitation (admins): its link stops working at once. */
export async function withdrawInvitation(
  deps: AppDeps,
  auth: AuthContext,
  invitationId: number,
): Promise<void> {
  const row = await repo.findInvitation(deps.db, auth.companyId, invitationId);
  if (!row) throw notFound();
  requireAdmin(auth);
  if (row.acceptedAt) throw conflict(SAY.invitationAccepted);
  await repo.revokeInvitation(deps.db, auth.companyId, invitationId, nowOf(deps));
}

/** Why a link no longer works, said to the person who opened it. */
function refuseClosed(row: repo.InvitationRow, now: Date): void {
  const status = statusOf(row, now);
  if (status === 'accepted') throw conflict(SAY.invitationAccepted);
  if (status === 'revoked') throw conflict(SAY.invitationRevoked);
  if (status === 'expired') throw conflict(SAY.invitationExpired);
}

async function openInvitation(deps: AppDeps, token: string) {
  const found = await repo.findInvitationByToken(deps.db, hashToken(token));
  if (!found) throw notFound(SAY.invitationUnknown);
  refuseClosed(found.invitation, nowOf(deps));
  return found;
}

/** The accept page's data: public, the link's random token is the only key. */
export async function previewInvitation(deps: AppDeps, token: string): Promise<InvitationPreview> {
  const { invitation, companyName } = await openInvitation(deps, token);
  return {
    email: invitation.email,
    first_name: invitation.firstName,
    last_name: invitation.lastName,
    company_name: companyName,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/**
 * The invitee chooses a password: the user is created with the invited level, the invitation
 * is used up and a session starts, all in one transaction (two clicks make one user).
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<{ accessToken: string; user: User }> {
  const { invitation, companyName } = await openInvitation(deps, token);
  await assertPasswordStrong(
    password,
    personalWords([invitation.email, invitation.firstName, invitation.lastName, companyName]),
  );
  const passwordHash = await hashPassword(password);
  return deps.db
    .transaction(async (tx) => {
      const locked = await repo.findInvitationByToken(tx, hashToken(token), true);
      if (!locked) throw notFound(SAY.invitationUnknown);
      const now = nowOf(deps);
      refuseClosed(locked.invitation, now);
      const row = locked.invitation;
      const user = await insertUser(tx, {
        companyId: row.companyId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        securityLevelId: row.securityLevelId,
        passwordHash,
      });
      await repo.markInvitationAccepted(tx, row.invitationId, now);
      const accessToken = await startSession(deps, tx, user);
      return { accessToken, user: toUserDto(user) };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(SAY.emailTaken);
      throw error;
    });
}
