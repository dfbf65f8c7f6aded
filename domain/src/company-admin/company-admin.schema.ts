import { z } from 'zod';
import { id, securityLevelId, user } from '../api-schemas';

/** Schemas of Company admin's calls (docs/COMPANY-ADMIN.md); REST is snake_case. */

const email = z.string().trim().toLowerCase().max(254).email('Enter a valid email address');
const personName = (label: string) => z.string().trim().min(1, `${label} is required`).max(100);
const isoTime = z.string();

// ---- users as the admin list shows them
export const companyAdminUser = user
  .pick({
    user_id: true,
    email: true,
    first_name: true,
    last_name: true,
    security_level_id: true,
    read_only: true,
    active: true,
  })
  .extend({
    is_owner: z.boolean(),
    /** The newest session's start; null when the user never signed in. */
    last_sign_in_at: isoTime.nullable(),
  });
export type CompanyAdminUser = z.infer<typeof companyAdminUser>;

// ---- invitations
export const invitationCreate = z
  .object({
    email,
    first_name: personName('First name'),
    last_name: personName('Last name'),
    security_level_id: securityLevelId,
  })
  .strict();
export type InvitationCreate = z.infer<typeof invitationCreate>;

export const INVITATION_STATUSES = ['open', 'expired', 'accepted', 'revoked'] as const;
export const invitation = z.object({
  invitation_id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  security_level_id: securityLevelId,
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.string().nullable(),
  created_at: isoTime,
  expires_at: isoTime,
});
export type Invitation = z.infer<typeof invitation>;

export const invitationParams = z.object({ invitationId: id });
/** Tokens are 43 base64url characters; anything else is simply not an invitation. */
export const invitationTokenParams = z.object({ token: z.string().min(1).max(128) });
/** What the accept page shows before the invitee chooses a password. */
export const invitationPreview = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  expires_at: isoTime,
});
export type InvitationPreview = z.infer<typeof invitationPreview>;
export const invitationAccept = z
  .object({ password: z.string().min(8, 'Password must be at least 8 characters').max(1024) })
  .strict();

// ---- the email outbox
export const emailMessage = z.object({
  email_message_id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  body: z.string(),
  provider: z.enum(['outbox', 'smtp']),
  status: z.enum(['outbox', 'sent', 'failed']),
  error: z.string().nullable(),
  purpose: z.string(),
  sent_by: z.string().nullable(),
  created_at: isoTime,
});
export type EmailMessage = z.infer<typeof emailMessage>;

// ---- integrations: the gateway's address and API tokens
export const integrationsInfo = z.object({
  gateway: z.object({
    /** Where trackers send OsmAnd positions (query string or JSON). */
    osmand_url: z.string(),
    port: z.number(),
  }),
  /** The token-authenticated batch call (POST /api/positions/batch). */
  batch_positions_url: z.string(),
});
export type IntegrationsInfo = z.infer<typeof integrationsInfo>;

export const apiToken = z.object({
  api_token_id: z.number(),
  name: z.string(),
  prefix: z.string(),
  created_by: z.string().nullable(),
  created_at: isoTime,
  last_used_at: isoTime.nullable(),
  revoked_at: isoTime.nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;
export const apiTokenCreate = z
  .object({ name: z.string().trim().min(1, 'Token name is required').max(100) })
  .strict();
/** Only this answer carries the token itself: it is never shown again. */
export const apiTokenCreated = apiToken.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreated>;
export const apiTokenParams = z.object({ apiTokenId: id });

/**
 * The batch positions call's body: the JSON Traccar Client sends to the gateway
 * (`{ device_id, location: {…} | [{…}, …] }`); each location is read by the gateway's parser.
 */
const osmandLocation = z.record(z.string().max(100), z.unknown());
export const osmandJsonBatch = z
  .object({
    device_id: z.string().trim().min(1, 'device_id is required').max(100),
    location: z.union([osmandLocation, z.array(osmandLocation).min(1).max(1000)]),
  })
  .strict();

// ---- markets and a branch's market
export const marketUpdate = z
  .object({ name: z.string().trim().min(1, 'Market name is required').max(200) })
  .strict();
export const marketParams = z.object({ marketId: id });
