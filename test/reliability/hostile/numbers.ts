/** Numbers at and past the edges of what JSON, doubles and integers can hold. */

export const HUGE_NUMBERS = [
  '1e309',
  '-1e309',
  '1E400',
  '-0',
  '-0.0',
  '0e0',
  '9007199254740993',
  '9007199254740992',
  '-9007199254740993',
  '18446744073709551617',
  '123456789012345678901234567890',
  '1'.repeat(400),
  `0.${'0'.repeat(400)}1`,
  '1e-400',
  '5e-324',
  '1.7976931348623157e308',
  '2147483648',
  '-2147483649',
  '4294967296',
  '1.0',
  '1.5',
  '3.0000000000000001',
  '1e2',
  '1E+2',
]

/** Numbers as text that JSON forbids: the parser must refuse them, never guess. */
export const BAD_NUMBER_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '01',
  '.5',
  '5.',
  '+1',
  '1e',
  '--1',
  '1_000',
]
