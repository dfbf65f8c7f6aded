/** Query keys of Company admin's own calls. */
export const companyAdminKeys = {
  all: ['company-admin'] as const,
  users: () => [...companyAdminKeys.all, 'users'] as const,
  invitations: () => [...companyAdminKeys.all, 'invitations'] as const,
  emails: () => [...companyAdminKeys.all, 'emails'] as const,
  markets: () => [...companyAdminKeys.all, 'markets'] as const,
  flags: (companyId: number) => [...companyAdminKeys.all, 'flags', companyId] as const,
  integrations: () => [...companyAdminKeys.all, 'integrations'] as const,
  apiTokens: () => [...companyAdminKeys.all, 'api-tokens'] as const,
};
