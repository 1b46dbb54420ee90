// A signed handover at its own address (/…/log/handover/{id}): who signed it and when, its hash and
// whether it still verifies, who received it; "Recibir turno" (confirmed) for another control-room
// user; "Imprimir" prints the page without the buttons and the navigation.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { acknowledgeHandover, isApiError, refusalMessage } from '@vigia/api-client';
import { controlRoomQueryKeys, handoverQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { areaOfRole, type Handover } from '@vigia/domain';
import { Alert, Badge, Button, EmptyState, ErrorState, HStack, LoadingState, ScreenTitle, Stack, Text, notify } from '@vigia/design-system';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { formatDateTime, useTranslation } from '@vigia/i18n';
import { HandoverSummaryView } from './handover-summary';
import { PRINT_PAGE_CSS } from './print-styles';
import { worksShifts } from './roles';

export function HandoverPage() {
  const { t } = useTranslation('shiftLog');
  const { user } = useAuth();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const handover = useQuery({ ...handoverQueryOptions(valid ? id : 0), enabled: valid });
  const base = `/${areaOfRole(user?.role) ?? 'operator'}`;

  let body;
  if (!valid || (handover.isError && isApiError(handover.error) && handover.error.status === 404))
    body = <EmptyState title={t('handover.notFound')} />;
  else if (handover.isPending) body = <LoadingState label={t('handover.loading')} />;
  else if (handover.isError)
    body = <ErrorState message={t('handover.failed')} onRetry={() => void handover.refetch()} retryLabel={t('retry')} />;
  else body = <SignedHandover handover={handover.data} base={base} userId={user?.id} canReceive={worksShifts(user?.role)} />;

  return (
    <Stack gap="4" css={PRINT_PAGE_CSS}>
      {body}
      <HStack gap="2" wrap="wrap" _print={{ display: 'none' }}>
        <Button asChild variant="outline" minH="44px">
          <RouterLink to={`${base}/log`}>{t('handover.back')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

interface SignedHandoverProps {
  handover: Handover;
  base: string;
  userId: string | undefined;
  canReceive: boolean;
}

function SignedHandover({ handover, base, userId, canReceive }: SignedHandoverProps) {
  const { t, i18n } = useTranslation('shiftLog');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const lng = i18n.language;
  const own = handover.createdById === userId;
  const pending = handover.acknowledgedAt === null;

  const receive = async () => {
    try {
      const received = await acknowledgeHandover(handover.id);
      queryClient.setQueryData(controlRoomQueryKeys.handover(handover.id), received);
      // The answer is the handover as it stands; the log has a new entry.
      void queryClient.invalidateQueries({ queryKey: controlRoomQueryKeys.log({}).slice(0, 2) });
      notify.success(t('handover.received'));
    } catch (error) {
      // Refused (someone received it first): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: controlRoomQueryKeys.all });
      notify.error(refusalMessage(error) ?? t('handover.receiveFailed'));
      throw error;
    }
  };

  return (
    <Stack gap="4">
      <ScreenTitle title={t('handover.title', { id: handover.id })} />
      <Stack gap="1">
        <Text>{t('handover.createdBy', { name: handover.createdByName, at: formatDateTime(handover.createdAt, lng) })}</Text>
        <Text>{t('handover.since', { at: formatDateTime(handover.since, lng) })}</Text>
        <Text fontSize="sm" wordBreak="break-all">
          {`${t('handover.hash')}: `}
          <Text as="code" fontFamily="mono">
            {handover.hash}
          </Text>
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge variant="outline" colorPalette={handover.verified ? 'green' : 'red'}>
            {handover.verified ? t('handover.verified') : t('handover.notVerified')}
          </Badge>
          <Badge variant="outline">
            {pending
              ? t('handover.pending')
              : t('handover.acknowledged', { name: handover.acknowledgedByName ?? '', at: formatDateTime(handover.acknowledgedAt!, lng) })}
          </Badge>
        </HStack>
      </Stack>
      <HStack gap="2" wrap="wrap" _print={{ display: 'none' }}>
        {pending && canReceive && !own && (
          <Button colorPalette="brand" minH="44px" onClick={() => setAsking(true)}>
            {t('handover.receive')}
          </Button>
        )}
        <Button variant="outline" minH="44px" onClick={() => window.print()}>
          {t('handover.print')}
        </Button>
      </HStack>
      {pending && canReceive && own && (
        <Alert.Root status="info" _print={{ display: 'none' }}>
          <Alert.Indicator />
          <Alert.Description>{t('handover.ownHandover')}</Alert.Description>
        </Alert.Root>
      )}
      <HandoverSummaryView summary={handover.summary} base={base} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('handover.receiveTitle')}
        description={t('handover.receiveDescription')}
        confirmLabel={t('handover.receiveConfirm')}
        cancelLabel={t('form.cancel')}
        onConfirm={receive}
      />
    </Stack>
  );
}
