// The events list of an area: the role's list (SPEC §7), paging and filters in the URL (the staff
// search every event they may open, issue 37 item 8, with a result count), loading/empty/error
// states, a table on desktop and cards on mobile. Each event shows its
// severity, its age (refreshed each minute) and its SLA state with the pending due time.
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { channelsQueryOptions, useLookup } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import type { Ticket } from '@vigia/domain';
import { Button, Card, Flex, HStack, Link, ScreenTitle, Stack, Text } from '@vigia/design-system';
import {
  CategoryCell,
  InjuredBadge,
  PagedList,
  ResponsiveList,
  SeverityBadge,
  SlaCell,
  type ListColumn,
} from '@vigia/design-system/controls';
import { formatAge, pagedListLabels, useLookupNames, useNow, useSlaText, useTranslation } from '@vigia/i18n';
import { EventFilters } from './event-filters';
import { formatDateTime, formatKm } from '@vigia/i18n';
import { readListQuery, writeListQuery, type Filters } from './list-query';
import { StatusBadge } from './status-badge';
import { listSourceOf, useTicketList, type ListState } from './use-ticket-list';

// Planned works under way now (issue 41 item 2), from @vigia/dispatch: fetched after the list shows.
const ActiveWorksNow = lazy(() => import('@vigia/dispatch').then((m) => ({ default: m.ActiveWorksNow })));

function EventLink({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('events');
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={String(ticket.id)} aria-label={t('openEvent', { id: ticket.id })}>
        #{ticket.id}
      </RouterLink>
    </Link>
  );
}

