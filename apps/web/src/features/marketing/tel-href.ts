/** A phone number as a `tel:` link: its digits and a leading +. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;
