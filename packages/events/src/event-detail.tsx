// One event (deep link /<area>/events/:id): the shared EventForm in edit mode (read-only for
// INSPECTOR; a closed event is locked by the form), then comments, photos and the history.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getTicket, isApiError } from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import type { Ticket } from '@vigia/domain';
import { EventForm, type EventFormSaved } from '@vigia/event-form';
import { Alert, Box, ChevronLeftIcon, ErrorState, Grid, Link, LoadingState, Stack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { AttachmentsGallery } from './attachments-gallery';
import { CommentsPanel } from './comments-panel';
import { HistoryTimeline } from './history-timeline';

type State = { status: 'loading' } | { status: 'error'; notFound: boolean } | { status: 'ready'; ticket: Ticket };

export function BackToList() {
  const { t } = useTranslation('events');
  return (
    <Link asChild color="brand.fg" fontSize="sm" width="fit-content">
      <RouterLink to="..">
        <ChevronLeftIcon />
        {t('backToList')}
      </RouterLink>
    </Link>
  );
}

export function EventDetail() {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const params = useParams();
  const id = Number(params['id']);
  const valid = Number.isInteger(id) && id > 0;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [refresh, setRefresh] = useState(0);
  const readOnly = user?.role === 'INSPECTOR';

  useEffect(() => {
    if (!valid) {
      setState({ status: 'error', notFound: true });
      return undefined;
    }
    let active = true;
    setState({ status: 'loading' });
    getTicket(id).then(
      (ticket) => active && setState({ status: 'ready', ticket }),
      (error) => active && setState({ status: 'error', notFound: isApiError(error) && (error.status === 404 || error.status === 400) }),
    );
    return () => {
      active = false;
    };
  }, [id, valid, reload]);

  const onSaved = (result: EventFormSaved) => {
    if (result.kind !== 'created') setState({ status: 'ready', ticket: result.ticket });
    // History and photos changed (fields, status, a photo sent with the save).
    setRefresh((n) => n + 1);
  };

  return (
    <Stack gap="6">
      <BackToList />
      {state.status === 'loading' && <LoadingState label={t('common:loading')} />}
      {state.status === 'error' &&
        (state.notFound ? (
          <ErrorState title={t('eventNumber', { id: params['id'] })} message={t('detail.notFound')} />
        ) : (
          <ErrorState message={t('detail.loadError')} retryLabel={t('common:retry')} onRetry={() => setReload((n) => n + 1)} />
        ))}
      {state.status === 'ready' && (
        <>
          {readOnly && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('detail.readOnly')}</Alert.Title>
            </Alert.Root>
          )}
          <EventForm key={state.ticket.id} mode="edit" variant="staff" titleAs="h1" initialTicket={state.ticket} readOnly={readOnly} canChangeStatus={user?.role !== 'DRIVER'} onSaved={onSaved} />
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="8" alignItems="start">
            <CommentsPanel ticketId={state.ticket.id} canComment={!readOnly} onAdded={() => setRefresh((n) => n + 1)} />
            <Stack gap="8">
              <AttachmentsGallery ticketId={state.ticket.id} refreshKey={refresh} hint={readOnly ? undefined : t('attachments.addHint')} />
              <Box>
                <HistoryTimeline ticketId={state.ticket.id} refreshKey={refresh} />
              </Box>
            </Stack>
          </Grid>
        </>
      )}
    </Stack>
  );
}
