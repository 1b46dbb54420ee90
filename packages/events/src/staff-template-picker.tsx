// Response templates (ADMIN keeps them): staff pick one to insert its text into the comment being
// written. Inside the comment's form, so its button only inserts (never submits).
import { useState } from 'react';
import { responseTemplatesQueryOptions, useQuery } from '@vigia/api-client/query';
import { Box, Button, HStack, Text } from '@vigia/design-system';
import { SelectField } from '@vigia/design-system/controls';
import { useTranslation } from '@vigia/i18n';

export function StaffTemplatePicker({ onInsert }: { onInsert: (body: string) => void }) {
  const { t } = useTranslation('events');
  const query = useQuery(responseTemplatesQueryOptions());
  const [id, setId] = useState('');
  const templates = query.data ?? [];

  if (query.isError && !query.isFetching) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('templates.loadError')}{' '}
        <Button type="button" variant="plain" size="sm" p="0" h="auto" textDecoration="underline" onClick={() => void query.refetch()}>
          {t('common:retry')}
        </Button>
      </Text>
    );
  }
  // Nothing to offer yet (or at all): no empty control in the composer.
  if (templates.length === 0) return null;

  const insert = () => {
    const template = templates.find((x) => String(x.id) === id);
    if (!template) return;
    onInsert(template.body);
    setId('');
  };

  return (
    <HStack gap="2" align="end" wrap="wrap">
      <Box flex="1" minW="12rem">
        <SelectField
          label={t('templates.label')}
          size="sm"
          value={id}
          onChange={setId}
          placeholder={t('templates.choose')}
          options={templates.map((x) => ({ value: String(x.id), label: x.title }))}
        />
      </Box>
      <Button type="button" size="sm" variant="outline" onClick={insert} disabled={!id}>
        {t('templates.insert')}
      </Button>
    </HStack>
  );
}
