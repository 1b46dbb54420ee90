import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vigia/test-utils';
import { SuccessPanel } from './success-panel';

describe('SuccessPanel', () => {
  it('shows the anonymous reporter their secret follow-up link to keep, with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onReportAnother = jest.fn();
    await renderWithProviders(
      <SuccessPanel id={123} attachmentFailed={false} titleAs="h1" followUpToken="s3cr3t_-tok" onReportAnother={onReportAnother} />,
    );
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Número de evento: 123');
    expect(screen.getByRole('heading', { name: 'Guarde este enlace para seguir su reporte' })).toBeInTheDocument();
    const link = `${window.location.origin}/event/follow-up?id=123&token=s3cr3t_-tok`;
    expect(screen.getByRole('textbox', { name: 'Enlace de seguimiento' })).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir el estado de este evento' })).toHaveAttribute(
      'href',
      '/event/follow-up?id=123&token=s3cr3t_-tok',
    );
    await user.click(screen.getByRole('button', { name: 'Reportar otro evento' }));
    expect(onReportAnother).toHaveBeenCalledTimes(1);
  });

  it('says it in English too', async () => {
    await renderWithProviders(
      <SuccessPanel id={7} attachmentFailed={false} titleAs="h2" followUpToken="t7" onReportAnother={jest.fn()} />,
      {
        lng: 'en',
      },
    );
    expect(screen.getByRole('heading', { name: 'Keep this link to follow your report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow the status of this event' })).toHaveAttribute('href', '/event/follow-up?id=7&token=t7');
  });

  it('offers no follow-up link to staff (they open the event itself)', async () => {
    await renderWithProviders(<SuccessPanel id={123} attachmentFailed={false} titleAs="h2" onReportAnother={jest.fn()} />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Número de evento: 123');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
