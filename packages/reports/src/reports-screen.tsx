import { useState, type FormEvent } from 'react';
import { downloadReportFile } from '@vigia/api-client';
import { useAuth } from '@vigia/auth';
import { REPORT_FORMATS, REPORT_TYPES, type ReportFormat, type ReportType } from '@vigia/domain';
import {
  Alert,
  Button,
  Card,
  FormField,
  Heading,
  ScreenTitle,
  SelectInput,
  SimpleGrid,
  Stack,
  Text,
  notify,
  type SelectOption,
} from '@vigia/design-system';
import { Progress, saveFile } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';

/** Roles whose reports carry personal data masked (the server decides; this only explains it). */
const MASKED_ROLES = ['INSPECTOR'];
const YEARS_BACK = 5;

type Download = { status: 'idle' } | { status: 'busy'; percent: number | null } | { status: 'error' };

/** Monthly spreadsheets (XLSX or CSV) of the events the signed-in role may see. */
export function ReportsScreen() {
  const { t } = useTranslation('reports');
  const { user } = useAuth();
  const now = new Date();
  const [type, setType] = useState<ReportType>('events');
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [year, setYear] = useState(now.getFullYear());
  const [format, setFormat] = useState<ReportFormat>('xlsx');
  const [download, setDownload] = useState<Download>({ status: 'idle' });
  const busy = download.status === 'busy';
  const typeOptions = REPORT_TYPES.map((r) => ({ value: r, label: t(`types.${r}`) }));
  const monthOptions = Array.from({ length: 12 }, (_, i) => i + 1).map((m) => ({ value: m, label: t(`months.${m}`) }));
  const yearOptions = Array.from({ length: YEARS_BACK }, (_, i) => now.getFullYear() - i).map((y) => ({ value: y, label: y }));
  const formatOptions = REPORT_FORMATS.map((f) => ({ value: f, label: t(`formats.${f}`) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDownload({ status: 'busy', percent: null });
    try {
      const file = await downloadReportFile(type, month, year, format, ({ loaded, total }) =>
        setDownload({ status: 'busy', percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null }),
      );
      saveFile(file.blob, file.fileName);
      setDownload({ status: 'idle' });
      notify.success(t('downloaded', { file: file.fileName }));
    } catch {
      setDownload({ status: 'error' });
    }
  }

  return (
    <Stack gap="6" maxW="3xl">
      <ScreenTitle title={t('title')} intro={t('intro')} />
      <Card.Root as="form" onSubmit={submit} aria-labelledby="reports-title">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h2" size="md" id="reports-title" srOnly>
              {t('title')}
            </Heading>
            <ReportSelect name="type" value={type} options={typeOptions} onChange={(v) => setType(v as ReportType)} disabled={busy} />
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <ReportSelect name="month" value={month} options={monthOptions} onChange={(v) => setMonth(Number(v))} disabled={busy} />
              <ReportSelect name="year" value={year} options={yearOptions} onChange={(v) => setYear(Number(v))} disabled={busy} />
              <ReportSelect
                name="format"
                value={format}
                options={formatOptions}
                onChange={(v) => setFormat(v as ReportFormat)}
                disabled={busy}
              />
            </SimpleGrid>
            {user && MASKED_ROLES.includes(user.role) && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Description>{t('masked')}</Alert.Description>
              </Alert.Root>
            )}
            {busy && (
              <Stack gap="1" role="status">
                <Text fontSize="sm">{t('downloading')}</Text>
                <Progress.Root value={download.percent} max={100}>
                  <Progress.Track aria-label={t('progress')}>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            )}
            {download.status === 'error' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{t('failed')}</Alert.Description>
              </Alert.Root>
            )}
            <Button type="submit" loading={busy} loadingText={t('downloading')} alignSelf="flex-start">
              {t('download')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

interface ReportSelectProps {
  /** The form value's name, which is also its label's key. */
  name: 'type' | 'month' | 'year' | 'format';
  value: string | number;
  options: SelectOption[];
  onChange: (value: string) => void;
  disabled: boolean;
}

/** One of the report's required choices, labelled by its name. */
function ReportSelect({ name, value, options, onChange, disabled }: ReportSelectProps) {
  const { t } = useTranslation('reports');
  return (
    <FormField label={t(name)} required>
      {(p) => (
        <SelectInput {...p} disabled={disabled} name={name} value={value} onChange={(e) => onChange(e.target.value)} options={options} />
      )}
    </FormField>
  );
}
