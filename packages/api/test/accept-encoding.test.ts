/** Accept-Encoding negotiation for the directory's precompressed bytes. */
import { pickCoding } from '../src/lib/accept-encoding';

it.each([
  [undefined, null],
  ['', null],
  ['identity', null],
  ['gzip, deflate, br', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['GZIP', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0', null],
  ['gzip;q=1.0, br;q=0.5', 'gzip'],
  ['gzip;q=0.8, br;q=0.8', 'br'],
  ['*', 'br'],
  ['*;q=0.1, br;q=0', 'gzip'],
  ['deflate', null],
  [['gzip', 'br'], 'br'],
])('%j → %j', (header, coding) => {
  expect(pickCoding(header as string | string[] | undefined)).toBe(coding);
});
