/**
 * jsdom without the Fetch API classes, which react-router's data routers need (they build a
 * Request for every navigation): Node's own are handed to the test window.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetch;
