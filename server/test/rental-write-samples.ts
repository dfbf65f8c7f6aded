/**
 * A valid body for each rental write (on-rent, edit, off-rent, notes, jobsite): the walks
 * (tenancy, bad input) send them to every route, so they are written once here. `note` names
 * the walk in the texts it writes; `place` is where a walked jobsite is put.
 */
export function rentalWriteSamples(
  note: string,
  place: { latitude: number; longitude: number },
): Record<string, object> {
  const rentalFields = {
    user_id: 1,
    asset_id: 1,
    start_date: '2026-11-20T06:00:00Z',
    end_date: '2026-11-22T06:00:00Z',
    location_id: 1,
  };
  const offRentOnDay = { rental_status_id: 6, end_date: '2026-11-20' };
  return {
    'PATCH /api/fleet/inventory/off-rent/:rentalId': { rental_status_id: 6 },
    'PATCH /api/companies/:companyId/rentals/batch-off-rent': {
      items: [{ rental_id: 1, rental_status_id: 6 }],
    },
    'PATCH /api/companies/:companyId/rentals/:rentalId': offRentOnDay,
    'POST /api/rentals/:rentalId/notes': { content: note, rental_note_type_id: 2 },
    'PATCH /api/rsp/rentals/:rentalId': rentalFields,
    'PATCH /api/rsp/orders/:orderId': { job_id: null },
    'POST /api/fleet/inventory/on-rent': { ...rentalFields, job_id: null, daily_rate: 1 },
    'POST /api/fleet/inventory/location': { nickname: note, ...place },
    'PATCH /api/third-party/rental/:thirdPartyRentalId': offRentOnDay,
  };
}
