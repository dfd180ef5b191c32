// Written by scripts/make-fonts.ts: local fonts resized to the web fonts' metrics, shown until those load.
export const FALLBACK_FACES = `
@font-face {
  font-family: "Inter Fallback";
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica');
  ascent-override: 90.4365%;
  descent-override: 22.518%;
  line-gap-override: 0%;
  size-adjust: 107.1194%;
}
@font-face {
  font-family: "Cormorant Garamond Fallback";
  src: local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif'), local('Times');
  ascent-override: 95.2728%;
  descent-override: 29.5923%;
  line-gap-override: 0%;
  size-adjust: 96.9846%;
}
`;

export const LATIN_UNICODE_RANGE =
  'U+0020-007E, U+00A0-00FF, U+0152-0153, U+2013-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+2032-2033, U+2039-203A, U+20AC, U+2122';
