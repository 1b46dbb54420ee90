// A value of the comparison as people read it: a list's name, not its code; the description's text.
import type { Ticket } from '@vigia/domain';
import { htmlTextContent } from '@vigia/domain/html-text';
import type { TFunction } from '@vigia/i18n';
import type { EditableField } from './conflict-fields';

/** The names the current event carries for its coded fields. */
const NAMES: Partial<Record<EditableField, (t: Ticket) => { code: string; name: string }>> = {
  category: (x) => ({ code: x.category, name: x.categoryName }),
  subcategory: (x) => ({ code: String(x.subcategory), name: x.subcategoryName }),
  classificationId: (x) => ({ code: String(x.classificationId), name: x.classificationName }),
  statusCode: (x) => ({ code: x.statusCode, name: x.statusName }),
};

/**
 * `theirs`: the current event (its names); otherwise the form's own list (the option's text of the
 * control with `controlId`), else the value itself.
 */
export function displayValue(field: EditableField, value: string, theirs: Ticket | undefined, controlId: string, t: TFunction): string {
  if (!value) return '';
  if (field === 'description') return htmlTextContent(value).trim();
  if (field === 'orientation') return t(`orientation.${value}`);
  if (field === 'documentKind') return t(`document.kinds.${value}`);
  const named = theirs && NAMES[field]?.(theirs);
  if (named && named.code === value && named.name) return named.name;
  const control = typeof document === 'undefined' ? null : document.getElementById(controlId);
  if (control instanceof HTMLSelectElement) {
    const option = [...control.options].find((o) => o.value === value);
    if (option?.text) return option.text;
  }
  return value;
}
