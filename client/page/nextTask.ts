/**
 * Resolves in a task of its own, after whatever the browser has waiting (a tap, a frame):
 * long work split with it never blocks input for the whole of it (issue 33 item 4).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
