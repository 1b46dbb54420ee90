// /<area>/events/new: the shared EventForm in create mode; on success, the new event's page. A
// DRIVER's new event starts with their own contact data (GET /api/user/me).
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { invalidateTickets, meQueryOptions, useQuery, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { EventForm } from '@vigia/event-form';
import { LoadingState, Stack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { BackToList } from './event-detail';

export function EventCreate() {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const driver = user?.role === 'DRIVER';
  const me = useQuery({ ...meQueryOptions(user?.id ?? ''), enabled: driver });
  const contact = me.data?.contact;
  const email = me.data?.email;
  const startValues = useMemo(
    () =>
      contact
        ? { fullName: contact.fullName, phone: contact.phone, rut: contact.rut, realAddress: contact.realAddress, email: email ?? '' }
        : undefined,
    [contact, email],
  );
  // INSPECTOR only looks (SPEC §6 + the API refuses their create).
  if (user?.role === 'INSPECTOR') return <Navigate to=".." replace />;
  return (
    <Stack gap="6">
      <BackToList />
      {/* A failed read leaves the fields empty: the driver can still type them. */}
      {driver && me.isPending ? (
        <LoadingState label={t('common:loading')} />
      ) : (
        <EventForm
          mode="create"
          variant="staff"
          titleAs="h1"
          title={t('createTitle')}
          startValues={startValues}
          onSaved={(result) => {
            if (result.kind !== 'created') return;
            // The lists and figures have one more event.
            void invalidateTickets(queryClient);
            navigate(`../${result.id}`, { replace: true });
          }}
        />
      )}
    </Stack>
  );
}
