// The api-client as the staff page's tests see it: the calls the page makes on load, plus the ones a
// test acts with, stubbed; ApiError and conflictTicket stay real. A jest.mock factory requires it:
//   jest.mock('@vigia/api-client', () => jest.requireActual<typeof StaffApi>('./test/staff-page-api').staffPageApi(['takeTicket']));
import type * as ApiClient from '@vigia/api-client';
import { stubApi } from '@vigia/test-utils/api-stub';

const LOADS = [
  'getTicket',
  'listComments',
  'listAttachments',
  'fetchAttachmentBlob',
  'getTicketHistoryWithChain',
  'listResponseTemplates',
  'getOperators',
  'listCloseReasons',
  // Issue 38: "Unidades enviadas" (control room and inspector).
  'listEventUnits',
  'listUnitKinds',
  // Issue 39: "Organismos avisados" (control room and inspector).
  'listAgencies',
  'listTicketAgencies',
] as const;

export function staffPageApi(acts: readonly (keyof typeof ApiClient)[]): Partial<typeof ApiClient> {
  return stubApi([...LOADS, ...acts], ['conflictTicket']);
}
