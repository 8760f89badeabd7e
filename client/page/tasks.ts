/**
 * Resolves in a task of its own, after whatever the browser has waiting (a tap, a frame):
 * long work split with it never blocks input for the whole of it (issue 33 item 4).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Resolves in a task after the next frame: the style and layout a change left are settled by the
 * frame, so what runs then (a focus, a measure) does not force them into the change's own task.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

/** Runs `run` once the browser is idle (at the latest after 3 s; where idle callbacks are missing, after 200 ms). */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else window.setTimeout(run, 200);
}
