// Chakra's nativeSelect recipe imports the whole `select` recipe (the Ark select's, which our
// pages never draw) to read three of its variants' trigger styles and its default variants, so
// every page carried both. This writes those values, read from Chakra's own select recipe at
// build time, in place of the import: the same styles without the rest of the recipe.
const path = require('node:path');

const IMPORT = "import { selectSlotRecipe } from './select.js';";
// Every read of the select recipe in nativeSelect's: a Chakra upgrade that reads another fails the build.
const READS = [
  'selectSlotRecipe.variants?.variant.outline.trigger',
  'selectSlotRecipe.variants?.variant.subtle.trigger',
  'selectSlotRecipe.variants?.variant.ghost.trigger',
  'selectSlotRecipe.defaultVariants',
];

module.exports = function nativeSelectRecipe(source) {
  const reads = source.match(/selectSlotRecipe\.[\w?.]+/g) ?? [];
  if (!source.includes(IMPORT) || [...new Set(reads)].sort().join() !== [...READS].sort().join()) {
    throw new Error('native-select-recipe-loader: Chakra changed its nativeSelect recipe; update or drop this patch');
  }
  // The CommonJS build of the same version, beside the ESM file this loader is given.
  const cjs = path.join(path.dirname(this.resourcePath).replace(/[\\/]esm[\\/]/, `${path.sep}cjs${path.sep}`), 'select.cjs');
  this.addDependency(cjs);
  const { variants, defaultVariants } = require(cjs).selectSlotRecipe;
  const variant = Object.fromEntries(['outline', 'subtle', 'ghost'].map((name) => [name, { trigger: variants.variant[name].trigger }]));
  const values = JSON.stringify({ variants: { variant }, defaultVariants });
  return source.replace(IMPORT, `const selectSlotRecipe = ${values};`);
};
