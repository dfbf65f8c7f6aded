/** The company's tracker requests: asked from a card, read on Company > Tracker requests. */
export const trackerRequestKeys = {
  all: ['tracker-requests'] as const,
};
