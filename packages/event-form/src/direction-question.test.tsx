// Issue 37: "Usar mi ubicación" comes first in the location, and between the carriageways, standing
// still, the form asks "¿Hacia dónde viaja: Chillán o Collipulli?" instead of taking the nearer one.
import { control, showForm } from './test/event-form-harness';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDevice } from './test/fake-device';

const { deviceAt } = fakeDevice();

const locateButton = () => screen.getByRole('button', { name: 'Usar mi ubicación' });
const question = () => screen.queryByRole('group', { name: '¿Hacia dónde viaja: Chillán o Collipulli?' });

describe('the direction between the carriageways', () => {
  it('"Usar mi ubicación" is the first control of the location', async () => {
    await showForm();
    for (const name of ['commune', 'sector', 'kilometer', 'orientation']) {
      expect([name, locateButton().compareDocumentPosition(control(name)) & Node.DOCUMENT_POSITION_FOLLOWING]).toEqual([
        name,
        Node.DOCUMENT_POSITION_FOLLOWING,
      ]);
    }
    // After what happened (the category cascade), before where.
    expect(control('classificationId').compareDocumentPosition(locateButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('standing still between them: km and commune are filled, the direction is asked, and the answer sets it', async () => {
    const user = userEvent.setup();
    deviceAt(455, 0);
    await showForm();
    // A direction chosen before is not kept as if GPS had confirmed it.
    await user.selectOptions(control('orientation'), 'SOUTH');
    await user.click(locateButton());
    await waitFor(() => expect(control('kilometer')).toHaveValue(455));
    expect(control('commune')).toHaveValue('Cabrero');
    expect(control('orientation')).toHaveValue('');
    expect(await screen.findByText(/^Ubicación: km 455, Cabrero\. A \d+ m de la ruta\.$/)).toBeInTheDocument();
    const group = question();
    expect(group).toBeInTheDocument();
    const collipulli = screen.getByRole('radio', { name: 'Collipulli' });
    const chillan = screen.getByRole('radio', { name: 'Chillán' });
    expect(collipulli).not.toBeChecked();
    expect(chillan).not.toBeChecked();
    // Towards Collipulli (km 580) is "norte a sur"; towards Chillán "sur a norte".
    await user.click(collipulli);
    expect(control('orientation')).toHaveValue('NORTH');
    expect(collipulli).toBeChecked();
    await user.click(chillan);
    expect(control('orientation')).toHaveValue('SOUTH');
    // The select and the question say the same.
    await user.selectOptions(control('orientation'), 'NORTH');
    expect(collipulli).toBeChecked();
  });

  it('moving, the heading decides and nothing is asked', async () => {
    const user = userEvent.setup();
    // Heading south, towards higher km: "norte a sur".
    deviceAt(455, 0, 178);
    await showForm();
    await user.click(locateButton());
    await waitFor(() => expect(control('orientation')).toHaveValue('NORTH'));
    expect(control('kilometer')).toHaveValue(455);
    expect(question()).not.toBeInTheDocument();
  });

  it('beside one carriageway, clear of the other, nothing is asked', async () => {
    const user = userEvent.setup();
    deviceAt(460, -40);
    await showForm();
    await user.click(locateButton());
    await waitFor(() => expect(control('orientation')).toHaveValue('NORTH'));
    expect(question()).not.toBeInTheDocument();
  });
});
