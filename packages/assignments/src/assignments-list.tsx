// The page of events of the assignments screen: a table on desktop, cards on mobile, with the
// selection boxes of a SUPERVISOR/ADMIN and each event's action.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Ticket } from '@vigia/domain';
import { Badge, Box, Card, HStack, Link, Stack, Table, Text, useBreakpointValue } from '@vigia/design-system';
import { Checkbox } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';

function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'es-CL', { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

export interface AssignmentsListProps {
  rows: Ticket[];
  /** SUPERVISOR/ADMIN: selection boxes, and every event links to its page. */
  manager: boolean;
  userId: string | undefined;
  /** `/<area>/events` of the signed-in role, or null. */
  eventsBase: string | null;
  selected: Set<number>;
  onSelect: (id: number, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  actions: (ticket: Ticket) => ReactNode;
}

export function AssignmentsList({ rows, manager, userId, eventsBase, selected, onSelect, onSelectAll, actions }: AssignmentsListProps) {
  const { t, i18n } = useTranslation('assignments');
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
  const idCell = (ticket: Ticket) =>
    eventsBase && (manager || ticket.assignedToId === userId) ? (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`${eventsBase}/${ticket.id}`}>#{ticket.id}</RouterLink>
      </Link>
    ) : (
      <Text as="span" fontWeight="semibold">
        #{ticket.id}
      </Text>
    );
  const place = (ticket: Ticket) => `km ${ticket.kilometer} · ${ticket.commune}`;
  const selectBox = (ticket: Ticket) => (
    <Checkbox.Root
      checked={selected.has(ticket.id)}
      onCheckedChange={(e) => onSelect(ticket.id, e.checked === true)}
      aria-label={t('selectEvent', { id: ticket.id })}
    >
      <Checkbox.HiddenInput aria-label={t('selectEvent', { id: ticket.id })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );

  if (layout === 'table') {
    return (
      <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-label={t('listLabel')}>
          <Table.Header>
            <Table.Row>
              {manager && (
                <Table.ColumnHeader w="10">
                  <Checkbox.Root checked={allSelected} onCheckedChange={(e) => onSelectAll(e.checked === true)}>
                    <Checkbox.HiddenInput aria-label={t('selectPage')} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              )}
              <Table.ColumnHeader>{t('columns.id')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.category')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.place')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.assignee')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('columns.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((ticket) => (
              <Table.Row key={ticket.id}>
                {manager && <Table.Cell>{selectBox(ticket)}</Table.Cell>}
                <Table.Cell>{idCell(ticket)}</Table.Cell>
                <Table.Cell>{formatDateTime(ticket.dateEvent, i18n.language)}</Table.Cell>
                <Table.Cell>{ticket.categoryName}</Table.Cell>
                <Table.Cell>{place(ticket)}</Table.Cell>
                <Table.Cell>{ticket.statusName}</Table.Cell>
                <Table.Cell>{assignee(ticket)}</Table.Cell>
                <Table.Cell>{actions(ticket)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    );
  }
  return (
    <Stack as="ul" aria-label={t('listLabel')} gap="3" listStyleType="none" m="0" p="0">
      {manager && (
        <Checkbox.Root checked={allSelected} onCheckedChange={(e) => onSelectAll(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('selectPage')}</Checkbox.Label>
        </Checkbox.Root>
      )}
      {rows.map((ticket) => (
        <Card.Root as="li" key={ticket.id} size="sm">
          <Card.Body gap="1">
            <HStack justify="space-between">
              <HStack gap="3">
                {manager && selectBox(ticket)}
                {idCell(ticket)}
              </HStack>
              <Text fontSize="sm">{ticket.statusName}</Text>
            </HStack>
            <Text fontWeight="medium">{ticket.categoryName}</Text>
            <Text color="fg.muted" fontSize="sm">
              {place(ticket)} · {formatDateTime(ticket.dateEvent, i18n.language)}
            </Text>
            <HStack justify="space-between" mt="1">
              <Text fontSize="sm">{assignee(ticket)}</Text>
              {actions(ticket)}
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
