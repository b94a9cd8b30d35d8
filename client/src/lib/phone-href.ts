/** A `tel:` link to a phone number as someone typed it: "(203) 555-0147" → "tel:2035550147". */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
