/**
 * The sentences of work orders and service groups, word for word where the spec quotes them
 * (spec 1 §8 'Error loading work orders…', spec 2 §8 the service-group toasts), so the server
 * and the client say the same words.
 */
export const WORK_ORDER_MESSAGES = {
  loadFailed: 'Error loading work orders. Please try again later.',
  forbidden: 'Only the company owner, admins and managers can see work orders and service groups.',
  descriptionRequired: 'Description is required',
  assetRequired: 'Choose the asset the work order is for',
  taskRequired: 'A task needs a description',
  unknownUser: 'Every assigned user must be a user of your company.',
  unknownInterval: 'The service interval is not one of the asset’s service group.',
  unknownTask: 'A task item of the body is not one of this work order’s tasks.',
  created: 'Work order created.',
  saved: 'Work order saved.',
  closed: 'Work order closed.',
  reopened: 'Work order reopened.',
  saveFailed: 'The work order could not be saved. Please try again later.',
} as const;

export const SERVICE_GROUP_MESSAGES = {
  createFailed: 'There was an error creating a new Service Group.',
  updateFailed: 'There was an error modifying the Service Group.',
  deleteFailed: 'There was an error deleting the Service Group.',
  intervalCreateFailed: 'There was an error creating the interval.',
  intervalUpdateFailed: 'There was an error modifying the interval.',
  intervalDeleteFailed: (name: string) => `There was an error deleting the ${name} interval.`,
  /** spec 2 §8 detail of a 400 without a server sentence. */
  fillAllFields:
    'Please make sure all fields are filled out and Service Group has Service Intervals created.',
  /** spec 2 §8 detail of a 409: also the server's sentence for a taken name. */
  namesUnique: 'Service Group name and Service Interval names must be unique.',
  tryLater: 'Please try again later.',
  nameRequired: 'Service Group name is required',
  intervalNameRequired: 'Service Interval name is required',
  intervalsRequired: 'Add at least one Service Interval to the Service Group.',
  intervalNeedsLimit:
    'A Service Interval needs a time (days), miles or engine hours greater than 0.',
  assetsSaved: 'Service Group assets saved.',
} as const;

/**
 * spec 2 §8: the detail after a service-group toast's sentence: the server's message when it
 * sent one, else by status (400, 409, anything else).
 */
export function serviceGroupErrorDetail(
  status: number | undefined,
  serverMessage?: string,
): string {
  if (serverMessage && serverMessage.trim()) return serverMessage;
  if (status === 400) return SERVICE_GROUP_MESSAGES.fillAllFields;
  if (status === 409) return SERVICE_GROUP_MESSAGES.namesUnique;
  return SERVICE_GROUP_MESSAGES.tryLater;
}
