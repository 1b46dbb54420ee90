// The api-client as component tests see it: the network is stubbed at this boundary. The calls a
// screen makes become jest.fn(); ApiError, isApiError, the connection's state and the names in `real` stay real. Use it as
//   jest.mock('@vigia/api-client', () => jest.requireActual<typeof ApiStub>('@vigia/test-utils/api-stub').stubApi(['getTicket']));
import type * as ApiClient from '@vigia/api-client';

type Name = keyof typeof ApiClient;

export function stubApi(stubbed: readonly Name[], real: readonly Name[] = []): Partial<typeof ApiClient> {
  const actual = jest.requireActual<typeof ApiClient>('@vigia/api-client');
  return {
    ApiError: actual.ApiError,
    isApiError: actual.isApiError,
    fieldMessage: actual.fieldMessage,
    refusalMessage: actual.refusalMessage,
    // The connection's state (issue 37) is the page's, not the network's: always the real one.
    getConnectionState: actual.getConnectionState,
    subscribeConnection: actual.subscribeConnection,
    noteLiveData: actual.noteLiveData,
    isSendFailure: actual.isSendFailure,
    ...Object.fromEntries(real.map((name) => [name, actual[name]])),
    ...Object.fromEntries(stubbed.map((name) => [name, jest.fn()])),
  };
}
