import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An invitation to join the company: the link carries a token whose hash is kept; accepting it
 * creates the user with the level chosen here. One open invitation per address.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    invitationId: serial('invitation_id').primaryKey(),
    companyId: companyIdColumn(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    securityLevelId: smallint('security_level_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.userId),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('user_invitations_token_unique').on(t.tokenHash),
    uniqueIndex('user_invitations_open_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
    index('user_invitations_company_idx').on(t.companyId),
  ],
);

/** A token for the batch positions call (Company admin > Integrations); only its hash is kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    apiTokenId: serial('api_token_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters, to tell tokens apart in the list. */
    prefix: text('prefix').notNull(),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_unique').on(t.tokenHash),
    index('api_tokens_company_idx').on(t.companyId),
  ],
);

/**
 * Every email Fleet sends (alerts, invitations): kept here as the outbox by default, and with
 * an SMTP setting also handed to the server, with its answer.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    emailMessageId: serial('email_message_id').primaryKey(),
    companyId: companyIdColumn(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** 'outbox' or 'smtp'. */
    provider: text('provider').notNull(),
    /** 'outbox', 'sent' or 'failed'. */
    status: text('status').notNull(),
    error: text('error'),
    /** Why it was sent: 'alert', 'invitation'. */
    purpose: text('purpose').notNull(),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_messages_company_idx').on(t.companyId, t.emailMessageId)],
);
