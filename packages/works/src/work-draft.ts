// What is typed in the work's form is kept in this tab's session until the server has it, so a
// failed save, a reload or a slip of the finger loses nothing.
import type { WorkFormValues } from './work-form-values';

const keyOf = (id: number | null) => `vigia.works.draft.${id ?? 'new'}`;

export function readDraft(id: number | null): WorkFormValues | null {
  try {
    const text = sessionStorage.getItem(keyOf(id));
    return text ? (JSON.parse(text) as WorkFormValues) : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: number | null, values: WorkFormValues): void {
  try {
    sessionStorage.setItem(keyOf(id), JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form still works, only without the safety net.
  }
}

export function clearDraft(id: number | null): void {
  try {
    sessionStorage.removeItem(keyOf(id));
  } catch {
    // As above.
  }
}
