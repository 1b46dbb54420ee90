// "Texto para traspaso" (issue 39 item 4): one screen of large text to read on the phone to an
// agency, and "Copiar" to paste it elsewhere. The lines are handover-text.ts's; the units sent come
// from GET /api/ticket/{id}/units, the agencies from the section that opens it.
import { eventUnitsQueryOptions, useQuery } from '@vigia/api-client/query';
import type { TicketAgency } from '@vigia/domain';
import { Box, Button, ErrorState, LoadingState, Stack, Text, notify } from '@vigia/design-system';
import { PanelDialog } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';
import { useKindName } from './board-screen';
import { handoverLines, handoverText, type HandoverTicket } from './handover-text';

export interface HandoverDialogProps {
  ticket: HandoverTicket;
  agencies: readonly TicketAgency[];
  onClose: () => void;
}

export function HandoverDialog({ ticket, agencies, onClose }: HandoverDialogProps) {
  const { t, i18n } = useTranslation('dispatch');
  const units = useQuery(eventUnitsQueryOptions(ticket.id));
  const kindName = useKindName();
  const lines = units.data ? handoverLines({ ticket, units: units.data, agencies, kindName }, t, i18n.language) : null;

  const copy = async () => {
    if (!lines) return;
    try {
      await navigator.clipboard.writeText(handoverText(lines));
      notify.success(t('handover.copied'));
    } catch {
      notify.error(t('handover.notCopied'));
    }
  };

  let body;
  if (lines)
    body = (
      <Box as="dl" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall">
        {lines.map((l) => (
          <Box key={l.label} mb="2">
            <Box as="dt" fontWeight="bold">
              {l.label}
            </Box>
            <Box as="dd">{l.value}</Box>
          </Box>
        ))}
      </Box>
    );
  else if (units.isError)
    body = <ErrorState message={t('sentUnits.failed')} onRetry={() => void units.refetch()} retryLabel={t('board.retry')} />;
  else body = <LoadingState label={t('handover.loading')} />;

  return (
    <PanelDialog
      onClose={onClose}
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
      title={t('handover.title', { id: ticket.id })}
      footer={
        <>
          <Button minH="44px" colorPalette="brand" disabled={!lines} onClick={() => void copy()}>
            {t('handover.copy')}
          </Button>
          <Button variant="outline" minH="44px" onClick={onClose}>
            {t('handover.close')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('handover.intro')}
        </Text>
        {body}
      </Stack>
    </PanelDialog>
  );
}
