import { statusesQueryOptions, useLookup } from '@vigia/api-client/query';
import { CLOSED_STATUS } from '@vigia/domain';
import { mayChooseStatus } from '@vigia/domain/event-state';
import { SelectInput } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { FormField } from './form-field';

/**
 * Staff move an open event through the status list (GET /api/ticket/status). Closing stays on its
 * own button, with the texts of SPEC §4, so CERRADO is not offered here; nor is a step back to
 * Abierto once the event is worked (the status rule, issue 37).
 */
export function StatusField({
  id,
  value,
  from,
  onChange,
  disabled,
}: {
  id: string;
  value: string;
  /** The stored status: what may be chosen is decided from it, not from the choice being made. */
  from: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('eventForm');
  // Shared with the list filters; without it (loading, failed) the current status alone is offered.
  const statuses = useLookup(statusesQueryOptions());
  const options = statuses.filter((s) => (s.code !== CLOSED_STATUS && mayChooseStatus(from, s.code)) || s.code === value);
  return (
    <FormField id={id} label={t('fields.statusCode')} disabled={disabled}>
      {(a11y) => (
        <SelectInput
          {...a11y}
          disabled={disabled}
          name="statusCode"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          options={options.map((s) => ({ value: s.code, label: s.name }))}
        >
          {options.length === 0 && <option value={value}>{value}</option>}
        </SelectInput>
      )}
    </FormField>
  );
}
