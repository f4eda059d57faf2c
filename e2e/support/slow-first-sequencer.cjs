const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * The files that take minutes, longest first. With no timings from an earlier run (a clean CI
 * machine has none) jest starts the largest files first, and these are small: started last,
 * one would keep a worker busy for minutes after the other has finished.
 */
const SLOW = ['accessibility-desktop.e2e.ts', 'accessibility-phone.e2e.ts', 'accessibility-public.e2e.ts'];

const rank = (test) => {
  const index = SLOW.indexOf(path.basename(test.path));
  return index === -1 ? SLOW.length : index;
};

/** Jest's own order (known durations, else file size), with the slow files moved to the front. */
class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
