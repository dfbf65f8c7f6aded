/**
 * Valid bodies for the asset card's write routes (service requests, photos, edits, tracker
 * requests), shared by the walks (tenancy, bad input, fuzz), so each walk reaches the route's
 * own checks instead of stopping at validation.
 */
export function cardWriteSamples(requesterId: number): Record<string, object> {
  const serviceRequest = {
    requesting_user_id: requesterId,
    description: 'Walk: hydraulic leak',
    site_point_of_contact: 'Sam',
    location_and_access_instructions: 'Gate 2',
    files: [],
  };
  return {
    'POST /api/assets/:assetId/service-request': serviceRequest,
    'POST /api/rentals/:rentalId/service-request': serviceRequest,
    'POST /api/photos-v2': { upload_id: 1 },
    'PATCH /api/assets/:assetId/photos/:photoId': { is_primary: true },
    'PATCH /api/assets/:assetId': { description: 'Walk: edited' },
    'PUT /api/assets/:assetId/marker-color': { marker_color: '#1c7ed6' },
    'POST /api/tracker-requests': {
      asset_id: 1,
      wants: 'camera',
      contact_name: 'Walk',
      contact_email: 'walk@example.test',
    },
  };
}
