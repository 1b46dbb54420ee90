// Smoke test of the real Lexical editor in jsdom: names, toolbar and the editable state. Typing and
// formatting need selection APIs jsdom lacks; the HTML conversion is covered in lexical-html.test.ts.
import { screen } from '@testing-library/react';
import DescriptionEditor from './description-editor';
import { renderWithProviders } from '@vigia/test-utils';

function renderEditor(props: Partial<Parameters<typeof DescriptionEditor>[0]> = {}) {
  return renderWithProviders(
    <>
      <span id="lbl">Descripción</span>
      <span id="err">Este campo es requerido</span>
      <DescriptionEditor
        id="desc"
        labelId="lbl"
        describedBy="err"
        initialHtml="<p><b>Choque</b> leve</p>"
        onChange={jest.fn()}
        {...props}
      />
    </>,
  );
}

it('is a labelled, described multiline textbox with the initial HTML', async () => {
  await renderEditor({ invalid: true });
  const box = screen.getByRole('textbox', { name: 'Descripción' });
  expect(box).toHaveAccessibleDescription('Este campo es requerido');
  expect(box).toHaveAttribute('aria-multiline', 'true');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAttribute('contenteditable', 'true');
  expect(box).toHaveTextContent('Choque leve');
});

it('has a toolbar of toggle buttons with aria-pressed', async () => {
  await renderEditor();
  const toolbar = screen.getByRole('toolbar', { name: 'Formato del texto' });
  expect(toolbar).toHaveAttribute('aria-controls', 'desc');
  for (const name of ['Negrita', 'Cursiva', 'Subrayado', 'Lista con viñetas', 'Lista numerada']) {
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  }
});

it('is read-only and its toolbar disabled when disabled', async () => {
  await renderEditor({ disabled: true });
  expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveAttribute('contenteditable', 'false');
  expect(screen.getByRole('button', { name: 'Negrita' })).toBeDisabled();
});
