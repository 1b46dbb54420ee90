// What the dashboard's tests share. Each test file mocks '@vigia/api-client' (the calls the
// sections make) and '@vigia/auth' (useAuth as a jest.fn) itself, as jest.mock applies to the file
// that calls it; `signIn` then sets who is signed in through that mock.
import { useAuth } from '@vigia/auth';
import type { StripEvent } from '@vigia/domain';

/** The calls the dashboard's sections make, each a jest.fn. */
export const dashboardApi = () => ({
  getStatistics: jest.fn(),
  getStripEvents: jest.fn(),
  getUnreadCount: jest.fn(),
  listNotifications: jest.fn(),
});

export function signIn(role: string, name = 'Sofía') {
  (useAuth as jest.MockedFunction<typeof useAuth>).mockReturnValue({ user: { id: 'u-1', name, role } } as unknown as ReturnType<
    typeof useAuth
  >);
}

/** An open accident at km 485.2 (Los Ángeles, norte a sur); a test names what it is about. */
export const stripEvent = (over: Partial<StripEvent> = {}): StripEvent => ({
  id: 1,
  kilometer: 485.2,
  orientation: 'NORTH',
  commune: 'Los Ángeles',
  category: 'ACCIDENTE',
  categoryName: 'Accidente',
  classificationName: 'Choque',
  statusCode: 'ABIERTO',
  statusName: 'Abierto',
  dateEvent: '2026-11-19T10:00:00.000Z',
  assigned: false,
  injured: false,
  ...over,
});
