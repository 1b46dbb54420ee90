import { useCallback, useEffect, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { deleteUser, disableUser } from '@vigia/api-client';
import { loadStateOf, queryKeys, useQuery, useQueryClient, usersQueryOptions } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { DEFAULT_PAGE_SIZE, type UserProfile } from '@vigia/domain';
import { Box, Button, Flex, HStack, Heading, Input, Stack, VisuallyHidden, notify } from '@vigia/design-system';
import { PagedList } from '@vigia/design-system/controls';
import { ConfirmDialog } from '@vigia/design-system/overlays';
import { pagedListLabels, useTranslation } from '@vigia/i18n';
import { UserFormDialog } from './user-form-dialog';
import { UsersList, fullName, type UserAction } from './users-list';
import { withParams } from './url-params';

type Pending = { kind: UserAction; user: UserProfile } | null;

/** ADMIN user administration: search and paging live in the URL (?q=&page=). */
export function UsersScreen() {
  const { t } = useTranslation('users');
  const { user: me } = useAuth();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const [draft, setDraft] = useState(q);
  const [editing, setEditing] = useState<UserProfile | null | undefined>(undefined);
  const [pending, setPending] = useState<Pending>(null);
  const queryClient = useQueryClient();
  const listParams = { page, size: DEFAULT_PAGE_SIZE, q: q || undefined };
  const query = useQuery(usersQueryOptions(listParams));
  const state = loadStateOf(query);

  useEffect(() => setDraft(q), [q]);
  // Any change to a user: the lists, and whom events can be assigned to.
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.users.all }), [queryClient]);

  const go = (next: { q?: string; page?: number }) => setParams(withParams(params, { q: next.q ?? q, page: next.page ?? page }));
  const search = (e: SyntheticEvent) => {
    e.preventDefault();
    go({ q: draft.trim(), page: 0 });
  };

  const runPending = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    try {
      if (kind === 'delete') await deleteUser(user.id);
      else await disableUser(user.id, kind === 'enable');
      refresh();
      notify.success(t(kind === 'delete' ? 'deleted' : kind === 'disable' ? 'disabledDone' : 'enabledDone'));
    } catch (error) {
      notify.error(t('actionFailed'), error instanceof Error ? error.message : undefined);
      throw error;
    }
  };

  const confirmKey = pending
    ? ({ delete: 'confirmDelete', disable: 'confirmDisable', enable: 'confirmEnable' } as const)[pending.kind]
    : 'confirmDelete';

  return (
    <Stack gap="6" minW="0">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to="mail">{t('mailLink')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="lockouts">{t('lockoutsLink')}</RouterLink>
          </Button>
          <Button onClick={() => setEditing(null)}>{t('newUser')}</Button>
        </HStack>
      </Flex>
      <Box role="search">
        <HStack gap="2" maxW="md">
          <label htmlFor="users-search">
            <VisuallyHidden>{t('search')}</VisuallyHidden>
          </label>
          <Input
            id="users-search"
            type="search"
            value={draft}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && search(e)}
          />
          <Button variant="outline" onClick={search}>
            {t('searchButton')}
          </Button>
        </HStack>
      </Box>

      <PagedList
        state={state}
        page={page}
        size={DEFAULT_PAGE_SIZE}
        onPageChange={(p) => go({ page: p })}
        onRetry={refresh}
        labels={pagedListLabels(t, { error: t('loadError'), empty: t('empty') })}
      >
        {(users) => <UsersList users={users} selfId={me?.id} onEdit={setEditing} onAction={(kind, user) => setPending({ kind, user })} />}
      </PagedList>

      {editing !== undefined && (
        <UserFormDialog
          key={editing?.id ?? 'new'}
          user={editing}
          open
          selfId={me?.id}
          onOpenChange={(open) => !open && setEditing(undefined)}
          onSaved={refresh}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t(`${confirmKey}.title`, { name: pending ? fullName(pending.user) : '' })}
        description={t(`${confirmKey}.description`)}
        confirmLabel={t(`${confirmKey}.confirm`)}
        cancelLabel={t('common:cancel')}
        destructive={pending?.kind !== 'enable'}
        onConfirm={runPending}
      />
    </Stack>
  );
}
