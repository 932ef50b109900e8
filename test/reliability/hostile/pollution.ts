/** Keys that reach for the prototype, and keys that only look as if they do. */

export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const

/** The forbidden keys written so that only a JSON parser sees what they are. */
export const ESCAPED_FORBIDDEN = [
  '"\\u005f_proto__"',
  '"__proto\\u005f_"',
  '"\\u005F\\u005Fproto\\u005F\\u005F"',
  '"\\u0063onstructor"',
  '"prototyp\\u0065"',
]

/** Keys that look dangerous but are allowed: they must be stored as plain data. */
export const TRICKY_KEYS = [
  '__proto',
  'proto',
  '__PROTO__',
  'Constructor',
  ' __proto__',
  '__proto__ ',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  '__lookupSetter__',
  'toJSON',
  'then',
  'length',
  '$where',
  '$gt',
  '',
  ' ',
  '\u0000',
  'a.b',
  'a[b]',
  '💥',
  '\u202eevil',
  'id',
  '_sandbox',
  'createdAt',
]
