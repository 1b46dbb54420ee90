// A JPEG file's start with an EXIF block, written byte by byte: the capture time (DateTimeOriginal)
// and a GPS position, as a phone camera writes them. The image data is not needed to read EXIF.

interface ExifFixture {
  /** As EXIF writes it: 'YYYY:MM:DD HH:MM:SS', the camera's local time without a zone. */
  takenAt?: string;
  position?: { lat: number; lon: number };
}

type Entry = { tag: number; type: number; count: number; value: number[] | string };

const ASCII = 2;
const LONG = 4;
const RATIONAL = 5;

/** Degrees as EXIF's three rationals (degrees, minutes, seconds with four decimals). */
function dms(value: number): number[] {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 10_000);
  return [degrees, 1, minutes, 1, seconds, 10_000];
}

/** Bytes of a TIFF structure (big-endian): IFD0 pointing at the EXIF and GPS IFDs. */
function tiff({ takenAt, position }: ExifFixture): Uint8Array {
  const exif: Entry[] = takenAt ? [{ tag: 0x9003, type: ASCII, count: 20, value: `${takenAt}\0` }] : [];
  const gps: Entry[] = position
    ? [
        { tag: 0x0001, type: ASCII, count: 2, value: `${position.lat < 0 ? 'S' : 'N'}\0` },
        { tag: 0x0002, type: RATIONAL, count: 3, value: dms(position.lat) },
        { tag: 0x0003, type: ASCII, count: 2, value: `${position.lon < 0 ? 'W' : 'E'}\0` },
        { tag: 0x0004, type: RATIONAL, count: 3, value: dms(position.lon) },
      ]
    : [];
  const ifd0: Entry[] = [];
  const ifdSize = (entries: Entry[]) => 2 + entries.length * 12 + 4;
  const dataSize = (entries: Entry[]) =>
    entries.reduce((sum, e) => sum + (e.type === RATIONAL ? e.count * 8 : e.count > 4 ? e.count : 0), 0);
  // Layout: header, IFD0, EXIF IFD and its data, GPS IFD and its data.
  if (exif.length) ifd0.push({ tag: 0x8769, type: LONG, count: 1, value: [0] });
  if (gps.length) ifd0.push({ tag: 0x8825, type: LONG, count: 1, value: [0] });
  const ifd0At = 8;
  const exifAt = ifd0At + ifdSize(ifd0);
  const gpsAt = exifAt + (exif.length ? ifdSize(exif) + dataSize(exif) : 0);
  const total = gpsAt + (gps.length ? ifdSize(gps) + dataSize(gps) : 0);
  for (const entry of ifd0) entry.value = [entry.tag === 0x8769 ? exifAt : gpsAt];

  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  bytes.set([0x4d, 0x4d, 0x00, 0x2a], 0);
  view.setUint32(4, ifd0At);
  const writeIfd = (entries: Entry[], at: number) => {
    view.setUint16(at, entries.length);
    let data = at + ifdSize(entries);
    entries.forEach((entry, i) => {
      const p = at + 2 + i * 12;
      view.setUint16(p, entry.tag);
      view.setUint16(p + 2, entry.type);
      view.setUint32(p + 4, entry.count);
      if (entry.type === LONG) view.setUint32(p + 8, (entry.value as number[])[0]!);
      else if (entry.type === ASCII && entry.count <= 4) bytes.set(Buffer.from(entry.value as string, 'latin1'), p + 8);
      else {
        view.setUint32(p + 8, data);
        if (entry.type === ASCII) bytes.set(Buffer.from(entry.value as string, 'latin1'), data);
        else (entry.value as number[]).forEach((n, k) => view.setUint32(data + k * 4, n));
        data += entry.type === RATIONAL ? entry.count * 8 : entry.count;
      }
    });
    view.setUint32(at + 2 + entries.length * 12, 0);
  };
  writeIfd(ifd0, ifd0At);
  if (exif.length) writeIfd(exif, exifAt);
  if (gps.length) writeIfd(gps, gpsAt);
  return bytes;
}

/** SOI, an APP1 'Exif' segment (when there is something to write), a comment, EOI. */
export function exifJpegBytes(fixture: ExifFixture = {}): Uint8Array<ArrayBuffer> {
  const parts: number[][] = [[0xff, 0xd8]];
  if (fixture.takenAt || fixture.position) {
    const body = [...Buffer.from('Exif\0\0', 'latin1'), ...tiff(fixture)];
    const length = body.length + 2;
    parts.push([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
  }
  const comment = [...Buffer.from('test', 'latin1')];
  parts.push([0xff, 0xfe, 0, comment.length + 2, ...comment], [0xff, 0xd9]);
  return Uint8Array.from(parts.flat());
}

/** A photo as the file input gives it. */
export function exifPhoto(name: string, fixture: ExifFixture = {}): File {
  return new File([exifJpegBytes(fixture)], name, { type: 'image/jpeg' });
}
