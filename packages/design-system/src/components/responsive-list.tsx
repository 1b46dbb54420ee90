// A list of records drawn as a table on a desktop and as cards on a phone (the users, outbox and
// lockout screens): one place for the table's frame and the cards' list, both named by `label`.
import { Card, Stack, Table, useBreakpointValue } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

export interface ListColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Keeps the cell on one line (dates). */
  nowrap?: boolean;
}

export interface ResponsiveListProps<T> {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly ListColumn<T>[];
  /** A row on a phone: the body of its card. */
  card: (row: T) => ReactNode;
  /** Rows highlight under the pointer (each opens something). */
  interactive?: boolean;
}

export function ResponsiveList<T>({ label, rows, rowKey, columns, card, interactive }: ResponsiveListProps<T>) {
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'cards';
  if (layout === 'cards') {
    return (
      <Stack as="ul" aria-label={label} gap="3" listStyleType="none" m="0" p="0">
        {rows.map((row) => (
          <Card.Root as="li" key={rowKey(row)} size="sm">
            {card(row)}
          </Card.Root>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive={interactive} aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column, i) => (
              <Table.ColumnHeader key={i}>{column.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column, i) => (
                <Table.Cell key={i} whiteSpace={column.nowrap ? 'nowrap' : undefined}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
