import { pointAtKm, postsByCarriageway } from './km-point';
import type { KmPost } from './km-reference';

const posts: KmPost[] = [
  { km: 420, lat: -36.8, lon: -72.3, carriageway: 'SOUTH' },
  { km: 410, lat: -36.6, lon: -72.1, carriageway: 'SOUTH' },
  { km: 430, lat: -37.0, lon: -72.2, carriageway: 'SOUTH' },
  { km: 410, lat: -36.6, lon: -72.0, carriageway: 'NORTH' },
  { km: 430, lat: -37.0, lon: -72.4, carriageway: 'NORTH' },
];
const table = postsByCarriageway(posts);

describe('pointAtKm', () => {
  it('is a post itself at a post’s km', () => {
    expect(pointAtKm(table, 420, 'SOUTH')).toEqual({ lat: -36.8, lon: -72.3 });
    expect(pointAtKm(table, 410, 'NORTH')).toEqual({ lat: -36.6, lon: -72 });
  });

  it('interpolates between the two posts around the km, on that carriageway', () => {
    expect(pointAtKm(table, 425, 'SOUTH')).toEqual({ lat: -36.9, lon: -72.25 });
    expect(pointAtKm(table, 412.5, 'SOUTH')).toEqual({ lat: -36.65, lon: -72.15 });
    expect(pointAtKm(table, 415, 'NORTH')).toEqual({ lat: -36.7, lon: -72.1 });
  });

  it('uses the other carriageway when that one has no line', () => {
    const southOnly = postsByCarriageway(posts.filter((p) => p.carriageway === 'SOUTH'));
    expect(pointAtKm(southOnly, 425, 'NORTH')).toEqual({ lat: -36.9, lon: -72.25 });
  });

  it('is null outside the table, for a km that is not a number, and without a table', () => {
    expect(pointAtKm(table, 409.9, 'SOUTH')).toBeNull();
    expect(pointAtKm(table, 430.1, 'NORTH')).toBeNull();
    expect(pointAtKm(table, Number.NaN, 'NORTH')).toBeNull();
    expect(pointAtKm(postsByCarriageway([]), 420, 'NORTH')).toBeNull();
  });
});
