import { buildKmReference, communeForKm, locateKm, type KmPost } from './km-reference';

// A straight road running due south: km 400 at latitude -36.6, one km per 1/111.32° further south;
// the NORTH carriageway ("norte a sur", southbound) 7.5 m west of the axis, SOUTH ("sur a norte",
// northbound) 7.5 m east (Chile drives on the right).
const AXIS_LON = -72.2;
const M_PER_DEG = 111_320;
const latAt = (km: number) => -36.6 - (km - 400) / 111.32;
// Metres east of the axis at a km (a degree of longitude shrinks with the latitude).
const lonAt = (km: number, metresEast: number) => AXIS_LON + metresEast / (M_PER_DEG * Math.cos((latAt(km) * Math.PI) / 180));

function table(from: number, to: number): KmPost[] {
  const posts: KmPost[] = [];
  for (let km = from; km <= to; km += 5) {
    posts.push({ km, lat: latAt(km), lon: lonAt(km, -7.5), carriageway: 'NORTH' });
    posts.push({ km, lat: latAt(km), lon: lonAt(km, 7.5), carriageway: 'SOUTH' });
  }
  return posts;
}

const route = buildKmReference(table(400, 580));
const at = (km: number, metresEast: number, heading?: number) => locateKm(route, { lat: latAt(km), lon: lonAt(km, metresEast), heading });

describe('locateKm', () => {
  it('on the southbound carriageway (norte a sur): its km, NORTH, the commune of that km, 0 m away', () => {
    expect(at(450.5, -7.5)).toEqual({ ok: true, kilometer: 450.5, orientation: 'NORTH', commune: 'Cabrero', distanceMeters: 0 });
  });

  it('on the northbound carriageway (sur a norte): SOUTH', () => {
    expect(at(497.3, 7.5)).toMatchObject({ ok: true, kilometer: 497.3, orientation: 'SOUTH', commune: 'Los Ángeles' });
  });

  it('beside the route: the nearer carriageway and how far from it', () => {
    const west = at(530.2, -107.5);
    expect(west).toMatchObject({ ok: true, kilometer: 530.2, orientation: 'NORTH', commune: 'Mulchén' });
    expect(west.ok && west.distanceMeters).toBeGreaterThanOrEqual(99);
    expect(west.ok && west.distanceMeters).toBeLessThanOrEqual(101);
    expect(at(530.2, 250)).toMatchObject({ ok: true, orientation: 'SOUTH', distanceMeters: 242 });
  });

  it('between the carriageways the heading decides the direction', () => {
    expect(at(470, -1, 180)).toMatchObject({ ok: true, orientation: 'NORTH' });
    expect(at(470, -1, 2)).toMatchObject({ ok: true, orientation: 'SOUTH' });
    expect(at(470, 1, 200)).toMatchObject({ ok: true, orientation: 'NORTH' });
    // Without a heading, the nearer one.
    expect(at(470, -1)).toMatchObject({ ok: true, orientation: 'NORTH' });
    expect(at(470, 1)).toMatchObject({ ok: true, orientation: 'SOUTH' });
  });

  it('far from both carriageways the heading does not move the point across the road', () => {
    expect(at(470, -40, 0)).toMatchObject({ ok: true, orientation: 'NORTH' });
    expect(at(470, 40, 180)).toMatchObject({ ok: true, orientation: 'SOUTH' });
    // Just outside a carriageway (GPS error) the heading still counts.
    expect(at(470, 12, 180)).toMatchObject({ ok: true, orientation: 'NORTH' });
  });

  it('more than 300 m from the route: OFF_ROUTE with a Spanish message', () => {
    const result = at(460, 500);
    expect(result).toMatchObject({ ok: false, reason: 'OFF_ROUTE', distanceMeters: 492 });
    expect(!result.ok && result.message).toBe('Está a 492 m de la Ruta 5 (más de 300 m): ingrese el kilómetro y la dirección a mano');
    // Just inside the limit it is still located.
    expect(at(460, 300)).toMatchObject({ ok: true, orientation: 'SOUTH' });
    const far = locateKm(route, { lat: latAt(460), lon: lonAt(460, 5000) });
    expect(!far.ok && far.message).toContain('Está a 5,0 km de la Ruta 5');
  });

  it('the ends of the range: km 410 and 580 are in, a post outside the concession is not', () => {
    expect(at(410, -7.5)).toMatchObject({ ok: true, kilometer: 410, commune: 'Chillán Viejo' });
    expect(at(580, 7.5)).toMatchObject({ ok: true, kilometer: 580, commune: 'Collipulli' });
    const before = at(405.2, -7.5);
    expect(before).toMatchObject({ ok: false, reason: 'OUT_OF_RANGE' });
    expect(!before.ok && before.message).toBe('La ubicación corresponde al km 405,2, fuera del tramo de la concesión (km 410 al 580)');
    // Past the last post the point snaps to the end of the line, far away.
    expect(at(582, 7.5)).toMatchObject({ ok: false, reason: 'OFF_ROUTE' });
  });

  it('between two communes the km is rounded to the nearer one, so it passes the range rule', () => {
    expect(at(419.3, -7.5)).toMatchObject({ ok: true, kilometer: 419, commune: 'Chillán Viejo' });
    expect(at(419.7, -7.5)).toMatchObject({ ok: true, kilometer: 420, commune: 'Bulnes' });
  });

  it('without a table or with a point that is not one', () => {
    expect(locateKm(buildKmReference([]), { lat: -37, lon: -72.3 })).toMatchObject({ ok: false, reason: 'NO_REFERENCE' });
    expect(locateKm(route, { lat: Number.NaN, lon: -72.3 })).toMatchObject({ ok: false, reason: 'INVALID_POINT' });
    expect(locateKm(route, { lat: -137, lon: -72.3 })).toMatchObject({ ok: false, reason: 'INVALID_POINT' });
  });
});

describe('tables of any density', () => {
  it('a post every 10 m gives what a post every 5 km gives', () => {
    const dense: KmPost[] = [];
    for (let km = 400; km <= 580; km = Math.round((km + 0.01) * 100) / 100) {
      dense.push({ km, lat: latAt(km), lon: lonAt(km, -7.5), carriageway: 'NORTH' });
      dense.push({ km, lat: latAt(km), lon: lonAt(km, 7.5), carriageway: 'SOUTH' });
    }
    const denseRoute = buildKmReference(dense);
    for (const [km, east] of [
      [412.34, -20],
      [498.76, 60],
      [579.99, 7.5],
    ] as const) {
      const position = { lat: latAt(km), lon: lonAt(km, east) };
      expect(locateKm(denseRoute, position)).toEqual(locateKm(route, position));
    }
  });

  it('two posts per carriageway: a point in the middle of a 170 km segment', () => {
    const sparse = buildKmReference(table(400, 580).filter((p) => p.km === 400 || p.km === 580));
    expect(locateKm(sparse, { lat: latAt(490.4), lon: lonAt(490.4, -7.5) })).toMatchObject({
      ok: true,
      kilometer: 490.4,
      orientation: 'NORTH',
    });
  });
});

describe('communeForKm', () => {
  it('follows the SPEC ranges', () => {
    expect(communeForKm(410)).toEqual({ commune: 'Chillán Viejo', kilometer: 410 });
    expect(communeForKm(549)).toEqual({ commune: 'Mulchén', kilometer: 549 });
    expect(communeForKm(550)).toEqual({ commune: 'Collipulli', kilometer: 550 });
    expect(communeForKm(600)).toBeNull();
  });
});
