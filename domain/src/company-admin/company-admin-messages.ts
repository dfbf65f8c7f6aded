/** The sentences of Company admin (docs/COMPANY-ADMIN.md), said by the server and the web alike. */
export const COMPANY_ADMIN_MESSAGES = {
  accountDeactivated: 'This account has been deactivated. Contact your admin for more information.',
  invitationUnknown: 'This invitation link is not valid. Check that you opened the whole link.',
  invitationExpired: 'This invitation has expired. Ask your admin to send a new one.',
  invitationAccepted:
    'This invitation has already been accepted. Sign in with your email and password.',
  invitationRevoked: 'This invitation was withdrawn. Ask your admin for a new one.',
  invitationOpen:
    'An invitation to this address is already open. Withdraw it before sending another.',
  emailTaken: 'A user with this email already exists.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  selfDeactivate: 'You cannot deactivate your own account.',
  ownerProtected: 'The company owner must stay an active admin who can make changes.',
  selfDemote: 'You cannot change your own level or make your own account read-only.',
  apiTokenMissing: 'Send an API token as Authorization: Bearer <token>.',
  apiTokenInvalid:
    'This API token is not valid or was revoked. Create one in Company admin > Integrations.',
  unknownMarket: 'Choose one of the company’s markets.',
  workdayOrder: 'The workday must end after it starts.',
  timezoneInvalid: 'Enter a valid IANA time zone, such as America/Chicago',
} as const;
