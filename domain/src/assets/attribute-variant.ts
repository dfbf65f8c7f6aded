/** How an attribute chip is coloured on the hover card (spec 1 §3 attribute types). */
export const ATTRIBUTE_VARIANTS = ['default', 'success', 'warning', 'danger'] as const;
export type AttributeVariant = (typeof ATTRIBUTE_VARIANTS)[number];
