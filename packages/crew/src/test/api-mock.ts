// The typed client's unit calls, stubbed for the crew's tests (jest.mock factory). The live
// stream's hand-off is the real one: tests publish unit events through it.
export function apiClientMock() {
  const actual = jest.requireActual('@vigia/api-client');
  return {
    ApiError: actual.ApiError,
    isApiError: actual.isApiError,
    publishUnitEvent: actual.publishUnitEvent,
    subscribeUnitEvents: actual.subscribeUnitEvents,
    isNotificationStreamOpen: actual.isNotificationStreamOpen,
    subscribeNotificationStream: actual.subscribeNotificationStream,
    setNotificationStreamOpen: actual.setNotificationStreamOpen,
    getMyUnit: jest.fn(),
    listVacantUnits: jest.fn(),
    signOnUnit: jest.fn(),
    signOffUnit: jest.fn(),
    setUnitStatus: jest.fn(),
    reportUnitPosition: jest.fn(),
    getTicket: jest.fn(),
    uploadAttachment: jest.fn(),
  };
}
