import { kmPostsToCsv, parseKmPostsCsv } from './km-csv';

const GOOD = [
  'km,lat,lon,carriageway',
  '410,-36.633,-72.143,SOUTH',
  '411,-36.64,-72.15,SOUTH',
  '410,-36.633,-72.142,NORTH',
  '411,-36.64,-72.149,NORTH',
];

describe('parseKmPostsCsv', () => {
  it('reads a valid table', () => {
    const result = parseKmPostsCsv(GOOD.join('\n'));
    expect(result).toEqual({
      ok: true,
      posts: [
        { km: 410, lat: -36.633, lon: -72.143, carriageway: 'SOUTH' },
        { km: 411, lat: -36.64, lon: -72.15, carriageway: 'SOUTH' },
        { km: 410, lat: -36.633, lon: -72.142, carriageway: 'NORTH' },
        { km: 411, lat: -36.64, lon: -72.149, carriageway: 'NORTH' },
      ],
    });
  });

  it('reads a spreadsheet export: semicolons, decimal commas, Spanish sides, CRLF and a BOM', () => {
    const csv =
      '\uFEFFcarriageway;km;lat;lon\r\nSUR;410;-36,633;-72,143\r\nSur;411,5;-36,64;-72,15\r\nnorte;410;-36,633;-72,142\r\nNORTE;411;-36,64;-72,149\r\n';
    const result = parseKmPostsCsv(csv);
    expect(result.ok && result.posts[1]).toEqual({ km: 411.5, lat: -36.64, lon: -72.15, carriageway: 'SOUTH' });
    expect(result.ok && result.posts).toHaveLength(4);
  });

  it('lists every error by line number, in Spanish, and returns no post', () => {
    const csv = [
      ...GOOD,
      '412,-72.1,-36.6,SOUTH',
      'doce,-36.7,-72.2,NORTH',
      '413,-36.7,-72.2,ESTE',
      '410,-36.633,-72.143,SOUTH',
      '414,-36.7',
    ].join('\n');
    expect(parseKmPostsCsv(csv)).toEqual({
      ok: false,
      errors: [
        { line: 6, message: 'Línea 6: la latitud debe ser un número entre -56 y -17' },
        { line: 6, message: 'Línea 6: la longitud debe ser un número entre -76 y -66' },
        { line: 7, message: 'Línea 7: el km debe ser un número entre 0 y 5000' },
        { line: 8, message: 'Línea 8: la calzada debe ser NORTH o SOUTH' },
        { line: 9, message: 'Línea 9: el km 410 de la calzada SOUTH ya está en la línea 2' },
        { line: 10, message: 'Línea 10: debe tener 4 valores separados por "," y tiene 2' },
      ],
    });
  });

  it('refuses a missing header, an empty file and a carriageway with fewer than two posts', () => {
    expect(parseKmPostsCsv('410,-36.6,-72.1,SOUTH')).toEqual({
      ok: false,
      errors: [{ line: 1, message: 'Línea 1: la primera línea debe ser el encabezado km,lat,lon,carriageway' }],
    });
    expect(parseKmPostsCsv(' \n')).toEqual({ ok: false, errors: [{ line: null, message: 'El archivo está vacío' }] });
    expect(parseKmPostsCsv(GOOD.slice(0, 4).join('\n'))).toEqual({
      ok: false,
      errors: [{ line: null, message: 'La calzada NORTH necesita al menos dos postes' }],
    });
  });

  it('stops listing after 50 errors and counts the rest', () => {
    const bad = Array.from({ length: 60 }, (_, i) => `${i},0,0,SOUTH`);
    const result = parseKmPostsCsv(['km,lat,lon,carriageway', ...bad].join('\n'));
    expect(!result.ok && result.errors).toHaveLength(51);
    expect(!result.ok && result.errors[50]).toEqual({ line: null, message: 'Y 70 errores más' });
  });

  it('writes what it reads', () => {
    const result = parseKmPostsCsv(GOOD.join('\n'));
    expect(result.ok && kmPostsToCsv(result.posts)).toBe(`${GOOD.join('\n')}\n`);
  });
});
