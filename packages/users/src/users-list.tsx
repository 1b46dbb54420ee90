// The users of a page: a table on a desktop, cards on a phone (like the events list), with the
// same actions. Disabling and deleting oneself is refused by the server, so those are disabled.
import type { UserProfile } from '@vigia/domain';
import { Badge, Button, Card, HStack, Text } from '@vigia/design-system';
import { ResponsiveList } from '@vigia/design-system/controls';
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
  const status = (u: UserProfile) => <Badge colorPalette={u.enabled ? 'green' : 'gray'}>{u.enabled ? t('enabled') : t('disabled')}</Badge>;
  const you = (u: UserProfile) =>
    u.id === selfId && (
      <Text as="span" color="fg.muted" fontWeight="normal">
        {t('you')}
      </Text>
    );
  const actions = (u: UserProfile) => <UserActions user={u} self={u.id === selfId} onEdit={onEdit} onAction={onAction} />;

  return (
    <ResponsiveList
      label={t('table')}
      rows={users}
      rowKey={(u) => u.id}
      columns={[
        {
          header: t('columns.name'),
          cell: (u) => (
            <>
              {fullName(u)} {you(u)}
            </>
          ),
        },
        { header: t('columns.email'), cell: (u) => u.email },
        { header: t('columns.role'), cell: (u) => t(`roles.${u.profileCode}`) },
        { header: t('columns.status'), cell: status },
        { header: t('columns.actions'), cell: actions },
      ]}
      card={(u) => (
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
      )}
    />
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
