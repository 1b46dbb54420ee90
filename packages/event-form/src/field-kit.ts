import type { Control, UseFormRegister } from 'react-hook-form';
import type { EventFormField, EventFormOutput, EventFormValues } from './form-values';

/** What every section of the event form needs to draw its fields. */
export interface FieldKit {
  /** The DOM id of a field's control (unique per form). */
  id: (name: string) => string;
  /** The field's current error message, if any. */
  error: (name: EventFormField) => string | undefined;
  register: UseFormRegister<EventFormValues>;
  control: Control<EventFormValues, unknown, EventFormOutput>;
  /** Read only or closed: every control disabled. */
  locked: boolean;
}
