// exifr's smallest build, imported by path (the package has no exports map): the same API.
declare module 'exifr/dist/mini.esm.mjs' {
  export * from 'exifr';
}
