const DEVICE_NAME_MAX = 80;

/** Platforms in the order to test them: an iPad's or Android's User-Agent also names systems further down. */
const PLATFORMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/**
 * The device a request came from, in words the owner recognises in her Signed-in devices list ("iPhone, Safari").
 * Anything unrecognised is shown as sent, trimmed and cut short: the header is the client's to make up, so it is
 * only ever text for her to read, never trusted.
 */
export function describeDevice(userAgent: string): string {
  const platform = PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (platform && browser) return `${platform}, ${browser}`;
  if (platform ?? browser) return (platform ?? browser)!;
  // Control characters and runs of spaces would only garble the list.
  const cleaned = userAgent
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return 'Unknown device';
  return cleaned.length > DEVICE_NAME_MAX ? `${cleaned.slice(0, DEVICE_NAME_MAX - 1)}…` : cleaned;
}
