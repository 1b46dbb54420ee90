// The side panel's building blocks: a titled section and a description list of facts (label, value).
import { useId, type ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@vigia/design-system';

export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const uid = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={`${uid}-title`} borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
      <Heading as="h2" size="md" id={`${uid}-title`}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box as="dl" display="grid" gap="3" m="0">
      {children}
    </Box>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" m="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}
