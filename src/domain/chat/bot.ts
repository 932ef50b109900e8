/**
 * The support bot's canned answers: the first topic whose words the text holds, else a default.
 * Deterministic, so a test can expect the answer a text gets.
 */
const TOPICS: ReadonlyArray<{ words: RegExp; answer: string }> = [
  {
    words: /\b(hi|hello|hey)\b/i,
    answer: 'Hello! I am the support bot of this playground. How can I help you today?',
  },
  {
    words: /\b(password|login|log in|sign in|otp)\b/i,
    answer:
      'To reset a password, POST /api/v1/auth/forgot-password; the reset token lands in the mock inbox (GET /api/v1/inbox).',
  },
  {
    words: /\b(price|pricing|billing|invoice|refund|payment)\b/i,
    answer: 'Billing questions go to our (imaginary) billing team; nothing here is ever charged.',
  },
  {
    words: /\b(bug|error|broken|crash)\b/i,
    answer:
      'Sorry about that! Please describe what you did and what you expected; every problem answer names its code.',
  },
  {
    words: /\b(thanks|thank you)\b/i,
    answer: 'You are welcome! Anything else?',
  },
]

const DEFAULT_ANSWER =
  'Thanks for your message! A human agent would answer shortly; this is the automated reply of the mock support bot.'

export function botAnswer(text: string): string {
  return TOPICS.find((t) => t.words.test(text))?.answer ?? DEFAULT_ANSWER
}
