import { securityLevelLabel, type SecurityLevelId } from '@fleet/domain';

/** The accept page's address in the web client (hash router). */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/#/invitation/${token}`;
}

/** The invitation's words: who invites, to which company, and until when the link works. */
export function invitationEmail(input: {
  firstName: string;
  companyName: string;
  inviterName: string;
  level: SecurityLevelId;
  link: string;
  days: number;
}): { subject: string; text: string } {
  const days = input.days === 1 ? '1 day' : `${Math.round(input.days)} days`;
  return {
    subject: `You're invited to ${input.companyName} on Fleet`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `${input.inviterName} invited you to join ${input.companyName} on Fleet, with the ${securityLevelLabel(input.level)} level.`,
      `Open this link to choose your password and sign in (it works for ${days}):`,
      '',
      input.link,
      '',
      'If you did not expect this, you can ignore this email.',
    ].join('\n'),
  };
}
