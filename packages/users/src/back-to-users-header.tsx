// The heading of a page under the users screen (outbox, lockouts) with the way back to the list.
import { Link as RouterLink } from 'react-router-dom';
import { Flex, Heading, Link } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export function BackToUsersHeader({ title }: { title: string }) {
  const { t } = useTranslation('users');
  return (
    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Link asChild color="brand.fg">
        <RouterLink to="..">{t('outbox.backToUsers')}</RouterLink>
      </Link>
    </Flex>
  );
}
