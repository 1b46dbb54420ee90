// Product mark: a road with a watch-eye, plus the 'Vigía' wordmark. Inline SVG, no image request.
import { HStack, Text, chakra, type StackProps } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@vigia/domain';

export interface LogoProps extends StackProps {
  /** Hide the wordmark (collapsed sidebar, favicon-sized places). */
  markOnly?: boolean;
  /** Mark size in px. */
  size?: number;
}

export function Logo({ markOnly = false, size = 32, ...rest }: LogoProps) {
  return (
    <HStack gap="2" color="brand.fg" {...rest}>
      <chakra.svg
        // The wordmark names the logo; alone, the mark needs its own accessible name.
        {...(markOnly ? { role: 'img', 'aria-label': PRODUCT_NAME } : { 'aria-hidden': true })}
        width={`${size}px`}
        height={`${size}px`}
        flexShrink={0}
        viewBox="0 0 32 32"
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M11 27 15 5h2l4 22h-3l-2-11-2 11z" fill="var(--chakra-colors-bg-panel, #fff)" />
        <circle cx="16" cy="10" r="2.2" fill="currentColor" />
      </chakra.svg>
      {!markOnly && (
        <Text as="span" fontWeight="bold" fontSize="xl" letterSpacing="tight" color="fg">
          {PRODUCT_NAME}
        </Text>
      )}
    </HStack>
  );
}
