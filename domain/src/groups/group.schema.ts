import { z } from 'zod';
import { bodyId, id } from '../api-schemas';
import { organization } from '../assets/asset.schema';

/** A group's name: what a person would type in the Create Group modal (spec 2 §5). */
export const GROUP_NAME_MAX = 100;

/** spec 2 §8 "Classes, categories, groups, bulk edit" and "Data layer": the groups' words. */
export const GROUP_MESSAGES = {
  /** spec 2 §5 Create Group: the name is required. */
  nameRequired: 'Field cannot be empty.',
  nameTooLong: `Keep the group name under ${GROUP_NAME_MAX} characters.`,
  /** Our sentence: the company already has a group of this name (names differ in more than case). */
  nameTaken: (name: string) => `A group named ${name} already exists. Choose another name.`,
  created: 'Group Created Successfully.',
  createFailed: 'Create group failed.',
  updated: (name: string) => `${name} successfully updated!`,
  updateFailed: (name: string) => `There was an error updating ${name}.`,
  deleted: 'Group successfully deleted!',
  deleteFailed: 'There was an error deleting the group.',
  fetchFailed: 'There was an error fetching organizations.',
  /** Who may add, rename and delete groups (Fleet's reading: admins and managers). */
  notAllowed: 'Only admins and managers can add, rename or delete groups.',
  /** The view settings' organization filters name groups the company has (or had). */
  unknownIds: (ids: readonly number[]) => `Unknown group id(s): ${ids.join(', ')}`,
} as const;

/** POST /api/organizations and PATCH /api/organizations/{id}; createGroup(name). */
export const groupNameBody = z.strictObject({
  name: z
    .string({ error: GROUP_MESSAGES.nameRequired })
    .trim()
    .min(1, GROUP_MESSAGES.nameRequired)
    .max(GROUP_NAME_MAX, GROUP_MESSAGES.nameTooLong),
});
export type GroupNameBody = z.infer<typeof groupNameBody>;

/** spec 2 §3 "Group": id and name (REST keeps the data layer's organization_id), with its members' count. */
export const group = organization.extend({
  /** Members in service (archived assets are not counted). */
  asset_count: z.number().int(),
});
export type Group = z.infer<typeof group>;

export const groupParams = z.object({ organizationId: id });

/**
 * spec 2 §3 "group member asset": id, customName, companyId, the equipment make and model names,
 * customModel, the active rental's id, serialNumber, vin. Flat, so GraphQL's camelCase type is
 * written from it (equipmentMakeName, activeRentalId).
 */
export const groupMemberAsset = z.object({
  id: z.number().int(),
  custom_name: z.string(),
  company_id: z.number().int(),
  equipment_make_name: z.string().nullable(),
  equipment_model_name: z.string().nullable(),
  /** The typed model when the catalogue has none. */
  custom_model: z.string().nullable(),
  /** The asset's on-rent rental, if any. */
  active_rental_id: z.number().int().nullable(),
  serial_number: z.string().nullable(),
  vin: z.string().nullable(),
});
export type GroupMemberAsset = z.infer<typeof groupMemberAsset>;

/** assetsForGroups: the assets in none of these groups (all of them when none is given). */
export const assetsForGroupsArgs = z.strictObject({
  excluded_group_ids: z.array(bodyId).max(1000).default([]),
});
