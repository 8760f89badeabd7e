// Hostile return addresses (open-redirect payloads), shared by the unit table test of
// worker/redirectTarget.ts and the integration test that sends each through /login as a
// signed-in visitor. Every one of them must end on this site (a path, never another host).
export const hostileReturnAddresses: readonly string[] = [
  // protocol-relative and scheme tricks
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/./..//evil.example',
  '/a/../..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '/\u2028/evil.example',
  // absolute URLs and other schemes
  'http://evil.example',
  'https://evil.example/',
  'HTTPS://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  'ftp://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // look-alikes of this site
  'https://it.localhost.evil.example/',
  'https://it.localhost@evil.example/',
  'http://it.localhost:80@evil.example',
  'https://evil.example#@it.localhost',
  '//it.localhost@evil.example',
  'https://evil.example\\@it.localhost',
  // relative without a leading slash, and odd shapes
  'evil.example',
  'evil.example/path',
  '@evil.example',
  '.evil.example',
  '?returnTo=//evil.example',
  '#//evil.example',
  // credentials on our own origin
  'http://user:pass@it.localhost/',
  // the login routes themselves (loops)
  '/login',
  '/login?returnTo=/login',
  '/login/redirect',
  '/logout',
  // too long
  `/${'a'.repeat(3000)}`,
];

/** Safe targets that must survive unchanged (or normalised to the same place). */
export const safeReturnAddresses: ReadonlyArray<readonly [string, string]> = [
  ['/preferiti', '/preferiti'],
  ['/viaggi/giappone?x=1#top', '/viaggi/giappone?x=1#top'],
  ['/cerca?textSearch=asia&page=2', '/cerca?textSearch=asia&page=2'],
  ['/a/./b/../c', '/a/c'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['http://it.localhost/preferiti', '/preferiti'],
];
