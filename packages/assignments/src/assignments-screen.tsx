// Assignments (OPERATOR, SUPERVISOR, ADMIN): open events, unassigned and assigned.
// SUPERVISOR/ADMIN assign or reassign one event (PUT /api/ticket/{id} with assignedToId) or
// several at once (POST /api/ticket/assign) to an operator from GET /api/profile/operator.
// An OPERATOR takes an unassigned event or releases one of theirs. Page and filter in the URL.
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { assignTickets, getOperators, listAssignable, releaseTicket, takeTicket, updateTicket } from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { AREA_OF_ROLE, areaPath, isRole, type AssignmentFilter, type OperatorSummary, type Paged, type Ticket, type TicketUpdate } from '@vigia/domain';
import { Badge, Box, Button, Card, EmptyState, ErrorState, Flex, FormField, Heading, HStack, Link, LoadingState, NativeSelect, PaginationControls, Stack, Table, Text, notify, useBreakpointValue } from '@vigia/design-system';
import { Checkbox } from '@vigia/design-system/controls';
import { Dialog, Portal } from '@vigia/design-system/overlays';
import { useTranslation } from '@vigia/i18n';

const FILTERS: AssignmentFilter[] = ['all', 'unassigned', 'assigned'];
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Paged<Ticket> };

const UPDATE_FIELDS = [
  'description', 'kilometer', 'sector', 'commune', 'orientation', 'dateEvent', 'channelCode', 'classificationId',
  'realAddress', 'email', 'fullName', 'phone', 'rut', 'patente', 'statusCode', 'assignedToId', 'category', 'subcategory',
] as const;

/** The PUT body of the event as stored, with a new assignee. */
function withAssignee(ticket: Ticket, assignedToId: string | null): TicketUpdate & Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of UPDATE_FIELDS) out[key] = ticket[key];
  out['assignedToId'] = assignedToId;
  return out as TicketUpdate & Record<string, unknown>;
}

