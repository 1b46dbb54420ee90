// Creating events: the event, its CREATED history row and the notifications in one statement,
// one at a time or as a batch (the group commit, lib/group-commit.ts).
import { getTableColumns, getTableName } from 'drizzle-orm';
import { TICKET_INPUT_FIELDS, type Notification, type NotificationType, type Role, type TicketInputField } from '@vigia/domain';
import type { Database } from '../db/client.ts';
import { createGroupCommit, type GroupCommit, type GroupCommitOptions } from '../lib/group-commit.ts';
import { notifications, ticketHistory, tickets, users } from '../db/schema.ts';

export type TicketValues = Omit<typeof tickets.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface CreatedNotification extends Notification {
  profileId: string;
}

/** Who is told of a new event: every active user of `role` but the actor; message = before + id + after. */
export interface CreationNotice {
  role: Role;
  type: NotificationType;
  before: string;
  after: string;
}

/**
 * Input fields (TICKET_INPUT_FIELDS) the table does not keep as sent: the classification decides
 * category and subcategory, alternateAddress only relaxes realAddress, and the server sets channelCode.
 */
const NOT_STORED_AS_SENT = ['alternateAddress', 'category', 'subcategory', 'channelCode'] as const;
export type StoredInputField = Exclude<TicketInputField, (typeof NOT_STORED_AS_SENT)[number]>;

/** The input fields stored as sent (once validated), each in the column of the same name. */
export const STORED_INPUT_FIELDS = TICKET_INPUT_FIELDS.filter(
  (field): field is StoredInputField => !(NOT_STORED_AS_SENT as readonly string[]).includes(field),
) satisfies readonly (keyof TicketValues)[];

// The columns a creation writes, in the order of the statement's parameters. The table (db/schema.ts)
// names each one's SQL column (realAddress → real_address).
const CREATE_COLUMNS = [
  ...STORED_INPUT_FIELDS,
  'channelCode',
  'statusCode',
  'assignedToId',
  'createdById',
  // Null (left out) takes the classification's rule in the trigger (migrations 0010, 0013).
  'severity',
  // The reporter said people are injured (migration 0020); left out: false.
  'injured',
  // Lanes blocked as the call-taker heard them (issue 39, POST /api/ticket/staff); left out: none.
  'lanesNorth',
  'lanesSouth',
] as const satisfies readonly (keyof TicketValues)[];

/** One creation: the event's columns, who created it (null: the public form) and who is told. */
export interface NewTicket {
  values: TicketValues;
  actorId: string | null;
  notice: CreationNotice;
}

export interface CreatedTicket {
  id: number;
  notifications: CreatedNotification[];
}

