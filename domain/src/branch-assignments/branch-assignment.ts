import { z } from 'zod';

/**
 * spec 1 §3 "Branch assignment": start_date, end_date, branch.name, assignment_type_id; the card
 * asks for type 2 (spec 1 §7). Type 1 is the inventory (owning) branch, type 2 the rental
 * branch: our reading, as the spec names only the numbers (docs/ASSET-EDIT.md).
 */
export const BRANCH_ASSIGNMENT_TYPE = { inventory: 1, rental: 2 } as const;
export type BranchAssignmentTypeId =
  (typeof BRANCH_ASSIGNMENT_TYPE)[keyof typeof BRANCH_ASSIGNMENT_TYPE];

export const branchAssignment = z.object({
  branch_assignment_id: z.number(),
  assignment_type_id: z.union([z.literal(1), z.literal(2)]),
  branch: z.object({ branch_id: z.number(), name: z.string() }),
  start_date: z.string(),
  /** Null while it is the asset's current branch of its type. */
  end_date: z.string().nullable(),
});
export type BranchAssignment = z.infer<typeof branchAssignment>;

export const branchAssignmentQuery = z.object({
  assignment_type_id: z.coerce
    .number()
    .refine((n) => n === 1 || n === 2, 'assignment_type_id is 1 (inventory) or 2 (rental)')
    .optional(),
});
