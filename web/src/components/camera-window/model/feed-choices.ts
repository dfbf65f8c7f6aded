/** The window's two toggles (spec 1 §2): Live/History and Outside/Inside. */
import { CAMERA_FEEDS, type CameraFeed } from '@fleet/domain';
import type { FeedType } from './window-state';

export const FEED_TYPE_CHOICES: { value: FeedType; label: string }[] = [
  { value: 'live', label: 'Live' },
  { value: 'history', label: 'History' },
];

export const FEED_LABELS: Record<CameraFeed, string> = { outside: 'Outside', inside: 'Inside' };

export const FEED_CHOICES = CAMERA_FEEDS.map((feed) => ({ value: feed, label: FEED_LABELS[feed] }));

export const isFeedType = (value: string): value is FeedType =>
  FEED_TYPE_CHOICES.some((choice) => choice.value === value);

export const isCameraFeed = (value: string): value is CameraFeed =>
  (CAMERA_FEEDS as readonly string[]).includes(value);
