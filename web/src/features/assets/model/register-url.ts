import { z } from 'zod';
import {
  ASSET_SEARCH_LIMITS,
  ASSET_SEARCH_SORTS,
  ASSET_TYPE,
  type AssetSearchQueryInput,
} from '@fleet/domain';
import { FIRST_PAGE, pagedTableSchema } from '../../../lib/url-state/paged-table-state';
import { oneOfParam, textParam, type UrlState } from '../../../lib/url-state/table-url-state';

/** An id in the URL, or '' for any. */
const idParam = () => z.string().regex(/^([1-9]\d{0,9})?$/);

export const TYPE_FILTERS = [
  'all',
  String(ASSET_TYPE.vehicle),
  String(ASSET_TYPE.equipment),
] as const;
export const TRACKER_FILTERS = ['all', 'yes', 'no'] as const;
/** Service due as the dashboard counts it: due soon or overdue, or overdue only. */
export const SERVICE_FILTERS = ['all', 'due', 'overdue'] as const;
/** Trackers silent for a day or more, or never heard from (the dashboard's tile). */
export const REPORTING_FILTERS = ['all', 'silent'] as const;

/**
 * `?q=cat&type=2&tracker=yes&branch=3&service=due&reporting=silent&sort=year.desc&page=2&size=20`:
 * the register's search.
 */
export const registerUrlSchema = pagedTableSchema(ASSET_SEARCH_SORTS, {
  q: textParam(ASSET_SEARCH_LIMITS.queryLength),
  type: oneOfParam(TYPE_FILTERS),
  tracker: oneOfParam(TRACKER_FILTERS),
  branch: idParam(),
  group: idParam(),
  service: oneOfParam(SERVICE_FILTERS),
  reporting: oneOfParam(REPORTING_FILTERS),
});
export type RegisterUrlState = UrlState<typeof registerUrlSchema>;

export const DEFAULT_REGISTER_STATE: RegisterUrlState = {
  ...FIRST_PAGE,
  size: 20,
  q: '',
  type: 'all',
  tracker: 'all',
  branch: '',
  group: '',
  service: 'all',
  reporting: 'all',
  sort: { id: 'name', desc: false },
};

export const hasRegisterFilters = (state: RegisterUrlState): boolean =>
  state.q.trim() !== '' ||
  state.type !== 'all' ||
  state.tracker !== 'all' ||
  state.branch !== '' ||
  state.group !== '' ||
  state.service !== 'all' ||
  state.reporting !== 'all';

/** The GET assets/search query of a register state: searched, sorted and paged by the server. */
export function toSearchQuery(state: RegisterUrlState): AssetSearchQueryInput {
  const query = state.q.trim();
  return {
    ...(query && { query }),
    ...(state.type !== 'all' && { asset_type_id: state.type }),
    ...(state.tracker !== 'all' && { has_tracker: state.tracker === 'yes' ? 'true' : 'false' }),
    ...(state.branch && { branch_id: state.branch }),
    ...(state.group && { group_id: state.group }),
    ...(state.service !== 'all' && { service_due: state.service }),
    ...(state.reporting !== 'all' && { reporting: state.reporting }),
    sort: state.sort.id,
    order: state.sort.desc ? 'desc' : 'asc',
    page_size: String(state.size),
    page_number: String(state.page),
  };
}
