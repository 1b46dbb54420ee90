// jest-dom matchers (loaded by the shared jest setup) for the type checker.
/// <reference types="@testing-library/jest-dom" />
