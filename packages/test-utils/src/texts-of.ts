import { within, type ByRoleMatcher } from '@testing-library/react';

/** The text of each element of a role inside `container`, in order: a list's items, a table's headers. */
export function textsOf(container: HTMLElement, role: ByRoleMatcher): (string | null)[] {
  return within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
}
