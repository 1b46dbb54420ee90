// Smoke test of the public surface: the re-exported Chakra parts render with our system and keep
// their accessibility wiring.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDs } from './test/render';
import { Badge, Button, Card, Field, Input, NativeSelect, Table, Textarea } from './index';
import { Drawer, Portal, Tabs } from './overlays';

describe('exports', () => {
  it('Field ties label and helper text to the control', async () => {
    await renderWithDs(
      <>
        <Field.Root invalid required>
          <Field.Label>
            Correo electrónico <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" />
          <Field.HelperText>Usaremos este correo para contactarte</Field.HelperText>
          <Field.ErrorText>Debe colocar un correo electrónico válido</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Orientación</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field>
              <option value="NORTH">Norte a sur</option>
              <option value="SOUTH">Sur a norte</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>Descripción</Field.Label>
          <Textarea />
        </Field.Root>
      </>,
    );
    const email = screen.getByRole('textbox', { name: /Correo electrónico/ });
    expect(email).toBeInvalid();
    expect(email).toBeRequired();
    // Plain Field: helper via aria-describedby, error via aria-errormessage (see FormField).
    expect(email).toHaveAccessibleDescription('Usaremos este correo para contactarte');
    expect(email).toHaveAttribute('aria-errormessage');
    expect(screen.getByRole('combobox', { name: 'Orientación' })).toHaveValue('NORTH');
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toBeInTheDocument();
  });

  it('Table, Tabs, Card and Badge render', async () => {
    await renderWithDs(
      <Card.Root>
        <Card.Body>
          <Tabs.Root defaultValue="a">
            <Tabs.List>
              <Tabs.Trigger value="a">Abiertos</Tabs.Trigger>
              <Tabs.Trigger value="b">Cerrados</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="a">
              <Table.Root>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Estado</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  <Table.Row>
                    <Table.Cell>
                      <Badge>CERRADO</Badge>
                    </Table.Cell>
                  </Table.Row>
                </Table.Body>
              </Table.Root>
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>,
    );
    expect(screen.getByRole('tab', { name: 'Abiertos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'CERRADO' })).toBeInTheDocument();
  });

  it('Drawer opens as a labelled dialog', async () => {
    await renderWithDs(
      <Drawer.Root placement="start">
        <Drawer.Trigger asChild>
          <Button>Abrir menú</Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Navegación</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>Inicio</Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(await screen.findByRole('dialog', { name: 'Navegación' })).toBeInTheDocument();
  });
});
