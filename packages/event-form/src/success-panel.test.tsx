import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vigia/test-utils';
import { SuccessPanel } from './success-panel';

describe('SuccessPanel', () => {
  it('links the anonymous reporter to the follow-up page with the number filled in', async () => {
    const user = userEvent.setup();
    const onReportAnother = jest.fn();
    await renderWithProviders(
      <SuccessPanel id={123} attachmentFailed={false} titleAs="h1" followUpLink onReportAnother={onReportAnother} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Número de evento: 123');
    expect(screen.getByRole('link', { name: 'Seguir el estado de este evento' })).toHaveAttribute('href', '/event/follow-up?id=123');
    await user.click(screen.getByRole('button', { name: 'Reportar otro evento' }));
    expect(onReportAnother).toHaveBeenCalledTimes(1);
  });

  it('says it in English too', async () => {
    await renderWithProviders(<SuccessPanel id={7} attachmentFailed={false} titleAs="h2" followUpLink onReportAnother={jest.fn()} />, {
      lng: 'en',
    });
    expect(screen.getByRole('link', { name: 'Follow the status of this event' })).toHaveAttribute('href', '/event/follow-up?id=7');
  });

  it('offers no follow-up link to staff (they open the event itself)', async () => {
    await renderWithProviders(<SuccessPanel id={123} attachmentFailed={false} titleAs="h2" onReportAnother={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Número de evento: 123');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
