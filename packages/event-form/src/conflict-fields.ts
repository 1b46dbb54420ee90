// Issue 35: what a save changes and what collides with another user's change. Compared as the
// inputs hold the values (strings): the event the form was loaded from (base), the form (mine) and
// the event as it is now (theirs).
import type { Ticket, TicketPatch } from '@vigia/domain';
import { FORM_FIELDS, ticketToValues, type EventFormField, type EventFormOutput, type EventFormValues, toTicketInput } from './form-values';

/** The fields a save may change: the form's (the date is never edited, SPEC §4) and the status. */
export type EditableField = Exclude<EventFormField, 'dateEvent'> | 'statusCode';
export const EDITABLE_FIELDS: readonly EditableField[] = [
  ...FORM_FIELDS.filter((f): f is Exclude<EventFormField, 'dateEvent'> => f !== 'dateEvent'),
  'statusCode',
];
export type Snapshot = Record<EditableField, string>;

/** The classification names its parents: the three travel together or the server refuses the mix. */
const CLASSIFICATION: readonly EditableField[] = ['category', 'subcategory', 'classificationId'];

export function snapshotOf(ticket: Ticket): Snapshot {
  return { ...ticketToValues(ticket), statusCode: ticket.statusCode };
}

export function formSnapshot(values: EventFormValues, statusCode: string): Snapshot {
  return { ...values, statusCode };
}

/** The fields the user changed since the form was loaded. */
export function changedFields(base: Snapshot, mine: Snapshot): EditableField[] {
  const changed = EDITABLE_FIELDS.filter((f) => mine[f] !== base[f]);
  if (changed.some((f) => CLASSIFICATION.includes(f))) for (const f of CLASSIFICATION) if (!changed.includes(f)) changed.push(f);
  return changed;
}

/** The PATCH body: only the changed fields, as the API takes them (validated by the schema). */
export function toPatch(output: EventFormOutput, changed: readonly EditableField[], statusCode: string): TicketPatch {
  const input = toTicketInput(output) as unknown as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const f of changed) patch[f] = f === 'statusCode' ? statusCode : (input[f] ?? '');
  return patch as TicketPatch;
}

export interface ConflictRow {
  field: EditableField;
  mine: string;
  theirs: string;
  /** The user changed it (else only the other user did, and the form still shows the old value). */
  mineChanged: boolean;
}

/** Every field where the form and the current event differ and someone changed it. */
export function conflictRows(base: Snapshot, mine: Snapshot, theirs: Snapshot): ConflictRow[] {
  return EDITABLE_FIELDS.filter((f) => mine[f] !== theirs[f] && (mine[f] !== base[f] || theirs[f] !== base[f])).map((field) => ({
    field,
    mine: mine[field],
    theirs: theirs[field],
    mineChanged: mine[field] !== base[field],
  }));
}

export type Choice = 'mine' | 'theirs';

/** "Conservar mis cambios": what the user changed wins; what only the other user changed stays theirs. */
export function keepMine(rows: readonly ConflictRow[]): Record<string, Choice> {
  return Object.fromEntries(rows.map((r) => [r.field, r.mineChanged ? 'mine' : 'theirs']));
}
