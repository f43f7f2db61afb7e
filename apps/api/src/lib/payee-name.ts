/** "Grace H.": how a customer is shown to someone about to pay them (or asked to), enough to confirm and no more. */
export function payeeName(person: { firstName: string; lastName: string }): string {
  const initial = Array.from(person.lastName.trim())[0]?.toLocaleUpperCase();
  return initial ? `${person.firstName.trim()} ${initial}.` : person.firstName.trim();
}
