import { useRef, type TouchEvent } from 'react';
import { swipeDirection } from '@cards/shared/domain';

/** SPEC §4, §9: a horizontal swipe on a touch screen; the thresholds are swipeDirection's. */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