// The creation statements' texts are built once from the schema's table and column names: under
// load, building them with drizzle on every call cost more than running them (issue #7).
const T = {
  tickets: getTableName(tickets),
  history: getTableName(ticketHistory),
  notifications: getTableName(notifications),
  users: getTableName(users),
};
const ticketColumns = getTableColumns(tickets);
const columnList = CREATE_COLUMNS.map((k) => `"${ticketColumns[k].name}"`).join(', ');
const NOTIFICATION_RETURNING = `returning id, profile_id, type, ticket_id, message, read,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/**
 * One event. Parameters: the columns, then actor, history changes, notification type, role, message
 * before and after the id.
 */
function buildCreateTicketText(): string {
  const n = CREATE_COLUMNS.length;
  const p = (i: number) => `$${n + i}`;
  return `with t as (
      insert into "${T.tickets}" (${columnList})
      values (${CREATE_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
      returning id
    ),
    h as (
      insert into "${T.history}" (ticket_id, changed_by_id, action, changes)
      select t.id, ${p(1)}::uuid, 'CREATED', ${p(2)}::jsonb from t
    ),
    n as (
      insert into "${T.notifications}" (profile_id, type, ticket_id, message)
      select u.id, ${p(3)}::text, t.id, ${p(5)}::text || t.id::text || ${p(6)}::text
      from t cross join "${T.users}" u
      where u.role = ${p(4)}::text and u.enabled and u.deleted_at is null and u.id is distinct from ${p(1)}::uuid
      ${NOTIFICATION_RETURNING}
    )
    select 1 as ord, t.id as new_ticket_id, n.* from t left join n on true`;
}

/**
 * Several events: the same parameters, each an array with one element per event. Ids are drawn in
 * `input` so each row of the answer says which event (`ord`) got which id.
 */
function buildCreateTicketsText(): string {
  const n = CREATE_COLUMNS.length;
  const arrays = [
    ...CREATE_COLUMNS.map((k, i) => `$${i + 1}::${ticketColumns[k].getSQLType()}[]`),
    `$${n + 1}::uuid[]`,
    `$${n + 2}::jsonb[]`,
    `$${n + 3}::text[]`,
    `$${n + 4}::text[]`,
    `$${n + 5}::text[]`,
    `$${n + 6}::text[]`,
  ];
  const names = [...CREATE_COLUMNS.map((k) => `"${ticketColumns[k].name}"`), 'actor', 'changes', 'type', 'role', 'before', 'after', 'ord'];
  return `with input as materialized (
      select nextval(pg_get_serial_sequence('"${T.tickets}"', 'id'))::int as id, u.*
      from unnest(${arrays.join(', ')}) with ordinality as u(${names.join(', ')})
    ),
    t as (
      insert into "${T.tickets}" (id, ${columnList})
      select id, ${columnList} from input order by ord
      returning id
    ),
    h as (
      insert into "${T.history}" (ticket_id, changed_by_id, action, changes)
      select i.id, i.actor, 'CREATED', i.changes from t join input i using (id)
    ),
    n as (
      insert into "${T.notifications}" (profile_id, type, ticket_id, message)
      select u.id, i.type, i.id, i.before || i.id::text || i.after
      from t join input i using (id)
      join "${T.users}" u on u.role = i.role and u.enabled and u.deleted_at is null and u.id is distinct from i.actor
      ${NOTIFICATION_RETURNING}
    )
    select i.ord, i.id as new_ticket_id, n.* from input i left join n on n.ticket_id = i.id`;
}
const CREATE_TICKET_TEXT = buildCreateTicketText();
const CREATE_TICKETS_TEXT = buildCreateTicketsText();

function creationParams({ values, actorId, notice }: NewTicket): unknown[] {
  const changes = {
    statusCode: [null, values.statusCode],
    assignedToId: [null, values.assignedToId ?? null],
  };
  return [
    // Left out: not injured; a RUT (migration 0023), as every report before issue 37.
    ...CREATE_COLUMNS.map((k) =>
      k === 'injured'
        ? values.injured === true
        : k === 'documentKind'
          ? (values.documentKind ?? 'RUT')
          : k === 'lanesNorth' || k === 'lanesSouth'
            ? (values[k] ?? 'NONE')
            : (values[k] ?? null),
    ),
    actorId,
    JSON.stringify(changes),
    notice.type,
    notice.role,
    notice.before,
    notice.after,
  ];
}

/**
 * New events, each with its CREATED history row and its notifications, in one statement: one round
 * trip and one commit for all of them, atomic as a transaction (a prepared statement on
 * PostgreSQL). Returns, in order, each event's id and its stored notifications (the live streams
 * get them from the database's announcement on commit, plugins/notification-hub.ts). The commit is
 * synchronous: an event is on disk before its creator is answered.
 */
export async function createTickets(database: Pick<Database, 'query'>, items: NewTicket[]): Promise<CreatedTicket[]> {
  if (items.length === 0) return [];
  const rows =
    items.length === 1
      ? await database.query<Record<string, unknown>>(CREATE_TICKET_TEXT, creationParams(items[0]!), 'create-ticket')
      : await database.query<Record<string, unknown>>(CREATE_TICKETS_TEXT, transpose(items.map(creationParams)), 'create-tickets');
  const created: CreatedTicket[] = items.map(() => ({ id: 0, notifications: [] }));
  for (const r of rows) {
    const one = created[Number(r['ord']) - 1]!;
    one.id = Number(r['new_ticket_id']);
    if (r['id'] === null) continue;
    one.notifications.push({
      id: Number(r['id']),
      profileId: String(r['profile_id']),
      type: String(r['type']),
      ticketId: Number(r['ticket_id']),
      message: String(r['message']),
      read: Boolean(r['read']),
      createdAt: String(r['created_at']),
    });
  }
  return created;
}

/** Rows of parameters → one array per parameter. */
function transpose(rows: unknown[][]): unknown[][] {
  return rows[0]!.map((_, column) => rows.map((row) => row[column]));
}

/**
 * The creations' group commit (`app.ticketWriter`), which gathers concurrent creations into one
 * statement (createTickets) and one synchronous commit.
 */
export function createTicketWriter(database: Pick<Database, 'query'>, options: GroupCommitOptions): GroupCommit<NewTicket, CreatedTicket> {
  return createGroupCommit((items: NewTicket[]) => createTickets(database, items), options);
}
