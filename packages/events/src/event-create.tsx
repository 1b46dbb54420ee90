// /<area>/events/new: the shared EventForm in create mode; on success, the new event's page.
import { Navigate, useNavigate } from 'react-router-dom';
import { invalidateTickets, useQueryClient } from '@vigia/api-client/query';
import { useAuth } from '@vigia/auth';
import { EventForm } from '@vigia/event-form';
import { Stack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { BackToList } from './event-detail';

export function EventCreate() {
  const { t } = useTranslation('events');
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // INSPECTOR only looks (SPEC §6 + the API refuses their create).
  if (user?.role === 'INSPECTOR') return <Navigate to=".." replace />;
  return (
    <Stack gap="6">
      <BackToList />
      <EventForm
        mode="create"
        variant="staff"
        titleAs="h1"
        title={t('createTitle')}
        onSaved={(result) => {
          if (result.kind !== 'created') return;
          // The lists and figures have one more event.
          void invalidateTickets(queryClient);
          navigate(`../${result.id}`, { replace: true });
        }}
      />
    </Stack>
  );
}
