// The events list of an area: the role's list (SPEC §7), paging and filters in the URL,
// loading/empty/error states, a table on desktop and cards on mobile. Each event shows its
// severity, its age (refreshed each minute) and its SLA state with the pending due time.
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '@vigia/auth';
import type { Ticket } from '@vigia/domain';
import { Box, Button, Card, Flex, HStack, Link, ScreenTitle, Stack, Table, Text, useBreakpointValue } from '@vigia/design-system';
import { CategoryCell, InjuredBadge, PagedList, SeverityBadge, SlaBadge } from '@vigia/design-system/controls';
import { formatAge, pagedListLabels, useLookupNames, useNow, useSlaText, useTranslation } from '@vigia/i18n';
import { EventFilters } from './event-filters';
import { formatDateTime, formatKm } from './format';
import { readListQuery, writeListQuery, type Filters } from './list-query';
import { StatusBadge } from './status-badge';
import { listSourceOf, useTicketList } from './use-ticket-list';

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
  return (
    <HStack gap="2" wrap="wrap">
      <SlaBadge state={text.tone} label={text.badge} />
      {text.due && (
        <Text as="span" fontSize="xs" color="fg.muted">
          <time dateTime={ticket.slaDueAt}>{text.due}</time>
        </Text>
      )}
    </HStack>
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
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'cards';
  const now = useNow();
  const canCreate = user?.role !== 'INSPECTOR';
  const filtered = Object.keys(query.filters).length > 0;

  const applyFilters = (filters: Filters) => setParams(writeListQuery({ ...query, page: 0, filters }));
  const setPage = (page: number) => setParams(writeListQuery({ ...query, page }));
  const place = (ticket: Ticket) => t('place', { km: formatKm(ticket.kilometer), commune: ticket.commune });

  return (
    <Stack gap="6">
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <ScreenTitle title={t('title')} intro={user?.role && t(`scope.${user.role}`, { defaultValue: '' })} />
        {canCreate && (
          <Button asChild>
            <RouterLink to="new">{t('newEvent')}</RouterLink>
          </Button>
        )}
      </Flex>

      {source === 'search' && <EventFilters value={query.filters} onApply={applyFilters} />}

      <PagedList
        state={state}
        onPageChange={setPage}
        onRetry={retry}
        emptyAction={
          filtered ? (
            <Button variant="outline" onClick={() => applyFilters({})}>
              {t('filters.clear')}
            </Button>
          ) : undefined
        }
        labels={pagedListLabels(t, { error: t('loadError'), empty: filtered ? t('empty.filtered') : t('empty.title') })}
      >
        {(tickets) => (
          <>
            {layout === 'table' ? (
              <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
                <Table.Root size="sm" interactive aria-label={t('listLabel')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('columns.id')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('columns.severity')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('columns.age')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('columns.category')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('columns.place')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('columns.sla')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('columns.assignee')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {tickets.map((ticket) => (
                      <Table.Row key={ticket.id}>
                        <Table.Cell>
                          <EventLink ticket={ticket} />
                        </Table.Cell>
                        <Table.Cell>
                          <Severity ticket={ticket} />
                        </Table.Cell>
                        <Table.Cell>
                          <time dateTime={ticket.dateEvent}>{formatDateTime(ticket.dateEvent, i18n.language)}</time>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          <Age ticket={ticket} now={now} />
                        </Table.Cell>
                        <Table.Cell>
                          <CategoryCell
                            category={names.category(ticket.category, ticket.categoryName)}
                            classification={ticket.classificationName}
                          />
                        </Table.Cell>
                        <Table.Cell>{place(ticket)}</Table.Cell>
                        <Table.Cell>
                          <StatusBadge ticket={ticket} />
                        </Table.Cell>
                        <Table.Cell>
                          <Sla ticket={ticket} />
                        </Table.Cell>
                        <Table.Cell>{ticket.assignedToName ?? t('unassigned')}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            ) : (
              <Stack as="ul" aria-label={t('listLabel')} gap="3" listStyleType="none" m="0" p="0">
                {tickets.map((ticket) => (
                  <Card.Root as="li" key={ticket.id} size="sm">
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
                      </Text>
                      <Text color="fg.muted" fontSize="sm">
                        <time dateTime={ticket.dateEvent}>{formatDateTime(ticket.dateEvent, i18n.language)}</time> ·{' '}
                        {ticket.assignedToName ?? t('unassigned')}
                      </Text>
                      <HStack gap="2" wrap="wrap" fontSize="sm">
                        <Age ticket={ticket} now={now} />
                        <Sla ticket={ticket} />
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            )}
          </>
        )}
      </PagedList>
    </Stack>
  );
}
