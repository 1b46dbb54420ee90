// The month shown, kept in the URL (?year=&month=): the current one when absent or not a month.
import { SimpleGrid } from '@vigia/design-system';
import { SelectField } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';

const YEARS_BACK = 5;

export function monthFromParams(params: URLSearchParams, now = new Date()): { year: number; month: number } {
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  const valid = Number.isInteger(year) && year >= 2000 && year <= 2100 && Number.isInteger(month) && month >= 1 && month <= 12;
  return valid ? { year, month } : { year: now.getFullYear(), month: now.getMonth() + 1 };
}

interface MonthPickerProps {
  year: number;
  month: number;
  onChange: (next: { year: number; month: number }) => void;
}

export function MonthPicker({ year, month, onChange }: MonthPickerProps) {
  const { t } = useTranslation('reports');
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_BACK }, (_, i) => thisYear - i);
  if (!years.includes(year)) years.push(year);
  return (
    <SimpleGrid columns={2} gap="3" as="fieldset" aria-label={t('compliance.period')}>
      <SelectField
        label={t('month')}
        name="month"
        value={month}
        onChange={(value) => onChange({ year, month: Number(value) })}
        options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: t(`months.${i + 1}`) }))}
      />
      <SelectField
        label={t('year')}
        name="year"
        value={year}
        onChange={(value) => onChange({ year: Number(value), month })}
        options={years.map((y) => ({ value: y, label: y }))}
      />
    </SimpleGrid>
  );
}
