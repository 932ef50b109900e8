/**
 * Seed templates for `POST /custom/seed` (docs/contract/custom-collections.md#templates): small,
 * related sets of custom collections generated with seeded faker, so the same template always gives
 * the same content (record ids come from the caller's `newId`, and the caller adds `createdAt`,
 * `updatedAt` and `_sandbox`). Each template seeds the shared faker instance itself at the start of
 * every call.
 */
import { blog } from './blog.ts'
import { crm } from './crm.ts'
import { ecommerce } from './ecommerce.ts'
import { healthcare } from './healthcare.ts'
import { saas } from './saas.ts'
import type { Template } from './template.ts'

export type { SeedRecord, Template } from './template.ts'

export const TEMPLATE_NAMES = ['ecommerce', 'saas', 'blog', 'crm', 'healthcare'] as const
export type TemplateName = (typeof TEMPLATE_NAMES)[number]

export const TEMPLATES: Readonly<Record<TemplateName, Template>> = Object.freeze({
  ecommerce,
  saas,
  blog,
  crm,
  healthcare,
})

export const isTemplateName = (s: string): s is TemplateName =>
  (TEMPLATE_NAMES as readonly string[]).includes(s)
