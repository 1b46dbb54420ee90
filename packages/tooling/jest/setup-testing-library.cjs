// Testing Library's find*/waitFor give up after 1 s by default. A lazy screen on a machine busy with
// other work can take longer (CI once failed "signed out › / redirects to the login" that way), so
// they wait for what they mean up to 5 s; the test's own timeout (30 s) still bounds each test.
// Testing Library is a dependency of each web package, not of this one: configure the copy the
// test file itself resolves, so its find*/waitFor read this setting.
const path = require('node:path');

const ASYNC_UTIL_TIMEOUT_MS = 5_000;

let testingLibrary;
try {
  const from = path.dirname(expect.getState().testPath);
  testingLibrary = require(require.resolve('@testing-library/react', { paths: [from] }));
} catch {
  // A project that does not use Testing Library.
}
testingLibrary?.configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
