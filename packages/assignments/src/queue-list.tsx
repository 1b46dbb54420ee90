// The page of events of one saved view, in the server's order (most severe first, then newest): a
// table from md up, cards on a phone. Each row: number, severity (and "Hay lesionados"), event,
// place, age, SLA with the clock it counts, assignee, status and the row's action; a new arrival is
// highlighted for a moment.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Ticket } from '@vigia/domain';
import { Badge, Box, Card, HStack, Link, Stack, Table, Text, useBreakpointValue } from '@vigia/design-system';
import { CategoryCell, Checkbox, InjuredBadge, SeverityBadge, SlaCell } from '@vigia/design-system/controls';
import {
  formatAge,
  formatDate,
  formatDateTime,
  formatKm,
  formatTime,
  useLookupNames,
  useNow,
  useSlaText,
  useTranslation,
} from '@vigia/i18n';

export interface QueueListProps {
  rows: Ticket[];
  /** SUPERVISOR/ADMIN: selection boxes. */
  selectable: boolean;
  userId: string | undefined;
  /** `/<area>/events` of the signed-in role, or null. */
  eventsBase: string | null;
  selected: Set<number>;
  onSelect: (id: number, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  actions: (ticket: Ticket) => ReactNode;
  /** Events that just arrived live. */
  highlighted: ReadonlySet<number>;
  /** The row the keyboard shortcuts act on (j/k, Enter, t), outlined; null for none. */
  current?: number | null;
}

export function QueueList(props: QueueListProps) {
  const { rows, selectable, userId, eventsBase, selected, onSelect, onSelectAll, actions, highlighted, current = null } = props;
  const { t, i18n } = useTranslation('assignments');
  const names = useLookupNames();
  const slaText = useSlaText();
  const lng = i18n.language;
  const now = useNow();
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'cards';
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const assignee = (ticket: Ticket) =>
    ticket.assignedToId === null ? (
      <Badge colorPalette="orange" variant="subtle">
        {t('unassigned')}
      </Badge>
    ) : ticket.assignedToId === userId ? (
      t('mine')
    ) : (
      ticket.assignedToName
    );
  const idCell = (ticket: Ticket) => (
    <HStack gap="2">
      {eventsBase ? (
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={`${eventsBase}/${ticket.id}`}>#{ticket.id}</RouterLink>
        </Link>
      ) : (
        <Text as="span" fontWeight="semibold">
          #{ticket.id}
        </Text>
      )}
      {highlighted.has(ticket.id) && (
        <Badge colorPalette="brand" variant="solid">
          {t('newArrival')}
        </Badge>
      )}
    </HStack>
  );
  const severity = (ticket: Ticket) => (
    <HStack gap="1" wrap="wrap">
      <SeverityBadge severity={ticket.severity} label={t(`common:severity.${ticket.severity}`)} />
      {ticket.injured && <InjuredBadge label={t('common:injured')} />}
    </HStack>
  );
  const place = (ticket: Ticket) =>
    t('place', { km: formatKm(ticket.kilometer, lng), direction: t(`direction.${ticket.orientation}`), commune: ticket.commune });
  const age = (ticket: Ticket) => (
    <time dateTime={ticket.createdAt} title={formatDateTime(ticket.createdAt, lng)}>
      {formatAge(ticket.createdAt, lng, now)}
    </time>
  );
  // The due time alone when it falls today, with its date otherwise.
  const due = (iso: string) => (formatDate(iso, lng) === formatDate(now, lng) ? formatTime(iso, lng) : formatDateTime(iso, lng));
  const sla = (ticket: Ticket) => {
    const text = slaText(ticket, due);
    return <SlaCell state={text.tone} label={text.badge} due={text.due} dueAt={ticket.slaDueAt} />;
  };
  const selectBox = (ticket: Ticket) => (
    <Checkbox.Root checked={selected.has(ticket.id)} onCheckedChange={(e) => onSelect(ticket.id, e.checked === true)}>
      <Checkbox.HiddenInput aria-label={t('selectEvent', { id: ticket.id })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
  const rowBg = (ticket: Ticket) => (highlighted.has(ticket.id) ? 'brand.subtle' : undefined);
  // The shortcuts' row: found by its id, outlined (the focus is on its link, see use-queue-shortcuts).
  const rowMark = (ticket: Ticket) => ({
    'data-queue-row': ticket.id,
    'data-current': current === ticket.id || undefined,
    outline: current === ticket.id ? '2px solid' : undefined,
    outlineColor: 'brand.solid',
    outlineOffset: '-2px',
  });

  if (layout === 'table') {
    return (
      <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-label={t('listLabel')}>
          <Table.Header>
            <Table.Row>
              {selectable && (
                <Table.ColumnHeader w="10">
                  <Checkbox.Root checked={allSelected} onCheckedChange={(e) => onSelectAll(e.checked === true)}>
                    <Checkbox.HiddenInput aria-label={t('selectPage')} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              )}
              {(['id', 'severity', 'category', 'place', 'age', 'sla', 'assignee', 'status', 'actions'] as const).map((c) => (
                <Table.ColumnHeader key={c}>{t(`columns.${c}`)}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((ticket) => (
              <Table.Row key={ticket.id} bg={rowBg(ticket)} data-highlighted={highlighted.has(ticket.id) || undefined} {...rowMark(ticket)}>
                {selectable && <Table.Cell>{selectBox(ticket)}</Table.Cell>}
                <Table.Cell>{idCell(ticket)}</Table.Cell>
                <Table.Cell>{severity(ticket)}</Table.Cell>
                <Table.Cell>
                  <CategoryCell
                    category={names.category(ticket.category, ticket.categoryName)}
                    classification={ticket.classificationName}
                  />
                </Table.Cell>
                <Table.Cell>{place(ticket)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{age(ticket)}</Table.Cell>
                <Table.Cell>{sla(ticket)}</Table.Cell>
                <Table.Cell>{assignee(ticket)}</Table.Cell>
                <Table.Cell>{names.status(ticket.statusCode, ticket.statusName)}</Table.Cell>
                <Table.Cell>{actions(ticket)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    );
  }
  return (
    <Stack gap="3">
      {selectable && (
        <Checkbox.Root checked={allSelected} onCheckedChange={(e) => onSelectAll(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('selectPage')}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Stack as="ul" aria-label={t('listLabel')} gap="3" listStyleType="none" m="0" p="0">
        {rows.map((ticket) => (
          <Card.Root
            as="li"
            key={ticket.id}
            size="sm"
            bg={rowBg(ticket)}
            data-highlighted={highlighted.has(ticket.id) || undefined}
            {...rowMark(ticket)}
          >
            <Card.Body gap="2">
              <HStack justify="space-between" gap="2">
                <HStack gap="3">
                  {selectable && selectBox(ticket)}
                  {idCell(ticket)}
                </HStack>
                {severity(ticket)}
              </HStack>
              <Text fontWeight="medium">
                {names.category(ticket.category, ticket.categoryName)} · {ticket.classificationName}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {place(ticket)}
              </Text>
              <HStack gap="2" wrap="wrap" fontSize="sm">
                {age(ticket)}
                {sla(ticket)}
              </HStack>
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontSize="sm">
                  {assignee(ticket)} · {names.status(ticket.statusCode, ticket.statusName)}
                </Text>
                {actions(ticket)}
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
