// A phone's position for the tests of "Usar mi ubicación": navigator.geolocation answers what the
// test says, the demo km table is the server's, and no cached table or answer outlives a test.
// Call at a test file's top level (it registers beforeAll and beforeEach).
import { appQueryClient } from '@vigia/api-client/query';
import { TABLE, latAt, lonAt } from './demo-km-table';
import { mocked } from './event-form-harness';

export function fakeDevice() {
  const getCurrentPosition = jest.fn();
  beforeAll(() => {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  });
  beforeEach(() => {
    appQueryClient.clear();
    localStorage.clear();
    getCurrentPosition.mockReset();
    mocked.getLocationReference.mockResolvedValue(TABLE);
  });
  return {
    getCurrentPosition,
    /** The device at `metresEast` of the road's axis at `km` (the carriageways are at -7.5 and +7.5 m)… */
    deviceAt: (km: number, metresEast: number, heading: number | null = null) =>
      getCurrentPosition.mockImplementation((success: PositionCallback) =>
        success({ coords: { latitude: latAt(km), longitude: lonAt(km, metresEast), heading, accuracy: 10 } } as GeolocationPosition),
      ),
    /** …or refusing with a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
    deviceFails: (code: number) =>
      getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({ code } as GeolocationPositionError),
      ),
  };
}
