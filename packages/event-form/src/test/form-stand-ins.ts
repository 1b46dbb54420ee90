// The event form's test boundaries, registered by importing the harness: the api-client's network
// calls become jest.fn()s (./mock-api-client) and the lazy Lexical editor a labelled textarea
// (./mock-description-editor). A module loaded before this one keeps the real code, so the harness
// imports it first and each test file imports the harness before anything else of the package.
jest.mock('@vigia/api-client', () => jest.requireActual('./mock-api-client'));
jest.mock('../description-editor', () => jest.requireActual('./mock-description-editor'));
