import { useEffect } from 'react';
import { useTrackEventMutation } from './TrackEventMutation.js';

/** Sends PAGE_VIEWED with the page name once when the page opens. */
export function usePageView(page: string): void {
  const track = useTrackEventMutation();
  useEffect(() => {
    track('PAGE_VIEWED', { page });
  }, [track, page]);
}
