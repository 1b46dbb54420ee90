// `@vigia/domain/location`: linear referencing and the km-post CSV. A subpath of its own, so turf
// is loaded only by the pages that locate (the root entry is shared whole at first paint).
export * from './km-reference';
export * from './km-csv';
export * from './km-point';
export * from './sos-csv';
