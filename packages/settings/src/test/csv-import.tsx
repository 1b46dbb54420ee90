// What the tests of the two CSV import sections (km posts, SOS posts) share: the section shown with
// its table in use, a file chosen, and an import confirmed against the version shown.
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@vigia/test-utils';

/** What the section shows: the group of the table in use, the file input's label, a chosen file's name. */
export interface CsvSectionParts {
  inUse: string;
  fileLabel: RegExp;
  fileName: string;
}

/** The import of the tests' good file: its button, the API call that imports, the message after it. */
export interface CsvImportCall {
  button: string;
  send: (...args: never[]) => unknown;
  done: string;
}

export function csvImportSection(ui: ReactElement, { inUse, fileLabel, fileName }: CsvSectionParts, imports: CsvImportCall) {
  const csvFile = (text: string, name = fileName) => new File([text], name, { type: 'text/csv' });
  return {
    /** A CSV file of `text`. */
    file: csvFile,
    /** Shows the section and waits for the table in use. */
    async show() {
      await renderWithProviders(ui);
      return screen.findByRole('group', { name: inUse });
    },
    /** Shows the section and chooses a file of `text` (named `name`). */
    async choose(user: UserEvent, text: string, name?: string) {
      await this.show();
      await user.upload(screen.getByLabelText(fileLabel), csvFile(text, name));
    },
    /**
     * Clicks the import button, checks the confirmation `says` and sent nothing yet, replaces the
     * table: the API gets `sent` and the section says it is done.
     */
    async importConfirmed(user: UserEvent, says: string, sent: unknown[]) {
      const { button, send, done } = imports;
      const calls = jest.mocked(send).mock.calls.length;
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(says);
      expect(send).toHaveBeenCalledTimes(calls);
      await user.click(within(dialog).getByRole('button', { name: 'Reemplazar la tabla' }));
      expect(send).toHaveBeenLastCalledWith(...sent);
      expect(await screen.findByText(done)).toBeInTheDocument();
    },
  };
}

/** A table in use as the server answers it before any import: the approximate demo table. */
export function demoTable<Post>(version: number, posts: Post[]) {
  return { approximate: true, updatedAt: null, version, posts };
}
