import { RENTAL_TABS, type RentalTab } from '@fleet/domain';
import { FIRST_PAGE, pagedTableSchema } from '../../../lib/url-state/paged-table-state';
import { oneOfParam, textParam, type UrlState } from '../../../lib/url-state/table-url-state';
import { RENTAL_COLUMNS } from './rental-rows';

export const TAB_IDS = Object.keys(RENTAL_TABS) as [RentalTab, ...RentalTab[]];

/** The tab, search, order and page in the URL (`?tab=historical&q=lift&sort=start.desc`). */
export const rentalsTableSchema = pagedTableSchema(RENTAL_COLUMNS, {
  tab: oneOfParam(TAB_IDS),
  q: textParam(),
});
export type RentalsTableState = UrlState<typeof rentalsTableSchema>;

/** Newest start first on the On-rent tab. */
export const DEFAULT_RENTALS_STATE: RentalsTableState = {
  ...FIRST_PAGE,
  tab: 'on-rent',
  q: '',
  sort: { id: 'start', desc: true },
};
