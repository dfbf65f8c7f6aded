import { z } from 'zod';
import { RENTAL_TABS, type RentalTab } from '@fleet/domain';
import {
  oneOfParam,
  pageParam,
  pageSizeParam,
  sortParam,
  TABLE_PAGE_SIZES,
  textParam,
  type UrlState,
} from '../../../lib/url-state/table-url-state';
import { RENTAL_COLUMNS } from './rental-rows';

export const TAB_IDS = Object.keys(RENTAL_TABS) as [RentalTab, ...RentalTab[]];

/** The tab, search, order and page in the URL (`?tab=historical&q=lift&sort=start.desc`). */
export const rentalsTableSchema = z.object({
  tab: oneOfParam(TAB_IDS),
  q: textParam(),
  sort: sortParam(RENTAL_COLUMNS),
  page: pageParam(),
  size: pageSizeParam(TABLE_PAGE_SIZES),
});
export type RentalsTableState = UrlState<typeof rentalsTableSchema>;

/** Newest start first on the On-rent tab. */
export const DEFAULT_RENTALS_STATE: RentalsTableState = {
  tab: 'on-rent',
  q: '',
  sort: { id: 'start', desc: true },
  page: 1,
  size: 10,
};
