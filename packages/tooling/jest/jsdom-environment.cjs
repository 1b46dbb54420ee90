// jsdom lacks Node's fetch family and streams, which the API client's HTTP layer needs.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const key of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'BroadcastChannel',
      'DOMException',
      'URL',
      'URLSearchParams',
    ]) {
      if (globalThis[key] !== undefined) g[key] = globalThis[key];
    }
  }
}

module.exports = JsdomWithFetch;
