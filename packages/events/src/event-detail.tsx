// One event (deep link /<area>/events/:id). Staff get their event page (staff-event-page.tsx); a
// DRIVER keeps the shared EventForm in edit mode (closing only their own report; a closed event is
// locked by the form), then comments, photos and the history.
import { useCallback } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '@vigia/api-client';
import { invalidateTickets, ticketQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import type { Ticket } from '@vigia/domain';
import { EventForm, mayCloseEvent, type EventFormSaved } from '@vigia/event-form';
import { Box, ChevronLeftIcon, ErrorState, Grid, Link, LoadingState, Stack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { AttachmentsGallery } from './attachments-gallery';
import { CommentsPanel } from './comments-panel';
import { DriverOnScene } from './driver-on-scene';
import { HistoryTimeline } from './history-timeline';
import { driverMayMarkOnScene } from './milestone-rules';
import { StaffEventPage } from './staff-event-page';

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
  const queryClient = useQueryClient();
  // Read afresh each time it is opened, never under its open form (ticketQueryOptions); the staff
  // page's summary reads it again itself after a change seen live.
  const query = useQuery({ ...ticketQueryOptions(id), enabled: valid });
  const { error } = query;
  const notFound = !valid || (isApiError(error) && (error.status === 404 || error.status === 400));
  const ticket = query.data;

  // Someone changed the event meanwhile (the live stream marked it): an open form says so.
  const stale = query.isStale && !query.isFetching && !query.isError;
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  const onSaved = (result: EventFormSaved) => {
    if (result.kind !== 'created') queryClient.setQueryData(ticketQueryOptions(id).queryKey, result.ticket);
    // Lists, figures, history and photos changed (fields, status, a photo sent with the save).
    void invalidateTickets(queryClient, id);
  };
  const onScene = (saved: Ticket) => {
    queryClient.setQueryData(ticketQueryOptions(id).queryKey, saved);
    void invalidateTickets(queryClient, id);
  };

  return (
    <Stack gap="6">
      <BackToList />
      {valid && (query.isPending || (query.isError && query.isFetching)) && <LoadingState label={t('common:loading')} />}
      {(notFound || (query.isError && !query.isFetching)) &&
        (notFound ? (
          <ErrorState title={t('eventNumber', { id: params['id'] })} message={t('detail.notFound')} />
        ) : (
          <ErrorState message={t('detail.loadError')} retryLabel={t('common:retry')} onRetry={() => void query.refetch()} />
        ))}
      {ticket && user && user.role !== 'DRIVER' && <StaffEventPage ticket={ticket} user={user} stale={stale} refresh={refresh} />}
      {ticket && user?.role === 'DRIVER' && (
        <>
          {/* First on the page: reachable in one tap on arrival, before the form. */}
          {driverMayMarkOnScene(user, ticket) && <DriverOnScene ticket={ticket} onSaved={onScene} />}
          <EventForm
            key={ticket.id}
            mode="edit"
            variant="staff"
            titleAs="h1"
            initialTicket={ticket}
            canClose={mayCloseEvent(user, ticket)}
            onSaved={onSaved}
            changedElsewhere={stale}
            onCurrent={onScene}
          />
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="8" alignItems="start">
            <CommentsPanel ticketId={ticket.id} canComment />
            <Stack gap="8">
              <AttachmentsGallery ticketId={ticket.id} hint={t('attachments.addHint')} />
              <Box>
                <HistoryTimeline ticketId={ticket.id} />
              </Box>
            </Stack>
          </Grid>
        </>
      )}
    </Stack>
  );
}
