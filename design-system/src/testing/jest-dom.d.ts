/// <reference types="@testing-library/jest-dom/vitest" />
// The jest-dom matchers the tests use (installed at run time by @bonis/test-utils/setup), for
// this package's own type check: its tests don't import @bonis/test-utils, whose index brings
// these types to the packages that do.