/** Severity as a badge (colour and word), and "Hay lesionados" when the reporter said so. */
function Severity({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('events');
  return (
    <HStack gap="1" wrap="wrap">
      <SeverityBadge severity={ticket.severity} label={t(`common:severity.${ticket.severity}`)} />
      {ticket.injured && <InjuredBadge label={t('common:injured')} />}
    </HStack>
  );
}

/** How long ago it was reported; the exact time on hover. */
function Age({ ticket, now }: { ticket: Ticket; now: number }) {
  const { i18n } = useTranslation('events');
  return (
    <time dateTime={ticket.createdAt} title={formatDateTime(ticket.createdAt, i18n.language)}>
      {formatAge(ticket.createdAt, i18n.language, now)}
    </time>
  );
}

/** SLA state and, while open, the clock it counts ("Tomar antes de …"); a closed event only whether it closed in time. */
function Sla({ ticket }: { ticket: Ticket }) {
  const { i18n } = useTranslation('events');
  const text = useSlaText()(ticket, (at) => formatDateTime(at, i18n.language));
  return <SlaCell state={text.tone} label={text.badge} due={text.due} dueAt={ticket.slaDueAt} dueSize="xs" />;
}

/** How many events the search found, said once it is known (and again when the filters change it). */
function ResultCount({ state }: { state: ListState }) {
  const { t } = useTranslation('events');
  const text =
    state.status !== 'ready'
      ? ''
      : state.data.totalCapped
        ? t('finder.countCapped', { count: state.data.total })
        : t('finder.count', { count: state.data.total });
  return (
    <Text role="status" aria-live="polite" fontWeight="medium" minH="6">
      {text}
    </Text>
  );
}

export function EventList() {
  const { t, i18n } = useTranslation('events');
  const names = useLookupNames();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const source = listSourceOf(user?.role);
  const { state, retry } = useTicketList(source, user?.id, query);
  const now = useNow();
  // The staff's rows name how each event came in (issue 39); a driver's own are theirs by patrol or web.
  const channels = useLookup({ ...channelsQueryOptions(), enabled: source === 'search' });
  const channelName = (ticket: Ticket) => names.channel(ticket.channelCode, channels.find((c) => c.code === ticket.channelCode)?.name);
  const canCreate = user?.role !== 'INSPECTOR';
  const filtered = Object.keys(query.filters).length > 0;
  // An operator searches their own events and the open ones nobody has taken (the server's scope).
  const scope = user?.role === 'OPERATOR' ? t('finder.scopeOperator') : user?.role && t(`scope.${user.role}`, { defaultValue: '' });

  const applyFilters = (filters: Filters) => setParams(writeListQuery({ ...query, page: 0, filters }));
  const setPage = (page: number) => setParams(writeListQuery({ ...query, page }));
  const place = (ticket: Ticket) => t('place', { km: formatKm(ticket.kilometer, i18n.language), commune: ticket.commune });
  const reportedAt = (ticket: Ticket) => <time dateTime={ticket.dateEvent}>{formatDateTime(ticket.dateEvent, i18n.language)}</time>;
  const columns: ListColumn<Ticket>[] = [
    { header: t('columns.id'), cell: (ticket) => <EventLink ticket={ticket} /> },
    { header: t('columns.severity'), cell: (ticket) => <Severity ticket={ticket} /> },
    { header: t('columns.date'), cell: reportedAt },
    { header: t('columns.age'), cell: (ticket) => <Age ticket={ticket} now={now} />, nowrap: true },
    {
      header: t('columns.category'),
      cell: (ticket) => (
        <CategoryCell category={names.category(ticket.category, ticket.categoryName)} classification={ticket.classificationName} />
      ),
    },
    ...(source === 'search' ? [{ header: t('columns.channel'), cell: channelName }] : []),
    { header: t('columns.place'), cell: place },
    { header: t('columns.status'), cell: (ticket) => <StatusBadge ticket={ticket} /> },
    { header: t('columns.sla'), cell: (ticket) => <Sla ticket={ticket} /> },
    { header: t('columns.assignee'), cell: (ticket) => ticket.assignedToName ?? t('unassigned') },
  ];

  return (
    <Stack gap="6">
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <ScreenTitle title={t('title')} intro={scope} />
        {canCreate && (
          <Flex gap="3" wrap="wrap">
            {/* Issue 39: the control room's own creation; a DRIVER's for what the patrol saw. */}
            <Button asChild>
              <RouterLink to="call">{t('call.open')}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="new">{t('newEvent')}</RouterLink>
            </Button>
          </Flex>
        )}
      </Flex>

      {source === 'search' && <EventFilters value={query.filters} onApply={applyFilters} />}
      {source === 'search' && <ResultCount state={state} />}

      <PagedList
        state={state}
        onPageChange={setPage}
        onRetry={retry}
        clearFilters={filtered ? { label: t('filters.clear'), onClear: () => applyFilters({}) } : undefined}
        labels={pagedListLabels(t, { error: t('loadError'), empty: filtered ? t('empty.filtered') : t('empty.title') })}
      >
        {(tickets) => (
          <ResponsiveList
            label={t('listLabel')}
            rows={tickets}
            rowKey={(ticket) => ticket.id}
            columns={columns}
            interactive
            card={(ticket) => (
              <Card.Body gap="1">
                <HStack justify="space-between" gap="2">
                  <HStack gap="2">
                    <EventLink ticket={ticket} />
                    <Severity ticket={ticket} />
                  </HStack>
                  <StatusBadge ticket={ticket} />
                </HStack>
                <Text fontWeight="medium">
                  {names.category(ticket.category, ticket.categoryName)} · {ticket.classificationName}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {place(ticket)}
                  {source === 'search' && (
                    <>
                      {' · '}
                      <span>{channelName(ticket)}</span>
                    </>
                  )}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {reportedAt(ticket)} · {ticket.assignedToName ?? t('unassigned')}
                </Text>
                <HStack gap="2" wrap="wrap" fontSize="sm">
                  <Age ticket={ticket} now={now} />
                  <Sla ticket={ticket} />
                </HStack>
              </Card.Body>
            )}
          />
        )}
      </PagedList>
      <Suspense fallback={null}>
        <ActiveWorksNow />
      </Suspense>
    </Stack>
  );
}
