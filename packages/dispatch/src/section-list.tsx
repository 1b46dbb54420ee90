// The list of an event page's dispatch section (agencies told, units sent): loading, a failure with
// a retry, none yet, or the entries. `texts` names the section's words (`<texts>.loading`, `.failed`,
// `.none`, and `.title`, the list's name).
import type { ReactNode } from 'react';
import { Button, HStack, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export interface SectionListProps<T> {
  query: { data: T[] | undefined; isError: boolean; refetch: () => unknown };
  texts: 'agencies' | 'sentUnits';
  /** `ol` when the order means something (the agencies, as they were told). */
  as: 'ol' | 'ul';
  /** One entry, with its key. */
  children: (entry: T) => ReactNode;
}

export function SectionList<T>({ query, texts, as, children }: SectionListProps<T>) {
  const { t } = useTranslation('dispatch');
  if (!query.data)
    return query.isError ? (
      <HStack wrap="wrap" gap="2">
        <Text color="fg.error">{t(`${texts}.failed`)}</Text>
        <Button variant="outline" size="sm" minH="44px" onClick={() => void query.refetch()}>
          {t('board.retry')}
        </Button>
      </HStack>
    ) : (
      <Text color="fg.muted">{t(`${texts}.loading`)}</Text>
    );
  if (query.data.length === 0) return <Text color="fg.muted">{t(`${texts}.none`)}</Text>;
  return (
    <Stack as={as} aria-label={t(`${texts}.title`)} gap="2" listStyleType="none">
      {query.data.map(children)}
    </Stack>
  );
}
