// "Despachar unidad" (issue 38): the units that can go, the kinds the event needs first, then the
// nearest along the road ("a 3,2 km"), one button each ("Despachar P-03"). Sent with the event's
// version: 412 → the event changed (refreshed, the user looks again); 409 → the server's reason.
import { useState } from 'react';
import { dispatchUnit, isApiError } from '@vigia/api-client';
import { dispatchOptionsQueryOptions, unitQueryKeys, useQuery, useQueryClient } from '@vigia/api-client/query';
import type { DispatchOption, Ticket } from '@vigia/domain';
import { Alert, Badge, Box, Button, ErrorState, HStack, LoadingState, Stack, Text, notify } from '@vigia/design-system';
import { PanelDialog } from '@vigia/design-system/overlays';
import { formatNumber, useTranslation } from '@vigia/i18n';
import { useKindName } from './board-screen';

export interface DispatchDialogProps {
  ticket: Pick<Ticket, 'id' | 'version'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event changed (412) or a unit was sent: the page reads the event again. */
  onChanged: () => void;
}

export function DispatchDialog({ ticket, open, onOpenChange, onChanged }: DispatchDialogProps) {
  const { t, i18n } = useTranslation('dispatch');
  const queryClient = useQueryClient();
  const options = useQuery({ ...dispatchOptionsQueryOptions(ticket.id), enabled: open });
  const kindName = useKindName();
  const [sending, setSending] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (option: DispatchOption) => {
    setSending(option.unitId);
    setProblem(null);
    try {
      await dispatchUnit(ticket.id, option.unitId, ticket.version);
      notify.success(t('dispatch.done', { code: option.code, id: ticket.id }));
      void queryClient.invalidateQueries({ queryKey: unitQueryKeys.all });
      onChanged();
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.status === 412) {
        setProblem(t('dispatch.changed'));
        onChanged();
      } else if (isApiError(error) && error.status === 409) {
        setProblem(error.errors[0]?.message ?? t('dispatch.notSent'));
        void options.refetch();
      } else setProblem(t('dispatch.notSent'));
    } finally {
      setSending(null);
    }
  };

  let body;
  if (options.isPending) body = <LoadingState label={t('dispatch.loading')} />;
  else if (options.isError)
    body = <ErrorState message={t('dispatch.failed')} onRetry={() => void options.refetch()} retryLabel={t('board.retry')} />;
  else if (options.data.length === 0) body = <Text>{t('dispatch.empty')}</Text>;
  else
    body = (
      <Stack as="ul" gap="2" listStyleType="none">
        {options.data.map((o) => (
          <Box as="li" key={o.unitId} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="bold">
                  {o.code} · {kindName(o.kind)}
                </Text>
                <Text fontSize="sm">
                  {t('dispatch.distance', { km: formatNumber(o.distanceKm, i18n.language, { maximumFractionDigits: 1 }) })}
                  {o.fromBase ? ` (${t('dispatch.fromBase')})` : ''} · {t(`common:unitStatus.${o.status}`)}
                </Text>
                {o.preferred && (
                  <Badge variant="outline" alignSelf="start">
                    {t('dispatch.preferred')}
                  </Badge>
                )}
              </Stack>
              <Button
                minH="44px"
                colorPalette="brand"
                loading={sending === o.unitId}
                disabled={sending !== null}
                onClick={() => void send(o)}
              >
                {t('dispatch.option', { code: o.code })}
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
    );

  return (
    <PanelDialog
      open={open}
      onClose={() => onOpenChange(false)}
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
      title={t('dispatch.title')}
      footer={
        <Button variant="outline" minH="44px" onClick={() => onOpenChange(false)}>
          {t('dispatch.close')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('dispatch.intro')}
        </Text>
        {problem && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {body}
      </Stack>
    </PanelDialog>
  );
}
