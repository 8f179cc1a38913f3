// Web projects' tests: findBy*/waitFor wait up to 10 s instead of testing-library's 1 s, so a
// screen that takes a moment on CI's two loaded cores is not reported missing.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
