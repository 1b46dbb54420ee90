import imageCompression from 'browser-image-compression';
import { ATTACHMENT_MAX_BYTES } from '@vigia/domain';
import { compressorLibraryUrl, jpegName } from './compress-photo';
import { preparePhoto } from './photo-rules';

// The library draws on a canvas, which jsdom lacks: what it answers is decided here.
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compressLib = jest.mocked(imageCompression);

const MB = 1024 * 1024;
const photo = (bytes: number, name = 'IMG_0001.JPG', type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => compressLib.mockReset());

it('sends a photo of 2 MB or less as it is, without loading the library', async () => {
  const small = photo(ATTACHMENT_MAX_BYTES);
  await expect(preparePhoto(small)).resolves.toEqual({ file: small, compressed: false });
  expect(compressLib).not.toHaveBeenCalled();
});

it('makes a larger photo smaller, as an upright JPEG under 2 MB', async () => {
  compressLib.mockResolvedValue(photo(1.5 * MB, 'x', 'image/jpeg'));
  const result = await preparePhoto(photo(5 * MB, 'IMG_0001.PNG', 'image/png'));
  expect(result).toMatchObject({ compressed: true });
  const file = (result as { file: File }).file;
  expect(file).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 1.5 * MB });
  const [, options] = compressLib.mock.calls[0]!;
  expect(options.maxSizeMB! * MB).toBeLessThan(ATTACHMENT_MAX_BYTES);
  // In a worker that loads the library from our own origin (the CSP refuses the library's CDN).
  expect(options).toMatchObject({
    fileType: 'image/jpeg',
    useWebWorker: true,
    libURL: 'http://localhost/vendor/browser-image-compression.js',
  });
  // The EXIF orientation is the library's default: nothing overrides it.
  expect(options.exifOrientation).toBeUndefined();
});

it('refuses with the 2 MB message what is still too large after compression', async () => {
  compressLib.mockResolvedValue(photo(ATTACHMENT_MAX_BYTES + 1));
  await expect(preparePhoto(photo(9 * MB))).resolves.toEqual({ problem: 'size' });
});

it('refuses with the 2 MB message a large photo the browser cannot decode', async () => {
  compressLib.mockRejectedValue(new Error('The source image could not be decoded.'));
  await expect(preparePhoto(photo(9 * MB))).resolves.toEqual({ problem: 'size' });
});

it('refuses a file of the wrong type without trying to compress it', async () => {
  await expect(preparePhoto(photo(9 * MB, 'video.mp4', 'video/mp4'))).resolves.toEqual({ problem: 'type' });
  await expect(preparePhoto(photo(10, 'foto.gif', 'image/gif'))).resolves.toEqual({ problem: 'type' });
  expect(compressLib).not.toHaveBeenCalled();
});

it('names the re-encoded photo .jpg', () => {
  expect(jpegName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
  expect(jpegName('sin-extension')).toBe('sin-extension.jpg');
  expect(jpegName('.png')).toBe('foto.jpg');
});

describe('the compressor library for the worker', () => {
  const global = globalThis as { __webpack_public_path__?: string };
  afterEach(() => delete global.__webpack_public_path__);

  it('is loaded from the build that runs the form, as an absolute URL the blob worker can import', () => {
    // mf-public's own page (its standalone build) and the form inside the shell (its remote build).
    global.__webpack_public_path__ = '/remotes/public/standalone/';
    expect(compressorLibraryUrl()).toBe('http://localhost/remotes/public/standalone/vendor/browser-image-compression.js');
    global.__webpack_public_path__ = 'http://localhost:3001/';
    expect(compressorLibraryUrl()).toBe('http://localhost:3001/vendor/browser-image-compression.js');
  });
});
