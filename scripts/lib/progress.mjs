// One line per step of `npm start` (scripts/start.mjs, scripts/seed.mjs --brief): the step's
// result and its time. A step that takes longer than 2 s shows how far it got: on a terminal
// one line rewritten in place (cleared when the step ends), elsewhere (CI logs, a pipe) a
// plain line at most every 20 s, so a log file stays readable.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** "label      result     1.2 s": the label padded so that the results line up. */
export function stepLine(label, result, ms) {
  return `  ${label.padEnd(10)} ${result}${ms === undefined ? '' : `  (${seconds(ms)})`}`;
}

/**
 * A running step. update(text) says how far it is ("images 120/513"); end(result) prints the
 * step's line with its time.
 * @param {string} label
 * @param {{ stream?: NodeJS.WriteStream, quietMs?: number, plainEveryMs?: number }} [options]
 */
export function step(label, { stream = process.stdout, quietMs = 2000, plainEveryMs = 20_000 } = {}) {
  const started = Date.now();
  const tty = Boolean(stream.isTTY);
  let shown = false;
  let lastPlain = started;
  let latest = '';
  const show = () => {
    const elapsed = Date.now() - started;
    if (elapsed < quietMs || !latest) return;
    if (tty) {
      stream.write(`\r\x1b[K${stepLine(label, `${latest} …`, elapsed)}`);
      shown = true;
    } else if (Date.now() - lastPlain >= plainEveryMs) {
      stream.write(`${stepLine(label, `${latest} …`, elapsed)}\n`);
      lastPlain = Date.now();
    }
  };
  // Also when nothing new was said: a step stuck in one long call still shows its time.
  const timer = setInterval(show, tty ? 500 : 1000);
  timer.unref();
  return {
    update(text) {
      latest = text;
      if (tty) show();
    },
    end(result) {
      clearInterval(timer);
      if (shown) stream.write('\r\x1b[K');
      stream.write(`${stepLine(label, result, Date.now() - started)}\n`);
    },
    fail() {
      clearInterval(timer);
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