function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'es-CL', { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

function AssignDialog({
  tickets,
  operators,
  onClose,
  onDone,
}: {
  tickets: Ticket[];
  operators: OperatorSummary[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('assignments');
  const uid = useId();
  const single = tickets.length === 1 ? tickets[0]! : null;
  const [operatorId, setOperatorId] = useState(single?.assignedToId ?? '');
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    if (!operatorId) return;
    setSaving(true);
    try {
      if (single) await updateTicket(single.id, withAssignee(single, operatorId));
      else await assignTickets(tickets.map((x) => x.id), operatorId);
      notify.success(t('errors:eventAssigned'));
      onDone();
    } catch (error) {
      notify.error(t('failed'), error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{single ? t('dialog.title', { id: single.id }) : t('dialog.bulkTitle', { count: tickets.length })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {operators.length === 0 ? (
                <Text>{t('dialog.noOperators')}</Text>
              ) : (
                <FormField label={t('dialog.operator')} id={`${uid}-operator`} required>
                  {(p) => (
                    <NativeSelect.Root>
                      <NativeSelect.Field {...p} value={operatorId} onChange={(e) => setOperatorId(e.target.value)}>
                        <option value="">{t('dialog.chooseOperator')}</option>
                        {operators.map((o) => (
                          <option key={o.id} value={o.id}>
                            {o.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )}
                </FormField>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>
              <Button onClick={() => void confirm()} loading={saving} disabled={!operatorId}>
                {t('dialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function AssignmentsScreen() {
  const { t, i18n } = useTranslation('assignments');
  const { user } = useAuth();
  const manager = user?.role === 'SUPERVISOR' || user?.role === 'ADMIN';
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage - 1 : 0;
  const rawFilter = params.get('filtro') as AssignmentFilter | null;
  const filter: AssignmentFilter = rawFilter && FILTERS.includes(rawFilter) ? rawFilter : 'all';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [operators, setOperators] = useState<OperatorSummary[]>([]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Ticket[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'cards';
  const eventsBase = isRole(user?.role) ? areaPath(AREA_OF_ROLE[user.role], 'events') : null;

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    listAssignable({ page, filter }).then(
      (data) => active && setState({ status: 'ready', data }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [page, filter, reload]);

  useEffect(() => {
    if (!manager) return;
    void getOperators().then(setOperators);
  }, [manager]);

  const update = (next: { page?: number; filter?: AssignmentFilter }) => {
    const copy = new URLSearchParams(params);
    const p = next.page ?? page;
    const f = next.filter ?? filter;
    if (p > 0) copy.set('page', String(p + 1));
    else copy.delete('page');
    if (f !== 'all') copy.set('filtro', f);
    else copy.delete('filtro');
    setParams(copy);
    setSelected(new Set());
  };

  const refresh = () => {
    setSelected(new Set());
    setReload((n) => n + 1);
  };

  const operatorAction = async (ticket: Ticket, action: 'take' | 'release') => {
    setBusy(ticket.id);
    try {
      if (action === 'take') {
        await takeTicket(ticket.id);
        notify.success(t('errors:eventAssigned'));
      } else {
        await releaseTicket(ticket.id);
        notify.success(t('released', { id: ticket.id }));
      }
      refresh();
    } catch (error) {
      notify.error(t('failed'), error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  const rows = state.status === 'ready' ? state.data.content : [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set());

  const assignee = (ticket: Ticket) =>
    ticket.assignedToId === null ? (
      <Badge colorPalette="orange" variant="subtle">
        {t('unassigned')}
      </Badge>
    ) : ticket.assignedToId === user?.id ? (
      t('mine')
    ) : (
      ticket.assignedToName
    );

  const actions = (ticket: Ticket) => {
    if (manager) {
      return (
        <Button size="sm" variant="outline" aria-label={t(ticket.assignedToId ? 'reassignEvent' : 'assignEvent', { id: ticket.id })} onClick={() => setDialog([ticket])}>
          {ticket.assignedToId ? t('reassign') : t('assign')}
        </Button>
      );
    }
    if (ticket.assignedToId === null) {
      return (
        <Button size="sm" aria-label={t('takeEvent', { id: ticket.id })} loading={busy === ticket.id} onClick={() => void operatorAction(ticket, 'take')}>
          {t('take')}
        </Button>
      );
    }
    if (ticket.assignedToId === user?.id) {
      return (
        <Button size="sm" variant="outline" aria-label={t('releaseEvent', { id: ticket.id })} loading={busy === ticket.id} onClick={() => void operatorAction(ticket, 'release')}>
          {t('release')}
        </Button>
      );
    }
    return null;
  };

  const idCell = (ticket: Ticket) =>
    eventsBase && (manager || ticket.assignedToId === user?.id) ? (
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
    <Checkbox.Root checked={selected.has(ticket.id)} onCheckedChange={(e) => toggle(ticket.id, e.checked === true)} aria-label={t('selectEvent', { id: ticket.id })}>
      <Checkbox.HiddenInput aria-label={t('selectEvent', { id: ticket.id })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>

      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <Box minW="220px">
          <FormField label={t('filter.label')}>
            {(p) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...p} value={filter} onChange={(e) => update({ page: 0, filter: e.target.value as AssignmentFilter })}>
                  {FILTERS.map((f) => (
                    <option key={f} value={f}>
                      {t(`filter.${f}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
        </Box>
        {manager && (
          <HStack gap="3">
            <Text aria-live="polite" color="fg.muted" fontSize="sm">
              {t('selected', { count: selected.size })}
            </Text>
            <Button disabled={selected.size === 0} onClick={() => setDialog(rows.filter((r) => selected.has(r.id)))}>
              {t('assignSelected')}
            </Button>
          </HStack>
        )}
      </Flex>

      {state.status === 'loading' && <LoadingState label={t('common:loading')} />}
      {state.status === 'error' && <ErrorState message={t('loadError')} retryLabel={t('common:retry')} onRetry={() => setReload((n) => n + 1)} />}
      {state.status === 'ready' && rows.length === 0 && <EmptyState title={t('empty')} />}
      {state.status === 'ready' && rows.length > 0 && (
        <Stack gap="3">
          {layout === 'table' ? (
            <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
              <Table.Root size="sm" aria-label={t('listLabel')}>
                <Table.Header>
                  <Table.Row>
                    {manager && (
                      <Table.ColumnHeader w="10">
                        <Checkbox.Root checked={allSelected} onCheckedChange={(e) => toggleAll(e.checked === true)}>
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
          ) : (
            <Stack as="ul" aria-label={t('listLabel')} gap="3" listStyleType="none" m="0" p="0">
              {manager && (
                <Checkbox.Root checked={allSelected} onCheckedChange={(e) => toggleAll(e.checked === true)}>
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
          )}
          <PaginationControls
            page={state.data.page}
            size={state.data.size}
            total={state.data.total}
            onPageChange={(p) => update({ page: p })}
            labels={{
              previous: t('common:pagination.previous'),
              next: t('common:pagination.next'),
              nav: t('common:pagination.nav'),
              page: (p, pages) => t('common:pagination.page', { page: p, pages }),
              total: (total) => t('common:pagination.total', { total }),
            }}
          />
        </Stack>
      )}

      {dialog && (
        <AssignDialog
          tickets={dialog}
          operators={operators}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </Stack>
  );
}
