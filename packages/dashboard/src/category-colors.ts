// Categorical colours for the strip markers and legend: Chakra palette tokens, which every theme
// defines; order follows the category list so a category keeps its colour across screens.
export const CATEGORY_PALETTE = [
  'red.500',
  'orange.500',
  'blue.500',
  'green.600',
  'purple.500',
  'pink.500',
  'teal.600',
  'yellow.600',
  'cyan.600',
  'gray.600',
] as const;

export function categoryColors(codes: readonly string[]): Map<string, string> {
  const unique = [...new Set(codes)];
  return new Map(unique.map((code, i) => [code, CATEGORY_PALETTE[i % CATEGORY_PALETTE.length]!]));
}
