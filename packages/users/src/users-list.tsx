// The users of a page: a table on a desktop, cards on a phone (like the events list), with the
// same actions. Disabling and deleting oneself is refused by the server, so those are disabled.
import type { UserProfile } from '@vigia/domain';
import { Badge, Button, Card, HStack, Stack, Table, Text, useBreakpointValue } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export type UserAction = 'delete' | 'disable' | 'enable';

export const fullName = (u: UserProfile) => `${u.firstName} ${u.lastName}`;

interface UsersListProps {
  users: UserProfile[];
  selfId: string | undefined;
  onEdit: (user: UserProfile) => void;
  onAction: (kind: UserAction, user: UserProfile) => void;
}

export function UsersList({ users, selfId, onEdit, onAction }: UsersListProps) {
  const { t } = useTranslation('users');
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'cards';
  const status = (u: UserProfile) => <Badge colorPalette={u.enabled ? 'green' : 'gray'}>{u.enabled ? t('enabled') : t('disabled')}</Badge>;
  const you = (u: UserProfile) =>
    u.id === selfId && (
      <Text as="span" color="fg.muted" fontWeight="normal">
        {t('you')}
      </Text>
    );
  const actions = (u: UserProfile) => <UserActions user={u} self={u.id === selfId} onEdit={onEdit} onAction={onAction} />;

  if (layout === 'cards') {
    return (
      <Stack as="ul" aria-label={t('table')} gap="3" listStyleType="none" m="0" p="0">
        {users.map((u) => (
          <Card.Root as="li" key={u.id} size="sm">
            <Card.Body gap="2">
              <HStack justify="space-between" align="start" gap="2">
                <Text fontWeight="semibold">
                  {fullName(u)} {you(u)}
                </Text>
                {status(u)}
              </HStack>
              <Text fontSize="sm" wordBreak="break-all">
                {u.email}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`roles.${u.profileCode}`)}
              </Text>
              {actions(u)}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={t('table')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((u) => (
            <Table.Row key={u.id}>
              <Table.Cell>
                {fullName(u)} {you(u)}
              </Table.Cell>
              <Table.Cell>{u.email}</Table.Cell>
              <Table.Cell>{t(`roles.${u.profileCode}`)}</Table.Cell>
              <Table.Cell>{status(u)}</Table.Cell>
              <Table.Cell>{actions(u)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function UserActions({ user, self, onEdit, onAction }: { user: UserProfile; self: boolean } & Pick<UsersListProps, 'onEdit' | 'onAction'>) {
  const { t } = useTranslation('users');
  const name = fullName(user);
  const selfHint = self ? t('selfHint') : undefined;
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" aria-label={t('editUser', { name })} onClick={() => onEdit(user)}>
        {t('edit')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        disabled={self}
        title={selfHint}
        aria-label={`${user.enabled ? t('disable') : t('enable')} ${name}`}
        onClick={() => onAction(user.enabled ? 'disable' : 'enable', user)}
      >
        {user.enabled ? t('disable') : t('enable')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        disabled={self}
        title={selfHint}
        aria-label={`${t('delete')} ${name}`}
        onClick={() => onAction('delete', user)}
      >
        {t('delete')}
      </Button>
    </HStack>
  );
}
