// The typed client's triage, km-post and SOS-post calls, stubbed for every section's tests (jest.mock factory).
export function apiClientMock() {
  const actual = jest.requireActual('@vigia/api-client');
  return {
    ApiError: actual.ApiError,
    isApiError: actual.isApiError,
    listCloseReasons: jest.fn(),
    createCloseReason: jest.fn(),
    updateCloseReason: jest.fn(),
    listSlaTargets: jest.fn(),
    updateSlaTarget: jest.fn(),
    listSeverityRules: jest.fn(),
    updateSeverityRule: jest.fn(),
    listResponseTemplates: jest.fn(),
    createResponseTemplate: jest.fn(),
    updateResponseTemplate: jest.fn(),
    deleteResponseTemplate: jest.fn(),
    getLocationReference: jest.fn(),
    importKmPosts: jest.fn(),
    getSosPostTable: jest.fn(),
    importSosPosts: jest.fn(),
  };
}
