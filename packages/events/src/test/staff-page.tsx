// The staff event page as its tests open it: a session whose role the test picks (the test's
// jest.mock of @vigia/auth answers `session`), the event served, and the area's URL; the page's
// other loads answer empty (no comments, photos, history or templates).
import * as api from '@vigia/api-client';
import type { CloseReason, Ticket } from '@vigia/domain';
import { clearToasts, pageOf, renderAt } from '@vigia/test-utils';
import { EventsScreen } from '../index';

export const session = { user: { id: 'sup-1', role: 'SUPERVISOR', name: 'Sofía' } };

const mocked = api as jest.Mocked<typeof api>;

/** Opens event `t` as user `id` of `role`, at its area's URL unless `url` says otherwise. */
export function openStaffPage(role: string, id: string, t: Ticket, url = `/${role.toLowerCase()}/events/${t.id}`) {
  session.user = { id, role, name: 'X' };
  mocked.getTicket.mockResolvedValue(t);
  return renderAt(<EventsScreen />, { path: `/${role.toLowerCase()}/events/*`, url });
}

/** The page's loads besides the event, answered empty; each test file adds its reasons and operators. */
export function answerStaffPageLoads() {
  mocked.listComments.mockResolvedValue(pageOf([]));
  mocked.listAttachments.mockResolvedValue(pageOf([]));
  mocked.getTicketHistoryWithChain.mockResolvedValue({ entries: [], chain: 'VERIFIED' });
  mocked.listResponseTemplates.mockResolvedValue([]);
  mocked.listEventUnits.mockResolvedValue([]);
  mocked.listUnitKinds.mockResolvedValue([]);
  mocked.listAgencies.mockResolvedValue([]);
  mocked.listTicketAgencies.mockResolvedValue([]);
}

const RESOLVED: CloseReason = { code: 'RESUELTO', name: 'Resuelto', active: true };

/**
 * Each test of the file starts with the mocks cleared and the page's loads answered, the close
 * reasons being Resuelto and `moreReasons`; its toasts are removed after it (a dismissed toast
 * still counts against the queue's limit while it leaves).
 */
export function staffPageEachTest(moreReasons: CloseReason[] = []) {
  beforeEach(() => {
    jest.clearAllMocks();
    answerStaffPageLoads();
    mocked.listCloseReasons.mockResolvedValue([RESOLVED, ...moreReasons]);
  });
  afterEach(clearToasts);
}
