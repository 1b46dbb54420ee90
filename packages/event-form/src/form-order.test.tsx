import { control, showForm } from './test/event-form-harness';
import { TICKET } from './test/form-fixtures';
import { EventForm } from './index';

const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the report from the roadside', () => {
  it('asks what happened (category, photo) before who reports it', async () => {
    await showForm();
    const photo = document.querySelector('form input[type="file"]')!;
    expect(precedes(control('category'), control('kilometer'))).toBe(true);
    expect(precedes(control('dateEvent'), photo)).toBe(true);
    expect(precedes(photo, control('fullName'))).toBe(true);
    expect(precedes(control('fullName'), control('patente'))).toBe(true);
  });

  it('starts a new report’s date at now', async () => {
    await showForm();
    const value = control('dateEvent').value;
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(Math.abs(new Date(value).getTime() - Date.now())).toBeLessThan(2 * 60_000);
  });

  it('keeps an edited event’s date', async () => {
    await showForm(<EventForm mode="edit" initialTicket={TICKET} />);
    expect(new Date(control('dateEvent').value).toISOString()).toBe(TICKET.dateEvent);
  });
});
