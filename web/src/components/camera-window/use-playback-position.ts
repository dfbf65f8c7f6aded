import { useNow } from '../../lib/hooks/use-now';
import { playbackPosition, type WindowState } from './model/window-state';

/** History's position, moving four times a second while it plays (the label and the slider). */
export function usePlaybackPosition(view: WindowState): number | null {
  const now = useNow(view.phase === 'streaming' ? 250 : 60_000);
  return playbackPosition(view, Math.max(now, view.streamingSinceMs ?? 0));
}
