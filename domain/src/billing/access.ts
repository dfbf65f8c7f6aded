/**
 * Who may write invoices and parts (Fleet's reading; docs/BILLING.md): admins, managers and
 * sales, never a read-only user. Everyone of the company reads them.
 */
export function mayManageBilling(securityLevelId: number, readOnly: boolean): boolean {
  return !readOnly && [1, 2, 4].includes(securityLevelId);
}
