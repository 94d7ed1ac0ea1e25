import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils (when installed) expects Jest's globals.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

afterEach(() => {
  cleanup();
});

// happy-dom's Web Animations reject `finished` with AbortError when an element unmounts mid-animation,
// which Fluent's motion components do not await. Tests do not need the animations: finish them at once.
if (typeof Element !== "undefined") Element.prototype.animate = function animate() {
  const animation = {
    finished: Promise.resolve(),
    onfinish: null as null | (() => void),
    cancel: () => {},
    finish: () => {},
    play: () => {},
    pause: () => {},
    reverse: () => {},
    persist: () => {},
    commitStyles: () => {},
    playState: 'finished',
    currentTime: 0,
    playbackRate: 1,
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  queueMicrotask(() => animation.onfinish?.());
  return animation as unknown as Animation;
};
