const { TestEnvironment } = require('jest-environment-node');

/**
 * Node's test environment, torn down a moment after a file's last hook. pg-boss re-checks its
 * stopping workers every second and loads a module each time it waits; a check still pending
 * when jest tears the environment down fails (and fails the next file in that worker). The
 * job queue's stop already waits for one check; this covers a check a busy machine delays.
 */
class LingeringEnvironment extends TestEnvironment {
  async teardown() {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await super.teardown();
  }
}

module.exports = LingeringEnvironment;
