import type { Category } from '@vigia/domain';
import { useTranslation } from '@vigia/i18n';
import { EventForm } from './event-form';
import { OfflineReports } from './offline-reports';

export interface PublicEventFormProps {
  /** `contact`: /user/contact; `form`: /event/form and the stand-in for protected pages. */
  variant: 'contact' | 'form';
  /** Categories the server-rendered page carries (mf-public's own page). */
  initialCategories?: Category[];
}

/**
 * The anonymous report form of mf-public: title 'Contacto', submit 'Crear Evento' (SPEC §2). A report
 * made without coverage is kept on the device and sent when the connection returns.
 */
export function PublicEventForm({ variant, initialCategories }: PublicEventFormProps) {
  const { t } = useTranslation('eventForm');
  return (
    <OfflineReports categories={initialCategories}>
      <EventForm
        mode="create"
        variant="public"
        title={t('title.contact')}
        titleAs="h1"
        intro={t(variant === 'contact' ? 'intro.contact' : 'intro.form')}
        submitLabel={t('submit.contact')}
        initialCategories={initialCategories}
      />
    </OfflineReports>
  );
}
