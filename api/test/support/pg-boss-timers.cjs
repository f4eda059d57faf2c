/**
 * pg-boss's `delay` loads node:timers/promises each time it waits, and its workers' stop
 * watcher waits once a second until they have stopped. A wait begun after a test file's last
 * hook (a busy machine stops workers slowly) then asks jest's module registry after the file's
 * environment is gone, which fails that file or the next one in the same worker. This setup
 * file, run before each test file's modules, gives pg-boss the same `delay` with the module
 * loaded up front; worker.js and manager.js take it from tools.js when they load.
 */
const { setTimeout } = require('node:timers/promises');
const tools = require('pg-boss/src/tools');

tools.delay = function delay(ms, error) {
  const ac = new AbortController();
  const promise = new Promise((resolve, reject) => {
    setTimeout(ms, null, { signal: ac.signal })
      .then(() => (error ? reject(new Error(error)) : resolve()))
      .catch(resolve);
  });
  promise.abort = () => {
    if (!ac.signal.aborted) ac.abort();
  };
  return promise;
};
